//! The HTTP test suite: one binary, a module per area. Each test gets its own fresh database:
//! a temporary SQLite file by default, or a new PostgreSQL database when `TEST_DATABASE_URL`
//! is set (`make test-postgres`).

mod helpers;

mod auth;
mod cli;
mod concurrency;
mod contacts;
mod errors;
mod expenses;
mod health;
mod invitations;
mod key_contacts;
mod members;
mod metrics;
mod notes;
mod openapi;
mod opportunities;
mod pagination;
mod pipelines;
mod policies;
mod products;
mod profiles;
mod rate_limit;
mod search;
mod timestamps;
