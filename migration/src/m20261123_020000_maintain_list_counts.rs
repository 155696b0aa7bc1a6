use sea_orm_migration::{prelude::*, schema::*, sea_orm::DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The lists whose totals are maintained: (table, the list's key as SQL over the row `r`).
/// Financial products are listed per type, so each type has its own total.
pub(crate) const LISTS: [(&str, &str); 4] = [
    ("contacts", "'contacts'"),
    ("profiles", "'profiles'"),
    ("opportunities", "'opportunities'"),
    ("financial_products", "'financial_products:' || r.product_type"),
];

/// The number of each organisation's records in a list, kept exact by triggers in the same
/// transaction as every insert and delete, so a page of a whole list reads its total instead of
/// counting 100,000 rows. Triggers rather than application code: every write path (the services,
/// bulk seeding, cascades) is covered without touching it.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ListCounts::Table)
                    .col(uuid(ListCounts::OrganisationId))
                    .col(string(ListCounts::List))
                    .col(big_integer(ListCounts::Count))
                    .primary_key(Index::create().col(ListCounts::OrganisationId).col(ListCounts::List))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        let postgres = manager.get_database_backend() == DbBackend::Postgres;
        if postgres {
            db.execute_unprepared(
                "CREATE FUNCTION maintain_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
                 DECLARE
                     r record;
                     delta bigint;
                     key text;
                 BEGIN
                     IF TG_OP = 'DELETE' THEN r := OLD; delta := -1; ELSE r := NEW; delta := 1; END IF;
                     key := TG_ARGV[0];
                     IF TG_TABLE_NAME = 'financial_products' THEN key := key || r.product_type; END IF;
                     INSERT INTO list_counts (organisation_id, list, count) VALUES (r.organisation_id, key, delta)
                         ON CONFLICT (organisation_id, list) DO UPDATE SET count = list_counts.count + delta;
                     RETURN NULL;
                 END $$",
            )
            .await?;
        }
        for (table, key) in LISTS {
            // The key's constant part: the function above appends a product's type itself.
            let prefix = key.split('\'').nth(1).unwrap_or_default();
            db.execute_unprepared(&format!(
                "INSERT INTO list_counts (organisation_id, list, count)
                 SELECT r.organisation_id, {key}, COUNT(*) FROM {table} r GROUP BY 1, 2"
            ))
            .await?;
            if postgres {
                db.execute_unprepared(&format!(
                    "CREATE TRIGGER {table}_list_count AFTER INSERT OR DELETE ON {table}
                     FOR EACH ROW EXECUTE FUNCTION maintain_list_count('{prefix}')"
                ))
                .await?;
            } else {
                // SQLite's triggers name the row `new`/`old`; the key's `r.` refers to it.
                let on_insert = key.replace("r.", "new.");
                let on_delete = key.replace("r.", "old.");
                db.execute_unprepared(&format!(
                    "CREATE TRIGGER {table}_list_count_insert AFTER INSERT ON {table} BEGIN
                         INSERT OR IGNORE INTO list_counts (organisation_id, list, count)
                             VALUES (new.organisation_id, {on_insert}, 0);
                         UPDATE list_counts SET count = count + 1
                             WHERE organisation_id = new.organisation_id AND list = {on_insert};
                     END"
                ))
                .await?;
                db.execute_unprepared(&format!(
                    "CREATE TRIGGER {table}_list_count_delete AFTER DELETE ON {table} BEGIN
                         UPDATE list_counts SET count = count - 1
                             WHERE organisation_id = old.organisation_id AND list = {on_delete};
                     END"
                ))
                .await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for (table, _) in LISTS {
            if manager.get_database_backend() == DbBackend::Postgres {
                db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS {table}_list_count ON {table}"))
                    .await?;
            } else {
                db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS {table}_list_count_insert")).await?;
                db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS {table}_list_count_delete")).await?;
            }
        }
        if manager.get_database_backend() == DbBackend::Postgres {
            db.execute_unprepared("DROP FUNCTION IF EXISTS maintain_list_count()").await?;
        }
        manager.drop_table(Table::drop().table(ListCounts::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum ListCounts {
    Table,
    OrganisationId,
    List,
    Count,
}
