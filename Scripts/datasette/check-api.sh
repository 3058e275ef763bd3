#!/usr/bin/env bash
# Starts a throwaway Datasette and checks the articulos API against Docs/DatasetteAPI.md.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"
program="$(basename "$0")"

usage() {
  cat <<EOF2
Usage: $program [--keep] [--venv DIR]

Creates a database with 50 sample articles in a temporary folder, starts Datasette on a free
port of 127.0.0.1 (start.sh), runs about forty checks of the HTTP API that the Swift client
relies on (check_api.py), stops the server and deletes the folder.

Options:
  --keep      keep the temporary folder (database, log, token) for a look afterwards
  --venv DIR  the environment made by install.sh
              (default: \$ARTICULOS_DATASETTE_VENV or <repo>/var/datasette-venv)
  -h, --help  show this help

Exit status: 0 all checks passed, 1 a check failed or the server did not start, 64 bad usage.
EOF2
}

venv="${ARTICULOS_DATASETTE_VENV:-$repo_root/var/datasette-venv}"
keep=0
while (($# > 0)); do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --keep)
      keep=1
      shift
      ;;
    --venv)
      (($# >= 2)) || {
        echo "$program: error: --venv needs a directory" >&2
        exit 64
      }
      venv="$2"
      shift 2
      ;;
    --venv=*)
      venv="${1#--venv=}"
      shift
      ;;
    *)
      echo "$program: error: unknown argument '$1'" >&2
      echo "Run '$program --help' for usage." >&2
      exit 64
      ;;
  esac
done

[[ -x "$venv/bin/python" ]] ||
  { echo "$program: error: no environment at $venv; run $script_dir/install.sh first" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/articulos-check-api.XXXXXX")"
finish() {
  "$script_dir/stop.sh" --state-dir "$work" >/dev/null || true
  if ((keep)); then
    echo "Kept $work"
  else
    rm -rf "$work"
  fi
}
trap finish EXIT

"$script_dir/create-db.sh" --db "$work/articulos.db" --sample 50 >/dev/null
"$script_dir/start.sh" --state-dir "$work" --venv "$venv" >/dev/null
database_url="$(cat "$work/database_url")"
echo "Checking $database_url"
if "$venv/bin/python" "$script_dir/check_api.py" "$database_url" "$(cat "$work/token")"; then
  echo "All checks passed"
else
  echo "$program: error: some checks failed (see FAIL above; server log: $work/datasette.log)" >&2
  keep=1
  exit 1
fi
