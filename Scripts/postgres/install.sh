#!/usr/bin/env bash
# Installs PostgreSQL's server and libpq's headers (Debian's `postgresql` and `libpq-dev`), if
# missing: ArticulosPostgres builds against libpq, and its tests start a server of their own.
#
#   Scripts/postgres/install.sh
#
# Needs root, or sudo, when something is missing.
set -euo pipefail
if [ "$(uname -s)" != Linux ] || ! command -v dpkg-query >/dev/null 2>&1; then
  echo "note: not a Debian system; install PostgreSQL (server and libpq) yourself." >&2
  exit 0
fi
missing=()
for package in postgresql libpq-dev; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -gt 0 ] || exit 0
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || {
    echo "error: ${missing[*]} must be installed, and this needs root (or sudo)." >&2
    exit 1
  }
  as_root=(sudo)
fi
echo "Installing ${missing[*]} ..."
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" \
  >/dev/null
