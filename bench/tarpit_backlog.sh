#!/usr/bin/env bash
# A tarpit backlog (bench/tarpit_backlog.py): firm A's 20 endpoints hang while COUNT (10,000) of
# its events pile up, firm B's deliveries are timed meanwhile, then A's receiver recovers and
# every one of A's events must arrive at every endpoint, each record's in order. One instance on
# SQLite, two on PostgreSQL. Prints Markdown tables.
#
#   bench/tarpit_backlog.sh RELEASE_DIR DATABASE_URL
#
#   RELEASE_DIR   where the release `advisory-crm` binary is (e.g. target/release)
#   DATABASE_URL  sqlite://FILE?mode=rwc or postgres://…/NAME. THE DATABASE IS RECREATED: the
#                 SQLite file is deleted, the PostgreSQL database dropped and created again.
#
# Environment: COUNT (10000 events: 5,000 notes each changed once), ENDPOINTS (20), SAMPLES
# (20 of B's notes), PORT (18600; a second instance takes PORT+1).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=bench/servers.sh
source bench/servers.sh
take_arguments 14 "$@"
COUNT="${COUNT:-10000}"
ENDPOINTS="${ENDPOINTS:-20}"
SAMPLES="${SAMPLES:-20}"
PORT="${PORT:-18600}"

# The longest send time-out, so the first sends are still held when the receiver recovers;
# retries soon after, so none waits hours. Request limits raised: the backlog is written fast.
export RUST_LOG=warn SEED_SANDBOX=false WEBHOOK_ALLOW_PRIVATE_URLS=true WEBHOOK_TIMEOUT_SECS=60 \
  WEBHOOK_RETRY_SCHEDULE=5,10,20,30,30,30,30,30,30,30,30 METRICS_BIND_ADDR=off \
  RATE_LIMIT_PER_MINUTE=100000000
recreate_database

echo "tarpit backlog: seeding firm A and firm B ($backend)…" >&2
a_key="$(RUST_LOG=error "$bin" seed --demo --profiles 100 | tail -n 1)"
b_org="$(RUST_LOG=error "$bin" orgs create --name "Tōtara Mortgages Ltd" --manager-email hemi.walker@totara.co.nz | tail -n 1)"
b_key="$(RUST_LOG=error "$bin" keys create --org "$b_org" --allow-ip 127.0.0.1/32 | tail -n 1)"

addresses=("127.0.0.1:$PORT")
start_server "$PORT"
if [ "$backend" = postgres ]; then
  start_server $(( PORT + 1 ))
  addresses+=("127.0.0.1:$(( PORT + 1 ))")
fi

echo
echo "tarpit backlog ($backend, ${#addresses[@]} instance(s), $(nproc) cores): $COUNT of A's events for $ENDPOINTS endpoints"
echo
python3 bench/tarpit_backlog.py "$a_key" "$b_key" "$COUNT" "${addresses[@]}" --endpoints "$ENDPOINTS" --samples "$SAMPLES"
