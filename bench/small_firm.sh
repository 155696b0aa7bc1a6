# A small firm's searches, alone in a database and then beside the largest size's firm, whose
# generated data holds the same names (sourced by bench/run.sh, which sets `bin`, `workdir`,
# `postgres`, `bench_url`, `admin_url`, `db_name`, PORT and SINGLE_DURATION, and defines
# start_server and stop_server).
#
# The small firm is SMALL_PROFILES generated profiles (default 1,000: about 2,000 contacts) and
# as many opportunities. Each search is measured with one client (wrk -t1 -c1) for its p50 and
# p99; the table compares the p50 beside the large firm with the p50 alone.

SMALL_PROFILES="${SMALL_PROFILES:-1000}"
small_searches=(
  "GET /contacts/search?searchString=parata|/contacts/search?searchString=parata&pageSize=50"
  "GET /profiles/search?searchString=ngata|/profiles/search?searchString=ngata&pageSize=50"
  "GET /opportunities/search?searchString=refinance|/opportunities/search?searchString=refinance&pageSize=50"
)
declare -A small_p50=() small_p99=()
small_contacts=""

# Seeds the small firm into DATABASE_URL (beside whatever it holds) and measures its searches
# under `where` (alone, beside).
small_firm_searches() { # where
  local where="$1" small_key entry name path single
  echo "a firm of $SMALL_PROFILES profiles, $where: seeding…" >&2
  RUST_LOG=error "$bin" seed --demo --profiles "$SMALL_PROFILES" --opportunities "$SMALL_PROFILES" \
    >"$workdir/small.out"
  small_key="$(tail -n 1 "$workdir/small.out")"
  if [ -n "$postgres" ]; then psql "$DATABASE_URL" -qc "VACUUM ANALYZE" >/dev/null; fi
  start_server
  small_contacts="$(curl -fsS -H "Authorization: $small_key" "http://127.0.0.1:$PORT/api/v1/contacts?pageSize=1" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["data"]["totalItems"])')"
  for entry in "${small_searches[@]}"; do
    name="${entry%%|*}" path="${entry#*|}"
    single="$(wrk -t1 -c1 -d"$SINGLE_DURATION" --latency -H "Authorization: $small_key" \
      "http://127.0.0.1:$PORT/api/v1$path")"
    small_p50["$where $name"]="$(awk '$1=="50%" {print $2}' <<<"$single")"
    small_p99["$where $name"]="$(awk '$1=="99%" {print $2}' <<<"$single")"
    echo "small firm, $where: $name: p50 ${small_p50["$where $name"]}, p99 ${small_p99["$where $name"]}" >&2
  done
  stop_server
}

# The small firm alone in a database of its own (re-created empty).
small_firm_alone() {
  local previous="${DATABASE_URL:-}"
  if [ -n "$postgres" ]; then
    psql "$admin_url" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" -c "CREATE DATABASE $db_name" >/dev/null
    export DATABASE_URL="$bench_url"
  else
    rm -f "$workdir/small.db"*
    export DATABASE_URL="sqlite://$workdir/small.db?mode=rwc"
  fi
  small_firm_searches alone
  rm -f "$workdir/small.db"*
  export DATABASE_URL="$previous"
}

# wrk's duration (850.00us, 1.20ms, 2.00s) in microseconds.
small_micros() {
  awk -v d="$1" 'BEGIN {
    if (d ~ /us$/) { sub(/us$/, "", d); print d }
    else if (d ~ /ms$/) { sub(/ms$/, "", d); print d * 1000 }
    else if (d ~ /s$/) { sub(/s$/, "", d); print d * 1000000 }
  }'
}

small_firm_table() { # the large firm's label
  echo
  echo "a firm of $SMALL_PROFILES profiles ($small_contacts contacts): its searches alone in the database," \
    "and beside a firm of $1 contacts with the same names; one client, wrk -t1 -c1 -d$SINGLE_DURATION"
  echo
  echo "| search | p50 alone | p50 beside | beside ÷ alone | p99 alone | p99 beside |"
  echo "|---|---:|---:|---:|---:|---:|"
  local entry name alone beside ratio
  for entry in "${small_searches[@]}"; do
    name="${entry%%|*}"
    alone="${small_p50["alone $name"]:-}" beside="${small_p50["beside $name"]:-}"
    ratio="—"
    if [ -n "$alone" ] && [ -n "$beside" ]; then
      ratio="$(awk -v a="$(small_micros "$alone")" -v b="$(small_micros "$beside")" 'BEGIN { printf "%.2f×", b / a }')"
    fi
    echo "| \`$name\` | ${alone:-—} | ${beside:-—} | $ratio | ${small_p99["alone $name"]:-—} | ${small_p99["beside $name"]:-—} |"
  done
}
