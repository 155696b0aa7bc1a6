//! Rows that are not whole records: a few columns of one, computed columns (counts), tuples.
//!
//! A type read from such rows implements [`FromRow`] once, reading its columns from a [`Row`];
//! the row is SeaORM's on PostgreSQL (and in a transaction), and the SQLite reader's own on an
//! SQLite file, so one implementation serves both. [`row_struct!`](crate::db::row_struct)
//! declares a struct read by its field names.

use chrono::{DateTime, Utc};
use sea_orm::{DbErr, QueryResult, TryGetable, sea_query::ValueType};
use uuid::Uuid;

use super::sqlite_reads::SqliteRow;

/// One row of a read's result: its columns are read by name ([`Row::get`]) or by their place in
/// the select list ([`Row::at`]).
pub struct Row<'a>(Source<'a>);

enum Source<'a> {
    /// PostgreSQL, an in-memory SQLite database or a transaction: SeaORM's row.
    SeaOrm(&'a QueryResult),
    /// An SQLite file: the reader's row, decoded as it is read.
    Sqlite(SqliteRow<'a>),
}

/// What a column can be read as: a value SeaORM reads from its rows (`TryGetable`) and that
/// a SeaORM value converts to (`ValueType`): `Uuid`, `String`, `i64`, `bool`, dates and times,
/// the entities' enums, and `Option`s of them.
pub trait ColumnValue: TryGetable + ValueType {}

impl<T: TryGetable + ValueType> ColumnValue for T {}

impl<'a> Row<'a> {
    pub(super) fn seaorm(row: &'a QueryResult) -> Self {
        Row(Source::SeaOrm(row))
    }

    pub(super) fn sqlite(row: SqliteRow<'a>) -> Self {
        Row(Source::Sqlite(row))
    }

    /// The value of the column named `column` (its alias, for a computed one).
    pub fn get<T: ColumnValue>(&self, column: &str) -> Result<T, DbErr> {
        match &self.0 {
            Source::SeaOrm(row) => row.try_get("", column),
            Source::Sqlite(row) => converted(row.named(column)?, column),
        }
    }

    /// The value of the `index`th column of the select list (from 0).
    pub fn at<T: ColumnValue>(&self, index: usize) -> Result<T, DbErr> {
        match &self.0 {
            Source::SeaOrm(row) => row.try_get_by_index(index),
            Source::Sqlite(row) => converted(row.at(index)?, &index.to_string()),
        }
    }
}

fn converted<T: ValueType>(value: sea_orm::Value, column: &str) -> Result<T, DbErr> {
    T::try_from(value).map_err(|_| DbErr::Type(format!("column {column} is not a {}", T::type_name())))
}

/// A type read from one row of a query's result.
pub trait FromRow: Sized + Send {
    fn from_row(row: &Row<'_>) -> Result<Self, DbErr>;
}

/// Nothing: for a read whose rows carry no columns beyond its records'.
impl FromRow for () {
    fn from_row(_: &Row<'_>) -> Result<Self, DbErr> {
        Ok(())
    }
}

/// A single column (the first of the select list).
macro_rules! single_column {
    ($($type:ty),*) => {
        $(impl FromRow for $type {
            fn from_row(row: &Row<'_>) -> Result<Self, DbErr> {
                row.at(0)
            }
        })*
    };
}

single_column!(Uuid, String, i64, bool, DateTime<Utc>);

/// Columns in select-list order.
macro_rules! tuple {
    ($($name:ident: $index:tt),*) => {
        impl<$($name: ColumnValue + Send),*> FromRow for ($($name,)*) {
            fn from_row(row: &Row<'_>) -> Result<Self, DbErr> {
                Ok(($(row.at::<$name>($index)?,)*))
            }
        }
    };
}

tuple!(A: 0, B: 1);
tuple!(A: 0, B: 1, C: 2);
tuple!(A: 0, B: 1, C: 2, D: 3);

/// Declares a struct read from a row by its field names ([`FromRow`]): each field is the
/// column of that name (alias computed columns to it).
///
/// ```ignore
/// row_struct! {
///     #[derive(Debug)]
///     struct Found {
///         id: Uuid,
///         total: i64,
///     }
/// }
/// let found: Vec<Found> = db.rows(query).await?;
/// ```
macro_rules! row_struct {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $($(#[$field_meta:meta])* $field_vis:vis $field:ident: $type:ty),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $($(#[$field_meta])* $field_vis $field: $type),*
        }

        impl $crate::db::FromRow for $name {
            fn from_row(row: &$crate::db::Row<'_>) -> Result<Self, sea_orm::DbErr> {
                Ok($name { $($field: row.get(stringify!($field))?),* })
            }
        }
    };
}

pub(crate) use row_struct;
