#!/usr/bin/env bash
# Stops a server Scripts/postgres/start.sh started, and deletes its folder.
#
#   Scripts/postgres/stop.sh DIR
set -euo pipefail
dir="${1:?usage: Scripts/postgres/stop.sh DIR}"
bindir="${PG_BINDIR:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
as_server=()
[ "$(id -u)" -ne 0 ] || as_server=(runuser -u postgres --)
cd /
if [ -f "$dir/data/postmaster.pid" ]; then
  "${as_server[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
fi
rm -rf "$dir"
