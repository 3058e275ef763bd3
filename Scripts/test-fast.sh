#!/usr/bin/env bash
# The fast lane: builds and runs the tests of Dependencies, the macros, ArticulosInterface,
# ArticulosEnMemoria (with the contract suite, ContratoEnMemoriaTests) and AppCore without
# compiling a file of ArticulosLive, ArticulosPostgres or the tool, and without libcurl's or
# libpq's headers.
#
#   Scripts/test-fast.sh [extra swift test arguments]
#
# ARTICULOS_OFFLINE=1 makes Package.swift drop CCurl, ArticulosLive, CLibPQ, ArticulosPostgres,
# the tool and their tests;
# a scratch folder of its own keeps the full build's products apart. Afterwards it checks that
# nothing of the networking side was built.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scratch="${ARTICULOS_FAST_SCRATCH:-$root/.build-fast}"

export ARTICULOS_OFFLINE=1
swift build --build-tests --scratch-path "$scratch" -Xswiftc -warnings-as-errors
swift test --skip-build --scratch-path "$scratch" "$@"

built=$(find "$scratch" -maxdepth 3 -type d \
  \( -name 'ArticulosLive.build' -o -name 'CCurl.build' -o -name 'ArticulosTool.build' \
  -o -name 'ArticulosPostgres.build' -o -name 'CLibPQ.build' \) \
  | head -n 5)
if [ -n "$built" ]; then
  echo "error: the fast lane compiled the networking side:" >&2
  echo "$built" >&2
  exit 1
fi
echo "Fast lane: no file of ArticulosLive, CCurl, ArticulosPostgres, CLibPQ or the tool was compiled."
