//! SQLite reads on the calling thread.
//!
//! sqlx runs every SQLite connection on a thread of its own: each query is sent to that thread
//! and each row sent back, and on a two-core machine the wake-ups cost more than the query (a
//! profile of `GET /contacts/{id}` under load: half the time in the kernel switching threads,
//! almost six context switches per request). Reading SQLite is a few microseconds of work that
//! never waits on the network, so this reader runs the statement where it is asked, on
//! connections of its own, and decodes the rows itself: whole records straight into their
//! models, other rows through [`Row`](super::Row). The queries are SeaORM's, built for SQLite;
//! writes stay on sqlx's single writer.
//!
//! SQLite's declared types do not say what a value is read as (`INTEGER` holds both `i32` and
//! `i64` fields), so a column's type is taken from the entity declaring the table and column
//! the value comes from (SQLite's column metadata names them); a computed column (a count) is
//! typed by what SQLite stored.

mod values;

use std::{
    any::Any,
    collections::HashMap,
    str::FromStr,
    sync::{
        Arc, Mutex, OnceLock,
        atomic::{AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use rusqlite::{Connection, OpenFlags, types::ValueRef};
use sea_orm::{
    ActiveModelTrait, DbErr, EntityTrait, IdenStatic, RuntimeErr, SelectA, SelectB, Statement, TryIntoModel,
    Value,
};

use super::{FromRow, Row, read_deadline::Deadline};

use values::{DeclaredKinds, Kind, stored, typed};

/// Connections kept open for the next reads; more are opened while every kept one is busy.
const KEPT_CONNECTIONS: usize = 8;
/// Distinct statements each connection keeps prepared (lists with `IN (…)` of every length).
const PREPARED_STATEMENTS: usize = 512;
/// Most each connection caches of the file's pages, in KiB. At 492,000 contacts (a 950 MB
/// file) 16 MB answered pages and searches as fast as 32 MB did, and the server's peak memory
/// under the bench's load was 12 MB lower (each busy reader fills its cache).
const PAGE_CACHE_KIB: i64 = 16 * 1024;

/// The reading connections of one SQLite file.
pub struct SqliteReads {
    path: String,
    busy_timeout: Duration,
    /// `DATABASE_STATEMENT_TIMEOUT_MS`: a statement running longer is interrupted.
    statement_timeout: Option<Duration>,
    kept: Mutex<Vec<Reader>>,
    in_use: AtomicUsize,
    kinds: DeclaredKinds,
}

impl std::fmt::Debug for SqliteReads {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteReads").field("path", &self.path).finish_non_exhaustive()
    }
}

impl SqliteReads {
    /// Readers of the file a `sqlite:` URL names, or none for an in-memory database (each
    /// connection to one is a database of its own, so its reads must share sqlx's pool).
    pub fn of_url(
        url: &str,
        busy_timeout: Duration,
        statement_timeout: Option<Duration>,
    ) -> Option<Arc<Self>> {
        let (path, options) = super::connect::sqlite_file(url);
        if path.is_empty() || path == ":memory:" || options.split('&').any(|option| option == "mode=memory") {
            return None;
        }
        Some(Arc::new(SqliteReads {
            path: path.to_string(),
            busy_timeout,
            statement_timeout,
            kept: Mutex::new(Vec::new()),
            in_use: AtomicUsize::new(0),
            kinds: DeclaredKinds::load(),
        }))
    }

    /// Answers whether a reading connection opens and runs a statement.
    pub fn ping(&self) -> Result<(), DbErr> {
        self.with_connection(|reader| reader.connection.execute_batch("SELECT 1").map_err(query_error))
    }

    /// Connections reading now, and connections kept open for the next reads.
    pub fn usage(&self) -> (usize, usize) {
        (self.in_use.load(Ordering::Relaxed), self.lock().len())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Reader>> {
        self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn open(&self) -> Result<Reader, DbErr> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let connection = Connection::open_with_flags(&self.path, flags).map_err(connection_error)?;
        connection.busy_timeout(self.busy_timeout).map_err(connection_error)?;
        // A reader never writes, whatever SQL reaches it.
        connection.pragma_update(None, "query_only", true).map_err(connection_error)?;
        connection.set_prepared_statement_cache_capacity(PREPARED_STATEMENTS);
        // SQLite's default 2 MB page cache holds less than one search touches (the trigram
        // index, the entries it points at, the records' index): every request read the same
        // pages back from the OS. Pages are cached as they are read, so an idle or small
        // database costs nothing extra.
        connection.pragma_update(None, "cache_size", -PAGE_CACHE_KIB).map_err(connection_error)?;
        let deadline = Deadline::default();
        if self.statement_timeout.is_some() {
            deadline.watch(&connection).map_err(connection_error)?;
        }
        Ok(Reader { connection, columns: HashMap::new(), deadline })
    }

    /// Runs `work` on a kept connection (or a new one while all are busy) and keeps it again.
    fn with_connection<T>(&self, work: impl FnOnce(&mut Reader) -> Result<T, DbErr>) -> Result<T, DbErr> {
        let kept = self.lock().pop();
        let mut reader = match kept {
            Some(reader) => reader,
            None => self.open()?,
        };
        self.in_use.fetch_add(1, Ordering::Relaxed);
        let result = work(&mut reader);
        self.in_use.fetch_sub(1, Ordering::Relaxed);
        let mut kept = self.lock();
        if kept.len() < KEPT_CONNECTIONS {
            kept.push(reader);
        }
        result
    }

    /// Runs `statement` and turns each row into an `R` with `each`, given the result columns.
    fn run<R>(
        &self,
        statement: &Statement,
        mut each: impl FnMut(&ResultShape, &rusqlite::Row<'_>) -> Result<R, DbErr>,
    ) -> Result<Vec<R>, DbErr> {
        let started = Instant::now();
        let rows = self.with_connection(|reader| {
            let mut prepared = reader.connection.prepare_cached(&statement.sql).map_err(query_error)?;
            // What a statement's columns are read as never changes: worked out on its first run.
            if reader.columns.len() >= PREPARED_STATEMENTS {
                reader.columns.clear();
            }
            let shape = match reader.columns.get(&statement.sql) {
                Some(shape) => shape.clone(),
                None => {
                    let columns = prepared
                        .columns_with_metadata()
                        .iter()
                        .map(|column| ResultColumn {
                            name: column.name().to_string(),
                            kind: self.kinds.of(column.table_name(), column.origin_name()),
                        })
                        .collect();
                    let shape = Arc::new(ResultShape { columns, fields: OnceLock::new() });
                    reader.columns.insert(statement.sql.clone(), shape.clone());
                    shape
                }
            };
            for (index, value) in statement.values.iter().flat_map(|values| values.0.iter()).enumerate() {
                prepared.raw_bind_parameter(index + 1, stored(value)?).map_err(query_error)?;
            }
            let mut rows = prepared.raw_query();
            let mut read = Vec::new();
            let mut all = || {
                while let Some(row) = rows.next().map_err(query_error)? {
                    read.push(each(&shape, row)?);
                }
                Ok::<(), DbErr>(())
            };
            match self.statement_timeout {
                Some(bound) => reader.deadline.within(bound, all)?,
                None => all()?,
            }
            Ok(read)
        });
        super::observe::observe_statement(started.elapsed(), &statement.sql);
        rows
    }

    /// Each row of any query, read into an `X` (see [`Row`]).
    pub fn rows<X: FromRow>(&self, statement: &Statement) -> Result<Vec<X>, DbErr> {
        self.run(statement, |shape, row| X::from_row(&shape.row(row)))
    }

    /// The models a query of whole `E` records finds, each value set straight into its field.
    ///
    /// Reading a page of records through name-keyed rows (SeaORM's proxy rows, as this reader
    /// once did) costs more than the query: every value is put into a map under a copy of its
    /// column's name, found there again by name, and copied out (a profile of a 500-record
    /// page: allocation and name comparisons about 40 %). Here each result column is matched to
    /// its entity column once per statement.
    pub fn models<E>(&self, statement: &Statement) -> Result<Vec<E::Model>, DbErr>
    where
        E: EntityTrait,
        E::ActiveModel: TryIntoModel<E::Model>,
    {
        self.run(statement, |shape, row| {
            let fields = shape.fields(|columns| Fields::<E>::of(columns, None))?;
            fields.whole(&shape.columns, row)
        })
    }

    /// As [`Self::models`] for SeaORM's `select_also`: each `E` with the `F` left-joined to it,
    /// none when the join found nothing (every `F` column null), and an `X` read from the same
    /// row by name (see [`Self::models_with`]).
    pub fn pairs_with<E, F, X>(&self, statement: &Statement) -> Result<super::PairsWith<E, F, X>, DbErr>
    where
        E: EntityTrait,
        E::ActiveModel: TryIntoModel<E::Model>,
        F: EntityTrait,
        F::ActiveModel: TryIntoModel<F::Model>,
        X: FromRow,
    {
        self.run(statement, |shape, row| {
            let (first, second) = shape.fields(|columns| {
                Ok((
                    Fields::<E>::of(columns, Some(SelectA.as_str()))?,
                    Fields::<F>::of(columns, Some(SelectB.as_str()))?,
                ))
            })?;
            Ok((
                first.whole(&shape.columns, row)?,
                second.model(&shape.columns, row)?,
                X::from_row(&shape.row(row))?,
            ))
        })
    }

    /// As [`Self::models`] for a query whose rows carry, besides `E`'s columns, columns of their
    /// own (the names and flags of joined records), read into an `X` by name. A result column
    /// is `E`'s when its name is one of `E`'s columns, so `X`'s names must differ from those
    /// (as they must for SeaORM on PostgreSQL, which reads both from one row by name).
    pub fn models_with<E, X>(&self, statement: &Statement) -> Result<Vec<(E::Model, X)>, DbErr>
    where
        E: EntityTrait,
        E::ActiveModel: TryIntoModel<E::Model>,
        X: FromRow,
    {
        self.run(statement, |shape, row| {
            let fields = shape.fields(|columns| Ok(Fields::<E>::named(columns)))?;
            Ok((fields.whole(&shape.columns, row)?, X::from_row(&shape.row(row))?))
        })
    }
}

/// A row being read, as [`Row`] reads it: each value is decoded when asked for.
pub struct SqliteRow<'a> {
    columns: &'a [ResultColumn],
    row: &'a rusqlite::Row<'a>,
}

impl SqliteRow<'_> {
    /// The value of the column named `name`.
    pub fn named(&self, name: &str) -> Result<Value, DbErr> {
        let index = self
            .columns
            .iter()
            .position(|column| column.name == name)
            .ok_or_else(|| DbErr::Type(format!("the result has no column {name}")))?;
        self.at(index)
    }

    /// The value of the `index`th column.
    pub fn at(&self, index: usize) -> Result<Value, DbErr> {
        let column = self
            .columns
            .get(index)
            .ok_or_else(|| DbErr::Type(format!("the result has no column {index}")))?;
        column.read(self.row, index)
    }
}

/// Which result columns set which fields of an `E`.
struct Fields<E: EntityTrait> {
    at: Vec<(usize, E::Column)>,
}

impl<E: EntityTrait> Fields<E>
where
    E::ActiveModel: TryIntoModel<E::Model>,
{
    /// The columns named after `E`'s columns: all of them, or those whose names start with
    /// `alias` (`A_`, `B_`: SeaORM's names for the columns of each entity of a `select_also`).
    fn of(columns: &[ResultColumn], alias: Option<&str>) -> Result<Self, DbErr> {
        let mut at = Vec::new();
        for (index, column) in columns.iter().enumerate() {
            let name = match alias {
                None => column.name.as_str(),
                Some(alias) => match column.name.strip_prefix(alias) {
                    Some(name) => name,
                    None => continue,
                },
            };
            let field = E::Column::from_str(name).map_err(|_| {
                DbErr::Type(format!("{} is not a column of {}", column.name, E::default().table_name()))
            })?;
            at.push((index, field));
        }
        Ok(Fields { at })
    }

    /// The columns named after `E`'s columns; the others are not `E`'s.
    fn named(columns: &[ResultColumn]) -> Self {
        let at = columns
            .iter()
            .enumerate()
            .filter_map(|(index, column)| Some((index, E::Column::from_str(&column.name).ok()?)))
            .collect();
        Fields { at }
    }

    /// The model in `row`, or none when all its columns are null.
    fn model(&self, columns: &[ResultColumn], row: &rusqlite::Row<'_>) -> Result<Option<E::Model>, DbErr> {
        if self.at.iter().all(|&(index, _)| matches!(row.get_ref(index), Ok(ValueRef::Null))) {
            return Ok(None);
        }
        let mut model = <E::ActiveModel as ActiveModelTrait>::default();
        for &(index, field) in &self.at {
            model.try_set(field, columns[index].read(row, index)?)?;
        }
        model.try_into_model().map(Some)
    }

    /// The model in `row`, which must have one.
    fn whole(&self, columns: &[ResultColumn], row: &rusqlite::Row<'_>) -> Result<E::Model, DbErr> {
        self.model(columns, row)?.ok_or_else(|| DbErr::Type("a row of nothing but nulls".to_string()))
    }
}

/// A column of a query's result.
struct ResultColumn {
    name: String,
    /// What its values are read as.
    kind: Kind,
}

impl ResultColumn {
    /// This column's value in `row`, at `index`.
    fn read(&self, row: &rusqlite::Row<'_>, index: usize) -> Result<Value, DbErr> {
        let value = row.get_ref(index).map_err(query_error)?;
        typed(self.kind, value).map_err(|problem| type_error(&self.name, problem))
    }
}

/// What a statement's results are read as, worked out on its first run.
struct ResultShape {
    columns: Vec<ResultColumn>,
    /// Which columns set which model fields: a `Fields<E>` (or a pair of them), typed by the
    /// caller. Working it out compares every column name with the entity's columns, a cost
    /// each single read paid again until it was kept here.
    fields: OnceLock<Box<dyn Any + Send + Sync>>,
}

impl ResultShape {
    /// `row` of this statement's result, to read columns from by name or place.
    fn row<'a>(&'a self, row: &'a rusqlite::Row<'a>) -> Row<'a> {
        Row::sqlite(SqliteRow { columns: &self.columns, row })
    }

    /// The fields `find` works out from the columns, found once per statement.
    fn fields<T: Any + Send + Sync>(
        &self,
        find: impl FnOnce(&[ResultColumn]) -> Result<T, DbErr>,
    ) -> Result<&T, DbErr> {
        if self.fields.get().is_none() {
            // Two threads may both work it out; they find the same, and the first is kept.
            let _ = self.fields.set(Box::new(find(&self.columns)?));
        }
        self.fields
            .get()
            .and_then(|fields| fields.downcast_ref())
            .ok_or_else(|| DbErr::Type("one statement read as two different models".to_string()))
    }
}

/// A reading connection, and what the results of each statement it has run are read as (by
/// SQL).
struct Reader {
    connection: Connection,
    columns: HashMap<String, Arc<ResultShape>>,
    /// When the statement running now must stop ([`SqliteReads::statement_timeout`]).
    deadline: Deadline,
}

fn connection_error(error: rusqlite::Error) -> DbErr {
    DbErr::Conn(RuntimeErr::Internal(format!("SQLite reader: {error}")))
}

fn query_error(error: rusqlite::Error) -> DbErr {
    super::read_deadline::read_error(error)
}

fn type_error(column: &str, problem: String) -> DbErr {
    DbErr::Type(format!("column {column}: {problem}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_memory_databases_keep_sqlx_readers() {
        assert!(SqliteReads::of_url("sqlite::memory:", Duration::from_secs(1), None).is_none());
        assert!(SqliteReads::of_url("sqlite://x.db?mode=memory", Duration::from_secs(1), None).is_none());
        assert_eq!(
            SqliteReads::of_url("sqlite://./data/a.db?mode=rwc", Duration::from_secs(1), None).unwrap().path,
            "./data/a.db"
        );
    }
}
