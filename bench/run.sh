#!/usr/bin/env bash
# Load benchmark: a release build on a fresh embedded database with PROFILES generated profiles
# (about two contacts each: 50,000 profiles ≈ 100,000 contacts), measured with wrk over
# loopback. Prints requests/s and p50/p99 latency per endpoint as a Markdown table.
#
#   make bench                       # SQLite, 50,000 profiles
#   PROFILES=10000 DURATION=5s make bench
#   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crm_bench make bench
set -euo pipefail
cd "$(dirname "$0")/.."

PROFILES="${PROFILES:-50000}"
DURATION="${DURATION:-10s}"
CONNECTIONS="${CONNECTIONS:-16}"
PORT="${PORT:-18300}"

command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
cargo build --release --quiet
bin="$PWD/target/release/advisory-crm"

workdir="$(mktemp -d)"
trap 'kill "${server:-0}" 2>/dev/null || true; rm -rf "$workdir"' EXIT
export RUST_LOG=warn RATE_LIMIT_PER_MINUTE=100000000 SEED_SANDBOX=false
if [ -n "${BENCH_DATABASE_URL:-}" ]; then
  export DATABASE_URL="$BENCH_DATABASE_URL"
  db_name="${DATABASE_URL##*/}"
  psql "${DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS $db_name" -c "CREATE DATABASE $db_name" >/dev/null
else
  export DATABASE_URL="sqlite://$workdir/bench.db?mode=rwc"
fi

echo "seeding $PROFILES profiles into ${DATABASE_URL%%:*}…" >&2
key="$("$bin" seed --demo --profiles "$PROFILES" --opportunities "${OPPORTUNITIES:-50000}" --products | tail -n 1)"
(BIND_ADDR="127.0.0.1:$PORT" "$bin" serve >"$workdir/server.log" 2>&1) &
server=$!
for _ in $(seq 1 50); do curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break; sleep 0.2; done

base="http://127.0.0.1:$PORT/api/v1"
total="$(curl -fsS -H "Authorization: $key" "$base/contacts?pageSize=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["totalItems"])')"
# A contact from the middle of the table.
middle=$(( total / 2 ))
contact="$(curl -fsS -H "Authorization: $key" "$base/contacts?pageSize=1&page=$middle" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["items"][0]["id"])')"

# A profile from the middle of the table, for the products filter.
profile="$(curl -fsS -H "Authorization: $key" "$base/profiles?pageSize=1&page=$(( PROFILES / 2 ))" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["items"][0]["id"])')"

measure() {
  local name="$1" path="$2"
  local out
  out="$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -H "Authorization: $key" "$base$path")"
  local rps p50 p99
  rps="$(awk '/Requests\/sec/ {print $2}' <<<"$out")"
  p50="$(awk '$1=="50%" {print $2}' <<<"$out")"
  p99="$(awk '$1=="99%" {print $2}' <<<"$out")"
  if grep -q "Non-2xx" <<<"$out"; then echo "warning: $name had non-2xx responses" >&2; fi
  printf '| `%s` | %s | %s | %s |\n' "$name" "$rps" "$p50" "$p99"
}

echo
echo "$total contacts, ${DATABASE_URL%%:*}, wrk -t2 -c$CONNECTIONS -d$DURATION, $(nproc) cores"
echo
echo "| endpoint | requests/s | p50 | p99 |"
echo "|---|---:|---:|---:|"
measure "GET /contacts/{contactId}" "/contacts/$contact"
measure "GET /contacts?pageSize=500" "/contacts?pageSize=500&page=7"
measure "GET /contacts/search?searchString=parata" "/contacts/search?searchString=parata&pageSize=50"
measure "GET /contacts/search?searchString=0215 (phone)" "/contacts/search?searchString=0215&pageSize=50"
measure "GET /profiles?pageSize=500" "/profiles?pageSize=500&page=7"
measure "GET /profiles/search?searchString=ngata" "/profiles/search?searchString=ngata&pageSize=50"
measure "GET /opportunities?pageSize=500" "/opportunities?pageSize=500&page=7"
measure "GET /opportunities?Status=Won&pageSize=50" "/opportunities?Status=Won&pageSize=50"
measure "GET /opportunities/search?searchString=refinance" "/opportunities/search?searchString=refinance&pageSize=50"
measure "GET /mortgages?pageSize=500" "/mortgages?pageSize=500&page=7"
measure "GET /kiwisavers?profileId=…" "/kiwisavers?profileId=$profile"
measure "GET /investments?pageSize=50" "/investments?pageSize=50&page=20"
