//! Inserting many rows at once, in statements small enough for either database.

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, Iterable};

/// Bind parameters one statement may carry: well under SQLite's limit (32,766) and
/// PostgreSQL's (65,535), so a long statement never fails on either.
const PARAMETERS_PER_STATEMENT: usize = 10_000;

/// Inserts `rows` with as few multi-row `INSERT`s as the parameter limit allows (nothing for
/// no rows).
pub async fn insert_chunked<A>(conn: &impl ConnectionTrait, rows: &[A]) -> Result<(), DbErr>
where
    A: ActiveModelTrait + Clone,
{
    let columns = <A::Entity as EntityTrait>::Column::iter().count().max(1);
    for chunk in rows.chunks((PARAMETERS_PER_STATEMENT / columns).max(1)) {
        A::Entity::insert_many(chunk.to_vec()).exec_without_returning(conn).await?;
    }
    Ok(())
}
