# advisory-crm — everyday commands. `make run` and `make test` are all a newcomer needs.
CARGO ?= cargo

.PHONY: run test test-postgres fmt lint openapi bench check ci

## Start the service on the embedded SQLite database (seeds the sandbox on first start).
run:
	$(CARGO) run --release -- serve

## Run the whole test suite (SQLite; set TEST_DATABASE_URL=postgres://… for PostgreSQL), with
## cargo-nextest when it is installed (.config/nextest.toml), else with cargo test.
TEST_RUNNER = $(shell $(CARGO) nextest --version >/dev/null 2>&1 && echo "nextest run" || echo test)

test:
	$(CARGO) $(TEST_RUNNER) --all-targets

## The same suite on the local PostgreSQL server.
test-postgres:
	TEST_DATABASE_URL=$${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres} $(CARGO) $(TEST_RUNNER) --all-targets

fmt:
	$(CARGO) fmt --all

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings

## Regenerate the committed OpenAPI document from the code.
openapi:
	$(CARGO) run --quiet -- openapi > openapi/openapi.json

## Load benchmark on a 100,000-contact database (see bench/run.sh for knobs). Its tables replace
## the database's block of docs/performance.md (bench/write_tables.py).
bench:
	mkdir -p target
	bash -o pipefail -c 'bash bench/run.sh | tee target/bench-tables.md'
	python3 bench/write_tables.py docs/performance.md \
	  "$$(case "$${BENCH_DATABASE_URL:-}" in postgres*) echo postgres ;; *) echo sqlite ;; esac)" \
	  < target/bench-tables.md

check: lint test

## Everything CI runs: lint, both databases, the document's linters, SDK generation and contract
## fuzzing (needs python3, npm and a local PostgreSQL).
ci:
	bash .ci/run
