#!/usr/bin/env bash
# Generates the Python client from openapi/openapi.json with openapi-python-client, installs it
# into a virtualenv here and runs check.py against CRM_BASE_URL with CRM_API_KEY.
set -euo pipefail
cd "$(dirname "$0")"
openapi-python-client generate --path ../../openapi/openapi.json --output-path generated --overwrite
# A fresh environment each run, so the client installed is the one just generated.
python3 -m venv --clear .venv
.venv/bin/pip install --quiet --disable-pip-version-check ./generated
.venv/bin/python check.py
