#!/usr/bin/env bash
# Installs the Debian packages the workspace needs, if missing: libcurl's and libpq's headers and
# pkg-config to build; PostgreSQL's server for the tests of ArticulosPostgres and the tool (they
# start one of their own, Scripts/postgres/start.sh); openssl and strace for the security tests
# (a certificate made at run time, and a check that the tool starts no other program); curl for
# the search benchmark's comparison; bash, zsh and fish to run the completion scripts the tool
# writes, and man-db and groff-base to read its manual page.
#
#   Scripts/install-system-packages.sh
#
# Does nothing when they are already installed. Needs root, or sudo.
set -euo pipefail

if [ "$(uname -s)" != Linux ] || ! command -v dpkg-query >/dev/null 2>&1; then
  # Not Debian: nothing is installed here; Docs/Platforms.md lists what to install by hand.
  echo "note: not a Debian system; install libcurl with its headers, libpq with its headers," \
    "PostgreSQL's server, pkg-config, openssl 3, curl, zsh, fish, man (and strace, Linux only)" \
    "yourself (Docs/Platforms.md)." >&2
  exit 0
fi

packages=(libcurl4-openssl-dev libpq-dev postgresql pkg-config openssl strace curl bash zsh fish
  man-db groff-base)
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "error: ${missing[*]} must be installed, and this needs root (or sudo)." >&2
  echo "hint: run as root: apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing ${missing[*]} ..."
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
