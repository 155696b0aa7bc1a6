use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

// The lists whose totals are maintained, as `m20261123_020000` made them.
use crate::m20261123_020000_maintain_list_counts::LISTS;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Beside each list's `count`, `shifts`: how many writes have moved a record of the list to
/// another position in creation (id) order, and `greatest_id`, the greatest id ever inserted.
/// A delete shifts every later record back; an insert shifts them forward unless its id is
/// greater than `greatest_id` (an append, the common case: ids are UUID v7, so a new record's is
/// greater than every existing one unless another instance's clock lags or its transaction
/// commits after a later one's). So while `shifts` is unchanged, every record keeps its position:
/// a page read from remembered positions (`service::paging::anchors`) checks it in its own
/// statement. Kept by the same triggers as `count`, in the writing transaction.
///
/// Expand only: the previous release reads `list_counts` by column and never writes it, and
/// these triggers keep `count` as before.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared("ALTER TABLE list_counts ADD COLUMN shifts bigint NOT NULL DEFAULT 0").await?;
        let uuid = if manager.get_database_backend() == DbBackend::Postgres { "uuid" } else { "uuid_text" };
        db.execute_unprepared(&format!("ALTER TABLE list_counts ADD COLUMN greatest_id {uuid} NULL")).await?;
        for (table, key) in LISTS {
            let prefix = key.split('\'').nth(1).unwrap_or_default();
            db.execute_unprepared(&format!(
                "UPDATE list_counts SET greatest_id = (SELECT r.id FROM {table} r
                     WHERE r.organisation_id = list_counts.organisation_id AND {key} = list_counts.list
                     ORDER BY r.id DESC LIMIT 1)
                 WHERE list LIKE '{prefix}%'"
            ))
            .await?;
        }
        triggers(manager, true).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        triggers(manager, false).await?;
        let db = manager.get_connection();
        db.execute_unprepared("ALTER TABLE list_counts DROP COLUMN greatest_id").await?;
        db.execute_unprepared("ALTER TABLE list_counts DROP COLUMN shifts").await?;
        Ok(())
    }
}

/// Replaces the triggers keeping `list_counts`: with `shifts` and `greatest_id` kept too, or
/// (going down) as `m20261123_020000` made them.
async fn triggers(manager: &SchemaManager<'_>, shifts: bool) -> Result<(), DbErr> {
    let db = manager.get_connection();
    // SET expressions over the row as it was (both databases evaluate them all before any
    // assignment); `row` is the written record, `counts` how the statement names list_counts.
    let on_insert = |row: &str, counts: &str| {
        if !shifts {
            return String::new();
        }
        format!(
            ", shifts = {counts}shifts + CASE WHEN {row}.id <= {counts}greatest_id THEN 1 ELSE 0 END,
               greatest_id = CASE WHEN {counts}greatest_id IS NULL OR {row}.id > {counts}greatest_id
                                  THEN {row}.id ELSE {counts}greatest_id END"
        )
    };
    let on_delete = if shifts { ", shifts = shifts + 1" } else { "" };
    if manager.get_database_backend() == DbBackend::Postgres {
        let (insert, delete) =
            (on_insert("r", "list_counts."), on_delete.replace("= shifts", "= list_counts.shifts"));
        // A list's first record is its greatest id: an earlier one inserted next is a shift.
        let (first_column, first_value) = if shifts { (", greatest_id", ", r.id") } else { ("", "") };
        // The function's name is what the triggers call: replacing it replaces their work.
        return db
            .execute_unprepared(&format!(
                "CREATE OR REPLACE FUNCTION maintain_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
                 DECLARE
                     r record;
                     key text;
                 BEGIN
                     IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
                     key := TG_ARGV[0];
                     IF TG_TABLE_NAME = 'financial_products' THEN key := key || r.product_type; END IF;
                     IF TG_OP = 'DELETE' THEN
                         UPDATE list_counts SET count = list_counts.count - 1{delete}
                             WHERE organisation_id = r.organisation_id AND list = key;
                     ELSE
                         INSERT INTO list_counts (organisation_id, list, count{first_column})
                             VALUES (r.organisation_id, key, 1{first_value})
                             ON CONFLICT (organisation_id, list) DO UPDATE SET count = list_counts.count + 1{insert};
                     END IF;
                     RETURN NULL;
                 END $$"
            ))
            .await
            .map(drop);
    }
    for (table, key) in LISTS {
        let (new_key, old_key) = (key.replace("r.", "new."), key.replace("r.", "old."));
        db.execute_unprepared(&format!("DROP TRIGGER {table}_list_count_insert")).await?;
        db.execute_unprepared(&format!("DROP TRIGGER {table}_list_count_delete")).await?;
        db.execute_unprepared(&format!(
            "CREATE TRIGGER {table}_list_count_insert AFTER INSERT ON {table} BEGIN
                 INSERT OR IGNORE INTO list_counts (organisation_id, list, count)
                     VALUES (new.organisation_id, {new_key}, 0);
                 UPDATE list_counts SET count = count + 1{}
                     WHERE organisation_id = new.organisation_id AND list = {new_key};
             END",
            on_insert("new", "")
        ))
        .await?;
        db.execute_unprepared(&format!(
            "CREATE TRIGGER {table}_list_count_delete AFTER DELETE ON {table} BEGIN
                 UPDATE list_counts SET count = count - 1{on_delete}
                     WHERE organisation_id = old.organisation_id AND list = {old_key};
             END"
        ))
        .await?;
    }
    Ok(())
}
