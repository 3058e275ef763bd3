#!/usr/bin/env bash
# Runs the live module's tests under Address Sanitizer (with its leak checker) and fails on any
# report: the C boundary with libcurl (callbacks, `Unmanaged` user data, header lists, the error
# buffer, request and response bytes) is where memory errors would hide.
#
#   Scripts/test-asan.sh [swift test arguments; default --disable-xctest --filter ArticulosLiveTests]
#
# Environment: ARTICULOS_ASAN_SCRATCH (default <repo>/.build-asan), the build folder of its own.
#
# Reports go to files (ASAN_OPTIONS log_path), one per process, so a report from a process whose
# standard error a test captures still fails the run; they are printed at the end.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scratch="${ARTICULOS_ASAN_SCRATCH:-$root/.build-asan}"
reports="$scratch/asan-reports"

"$root/Scripts/install-system-packages.sh"
if [ -x "$root/Scripts/datasette/install.sh" ]; then
  "$root/Scripts/datasette/install.sh" --quiet
fi

echo "==> Build the suite with -sanitize=address"
swift build --build-tests --sanitize=address --scratch-path "$scratch"

echo "==> Run the live module's tests"
if [ "$#" -eq 0 ]; then
  # NB: The live module's tests are all Swift Testing ones. Without --disable-xctest, swift test
  # also runs the binary's XCTest pass, which finds nothing to run here and still leaks two of
  # XCTest's own objects (an XCTestSuiteRun, 144 bytes: the toolchain's, not ours).
  set -- --disable-xctest --filter ArticulosLiveTests
fi
rm -rf "$reports"
mkdir -p "$reports"
log="$scratch/asan-test.log"
status=0
# NB: libcurl and OpenSSL are not instrumented: ASan still sees every heap block they get from
# malloc, so a Swift buffer they overrun, or free twice, is reported; their own internals are
# not checked. detect_stack_use_after_return catches a pointer to a Swift local kept by libcurl.
ASAN_OPTIONS="log_path=$reports/report detect_stack_use_after_return=1 ${ASAN_OPTIONS:-}" \
  LSAN_OPTIONS="suppressions=$root/Scripts/asan/lsan-suppressions.txt ${LSAN_OPTIONS:-}" \
  swift test --skip-build --sanitize=address --scratch-path "$scratch" "$@" 2>&1 \
  | tee "$log" || status=$?

found=$(find "$reports" -type f -name 'report*' | sort)
if [ -n "$found" ] || grep -qE "ERROR: (AddressSanitizer|LeakSanitizer)" "$log"; then
  for file in $found; do
    echo "---- $file" >&2
    cat "$file" >&2
  done
  echo "error: AddressSanitizer reported a problem (reports above, log in $log)." >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "error: the live module's tests failed under AddressSanitizer (exit $status; log in $log)." >&2
  exit "$status"
fi
echo "Address Sanitizer: no report."
