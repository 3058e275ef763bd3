#!/usr/bin/env bash
# The soak benchmark (not a test): the `articulos` tool importing, listing and deleting N articles
# against a fresh Datasette through a fault proxy that drops, delays and truncates a share of the
# requests; then the server is checked directly. See Benchmarks/soak/README.md.
#
#   Benchmarks/soak/run.sh                  # 100,000 articles, about 7 minutes here
#   Benchmarks/soak/run.sh --count 10000    # any option of soak.py (run it with --help)
#
# Builds the tool in release (Benchmarks/release-tool.sh), makes the Datasette environment if it
# is missing, then runs soak.py, whose exit status it returns: 0 every target met, 1 a target
# missed, 2 the benchmark could not run, 64 bad usage.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

binary="$(Benchmarks/release-tool.sh)"

exec python3 "$root/Benchmarks/soak/soak.py" --bin "$binary" "$@"
