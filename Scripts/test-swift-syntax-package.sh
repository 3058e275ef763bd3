#!/usr/bin/env bash
# Checks, offline, the path a Mac takes: swift-syntax from its package instead of the toolchain.
#
# Clones a git bundle of swift-syntax's release tree into a bare repository, points SwiftPM at it
# with a mirror of swift-syntax's URL in a scratch copy of this workspace, forces
# ARTICULOS_SWIFT_SYNTAX=package, checks the module boundaries on that path, builds the macro
# plugin from the package's sources, and runs the macro and interface tests. Nothing in this
# work tree changes.
#
# Usage: Scripts/test-swift-syntax-package.sh [--bundle PATH] [--if-available]
#   PATH: a git bundle of https://github.com/swiftlang/swift-syntax.git holding a 603.x tag.
#   Without --bundle: $SWIFT_SYNTAX_BUNDLE, else a swift-syntax-*.bundle in a vendor/ folder of
#   a directory beside this checkout, or beside the repository it was cloned from.
#   --if-available: when no bundle is found, say so loudly and exit 0 instead of 66 (CI uses it,
#   so a machine without the bundle still runs the rest of CI; the notice names what was skipped).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
original="https://github.com/swiftlang/swift-syntax.git"

usage() { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; }
fail() { echo "error: $1" >&2; exit "${2:-1}"; }

bundle="${SWIFT_SYNTAX_BUNDLE:-}"
if_available=false
while [ $# -gt 0 ]; do
  case "$1" in
    --bundle) [ $# -ge 2 ] || fail "--bundle needs a path" 64; bundle="$2"; shift 2 ;;
    --bundle=*) bundle="${1#*=}"; shift ;;
    --if-available) if_available=true; shift ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; fail "unknown argument '$1'" 64 ;;
  esac
done
if [ -z "$bundle" ]; then
  # Beside this checkout, then beside the repository it was cloned from (a local clone's origin).
  places=("$root/..")
  origin="$(git -C "$root" remote get-url origin 2>/dev/null || true)"
  [ -d "$origin" ] && places+=("$origin/..")
  for place in "${places[@]}"; do
    for candidate in "$place"/*/vendor/swift-syntax-*.bundle; do
      [ -f "$candidate" ] && bundle="$candidate" && break 2
    done
  done
fi
if [ -z "$bundle" ]; then
  if $if_available; then
    echo "NOTICE: no swift-syntax bundle found; the package path of swift-syntax was NOT checked." >&2
    echo "NOTICE: pass --bundle PATH or set SWIFT_SYNTAX_BUNDLE to check it." >&2
    exit 0
  fi
  fail "no swift-syntax bundle: pass --bundle PATH or set SWIFT_SYNTAX_BUNDLE" 66
fi
[ -f "$bundle" ] || fail "'$bundle' is not a file" 66
git bundle verify -q "$bundle" 2>/dev/null || fail "'$bundle' is not a valid git bundle" 65

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
git clone -q --bare "$bundle" "$scratch/swift-syntax.git"
tag="$(git -C "$scratch/swift-syntax.git" tag --list '603.*' | sort -V | tail -n 1)"
[ -n "$tag" ] || fail "'$bundle' has no 603.x tag (the manifest asks for 603.0.0..<604.0.0)" 65
echo "swift-syntax $tag from $bundle"

# The workspace as a clone would have it, plus files not yet committed; no build products.
mkdir "$scratch/workspace"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar cf - 2>/dev/null) \
  | tar xf - -C "$scratch/workspace"
cd "$scratch/workspace"
swift package config set-mirror --original "$original" --mirror "$scratch/swift-syntax.git"

export ARTICULOS_SWIFT_SYNTAX=package ARTICULOS_OFFLINE=1
swift package resolve
[ -d .build/checkouts/swift-syntax ] || fail "SwiftPM did not check swift-syntax out: the package path was not taken"
resolved="$(git -C .build/checkouts/swift-syntax describe --tags --exact-match 2>/dev/null || true)"
[ "$resolved" = "$tag" ] || fail "SwiftPM resolved swift-syntax at '$resolved', not the mirror's $tag"

# The module map holds on this path too, for the whole package and for the fast lane.
ARTICULOS_OFFLINE=0 python3 Scripts/check-boundaries.py
python3 Scripts/check-boundaries.py
swift build --target DependenciesMacrosPlugin
swift test --filter 'DependenciesMacrosPluginTests|DependenciesMacrosTests|ArticulosInterfaceTests|ArticulosEnMemoriaTests'
echo "The package path of swift-syntax ($tag) builds the macros and passes their and the interface's tests."
