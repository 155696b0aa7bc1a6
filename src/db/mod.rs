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
//! A request that finds PostgreSQL unreachable waits for it a short while and tries again
//! ([`ride_through`]); past that it answers 503 from a small fail-fast pool ([`health`]).
//! List reads may go to a read replica ([`replica`]).

pub mod access_log;
pub mod anchors;
pub mod bulk;
mod coalesce;
mod connect;
pub mod failure;
pub mod health;
mod listen;
mod locks;
mod migrate;
mod observe;
pub mod pending;
mod read;
mod read_deadline;
pub mod replica;
mod ride_through;
mod row;
pub mod scope;
pub mod shapes;
mod sqlite_reads;
mod sqlite_writer;
pub mod storage;
pub mod together;
mod usage;

use std::{
    future::Future,
    sync::{Arc, atomic::AtomicU64},
    time::Duration,
};

use futures_util::FutureExt;
use sea_orm::{
    DatabaseConnection, DatabaseTransaction, DbBackend, DbErr, SqliteTransactionMode, TransactionOptions,
    TransactionTrait,
};

pub(crate) use self::row::row_struct;
use self::{
    connect::{
        SQLITE_BUSY_TIMEOUT, create_sqlite_folder, drop_connections_older_than_failures, postgres_options,
        sqlite_options,
    },
    failure::{is_transaction_conflict, is_unavailable, never_applied},
    health::{Health, OutageClock},
    observe::observe,
    replica::Replica,
    ride_through::RideThrough,
    sqlite_reads::SqliteReads,
};
pub use self::{
    listen::Listener,
    locks::{hold_key, hold_keys},
    migrate::MigrationPolicy,
    observe::count_queries,
    read::{IntoStatement, PairsWith, Reads, Record},
    row::{ColumnValue, FromRow, Row},
    usage::{PoolUsage, ReadCounts},
};
use crate::{config::DatabaseSettings, error::ServiceError};

const SQLITE_READERS: u32 = 8;
/// How long a list read waits for a replica connection before reading from the primary.
const REPLICA_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(1);
/// Connections of the small pool used for pings and while PostgreSQL is down.
const POSTGRES_FALLBACK_CONNECTIONS: u32 = 4;
/// Connections holding record locks for conditional writes ([`Database::lock_transaction`]),
/// apart from the request pool: a request holds its lock while it reads and writes through
/// the request pool, and with the lock taken from that pool as many such requests as it has
/// connections took every one, each then waiting for another until the pool's time-out. More
/// conditional writes at once than this wait for a lock connection, holding nothing.
const POSTGRES_LOCK_CONNECTIONS: u32 = 4;
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
/// Attempts of a PostgreSQL transaction that hits a serialization failure or deadlock.
const WRITE_ATTEMPTS: u32 = 5;

/// What answers a [`Database`]'s reads.
#[derive(Clone, Debug)]
enum ReadPath {
    /// An SQLite file: readers on the calling thread ([`sqlite_reads`]).
    Sqlite(Arc<SqliteReads>),
    /// A SeaORM pool: PostgreSQL's (shared with writes), or an in-memory SQLite database's (each
    /// connection to one is a database of its own, so its reads keep sqlx's pool).
    Pool(DatabaseConnection),
}

/// Which server answers a [`Database`]'s reads outside a transaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Route {
    Primary,
    /// The replica when it has caught up with the request ([`replica`]); list reads.
    ReplicaWhenCaughtUp,
}

/// Reads served outside transactions since start, by server, for the metrics endpoint.
#[derive(Debug, Default)]
struct ReadsServed {
    primary: AtomicU64,
    replica: AtomicU64,
}

#[derive(Clone, Debug)]
pub struct Database {
    /// What answers reads outside a transaction ([`Reads`]).
    reads: ReadPath,
    writer: DatabaseConnection,
    /// PostgreSQL only: whether the database is reachable, and the fail-fast pool.
    health: Option<Health>,
    /// PostgreSQL only: the read replica, if one is configured.
    replica: Option<Arc<Replica>>,
    /// PostgreSQL only: the connections that hold record locks ([`POSTGRES_LOCK_CONNECTIONS`]).
    locks: Option<DatabaseConnection>,
    route: Route,
    served: Arc<ReadsServed>,
    /// Far pages' anchors, shared by every handle of this process (`for_lists` too).
    page_anchors: Arc<anchors::PageAnchors>,
    /// PostgreSQL: single reads waiting to go together ([`coalesce`]).
    coalescer: Arc<coalesce::Coalescer>,
    /// Whether the disk has room for writes ([`storage`]).
    storage: storage::Storage,
    /// Entries of reads waiting to be written ([`access_log`]), shared by every handle.
    access_log: access_log::AccessBuffer,
    /// `SEARCH_SCAN_UP_TO` ([`DatabaseSettings::search_scan_up_to`]).
    search_scan_up_to: i64,
}

impl Database {
    /// Connects to `url`, creating the embedded SQLite file's folder if needed.
    pub async fn connect(url: &str) -> Result<Self, DbErr> {
        Self::connect_with(url, &DatabaseSettings::default()).await
    }

    /// Connects to `url`, with a replica and outage wait as `options` say (PostgreSQL; SQLite
    /// ignores them).
    pub async fn connect_with(url: &str, options: &DatabaseSettings) -> Result<Self, DbErr> {
        if url.starts_with("sqlite:") {
            create_sqlite_folder(url);
            let mut writer_options = sqlite_options(url, 1, options.durable_commits);
            writer_options.map_sqlx_sqlite_pool_opts(|pool| {
                pool.before_acquire(|connection, _| Box::pin(sqlite_writer::fit_to_hand_out(connection)))
            });
            let mut writer = sea_orm::Database::connect(writer_options).await?;
            observe(&mut writer);
            let reads = match SqliteReads::of_url(url, SQLITE_BUSY_TIMEOUT, options.statement_timeout) {
                Some(reads) => ReadPath::Sqlite(reads),
                None => {
                    let mut pool =
                        sea_orm::Database::connect(sqlite_options(url, SQLITE_READERS, true)).await?;
                    observe(&mut pool);
                    ReadPath::Pool(pool)
                }
            };
            Ok(Database {
                reads,
                health: None,
                replica: None,
                locks: None,
                route: Route::Primary,
                served: Arc::default(),
                page_anchors: Arc::default(),
                coalescer: coalesce::Coalescer::new(1),
                storage: storage::Storage::default(),
                access_log: access_log::AccessBuffer::new(writer.clone()),
                writer,
                search_scan_up_to: options.search_scan_up_to,
            })
        } else {
            let clock = OutageClock::new();
            let mut pool_options =
                postgres_options(url, options.pool_size, 1, POSTGRES_ACQUIRE_TIMEOUT, options);
            pool_options.test_before_acquire_if_idle_for(POSTGRES_PING_AFTER_IDLE);
            drop_connections_older_than_failures(&mut pool_options, &clock);
            let mut pool = sea_orm::Database::connect(pool_options).await?;
            let mut fallback_options = postgres_options(
                url,
                POSTGRES_FALLBACK_CONNECTIONS,
                0,
                health::DOWN_ACQUIRE_TIMEOUT,
                options,
            );
            drop_connections_older_than_failures(&mut fallback_options, &clock);
            let mut fallback = sea_orm::Database::connect(fallback_options).await?;
            let mut lock_options =
                postgres_options(url, POSTGRES_LOCK_CONNECTIONS, 0, POSTGRES_ACQUIRE_TIMEOUT, options);
            lock_options.test_before_acquire_if_idle_for(POSTGRES_PING_AFTER_IDLE);
            drop_connections_older_than_failures(&mut lock_options, &clock);
            let mut locks = sea_orm::Database::connect(lock_options).await?;
            observe(&mut locks);
            observe(&mut pool);
            observe(&mut fallback);
            let replica = match &options.replica_url {
                Some(replica_url) => {
                    let mut replica_options = postgres_options(
                        replica_url,
                        options.pool_size,
                        0,
                        REPLICA_ACQUIRE_TIMEOUT,
                        &DatabaseSettings { durable_commits: true, ..options.clone() },
                    );
                    replica_options
                        .test_before_acquire_if_idle_for(POSTGRES_PING_AFTER_IDLE)
                        .connect_lazy(true);
                    let mut replica = sea_orm::Database::connect(replica_options).await?;
                    observe(&mut replica);
                    Some(Replica::start(replica, fallback.clone(), options.replica_max_lag))
                }
                None => None,
            };
            Ok(Database {
                reads: ReadPath::Pool(pool.clone()),
                access_log: access_log::AccessBuffer::new(pool.clone()),
                writer: pool,
                health: Some(Health::start(fallback, clock, options.outage_wait)),
                replica,
                locks: Some(locks),
                route: Route::Primary,
                served: Arc::default(),
                page_anchors: Arc::default(),
                coalescer: coalesce::Coalescer::new(options.single_reads_alone),
                storage: storage::Storage::default(),
                search_scan_up_to: options.search_scan_up_to,
            })
        }
    }

    /// This database for list and search reads: they go to the read replica when there is one
    /// and it has caught up with the request ([`replica`]).
    pub fn for_lists(&self) -> Self {
        Database { route: Route::ReplicaWhenCaughtUp, ..self.clone() }
    }

    /// A handle that is not connected, for work that needs no database (printing the
    /// OpenAPI document). Every query on it fails.
    pub fn disconnected() -> Self {
        Database {
            reads: ReadPath::Pool(DatabaseConnection::default()),
            writer: DatabaseConnection::default(),
            health: None,
            replica: None,
            locks: None,
            route: Route::Primary,
            served: Arc::default(),
            page_anchors: Arc::default(),
            coalescer: coalesce::Coalescer::new(1),
            storage: storage::Storage::default(),
            access_log: access_log::AccessBuffer::new(DatabaseConnection::default()),
            search_scan_up_to: 0,
        }
    }

    /// Records of a kind up to which a firm's searches check its own records' text
    /// (`SEARCH_SCAN_UP_TO`).
    pub fn search_scan_up_to(&self) -> i64 {
        self.search_scan_up_to
    }

    /// This process's entries of reads waiting for the access log ([`access_log`]).
    pub fn access_log(&self) -> &access_log::AccessBuffer {
        &self.access_log
    }

    /// This database with far pages read as `settings` say, with no anchors yet (tests use
    /// small lists and anchors close together).
    pub fn with_far_pages(self, settings: anchors::FarPages) -> Self {
        Database { page_anchors: Arc::new(anchors::PageAnchors::new(settings)), ..self }
    }

    /// Far pages' settings and the anchors this process has built.
    pub fn page_anchors(&self) -> &anchors::PageAnchors {
        &self.page_anchors
    }

    /// The connection for a write that is one statement and needs no transaction around it,
    /// sent once: a request's writes use [`Self::write_statement`], which rides through an
    /// outage.
    pub fn single_statement(&self) -> &DatabaseConnection {
        self.writer()
    }

    /// Runs `statement`, a write that is one statement and needs no transaction around it, on
    /// a connection to the primary. After an outage it is sent again only if it never reached
    /// a primary ([`ride_through`]).
    pub async fn write_statement<T, Fut>(
        &self,
        mut statement: impl FnMut(DatabaseConnection) -> Fut,
    ) -> Result<T, DbErr>
    where
        Fut: Future<Output = Result<T, DbErr>>,
    {
        let outcome = RideThrough::new(self.health.as_ref())
            .run(|| statement(self.writer().clone()), never_applied)
            .await;
        if outcome.is_ok() {
            self.storage.wrote();
        }
        outcome
    }

    fn writer(&self) -> &DatabaseConnection {
        self.while_down().unwrap_or(&self.writer)
    }

    /// On PostgreSQL, a transaction of its own for holding transaction-scoped advisory locks
    /// until it is dropped (`service::record_locks`), on a lock connection
    /// ([`POSTGRES_LOCK_CONNECTIONS`]); none on SQLite, whose single writer it would hold.
    pub async fn lock_transaction(&self) -> Result<Option<DatabaseTransaction>, DbErr> {
        let Some(locks) = &self.locks else { return Ok(None) };
        let pool = || self.while_down().unwrap_or(locks);
        RideThrough::new(self.health.as_ref()).run(|| pool().begin(), |_| true).await.map(Some)
    }

    /// Inside [`Self::write_together`], holds `keys` (transaction-scoped advisory locks on
    /// PostgreSQL) until that transaction ends, and answers true; outside it, false and nothing
    /// is held. Writes running together hold their single SQLite writer throughout anyway.
    pub async fn hold_together(&self, keys: &[String]) -> Result<bool, DbErr> {
        let Some(txn) = together::current() else { return Ok(false) };
        hold_keys(&txn, keys).await?;
        Ok(true)
    }

    /// The fail-fast pool, while the database is known to be down.
    fn while_down(&self) -> Option<&DatabaseConnection> {
        self.health.as_ref().filter(|health| health.is_down()).map(Health::fallback)
    }

    /// Runs `work` (one request) so that a connection failure met anywhere inside it marks the
    /// database down (see [`health`]).
    pub fn scope<F: Future>(&self, work: F) -> impl Future<Output = F::Output> + use<F> {
        scope::run(self.health.clone(), self.storage.clone(), work)
    }

    /// Whether the last write that ended was refused for lack of disk space ([`storage`]).
    pub fn disk_is_full(&self) -> bool {
        self.storage.is_full()
    }

    /// Records `error` if it refused a write for lack of space; answers whether it did. For
    /// writes outside a request's scope, whose failures no response reports.
    pub fn report_storage(&self, error: &DbErr) -> bool {
        self.storage.report(error)
    }

    /// Starts the current request's outage wait now unless it has started: what the request
    /// spends queued before its first statement (a page waiting for its share of the page
    /// budget) counts towards the wait, so requests queued behind others that are riding out an
    /// outage give up with them.
    pub fn start_outage_wait(&self) {
        if let Some(health) = &self.health {
            scope::outage_deadline(health.outage_wait());
        }
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
    /// On PostgreSQL a serialization failure or deadlock reruns `work` from the start, and so
    /// does an outage met before the commit was sent, once the database is back within the
    /// request's outage wait ([`ride_through`]); a commit whose answer was lost is not rerun.
    ///
    /// `work` gets the transaction by value (shared, so the future it returns borrows nothing and
    /// call sites are plain closures: `db.write(move |txn| async move { let txn = &*txn; … })`).
    ///
    /// Inside [`Self::write_together`] it is a savepoint of that transaction instead.
    pub async fn write<T, F, Fut>(&self, mut work: F) -> Result<T, ServiceError>
    where
        F: FnMut(Arc<DatabaseTransaction>) -> Fut,
        Fut: Future<Output = Result<T, ServiceError>>,
    {
        if let Some(outer) = together::current() {
            return write_savepoint(&outer, work).await;
        }
        self.write_deciding(move |txn| work(txn).map(|outcome| outcome.map(Decision::Commit))).await
    }

    /// Runs `work` so that every [`Self::write`] in it is a savepoint of one transaction and
    /// every read in it reads in that transaction ([`together`]): each write's changes are
    /// kept or undone as that write succeeds or fails, and the transaction is committed when
    /// `work` answers [`Decision::Commit`], rolled back on [`Decision::RollBack`]. A conflict
    /// or an outage met by any write reruns `work` from the start, as [`Self::write`] does.
    pub async fn write_together<T, F, Fut>(&self, mut work: F) -> Result<T, ServiceError>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<Decision<T>, ServiceError>>,
    {
        self.write_deciding(move |txn| {
            let work = work();
            async move {
                match together::run(txn, work).await {
                    (_, Some(abort)) => Err(ServiceError::Database(abort)),
                    (outcome, None) => outcome,
                }
            }
        })
        .await
    }

    /// [`Self::write`], with `work` deciding whether its transaction is committed.
    async fn write_deciding<T, F, Fut>(&self, mut work: F) -> Result<T, ServiceError>
    where
        F: FnMut(Arc<DatabaseTransaction>) -> Fut,
        Fut: Future<Output = Result<Decision<T>, ServiceError>>,
    {
        let mut conflicts = 1;
        let mut ride = RideThrough::new(self.health.as_ref());
        loop {
            ride.before_attempt().await;
            let txn = match self.begin_write().await {
                Ok(txn) => Arc::new(txn),
                Err(error) if ride.again_after(&error).await => continue,
                Err(error) => return Err(error.into()),
            };
            let outcome = pending::attempt(async {
                match work(txn.clone()).await {
                    // What the work deferred is written last, just before the commit.
                    Ok(Decision::Commit(value)) => {
                        pending::flush(&txn).await.map(|()| Decision::Commit(value))
                    }
                    other => other,
                }
            })
            .await;
            // The work's future has finished, so this is the only handle left.
            let txn = Arc::into_inner(txn).expect("a write's work keeps no handle to its transaction");
            let error = match outcome {
                Ok(Decision::Commit(value)) => match txn.commit().await {
                    Ok(()) => {
                        self.storage.wrote();
                        scope::wrote();
                        return Ok(value);
                    }
                    Err(error) => error,
                },
                Ok(Decision::RollBack(value)) => {
                    let _ = txn.rollback().await;
                    return Ok(value);
                }
                Err(ServiceError::Database(error)) => {
                    let _ = txn.rollback().await;
                    if is_unavailable(&error) {
                        if ride.again_after(&error).await {
                            continue;
                        }
                        return Err(error.into());
                    }
                    error
                }
                Err(error) => {
                    let _ = txn.rollback().await;
                    return Err(error);
                }
            };
            if conflicts < WRITE_ATTEMPTS && is_transaction_conflict(&error) {
                tracing::debug!(attempt = conflicts, %error, "retrying write transaction");
                conflicts += 1;
                tokio::time::sleep(Duration::from_millis(5 * u64::from(conflicts))).await;
                continue;
            }
            return Err(error.into());
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

/// What becomes of a transaction whose work has finished without an error.
pub enum Decision<T> {
    Commit(T),
    /// Undo everything it wrote, and answer `T` all the same (a batch that must be all or
    /// nothing, one of whose items failed).
    RollBack(T),
}

/// A write inside [`Database::write_together`]: a savepoint of its transaction, released when
/// `work` succeeds and rolled back to when it fails. A conflict or an outage ends the whole
/// transaction ([`together::abort_on`]).
async fn write_savepoint<T, F, Fut>(outer: &DatabaseTransaction, mut work: F) -> Result<T, ServiceError>
where
    F: FnMut(Arc<DatabaseTransaction>) -> Fut,
    Fut: Future<Output = Result<T, ServiceError>>,
{
    let savepoint = match outer.begin().await {
        Ok(savepoint) => Arc::new(savepoint),
        Err(error) => {
            together::abort_on(&error);
            return Err(error.into());
        }
    };
    let mark = pending::mark();
    let outcome = work(savepoint.clone()).await;
    let savepoint = Arc::into_inner(savepoint).expect("a write's work keeps no handle to its transaction");
    let error = match outcome {
        Ok(value) => match savepoint.commit().await {
            Ok(()) => return Ok(value),
            Err(error) => error,
        },
        Err(ServiceError::Database(error)) => {
            let _ = savepoint.rollback().await;
            error
        }
        Err(error) => {
            let _ = savepoint.rollback().await;
            pending::drop_after(mark);
            return Err(error);
        }
    };
    // Its writes are undone, and so is what it deferred.
    pending::drop_after(mark);
    together::abort_on(&error);
    Err(error.into())
}
