use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Which local record an imported record became: one row per organisation, source (a
        // base URL or an exported organisation), kind of record and the source's id (text, as
        // sources use UUIDs or integers). A re-run finds the row and updates instead of
        // duplicating. `source_modified` is the source's modifiedTimestamp as last imported and
        // `local_modified` the local record's modified time (Unix microseconds) right after,
        // which tell an unchanged record from one changed here since the import.
        manager
            .create_table(
                Table::create()
                    .table(TransferIds::Table)
                    .col(uuid(TransferIds::OrganisationId))
                    .col(string_len(TransferIds::Source, 300))
                    .col(string_len(TransferIds::Kind, 40))
                    .col(string_len(TransferIds::SourceId, 100))
                    .col(uuid(TransferIds::LocalId))
                    .col(string_len_null(TransferIds::SourceModified, 60))
                    .col(big_integer_null(TransferIds::LocalModified))
                    .primary_key(
                        Index::create()
                            .col(TransferIds::OrganisationId)
                            .col(TransferIds::Source)
                            .col(TransferIds::Kind)
                            .col(TransferIds::SourceId),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(TransferIds::Table, TransferIds::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(TransferIds::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
enum Organisations {
    Table,
    Id,
}

#[derive(DeriveIden)]
pub enum TransferIds {
    Table,
    OrganisationId,
    Source,
    Kind,
    SourceId,
    LocalId,
    SourceModified,
    LocalModified,
}
