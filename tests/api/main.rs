//! The HTTP test suite: one binary, a module per area. Each test gets its own fresh database:
//! a temporary SQLite file by default, or a new PostgreSQL database when `TEST_DATABASE_URL`
//! is set (`make test-postgres`).

mod helpers;

mod auth;
mod batches;
mod cli;
mod client_address;
mod compatibility;
mod concurrency;
mod connections;
mod contacts;
mod database_failures;
mod errors;
mod events;
mod expenses;
mod external_ids;
mod fleet;
mod golden;
mod health;
mod invitations;
mod key_contacts;
mod key_revocation;
mod layers;
mod list_totals;
mod live_server;
mod malformed;
mod members;
mod metrics;
mod notes;
mod nulls;
mod openapi;
mod opportunities;
mod pagination;
mod pipelines;
mod policies;
mod pooled_connections;
mod products;
mod profiles;
mod query_plans;
mod rate_limit;
mod safe_writes;
mod search;
mod server_process;
mod shared_rate_limit;
mod sqlite_reads;
mod sync;
mod tcp_proxy;
mod text;
mod text_rules;
mod timestamps;
mod transfer;
mod webhook_deliveries;
mod webhook_processes;
mod webhook_receiver;
mod webhooks;
