use sea_orm_migration::prelude::*;

/// The listed tables that have a `modified_at`: each gets an index on
/// `(organisation_id, modified_at, id)`, which serves `modifiedSince`, `sort=modifiedTimestamp`
/// and its keyset pages (`WHERE modified_at > … OR (modified_at = … AND id > …)`) within one
/// organisation. (Pipelines have no modification time; household expenses are not listed.)
const TABLES: [&str; 7] =
    ["contacts", "profiles", "opportunities", "members", "financial_products", "notes", "policies"];

#[derive(DeriveMigrationName)]
pub struct Migration;

fn index_name(table: &str) -> String {
    format!("ix_{table}_organisation_id_modified_at")
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in TABLES {
            manager
                .create_index(
                    Index::create()
                        .name(index_name(table))
                        .table(Alias::new(table))
                        .col(Alias::new("organisation_id"))
                        .col(Alias::new("modified_at"))
                        .col(Alias::new("id"))
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in TABLES {
            manager
                .drop_index(Index::drop().name(index_name(table)).table(Alias::new(table)).to_owned())
                .await?;
        }
        Ok(())
    }
}
