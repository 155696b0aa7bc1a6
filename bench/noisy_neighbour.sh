#!/usr/bin/env bash
# A noisy neighbour (bench/noisy_neighbour.py): firm B's single reads, `GET /members` and webhook
# delivery delay, quiet and while firm A misbehaves, in the same run; one instance on SQLite,
# two on PostgreSQL. Prints a Markdown header and table.
#
#   bench/noisy_neighbour.sh RELEASE_DIR DATABASE_URL
#
#   RELEASE_DIR   where the release `advisory-crm` binary is (e.g. target/release)
#   DATABASE_URL  sqlite://FILE?mode=rwc or postgres://…/NAME. THE DATABASE IS RECREATED: the
#                 SQLite file is deleted, the PostgreSQL database dropped and created again.
#
# Environment: PROFILES (2000: firm A's profiles; firm B gets a tenth), SAMPLES (200 of each
# of B's measures), PORT (18500; a second instance takes PORT+1).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=bench/servers.sh
source bench/servers.sh
take_arguments 13 "$@"
PROFILES="${PROFILES:-2000}"
SAMPLES="${SAMPLES:-200}"
PORT="${PORT:-18500}"

# Every share as deployed but the request limits, raised so that B's own samples are not
# refused: A is then held back by the shares alone (webhook places, the page budget, record
# locks, the statement bound, unknown keys per address), the harder case.
export RUST_LOG=warn SEED_SANDBOX=false WEBHOOK_ALLOW_PRIVATE_URLS=true WEBHOOK_TIMEOUT_SECS=30 \
  TRUSTED_PROXIES=127.0.0.1/32 METRICS_BIND_ADDR=off RATE_LIMIT_PER_MINUTE=100000000
recreate_database

echo "noisy neighbour: seeding firm A ($PROFILES profiles) and firm B ($backend)…" >&2
a_key="$(RUST_LOG=error "$bin" seed --demo --profiles "$PROFILES" | tail -n 1)"
b_org="$(RUST_LOG=error "$bin" orgs create --name "Tōtara Mortgages Ltd" --manager-email hemi.walker@totara.co.nz | tail -n 1)"
b_key="$(RUST_LOG=error "$bin" keys create --org "$b_org" --allow-ip 127.0.0.1/32 | tail -n 1)"
RUST_LOG=error "$bin" seed --demo --profiles $(( PROFILES / 10 )) --org "$b_org" >/dev/null
if [ "$backend" = postgres ]; then psql "$DATABASE_URL" -qc "VACUUM ANALYZE" >/dev/null; fi

addresses=("127.0.0.1:$PORT")
start_server "$PORT"
if [ "$backend" = postgres ]; then
  start_server $(( PORT + 1 ))
  addresses+=("127.0.0.1:$(( PORT + 1 ))")
fi

echo
echo "noisy neighbour ($backend, ${#addresses[@]} instance(s), $(nproc) cores): firm B one request at a time, $SAMPLES of each; places per instance: ${REQUESTS_RUNNING_PER_INSTANCE:-cores + 1}"
echo
python3 bench/noisy_neighbour.py "$a_key" "$b_key" "${addresses[@]}" --samples "$SAMPLES"
