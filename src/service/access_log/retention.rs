//! The access log's retention (`ACCESS_LOG_RETENTION_DAYS`) and, on PostgreSQL, its monthly
//! partitions: the coming months' are made ahead, and a month wholly past the retention is
//! dropped whole rather than deleted row by row. On SQLite, old entries are deleted in small
//! batches, each its own short statement, so the single writer is never held for long.

use chrono::{DateTime, Datelike, Duration, TimeZone, Utc};
use sea_orm::{ConnectionTrait, DbBackend, Statement, TransactionTrait};

use crate::{db::Database, error::ServiceError};

/// Entries deleted by one SQLite statement: a few milliseconds of the writer.
const SQLITE_BATCH: u64 = 500;

/// Months made ahead of the current one.
const MONTHS_AHEAD: u32 = 2;

/// One sealer of partitions at a time across instances (a transaction-scoped advisory lock).
const PARTITIONS_LOCK: i64 = 0x6163_6365_7373_6c67; // "accesslg"

/// What one purge removed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Purged {
    /// Monthly partitions dropped (PostgreSQL).
    pub partitions: u64,
    /// Entries deleted one by one (SQLite; on PostgreSQL, from the default partition).
    pub entries: u64,
}

/// Removes the entries older than `retention_days` before `now`.
pub async fn purge(db: &Database, retention_days: u32, now: DateTime<Utc>) -> Result<Purged, ServiceError> {
    let cutoff = now - Duration::days(i64::from(retention_days));
    match db.backend() {
        DbBackend::Sqlite => {
            let mut purged = Purged::default();
            loop {
                let cutoff = cutoff.timestamp_micros();
                let deleted = db
                    .write(move |txn| async move {
                        let delete = Statement::from_sql_and_values(
                            DbBackend::Sqlite,
                            "DELETE FROM access_log WHERE seq IN \
                             (SELECT seq FROM access_log WHERE at < ? ORDER BY at LIMIT ?)",
                            [cutoff.into(), (SQLITE_BATCH as i64).into()],
                        );
                        let deleted = txn.execute_raw(delete).await?.rows_affected();
                        // Deleting the newest entries lets SQLite give their `seq` again: the
                        // mark of what is indexed (`db::access_log::index_pending`) comes down
                        // with them, in the same transaction, so a new entry is never below it.
                        txn.execute_unprepared(
                            "UPDATE access_log_indexed SET seq = coalesce((SELECT max(seq) FROM access_log), 0) \
                             WHERE seq > coalesce((SELECT max(seq) FROM access_log), 0)",
                        )
                        .await?;
                        Ok::<_, ServiceError>(deleted)
                    })
                    .await?;
                purged.entries += deleted;
                if deleted < SQLITE_BATCH {
                    return Ok(purged);
                }
                // Writes waiting for the writer go first.
                tokio::task::yield_now().await;
            }
        }
        _ => {
            let conn = db.single_statement();
            let mut purged = Purged::default();
            for (name, upper) in partitions(conn).await? {
                if upper <= cutoff {
                    conn.execute_unprepared(&format!("DROP TABLE IF EXISTS {name}")).await?;
                    purged.partitions += 1;
                }
            }
            let statement = Statement::from_sql_and_values(
                DbBackend::Postgres,
                "DELETE FROM access_log_default WHERE at < $1",
                [cutoff.into()],
            );
            purged.entries = conn.execute_raw(statement).await?.rows_affected();
            Ok(purged)
        }
    }
}

/// PostgreSQL: makes the partitions of this month and the next [`MONTHS_AHEAD`], moving into
/// each any rows the default partition took for its month. Nothing on SQLite.
pub async fn prepare_partitions(db: &Database, now: DateTime<Utc>) -> Result<u32, ServiceError> {
    if db.backend() != DbBackend::Postgres {
        return Ok(0);
    }
    let existing: Vec<String> =
        partitions(db.single_statement()).await?.into_iter().map(|(name, _)| name).collect();
    let mut made = 0;
    for ahead in 0..=MONTHS_AHEAD {
        let start = month_start(now, ahead);
        let end = month_start(now, ahead + 1);
        let name = format!("access_log_y{}m{:02}", start.year(), start.month());
        if existing.contains(&name) {
            continue;
        }
        let txn = db.single_statement().begin().await?;
        let taken = txn
            .query_one_raw(Statement::from_sql_and_values(
                DbBackend::Postgres,
                "SELECT pg_try_advisory_xact_lock($1) AS taken",
                [PARTITIONS_LOCK.into()],
            ))
            .await?
            .map(|row| row.try_get::<bool>("", "taken"))
            .transpose()?;
        if taken != Some(true) {
            continue; // Another instance is making it.
        }
        let (from, to) = (start.to_rfc3339(), end.to_rfc3339());
        for statement in [
            format!(
                "CREATE TABLE IF NOT EXISTS {name} (LIKE access_log INCLUDING DEFAULTS INCLUDING CONSTRAINTS)"
            ),
            format!(
                "WITH moved AS (DELETE FROM access_log_default WHERE at >= '{from}' AND at < '{to}' RETURNING *) \
                 INSERT INTO {name} SELECT * FROM moved"
            ),
            format!("ALTER TABLE access_log ATTACH PARTITION {name} FOR VALUES FROM ('{from}') TO ('{to}')"),
        ] {
            txn.execute_unprepared(&statement).await?;
        }
        txn.commit().await?;
        made += 1;
    }
    Ok(made)
}

/// The first instant of the month `ahead` months after `now`'s (UTC).
fn month_start(now: DateTime<Utc>, ahead: u32) -> DateTime<Utc> {
    let months = now.year() * 12 + now.month0() as i32 + ahead as i32;
    Utc.with_ymd_and_hms(months / 12, (months % 12) as u32 + 1, 1, 0, 0, 0).single().unwrap_or(now)
}

/// The monthly partitions attached to the access log, with the end of each one's month.
async fn partitions(conn: &impl ConnectionTrait) -> Result<Vec<(String, DateTime<Utc>)>, ServiceError> {
    let rows = conn
        .query_all_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid \
             JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'access_log'",
        ))
        .await?;
    let mut found = Vec::new();
    for row in rows {
        let name: String = row.try_get("", "name")?;
        // access_log_y2026m12: its month ends at the start of the next.
        let Some(month) = name.strip_prefix("access_log_y") else { continue };
        let Some((year, month)) = month.split_once('m') else { continue };
        let (Ok(year), Ok(month)) = (year.parse::<i32>(), month.parse::<u32>()) else { continue };
        if let Some(start) = Utc.with_ymd_and_hms(year, month, 1, 0, 0, 0).single() {
            found.push((name, month_start(start, 1)));
        }
    }
    Ok(found)
}
