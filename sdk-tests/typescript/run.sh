#!/usr/bin/env bash
# Generates TypeScript types from openapi/openapi.json with openapi-typescript, type-checks the
# program using them through openapi-fetch with `tsc --strict`, and runs it against CRM_BASE_URL
# with CRM_API_KEY. Tool versions are pinned in package-lock.json.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --loglevel=error
npx openapi-typescript ../../openapi/openapi.json --output generated/schema.d.ts
npx tsc --strict -p .
node dist/src/main.js
