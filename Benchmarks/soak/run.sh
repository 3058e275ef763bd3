#!/usr/bin/env bash
# The soak benchmark (not a test): the `articulos` tool importing, listing and deleting N articles
# against a fresh Datasette through a fault proxy that drops, delays and truncates a share of the
# requests; then the server is checked directly. See Benchmarks/soak/README.md.
#
#   Benchmarks/soak/run.sh                  # 100,000 articles, about 7 minutes here
#   Benchmarks/soak/run.sh --count 10000    # any option of soak.py (run it with --help)
#
# Builds the tool in release (into $ARTICULOS_SOAK_SCRATCH, default .build), makes the Datasette
# environment if it is missing, then runs soak.py, whose exit status it returns: 0 every target
# met, 1 a target missed, 2 the benchmark could not run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

scratch="${ARTICULOS_SOAK_SCRATCH:-$root/.build}"
echo "Building articulos in release ($scratch) ..." >&2
swift build -c release --product articulos --scratch-path "$scratch" >&2
binary="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/articulos"

venv="${ARTICULOS_DATASETTE_VENV:-$root/var/datasette-venv}"
if [[ ! -x "$venv/bin/datasette" ]]; then
  Scripts/datasette/install.sh --quiet
fi

exec python3 "$root/Benchmarks/soak/soak.py" --bin "$binary" "$@"
