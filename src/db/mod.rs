//! The database: connection pools, migrations, reads and write transactions.
//!
//! Every read goes through [`Reads`], every write through [`Database::write`] (or
//! [`Database::single_statement`]); nothing outside this module holds a connection to read
//! through. docs/architecture.md, "How to read and write", says which method is for what.
//!
//! SQLite (the embedded default) allows one writer at a time. Instead of letting concurrent
//! writers collide and surface "database is locked", every write goes through a pool with a
//! single connection, so writes queue inside the process, and each write transaction starts
//! with `BEGIN IMMEDIATE` so a writer in another process waits on the busy timeout instead of
//! failing half-way. Reads use a separate pool and run in parallel thanks to WAL.
//!
//! PostgreSQL uses one pool for both; serialization failures and deadlocks are retried.
//! While PostgreSQL cannot be reached, requests switch to a small fail-fast pool ([`health`]).

pub mod bulk;
pub mod failure;
pub mod health;
mod read;
mod row;
pub mod shapes;
mod sqlite_reads;

use std::{
    future::Future,
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use futures_util::FutureExt;
use migration::{Migrator, MigratorTrait};
use sea_orm::{
    ConnectOptions, DatabaseConnection, DatabaseConnectionType, DatabaseTransaction, DbBackend, DbErr,
    SqliteTransactionMode, TransactionOptions, TransactionTrait,
    sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous},
};

pub(crate) use self::row::row_struct;
use self::{failure::is_transaction_conflict, health::Health, sqlite_reads::SqliteReads};
pub use self::{
    read::{IntoStatement, PairsWith, Reads, Record},
    row::{ColumnValue, FromRow, Row},
};
use crate::error::ServiceError;

const SQLITE_READERS: u32 = 8;
const POSTGRES_CONNECTIONS: u32 = 16;
/// Connections of the small pool used for pings and while PostgreSQL is down.
const POSTGRES_FALLBACK_CONNECTIONS: u32 = 4;
/// How long a request waits for the single SQLite writer (or a reader).
const SQLITE_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a request waits for a PostgreSQL connection while the database is up. Waiting
/// longer means the pool is saturated or the database has just gone; either way a 503 with
/// `Retry-After` serves the client better than a longer wait.
const POSTGRES_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);
/// A pooled PostgreSQL connection idle this long is pinged before a request gets it; a busier
/// one is not. sqlx pings on every acquire by default: a second round trip before each query,
/// on the request's path. As a connection goes back to the pool, sqlx (patched,
/// `vendor/README.md`) finishes what it still owes — a dropped transaction's rollback, a dropped
/// query's replies — and drops one that fails; a connection that sat out an outage (the
/// requests went to the fallback pool) has been idle past this, so it is pinged before use.
/// What is left: a connection killed while in steady use (a restart or `pg_terminate_backend`)
/// fails its next query once, answered 503 like any connection failure, which marks the
/// database down until the next heartbeat (see [`health`]).
const POSTGRES_PING_AFTER_IDLE: Duration = Duration::from_secs(1);
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(30);
/// Attempts of a PostgreSQL transaction that hits a serialization failure or deadlock.
const WRITE_ATTEMPTS: u32 = 5;

/// Queries slower than this are logged as warnings.
const SLOW_QUERY: Duration = Duration::from_millis(200);

tokio::task_local! {
    static QUERY_COUNT: Arc<AtomicUsize>;
}

/// Runs `work`, counting the SQL statements it issues (in this task).
///
/// Not an `async fn`, nor are the other task-local scopes (request id, actor, database
/// health): an `async fn` keeps `work` as its argument and again inside the scope it awaits,
/// so each such wrapper doubled the size of the request's future — 55 KB by the outermost
/// layer, copied as it was moved from layer to layer (`memmove` was 8 % of a single read).
///
/// A count inside another (each request counts its own for its log line; a test counts a
/// request) is added to the outer one too when it ends.
pub fn count_queries<F: Future>(work: F) -> impl Future<Output = (F::Output, usize)> {
    let counter = Arc::new(AtomicUsize::new(0));
    let outer = QUERY_COUNT.try_with(Arc::clone).ok();
    QUERY_COUNT.scope(counter.clone(), work).map(move |output| {
        let queries = counter.load(Ordering::Relaxed);
        if let Some(outer) = outer {
            outer.fetch_add(queries, Ordering::Relaxed);
        }
        (output, queries)
    })
}

/// Watches every statement of a sqlx pool (see [`observe_statement`]).
fn observe(connection: &mut DatabaseConnection) {
    connection.set_metric_callback(|info| observe_statement(info.elapsed, &info.statement.sql));
}

/// Counts a statement for [`count_queries`] and logs it when slow.
fn observe_statement(elapsed: Duration, sql: &str) {
    let _ = QUERY_COUNT.try_with(|count| count.fetch_add(1, Ordering::Relaxed));
    tracing::trace!(elapsed_us = elapsed.as_micros() as u64, sql = %sql, "query");
    if elapsed > SLOW_QUERY {
        tracing::warn!(elapsed_ms = elapsed.as_millis() as u64, sql = %sql, "slow query");
    }
}

/// What answers a [`Database`]'s reads.
#[derive(Clone, Debug)]
enum ReadPath {
    /// An SQLite file: readers on the calling thread ([`sqlite_reads`]).
    Sqlite(Arc<SqliteReads>),
    /// A SeaORM pool: PostgreSQL's (shared with writes), or an in-memory SQLite database's (each
    /// connection to one is a database of its own, so its reads keep sqlx's pool).
    Pool(DatabaseConnection),
}

#[derive(Clone, Debug)]
pub struct Database {
    /// What answers reads outside a transaction ([`Reads`]).
    reads: ReadPath,
    writer: DatabaseConnection,
    /// PostgreSQL only: whether the database is reachable, and the fail-fast pool.
    health: Option<Health>,
}

impl Database {
    /// Connects to `url`, creating the embedded SQLite file's folder if needed.
    pub async fn connect(url: &str) -> Result<Self, DbErr> {
        if url.starts_with("sqlite:") {
            create_sqlite_folder(url);
            let mut writer = sea_orm::Database::connect(sqlite_options(url, 1)).await?;
            observe(&mut writer);
            let reads = match SqliteReads::of_url(url, SQLITE_BUSY_TIMEOUT) {
                Some(reads) => ReadPath::Sqlite(reads),
                None => {
                    let mut pool = sea_orm::Database::connect(sqlite_options(url, SQLITE_READERS)).await?;
                    observe(&mut pool);
                    ReadPath::Pool(pool)
                }
            };
            Ok(Database { reads, writer, health: None })
        } else {
            let mut options = postgres_options(url, POSTGRES_CONNECTIONS, 1, POSTGRES_ACQUIRE_TIMEOUT);
            options.test_before_acquire_if_idle_for(POSTGRES_PING_AFTER_IDLE);
            let mut pool = sea_orm::Database::connect(options).await?;
            let mut fallback = sea_orm::Database::connect(postgres_options(
                url,
                POSTGRES_FALLBACK_CONNECTIONS,
                0,
                health::DOWN_ACQUIRE_TIMEOUT,
            ))
            .await?;
            observe(&mut pool);
            observe(&mut fallback);
            Ok(Database {
                reads: ReadPath::Pool(pool.clone()),
                writer: pool,
                health: Some(Health::start(fallback)),
            })
        }
    }

    /// A handle that is not connected, for work that needs no database (printing the
    /// OpenAPI document). Every query on it fails.
    pub fn disconnected() -> Self {
        Database {
            reads: ReadPath::Pool(DatabaseConnection::default()),
            writer: DatabaseConnection::default(),
            health: None,
        }
    }

    /// Applies every pending migration.
    pub async fn migrate(&self) -> Result<(), DbErr> {
        Migrator::up(&self.writer, None).await
    }

    /// The connection for a write that is one statement and needs no transaction around it.
    pub fn single_statement(&self) -> &DatabaseConnection {
        self.writer()
    }

    fn writer(&self) -> &DatabaseConnection {
        self.while_down().unwrap_or(&self.writer)
    }

    /// On PostgreSQL, a transaction of its own for holding transaction-scoped advisory locks
    /// until it is dropped (`service::record_locks`); none on SQLite, whose single writer it
    /// would hold.
    pub async fn lock_transaction(&self) -> Result<Option<DatabaseTransaction>, DbErr> {
        if !self.is_shared() {
            return Ok(None);
        }
        self.writer().begin().await.map(Some)
    }

    /// The fail-fast pool, while the database is known to be down.
    fn while_down(&self) -> Option<&DatabaseConnection> {
        self.health.as_ref().filter(|health| health.is_down()).map(Health::fallback)
    }

    /// Runs `work` (one request) so that a connection failure met anywhere inside it marks the
    /// database down (see [`health`]).
    pub fn scope<F: Future>(&self, work: F) -> impl Future<Output = F::Output> + use<F> {
        Health::scope(self.health.clone(), work)
    }

    /// Whether this is a PostgreSQL database, shared by every instance of the service (false
    /// for SQLite and for a handle that is not connected).
    pub fn is_shared(&self) -> bool {
        self.health.is_some()
    }

    pub fn backend(&self) -> DbBackend {
        self.writer.get_database_backend()
    }

    /// Answers whether the database responds, within [`health::PING_TIMEOUT`].
    pub async fn ping(&self) -> bool {
        match &self.health {
            Some(health) => health.check().await,
            None => {
                let ping = async {
                    match &self.reads {
                        ReadPath::Sqlite(reads) => reads.ping(),
                        ReadPath::Pool(pool) => pool.ping().await,
                    }
                };
                matches!(tokio::time::timeout(health::PING_TIMEOUT, ping).await, Ok(Ok(())))
            }
        }
    }

    /// Runs `work` in a write transaction: committed when it returns `Ok`, rolled back otherwise.
    /// On PostgreSQL a serialization failure or deadlock reruns `work` from the start.
    ///
    /// `work` gets the transaction by value (shared, so the future it returns borrows nothing and
    /// call sites are plain closures: `db.write(move |txn| async move { let txn = &*txn; … })`).
    pub async fn write<T, F, Fut>(&self, mut work: F) -> Result<T, ServiceError>
    where
        F: FnMut(Arc<DatabaseTransaction>) -> Fut,
        Fut: Future<Output = Result<T, ServiceError>>,
    {
        let mut attempt = 1;
        loop {
            let txn = Arc::new(self.begin_write().await?);
            let outcome = work(txn.clone()).await;
            // The work's future has finished, so this is the only handle left.
            let txn = Arc::into_inner(txn).expect("a write's work keeps no handle to its transaction");
            let result = match outcome {
                Ok(value) => txn.commit().await.map(|()| value).map_err(ServiceError::from),
                Err(error) => {
                    let _ = txn.rollback().await;
                    Err(error)
                }
            };
            match result {
                Err(ServiceError::Database(error))
                    if attempt < WRITE_ATTEMPTS && is_transaction_conflict(&error) =>
                {
                    tracing::debug!(attempt, %error, "retrying write transaction");
                    attempt += 1;
                    tokio::time::sleep(Duration::from_millis(5 * u64::from(attempt))).await;
                }
                other => return other,
            }
        }
    }

    /// [`Database::write`] for work that needs `input` (a request, rows to insert): every
    /// attempt gets the same input, shared, so a retried transaction starts from it again.
    pub async fn write_with<I, T, F, Fut>(&self, input: I, mut work: F) -> Result<T, ServiceError>
    where
        F: FnMut(Arc<DatabaseTransaction>, Arc<I>) -> Fut,
        Fut: Future<Output = Result<T, ServiceError>>,
    {
        let input = Arc::new(input);
        self.write(move |txn| work(txn, input.clone())).await
    }

    async fn begin_write(&self) -> Result<DatabaseTransaction, DbErr> {
        let options = TransactionOptions {
            sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
            ..Default::default()
        };
        match self.backend() {
            DbBackend::Sqlite => self.writer().begin_with_options(options).await,
            _ => self.writer().begin().await,
        }
    }
}

fn sqlite_options(url: &str, connections: u32) -> ConnectOptions {
    let mut options = ConnectOptions::new(url);
    options
        .max_connections(connections)
        .min_connections(1)
        .acquire_timeout(SQLITE_ACQUIRE_TIMEOUT)
        .sqlx_logging(false)
        .map_sqlx_sqlite_opts(|opts| {
            opts.journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Full)
                .foreign_keys(true)
                .busy_timeout(SQLITE_BUSY_TIMEOUT)
                .create_if_missing(true)
        });
    options
}

/// The file path of a `sqlite:` URL and its options (the text after `?`).
fn sqlite_file(url: &str) -> (&str, &str) {
    let rest = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
    rest.split_once('?').unwrap_or((rest, ""))
}

fn create_sqlite_folder(url: &str) {
    let (path, _) = sqlite_file(url);
    if let Some(folder) = std::path::Path::new(path).parent().filter(|p| !p.as_os_str().is_empty()) {
        let _ = std::fs::create_dir_all(folder);
    }
}

/// The planner's cost of reading a page out of order, for this service's sessions. PostgreSQL's
/// default (4) assumes spinning disks and makes it prefer a sequential scan of a whole table
/// (20,000 profiles) to 500 primary-key look-ups when a page joins its related records:
/// 18 ms instead of 1 ms. 1.1 is the usual setting for SSDs and for working sets held in
/// memory (docs/decisions.md, "Read path performance").
const POSTGRES_RANDOM_PAGE_COST: &str = "1.1";

fn postgres_options(url: &str, connections: u32, idle: u32, acquire_timeout: Duration) -> ConnectOptions {
    let mut options = ConnectOptions::new(url);
    options
        .max_connections(connections)
        .min_connections(idle)
        .acquire_timeout(acquire_timeout)
        .sqlx_logging(false)
        .map_sqlx_postgres_opts(|opts| opts.options([("random_page_cost", POSTGRES_RANDOM_PAGE_COST)]));
    options
}

/// How busy one connection pool is, for the metrics endpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolUsage {
    /// `read` and `write` on SQLite, `shared` on PostgreSQL.
    pub pool: &'static str,
    pub in_use: usize,
    pub idle: usize,
}

impl Database {
    /// The usage of each connection pool; none when disconnected.
    pub fn pool_usage(&self) -> Vec<PoolUsage> {
        if self.is_shared() {
            return usage_of("shared", &self.writer).into_iter().collect();
        }
        let read = match &self.reads {
            ReadPath::Sqlite(reads) => {
                let (in_use, idle) = reads.usage();
                Some(PoolUsage { pool: "read", in_use, idle })
            }
            ReadPath::Pool(pool) => usage_of("read", pool),
        };
        read.into_iter().chain(usage_of("write", &self.writer)).collect()
    }
}

fn usage_of(pool: &'static str, connection: &DatabaseConnection) -> Option<PoolUsage> {
    let (size, idle) = match &connection.inner {
        DatabaseConnectionType::SqlxSqlitePoolConnection(_) => {
            let sqlx = connection.get_sqlite_connection_pool();
            (sqlx.size(), sqlx.num_idle())
        }
        DatabaseConnectionType::SqlxPostgresPoolConnection(_) => {
            let sqlx = connection.get_postgres_connection_pool();
            (sqlx.size(), sqlx.num_idle())
        }
        _ => return None,
    };
    // `size` counts idle connections too; read apart, the two can disagree for an instant.
    Some(PoolUsage { pool, in_use: (size as usize).saturating_sub(idle), idle })
}
