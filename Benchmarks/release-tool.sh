#!/usr/bin/env bash
# What the script benchmarks need before they run: the `articulos` tool built in release and the
# Datasette environment. Prints the tool's path on standard output; progress goes to stderr.
#
#   binary="$(Benchmarks/release-tool.sh)"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

binary="$(Scripts/build-tool.sh)"

venv="${ARTICULOS_DATASETTE_VENV:-$root/var/datasette-venv}"
if [[ ! -x "$venv/bin/datasette" ]]; then
  Scripts/datasette/install.sh --quiet >&2
fi

echo "$binary"
