#!/usr/bin/env bash
# Load benchmark: a release build on a fresh database with PROFILES generated profiles (about
# two contacts each: 50,000 profiles ≈ 100,000 contacts), measured with wrk over loopback.
#
# In the same run it measures a bare poem handler serving a fixed contact-sized body
# (bench/baseline.rs: no auth, no database) and prints every endpoint's requests/s under load
# (wrk -t2 -c$CONNECTIONS) as a ratio to it, then one client alone (wrk -t1 -c1) with p50/p99.
# After those rows, a second table sets one 100-item POST /contacts/batch/upsert (100 new, the
# same 100 again, 100 changed) against 100 single POST /contacts/person sent one after another
# on one keep-alive connection: the client's wall clock, median of BATCH_ROUNDS rounds
# (bench/batch_vs_single.py).
# Also printed: the server's start-up-to-ready time on the big database and its peak RSS under
# load. On PostgreSQL the table statistics are reset before the requests and read after them:
# the run FAILS naming any table of more than 1,000 rows that was read by a sequential scan.
#
#   make bench                       # SQLite, 50,000 profiles
#   PROFILES=10000 DURATION=5s make bench
#   SKIP_BUILD=1 make bench           # the release binaries already built (in the target dir)
#   BENCH_TARGET_DIR=/tmp/t make bench  # build into and run from /tmp/t/release (default: target,
#                                       # or $CARGO_TARGET_DIR when that is set)
#   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crm_bench make bench
set -euo pipefail
cd "$(dirname "$0")/.."

PROFILES="${PROFILES:-50000}"
DURATION="${DURATION:-10s}"
# One-client runs are shorter: they only need enough requests for a stable p99.
SINGLE_DURATION="${SINGLE_DURATION:-5s}"
CONNECTIONS="${CONNECTIONS:-32}"
BATCH_ROUNDS="${BATCH_ROUNDS:-5}"
PORT="${PORT:-18300}"
BASELINE_PORT=$(( PORT + 1 ))

command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
# The build and the binaries measured share one target directory.
target_dir="${BENCH_TARGET_DIR:-${CARGO_TARGET_DIR:-$PWD/target}}"
# SKIP_BUILD=1 measures the release binaries already built.
[ -n "${SKIP_BUILD:-}" ] || CARGO_TARGET_DIR="$target_dir" cargo build --release --quiet --bins
bin="$target_dir/release/advisory-crm"
baseline_bin="$target_dir/release/bench-baseline"

workdir="$(mktemp -d)"
cleanup() {
  kill "${server:-0}" "${baseline:-0}" 2>/dev/null || true
  rm -rf "$workdir"
}
trap cleanup EXIT
export RUST_LOG=warn RATE_LIMIT_PER_MINUTE=100000000 SEED_SANDBOX=false
postgres=""
if [ -n "${BENCH_DATABASE_URL:-}" ]; then
  postgres=1
  export DATABASE_URL="$BENCH_DATABASE_URL"
  db_name="${DATABASE_URL##*/}"
  psql "${DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS $db_name" -c "CREATE DATABASE $db_name" >/dev/null
else
  export DATABASE_URL="sqlite://$workdir/bench.db?mode=rwc"
fi
backend="${DATABASE_URL%%:*}"

echo "seeding $PROFILES profiles into $backend…" >&2
key="$(RUST_LOG=error "$bin" seed --demo --profiles "$PROFILES" --opportunities "${OPPORTUNITIES:-50000}" --products | tail -n 1)"
# As autovacuum would soon after a bulk load: the planner needs the tables' statistics.
if [ -n "$postgres" ]; then psql "$DATABASE_URL" -qc "VACUUM ANALYZE" >/dev/null; fi

now_ms() { date +%s%3N; }

# Start-up to ready: from launching the server to its first successful /readyz.
started=$(now_ms)
(BIND_ADDR="127.0.0.1:$PORT" exec "$bin" serve >"$workdir/server.log" 2>&1) &
server=$!
until curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
  kill -0 "$server" 2>/dev/null || { cat "$workdir/server.log" >&2; exit 1; }
  sleep 0.005
done
ready_ms=$(( $(now_ms) - started ))

(exec "$baseline_bin" "127.0.0.1:$BASELINE_PORT" >/dev/null 2>&1) &
baseline=$!
until curl -fsS "http://127.0.0.1:$BASELINE_PORT/" >/dev/null 2>&1; do sleep 0.05; done

base="http://127.0.0.1:$PORT/api/v1"
json() { python3 -c "import json,sys; d=json.load(sys.stdin)['data']; print($1)"; }
api() { curl -fsS -H "Authorization: $key" "$base$1"; }
# The id of the record in the middle of a list (empty when the list is).
middle_id() {
  local total
  total="$(api "$1?pageSize=1" | json 'd["totalItems"]')" || return 0
  [ "$total" -gt 0 ] || return 0
  api "$1?pageSize=1&page=$(( (total + 1) / 2 ))" | json 'd["items"][0]["id"]'
}
total="$(api "/contacts?pageSize=1" | json 'd["totalItems"]')"
contact="$(middle_id /contacts || true)"
profile="$(middle_id /profiles || true)"
opportunity="$(middle_id /opportunities || true)"
mortgage="$(middle_id /mortgages || true)"
kiwisaver="$(middle_id /kiwisavers || true)"
investment="$(middle_id /investments || true)"
note="$(middle_id /notes || true)"
policy="$(middle_id /policies || true)"


load() { # requests/s under wrk -t2 -c$CONNECTIONS
  local out
  out="$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" -H "Authorization: $key" "$1")"
  if grep -q "Non-2xx" <<<"$out"; then echo "warning: $1 had non-2xx responses" >&2; fi
  awk '/Requests\/sec/ {print $2}' <<<"$out"
}

baseline_rps="$(load "http://127.0.0.1:$BASELINE_PORT/contact")"
kill "$baseline" 2>/dev/null || true

if [ -n "$postgres" ]; then psql "$DATABASE_URL" -qc "SELECT pg_stat_reset()" >/dev/null; fi

rows=()
measure() {
  local name="$1" path="$2"
  if [[ "$path" == *"//"* || "$path" == *"="  || "$path" == */ ]]; then
    echo "skipped $name: no such record in the seeded data" >&2; return
  fi
  local rps single p50 p99
  rps="$(load "$base$path")"
  single="$(wrk -t1 -c1 -d"$SINGLE_DURATION" --latency -H "Authorization: $key" "$base$path")"
  p50="$(awk '$1=="50%" {print $2}' <<<"$single")"
  p99="$(awk '$1=="99%" {print $2}' <<<"$single")"
  rows+=("$(printf '| `%s` | %s | %.4f× | %s | %s |' "$name" "$rps" "$(echo "$rps / $baseline_rps" | bc -l)" "$p50" "$p99")")
  echo "${rows[-1]}" >&2
}

measure "GET /contacts/{id}" "/contacts/$contact"
measure "GET /profiles/{id}" "/profiles/$profile"
measure "GET /opportunities/{id}" "/opportunities/$opportunity"
measure "GET /mortgages/{id}" "/mortgages/$mortgage"
measure "GET /kiwisavers/{id}" "/kiwisavers/$kiwisaver"
measure "GET /investments/{id}" "/investments/$investment"
measure "GET /notes/{id}" "/notes/$note"
measure "GET /policies/{id}" "/policies/$policy"
measure "GET /contacts?pageSize=500" "/contacts?pageSize=500&page=7"
measure "GET /profiles?pageSize=500" "/profiles?pageSize=500&page=7"
measure "GET /opportunities?pageSize=500" "/opportunities?pageSize=500&page=7"
measure "GET /mortgages?pageSize=500" "/mortgages?pageSize=500&page=7"
measure "GET /contacts/search?searchString=parata" "/contacts/search?searchString=parata&pageSize=50"
measure "GET /contacts/search?searchString=0215 (phone)" "/contacts/search?searchString=0215&pageSize=50"
measure "GET /profiles/search?searchString=ngata" "/profiles/search?searchString=ngata&pageSize=50"
measure "GET /opportunities/search?searchString=refinance" "/opportunities/search?searchString=refinance&pageSize=50"
measure "GET /opportunities?Status=Won&pageSize=50" "/opportunities?Status=Won&pageSize=50"
measure "GET /kiwisavers?profileId=…" "/kiwisavers?profileId=$profile"
measure "GET /investments?pageSize=50" "/investments?pageSize=50&page=20"

# The kernel keeps the server's peak resident memory (VmHWM), so nothing samples it during the
# runs: a sampler forking five times a second took CPU from the server being measured.
peak_rss_kb="$(awk '/VmHWM/ {print $2}' "/proc/$server/status" 2>/dev/null || echo 0)"

# Writes: one batch upsert against the same 100 persons created one request at a time. After the
# reads, so the rows above measured the seeded database alone.
echo "batch upsert against single creates, $BATCH_ROUNDS rounds…" >&2
batch_rows="$(python3 bench/batch_vs_single.py 127.0.0.1 "$PORT" "$key" "$BATCH_ROUNDS")"
echo "$batch_rows" >&2

echo
echo "$total contacts, $backend, $(nproc) cores, $(date -u +%Y-%m-%d)"
echo "under load: wrk -t2 -c$CONNECTIONS -d$DURATION; one client: wrk -t1 -c1 -d$SINGLE_DURATION"
echo "bare poem handler (bench/baseline.rs), same run: $baseline_rps requests/s"
echo "server start-up to ready: $ready_ms ms; peak RSS under load: $(( peak_rss_kb / 1024 )) MB"
echo
echo "| endpoint | requests/s under load | ratio to bare handler | one client p50 | one client p99 |"
echo "|---|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
echo
echo "100 persons written, one client, one keep-alive connection, wall clock: median of $BATCH_ROUNDS rounds"
echo
echo "| request(s) | median | range | per person | 100 singles ÷ this |"
echo "|---|---:|---:|---:|---:|"
echo "$batch_rows"

if [ -n "$postgres" ]; then
  # The server's connections report their statistics when they close.
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  sleep 1
  scanned="$(psql "$DATABASE_URL" -At -F ' ' -c "
    SELECT relname, seq_scan, seq_tup_read, n_live_tup FROM pg_stat_user_tables
    WHERE seq_scan > 0 AND n_live_tup > 1000 ORDER BY seq_tup_read DESC")"
  echo
  if [ -n "$scanned" ]; then
    echo "FAIL: sequential scans of tables over 1,000 rows during the requests (table, scans, rows read, rows):"
    echo "$scanned"
    exit 1
  fi
  echo "no sequential scans of tables over 1,000 rows during the requests (pg_stat_user_tables)"
fi
