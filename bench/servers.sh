# Shared by the bench scripts that run their own servers (sourced first): their two arguments,
# a fresh database, server processes stopped on exit, and their error lines shown then.

workdir="$(mktemp -d)"
servers=()
cleanup() {
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
  # What the servers logged as errors: a 500 in a run is a bug, whatever the figures say.
  grep -h ERROR "$workdir"/server-*.log 2>/dev/null | head -n 20 >&2 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

# Takes the script's arguments RELEASE_DIR DATABASE_URL: sets `bin` and exports DATABASE_URL;
# with others, prints the script's header (its lines 2 to HEADER_END) and exits.
take_arguments() { # HEADER_END "$@"
  local header_end="$1"
  shift
  [ $# -eq 2 ] || { sed -n "2,${header_end}p" "$0" >&2; exit 2; }
  bin="$1/advisory-crm"
  [ -x "$bin" ] || { echo "no advisory-crm binary in $1" >&2; exit 2; }
  export DATABASE_URL="$2"
}

# Drops and re-creates the database DATABASE_URL names; sets `backend` (postgres or sqlite).
recreate_database() {
  backend="${DATABASE_URL%%:*}"
  case "$backend" in
    postgres | postgresql)
      backend=postgres
      local db_name="${DATABASE_URL##*/}"
      psql "${DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" \
        -c "CREATE DATABASE $db_name" >/dev/null
      ;;
    sqlite)
      local file="${DATABASE_URL#sqlite://}"
      file="${file%%\?*}"
      rm -f "$file" "$file-wal" "$file-shm"
      ;;
    *) echo "DATABASE_URL must be sqlite://… or postgres://…" >&2; exit 2 ;;
  esac
}

# Starts `serve` on 127.0.0.1:PORT and waits until it is ready.
start_server() { # port
  (BIND_ADDR="127.0.0.1:$1" exec "$bin" serve >"$workdir/server-$1.log" 2>&1) &
  local pid=$!
  servers+=("$pid")
  until curl -fsS "http://127.0.0.1:$1/readyz" >/dev/null 2>&1; do
    kill -0 "$pid" 2>/dev/null || { cat "$workdir/server-$1.log" >&2; exit 1; }
    sleep 0.05
  done
}
