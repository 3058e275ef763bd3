#!/usr/bin/env bash
# Measures the test lanes side by side, in one run:
#   1. clean builds and tests: the fast lane (Scripts/test-fast.sh: ARTICULOS_OFFLINE=1, no
#      networking module), one feature's lane (Scripts/test-fast.sh FEATURE) and the full lane
#      (swift build --build-tests + swift test, every target);
#   2. the edit loop of one feature, each lane rebuilding and running that feature's tests:
#      a public API change (a public method added to DetalleModel), then a change inside one
#      function body (DetalleModel.cargar); the edits are written back afterwards;
#   3. touching one file of ArticulosLive and rebuilding the fast lane, which must compile nothing.
#
#   Benchmarks/lanes-benchmark.sh
#
# Goals on two cores: the feature's edit loop <= 10 s; the fast lane's clean build and tests
# <= 120 s; the feature lane <= 0.5x the full lane in the edit loop.
#
# Needs what the full suite needs (Scripts/test.sh installs it). Takes about ten minutes: three
# clean builds, then the edits. The file it edits is restored on exit, also after a failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

feature=Exploracion
edited=Modules/AppCore/Exploracion/DetalleModel.swift

work="$(mktemp -d)"
cp "$edited" "$work/original.swift"
restore() { cp "$work/original.swift" "$edited"; rm -rf "$work"; }
trap restore EXIT
fast="$work/fast"
single="$work/feature"
full="$work/full"

seconds() { python3 -c "import time; print(time.time())"; }  # portable: BSD date has no %N
elapsed() { python3 -c "print(f'{$2 - $1:.1f}')"; }
ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }

# Each lane, building and running what it runs; `timed NAME LANE` sets `$NAME` to the seconds.
lane_fast() { ARTICULOS_FAST_SCRATCH="$fast" Scripts/test-fast.sh; }
lane_feature() { ARTICULOS_FEATURE_SCRATCH="$single" Scripts/test-fast.sh "$feature"; }
lane_full() {
  swift build --build-tests --scratch-path "$full" -Xswiftc -warnings-as-errors \
    && swift test --skip-build --scratch-path "$full" "$@"
}
lane_full_feature() { lane_full --filter "${feature}Tests"; }
timed() {
  local name=$1 log="$work/$1.log" start
  shift
  start=$(seconds)
  "$@" >"$log" 2>&1 || { tail -n 40 "$log"; exit 1; }
  printf -v "$name" '%s' "$(elapsed "$start" "$(seconds)")"
  [ "$name" = ignored ] || echo "  $name: ${!name} s"
}
# Brings every lane up to date with the file as it is now, untimed.
settle() { for lane in lane_feature lane_fast lane_full_feature; do timed ignored "$lane"; done; }

echo "Fast lane from a clean folder ..."
timed fast_clean lane_fast
echo "Feature lane ($feature) from a clean folder ..."
timed feature_clean lane_feature
echo "Full lane from a clean folder ..."
timed full_clean lane_full

echo "Public API change: a public method added to DetalleModel ..."
python3 - "$edited" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read().rstrip()
assert text.endswith("}")
text = text[:-1] + "\n  /// Added by the lanes benchmark.\n  public func sondaDelBenchmark() -> Int { 1 }\n}\n"
open(path, "w", encoding="utf-8").write(text)
PY
timed api_feature lane_feature
timed api_fast lane_fast
timed api_full lane_full_feature
cp "$work/original.swift" "$edited"
settle

echo "Body-only change: the body of DetalleModel.cargar ..."
python3 - "$edited" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
changed = text.replace(
    "    try await cliente.obtener(id: id)\n",
    "    let articulo = try await cliente.obtener(id: id)  // the lanes benchmark\n"
    "    return articulo\n", 1)
assert changed != text, "DetalleModel.cargar not found"
open(path, "w", encoding="utf-8").write(changed)
PY
timed body_feature lane_feature
timed body_fast lane_fast
timed body_full lane_full_feature
cp "$work/original.swift" "$edited"
settle

echo "Incremental: touch a file of ArticulosLive, rerun the fast lane ..."
touched=$(find Modules/ArticulosLive -name '*.swift' | head -n 1)
touch "$touched"
start=$(seconds)
ARTICULOS_OFFLINE=1 swift build --build-tests --scratch-path "$fast" -Xswiftc -warnings-as-errors \
  >"$work/incremental.log" 2>&1
incremental_time=$(elapsed "$start" "$(seconds)")
compiled=$(grep -cE '^\[[0-9]+/[0-9]+\] (Compiling|Emitting|Linking)' "$work/incremental.log" || true)

echo
printf '%-44s %9s %9s %9s %11s\n' "build + tests, seconds" "feature" "fast" "full" "feature/full"
printf '%-44s %9s %9s %9s %11s\n' "clean (fast lane goal <= 120)" "$feature_clean" "$fast_clean" \
  "$full_clean" "$(ratio "$feature_clean" "$full_clean")"
printf '%-44s %9s %9s %9s %11s\n' "public method added to DetalleModel (<= 10)" "$api_feature" \
  "$api_fast" "$api_full" "$(ratio "$api_feature" "$api_full")"
printf '%-44s %9s %9s %9s %11s\n' "body of DetalleModel.cargar changed" "$body_feature" \
  "$body_fast" "$body_full" "$(ratio "$body_feature" "$body_full")"
echo
echo "feature: Scripts/test-fast.sh $feature (its tests only); fast: Scripts/test-fast.sh (every"
echo "test of the fast lane); full: every target built, ${feature}Tests run in the edit loop, every"
echo "test run when clean. Goal for the edit loop: feature/full <= 0.50."
echo
printf '%-52s %10s\n' "incremental fast lane after touching $(basename "$touched")" "$incremental_time"
printf '%-52s %10s\n' "build steps it ran (target 0)" "$compiled"
