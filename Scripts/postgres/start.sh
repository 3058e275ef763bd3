#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 for ArticulosPostgres, creates the schema in it,
# and prints its connection URI (user `articulos`, no password, database `postgres`).
#
#   Scripts/postgres/start.sh [--dir DIR] [--port PORT] [--no-schema] [--password-file FILE]
#                             [--tls]
#
# DIR (a new temporary folder unless given) holds the data, the socket and the log; stop the
# server and delete it all with `Scripts/postgres/stop.sh DIR`. PORT is a free one unless
# given. The schema (Scripts/postgres/schema.sql) goes into `postgres` and `template1`, so a
# database made later with CREATE DATABASE has it too. With --password-file the server asks for
# that password (scram-sha-256) instead of trusting every local connection. With --tls it also
# speaks TLS, with a self-signed certificate for 127.0.0.1 made for it (DIR/ca.pem, the file to
# trust: `sslmode=verify-full&sslrootcert=DIR/ca.pem`).
#
# The server refuses to run as root: as root, DIR is given to the `postgres` user and the
# server runs as that user (runuser); as anyone else, as that user.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

dir="" port="" schema=1 password_file="" tls=0
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) dir="$2"; shift 2 ;;
    --port) port="$2"; shift 2 ;;
    --no-schema) schema=0; shift ;;
    --password-file) password_file="$2"; shift 2 ;;
    --tls) tls=1; shift ;;
    *) echo "error: unknown argument '$1'" >&2; exit 64 ;;
  esac
done

bindir="${PG_BINDIR:-}"
if [ -z "$bindir" ]; then
  bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "error: PostgreSQL's server is not installed (no initdb)." >&2
  echo "hint: Scripts/install-system-packages.sh (Debian's postgresql), or set PG_BINDIR to" \
    "the folder holding initdb." >&2
  exit 1
fi
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
port_given=1
if [ -z "$port" ]; then
  port_given=0
  port="$(free_port)"
fi
[ -n "$dir" ] || dir="$(mktemp -d "${TMPDIR:-/tmp}/articulos-postgres.XXXXXX")"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"

as_server=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$dir"
  as_server=(runuser -u postgres --)
  if ! (cd / && runuser -u postgres -- test -w "$dir"); then
    echo "error: the postgres user cannot enter $dir (a folder above it is private)." >&2
    echo "hint: give a folder directly under /tmp, or none for a new one." >&2
    exit 1
  fi
fi
# NB: runuser warns on every call when the current folder is one `postgres` cannot enter.
cd /

auth=(-A trust)
if [ -n "$password_file" ]; then
  cp "$password_file" "$dir/pwfile"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir/pwfile"
  auth=(-A scram-sha-256 --pwfile "$dir/pwfile")
fi
"${as_server[@]}" "$bindir/initdb" -D "$dir/data" "${auth[@]}" -U articulos --no-sync \
  -E UTF8 --locale C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
[ -z "$password_file" ] || rm -f "$dir/pwfile"
options="-k $dir -c listen_addresses=127.0.0.1 -c fsync=off"
if [ "$tls" -eq 1 ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" \
    -addext "subjectAltName=IP:127.0.0.1" -keyout "$dir/data/server.key" \
    -out "$dir/data/server.crt" >/dev/null 2>&1
  cp "$dir/data/server.crt" "$dir/ca.pem"
  chmod 600 "$dir/data/server.key"
  [ "$(id -u)" -ne 0 ] || chown postgres: "$dir/data/server.key" "$dir/data/server.crt"
  options="$options -c ssl=on"
fi
# NB: A port free when asked may be taken before the server binds it (tests start several
# servers at once): when it is, and no --port was given, another free port, up to five tries.
attempt=1
until "${as_server[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port $options" start >/dev/null; do
  if [ "$port_given" -eq 1 ] || [ "$attempt" -ge 5 ] \
    || ! grep -q "Address already in use" "$dir/log"; then
    cat "$dir/log" >&2
    exit 1
  fi
  rm -f "$dir/log"
  attempt=$((attempt + 1))
  port="$(free_port)"
done

if [ "$schema" -eq 1 ]; then
  export PGPASSWORD
  [ -z "$password_file" ] || PGPASSWORD="$(head -n 1 "$password_file")"
  for database in template1 postgres; do
    "$bindir/psql" -q -X -v ON_ERROR_STOP=1 \
      "postgresql://articulos@127.0.0.1:$port/$database" -f "$root/Scripts/postgres/schema.sql" \
      >/dev/null
  done
fi

echo "stop it with: Scripts/postgres/stop.sh $dir" >&2
echo "postgresql://articulos@127.0.0.1:$port/postgres"
