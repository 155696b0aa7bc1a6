#!/usr/bin/env bash
# What the audit costs: the field history and the access log on against off, side by side in one
# run. "Off" is the bench-only `unaudited` build (no deployment has it). Each endpoint is measured
# on both builds in turns (on, off, on, off) against copies of one seeded database, so drift of
# the machine falls on both. Also prints the storage per field history and access log entry.
#
#   bash bench/audit_cost.sh <release dir> <database URL>
# Knobs: PROFILES (seeded, default 20000), DURATION (per turn, default 8s), TURNS (per build,
# default 3), CONNECTIONS (32). On two shared cores a single turn varies by a fifth or more.
set -euo pipefail
cd "$(dirname "$0")/.."

release="${1:?release dir}"
url="${2:?database URL (sqlite://…?mode=rwc or postgres://…)}"
PROFILES="${PROFILES:-20000}"
DURATION="${DURATION:-8s}"
TURNS="${TURNS:-3}"
CONNECTIONS="${CONNECTIONS:-32}"
PORT="${PORT:-18320}"
audited="$release/advisory-crm"
unaudited="$release/advisory-crm-unaudited"
for binary in "$audited" "$unaudited"; do
  [ -x "$binary" ] || { echo "no $binary (bench/run.sh builds both)" >&2; exit 1; }
done

workdir="$(mktemp -d)"
server=""
cleanup() { [ -z "$server" ] || kill "$server" 2>/dev/null || true; rm -rf "$workdir"; }
trap cleanup EXIT
export RUST_LOG=warn RATE_LIMIT_PER_MINUTE=100000000 REQUESTS_RUNNING_PER_INSTANCE=0 SEED_SANDBOX=false METRICS_BIND_ADDR=off

case "$url" in
  postgres*) backend=postgres; admin_url="${url%/*}/postgres"; db_name="${url##*/}" ;;
  *) backend=sqlite; seeded="$workdir/seeded.db" ;;
esac

echo "audit cost: seeding $PROFILES profiles ($backend)…" >&2
if [ "$backend" = postgres ]; then
  template="${db_name}_audit_seed"
  psql "$admin_url" -qc "DROP DATABASE IF EXISTS $template WITH (FORCE)" -c "CREATE DATABASE $template" >/dev/null
  key="$(RUST_LOG=error DATABASE_URL="${url%/*}/$template" "$audited" seed --demo --profiles "$PROFILES" \
    --opportunities 0 | tail -n 1)"
  psql "${url%/*}/$template" -qc "VACUUM ANALYZE" >/dev/null
else
  key="$(RUST_LOG=error DATABASE_URL="sqlite://$seeded?mode=rwc" "$audited" seed --demo --profiles "$PROFILES" \
    --opportunities 0 | tail -n 1)"
  python3 -c "import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute('PRAGMA wal_checkpoint(TRUNCATE)')" "$seeded"
fi

fresh_database() { # a copy of the seeded database; sets DATABASE_URL
  if [ "$backend" = postgres ]; then
    psql "$admin_url" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" \
      -c "CREATE DATABASE $db_name TEMPLATE $template" >/dev/null
    export DATABASE_URL="$url"
  else
    rm -f "$workdir/bench.db"*
    cp "$seeded" "$workdir/bench.db"
    export DATABASE_URL="sqlite://$workdir/bench.db?mode=rwc"
  fi
}

start() { # binary
  (BIND_ADDR="127.0.0.1:$PORT" exec "$1" serve >"$workdir/server.log" 2>&1) &
  server=$!
  until curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
    kill -0 "$server" 2>/dev/null || { cat "$workdir/server.log" >&2; exit 1; }
    sleep 0.01
  done
}
stop() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=""; }

base="http://127.0.0.1:$PORT/api/v1"
cat >"$workdir/create.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"firstName": "Bench", "lastName": "Person", "email": "bench.person@example.co.nz"}'
wrk.headers["Content-Type"] = "application/json"
LUA

rps() { # path [lua script]: requests/s under load
  local extra=()
  [ -z "${2:-}" ] || extra=(-s "$2")
  wrk -t2 -c"$CONNECTIONS" -d"$DURATION" -H "Authorization: $key" "${extra[@]}" "$base$1" \
    | awk '/Requests\/sec/ {print $2}'
}

declare -A on off
names=("GET /contacts/{id}" "GET /contacts?pageSize=500" "GET /contacts/search?searchString=parata" "POST /contacts/person")
for turn in $(seq 1 "$TURNS"); do
  for build in audited unaudited; do
    fresh_database
    if [ "$build" = audited ]; then start "$audited"; else start "$unaudited"; fi
    contact="$(curl -fsS -H "Authorization: $key" "$base/contacts?pageSize=1&page=100" \
      | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["items"][0]["id"])')"
    paths=("/contacts/$contact" "/contacts?pageSize=500&page=7" "/contacts/search?searchString=parata&pageSize=50" "/contacts/person")
    for n in 0 1 2 3; do
      script=""
      [ "$n" -lt 3 ] || script="$workdir/create.lua"
      value="$(rps "${paths[$n]}" "$script")"
      echo "turn $turn, $build: ${names[$n]}: $value req/s" >&2
      if [ "$build" = audited ]; then on["$n"]="${on[$n]:-0} + $value"; else off["$n"]="${off[$n]:-0} + $value"; fi
    done
    stop
    if [ "$build" = audited ] && [ "$turn" = "$TURNS" ]; then
      # Storage of what the audited turns wrote.
      if [ "$backend" = postgres ]; then
        storage="$(psql "$DATABASE_URL" -At -F ' ' -c "
          SELECT (SELECT count(*) FROM access_log),
                 (SELECT coalesce(sum(pg_total_relation_size(inhrelid)), 0) FROM pg_inherits
                  WHERE inhparent = 'access_log'::regclass),
                 (SELECT coalesce(sum(cardinality(contact_ids) + cardinality(profile_ids)), 0) FROM access_log),
                 (SELECT count(*) FROM field_history), pg_total_relation_size('field_history')")"
      else
        storage="$(python3 - "$workdir/bench.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
def size(pattern):
    # The tables, their indexes and (the access log's) FTS5 shadow tables.
    return db.execute(
        "SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name IN "
        "(SELECT name FROM sqlite_master WHERE tbl_name LIKE ?) OR name LIKE ?",
        (pattern, pattern)).fetchone()[0]
entries = db.execute("SELECT count(*) FROM access_log").fetchone()[0]
ids = db.execute("SELECT coalesce(sum(length(subjects) + 1) / 34, 0) FROM access_log").fetchone()[0]
history = db.execute("SELECT count(*) FROM field_history").fetchone()[0]
print(entries, size("access_log%"), ids, history, size("field_history"))
PY
)"
      fi
    fi
  done
done

echo
echo "### What the audit costs ($backend, $PROFILES profiles seeded)"
echo
echo "Field history and access log on (the service as deployed) against off (the bench-only"
echo "\`unaudited\` build), each the mean of $TURNS turns of wrk -t2 -c$CONNECTIONS -d$DURATION."
echo
echo "| endpoint | on: requests/s | off: requests/s | cost |"
echo "|---|---:|---:|---:|"
for n in 0 1 2 3; do
  a="$(echo "(${on[$n]}) / $TURNS" | bc -l)"
  b="$(echo "(${off[$n]}) / $TURNS" | bc -l)"
  printf '| `%s` | %.0f | %.0f | %.1f %% |\n' "${names[$n]}" "$a" "$b" "$(echo "(1 - $a / $b) * 100" | bc -l)"
done
read -r entries access_bytes ids history history_bytes <<<"$storage"
echo
echo "| stored | entries | bytes | bytes per entry | bytes per id held |"
echo "|---|---:|---:|---:|---:|"
printf '| access log (table and indexes) | %d | %d | %.0f | %.1f |\n' "$entries" "$access_bytes" \
  "$(echo "$access_bytes / ($entries + ($entries == 0))" | bc -l)" "$(echo "$access_bytes / ($ids + ($ids == 0))" | bc -l)"
printf '| field history (table and indexes) | %d | %d | %.0f | — |\n' "$history" "$history_bytes" \
  "$(echo "$history_bytes / ($history + ($history == 0))" | bc -l)"
if [ "$backend" = postgres ]; then
  psql "$admin_url" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" -c "DROP DATABASE IF EXISTS $template WITH (FORCE)" >/dev/null
fi
