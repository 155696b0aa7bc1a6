//! The rate-limit windows shared by every instance on one PostgreSQL database.

use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement};
use uuid::Uuid;

use crate::db::Database;

/// What one claim on a key's window got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim {
    /// Requests this instance may now admit on its own.
    pub granted: u32,
    /// Requests taken from the window by all instances together, this claim included.
    pub taken: u32,
}

/// Takes up to `want` requests of `limit` from the key's window `minute`, in one atomic
/// statement, never more than half of what is left (rounded up), so that one instance cannot
/// take what the others will need while their clients are still sending.
///
/// The grant is `LEAST(want, CEIL(left / 2))`, but at least `need` (what the request being
/// counted still lacks: 1, or a batch's records) while that much is left, and nothing once
/// less is; `last_grant` records it so the statement can return it (PostgreSQL evaluates every
/// `SET` expression against the row as it was).
pub async fn claim(
    db: &Database,
    key: Uuid,
    minute: i64,
    want: u32,
    need: u32,
    limit: u32,
) -> Result<Claim, DbErr> {
    const CLAIM: &str = "INSERT INTO rate_limit_windows AS w (api_key_id, window_start, granted, last_grant)
        VALUES ($1, $2,
                CASE WHEN $4 >= $5 THEN GREATEST($5, LEAST($3, ($4 + 1) / 2)) ELSE 0 END,
                CASE WHEN $4 >= $5 THEN GREATEST($5, LEAST($3, ($4 + 1) / 2)) ELSE 0 END)
        ON CONFLICT (api_key_id, window_start) DO UPDATE
        SET granted = w.granted + CASE WHEN $4 - w.granted >= $5
                                       THEN GREATEST($5, LEAST($3, ($4 - w.granted + 1) / 2)) ELSE 0 END,
            last_grant = CASE WHEN $4 - w.granted >= $5
                              THEN GREATEST($5, LEAST($3, ($4 - w.granted + 1) / 2)) ELSE 0 END
        RETURNING granted, last_grant";
    let want = i32::try_from(want).unwrap_or(i32::MAX);
    let need = i32::try_from(need.max(1)).unwrap_or(i32::MAX);
    // The window counts in `integer`, and the statement adds one to what is left: a larger
    // configured limit is as good as unlimited there.
    let limit = i32::try_from(limit).unwrap_or(i32::MAX).min(i32::MAX - 1);
    let statement = Statement::from_sql_and_values(
        DbBackend::Postgres,
        CLAIM,
        [key.into(), minute.into(), want.into(), limit.into(), need.into()],
    );
    let row = db
        .write_statement(|conn| {
            let statement = statement.clone();
            async move { conn.query_one_raw(statement).await }
        })
        .await?
        .ok_or_else(|| DbErr::RecordNotFound("rate_limit_windows".into()))?;
    let taken: i32 = row.try_get("", "granted")?;
    let granted: i32 = row.try_get("", "last_grant")?;
    Ok(Claim { granted: granted.max(0) as u32, taken: taken.max(0) as u32 })
}

/// Deletes the windows that ended before `minute`.
pub async fn forget_before(db: &Database, minute: i64) -> Result<(), DbErr> {
    let statement = Statement::from_sql_and_values(
        DbBackend::Postgres,
        "DELETE FROM rate_limit_windows WHERE window_start < $1",
        [minute.into()],
    );
    db.write_statement(|conn| {
        let statement = statement.clone();
        async move { conn.execute_raw(statement).await }
    })
    .await
    .map(|_| ())
}
