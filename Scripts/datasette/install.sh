#!/usr/bin/env bash
# Creates the Python virtual environment that runs Datasette for the articulos API.
set -euo pipefail

readonly datasette_pin="datasette==1.0a41"
readonly datasette_version="1.0a41"

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"
program="$(basename "$0")"

usage() {
  cat <<EOF
Usage: $program [--venv DIR] [--python PYTHON] [--force] [--quiet]

Creates a Python virtual environment with $datasette_pin and nothing else; its
dependencies are held to the versions in constraints.txt next to this script.
Does nothing when that environment is already there and working.

Options:
  --venv DIR        where the environment goes
                    (default: \$ARTICULOS_DATASETTE_VENV or <repo>/var/datasette-venv)
  --python PYTHON   the interpreter that creates it, 3.10 or newer
                    (default: \$ARTICULOS_PYTHON or python3)
  --force           delete the environment first and create it again
  --quiet           print nothing on success
  -h, --help        show this help

Prints the path of the environment's datasette executable on success (unless --quiet).
Exit status: 0 ready, 1 failure, 64 bad usage.
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

venv="${ARTICULOS_DATASETTE_VENV:-$repo_root/var/datasette-venv}"
python="${ARTICULOS_PYTHON:-python3}"
force=0
quiet=0
while (($# > 0)); do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --venv)
      (($# >= 2)) || usage_error "--venv needs a directory"
      venv="$2"
      shift 2
      ;;
    --venv=*)
      venv="${1#--venv=}"
      shift
      ;;
    --python)
      (($# >= 2)) || usage_error "--python needs an interpreter"
      python="$2"
      shift 2
      ;;
    --python=*)
      python="${1#--python=}"
      shift
      ;;
    --force)
      force=1
      shift
      ;;
    --quiet)
      quiet=1
      shift
      ;;
    *) usage_error "unknown argument '$1'" ;;
  esac
done
[[ -n "$venv" ]] || usage_error "--venv must not be empty"
[[ "$venv" == /* ]] || venv="$PWD/$venv"

say() {
  ((quiet)) || echo "$@"
}

# The marker records what this script installed; its presence plus a working executable
# means there is nothing to do.
marker="$venv/.articulos-datasette"
datasette="$venv/bin/datasette"
constraints="$script_dir/constraints.txt"
[[ -f "$constraints" ]] || fail "missing $constraints (it pins Datasette's dependencies)"
expected_marker="$(printf '%s\n' "$datasette_pin" && cat "$constraints")"

is_ready() {
  [[ -f "$marker" && "$(cat "$marker")" == "$expected_marker" && -x "$datasette" ]] || return 1
  local reported
  reported="$("$datasette" --version 2>/dev/null)" || return 1
  [[ "$reported" == "datasette, version $datasette_version" ]]
}

if ((force == 0)) && is_ready; then
  say "$datasette"
  exit 0
fi

mkdir -p "$(dirname "$venv")" || fail "cannot create the parent folder of $venv"

# NB: two runs at once (parallel test processes) would both build the same environment;
# the second waits for the first and then finds it ready.
if command -v flock >/dev/null 2>&1; then
  exec 9>"$venv.lock" || fail "cannot open the lock file $venv.lock"
  flock 9
  if ((force == 0)) && is_ready; then
    say "$datasette"
    exit 0
  fi
fi

command -v "$python" >/dev/null 2>&1 ||
  fail "no '$python' on PATH; install Python 3.10 or newer" \
    "(Debian: apt-get install python3 python3-venv) or pass --python"
python_version="$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>&1)" ||
  fail "'$python' does not run: $python_version"
"$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' ||
  fail "'$python' is Python $python_version: $datasette_pin needs Python 3.10 or newer"
"$python" -c 'import sqlite3, ensurepip, venv' 2>/dev/null ||
  fail "'$python' cannot create virtual environments (no venv or ensurepip module);" \
    "Debian: apt-get install python3-venv"
"$python" - <<'PY' ||
import sqlite3, sys
connection = sqlite3.connect(":memory:")
try:
    connection.execute("create virtual table t using fts5(x)")
    connection.execute("select json('[]')")
except sqlite3.Error as error:
    sys.exit(f"SQLite {sqlite3.sqlite_version} lacks FTS5 or JSON1: {error}")
PY
  fail "the SQLite library that '$python' uses cannot run the articulos schema"

created=0
if ((force)) || [[ ! -x "$venv/bin/python" ]]; then
  if [[ -e "$venv" ]]; then
    # NB: never delete a folder this script did not make: a venv has pyvenv.cfg.
    if [[ -f "$venv/pyvenv.cfg" ]] || [[ -d "$venv" && -z "$(ls -A "$venv")" ]]; then
      say "Removing $venv"
      rm -rf "$venv"
    else
      fail "$venv exists and is not a virtual environment; move it away or pass another --venv"
    fi
  fi
  say "Creating the virtual environment $venv"
  "$python" -m venv "$venv" || {
    rm -rf "$venv"
    fail "'$python -m venv $venv' failed (see above)"
  }
  created=1
fi

say "Installing $datasette_pin into $venv"
pip_flags=(--disable-pip-version-check --no-input)
((quiet == 0)) || pip_flags+=(--quiet)
pip_flags+=(--constraint "$constraints")
if ! "$venv/bin/python" -m pip install "${pip_flags[@]}" "$datasette_pin"; then
  ((created == 0)) || rm -rf "$venv"
  fail "pip could not install $datasette_pin (network or index problem? see above)"
fi

rm -f "$marker"
reported="$("$datasette" --version 2>&1)" ||
  fail "the installed datasette does not run: $reported"
[[ "$reported" == "datasette, version $datasette_version" ]] ||
  fail "expected 'datasette, version $datasette_version' but got '$reported'"
printf '%s\n' "$expected_marker" >"$marker"
say "$datasette"
