#!/usr/bin/env bash
# The bulk benchmark (not a test): the `articulos` tool's export, list --all, copy, import and
# delete against bare HTTP loops on the same two local Datasette servers, side by side.
#
#   Benchmarks/bulk/run.sh                     # 10,000 articles, 3 runs
#   Benchmarks/bulk/run.sh --count 100000      # any option of bulk.py (run it with --help)
#   Benchmarks/bulk/run.sh --postgres --count 100000   # the same work on PostgreSQL against
#                                              # bare libpq loops (postgres.py, its options)
#
# Builds the tool in release and makes the Datasette environment if it is missing
# (Benchmarks/release-tool.sh), then runs bulk.py, whose exit status it returns: 0 every
# target met, 1 a target missed, 2 the benchmark could not run, 64 bad usage.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

driver=bulk.py
if [ "${1:-}" = "--postgres" ]; then
  driver=postgres.py
  shift
fi
binary="$(Benchmarks/release-tool.sh)"
exec python3 "$root/Benchmarks/bulk/$driver" --bin "$binary" "$@"
