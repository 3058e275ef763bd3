#!/usr/bin/env bash
# Builds the `articulos` executable in release and prints its path on standard output (progress
# goes to standard error). The demo, the benchmarks and anyone installing the tool use it:
#
#   articulos="$(Scripts/build-tool.sh)" && "$articulos" --help
#   install -m 755 "$(Scripts/build-tool.sh)" ~/.local/bin/articulos
#
# On Linux the Swift runtime and Foundation are linked into the executable
# (--static-swift-stdlib): it then starts in about 9 ms instead of 15, most of what a quick
# command such as `articulos get ID` costs, and runs on a machine without the toolchain (libcurl
# still comes from the system). That build has flags of its own, so it has its own build folder
# ($ARTICULOS_TOOL_SCRATCH, default .build/tool) and does not rebuild the rest of the release
# products each time. macOS links the runtime of the system, as every Swift program there does.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

case "${1:-}" in
  "") ;;
  -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "error: unknown argument '$1' (Scripts/build-tool.sh takes none)" >&2; exit 64 ;;
esac

flags=(-c release --scratch-path "${ARTICULOS_TOOL_SCRATCH:-$root/.build/tool}")
[ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib)
echo "Building articulos in release ..." >&2
swift build "${flags[@]}" --product articulos >&2
echo "$(swift build "${flags[@]}" --show-bin-path)/articulos"
