use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    /// Expand only: `privacy_requests`, the register of Privacy Act requests (access,
    /// correction, erasure) about a contact, a table the previous release never reads.
    /// `corrections` is the JSON object of the values a correction request seeks.
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PrivacyRequests::Table)
                    .col(uuid(PrivacyRequests::Id).primary_key())
                    .col(uuid(PrivacyRequests::OrganisationId))
                    .col(uuid(PrivacyRequests::ContactId))
                    .col(string(PrivacyRequests::RequestType))
                    .col(string(PrivacyRequests::Status))
                    .col(date(PrivacyRequests::ReceivedOn))
                    .col(date(PrivacyRequests::DueOn))
                    .col(text_null(PrivacyRequests::Notes))
                    .col(text_null(PrivacyRequests::Corrections))
                    .col(date_null(PrivacyRequests::DecidedOn))
                    .col(text_null(PrivacyRequests::DecisionNotes))
                    .col(text_null(PrivacyRequests::Statement))
                    .col(uuid_null(PrivacyRequests::CreatedByMemberId))
                    .col(timestamp_with_time_zone(PrivacyRequests::CreatedAt))
                    .col(timestamp_with_time_zone(PrivacyRequests::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(PrivacyRequests::Table, PrivacyRequests::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(PrivacyRequests::Table, PrivacyRequests::ContactId)
                            .to(Contacts::Table, Contacts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_privacy_requests_organisation_id_id")
                    .table(PrivacyRequests::Table)
                    .col(PrivacyRequests::OrganisationId)
                    .col(PrivacyRequests::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_privacy_requests_contact_id")
                    .table(PrivacyRequests::Table)
                    .col(PrivacyRequests::ContactId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PrivacyRequests::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
enum PrivacyRequests {
    Table,
    Id,
    OrganisationId,
    ContactId,
    RequestType,
    Status,
    ReceivedOn,
    DueOn,
    Notes,
    Corrections,
    DecidedOn,
    DecisionNotes,
    Statement,
    CreatedByMemberId,
    CreatedAt,
    ModifiedAt,
}

#[derive(DeriveIden)]
enum Organisations {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Contacts {
    Table,
    Id,
}
