//! The database: connection pools, migrations and write transactions.
//!
//! SQLite (the embedded default) allows one writer at a time. Instead of letting concurrent
//! writers collide and surface "database is locked", every write goes through a pool with a
//! single connection, so writes queue inside the process, and each write transaction starts
//! with `BEGIN IMMEDIATE` so a writer in another process waits on the busy timeout instead of
//! failing half-way. Reads use a separate pool and run in parallel thanks to WAL.
//!
//! PostgreSQL uses one pool for both; serialization failures and deadlocks are retried.

use std::{
    future::Future,
    pin::Pin,
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use migration::{Migrator, MigratorTrait};
use sea_orm::{
    ConnectOptions, DatabaseConnection, DatabaseConnectionType, DatabaseTransaction, DbBackend, DbErr,
    SqliteTransactionMode, TransactionOptions, TransactionTrait,
    sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous},
};

use crate::error::ServiceError;

const SQLITE_READERS: u32 = 8;
const POSTGRES_CONNECTIONS: u32 = 16;
/// How long a request waits for a connection (or, on SQLite, for the single writer).
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(30);
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(30);
/// Attempts of a PostgreSQL transaction that hits a serialization failure or deadlock.
const WRITE_ATTEMPTS: u32 = 5;

/// Queries slower than this are logged as warnings.
const SLOW_QUERY: Duration = Duration::from_millis(200);

tokio::task_local! {
    static QUERY_COUNT: Arc<AtomicUsize>;
}

/// Runs `work`, counting the SQL statements it issues (in this task).
pub async fn count_queries<F: Future>(work: F) -> (F::Output, usize) {
    let counter = Arc::new(AtomicUsize::new(0));
    let output = QUERY_COUNT.scope(counter.clone(), work).await;
    (output, counter.load(Ordering::Relaxed))
}

/// Watches every statement: counts it for [`count_queries`] and logs it when slow.
fn observe(connection: &mut DatabaseConnection) {
    connection.set_metric_callback(|info| {
        let _ = QUERY_COUNT.try_with(|count| count.fetch_add(1, Ordering::Relaxed));
        if info.elapsed > SLOW_QUERY {
            tracing::warn!(elapsed_ms = info.elapsed.as_millis() as u64, sql = %info.statement.sql, "slow query");
        }
    });
}

/// A boxed future borrowing the transaction, as write closures return.
pub type TxFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, ServiceError>> + Send + 'a>>;

#[derive(Clone, Debug)]
pub struct Database {
    reader: DatabaseConnection,
    writer: DatabaseConnection,
}

impl Database {
    /// Connects to `url`, creating the embedded SQLite file's folder if needed.
    pub async fn connect(url: &str) -> Result<Self, DbErr> {
        if url.starts_with("sqlite:") {
            create_sqlite_folder(url);
            let mut reader = sea_orm::Database::connect(sqlite_options(url, SQLITE_READERS)).await?;
            let mut writer = sea_orm::Database::connect(sqlite_options(url, 1)).await?;
            observe(&mut reader);
            observe(&mut writer);
            Ok(Database { reader, writer })
        } else {
            let mut options = ConnectOptions::new(url);
            options
                .max_connections(POSTGRES_CONNECTIONS)
                .min_connections(1)
                .acquire_timeout(ACQUIRE_TIMEOUT)
                .sqlx_logging(false);
            let mut pool = sea_orm::Database::connect(options).await?;
            observe(&mut pool);
            Ok(Database { reader: pool.clone(), writer: pool })
        }
    }

    /// A handle that is not connected, for work that needs no database (printing the
    /// OpenAPI document). Every query on it fails.
    pub fn disconnected() -> Self {
        Database { reader: DatabaseConnection::default(), writer: DatabaseConnection::default() }
    }

    /// Applies every pending migration.
    pub async fn migrate(&self) -> Result<(), DbErr> {
        Migrator::up(&self.writer, None).await
    }

    /// The connection for reads outside a transaction.
    pub fn read(&self) -> &DatabaseConnection {
        &self.reader
    }

    pub fn backend(&self) -> DbBackend {
        self.writer.get_database_backend()
    }

    /// Answers whether the database responds.
    pub async fn ping(&self) -> bool {
        self.reader.ping().await.is_ok()
    }

    /// Runs `work` in a write transaction: committed when it returns `Ok`, rolled back otherwise.
    /// On PostgreSQL a serialization failure or deadlock reruns `work` from the start.
    pub async fn write<T, F>(&self, mut work: F) -> Result<T, ServiceError>
    where
        F: for<'t> FnMut(&'t DatabaseTransaction) -> TxFuture<'t, T>,
    {
        let mut attempt = 1;
        loop {
            let txn = self.begin_write().await?;
            let result = match work(&txn).await {
                Ok(value) => txn.commit().await.map(|()| value).map_err(ServiceError::from),
                Err(error) => {
                    let _ = txn.rollback().await;
                    Err(error)
                }
            };
            match result {
                Err(ServiceError::Database(error)) if attempt < WRITE_ATTEMPTS && is_retryable(&error) => {
                    tracing::debug!(attempt, %error, "retrying write transaction");
                    attempt += 1;
                    tokio::time::sleep(Duration::from_millis(5 * u64::from(attempt))).await;
                }
                other => return other,
            }
        }
    }

    async fn begin_write(&self) -> Result<DatabaseTransaction, DbErr> {
        let options = TransactionOptions {
            sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
            ..Default::default()
        };
        match self.backend() {
            DbBackend::Sqlite => self.writer.begin_with_options(options).await,
            _ => self.writer.begin().await,
        }
    }
}

fn sqlite_options(url: &str, connections: u32) -> ConnectOptions {
    let mut options = ConnectOptions::new(url);
    options
        .max_connections(connections)
        .min_connections(1)
        .acquire_timeout(ACQUIRE_TIMEOUT)
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

fn create_sqlite_folder(url: &str) {
    let path = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
    let path = path.split('?').next().unwrap_or_default();
    if let Some(folder) = std::path::Path::new(path).parent().filter(|p| !p.as_os_str().is_empty()) {
        let _ = std::fs::create_dir_all(folder);
    }
}

/// PostgreSQL `40001` (serialization failure) and `40P01` (deadlock detected).
fn is_retryable(error: &DbErr) -> bool {
    let text = error.to_string();
    text.contains("40001")
        || text.contains("40P01")
        || text.contains("could not serialize")
        || text.contains("deadlock detected")
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
        let shared = matches!(self.reader.inner, DatabaseConnectionType::SqlxPostgresPoolConnection(_));
        let pools: &[(&'static str, &DatabaseConnection)] = if shared {
            &[("shared", &self.reader)]
        } else {
            &[("read", &self.reader), ("write", &self.writer)]
        };
        pools.iter().filter_map(|(name, connection)| usage_of(name, connection)).collect()
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
