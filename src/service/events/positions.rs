//! Where an event stands in its organisation's feed (docs/decisions.md, ADR-24).
//!
//! On SQLite, whose single writer commits one transaction at a time, an event takes the next
//! position from its organisation's counter when it is written. On PostgreSQL that counter row
//! would stay locked from the write to the commit, and every write of the organisation would
//! queue behind it; so an event is written with a placeholder the database gives it (negative:
//! its written order), and [`stamp`] gives the committed ones their positions afterwards, in
//! the order they were written, holding the counter only for its own short transaction. The
//! feed stamps before it reads: positions are handed out only to committed events, so they
//! follow commit order and a late commit is never skipped by an `after=` cursor.

use sea_orm::{
    ConnectionTrait, DbBackend, DbErr, Statement,
    sea_query::{Expr, ExprTrait, OnConflict, Query},
};
use uuid::Uuid;

use crate::{db::Database, entity::event_sequence, error::ServiceError};

/// What an event written but not yet stamped holds as its position in memory; the database
/// holds a negative placeholder. Stamped positions start at 1.
pub const UNSTAMPED: i64 = 0;

/// Whether `position` is one an event was stamped with (not a placeholder).
pub fn is_stamped(position: i64) -> bool {
    position > UNSTAMPED
}

/// The positions of `count` events about to be written in `conn`: the organisation's next on
/// SQLite; none on PostgreSQL, where the database writes placeholders and they are stamped
/// after commit.
pub(super) async fn for_new_events(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    count: usize,
) -> Result<Vec<Option<i64>>, ServiceError> {
    if conn.get_database_backend() == DbBackend::Postgres {
        return Ok(vec![None; count]);
    }
    let last = take_next(conn, organisation_id, count as i64).await?;
    Ok((last - count as i64 + 1..=last).map(Some).collect())
}

/// Takes the organisation's next `count` positions; returns the last. The upsert locks the
/// counter row until the transaction ends (SQLite's writer is single anyway).
async fn take_next(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    count: i64,
) -> Result<i64, ServiceError> {
    let statement = Query::insert()
        .into_table(event_sequence::Entity)
        .columns([event_sequence::Column::OrganisationId, event_sequence::Column::LastPosition])
        .values_panic([organisation_id.into(), count.into()])
        .on_conflict(
            OnConflict::column(event_sequence::Column::OrganisationId)
                .value(
                    event_sequence::Column::LastPosition,
                    Expr::col((event_sequence::Entity, event_sequence::Column::LastPosition)).add(count),
                )
                .to_owned(),
        )
        .returning_col(event_sequence::Column::LastPosition)
        .to_owned();
    let row =
        conn.query_one(&statement).await?.ok_or_else(|| DbErr::RecordNotFound("event_sequences".into()))?;
    Ok(row.try_get("", "last_position")?)
}

/// PostgreSQL: gives the organisation's committed events that have no position yet theirs
/// (`stamp_event_positions`, migration `m20261209_010000`), in one statement of its own
/// transaction on the primary; returns how many. Nothing to do on SQLite.
pub async fn stamp(db: &Database, organisation_id: Uuid) -> Result<u64, ServiceError> {
    if db.backend() != DbBackend::Postgres {
        return Ok(0);
    }
    let stamped = db
        .write_statement(|conn| async move {
            let statement = Statement::from_sql_and_values(
                DbBackend::Postgres,
                "SELECT stamp_event_positions($1) AS stamped",
                [organisation_id.into()],
            );
            let row = conn.query_one_raw(statement).await?;
            row.map(|row| row.try_get::<i64>("", "stamped")).transpose()
        })
        .await?;
    Ok(u64::try_from(stamped.unwrap_or(0)).unwrap_or(0))
}

/// PostgreSQL: stamps every organisation's committed events that have no position yet, so
/// positions are handed out even where nobody reads the feed; returns how many.
pub async fn stamp_all(db: &Database) -> Result<u64, ServiceError> {
    if db.backend() != DbBackend::Postgres {
        return Ok(0);
    }
    let organisations: Vec<Uuid> = db
        .write_statement(|conn| async move {
            let statement = Statement::from_string(
                DbBackend::Postgres,
                "SELECT DISTINCT organisation_id FROM events WHERE position < 0",
            );
            let rows = conn.query_all_raw(statement).await?;
            rows.iter().map(|row| row.try_get::<Uuid>("", "organisation_id")).collect()
        })
        .await?;
    let mut stamped = 0;
    // One transaction per organisation, so each counter row is held for its own stamp only.
    for organisation_id in organisations {
        stamped += stamp(db, organisation_id).await?;
    }
    Ok(stamped)
}

/// How often [`stamp_periodically`] stamps what no feed read has.
const STAMP_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// PostgreSQL: stamps every organisation's committed events every second, so the feed's
/// reads find little to stamp. Every instance does; a stamp that finds nothing writes nothing.
pub async fn stamp_periodically(db: Database) {
    if db.backend() != DbBackend::Postgres {
        return;
    }
    let mut ticks = tokio::time::interval(STAMP_EVERY);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        if let Err(error) = stamp_all(&db).await {
            tracing::warn!(%error, "stamping the events' positions failed; it is retried");
        }
    }
}
