//! The read API: every read of the service goes through it.
//!
//! [`Reads`] is implemented by [`Database`] (reads outside a transaction) and by a write's
//! transaction, so a helper that reads (`views`, `scoped::find`) takes `&impl Reads` and serves
//! both. On a `Database` it answers each read the fastest way its database allows: on an SQLite
//! file through the reader on the calling thread ([`SqliteReads`]), which decodes records
//! straight into models; on PostgreSQL (and an in-memory SQLite database, whose connections
//! are each a database of their own) through the SeaORM pool. In a transaction SeaORM reads on
//! the transaction's connection. Either way the statement is SeaORM's and is counted and timed
//! (see [`super::count_queries`]).
//!
//! What each method reads:
//! - whole records of one entity: [`Reads::all`], [`Reads::one`] and [`Reads::count`] take a
//!   SeaORM `Select`;
//! - anything else (a few columns, tuples, computed columns): [`Reads::rows`] reads each row into
//!   a [`FromRow`] type;
//! - single reads of a fixed shape, whose SQL is built once per process ([`Shape`]), with the
//!   names of related records joined into the same row: [`Database::all_with`] and
//!   [`Database::all_pairs_with`].

use std::future::Future;

use sea_orm::{
    ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend, DbErr, EntityTrait, FromQueryResult,
    QueryResult, QuerySelect, QueryTrait, Select, SelectTwo, SelectTwoModel, SelectorTrait, Statement,
    TryIntoModel,
    sea_query::{Expr, SelectStatement, WithQuery},
};
use uuid::Uuid;

use super::{
    Database, FromRow, ReadPath, Route, Row,
    coalesce::Turn,
    ride_through::RideThrough,
    scope::{self, ListReads},
    shapes::Shape,
    sqlite_reads::SqliteReads,
};

/// An entity whose records the read API decodes: every entity of the crate (SeaORM derives the
/// conversion). A bound of `E: Record` stands for both.
pub trait Record: EntityTrait<ActiveModel: TryIntoModel<<Self as EntityTrait>::Model>> {}

impl<E> Record for E
where
    E: EntityTrait,
    E::ActiveModel: TryIntoModel<E::Model>,
{
}

/// Records of `E`, each with the `F` left-joined to it (none when the join found nothing) and an
/// `X` read from the same row.
pub type PairsWith<E, F, X> = Vec<(<E as EntityTrait>::Model, Option<<F as EntityTrait>::Model>, X)>;

/// Reading: on a [`Database`] outside any transaction, or inside a write on its transaction.
pub trait Reads: Sync {
    /// Every record `select` finds.
    fn all<E: Record>(&self, select: Select<E>) -> impl Future<Output = Result<Vec<E::Model>, DbErr>> + Send;

    /// Every row `query` finds, each read into an `X`: a tuple of its columns in select order,
    /// a single column, or a type implementing [`FromRow`] by column names.
    fn rows<X: FromRow>(
        &self,
        query: impl IntoStatement,
    ) -> impl Future<Output = Result<Vec<X>, DbErr>> + Send;

    /// The first record `select` finds (SeaORM's `one`: the query with `LIMIT 1`).
    fn one<E: Record>(
        &self,
        select: Select<E>,
    ) -> impl Future<Output = Result<Option<E::Model>, DbErr>> + Send {
        let read = self.all(select.limit(1));
        async move { Ok(read.await?.into_iter().next()) }
    }

    /// How many records `select` finds (SeaORM's `count`: `COUNT(*)` of the query, unordered).
    fn count<E: EntityTrait>(&self, select: Select<E>) -> impl Future<Output = Result<u64, DbErr>> + Send {
        let read = self.rows::<i64>(counted(select));
        async move { Ok(read.await?.first().map_or(0, |&count| count as u64)) }
    }
}

/// The statement SeaORM's `count` sends for `select`.
fn counted<E: EntityTrait>(select: Select<E>) -> SelectStatement {
    let mut query = select.into_query();
    query.reset_limit().reset_offset().clear_order_by();
    SelectStatement::new()
        .expr(Expr::cust("COUNT(*) AS num_items"))
        .from_subquery(query, "sub_query")
        .to_owned()
}

/// A query [`Reads::rows`] reads: a SeaORM `Select` (with `select_only` and its columns), a
/// sea-query statement, or SQL of its own.
pub trait IntoStatement: Send {
    fn into_statement(self, backend: DbBackend) -> Statement;
}

impl<E: EntityTrait> IntoStatement for Select<E> {
    fn into_statement(self, backend: DbBackend) -> Statement {
        QueryTrait::build(&self, backend)
    }
}

impl IntoStatement for SelectStatement {
    fn into_statement(self, backend: DbBackend) -> Statement {
        backend.build(&self)
    }
}

impl IntoStatement for WithQuery {
    fn into_statement(self, backend: DbBackend) -> Statement {
        backend.build(&self)
    }
}

/// SQL as written: it must be for the database it is sent to.
impl IntoStatement for Statement {
    fn into_statement(self, _: DbBackend) -> Statement {
        self
    }
}

/// Where a [`Database`] sends a read.
enum Reader<'a> {
    Sqlite(&'a SqliteReads),
    Pool(&'a DatabaseConnection),
    /// The transaction of writes running together ([`super::together`]), which reads must see.
    Together(std::sync::Arc<DatabaseTransaction>),
}

/// The server a pooled read went to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Server {
    Primary,
    Replica,
}

impl Database {
    fn reader(&self) -> Reader<'_> {
        if let Some(txn) = super::together::current() {
            return Reader::Together(txn);
        }
        match &self.reads {
            ReadPath::Sqlite(reads) => Reader::Sqlite(reads),
            ReadPath::Pool(pool) => Reader::Pool(pool),
        }
    }

    /// The pool a read goes to: the replica for a list read of a request it has caught up
    /// with ([`super::replica`]), else the primary's (its fail-fast pool while it is down).
    async fn pool_for_read(&self, primary: &DatabaseConnection) -> (DatabaseConnection, Server) {
        let primary_pool = || self.while_down().unwrap_or(primary).clone();
        let Some(replica) = self.replica.as_ref().filter(|_| self.route == Route::ReplicaWhenCaughtUp) else {
            return (primary_pool(), Server::Primary);
        };
        let choice = match scope::list_reads() {
            ListReads::Undecided => {
                let choice = if replica.has_caught_up(&primary_pool()).await {
                    ListReads::Replica
                } else {
                    ListReads::Primary
                };
                scope::set_list_reads(choice);
                choice
            }
            decided => decided,
        };
        match choice {
            ListReads::Replica => (replica.pool().clone(), Server::Replica),
            _ => (primary_pool(), Server::Primary),
        }
    }

    /// Runs `read` on a pool: on the replica or the primary ([`Self::pool_for_read`]). A read
    /// the replica fails is run again on the primary; one the primary fails because it cannot
    /// be reached waits for it ([`RideThrough`]).
    async fn pooled<T, Fut>(
        &self,
        primary: &DatabaseConnection,
        read: impl Fn(DatabaseConnection) -> Fut,
    ) -> Result<T, DbErr>
    where
        Fut: Future<Output = Result<T, DbErr>>,
    {
        let mut ride = RideThrough::new(self.health.as_ref());
        loop {
            ride.before_attempt().await;
            let (pool, server) = self.pool_for_read(primary).await;
            match read(pool).await {
                Ok(value) => {
                    self.count_read(server);
                    return Ok(value);
                }
                Err(error) if server == Server::Replica => {
                    if let Some(replica) = &self.replica {
                        replica.failed(&error);
                    }
                    scope::set_list_reads(ListReads::Primary);
                }
                Err(error) if ride.again_after(&error).await => {}
                Err(error) => return Err(error),
            }
        }
    }

    /// The rows of a single read of a fixed shape from the pool: on its own, or on PostgreSQL's
    /// primary together with other reads of its shape when enough are running
    /// ([`super::coalesce`]).
    async fn shaped_rows<const N: usize>(
        &self,
        primary: &DatabaseConnection,
        shape: &'static Shape<N>,
        arguments: &[Uuid; N],
        statement: Statement,
    ) -> Result<Vec<QueryResult>, DbErr> {
        // A shape of no arguments reads the same rows for every request: nothing to go together.
        let may_go_together =
            N > 0 && self.route == Route::Primary && primary.get_database_backend() == DbBackend::Postgres;
        let together = if may_go_together { shape.together() } else { None };
        // Held while this read's own statement runs: dropping it lets the reads behind it go.
        let running = match together.map(|together| self.coalescer.turn(self, together, arguments)) {
            Some(Turn::Wait(answer)) => {
                super::observe::count_statement();
                return answer
                    .await
                    .unwrap_or_else(|_| Err(DbErr::Custom("a read together ended unanswered".into())));
            }
            Some(Turn::Alone(running)) => Some(running),
            None => None,
        };
        let rows = self.pooled(primary, |conn| conn_query_all(conn, statement.clone())).await;
        drop(running);
        rows
    }

    /// Sends the statement of `reads` single reads together, on the primary as each would have
    /// alone ([`Self::pooled`]: riding through an outage), in a request scope of its own.
    pub(super) async fn read_together(
        &self,
        statement: Statement,
        reads: usize,
    ) -> Result<Vec<QueryResult>, DbErr> {
        let Reader::Pool(primary) = self.reader() else {
            return Err(DbErr::Custom("reads together need a pool".into()));
        };
        let rows = scope::run(
            self.health.clone(),
            self.storage.clone(),
            self.pooled(primary, |conn| conn_query_all(conn, statement.clone())),
        )
        .await;
        if rows.is_ok() {
            self.served
                .primary
                .fetch_add(reads.saturating_sub(1) as u64, std::sync::atomic::Ordering::Relaxed);
        }
        rows
    }

    fn count_read(&self, server: Server) {
        let counter = match server {
            Server::Primary => &self.served.primary,
            Server::Replica => &self.served.replica,
        };
        counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// The records of a query of a fixed shape whose rows carry, besides `E`'s columns,
    /// columns read into an `X` by name (the names of joined records): one statement where
    /// looking each related record up would take one more round trip apiece. `X`'s column
    /// names must differ from `E`'s. `build` makes the query from the UUIDs it binds; its SQL is
    /// built once per process and database kind ([`Shape`]).
    pub async fn all_with<E, X, const N: usize>(
        &self,
        shape: &'static Shape<N>,
        arguments: [Uuid; N],
        build: impl Fn([Uuid; N]) -> Select<E>,
    ) -> Result<Vec<(E::Model, X)>, DbErr>
    where
        E: Record,
        X: FromRow,
    {
        let statement = shape.statement(self.backend(), arguments, build);
        let rows = match self.reader() {
            Reader::Sqlite(reads) => {
                self.count_read(Server::Primary);
                return reads.models_with::<E, X>(&statement);
            }
            Reader::Pool(primary) => self.shaped_rows(primary, shape, &arguments, statement).await?,
            Reader::Together(txn) => txn.query_all_raw(statement).await?,
        };
        rows.iter()
            .map(|row| Ok((E::Model::from_query_result(row, "")?, X::from_row(&Row::seaorm(row))?)))
            .collect()
    }

    /// As [`Self::all_with`] for a `select_also` of a fixed shape: each record with the one
    /// left-joined to it, and an `X` read by name from columns other than SeaORM's `A_…` and
    /// `B_…` (`()` for none).
    pub async fn all_pairs_with<E, F, X, const N: usize>(
        &self,
        shape: &'static Shape<N>,
        arguments: [Uuid; N],
        build: impl Fn([Uuid; N]) -> SelectTwo<E, F>,
    ) -> Result<PairsWith<E, F, X>, DbErr>
    where
        E: Record,
        F: Record,
        X: FromRow,
    {
        let statement = shape.statement(self.backend(), arguments, build);
        let rows = match self.reader() {
            Reader::Sqlite(reads) => {
                self.count_read(Server::Primary);
                return reads.pairs_with::<E, F, X>(&statement);
            }
            Reader::Pool(primary) => self.shaped_rows(primary, shape, &arguments, statement).await?,
            Reader::Together(txn) => txn.query_all_raw(statement).await?,
        };
        rows.into_iter()
            .map(|row| {
                let extra = X::from_row(&Row::seaorm(&row))?;
                let (first, second) = SelectTwoModel::<E::Model, F::Model>::from_raw_query_result(row)?;
                Ok((first, second, extra))
            })
            .collect()
    }
}

impl Reads for Database {
    async fn all<E: Record>(&self, select: Select<E>) -> Result<Vec<E::Model>, DbErr> {
        match self.reader() {
            Reader::Sqlite(reads) => {
                self.count_read(Server::Primary);
                reads.models::<E>(&select.build(DbBackend::Sqlite))
            }
            Reader::Pool(primary) => {
                self.pooled(primary, |conn| {
                    let select = select.clone();
                    async move { select.all(&conn).await }
                })
                .await
            }
            Reader::Together(txn) => select.all(&*txn).await,
        }
    }

    async fn rows<X: FromRow>(&self, query: impl IntoStatement) -> Result<Vec<X>, DbErr> {
        match self.reader() {
            Reader::Sqlite(reads) => {
                self.count_read(Server::Primary);
                reads.rows(&query.into_statement(DbBackend::Sqlite))
            }
            Reader::Pool(primary) => {
                let statement = query.into_statement(primary.get_database_backend());
                self.pooled(primary, |conn| {
                    let statement = statement.clone();
                    async move { rows_of(&conn, statement).await }
                })
                .await
            }
            Reader::Together(txn) => rows_of(&*txn, query).await,
        }
    }
}

impl Reads for DatabaseTransaction {
    fn all<E: Record>(&self, select: Select<E>) -> impl Future<Output = Result<Vec<E::Model>, DbErr>> + Send {
        select.all(self)
    }

    fn rows<X: FromRow>(
        &self,
        query: impl IntoStatement,
    ) -> impl Future<Output = Result<Vec<X>, DbErr>> + Send {
        rows_of(self, query)
    }
}

async fn conn_query_all(
    conn: DatabaseConnection,
    statement: Statement,
) -> Result<Vec<sea_orm::QueryResult>, DbErr> {
    conn.query_all_raw(statement).await
}

/// Every row of `query` read through SeaORM's rows.
async fn rows_of<X: FromRow>(
    conn: &impl ConnectionTrait,
    query: impl IntoStatement,
) -> Result<Vec<X>, DbErr> {
    let rows = conn.query_all_raw(query.into_statement(conn.get_database_backend())).await?;
    rows.iter().map(|row| X::from_row(&Row::seaorm(row))).collect()
}
