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
        manager
            .create_table(
                Table::create()
                    .table(Members::Table)
                    .col(pk_uuid(Members::Id))
                    .col(uuid(Members::OrganisationId))
                    .col(string(Members::FirstName))
                    .col(string(Members::LastName))
                    .col(string(Members::Email))
                    .col(string(Members::Role))
                    .col(boolean(Members::IsActive).default(true))
                    .col(string_null(Members::FspNumber))
                    .col(timestamp_with_time_zone_null(Members::CreatedAt))
                    .col(timestamp_with_time_zone(Members::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Members::Table, Members::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // Lists are per organisation in id order; e-mail identifies a member within one.
        manager
            .create_index(
                Index::create()
                    .name("ix_members_organisation_id")
                    .table(Members::Table)
                    .col(Members::OrganisationId)
                    .col(Members::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_members_organisation_email")
                    .table(Members::Table)
                    .col(Members::OrganisationId)
                    .col(Members::Email)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Members::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum Members {
    Table,
    Id,
    OrganisationId,
    FirstName,
    LastName,
    Email,
    Role,
    IsActive,
    FspNumber,
    CreatedAt,
    ModifiedAt,
}
