#!/usr/bin/env bash
# Runs the whole test suite once more under Thread Sanitizer and fails on any report, from the
# test process or from any process it starts (the `articulos` binary is built with it too).
#
#   Scripts/test-tsan.sh [extra swift test arguments, e.g. --filter Stress]
#
# Environment: ARTICULOS_TSAN_SCRATCH (default <repo>/.build-tsan), the build folder of its own.
#
# Swift's `Synchronization.Mutex` hands a contended lock over inside libswiftSynchronization.so,
# which is not instrumented, so ThreadSanitizer reports every access made under a contended
# `Mutex` as a race. Scripts/tsan/MutexAnnotations.c, preloaded into every process, tells it
# about those hand-overs. Before the suite, Scripts/tsan/Canary.swift proves on this toolchain
# that contended locks are clean with it and that a real race is still reported.
#
# Reports go to files (TSAN_OPTIONS log_path), one per process, so a report from a child
# process whose standard error a test captures still fails the run; they are printed at the end.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scratch="${ARTICULOS_TSAN_SCRATCH:-$root/.build-tsan}"
support="$scratch/tsan-support"
reports="$scratch/tsan-reports"
mkdir -p "$support"

"$root/Scripts/install-system-packages.sh"
if [ -x "$root/Scripts/datasette/install.sh" ]; then
  "$root/Scripts/datasette/install.sh" --quiet
fi

# The toolchain's clang: the one whose ThreadSanitizer runtime the Swift compiler links.
swiftc_path="$(command -v swiftc)"
clang="$(dirname "$(readlink -f "$swiftc_path")")/clang"
[ -x "$clang" ] || clang="clang"

annotations="$support/libMutexAnnotations.so"
"$clang" -shared -fPIC -O1 -Wall -Wextra -Werror -o "$annotations" \
  "$root/Scripts/tsan/MutexAnnotations.c"

echo "==> Canary: contended locks are clean, a real race is reported"
canary="$support/canary"
swiftc -parse-as-library -sanitize=thread -swift-version 6 "$root/Scripts/tsan/Canary.swift" \
  -o "$canary"
canary_log="$support/canary.log"
# NB: log_path unset here: the canary's reports must reach canary_log.
if ! TSAN_OPTIONS="" LD_PRELOAD="$annotations" "$canary" mutex >"$canary_log" 2>&1 \
  || grep -q "WARNING: ThreadSanitizer" "$canary_log"; then
  cat "$canary_log" >&2
  echo "error: contended locks are reported as races even with $annotations." >&2
  echo "hint: the toolchain's Mutex changed; check the symbols in MutexAnnotations.c" >&2
  echo "  (nm -D <toolchain>/usr/lib/swift/linux/libswiftSynchronization.so | grep Slow)." >&2
  exit 1
fi
if TSAN_OPTIONS="" LD_PRELOAD="$annotations" "$canary" race >"$canary_log" 2>&1 \
  || ! grep -q "WARNING: ThreadSanitizer: .*race" "$canary_log"; then
  cat "$canary_log" >&2
  echo "error: an unsynchronized counter was not reported: this lane would be blind." >&2
  exit 1
fi
if TSAN_OPTIONS="" "$canary" mutex >"$canary_log" 2>&1; then
  echo "note: contended Mutex is clean without the annotations now; they may be retired."
fi
echo "Canary passed."

echo "==> Build the suite with -sanitize=thread"
swift build --build-tests --sanitize=thread --scratch-path "$scratch"

echo "==> Run the suite, one test at a time"
rm -rf "$reports"
mkdir -p "$reports"
binary="$(swift build --sanitize=thread --scratch-path "$scratch" --show-bin-path)/articulos"
export TSAN_OPTIONS="log_path=$reports/report second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
export LD_PRELOAD="$annotations${LD_PRELOAD:+:$LD_PRELOAD}"
# The tool's tests start the `articulos` binary (built with ThreadSanitizer too) with a minimal
# environment of their own; this wrapper, which they run instead, gives it the settings above.
if [ -x "$binary" ]; then
  printf '#!/bin/sh\nexport TSAN_OPTIONS="%s"\nexport LD_PRELOAD="%s"\nexec "%s" "$@"\n' \
    "$TSAN_OPTIONS" "$LD_PRELOAD" "$binary" >"$support/articulos"
  chmod +x "$support/articulos"
  export ARTICULOS_BIN="$support/articulos"
fi
log="$scratch/tsan-test.log"
status=0
# NB: One test at a time: under ThreadSanitizer everything runs several times slower, and the
# suite's timing checks (a cancelled request ends within 2 s, a silent server times out within
# 5 s) fail on two busy cores when every suite runs at once.
swift test --skip-build --sanitize=thread --no-parallel --scratch-path "$scratch" "$@" 2>&1 \
  | tee "$log" || status=$?

found=$(find "$reports" -type f -name 'report*' | sort)
if [ -n "$found" ] || grep -q "WARNING: ThreadSanitizer" "$log"; then
  for file in $found; do
    echo "---- $file" >&2
    cat "$file" >&2
  done
  # shellcheck disable=SC2086
  count=$(cat ${found:-"$log"} | grep -c "WARNING: ThreadSanitizer" || true)
  echo "error: ThreadSanitizer reported $count problem(s) (reports above, log in $log)." >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "error: the suite failed under ThreadSanitizer (exit $status; log in $log)." >&2
  exit "$status"
fi
echo "Thread Sanitizer: no report."
