#!/usr/bin/env bash
# Webhook delivery throughput: a burst of COUNT note.created events (bench/webhook_burst.py)
# delivered to a local receiver, with one server instance and then with two on the same
# database. Prints a Markdown header and two rows.
#
#   bench/webhook_burst.sh RELEASE_DIR DATABASE_URL
#
#   RELEASE_DIR   where the release `advisory-crm` binary is (e.g. target/release)
#   DATABASE_URL  sqlite://FILE?mode=rwc or postgres://…/NAME. THE DATABASE IS RECREATED: the
#                 SQLite file is deleted, the PostgreSQL database dropped and created again.
#
# Environment: COUNT (10000), UPDATES (0: changes per note, see webhook_burst.py), PROFILES
# (2000: profiles seeded), PORT (18400; the second instance takes PORT+1), WRITERS (2),
# HOLD (1: the receiver holds requests until every event is written, and the clock runs from
# its release: the drain of a whole burst pending at once, not bound by the write rate).
# SQLite is served by one process (docs/decisions.md), so on SQLite the two-instance row says
# so instead of running.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=bench/servers.sh
source bench/servers.sh
take_arguments 16 "$@"
COUNT="${COUNT:-10000}"
UPDATES="${UPDATES:-0}"
PROFILES="${PROFILES:-2000}"
PORT="${PORT:-18400}"
WRITERS="${WRITERS:-2}"

export RUST_LOG=warn RATE_LIMIT_PER_MINUTE=100000000 REQUESTS_RUNNING_PER_INSTANCE=0 SEED_SANDBOX=false WEBHOOK_ALLOW_PRIVATE_URLS=true
hold=()
if [ -n "${HOLD:-}" ]; then
  hold=(--hold)
  # Requests held while the burst is written must not time out meanwhile.
  export WEBHOOK_TIMEOUT_SECS=60
fi
recreate_database

echo "seeding $PROFILES profiles into $backend…" >&2
key="$(RUST_LOG=error "$bin" seed --demo --profiles "$PROFILES" | tail -n 1)"
if [ "$backend" = postgres ]; then psql "$DATABASE_URL" -qc "VACUUM ANALYZE" >/dev/null; fi

burst() { # label host:port…
  local label="$1"
  shift
  python3 bench/webhook_burst.py "$key" "$COUNT" "$@" --updates "$UPDATES" --writers "$WRITERS" --label "$label" "${hold[@]}"
}

rows=()
failed=""
start_server "$PORT"
echo "burst of $COUNT events, one instance…" >&2
row="$(burst "$backend, 1 instance" "127.0.0.1:$PORT")" || failed=1
rows+=("$row")
if [ "$backend" = postgres ]; then
  start_server $(( PORT + 1 ))
  echo "burst of $COUNT events, two instances…" >&2
  row="$(burst "$backend, 2 instances" "127.0.0.1:$PORT" "127.0.0.1:$(( PORT + 1 ))")" || failed=1
  rows+=("$row")
else
  rows+=("| $backend, 2 instances | — | — | — | — | — | — | — | — (SQLite is served by one process) |")
fi

echo
echo "webhook burst: $COUNT events ($UPDATES changes per note), $WRITERS writers${HOLD:+, held until written (clock from the release)}, $(nproc) cores, $(date -u +%Y-%m-%d)"
echo
echo "| run | events | written/s | first write to last delivery | delivered/s | after the last write | missing | out of order | duplicates |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
[ -z "$failed" ] || { echo "FAIL: an event was missing or out of order, or a write failed (see above)" >&2; exit 1; }
