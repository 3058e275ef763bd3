#!/usr/bin/env bash
# Builds the DocC documentation of Dependencies, ArticulosInterface and AppCore with the
# toolchain's own `docc`, and fails on any warning, an unresolved link included.
#
#   Scripts/build-docs.sh   # .build-docs/<Module>.doccarchive and .build-docs/Articulos.doccarchive
#   ARTICULOS_DOCS_DIR=/tmp/docs ARTICULOS_DOCS_SCRATCH=/tmp/build Scripts/build-docs.sh
#
# No documentation plugin is needed (none can be fetched here): the script builds the modules,
# extracts their public symbol graphs with swift-symbolgraph-extract, then runs `docc convert` on
# each catalog. The catalogs are built in dependency order, and each later one is given the
# earlier archives with `--dependency`, so AppCore's pages can link to ArticulosInterface and
# Dependencies (write those links absolute: ``/ArticulosInterface/Articulo``), and the three
# archives are merged into one site in which those links work.
#
# The three modules need nothing of the networking side, so the build runs in the fast lane
# (ARTICULOS_OFFLINE=1): no libcurl headers are needed, and a clean clone works.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

out="${ARTICULOS_DOCS_DIR:-$root/.build-docs}"
scratch="${ARTICULOS_DOCS_SCRATCH:-$out/build}"
graphs="$out/symbol-graphs"
logs="$out/logs"
modules=(Dependencies ArticulosInterface AppCore)

export ARTICULOS_OFFLINE=1

# The toolchain's tools: on PATH, else next to the `swift` that runs this build.
tool() {
  if command -v "$1" >/dev/null 2>&1; then
    command -v "$1"
  else
    local swift_bin
    swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
    [ -x "$swift_bin/$1" ] || { echo "error: $1 is not in this toolchain" >&2; exit 1; }
    echo "$swift_bin/$1"
  fi
}
docc="$(tool docc)"
extract="$(tool swift-symbolgraph-extract)"

# The app core's modules, as AppCore re-exports them (comma-separated).
app_core_modules() {
  sed -n 's/^@_exported import \([A-Za-z]*\)$/\1/p' Modules/AppCore/AppCore/AppCore.swift \
    | paste -sd, -
}

start=$SECONDS
echo "==> Building ${modules[*]} (scratch: $scratch)"
# AppCore depends on the other two, so building it builds all three.
swift build --scratch-path "$scratch" --target AppCore
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
triple="$(swift -print-target-info \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

rm -rf "$graphs" "$logs"
mkdir -p "$graphs" "$logs"
warnings=0
dependencies=()
for module in "${modules[@]}"; do
  echo "==> $module: symbol graph"
  mkdir -p "$graphs/$module"
  # NB: AppCore's extensions of the other modules' types (the copy destination's key, the
  # access check on the error) stay out of its symbol graph: as extension blocks they would
  # make pages named after those modules inside AppCore, which shadow the links to the real
  # catalogs' articles (<doc:/Dependencies/...>).
  extension_blocks=(-emit-extension-block-symbols)
  reexported=()
  if [ "$module" = AppCore ]; then
    extension_blocks=()
    # NB: AppCore is an umbrella: its symbols are those of the modules it re-exports (one per
    # feature, and the shared ones), listed here so its pages and links keep them as its own.
    reexported=(-experimental-allowed-reexported-modules="$(app_core_modules)")
  fi
  "$extract" \
    -module-name "$module" \
    -target "$triple" \
    -I "$bin/Modules" -I "$bin" \
    -minimum-access-level public \
    -skip-inherited-docs \
    -skip-synthesized-members \
    "${extension_blocks[@]}" \
    "${reexported[@]}" \
    -output-dir "$graphs/$module"

  echo "==> $module: docc convert"
  archive="$out/$module.doccarchive"
  rm -rf "$archive"
  log="$logs/$module.log"
  status=0
  catalog="Modules/$module/$module.docc"
  # NB: AppCore is the umbrella of the app core's modules; its catalog sits in its own folder,
  # beside the modules it re-exports (their symbols are in its graph through @_exported import).
  [ "$module" = AppCore ] && catalog="Modules/AppCore/AppCore/AppCore.docc"
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "Articulos.$module" \
    --fallback-default-module-kind "Framework" \
    --default-code-listing-language swift \
    --enable-experimental-external-link-support \
    "${dependencies[@]}" \
    --output-path "$archive" \
    --warnings-as-errors >"$log" 2>&1 || status=$?
  # NB: with --warnings-as-errors docc reports warnings as errors; count both kinds.
  found=$(grep -cE '^(warning|error):' "$log" || true)
  warnings=$((warnings + found))
  if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    cat "$log" >&2
    echo "error: the $module documentation has $found problem(s); see $log" >&2
    exit 1
  fi
  dependencies+=(--dependency "$archive")
done

# One site with the three catalogs, where the links between them work.
echo "==> Merging into one site"
site="$out/Articulos.doccarchive"
rm -rf "$site"
archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
"$docc" merge "${archives[@]}" --synthesized-landing-page-name Articulos --output-path "$site"
python3 "$root/Scripts/finish-docs-site.py" "$site"

echo
echo "Documentation built in $((SECONDS - start)) s with $warnings warnings:"
for module in "${modules[@]}"; do
  echo "  $out/$module.doccarchive"
done
echo "  $site (all three, linked together)"
echo "Browse it as a static site:"
echo "  python3 -m http.server --directory $site --bind 127.0.0.1 8000"
echo "  then open http://127.0.0.1:8000/ (or run Scripts/serve-docs.sh)"
