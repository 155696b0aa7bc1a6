//! The database: connection pools, migrations and write transactions.
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
    ConnectOptions, ConnectionTrait, DatabaseConnection, DatabaseConnectionType, DatabaseTransaction,
    DbBackend, DbErr, EntityTrait, FromQueryResult, QueryTrait, Select, SelectTwo, SelectTwoModel,
    SelectorTrait, SqliteTransactionMode, TransactionOptions, TransactionTrait, TryIntoModel,
    sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous},
};

use uuid::Uuid;

use self::{failure::is_transaction_conflict, health::Health, shapes::Shape, sqlite_reads::SqliteReads};
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

/// What a query with no columns of its own beyond its models' carries.
struct NoColumns;

impl FromQueryResult for NoColumns {
    fn from_query_result(_: &sea_orm::QueryResult, _: &str) -> Result<Self, DbErr> {
        Ok(NoColumns)
    }
}

/// Records of `E`, each with the `F` left-joined to it (none when the join found nothing).
pub type Pairs<E, F> = Vec<(<E as EntityTrait>::Model, Option<<F as EntityTrait>::Model>)>;

/// As [`Pairs`], each with an `X` read from the same row.
pub type PairsWith<E, F, X> = Vec<(<E as EntityTrait>::Model, Option<<F as EntityTrait>::Model>, X)>;

#[derive(Clone, Debug)]
pub struct Database {
    reader: DatabaseConnection,
    /// SQLite files: the readers behind `reader` (see [`sqlite_reads`]).
    sqlite_reads: Option<Arc<SqliteReads>>,
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
            let sqlite_reads = SqliteReads::of_url(url, SQLITE_BUSY_TIMEOUT);
            let reader = match &sqlite_reads {
                Some(reads) => reads.connection().await?,
                None => {
                    let mut pool = sea_orm::Database::connect(sqlite_options(url, SQLITE_READERS)).await?;
                    observe(&mut pool);
                    pool
                }
            };
            Ok(Database { reader, sqlite_reads, writer, health: None })
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
                reader: pool.clone(),
                sqlite_reads: None,
                writer: pool,
                health: Some(Health::start(fallback)),
            })
        }
    }

    /// A handle that is not connected, for work that needs no database (printing the
    /// OpenAPI document). Every query on it fails.
    pub fn disconnected() -> Self {
        Database {
            reader: DatabaseConnection::default(),
            sqlite_reads: None,
            writer: DatabaseConnection::default(),
            health: None,
        }
    }

    /// Applies every pending migration.
    pub async fn migrate(&self) -> Result<(), DbErr> {
        Migrator::up(&self.writer, None).await
    }

    /// The connection for reads outside a transaction.
    pub fn read(&self) -> &DatabaseConnection {
        self.while_down().unwrap_or(&self.reader)
    }

    /// Every record `select` finds, read outside a transaction. On an SQLite file the rows are
    /// decoded straight into models ([`SqliteReads::models`]), which is cheaper for long lists
    /// than SeaORM's rows; elsewhere `select.all(self.read())`.
    pub async fn all<E>(&self, select: Select<E>) -> Result<Vec<E::Model>, DbErr>
    where
        E: EntityTrait,
        E::ActiveModel: TryIntoModel<E::Model>,
    {
        match &self.sqlite_reads {
            Some(reads) => reads.models::<E>(&select.build(DbBackend::Sqlite)),
            None => select.all(self.read()).await,
        }
    }

    /// As [`Self::all`] for a `select_also` of a fixed shape: each record with the one
    /// left-joined to it. `build` makes the query from the UUIDs it binds; its SQL is built
    /// once per process and database kind ([`Shape`]).
    pub async fn all_pairs<E, F, const N: usize>(
        &self,
        shape: &Shape<N>,
        arguments: [Uuid; N],
        build: impl Fn([Uuid; N]) -> SelectTwo<E, F>,
    ) -> Result<Pairs<E, F>, DbErr>
    where
        E: EntityTrait,
        E::ActiveModel: TryIntoModel<E::Model>,
        F: EntityTrait,
        F::ActiveModel: TryIntoModel<F::Model>,
    {
        let rows = self.all_pairs_with::<E, F, NoColumns, N>(shape, arguments, build).await?;
        Ok(rows.into_iter().map(|(first, second, NoColumns)| (first, second)).collect())
    }

    /// As [`Self::all_pairs`] for a query whose rows also carry columns read into an `X` by
    /// name (see [`Self::all_with`]): names other than SeaORM's `A_…` and `B_…`.
    pub async fn all_pairs_with<E, F, X, const N: usize>(
        &self,
        shape: &Shape<N>,
        arguments: [Uuid; N],
        build: impl Fn([Uuid; N]) -> SelectTwo<E, F>,
    ) -> Result<PairsWith<E, F, X>, DbErr>
    where
        E: EntityTrait,
        E::ActiveModel: TryIntoModel<E::Model>,
        F: EntityTrait,
        F::ActiveModel: TryIntoModel<F::Model>,
        X: FromQueryResult,
    {
        let statement = shape.statement(self.backend(), arguments, build);
        match &self.sqlite_reads {
            Some(reads) => reads.pairs_with::<E, F, X>(&statement),
            None => {
                let rows = self.read().query_all_raw(statement).await?;
                rows.into_iter()
                    .map(|row| {
                        let extra = X::from_query_result(&row, "")?;
                        let (first, second) =
                            SelectTwoModel::<E::Model, F::Model>::from_raw_query_result(row)?;
                        Ok((first, second, extra))
                    })
                    .collect()
            }
        }
    }

    /// As [`Self::all`] for a query of a fixed shape whose rows carry, besides `E`'s columns,
    /// columns read into an `X` by name (the names of joined records): one statement where
    /// looking each related record up would take one more round trip apiece. `X`'s column
    /// names must differ from `E`'s. The SQL is built once per process and database kind.
    pub async fn all_with<E, X, const N: usize>(
        &self,
        shape: &Shape<N>,
        arguments: [Uuid; N],
        build: impl Fn([Uuid; N]) -> Select<E>,
    ) -> Result<Vec<(E::Model, X)>, DbErr>
    where
        E: EntityTrait,
        E::ActiveModel: TryIntoModel<E::Model>,
        X: FromQueryResult,
    {
        let statement = shape.statement(self.backend(), arguments, build);
        match &self.sqlite_reads {
            Some(reads) => reads.models_with::<E, X>(&statement),
            None => {
                let rows = self.read().query_all_raw(statement).await?;
                rows.iter()
                    .map(|row| Ok((E::Model::from_query_result(row, "")?, X::from_query_result(row, "")?)))
                    .collect()
            }
        }
    }

    /// The connection for a write that is one statement and needs no transaction around it.
    pub fn single_statement(&self) -> &DatabaseConnection {
        self.writer()
    }

    fn writer(&self) -> &DatabaseConnection {
        self.while_down().unwrap_or(&self.writer)
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
                matches!(tokio::time::timeout(health::PING_TIMEOUT, self.reader.ping()).await, Ok(Ok(())))
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
        if matches!(self.reader.inner, DatabaseConnectionType::SqlxPostgresPoolConnection(_)) {
            return usage_of("shared", &self.reader).into_iter().collect();
        }
        let read = match &self.sqlite_reads {
            Some(reads) => {
                let (in_use, idle) = reads.usage();
                Some(PoolUsage { pool: "read", in_use, idle })
            }
            None => usage_of("read", &self.reader),
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
