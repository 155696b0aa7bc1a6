#!/usr/bin/env bash
# Moving-in rate: seeds an organisation of PROFILES generated profiles (about two contacts
# each), `export`s it to a file, `import file`s that into a new empty organisation of the same
# database, and prints export and import records/s as markdown rows (wall clock of each
# command, records = the lines the export wrote).
#
#   bench/import_rate.sh target/release sqlite:///tmp/rate.db?mode=rwc
#   PROFILES=20000 bench/import_rate.sh target/release postgres://postgres@127.0.0.1:5432/crm_rate
#   HEADER=1 bench/import_rate.sh …     # also print the table's header
#   OPPORTUNITIES=3000 bench/import_rate.sh …  # the firm also has opportunities, products, notes, policies and expenses
#
# The database is emptied first, as bench/run.sh does: a PostgreSQL database of that name is
# dropped and created again, a SQLite file removed. The import must fail no record.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 RELEASE_BIN_DIR DATABASE_URL" >&2
  exit 2
fi
bin="$1/advisory-crm"
[ -x "$bin" ] || { echo "no release binary at $bin (cargo build --release)" >&2; exit 2; }
export DATABASE_URL="$2"
PROFILES="${PROFILES:-20000}"
OPPORTUNITIES="${OPPORTUNITIES:-0}"
if [ "$OPPORTUNITIES" -gt 0 ]; then
  # Opportunities, products, notes, policies and expenses are imported in chunks too (ADR-27).
  seed_extra=(--opportunities "$OPPORTUNITIES" --products --notes --policies --expenses)
  firm="$PROFILES profiles, $OPPORTUNITIES opportunities, products, notes, policies, expenses"
else
  seed_extra=()
  firm="$PROFILES"
fi
export RUST_LOG=warn SEED_SANDBOX=false

workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT
backend="${DATABASE_URL%%:*}"
case "$backend" in
  postgres | postgresql)
    db_name="${DATABASE_URL##*/}"
    psql "${DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS $db_name" -c "CREATE DATABASE $db_name" >/dev/null
    ;;
  sqlite)
    file="${DATABASE_URL#sqlite://}"
    file="${file%%\?*}"
    rm -f "$file" "$file-wal" "$file-shm"
    ;;
esac

now_ms() { date +%s%3N; }
# records/s with one decimal: records, milliseconds.
rate() { echo "scale=1; $1 * 1000 / $2" | bc; }

echo "seeding $PROFILES profiles into $backend…" >&2
seeded="$(RUST_LOG=error "$bin" seed --demo --profiles "$PROFILES" "${seed_extra[@]}")"
source_org="$(sed -n 's/^created sandbox organisation .* (\([0-9a-f-]*\))$/\1/p' <<<"$seeded")"
[ -n "$source_org" ] || { echo "no organisation id in the seed's output:" >&2; echo "$seeded" >&2; exit 1; }
if [ "$backend" != sqlite ]; then psql "$DATABASE_URL" -qc "VACUUM ANALYZE" >/dev/null; fi

file="$workdir/export.jsonl"
echo "exporting…" >&2
started=$(now_ms)
exported="$("$bin" export --org "$source_org" --out "$file")"
export_ms=$(( $(now_ms) - started ))
records="$(sed -n 's/^exported \([0-9]*\) records.*/\1/p' <<<"$exported")"

target_org="$("$bin" orgs create --name "Import Rate Ltd" --manager-email ana.manager@importrate.co.nz | tail -n 1)"
echo "importing $records records…" >&2
started=$(now_ms)
imported="$("$bin" import file --org "$target_org" "$file")"
import_ms=$(( $(now_ms) - started ))
total="$(grep '^total:' <<<"$imported")"
echo "$total" >&2
if ! grep -q 'failed=0' <<<"$total"; then
  echo "FAIL: the import refused records:" >&2
  echo "$imported" >&2
  exit 1
fi

if [ -n "${HEADER:-}" ]; then
  echo "| command | database | profiles | records | seconds | records/s |"
  echo "|---|---|---:|---:|---:|---:|"
fi
printf '| `export` | %s | %s | %s | %.1f | %s |\n' "$backend" "$firm" "$records" \
  "$(echo "$export_ms / 1000" | bc -l)" "$(rate "$records" "$export_ms")"
printf '| `import file` (empty organisation) | %s | %s | %s | %.1f | %s |\n' "$backend" "$firm" "$records" \
  "$(echo "$import_ms / 1000" | bc -l)" "$(rate "$records" "$import_ms")"
