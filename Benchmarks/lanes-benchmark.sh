#!/usr/bin/env bash
# Measures the two test lanes side by side, from clean build folders, in one run:
#   1. the fast lane (Scripts/test-fast.sh: ARTICULOS_OFFLINE=1, no networking module),
#   2. the full lane (swift build --build-tests + swift test, every target),
# prints their build-and-test times and ratio, then the incremental case: touch one file of
# ArticulosLive and rerun the fast lane, which must compile nothing.
#
#   Benchmarks/lanes-benchmark.sh
#
# Needs what the full suite needs (Scripts/test.sh installs it). Takes several minutes: two
# clean builds.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fast="$work/fast"
full="$work/full"

seconds() { python3 -c "import time; print(time.time())"; }  # portable: BSD date has no %N
elapsed() { python3 -c "print(f'{$2 - $1:.1f}')"; }

echo "Fast lane from a clean folder ..."
start=$(seconds)
ARTICULOS_FAST_SCRATCH="$fast" Scripts/test-fast.sh >"$work/fast.log" 2>&1 \
  || { tail -n 40 "$work/fast.log"; exit 1; }
fast_time=$(elapsed "$start" "$(seconds)")

echo "Full lane from a clean folder ..."
start=$(seconds)
{ swift build --build-tests --scratch-path "$full" && swift test --skip-build --scratch-path "$full"; } \
  >"$work/full.log" 2>&1 || { tail -n 40 "$work/full.log"; exit 1; }
full_time=$(elapsed "$start" "$(seconds)")

echo "Incremental: touch a file of ArticulosLive, rerun the fast lane ..."
touched=$(find Modules/ArticulosLive -name '*.swift' | head -n 1)
touch "$touched"
start=$(seconds)
ARTICULOS_OFFLINE=1 swift build --build-tests --scratch-path "$fast" -Xswiftc -warnings-as-errors \
  >"$work/incremental.log" 2>&1
incremental_time=$(elapsed "$start" "$(seconds)")
compiled=$(grep -cE '^\[[0-9]+/[0-9]+\] (Compiling|Emitting|Linking)' "$work/incremental.log" || true)

ratio=$(python3 -c "print(f'{$fast_time / $full_time:.2f}')")
echo
printf '%-52s %10s\n' "lane (clean build + tests)" "seconds"
printf '%-52s %10s\n' "fast: Dependencies, macros, interface, app core" "$fast_time"
printf '%-52s %10s\n' "full: every target and test" "$full_time"
printf '%-52s %10s\n' "ratio fast / full (target <= 0.50)" "$ratio"
echo
printf '%-52s %10s\n' "incremental fast lane after touching $(basename "$touched")" "$incremental_time"
printf '%-52s %10s\n' "build steps it ran (target 0)" "$compiled"
