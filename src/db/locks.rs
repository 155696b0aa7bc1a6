//! Locks held until a transaction ends, named by text: advisory locks on PostgreSQL, nothing on
//! SQLite, whose single writer serialises every write anyway.

use sea_orm::{DatabaseTransaction, DbBackend, DbErr};

/// Holds `key` until `txn` ends: a transaction-scoped advisory lock on PostgreSQL (the
/// one-integer key space, hashed from the text). Nothing on SQLite, whose single writer
/// serialises every write anyway.
pub async fn hold_key(txn: &DatabaseTransaction, key: &str) -> Result<(), DbErr> {
    use sea_orm::{ConnectionTrait, Statement};
    if txn.get_database_backend() == DbBackend::Postgres {
        txn.execute_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
            [key.into()],
        ))
        .await?;
    }
    Ok(())
}

/// [`hold_key`] for many keys at once, in one statement, taken in the order of their text (so
/// two transactions holding overlapping sets never wait on each other in a circle).
pub async fn hold_keys(txn: &DatabaseTransaction, keys: &[String]) -> Result<(), DbErr> {
    use sea_orm::{ConnectionTrait, Statement};
    if let [key] = keys {
        return hold_key(txn, key).await;
    }
    if txn.get_database_backend() == DbBackend::Postgres && !keys.is_empty() {
        let mut sorted = keys.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        txn.execute_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT pg_advisory_xact_lock(hashtextextended(key, 0)) \
             FROM unnest($1::text[]) WITH ORDINALITY AS held(key, n) ORDER BY n",
            [sorted.into()],
        ))
        .await?;
    }
    Ok(())
}
