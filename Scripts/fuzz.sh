#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ and runs each for a bounded time; fails on any crash,
# leak or broken promise, and keeps the input that caused it.
#
#   Scripts/fuzz.sh [seconds per harness, default 60] [harness ...]
#
#   Scripts/fuzz.sh                  # every harness, 60 s each
#   Scripts/fuzz.sh 300 Importador   # one harness, 5 minutes
#   Scripts/fuzz.sh 0                # build only, then run each harness over its seed corpus once
#
# Environment: ARTICULOS_FUZZ_SCRATCH (default <repo>/.build-fuzz), the build folder of its own.
# Crashing inputs go to <scratch>/findings/<harness>-crash-<sha1> (also leak-, timeout-, oom-);
# replay one with: <scratch>/fuzzers/<harness> <file>. New interesting inputs go to
# <scratch>/corpus/<harness>; copy the small, telling ones into Fuzz/<harness>/corpus.
#
# How it builds. SwiftPM cannot build the harnesses itself: with --sanitize=fuzzer it links
# libFuzzer, which has its own `main`, into every executable it links, the macro plugin
# included, and that link fails. So SwiftPM builds the libraries (no executable but the macro
# plugin) with Address Sanitizer and the coverage libFuzzer reads, and swiftc links each
# harness against their object files with -sanitize=fuzzer,address. The manifest needs no
# change, and the libraries under test report coverage, not only the harness.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

seconds="${1:-60}"
[ "$#" -gt 0 ] && shift
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
  echo "error: the time per harness must be whole seconds, not '$seconds'." >&2
  echo "usage: Scripts/fuzz.sh [seconds] [harness ...]" >&2
  exit 64
fi
all_harnesses=(DatasetteJSON Importador ArticuloJSON Invocacion)
harnesses=("$@")
[ "${#harnesses[@]}" -eq 0 ] && harnesses=("${all_harnesses[@]}")
for harness in "${harnesses[@]}"; do
  if [ ! -d "$root/Fuzz/$harness" ] || [ "$harness" = "Comun" ]; then
    echo "error: no harness '$harness'; there are: ${all_harnesses[*]}." >&2
    exit 64
  fi
done

scratch="${ARTICULOS_FUZZ_SCRATCH:-$root/.build-fuzz}"
fuzzers="$scratch/fuzzers"
findings="$scratch/findings"
mkdir -p "$fuzzers" "$findings"

"$root/Scripts/install-system-packages.sh"

# The libraries the harnesses link, in dependency order; ArticulosCLI depends on all the others.
libraries=(
  Dependencies DependenciesMacros ArticulosInterface ArticulosEnMemoria
  Compartido Envio Edicion Borrado Exploracion Exportacion Importacion Copia AppCore
  ArticulosLive ArticulosPostgres ArticulosCLI
)
coverage="edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table"

echo "==> Build the libraries with Address Sanitizer and libFuzzer's coverage"
# NB: The macro plugin is built the same way and runs during the build: a leak report at its
# exit would fail the compilation of every module that uses a macro.
ASAN_OPTIONS="detect_leaks=0" swift build --scratch-path "$scratch" --sanitize=address \
  -Xswiftc "-sanitize-coverage=$coverage" --target ArticulosCLI
bin="$(swift build --scratch-path "$scratch" --sanitize=address --show-bin-path)"
objects=()
for library in "${libraries[@]}"; do
  for object in "$bin/$library.build/"*.o; do
    # NB: SwiftPM leaves the object of a deleted source behind; linking it would bring back
    # code that is gone. Only objects whose source still exists are linked.
    source="$(basename "$object" .o)"
    if [ -n "$(find "$root/Modules" "$root/Apps" -name "$source" -print -quit)" ]; then
      objects+=("$object")
    fi
  done
done
curl_flags=()
for flag in $(pkg-config --cflags-only-I libcurl 2>/dev/null || true); do
  curl_flags+=(-Xcc "$flag")
done

libpq_flags=()
for flag in $(pkg-config --cflags-only-I libpq 2>/dev/null || true); do
  libpq_flags+=(-Xcc "$flag")
done

failed=()
for harness in "${harnesses[@]}"; do
  echo "==> $harness: build"
  executable="$fuzzers/$harness"
  swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -Onone -g \
    -warnings-as-errors -I "$bin/Modules" \
    -Xcc -fmodule-map-file="$root/Modules/CCurl/module.modulemap" "${curl_flags[@]}" \
    -Xcc -fmodule-map-file="$root/Modules/CLibPQ/module.modulemap" "${libpq_flags[@]}" \
    "$root"/Fuzz/Comun/*.swift "$root/Fuzz/$harness/"*.swift "${objects[@]}" -lcurl -lpq \
    -o "$executable" 2> >(grep -v "Cannot export local symbol '__asan" >&2)

  corpus="$scratch/corpus/$harness"
  mkdir -p "$corpus"
  if [ "$seconds" -eq 0 ]; then
    echo "==> $harness: the seed corpus, once"
    arguments=(-runs=0)
  else
    echo "==> $harness: fuzz for $seconds s"
    arguments=(-max_total_time="$seconds")
  fi
  if [ -f "$root/Fuzz/$harness/tokens.dict" ]; then
    arguments+=(-dict="$root/Fuzz/$harness/tokens.dict")
  fi
  # NB: SWIFT_BACKTRACE off: Swift's own crash reporter would otherwise take over the crash
  # libFuzzer is waiting to record, and may keep it waiting for a long time.
  # NB: This toolchain's libFuzzer exits 0 when a signal interrupts it (it predates
  # -interrupted_exitcode), so an interrupted run is told from a pass by its own words.
  log="$scratch/$harness.log"
  status=0
  SWIFT_BACKTRACE=enable=no \
    LSAN_OPTIONS="suppressions=$root/Scripts/asan/lsan-suppressions.txt ${LSAN_OPTIONS:-}" \
    "$executable" "${arguments[@]}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$findings/$harness-" \
    "$corpus" "$root/Fuzz/$harness/corpus" 2>&1 | tee "$log" || status=$?
  if grep -q "libFuzzer: run interrupted" "$log"; then
    failed+=("$harness")
    echo "error: $harness was interrupted by a signal before its time was up; run it again." >&2
  elif [ "$status" -eq 0 ]; then
    echo "$harness: no crash."
  else
    failed+=("$harness")
    echo "error: $harness failed; the input is in $findings/ (replay: $executable <file>)." >&2
  fi
done

if [ "${#failed[@]}" -gt 0 ]; then
  echo "error: ${failed[*]} did not pass; see above." >&2
  ls -1 "$findings" >&2
  exit 1
fi
echo "Fuzzing: ${harnesses[*]}, ${seconds} s each, no crash."
