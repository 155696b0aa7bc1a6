# Shared by the bench scripts that run their own servers (sourced, with `bin` and DATABASE_URL
# set): a fresh database, server processes stopped on exit, and their error lines shown then.

workdir="$(mktemp -d)"
servers=()
cleanup() {
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
  # What the servers logged as errors: a 500 in a run is a bug, whatever the figures say.
  grep -h ERROR "$workdir"/server-*.log 2>/dev/null | head -n 20 >&2 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

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
