//! How the database is used beyond `DATABASE_URL`: pools, replica, outage wait, statement
//! bound, search scans.

use std::time::Duration;

use super::{
    ConfigError,
    parse::{invalid, parse_or},
};

/// How PostgreSQL is used beyond `DATABASE_URL` (docs/operations.md, "Running several
/// instances"). SQLite ignores them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DatabaseSettings {
    /// `DATABASE_REPLICA_URL`: a read replica (e.g. HAProxy's replica listener) for list and
    /// search reads.
    pub replica_url: Option<String>,
    /// `DATABASE_OUTAGE_WAIT_MS`: how long a request waits for an unreachable database before
    /// answering 503 (0 to 30,000; default 5,000).
    pub outage_wait: Duration,
    /// `DATABASE_REPLICA_MAX_LAG_MS`: list reads leave a replica lagging more (default 1,000).
    pub replica_max_lag: Duration,
    /// `DATABASE_POOL_SIZE`: connections each instance opens at most to the primary for requests
    /// (default 16), and as many to the replica; sized against the database's `max_connections`
    /// for the whole fleet (docs/operations.md, "Connections").
    pub pool_size: u32,
    /// `DATABASE_SINGLE_READS_ALONE`: single reads of one kind (a contact by id, a profile by
    /// id, …) an instance sends on their own at once; more wait, and go together in one
    /// statement as one finishes (docs/decisions.md, ADR-34). 1 to 256, default 2.
    pub single_reads_alone: usize,
    /// `DATABASE_MIGRATE`: whether `serve` applies pending migrations (default true); false
    /// where a deploy runs `advisory-crm migrate` first.
    pub migrate: bool,
    /// Whether a commit waits until it is on disk (true, the default). `import file` and
    /// `import api` set it false (PostgreSQL `synchronous_commit = off`, SQLite `synchronous =
    /// NORMAL`): a crash of the database server, or on SQLite of the machine, may then lose the
    /// last commits of a second or less, each whole with its records' mappings, and a re-run
    /// imports them again. Waiting for the disk was about 40 % of importing a record alone on
    /// PostgreSQL (ADR-27).
    pub durable_commits: bool,
    /// `DATABASE_STATEMENT_TIMEOUT_MS`: the longest one statement of a request may run (0 to
    /// 600,000; default 10,000; 0 for none). Past it PostgreSQL cancels the statement
    /// (`statement_timeout`, set once per connection) and SQLite interrupts a read; the request
    /// answers 503 `query_timeout` with `Retry-After`. Only `serve` is bounded: migrations,
    /// `import`, `export` and the other commands run without it (ADR-45).
    pub statement_timeout: Option<Duration>,
    /// `SEARCH_SCAN_UP_TO`: a firm with at most this many records of a kind (default 5,000;
    /// 0 to 1,000,000) has its searches of them check each of its own records' text, rather
    /// than look the term up in the trigram index that every firm's records share (ADR-47).
    pub search_scan_up_to: i64,
}

/// The bound on one statement of a request unless `DATABASE_STATEMENT_TIMEOUT_MS` says.
pub const DEFAULT_STATEMENT_TIMEOUT: Duration = Duration::from_secs(10);

impl DatabaseSettings {
    /// These settings with no bound on statements: migrations and the commands other than
    /// `serve`, whose statements may rightly run long (an index built, a firm exported).
    pub fn unbounded(&self) -> Self {
        DatabaseSettings { statement_timeout: None, ..self.clone() }
    }
}

/// Records of a kind up to which a firm's searches check its own records unless
/// `SEARCH_SCAN_UP_TO` says.
pub const DEFAULT_SEARCH_SCAN_UP_TO: i64 = 5_000;

/// Single reads of one kind sent on their own at once unless `DATABASE_SINGLE_READS_ALONE` says.
pub const DEFAULT_SINGLE_READS_ALONE: usize = 2;

/// Connections of an instance's request pool to PostgreSQL unless `DATABASE_POOL_SIZE` says.
pub const DEFAULT_POOL_SIZE: u32 = 16;
/// The most `DATABASE_POOL_SIZE` may ask for: beyond it a fleet of a few instances would exceed
/// any ordinary `max_connections`, and two cores gain nothing from more backends.
pub const MAX_POOL_SIZE: u32 = 256;

impl Default for DatabaseSettings {
    fn default() -> Self {
        DatabaseSettings {
            replica_url: None,
            outage_wait: Duration::from_secs(5),
            replica_max_lag: Duration::from_secs(1),
            pool_size: DEFAULT_POOL_SIZE,
            single_reads_alone: DEFAULT_SINGLE_READS_ALONE,
            migrate: true,
            durable_commits: true,
            statement_timeout: Some(DEFAULT_STATEMENT_TIMEOUT),
            search_scan_up_to: DEFAULT_SEARCH_SCAN_UP_TO,
        }
    }
}

pub(super) fn database_settings(
    get: &impl Fn(&str) -> Option<String>,
) -> Result<DatabaseSettings, ConfigError> {
    let default = DatabaseSettings::default();
    let replica_url = get("DATABASE_REPLICA_URL");
    if replica_url.as_deref().is_some_and(|url| !url.starts_with("postgres")) {
        return Err(invalid("DATABASE_REPLICA_URL", "must start with postgres://"));
    }
    Ok(DatabaseSettings {
        replica_url,
        outage_wait: match parse_or(
            get("DATABASE_OUTAGE_WAIT_MS"),
            "DATABASE_OUTAGE_WAIT_MS",
            &default.outage_wait.as_millis().to_string(),
        )? {
            millis @ 0..=30_000 => Duration::from_millis(millis),
            _ => {
                return Err(invalid(
                    "DATABASE_OUTAGE_WAIT_MS",
                    "must be a number of milliseconds from 0 to 30000",
                ));
            }
        },
        replica_max_lag: Duration::from_millis(parse_or(
            get("DATABASE_REPLICA_MAX_LAG_MS"),
            "DATABASE_REPLICA_MAX_LAG_MS",
            &default.replica_max_lag.as_millis().to_string(),
        )?),
        pool_size: match parse_or(
            get("DATABASE_POOL_SIZE"),
            "DATABASE_POOL_SIZE",
            &default.pool_size.to_string(),
        )? {
            size @ 1..=MAX_POOL_SIZE => size,
            _ => return Err(invalid("DATABASE_POOL_SIZE", "must be a number of connections from 1 to 256")),
        },
        single_reads_alone: match parse_or(
            get("DATABASE_SINGLE_READS_ALONE"),
            "DATABASE_SINGLE_READS_ALONE",
            &default.single_reads_alone.to_string(),
        )? {
            reads @ 1..=256 => reads,
            _ => {
                return Err(invalid(
                    "DATABASE_SINGLE_READS_ALONE",
                    "must be a number of reads from 1 to 256",
                ));
            }
        },
        migrate: match get("DATABASE_MIGRATE").as_deref() {
            None => default.migrate,
            Some("true" | "1" | "yes") => true,
            Some("false" | "0" | "no") => false,
            Some(_) => return Err(invalid("DATABASE_MIGRATE", "must be true or false")),
        },
        durable_commits: default.durable_commits,
        statement_timeout: match parse_or(
            get("DATABASE_STATEMENT_TIMEOUT_MS"),
            "DATABASE_STATEMENT_TIMEOUT_MS",
            &DEFAULT_STATEMENT_TIMEOUT.as_millis().to_string(),
        )? {
            0 => None,
            millis @ 1..=600_000 => Some(Duration::from_millis(millis)),
            _ => {
                return Err(invalid(
                    "DATABASE_STATEMENT_TIMEOUT_MS",
                    "must be a number of milliseconds from 0 to 600000",
                ));
            }
        },
        search_scan_up_to: match parse_or(
            get("SEARCH_SCAN_UP_TO"),
            "SEARCH_SCAN_UP_TO",
            &default.search_scan_up_to.to_string(),
        )? {
            records @ 0..=1_000_000 => records,
            _ => return Err(invalid("SEARCH_SCAN_UP_TO", "must be a number of records from 0 to 1000000")),
        },
    })
}
