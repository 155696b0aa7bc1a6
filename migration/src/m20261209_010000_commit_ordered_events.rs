use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

// The lists whose totals are maintained, as `m20261123_020000` made them.
use crate::m20261123_020000_maintain_list_counts::LISTS;

/// PostgreSQL: an organisation's writes stop queuing behind each other on its two shared rows
/// (docs/decisions.md, ADR-24 and ADR-13).
///
/// - **Event positions are stamped after commit.** An event is written with a placeholder
///   position, the negated next value of a sequence (which takes no lock): its written order.
///   `stamp_event_positions(org)` gives the organisation's committed events that still have one
///   the next positions in written order, holding the counter row (`event_sequences`) only for
///   its own short transaction. The feed stamps before it reads, so it is in commit order, with
///   no gap and no late commit skipped. A webhook delivery's `event_position` (its order among a
///   record's deliveries) comes from the same sequence.
/// - **List totals are counted at commit.** The triggers keeping `list_counts` become deferred
///   constraint triggers, so the row is locked for the commit only, not the whole transaction.
///
/// Expand only. The previous release writes events with positions from the same counter (so
/// the two interleave correctly) and reads totals as before; a placeholder is a number it can
/// read, and its feeds read after a stamped event never see one (while both releases run, its
/// feed read from the start may list an event before its stamp, for a second at most). The
/// sequence starts above any position an organisation's counter has handed out, so a record's
/// deliveries keep their order across the upgrade. SQLite, with its single writer, keeps
/// positions taken at insert.
#[derive(DeriveMigrationName)]
pub struct Migration;

/// Stamps an organisation's committed unstamped events; returns how many. Each statement of a
/// PL/pgSQL function takes a new snapshot: the one that stamps runs after the counter row is
/// locked, so it sees every event committed before, and a stamper that waited for the lock sees
/// what the one before stamped.
const STAMP_FUNCTION: &str = "CREATE FUNCTION stamp_event_positions(org uuid) RETURNS bigint
 LANGUAGE plpgsql AS $$
 DECLARE
     last bigint;
     stamped bigint;
 BEGIN
     IF NOT EXISTS (SELECT 1 FROM events WHERE organisation_id = org AND position < 0) THEN
         RETURN 0;
     END IF;
     INSERT INTO event_sequences (organisation_id, last_position) VALUES (org, 0)
         ON CONFLICT (organisation_id) DO UPDATE SET last_position = event_sequences.last_position
         RETURNING last_position INTO last;
     WITH pending AS (
         SELECT id, row_number() OVER (ORDER BY position DESC) AS n
         FROM events WHERE organisation_id = org AND position < 0
     )
     UPDATE events SET position = last + pending.n FROM pending WHERE events.id = pending.id;
     GET DIAGNOSTICS stamped = ROW_COUNT;
     UPDATE event_sequences SET last_position = last + stamped WHERE organisation_id = org;
     RETURN stamped;
 END $$";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all.
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        let db = manager.get_connection();
        for statement in [
            // 2^40: far above any organisation's count of events.
            "CREATE SEQUENCE event_written_order START 1099511627776",
            "ALTER TABLE events ALTER COLUMN position SET DEFAULT (-nextval('event_written_order'))",
            "ALTER TABLE webhook_deliveries ALTER COLUMN event_position SET DEFAULT nextval('event_written_order')",
            "CREATE INDEX idx_events_unstamped ON events (organisation_id, position) WHERE position < 0",
            STAMP_FUNCTION,
        ] {
            db.execute_unprepared(statement).await?;
        }
        list_count_triggers(manager, true).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        list_count_triggers(manager, false).await?;
        let db = manager.get_connection();
        for statement in [
            // Every event gets its position before the release before, which takes them at insert.
            "SELECT stamp_event_positions(id) FROM organisations",
            "DROP FUNCTION stamp_event_positions(uuid)",
            "DROP INDEX idx_events_unstamped",
            "ALTER TABLE webhook_deliveries ALTER COLUMN event_position DROP DEFAULT",
            "ALTER TABLE events ALTER COLUMN position DROP DEFAULT",
            "DROP SEQUENCE event_written_order",
        ] {
            db.execute_unprepared(statement).await?;
        }
        Ok(())
    }
}

/// Replaces the triggers keeping `list_counts` (the function they call stays): deferred to the
/// commit, or (going down) run with each row as `m20261123_020000` made them.
async fn list_count_triggers(manager: &SchemaManager<'_>, deferred: bool) -> Result<(), DbErr> {
    let db = manager.get_connection();
    let (kind, timing) =
        if deferred { ("CONSTRAINT TRIGGER", "DEFERRABLE INITIALLY DEFERRED") } else { ("TRIGGER", "") };
    for (table, key) in LISTS {
        let prefix = key.split('\'').nth(1).unwrap_or_default();
        db.execute_unprepared(&format!("DROP TRIGGER {table}_list_count ON {table}")).await?;
        db.execute_unprepared(&format!(
            "CREATE {kind} {table}_list_count AFTER INSERT OR DELETE ON {table} {timing}
             FOR EACH ROW EXECUTE FUNCTION maintain_list_count('{prefix}')"
        ))
        .await?;
    }
    Ok(())
}
