//! The options each pool connects with: SQLite's file, journal and durability; PostgreSQL's
//! planner settings, statement bound and durability per connection.

use std::{sync::Arc, time::Duration};

use sea_orm::{
    ConnectOptions,
    sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous},
};

use super::health::OutageClock;
use crate::config::DatabaseSettings;

/// How long a request waits for the single SQLite writer (or a reader).
pub(super) const SQLITE_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a SQLite statement waits for another process holding the lock.
pub(super) const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(30);

/// SQLite's `synchronous` for the writer: `FULL` waits for the disk at every commit; `NORMAL`
/// (WAL mode) only at checkpoints, so a machine's crash may undo the last commits, never
/// part of one ([`DatabaseSettings::durable_commits`]).
pub(super) fn sqlite_options(url: &str, connections: u32, durable_commits: bool) -> ConnectOptions {
    let mut options = ConnectOptions::new(url);
    options
        .max_connections(connections)
        .min_connections(1)
        .acquire_timeout(SQLITE_ACQUIRE_TIMEOUT)
        .sqlx_logging(false)
        .map_sqlx_sqlite_opts(move |opts| {
            opts.journal_mode(SqliteJournalMode::Wal)
                .synchronous(if durable_commits {
                    SqliteSynchronous::Full
                } else {
                    SqliteSynchronous::Normal
                })
                .foreign_keys(true)
                .busy_timeout(SQLITE_BUSY_TIMEOUT)
                .create_if_missing(true)
        });
    options
}

/// The file path of a `sqlite:` URL and its options (the text after `?`).
pub(super) fn sqlite_file(url: &str) -> (&str, &str) {
    let rest = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
    rest.split_once('?').unwrap_or((rest, ""))
}

pub(super) fn create_sqlite_folder(url: &str) {
    let (path, _) = sqlite_file(url);
    if let Some(folder) = std::path::Path::new(path).parent().filter(|p| !p.as_os_str().is_empty()) {
        let _ = std::fs::create_dir_all(folder);
    }
}

/// Makes the pool drop, instead of handing out, a connection opened before the last connection
/// failure ([`OutageClock`]).
pub(super) fn drop_connections_older_than_failures(options: &mut ConnectOptions, clock: &Arc<OutageClock>) {
    let clock = clock.clone();
    options.map_sqlx_postgres_before_acquire(move |_, meta| {
        let keep = !clock.predates_last_failure(meta.age);
        Box::pin(async move { Ok(keep) })
    });
}

/// The planner's cost of reading a page out of order, for this service's sessions. PostgreSQL's
/// default (4) assumes spinning disks and makes it prefer a sequential scan of a whole table
/// (20,000 profiles) to 500 primary-key look-ups when a page joins its related records:
/// 18 ms instead of 1 ms. 1.1 is the usual setting for SSDs and for working sets held in
/// memory (docs/decisions.md, ADR-10).
const POSTGRES_RANDOM_PAGE_COST: &str = "1.1";

/// No parallel plans in this service's sessions. PostgreSQL plans workers for a statement it
/// expects to read many rows, and starting them took 4.5–6 ms here, for statements that then
/// read a few hundred index entries in 0.1 ms: counting the entries a common search walked at
/// 492,000 contacts took 5 ms instead of 0.1 whenever the planner's estimate of a range was
/// wide. The service runs many short statements at once; workers would only take their CPU.
const POSTGRES_PARALLEL_WORKERS: &str = "0";

/// The options of a pool of PostgreSQL sessions; their commits return before they are on disk
/// (`synchronous_commit = off`) unless `durable_commits` ([`DatabaseSettings::durable_commits`]).
pub(super) fn postgres_options(
    url: &str,
    connections: u32,
    idle: u32,
    acquire_timeout: Duration,
    settings: &DatabaseSettings,
) -> ConnectOptions {
    let durable_commits = settings.durable_commits;
    // In the connection's start-up options, not a `SET` per request: a single read stays one
    // statement (ADR-14). 0 is PostgreSQL's "no bound".
    let statement_timeout = settings.statement_timeout.map_or(0, |bound| bound.as_millis()).to_string();
    let mut options = ConnectOptions::new(url);
    options
        .max_connections(connections)
        .min_connections(idle)
        .acquire_timeout(acquire_timeout)
        .sqlx_logging(false)
        .map_sqlx_postgres_opts(move |opts| {
            let opts = opts.options([
                ("random_page_cost", POSTGRES_RANDOM_PAGE_COST),
                ("max_parallel_workers_per_gather", POSTGRES_PARALLEL_WORKERS),
                ("statement_timeout", statement_timeout.as_str()),
            ]);
            if durable_commits { opts } else { opts.options([("synchronous_commit", "off")]) }
        });
    options
}
