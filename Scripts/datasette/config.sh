#!/usr/bin/env bash
# Writes datasette.yaml (write permissions for one actor), a signing secret and an API token.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"
program="$(basename "$0")"

usage() {
  cat <<EOF
Usage: $program [--state-dir DIR] [--database NAME] [--actor ID] [--expires-after SECONDS]
                [--venv DIR] [--no-sql] [--no-bulk-delete]

Writes into the state folder:
  datasette.yaml  grants insert-row, update-row and delete-row on the table "articulos" of
                  database NAME to the actor ID (upsert needs insert-row and update-row);
                  reading stays open to everyone, writing to nobody else; and the
                  write query "borrar_articulos" that deletes many rows in one
                  transaction, which only that actor may run
  secret          the signing secret, created once and then kept (mode 600)
  token           a fresh "dstok_..." API token for the actor, signed with that secret
                  (mode 600); tokens made earlier with the same secret stay valid

start.sh runs this before every start; run it yourself to get a token that expires.

Options:
  --state-dir DIR          default: \$ARTICULOS_DATASETTE_STATE or <repo>/var/datasette
  --database NAME          the database name, i.e. the file name without .db
                           (default: articulos)
  --actor ID               default: articulos-tool
  --expires-after SECONDS  the token expires after this many seconds (default: never)
  --venv DIR               the environment made by install.sh
                           (default: \$ARTICULOS_DATASETTE_VENV or <repo>/var/datasette-venv)
  --no-sql                 deny everyone the execute-sql permission (allow_sql: false), as a
                           locked-down server would: searches then cannot be ranked
  --no-bulk-delete         declare no bulk delete query, as a server with only Datasette's
                           row API: the tool then deletes one row per request
  -h, --help               show this help

Exit status: 0 written, 1 failure, 64 bad usage.
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
database="articulos"
actor="articulos-tool"
expires_after=""
allow_sql=""
bulk_delete=1
while (($# > 0)); do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --no-sql)
      allow_sql="allow_sql: false"
      shift
      continue
      ;;
    --no-bulk-delete)
      bulk_delete=0
      shift
      continue
      ;;
    --state-dir | --database | --actor | --expires-after | --venv)
      (($# >= 2)) || usage_error "$1 needs a value"
      value="$2"
      option="$1"
      shift 2
      ;;
    --state-dir=* | --database=* | --actor=* | --expires-after=* | --venv=*)
      value="${1#*=}"
      option="${1%%=*}"
      shift
      ;;
    *) usage_error "unknown argument '$1'" ;;
  esac
  case "$option" in
    --state-dir) state_dir="$value" ;;
    --database) database="$value" ;;
    --actor) actor="$value" ;;
    --expires-after) expires_after="$value" ;;
    --venv) venv="$value" ;;
  esac
done

# NB: both names are written into the YAML unquoted, so only plain characters pass.
# NB: the database name also appears in URLs; with only these characters it needs no
# tilde-encoding there ("my.db.db" would be served as /my~2Edb).
[[ "$database" =~ ^[A-Za-z0-9_-]+$ ]] ||
  usage_error "database name '$database' must be letters, digits, '_' or '-' (rename the file)"
[[ "$actor" =~ ^[A-Za-z0-9_][A-Za-z0-9_.@-]*$ ]] ||
  usage_error "actor id '$actor' must be letters, digits, '_', '.', '@' or '-'"
if [[ -n "$expires_after" ]]; then
  [[ "$expires_after" =~ ^[1-9][0-9]*$ ]] ||
    usage_error "--expires-after must be a whole number of seconds above 0, not '$expires_after'"
fi
[[ -n "$state_dir" ]] || usage_error "--state-dir must not be empty"

datasette="$venv/bin/datasette"
[[ -x "$datasette" ]] ||
  fail "no Datasette at $datasette; run $script_dir/install.sh first (or pass --venv)"

mkdir -p "$state_dir" || fail "cannot create the state folder $state_dir"
umask 077

write_file() {
  # Writes standard input to $1 through a temporary file, so readers never see half a file.
  local temporary="$1.tmp-$$"
  if ! { cat >"$temporary" && mv -f "$temporary" "$1"; }; then
    rm -f "$temporary"
    fail "cannot write $1"
  fi
}

bulk_delete_query() {
  # One statement, so one transaction: the ids come as a JSON array in the
  # parameter :ids.
  cat <<QUERY
    queries:
      borrar_articulos:
        sql: >-
          delete from articulos
          where id in (select value from json_each(:ids))
        write: true
        allow:
          id: $actor
QUERY
}

write_file "$state_dir/datasette.yaml" <<EOF
# Written by Scripts/datasette/config.sh; change that script rather than this file.
# Everyone may read; only the actor "$actor" (an API token made with the secret next to this
# file) may insert, update and delete rows of the articulos table. Upsert needs insert-row and
# update-row together; "replace": true on insert needs update-row too. Anyone may run
# read-only SQL (the ranked search uses it) unless the next line says allow_sql: false.
# The write query borrar_articulos (bulk delete; the same actor only) is declared unless
# config.sh ran with --no-bulk-delete.
$allow_sql
databases:
  $database:
    tables:
      articulos:
        label_column: titulo
        permissions:
          insert-row:
            id: $actor
          update-row:
            id: $actor
          delete-row:
            id: $actor
$(if ((bulk_delete)); then bulk_delete_query; fi)
EOF

secret_file="$state_dir/secret"
if [[ ! -s "$secret_file" ]]; then
  secret="$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')"
  [[ ${#secret} -eq 64 ]] || fail "could not read 32 random bytes from /dev/urandom"
  printf '%s\n' "$secret" | write_file "$secret_file"
fi
secret="$(cat "$secret_file")"
[[ -n "$secret" ]] || fail "$secret_file is empty; delete it to get a new secret"

# NB: the secret travels in DATASETTE_SECRET, never on a command line that `ps` would show.
token_arguments=(create-token "$actor")
[[ -z "$expires_after" ]] || token_arguments+=(--expires-after "$expires_after")
token="$(DATASETTE_SECRET="$secret" "$datasette" "${token_arguments[@]}")" ||
  fail "'datasette create-token' failed"
[[ "$token" == dstok_* ]] || fail "'datasette create-token' printed something unexpected"
printf '%s\n' "$token" | write_file "$state_dir/token"
