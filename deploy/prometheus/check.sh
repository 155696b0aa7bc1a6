#!/usr/bin/env bash
# Checks the Prometheus configuration and alert rules, and runs every alert's unit test
# (promtool, from Debian's `prometheus` package). Run from anywhere; CI runs it.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v promtool >/dev/null; then
  echo "promtool not installed (apt-get install prometheus): the alert checks are skipped"
  exit 0
fi
# `check config` reads the token file it names: a stand-in copy names a temporary one.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
printf 'a-token-of-at-least-16-characters\n' >"$scratch/token"
sed "s|/etc/prometheus/advisory-crm-metrics-token|$scratch/token|" prometheus.yml >"$scratch/prometheus.yml"
cp alerts.yml "$scratch/"
promtool check config "$scratch/prometheus.yml"
promtool check rules alerts.yml
promtool test rules alerts.test.yml
