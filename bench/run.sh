#!/usr/bin/env bash
# Load benchmark: a release build measured with wrk over loopback on two sizes of one
# organisation, side by side: PROFILES generated profiles (about two contacts each: 50,000
# profiles ≈ 98,000 contacts) and LARGE_PROFILES (250,000 ≈ 492,000 contacts; 0 skips it).
#
# Each size is seeded once and cached (BENCH_CACHE_DIR, default target/bench-cache), keyed by
# the size and a short hash of the committed src/seed and migration trees (`nogit` outside git):
#   SQLite      sqlite-<profiles>-<opportunities>-<key>.db (+ .key, the API key), measured on a
#               copy so the cache stays as seeded;
#   PostgreSQL  a template database crm_bench_cache_<profiles>_<opportunities>_<key> (its API key
#               in the database's comment), from which each size's run re-creates the database
#               named in BENCH_DATABASE_URL (`CREATE DATABASE … TEMPLATE …`), then VACUUM ANALYZE.
# A cache of the same size under another key is deleted when the new one is seeded;
# BENCH_RESEED=1 seeds again whatever is cached.
#
# In the same run it measures, once, a bare poem handler serving a fixed contact-sized body
# (bench/baseline.rs: no auth, no database). For each size, every endpoint's requests/s under
# load (wrk -t2 -c$CONNECTIONS, also as a ratio to the bare handler), then one client alone
# (wrk -t1 -c1) with p50/p99, on records from the middle of each list; besides single reads,
# numbered pages and searches, the middle and the last numbered page of contacts, a cursor page
# starting after the middle contact, and a rarer search term (RARE_TERM, ≈ 0.1 % of contacts) than parata.
# After those rows (smaller size only), a second table sets one 100-item POST
# /contacts/batch/upsert (100 new, the same 100 again, 100 changed) against 100 single POST
# /contacts/person sent one after another on one keep-alive connection: the client's wall
# clock, median of BATCH_ROUNDS rounds (bench/batch_vs_single.py).
# Also printed per size: how the database was made ready (seeded, or copied from the cache),
# the server's start-up-to-ready time and its peak RSS (VmHWM) under load.
# On PostgreSQL, per size: the table statistics are reset before the requests and read after
# them: the run FAILS (exits non-zero once everything is printed) naming any table of more than
# 1,000 rows that was read by a sequential scan. Then the server runs once more through
# bench/pg_statements.py (a proxy recording the statements it prepares, on PORT+2) to take the
# very statement it sends for GET /contacts/{id}, and with the server stopped pgbench -M
# prepared -c$CONNECTIONS -j2 runs it for DURATION: printed with `service ÷ pgbench`.
#
# Hooks, each printing its own table after the main ones, when present (and run when bash can
# read them), each given the release directory and a database URL whose database it drops and
# re-creates (BENCH_DATABASE_URL's on PostgreSQL, a temporary file on SQLite):
#   bench/import_rate.sh BIN_DIR DATABASE_URL    export and `import file` records/s of an
#       organisation of PROFILES profiles: run with the larger size's (and HEADER=1), then
#       with TRANSFER_WITH_PRODUCTS (20000) profiles, as many opportunities, their products,
#       notes, policies and household expenses; SKIP_TRANSFER=1 skips both.
#   bench/webhook_burst.sh BIN_DIR DATABASE_URL  webhook deliveries/s, with one and two
#       instances; run with its own PROFILES default; SKIP_WEBHOOKS=1 skips it.
#   bench/noisy_neighbour.sh BIN_DIR DATABASE_URL  firm B's p50/p99 and webhook delay, quiet
#       and while firm A misbehaves; SKIP_NOISY=1 skips it.
#   bench/tarpit_backlog.sh BIN_DIR DATABASE_URL  firm B's delivery delay while 10,000 of firm
#       A's events for 20 hanging endpoints pile up, then A's backlog delivered in order once
#       its receiver recovers; SKIP_TARPIT=1 skips it.
# Before the sizes, and after the largest, a small firm's searches (bench/small_firm.sh,
# SMALL_PROFILES profiles): alone in a database, then seeded beside the largest size's firm;
# SKIP_SMALL_FIRM=1 skips them.
#
#   make bench                       # SQLite, 50,000 and 250,000 profiles
#   PROFILES=10000 LARGE_PROFILES=0 DURATION=5s make bench   # one small size, shorter
#   SKIP_BUILD=1 make bench           # the release binaries already built (in the target dir)
#   BENCH_TARGET_DIR=/tmp/t make bench  # build into and run from /tmp/t/release (default: target,
#                                       # or $CARGO_TARGET_DIR when that is set)
#   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crm_bench make bench
#
# Knobs: PROFILES (50000), OPPORTUNITIES (= PROFILES), LARGE_PROFILES (250000; 0 skips the
# large size), LARGE_OPPORTUNITIES (LARGE_PROFILES scaled like OPPORTUNITIES), DURATION (10s),
# SINGLE_DURATION (5s), CONNECTIONS (32), BATCH_ROUNDS (5), PORT (18300; the bare handler takes
# the next one), RARE_TERM, BENCH_CACHE_DIR, BENCH_RESEED, BENCH_DATABASE_URL, SKIP_BUILD,
# BENCH_TARGET_DIR, SKIP_TRANSFER, TRANSFER_WITH_PRODUCTS, SKIP_WEBHOOKS, SMALL_PROFILES, SKIP_SMALL_FIRM, SKIP_TARPIT.
set -euo pipefail
cd "$(dirname "$0")/.."

PROFILES="${PROFILES:-50000}"
OPPORTUNITIES="${OPPORTUNITIES:-$PROFILES}"
LARGE_PROFILES="${LARGE_PROFILES:-250000}"
LARGE_OPPORTUNITIES="${LARGE_OPPORTUNITIES:-$(( PROFILES > 0 ? LARGE_PROFILES * OPPORTUNITIES / PROFILES : LARGE_PROFILES ))}"
DURATION="${DURATION:-10s}"
# One-client runs are shorter: they only need enough requests for a stable p99.
SINGLE_DURATION="${SINGLE_DURATION:-5s}"
CONNECTIONS="${CONNECTIONS:-32}"
BATCH_ROUNDS="${BATCH_ROUNDS:-5}"
PORT="${PORT:-18300}"
BASELINE_PORT=$(( PORT + 1 ))
# Matches about 0.1 % of the generated contacts (first names ending in -ia, surname Parata, in
# their e-mail addresses), against parata's ≈ 2 %.
RARE_TERM="${RARE_TERM:-ia.parata}"

command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
# The build and the binaries measured share one target directory.
target_dir="${BENCH_TARGET_DIR:-${CARGO_TARGET_DIR:-$PWD/target}}"
# SKIP_BUILD=1 measures the release binaries already built.
# The bench-only build with the audit off first (bench/audit_cost.sh), then the service as
# deployed; the second build reuses the first's dependencies.
if [ -z "${SKIP_BUILD:-}" ]; then
  CARGO_TARGET_DIR="$target_dir" cargo build --release --quiet --bins --features unaudited
  cp "$target_dir/release/advisory-crm" "$target_dir/release/advisory-crm-unaudited"
  CARGO_TARGET_DIR="$target_dir" cargo build --release --quiet --bins
fi
bin="$target_dir/release/advisory-crm"
baseline_bin="$target_dir/release/bench-baseline"
for binary in "$bin" "$baseline_bin"; do
  [ -x "$binary" ] || { echo "no $binary: build it, or set BENCH_TARGET_DIR" >&2; exit 1; }
done

cache_dir="${BENCH_CACHE_DIR:-target/bench-cache}"
mkdir -p "$cache_dir"
cache_dir="$(cd "$cache_dir" && pwd)"
# What is seeded changes with the generator and the schema: the cache is keyed on both.
if trees="$(git rev-parse HEAD:src/seed HEAD:migration 2>/dev/null)"; then
  cache_key="$(sha256sum <<<"$trees" | cut -c1-10)"
else
  cache_key=nogit
fi

workdir="$(mktemp -d)"
cleanup() {
  local pid
  for pid in "${server:-}" "${baseline:-}" "${capture_proxy:-}"; do
    [ -z "$pid" ] || kill "$pid" 2>/dev/null || true
  done
  rm -rf "$workdir"
}
trap cleanup EXIT
# Capacity, not the limits: no rate limit, and no places per instance (ADR-48).
export RUST_LOG=warn RATE_LIMIT_PER_MINUTE=100000000 REQUESTS_RUNNING_PER_INSTANCE=0 SEED_SANDBOX=false
postgres=""
if [ -n "${BENCH_DATABASE_URL:-}" ]; then
  postgres=1
  bench_url="$BENCH_DATABASE_URL"
  db_name="${bench_url##*/}"
  admin_url="${bench_url%/*}/postgres"
  backend=postgres
else
  backend=sqlite
fi

now_ms() { date +%s%3N; }
cell() { local v="${1:-}"; echo "${v:-—}"; }
ratio() { if [ -n "${1:-}" ] && [ -n "${2:-}" ]; then printf '%.4f×' "$(echo "$1 / $2" | bc -l)"; else echo "—"; fi; }
seconds() { printf '%d.%01d s' $(( $1 / 1000 )) $(( $1 % 1000 / 100 )); }
# wrk's durations for pgbench's -T: whole seconds.
to_seconds() {
  case "$1" in
    *ms) echo 1 ;;
    *s) echo "${1%s}" ;;
    *m) echo $(( ${1%m} * 60 )) ;;
    *h) echo $(( ${1%h} * 3600 )) ;;
    *) echo "$1" ;;
  esac
}
# 98123 → 98k; small counts as they are.
size_label() { if [ "$1" -ge 10000 ]; then echo "$(( ($1 + 500) / 1000 ))k"; else echo "$1"; fi; }

seed_into() { # database URL, profiles, opportunities, file for the API key
  RUST_LOG=error DATABASE_URL="$1" "$bin" seed --demo --profiles "$2" --opportunities "$3" --products \
    >"$workdir/seed.out"
  tail -n 1 "$workdir/seed.out" >"$4"
}

# Makes size $1's database ready to measure: sets DATABASE_URL, key and prepared (how).
prepare_db() {
  local profiles="${size_profiles[$1]}" opportunities="${size_opportunities[$1]}" started
  started=$(now_ms)
  if [ -z "$postgres" ]; then
    local cached="$cache_dir/sqlite-$profiles-$opportunities-$cache_key.db"
    prepared="copied from the cache"
    if [ -n "${BENCH_RESEED:-}" ] && [ -z "${seeded_now[$1]:-}" ] || [ ! -f "$cached" ] || [ ! -s "$cached.key" ]; then
      echo "seeding $profiles profiles, $opportunities opportunities into $cached…" >&2
      rm -f "$cache_dir/sqlite-$profiles-$opportunities-"*
      seed_into "sqlite://$cached.partial?mode=rwc" "$profiles" "$opportunities" "$workdir/key"
      # Everything in the one file, so that a copy of it is the whole database.
      python3 -c "import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute('PRAGMA wal_checkpoint(TRUNCATE)')" \
        "$cached.partial"
      rm -f "$cached.partial-wal" "$cached.partial-shm"
      mv "$workdir/key" "$cached.key"
      mv "$cached.partial" "$cached"
      prepared="seeded"
      seeded_now[$1]=1
    fi
    cp "$cached" "$workdir/bench.db"
    key="$(cat "$cached.key")"
    export DATABASE_URL="sqlite://$workdir/bench.db?mode=rwc"
  else
    local template="crm_bench_cache_${profiles}_${opportunities}_$cache_key"
    key="$(psql "$admin_url" -Atc \
      "SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '$template'")"
    prepared="created from the template $template"
    if [ -n "${BENCH_RESEED:-}" ] && [ -z "${seeded_now[$1]:-}" ] || [ -z "$key" ]; then
      echo "seeding $profiles profiles, $opportunities opportunities into $template…" >&2
      local old
      for old in $(psql "$admin_url" -Atc "SELECT datname FROM pg_database
          WHERE datname LIKE 'crm\_bench\_cache\_${profiles}\_${opportunities}\_%'"); do
        psql "$admin_url" -qc "DROP DATABASE IF EXISTS $old" >/dev/null
      done
      psql "$admin_url" -qc "CREATE DATABASE $template" >/dev/null
      seed_into "${bench_url%/*}/$template" "$profiles" "$opportunities" "$workdir/key"
      key="$(cat "$workdir/key")"
      psql "${bench_url%/*}/$template" -qc "VACUUM ANALYZE" >/dev/null
      # The key goes last: a template without it is an unfinished seed, seeded again next time.
      psql "$admin_url" -qc "COMMENT ON DATABASE $template IS '$key'" >/dev/null
      prepared="seeded into the template $template"
      seeded_now[$1]=1
    fi
    psql "$admin_url" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" \
      -c "CREATE DATABASE $db_name TEMPLATE $template" >/dev/null
    export DATABASE_URL="$bench_url"
    # As autovacuum would soon after a bulk load: the planner needs the tables' statistics.
    psql "$DATABASE_URL" -qc "VACUUM ANALYZE" >/dev/null
  fi
  prepared="$prepared in $(seconds $(( $(now_ms) - started )))"
}

start_server() { # sets server and ready_ms: from launch to the first successful /readyz
  local started
  started=$(now_ms)
  (BIND_ADDR="127.0.0.1:$PORT" exec "$bin" serve >"$workdir/server.log" 2>&1) &
  server=$!
  until curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
    kill -0 "$server" 2>/dev/null || { cat "$workdir/server.log" >&2; exit 1; }
    sleep 0.005
  done
  ready_ms=$(( $(now_ms) - started ))
}

stop_server() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  server=""
}

base="http://127.0.0.1:$PORT/api/v1"
# shellcheck source=bench/small_firm.sh
source bench/small_firm.sh
json() { python3 -c "import json,sys; d=json.load(sys.stdin)['data']; print($1)"; }
api() { curl -fsS -H "Authorization: $key" "$base$1"; }
# The id of the record in the middle of a list (empty when the list is).
middle_id() {
  local total
  total="$(api "$1?pageSize=1" | json 'd["totalItems"]')" || return 0
  [ "$total" -gt 0 ] || return 0
  api "$1?pageSize=1&page=$(( (total + 1) / 2 ))" | json 'd["items"][0]["id"]'
}

# A cursor to the page of contacts after the record $1 (page number $2): the token the server
# issues (src/wire/cursor.rs: base64url of its JSON and a checksum), made from one it issued for
# the same list. Should the server refuse it (the format changed), the cursor reached by
# following nextCursor from the first page, at most 5 pages of 500 deep.
cursor_after() {
  local issued made
  issued="$(api "/contacts?pageSize=1&cursor=" | json 'd["nextCursor"] or ""')"
  [ -n "$issued" ] || return 0
  made="$(make_cursor "$issued" "$1" "$2")"
  if api "/contacts?pageSize=1&cursor=$made" >/dev/null 2>&1; then echo "$made"; return; fi
  echo "a cursor after the middle contact was refused: following nextCursor instead" >&2
  local cursor="" next step
  for (( step = 1; step < $2 && step <= 5; step++ )); do
    next="$(api "/contacts?pageSize=500&cursor=$cursor" | json 'd["nextCursor"] or ""')"
    [ -n "$next" ] || break
    cursor="$next"
  done
  echo "$cursor"
}

make_cursor() { # issued cursor, record id, page
  python3 - "$@" <<'PY'
import base64, hashlib, json, sys
issued, after, page = sys.argv[1], sys.argv[2], int(sys.argv[3])
raw = base64.urlsafe_b64decode(issued + "=" * (-len(issued) % 4))
token = json.loads(raw[:-8])
token["p"], token["i"] = max(page, 2), after
body = json.dumps(token, separators=(",", ":")).encode()
checksum = hashlib.sha256(b"advisory-crm cursor v1\n" + body).digest()[:8]
print(base64.urlsafe_b64encode(body + checksum).decode().rstrip("="))
PY
}

load() { # requests/s under wrk -t2 -c$CONNECTIONS
  local out
  out="$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" -H "Authorization: ${key:-}" "$1")"
  if grep -q "Non-2xx" <<<"$out"; then echo "warning: $1 had non-2xx responses" >&2; fi
  awk '/Requests\/sec/ {print $2}' <<<"$out"
}

size_profiles=("$PROFILES")
size_opportunities=("$OPPORTUNITIES")
if [ "$LARGE_PROFILES" -gt 0 ]; then
  size_profiles+=("$LARGE_PROFILES")
  size_opportunities+=("$LARGE_OPPORTUNITIES")
fi

# The bare handler, once for the run, before any server.
(exec "$baseline_bin" "127.0.0.1:$BASELINE_PORT" >/dev/null 2>&1) &
baseline=$!
until curl -fsS "http://127.0.0.1:$BASELINE_PORT/" >/dev/null 2>&1; do
  kill -0 "$baseline" 2>/dev/null || { echo "bench-baseline did not start" >&2; exit 1; }
  sleep 0.05
done
baseline_rps="$(load "http://127.0.0.1:$BASELINE_PORT/contact")"
kill "$baseline" 2>/dev/null || true
wait "$baseline" 2>/dev/null || true
baseline=""

names=()                                     # the rows, in order
declare -A rps=() p50=() p99=() named=()    # by "<size> <row>"; named by row
declare -A seeded_now=()                     # sizes seeded in this run
labels=() totals=() readiness=() ready=() peak_rss_mb=() notes=() pgbench_tps=()
scan_failures=()                             # sequential scans, by size
hook_failures=()
batch_rows=""
compression_rows=""
write_rows=""

# POST /contacts/person into one organisation (smaller size only): creates a second under
# wrk -t2 -c16 and for one client, with one client's p50 and p99, as table rows. On PostgreSQL,
# pgbench's built-in TPC-B-like transaction at the same concurrency in a scratch database, as
# the yardstick of what this database does on this machine.
person_create_rows() {
  local clients out
  for clients in 16 1; do
    out="$(wrk -t"$(( clients > 1 ? 2 : 1 ))" -c"$clients" -d"$DURATION" --latency \
      -s bench/create_person.lua -H "Authorization: $key" "$base/contacts/person")"
    if grep -q "Non-2xx" <<<"$out"; then echo "warning: creates had non-2xx responses" >&2; fi
    printf '| `POST /contacts/person`, %s client(s) | %s | %s | %s |\n' "$clients" \
      "$(awk '/Requests\/sec/ {print $2}' <<<"$out")" \
      "$(awk '$1=="50%" {print $2}' <<<"$out")" "$(awk '$1=="99%" {print $2}' <<<"$out")"
  done
  if [ -n "$postgres" ]; then
    local scratch="${DATABASE_URL%/*}/bench_tpcb" out
    psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS bench_tpcb" -c "CREATE DATABASE bench_tpcb" >/dev/null
    pgbench -i -q -s 10 "$scratch" >/dev/null 2>&1
    out="$(pgbench -n -c 16 -j 2 -T "$(to_seconds "$DURATION")" "$scratch" 2>&1)" || echo "$out" >&2
    printf '| pgbench TPC-B-like, 16 clients | %s | %s | — |\n' \
      "$(awk '/^tps = / {printf "%.0f", $3; exit}' <<<"$out")" \
      "$(awk '/^latency average/ {print $4 " ms"; exit}' <<<"$out")"
    psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS bench_tpcb" >/dev/null
  fi
}

# A 500-item page in each coding (smaller size only): bytes on the wire and one client's p50,
# as table rows.
compressed_page_rows() { # path
  local coding bytes single identity_bytes=""
  for coding in identity gzip br zstd; do
    bytes="$(curl -fsS -o /dev/null -w '%{size_download}' -H "Authorization: $key" \
      -H "Accept-Encoding: $coding" "$base$1")"
    identity_bytes="${identity_bytes:-$bytes}"
    single="$(wrk -t1 -c1 -d"$SINGLE_DURATION" --latency -H "Authorization: $key" \
      -H "Accept-Encoding: $coding" "$base$1")"
    printf '| %s | %s | %s | %s | %s |\n' "$coding" "$bytes" "$(ratio "$bytes" "$identity_bytes")" \
      "$(awk '$1=="50%" {print $2}' <<<"$single")" "$(awk '$1=="99%" {print $2}' <<<"$single")"
  done
}

measure() { # size, row, path
  local size="$1" name="$2" path="$3"
  if [[ "$path" == *"//"* || "$path" == *"=" || "$path" == *"=&"* || "$path" == */ ]]; then
    echo "skipped $name: no such record in the seeded data" >&2; return
  fi
  if ! api "$path" >/dev/null; then
    echo "skipped $name: $path failed" >&2; return
  fi
  [ -n "${named[$name]:-}" ] || { named[$name]=1; names+=("$name"); }
  local single
  rps["$size $name"]="$(load "$base$path")"
  single="$(wrk -t1 -c1 -d"$SINGLE_DURATION" --latency -H "Authorization: $key" "$base$path")"
  p50["$size $name"]="$(awk '$1=="50%" {print $2}' <<<"$single")"
  p99["$size $name"]="$(awk '$1=="99%" {print $2}' <<<"$single")"
  echo "${labels[$size]}: $name: ${rps["$size $name"]} req/s, p50 ${p50["$size $name"]}, p99 ${p99["$size $name"]}" >&2
}

# The statement the server sends for GET /contacts/$1 (organisation $2), as a pgbench script
# (its parameters :org_id and :id) in $workdir/contact.sql; no file when it cannot be told. The
# server runs once more, through bench/pg_statements.py, which records what it prepares.
capture_contact_statement() {
  local proxy_port=$(( PORT + 2 )) proxy_url upstream
  rm -f "$workdir/contact.sql" "$workdir/statements.jsonl"
  proxy_url="$(python3 bench/pg_statements.py url "$DATABASE_URL" "$proxy_port")"
  upstream="$(tail -n 1 <<<"$proxy_url")"
  (exec python3 bench/pg_statements.py proxy "${upstream% *}" "${upstream#* }" "$proxy_port" \
    "$workdir/statements.jsonl") &
  capture_proxy=$!
  until (: <"/dev/tcp/127.0.0.1/$proxy_port") 2>/dev/null; do sleep 0.05; done
  DATABASE_URL="$(head -n 1 <<<"$proxy_url")" start_server
  api "/contacts/$1" >/dev/null || true
  stop_server
  kill "$capture_proxy" 2>/dev/null || true
  wait "$capture_proxy" 2>/dev/null || true
  capture_proxy=""
  local statement
  statement="$(python3 bench/pg_statements.py contact-read "$workdir/statements.jsonl" "$2" "$1")" || return 0
  # The statement must find the contact, as the request did.
  [ -n "$(psql "$DATABASE_URL" -At -c "${statement#*$'\n'--$'\n'}")" ] || return 0
  echo "${statement%%$'\n'--$'\n'*}" >"$workdir/contact.sql"
}

run_size() { # size index
  local i="$1"
  prepare_db "$i"
  readiness[i]="$prepared"
  echo "${size_profiles[$i]} profiles: database $prepared" >&2
  start_server
  ready[i]="$ready_ms"

  local total contact profile opportunity mortgage kiwisaver investment note policy
  total="$(api "/contacts?pageSize=1" | json 'd["totalItems"]')"
  totals[i]="$total"
  labels[i]="$(size_label "$total")"
  contact="$(middle_id /contacts || true)"
  profile="$(middle_id /profiles || true)"
  opportunity="$(middle_id /opportunities || true)"
  mortgage="$(middle_id /mortgages || true)"
  kiwisaver="$(middle_id /kiwisavers || true)"
  investment="$(middle_id /investments || true)"
  note="$(middle_id /notes || true)"
  policy="$(middle_id /policies || true)"
  local last_page=$(( (total + 499) / 500 )) middle_page=$(( (total + 1) / 2 / 500 + 1 )) cursor=""
  [ -z "$contact" ] || cursor="$(cursor_after "$contact" "$middle_page" || true)"
  local parata rare
  parata="$(api "/contacts/search?searchString=parata&pageSize=1" | json 'd["totalItems"]' || echo '?')"
  rare="$(api "/contacts/search?searchString=$RARE_TERM&pageSize=1" | json 'd["totalItems"]' || echo '?')"
  notes[i]="last page $last_page ($(( total - (last_page - 1) * 500 )) contacts), middle and cursor page $middle_page;"
  notes[i]+=" contacts matching parata $parata, $RARE_TERM $rare"

  if [ -n "$postgres" ]; then psql "$DATABASE_URL" -qc "SELECT pg_stat_reset()" >/dev/null; fi
  measure "$i" "GET /contacts/{id}" "/contacts/$contact"
  measure "$i" "GET /profiles/{id}" "/profiles/$profile"
  measure "$i" "GET /opportunities/{id}" "/opportunities/$opportunity"
  measure "$i" "GET /mortgages/{id}" "/mortgages/$mortgage"
  measure "$i" "GET /kiwisavers/{id}" "/kiwisavers/$kiwisaver"
  measure "$i" "GET /investments/{id}" "/investments/$investment"
  measure "$i" "GET /notes/{id}" "/notes/$note"
  measure "$i" "GET /policies/{id}" "/policies/$policy"
  measure "$i" "GET /contacts?pageSize=500" "/contacts?pageSize=500&page=7"
  measure "$i" "GET /contacts?pageSize=500&page={middle}" "/contacts?pageSize=500&page=$middle_page"
  measure "$i" "GET /contacts?pageSize=500&page={last}" "/contacts?pageSize=500&page=$last_page"
  measure "$i" "GET /contacts?pageSize=500&cursor={middle}" "/contacts?pageSize=500&cursor=$cursor"
  measure "$i" "GET /profiles?pageSize=500" "/profiles?pageSize=500&page=7"
  measure "$i" "GET /opportunities?pageSize=500" "/opportunities?pageSize=500&page=7"
  measure "$i" "GET /mortgages?pageSize=500" "/mortgages?pageSize=500&page=7"
  measure "$i" "GET /contacts/search?searchString=parata" "/contacts/search?searchString=parata&pageSize=50"
  measure "$i" "GET /contacts/search?searchString=$RARE_TERM" "/contacts/search?searchString=$RARE_TERM&pageSize=50"
  measure "$i" "GET /contacts/search?searchString=0215 (phone)" "/contacts/search?searchString=0215&pageSize=50"
  measure "$i" "GET /profiles/search?searchString=ngata" "/profiles/search?searchString=ngata&pageSize=50"
  measure "$i" "GET /opportunities/search?searchString=refinance" "/opportunities/search?searchString=refinance&pageSize=50"
  measure "$i" "GET /opportunities?Status=Won&pageSize=50" "/opportunities?Status=Won&pageSize=50"
  measure "$i" "GET /kiwisavers?profileId=…" "/kiwisavers?profileId=$profile"
  measure "$i" "GET /investments?pageSize=50" "/investments?pageSize=50&page=20"

  # The kernel keeps the server's peak resident memory (VmHWM), so nothing samples it during the
  # runs: a sampler forking five times a second took CPU from the server being measured.
  local peak_kb
  peak_kb="$(awk '/VmHWM/ {print $2}' "/proc/$server/status" 2>/dev/null || echo 0)"
  peak_rss_mb[i]=$(( peak_kb / 1024 ))

  # Writes (smaller size only): one batch upsert against the same 100 persons created one
  # request at a time. After the reads, so the rows above measured the seeded database alone.
  if [ "$i" -eq 0 ]; then
    echo "batch upsert against single creates, $BATCH_ROUNDS rounds…" >&2
    batch_rows="$(python3 bench/batch_vs_single.py 127.0.0.1 "$PORT" "$key" "$BATCH_ROUNDS")"
    echo "$batch_rows" >&2
    compression_rows="$(compressed_page_rows "/contacts?pageSize=500&page=7")"
    echo "$compression_rows" >&2
    write_rows="$(person_create_rows)"
    echo "$write_rows" >&2
  fi

  # The server's connections report their statistics when they close.
  stop_server
  if [ -n "$postgres" ]; then
    sleep 1
    local scanned
    scanned="$(psql "$DATABASE_URL" -At -F ' ' -c "
      SELECT relname, seq_scan, seq_tup_read, n_live_tup FROM pg_stat_user_tables
      WHERE seq_scan > 0 AND n_live_tup > 1000 ORDER BY seq_tup_read DESC")"
    if [ -n "$scanned" ]; then
      scan_failures+=("${labels[$i]} contacts: sequential scans of tables over 1,000 rows during the requests (table, scans, rows read, rows):
$scanned")
    fi
    # The database's own limit for the single read, the server stopped.
    local org_id=""
    if [ -n "$contact" ]; then
      org_id="$(psql "$DATABASE_URL" -At -c "SELECT organisation_id FROM contacts WHERE id = '$contact'")"
      capture_contact_statement "$contact" "$org_id"
    fi
    if [ -f "$workdir/contact.sql" ]; then
      echo "pgbench: $(cat "$workdir/contact.sql")" >&2
      local out
      out="$(pgbench -n -M prepared -c "$CONNECTIONS" -j 2 -T "$(to_seconds "$DURATION")" \
        -D org_id="$org_id" -D id="$contact" -f "$workdir/contact.sql" "$DATABASE_URL" 2>&1)" \
        || echo "$out" >&2
      pgbench_tps[i]="$(awk '/^tps = / {printf "%.2f", $3; exit}' <<<"$out")"
      echo "${labels[$i]}: pgbench ${pgbench_tps[$i]:-failed} tps" >&2
    else
      echo "skipped pgbench: the statement of GET /contacts/{id} was not found" >&2
    fi
  fi
  # Last, as it adds a firm: a small firm's searches beside the largest size's.
  if [ -z "${SKIP_SMALL_FIRM:-}" ] && [ "$i" -eq $(( ${#size_profiles[@]} - 1 )) ]; then
    small_firm_searches beside
  fi
  rm -f "$workdir/bench.db" "$workdir/bench.db-wal" "$workdir/bench.db-shm"
}

if [ -z "${SKIP_SMALL_FIRM:-}" ]; then small_firm_alone; fi
for i in "${!size_profiles[@]}"; do run_size "$i"; done

sizes=("${!size_profiles[@]}")
header() { # title: one column per size
  local s
  for s in "${sizes[@]}"; do printf ' %s (%s) |' "$1" "${labels[$s]}"; done
}

echo
contacts_line=""
for s in "${sizes[@]}"; do
  contacts_line+="${contacts_line:+ and }${totals[$s]} (${size_profiles[$s]} profiles, ${size_opportunities[$s]} opportunities)"
done
echo "$contacts_line contacts, $backend, $(nproc) cores, $(date -u +%Y-%m-%d)"
echo "under load: wrk -t2 -c$CONNECTIONS -d$DURATION; one client: wrk -t1 -c1 -d$SINGLE_DURATION"
echo "bare poem handler (bench/baseline.rs), same run: $baseline_rps requests/s"
for s in "${sizes[@]}"; do
  echo "${labels[$s]}: database ${readiness[$s]}; server start-up to ready ${ready[$s]} ms;" \
    "peak RSS under load ${peak_rss_mb[$s]} MB; ${notes[$s]}"
done
echo
echo "| endpoint |$(header 'req/s')$(header 'ratio to bare')$(header p50)$(header p99)"
printf '|---|'; for _ in 1 2 3 4; do for _ in "${sizes[@]}"; do printf -- '---:|'; done; done; echo
for name in "${names[@]}"; do
  line="| \`$name\` |"
  for s in "${sizes[@]}"; do line+=" $(cell "${rps["$s $name"]:-}") |"; done
  for s in "${sizes[@]}"; do line+=" $(ratio "${rps["$s $name"]:-}" "$baseline_rps") |"; done
  for s in "${sizes[@]}"; do line+=" $(cell "${p50["$s $name"]:-}") |"; done
  for s in "${sizes[@]}"; do line+=" $(cell "${p99["$s $name"]:-}") |"; done
  echo "$line"
done

if [ -n "$postgres" ]; then
  echo
  echo "GET /contacts/{id} under load against pgbench -M prepared -c$CONNECTIONS -j2 running the statement it sends"
  echo
  echo "| |$(for s in "${sizes[@]}"; do printf ' %s |' "${labels[$s]}"; done)"
  printf '|---|'; for _ in "${sizes[@]}"; do printf -- '---:|'; done; echo
  line="| service, requests/s |"
  for s in "${sizes[@]}"; do line+=" $(cell "${rps["$s GET /contacts/{id}"]:-}") |"; done
  echo "$line"
  line="| pgbench, transactions/s |"
  for s in "${sizes[@]}"; do line+=" $(cell "${pgbench_tps[$s]:-}") |"; done
  echo "$line"
  line="| service ÷ pgbench |"
  for s in "${sizes[@]}"; do line+=" $(ratio "${rps["$s GET /contacts/{id}"]:-}" "${pgbench_tps[$s]:-}") |"; done
  echo "$line"
fi

echo
echo "100 persons written, one client, one keep-alive connection, wall clock: median of $BATCH_ROUNDS rounds (${labels[0]} contacts)"
echo
echo "| request(s) | median | range | per person | records/s | 100 singles ÷ this |"
echo "|---|---:|---:|---:|---:|---:|"
echo "$batch_rows"

echo
echo "POST /contacts/person into one organisation (${labels[0]} contacts), wrk -d$DURATION"
echo
echo "| writer | per second | p50 | p99 |"
echo "|---|---:|---:|---:|"
echo "$write_rows"

echo
echo "GET /contacts?pageSize=500&page=7 by Accept-Encoding, one client (wrk -t1 -c1 -d$SINGLE_DURATION; ${labels[0]} contacts)"
echo
echo "| Accept-Encoding | bytes | ÷ identity | p50 | p99 |"
echo "|---|---:|---:|---:|---:|"
echo "$compression_rows"

if [ -n "$postgres" ]; then
  echo
  if [ ${#scan_failures[@]} -gt 0 ]; then
    printf 'FAIL: %s\n' "${scan_failures[@]}"
  else
    echo "no sequential scans of tables over 1,000 rows during the requests (pg_stat_user_tables)"
  fi
fi

if [ -z "${SKIP_SMALL_FIRM:-}" ]; then small_firm_table "${labels[${sizes[-1]}]}"; fi

# Hooks: their own tables, after the main ones.
largest="${sizes[-1]}"
if [ -n "${SKIP_TRANSFER:-}" ]; then
  echo "skipped export and import: SKIP_TRANSFER is set" >&2
elif [ ! -f bench/import_rate.sh ]; then
  echo "skipped export and import: no bench/import_rate.sh" >&2
else
  # It seeds PROFILES profiles into the database it is given (dropped and re-created first),
  # exports them and imports the file into a new organisation.
  if [ -n "$postgres" ]; then hook_url="$bench_url"; else hook_url="sqlite://$workdir/transfer.db?mode=rwc"; fi
  echo "export and import of ${size_profiles[$largest]} profiles (bench/import_rate.sh)…" >&2
  echo
  echo "export and import file, an organisation of ${size_profiles[$largest]} profiles (bench/import_rate.sh)"
  echo
  PROFILES="${size_profiles[$largest]}" OPPORTUNITIES=0 HEADER=1 bash bench/import_rate.sh "$target_dir/release" "$hook_url" \
    || hook_failures+=("bench/import_rate.sh failed")
  # A firm with every kind imported in chunks: opportunities, products, notes, policies, expenses.
  PROFILES="${TRANSFER_WITH_PRODUCTS:-20000}" OPPORTUNITIES="${TRANSFER_WITH_PRODUCTS:-20000}" \
    bash bench/import_rate.sh "$target_dir/release" "$hook_url" \
    || hook_failures+=("bench/import_rate.sh (with opportunities, products, notes, policies and expenses) failed")
  rm -f "$workdir/transfer.db" "$workdir/transfer.db-wal" "$workdir/transfer.db-shm"
fi
if [ -n "${SKIP_WEBHOOKS:-}" ]; then
  echo "skipped webhook delivery: SKIP_WEBHOOKS is set" >&2
elif [ ! -f bench/webhook_burst.sh ]; then
  echo "skipped webhook delivery: no bench/webhook_burst.sh" >&2
else
  # It seeds what it needs into the database it is given (dropped and re-created first).
  if [ -n "$postgres" ]; then hook_url="$bench_url"; else hook_url="sqlite://$workdir/webhooks.db?mode=rwc"; fi
  echo "webhook delivery (bench/webhook_burst.sh)…" >&2
  echo
  # Its PROFILES is its own (profiles seeded for the burst), not this run's.
  env -u PROFILES bash bench/webhook_burst.sh "$target_dir/release" "$hook_url" \
    || hook_failures+=("bench/webhook_burst.sh failed")
fi

if [ -n "${SKIP_AUDIT:-}" ]; then
  echo "skipped the audit's cost: SKIP_AUDIT is set" >&2
else
  if [ -n "$postgres" ]; then audit_url="$bench_url"; else audit_url="sqlite://$workdir/audit.db?mode=rwc"; fi
  echo "the audit's cost (bench/audit_cost.sh)…" >&2
  echo
  env -u PROFILES bash bench/audit_cost.sh "$target_dir/release" "$audit_url" \
    || hook_failures+=("bench/audit_cost.sh failed")
fi

if [ -n "${SKIP_NOISY:-}" ]; then
  echo "skipped the noisy neighbour: SKIP_NOISY is set" >&2
else
  if [ -n "$postgres" ]; then noisy_url="$bench_url"; else noisy_url="sqlite://$workdir/noisy.db?mode=rwc"; fi
  echo "a noisy neighbour (bench/noisy_neighbour.sh)…" >&2
  env -u PROFILES -u REQUESTS_RUNNING_PER_INSTANCE bash bench/noisy_neighbour.sh "$target_dir/release" "$noisy_url" \
    || hook_failures+=("bench/noisy_neighbour.sh failed")
fi

if [ -n "${SKIP_TARPIT:-}" ]; then
  echo "skipped the tarpit backlog: SKIP_TARPIT is set" >&2
else
  if [ -n "$postgres" ]; then tarpit_url="$bench_url"; else tarpit_url="sqlite://$workdir/tarpit.db?mode=rwc"; fi
  echo "a tarpit backlog (bench/tarpit_backlog.sh)…" >&2
  env -u REQUESTS_RUNNING_PER_INSTANCE bash bench/tarpit_backlog.sh "$target_dir/release" "$tarpit_url" \
    || hook_failures+=("bench/tarpit_backlog.sh failed")
fi

# Failures of the hooks, or the sequential scans printed above.
if [ ${#hook_failures[@]} -gt 0 ]; then
  echo
  printf 'FAIL: %s\n' "${hook_failures[@]}"
fi
if [ ${#scan_failures[@]} -gt 0 ] || [ ${#hook_failures[@]} -gt 0 ]; then exit 1; fi
