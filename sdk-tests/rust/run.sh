#!/usr/bin/env bash
# Builds the program whose build script generates a Rust client from openapi/openapi.json with
# progenitor (a document progenitor rejects fails the build), then runs it against CRM_BASE_URL
# with CRM_API_KEY. Its own lock file and target folder, apart from the service's.
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR="$PWD/target"
cargo build --locked --quiet
./target/debug/crm-sdk-check
