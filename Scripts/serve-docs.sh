#!/usr/bin/env bash
# Serves the documentation site that Scripts/build-docs.sh built, on 127.0.0.1, and prints the
# address of its landing page. Builds it first when it is missing. Ctrl-C stops it.
#
#   Scripts/serve-docs.sh [PORT]     (8000 by default)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
port="${1:-8000}"
case "$port" in
  '' | *[!0-9]*) echo "usage: Scripts/serve-docs.sh [PORT]" >&2; exit 64 ;;
esac
site="$root/.build-docs/Articulos.doccarchive"
if [ ! -f "$site/index.html" ]; then
  "$root/Scripts/build-docs.sh"
fi
echo "Documentation: http://127.0.0.1:$port/ (the landing page is http://127.0.0.1:$port/documentation/)"
exec python3 -m http.server --directory "$site" --bind 127.0.0.1 "$port"
