//! Single reads that take what a response shows of related records (a profile's name and
//! archived flag, an author's name) from the record's own row, joined in one statement, where
//! looking each related record up would cost one more query, and on PostgreSQL one more round
//! trip, apiece.

use sea_orm::{
    ColumnTrait, EntityTrait, QueryTrait,
    sea_query::{Expr, ExprTrait, SelectStatement},
};

/// Left-joins `table` to the rows of `select` whose `reference` column (of any table already in
/// the query) holds its `id`.
pub fn left_join<Q: QueryTrait<QueryStatement = SelectStatement>, T: EntityTrait>(
    select: &mut Q,
    table: T,
    id: T::Column,
    reference: impl ColumnTrait,
) {
    select.query().left_join(table, Expr::col((table, id)).equals(reference.as_column_ref()));
}

/// `table`'s `column`, for a result column of a joined read.
pub fn column_of<T: EntityTrait>(table: T, column: T::Column) -> Expr {
    Expr::col((table, column))
}
