#!/usr/bin/env bash
# Starts Datasette on 127.0.0.1 in the background and records how to reach it.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"
program="$(basename "$0")"

usage() {
  cat <<EOF
Usage: $program [--db PATH] [--state-dir DIR] [--port N] [--timeout SECONDS] [--actor ID]
                [--venv DIR] [--no-sql] [--no-bulk-delete] [--max-returned-rows N]

Serves the articulos database with Datasette on 127.0.0.1, in the background, with the
write permissions and token that config.sh writes, and waits until it answers.

Options:
  --db PATH          the database, made by create-db.sh
                     (default: \$ARTICULOS_DATASETTE_DB or <state-dir>/articulos.db);
                     Datasette serves it under its file name without .db
  --state-dir DIR    where the files below go
                     (default: \$ARTICULOS_DATASETTE_STATE or <repo>/var/datasette)
  --port N           the port; 0, the default, lets the system pick a free one
  --timeout SECONDS  how long to wait for the first answer (default: 30)
  --actor ID         the actor that may write (default: articulos-tool)
  --venv DIR         the environment made by install.sh
                     (default: \$ARTICULOS_DATASETTE_VENV or <repo>/var/datasette-venv)
  --no-sql           deny the execute-sql permission to everyone (see config.sh)
  --no-bulk-delete   declare no bulk delete query (see config.sh)
  --max-returned-rows N
                     the most rows one page may hold (Datasette's setting; default 1000)
  -h, --help         show this help

Files in the state folder, one value and a newline each:
  pid           the server's process id (stop.sh reads it)
  port          the port it listens on
  url           the server's root, for example http://127.0.0.1:8001
  database      the database name, for example articulos
  database_url  url + "/" + database, where the table lives at /articulos
  token         the API token for writes (mode 600); also secret and datasette.yaml
  datasette.log the server's output

If a server started from the same state folder is still running on the same database,
prints its address and exits 0 without starting another.
Exit status: 0 running, 1 failure, 64 bad usage.
EOF
}

fail() {
  echo "$program: error: $*" >&2
  exit 1
}

usage_error() {
  echo "$program: error: $*" >&2
  echo "Run '$program --help' for usage." >&2
  exit 64
}

state_dir="${ARTICULOS_DATASETTE_STATE:-$repo_root/var/datasette}"
venv="${ARTICULOS_DATASETTE_VENV:-$repo_root/var/datasette-venv}"
db="${ARTICULOS_DATASETTE_DB:-}"
port=0
timeout=30
actor="articulos-tool"
config_options=()
serve_options=()
while (($# > 0)); do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --no-sql | --no-bulk-delete)
      config_options+=("$1")
      shift
      continue
      ;;
    --max-returned-rows)
      (($# >= 2)) || usage_error "$1 needs a value"
      [[ "$2" =~ ^[1-9][0-9]*$ ]] || usage_error "--max-returned-rows must be a positive integer, not '$2'"
      serve_options+=(--setting max_returned_rows "$2")
      shift 2
      continue
      ;;
    --db | --state-dir | --port | --timeout | --actor | --venv)
      (($# >= 2)) || usage_error "$1 needs a value"
      value="$2"
      option="$1"
      shift 2
      ;;
    --db=* | --state-dir=* | --port=* | --timeout=* | --actor=* | --venv=*)
      value="${1#*=}"
      option="${1%%=*}"
      shift
      ;;
    *) usage_error "unknown argument '$1'" ;;
  esac
  case "$option" in
    --db) db="$value" ;;
    --state-dir) state_dir="$value" ;;
    --port) port="$value" ;;
    --timeout) timeout="$value" ;;
    --actor) actor="$value" ;;
    --venv) venv="$value" ;;
  esac
done

[[ -n "$state_dir" ]] || usage_error "--state-dir must not be empty"
if ! [[ "$port" =~ ^[0-9]{1,5}$ ]] || ((10#$port > 65535)); then
  usage_error "--port must be a number from 0 to 65535, not '$port'"
fi
port=$((10#$port))
[[ "$timeout" =~ ^[1-9][0-9]*$ ]] ||
  usage_error "--timeout must be a whole number of seconds above 0, not '$timeout'"

mkdir -p "$state_dir" || fail "cannot create the state folder $state_dir"
state_dir="$(cd "$state_dir" && pwd)"
[[ -n "$db" ]] || db="$state_dir/articulos.db"
[[ "$db" == /* ]] || db="$PWD/$db"
[[ -f "$db" ]] ||
  fail "no database at $db; create it with $script_dir/create-db.sh --db $db [--sample N]"
database="$(basename "$db")"
database="${database%.*}"

datasette="$venv/bin/datasette"
[[ -x "$datasette" ]] ||
  fail "no Datasette at $datasette; run $script_dir/install.sh first (or pass --venv)"

# shellcheck source=server-process.sh
source "$script_dir/server-process.sh"

if [[ -s "$state_dir/pid" ]]; then
  running_pid="$(cat "$state_dir/pid")"
  if is_datasette_server "$running_pid"; then
    if [[ "$(cat "$state_dir/db" 2>/dev/null)" == "$db" && -s "$state_dir/url" ]]; then
      echo "Datasette is already running at $(cat "$state_dir/url") (pid $running_pid)"
      exit 0
    fi
    fail "a Datasette from $state_dir (pid $running_pid) serves another database;" \
      "stop it with $script_dir/stop.sh --state-dir $state_dir"
  fi
fi
rm -f "$state_dir/pid" "$state_dir/port" "$state_dir/url" "$state_dir/database_url"

"$script_dir/config.sh" --state-dir "$state_dir" --database "$database" --actor "$actor" \
  --venv "$venv" ${config_options[@]+"${config_options[@]}"}

log="$state_dir/datasette.log"
: >"$log"
# NB: the secret goes through the environment, not the command line (visible in `ps`).
# Standard input and output are detached so a caller reading this script's output through a
# pipe sees it end when this script ends.
DATASETTE_SECRET="$(cat "$state_dir/secret")" "$datasette" serve "$db" \
  --config "$state_dir/datasette.yaml" --host 127.0.0.1 --port "$port" \
  ${serve_options[@]+"${serve_options[@]}"} </dev/null >>"$log" 2>&1 &
pid=$!
echo "$pid" >"$state_dir/pid"
printf '%s\n' "$db" >"$state_dir/db"

stop_and_fail() {
  kill -TERM "$pid" 2>/dev/null || true
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    is_running "$pid" || break
    sleep 0.2
  done
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$state_dir/pid" "$state_dir/db"
  {
    echo "$program: error: $*"
    echo "--- last lines of $log ---"
    tail -n 25 "$log"
  } >&2
  exit 1
}
trap 'stop_and_fail "interrupted while waiting for Datasette to start"' INT TERM

# Does the server answer? Never through a proxy from the environment: it is on loopback.
answers() {
  if command -v curl >/dev/null 2>&1; then
    curl --silent --fail --noproxy '*' --max-time 2 --output /dev/null "$1/-/versions.json"
  else
    "$venv/bin/python" -c 'import sys, urllib.request as u
u.build_opener(u.ProxyHandler({})).open(sys.argv[1], timeout=2)' "$1/-/versions.json" 2>/dev/null
  fi
}

# NB: SECONDS counts whole seconds, so the first one may be short; one more keeps the promise.
deadline=$((SECONDS + timeout + 1))
url=""
while :; do
  is_running "$pid" || stop_and_fail "Datasette exited during start-up"
  if [[ -z "$url" ]]; then
    # With --port 0 the system picks the port; Uvicorn names it in its first lines.
    listening="$(grep -o -m 1 'running on http://127\.0\.0\.1:[0-9]*' "$log" || true)"
    [[ -z "$listening" ]] || url="http://127.0.0.1:${listening##*:}"
  fi
  if [[ -n "$url" ]] && answers "$url"; then
    break
  fi
  ((SECONDS < deadline)) || stop_and_fail "Datasette did not answer within $timeout s"
  sleep 0.1
done
trap - INT TERM

port="${url##*:}"
echo "$port" >"$state_dir/port"
echo "$database" >"$state_dir/database"
echo "$url/$database" >"$state_dir/database_url"
echo "$url" >"$state_dir/url"
echo "Datasette is running at $url (pid $pid); the table is $url/$database/articulos"
echo "State, token and log: $state_dir; stop it with $script_dir/stop.sh --state-dir $state_dir"
