use sea_orm_migration::{prelude::*, schema::*};

use crate::m20261121_000001_create_organisations::Organisations;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One table for the three contact types: lists and searches read one table, and the
        // type-specific columns are simply null for the other types.
        manager
            .create_table(
                Table::create()
                    .table(Contacts::Table)
                    .col(pk_uuid(Contacts::Id))
                    .col(uuid(Contacts::OrganisationId))
                    .col(string(Contacts::ContactType))
                    .col(string(Contacts::DisplayName))
                    .col(string_null(Contacts::Email))
                    .col(string_null(Contacts::Phone))
                    .col(string_null(Contacts::MobilePhone))
                    .col(string_null(Contacts::Title))
                    .col(string_null(Contacts::FirstName))
                    .col(string_null(Contacts::MiddleName))
                    .col(string_null(Contacts::LastName))
                    .col(string_null(Contacts::PreferredName))
                    .col(date_null(Contacts::DateOfBirth))
                    .col(string_null(Contacts::Gender))
                    .col(string_null(Contacts::CompanyName))
                    .col(string_null(Contacts::TradingName))
                    .col(string_null(Contacts::Nzbn))
                    .col(string_null(Contacts::CompanyNumber))
                    .col(string_null(Contacts::Industry))
                    .col(string_null(Contacts::TrustName))
                    .col(string_null(Contacts::TrustType))
                    .col(date_null(Contacts::SettlementDate))
                    // JSON arrays, always read and written with the contact.
                    .col(text(Contacts::AddressHistory))
                    .col(text(Contacts::EmploymentHistory))
                    .col(boolean(Contacts::IsArchived).default(false))
                    .col(timestamp_with_time_zone_null(Contacts::CreatedAt))
                    .col(timestamp_with_time_zone(Contacts::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Contacts::Table, Contacts::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_contacts_organisation_id")
                    .table(Contacts::Table)
                    .col(Contacts::OrganisationId)
                    .col(Contacts::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Contacts::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum Contacts {
    Table,
    Id,
    OrganisationId,
    ContactType,
    DisplayName,
    Email,
    Phone,
    MobilePhone,
    Title,
    FirstName,
    MiddleName,
    LastName,
    PreferredName,
    DateOfBirth,
    Gender,
    CompanyName,
    TradingName,
    Nzbn,
    CompanyNumber,
    Industry,
    TrustName,
    TrustType,
    SettlementDate,
    AddressHistory,
    EmploymentHistory,
    IsArchived,
    CreatedAt,
    ModifiedAt,
}
