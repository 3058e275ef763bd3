#!/usr/bin/env bash
# The search benchmark (not a test): the ranked query the tool sends against Datasette's own
# table search, and `articulos search` against the same request sent by curl, on one local
# Datasette with 20,000 sample articles, side by side.
#
#   Benchmarks/search/run.sh                   # 20,000 articles, 15 runs of each figure
#   Benchmarks/search/run.sh --count 5000      # any option of search.py (run it with --help)
#
# Builds the tool in release, makes the Datasette environment if it is missing, then runs
# search.py, whose exit status it returns: 0 every target met, 1 a target missed, 2 the
# benchmark could not run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

echo "Building articulos in release ..." >&2
swift build -c release --product articulos >&2
binary="$(swift build -c release --show-bin-path)/articulos"

venv="${ARTICULOS_DATASETTE_VENV:-$root/var/datasette-venv}"
if [[ ! -x "$venv/bin/datasette" ]]; then
  Scripts/datasette/install.sh --quiet
fi

exec python3 "$root/Benchmarks/search/search.py" --bin "$binary" "$@"
