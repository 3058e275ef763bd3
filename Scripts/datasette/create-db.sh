#!/usr/bin/env bash
# Creates a fresh articulos database from schema.sql (see create_db.py, or run with --help).
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"

# Any Python 3 with the standard sqlite3 module will do; the Datasette environment's
# interpreter is preferred because it is the one whose SQLite the server will use.
venv="${ARTICULOS_DATASETTE_VENV:-$repo_root/var/datasette-venv}"
if [[ -x "$venv/bin/python" ]]; then
  python="$venv/bin/python"
else
  python="${ARTICULOS_PYTHON:-python3}"
  command -v "$python" >/dev/null 2>&1 || {
    echo "create-db.sh: error: no '$python' on PATH; install Python 3 or run install.sh first" >&2
    exit 1
  }
fi
exec "$python" "$script_dir/create_db.py" "$@"
