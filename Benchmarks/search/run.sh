#!/usr/bin/env bash
# The search benchmark (not a test): the ranked query the tool sends against Datasette's own
# table search, and `articulos search` against the same request sent by curl, on one local
# Datasette with 20,000 sample articles, side by side.
#
#   Benchmarks/search/run.sh                   # 20,000 articles, 15 runs of each figure
#   Benchmarks/search/run.sh --count 5000      # any option of search.py (run it with --help)
#
# Builds the tool in release and makes the Datasette environment if it is missing
# (Benchmarks/release-tool.sh), then runs search.py, whose exit status it returns: 0 every
# target met, 1 a target missed, 2 the benchmark could not run, 64 bad usage.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

binary="$(Benchmarks/release-tool.sh)"
exec python3 "$root/Benchmarks/search/search.py" --bin "$binary" "$@"
