#!/usr/bin/env bash
# The main job: sets up everything on a fresh Debian machine with the Swift toolchain, then runs
# a short tour of the `articulos` tool against a real Datasette on 127.0.0.1.
#
#   Scripts/demo.sh [--articles N] [--keep-running]
#
# Installs what is missing (libcurl's headers, the Datasette virtual environment), builds the
# tool (debug, the quickest build), creates N sample articles (default 300) in var/demo, starts
# Datasette on a free port, and runs: list, search, save, show, delete, and a delete of 50 ids
# in one request. With --keep-running the server stays up afterwards (stop it with
# Scripts/datasette/stop.sh --state-dir var/demo); otherwise it is stopped at the end, even on
# failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

articles=300
keep_running=0
while [ $# -gt 0 ]; do
  case "$1" in
    --articles) articles="${2:?--articles needs a number}"; shift 2 ;;
    --articles=*) articles="${1#*=}"; shift ;;
    --keep-running) keep_running=1; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
done
case "$articles" in
  ''|*[!0-9]*) echo "error: --articles needs a whole number, not '$articles'" >&2; exit 64 ;;
esac

if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
  say() { printf '\n\033[1m$ %s\033[0m\n' "$*"; }
else
  say() { printf '\n$ %s\n' "$*"; }
fi

echo "==> Installing what is missing"
Scripts/install-system-packages.sh
Scripts/datasette/install.sh --quiet

# The tour needs the tool, not a fast one: a debug build of the `articulos` product alone is the
# quickest way to the first command on a fresh clone (the release build, Scripts/build-tool.sh,
# is for installing and for the benchmarks).
echo "==> Building the tool (debug, the articulos product only)"
swift build --product articulos >&2
articulos="$(swift build --show-bin-path)/articulos"

state="$root/var/demo"
Scripts/datasette/stop.sh --state-dir "$state" >/dev/null 2>&1 || true
mkdir -p "$state"
echo "==> Creating a database with $articles sample articles"
Scripts/datasette/create-db.sh --db "$state/articulos.db" --sample "$articles" --force
echo "==> Starting Datasette on 127.0.0.1"
Scripts/datasette/start.sh --state-dir "$state" --db "$state/articulos.db"
if [ "$keep_running" -eq 0 ]; then
  trap 'Scripts/datasette/stop.sh --state-dir "$state" >/dev/null 2>&1 || true' EXIT
fi

export ARTICULOS_API="$(cat "$state/url")"
export ARTICULOS_TOKEN="$(cat "$state/token")"

say "articulos list --limit 5"
"$articulos" list --limit 5
say "articulos search café --page 1"
"$articulos" search café --page 1
say "articulos save --title 'Probando la herramienta' --body 'Escrito por la demo.' --tags demo,prueba --json"
saved="$("$articulos" save --title 'Probando la herramienta' --body 'Escrito por la demo.' \
  --tags demo,prueba --json)"
echo "$saved"
id="$(printf '%s' "$saved" | python3 -c 'import json,sys; print(json.load(sys.stdin)["articulo"]["id"])')"
say "articulos show $id"
"$articulos" show "$id"
say "articulos delete $id --yes"
"$articulos" delete "$id" --yes
say "articulos show $id   # gone: exits with the not-found code"
set +e
"$articulos" show "$id"
status=$?
set -e
echo "(exit status $status)"
say "articulos list --limit 50 --json | <their ids> |" \
  "articulos delete --from - --yes"
"$articulos" list --limit 50 --json |
  python3 -c 'import json, sys
for articulo in json.load(sys.stdin)["articulos"]:
    print(articulo["id"])' |
  "$articulos" delete --from - --yes

echo
echo "Done. The server at $ARTICULOS_API$( [ "$keep_running" -eq 1 ] && echo " is still running" || echo " was stopped")."
