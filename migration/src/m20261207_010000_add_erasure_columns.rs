use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    /// Expand only: nullable columns the previous release never reads or writes
    /// (docs/decisions.md, ADR-44).
    /// - `contacts.erased_at`: when an erasure request left the contact a tombstone;
    /// - `privacy_requests.schedule_on`: the day a scheduled erasure runs;
    /// - `privacy_requests.review`: an erasure's free text for the adviser to review (a JSON
    ///   array of records and their fields).
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Contacts::Table)
                    .add_column(timestamp_with_time_zone_null(Contacts::ErasedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(PrivacyRequests::Table)
                    .add_column(date_null(PrivacyRequests::ScheduleOn))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(PrivacyRequests::Table)
                    .add_column(text_null(PrivacyRequests::Review))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [PrivacyRequests::Review, PrivacyRequests::ScheduleOn] {
            manager
                .alter_table(Table::alter().table(PrivacyRequests::Table).drop_column(column).to_owned())
                .await?;
        }
        manager
            .alter_table(Table::alter().table(Contacts::Table).drop_column(Contacts::ErasedAt).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum Contacts {
    Table,
    ErasedAt,
}

#[derive(DeriveIden)]
enum PrivacyRequests {
    Table,
    ScheduleOn,
    Review,
}
