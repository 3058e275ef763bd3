#!/usr/bin/env bash
# Stops the Datasette that start.sh started from a state folder.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"
program="$(basename "$0")"

usage() {
  cat <<EOF
Usage: $program [--state-dir DIR] [--timeout SECONDS]

Stops the Datasette whose process id start.sh wrote to DIR/pid: SIGTERM, then SIGKILL if it
is still there after the timeout. Removes pid, port, url, database, database_url and db;
keeps the database file, the token, the secret, datasette.yaml and the log. Does nothing
when no server is running.

Options:
  --state-dir DIR    default: \$ARTICULOS_DATASETTE_STATE or <repo>/var/datasette
  --timeout SECONDS  how long to wait after SIGTERM (default: 10)
  -h, --help         show this help

Exit status: 0 stopped or not running, 1 failure, 64 bad usage.
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
timeout=10
while (($# > 0)); do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --state-dir | --timeout)
      (($# >= 2)) || usage_error "$1 needs a value"
      value="$2"
      option="$1"
      shift 2
      ;;
    --state-dir=* | --timeout=*)
      value="${1#*=}"
      option="${1%%=*}"
      shift
      ;;
    *) usage_error "unknown argument '$1'" ;;
  esac
  case "$option" in
    --state-dir) state_dir="$value" ;;
    --timeout) timeout="$value" ;;
  esac
done
[[ "$timeout" =~ ^[1-9][0-9]*$ ]] ||
  usage_error "--timeout must be a whole number of seconds above 0, not '$timeout'"

forget() {
  rm -f "$state_dir/pid" "$state_dir/port" "$state_dir/url" "$state_dir/database_url" \
    "$state_dir/database" "$state_dir/db"
}

pid_file="$state_dir/pid"
if [[ ! -s "$pid_file" ]]; then
  echo "No Datasette is running from $state_dir"
  forget
  exit 0
fi
pid="$(cat "$pid_file")"
[[ "$pid" =~ ^[0-9]+$ ]] || fail "$pid_file holds '$pid', not a process id; delete it"

# shellcheck source=server-process.sh
source "$script_dir/server-process.sh"

if ! is_datasette_server "$pid"; then
  echo "No Datasette is running from $state_dir (pid $pid is not a running Datasette)"
  forget
  exit 0
fi

kill -TERM "$pid" 2>/dev/null || true
for ((tick = 0; tick < timeout * 10; tick++)); do
  is_datasette_server "$pid" || break
  sleep 0.1
done
if is_datasette_server "$pid"; then
  echo "$program: Datasette (pid $pid) ignored SIGTERM for $timeout s; sending SIGKILL" >&2
  kill -KILL "$pid" 2>/dev/null || true
  sleep 0.2
  ! is_datasette_server "$pid" || fail "Datasette (pid $pid) is still running after SIGKILL"
fi
forget
echo "Stopped Datasette (pid $pid)"
