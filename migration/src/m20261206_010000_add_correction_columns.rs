use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    /// Expand only: nullable columns the previous release never reads or writes.
    /// - `contacts.correction_statements`: the statements of correction attached to a contact
    ///   (a JSON array), null while there are none (IPP 7; docs/decisions.md, ADR-40);
    /// - `field_history.privacy_request_id`: the Privacy Act request a change carried out.
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Contacts::Table)
                    .add_column(text_null(Contacts::CorrectionStatements))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(FieldHistory::Table)
                    .add_column(uuid_null(FieldHistory::PrivacyRequestId))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(FieldHistory::Table)
                    .drop_column(FieldHistory::PrivacyRequestId)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter().table(Contacts::Table).drop_column(Contacts::CorrectionStatements).to_owned(),
            )
            .await
    }
}

#[derive(DeriveIden)]
enum Contacts {
    Table,
    CorrectionStatements,
}

#[derive(DeriveIden)]
enum FieldHistory {
    Table,
    PrivacyRequestId,
}
