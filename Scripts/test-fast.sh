#!/usr/bin/env bash
# The fast lane: builds and runs the tests of Dependencies, the macros, ArticulosInterface,
# ArticulosEnMemoria (with the contract suite, ContratoEnMemoriaTests) and the app core without
# compiling a file of ArticulosLive, ArticulosPostgres or the tool, and without libcurl's or
# libpq's headers.
#
#   Scripts/test-fast.sh [extra swift test arguments]
#   Scripts/test-fast.sh FEATURE [extra swift test arguments]
#
# FEATURE is one module of the app core (Compartido, Envio, Edicion, Borrado, Exploracion,
# Exportacion, Importacion, Copia): the edit loop of one feature. Only that module, the shared
# modules it imports, the core under them and its own test target are built, linked and run
# (ARTICULOS_FEATURE=FEATURE trims the package to that graph); its scratch folder,
# .build-feature, is shared by every feature, so moving between features rebuilds little.
#
#   Scripts/test-fast.sh Importacion
#   Scripts/test-fast.sh Exploracion --filter DetalleModelTests
#
# ARTICULOS_OFFLINE=1 makes Package.swift drop CCurl, ArticulosLive, CLibPQ, ArticulosPostgres,
# the tool and their tests;
# a scratch folder of its own keeps the full build's products apart. Afterwards it checks that
# nothing of the networking side was built.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

features=(Compartido Envio Edicion Borrado Exploracion Exportacion Importacion Copia)
feature=""
if [ $# -gt 0 ] && [[ "$1" != -* ]]; then
  for known in "${features[@]}"; do
    # Either spelling works: the module (Importacion) or its test target (ImportacionTests).
    if [ "$1" = "$known" ] || [ "$1" = "${known}Tests" ]; then feature="$known"; fi
  done
  if [ -z "$feature" ]; then
    echo "error: '$1' is not a feature of the app core; one of: ${features[*]}" >&2
    exit 2
  fi
  shift
fi

export ARTICULOS_OFFLINE=1
if [ -n "$feature" ]; then
  export ARTICULOS_FEATURE="$feature"
  scratch="${ARTICULOS_FEATURE_SCRATCH:-$root/.build-feature}"
else
  unset ARTICULOS_FEATURE
  scratch="${ARTICULOS_FAST_SCRATCH:-$root/.build-fast}"
fi
if [ -n "$feature" ]; then
  # NB: one `swift test` builds (with the same flags, so nothing is rebuilt twice) and runs: the
  # package is loaded once, which is most of what a one-file edit costs here.
  swift test --scratch-path "$scratch" -Xswiftc -warnings-as-errors "$@"
else
  swift build --build-tests --scratch-path "$scratch" -Xswiftc -warnings-as-errors
  swift test --skip-build --scratch-path "$scratch" "$@"
fi

built=$(find "$scratch" -maxdepth 3 -type d \
  \( -name 'ArticulosLive.build' -o -name 'CCurl.build' -o -name 'ArticulosTool.build' \
  -o -name 'ArticulosPostgres.build' -o -name 'CLibPQ.build' \) \
  | head -n 5)
if [ -n "$built" ]; then
  echo "error: the fast lane compiled the networking side:" >&2
  echo "$built" >&2
  exit 1
fi
if [ -n "$feature" ]; then
  echo "Fast lane, $feature: its tests only; no file of ArticulosLive, CCurl, ArticulosPostgres, CLibPQ or the tool was compiled."
else
  echo "Fast lane: no file of ArticulosLive, CCurl, ArticulosPostgres, CLibPQ or the tool was compiled."
fi
