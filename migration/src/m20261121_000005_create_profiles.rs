use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    m20261121_000001_create_organisations::Organisations, m20261121_000002_create_members::Members,
    m20261121_000004_create_contacts::Contacts,
};

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
                    .table(Profiles::Table)
                    .col(pk_uuid(Profiles::Id))
                    .col(uuid(Profiles::OrganisationId))
                    .col(string(Profiles::Name))
                    .col(string(Profiles::ProfileType))
                    .col(string(Profiles::ProfileStatus))
                    .col(string_null(Profiles::ProfileRank))
                    .col(string_null(Profiles::ProfileSource))
                    .col(uuid_null(Profiles::AdviserId))
                    // The one key contact, held on the profile so there can never be two.
                    .col(uuid_null(Profiles::KeyContactId))
                    .col(boolean(Profiles::IsArchived).default(false))
                    .col(timestamp_with_time_zone_null(Profiles::CreatedAt))
                    .col(timestamp_with_time_zone(Profiles::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Profiles::Table, Profiles::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Profiles::Table, Profiles::AdviserId)
                            .to(Members::Table, Members::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Profiles::Table, Profiles::KeyContactId)
                            .to(Contacts::Table, Contacts::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_profiles_organisation_id")
                    .table(Profiles::Table)
                    .col(Profiles::OrganisationId)
                    .col(Profiles::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Profiles::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum Profiles {
    Table,
    Id,
    OrganisationId,
    Name,
    ProfileType,
    ProfileStatus,
    ProfileRank,
    ProfileSource,
    AdviserId,
    KeyContactId,
    IsArchived,
    CreatedAt,
    ModifiedAt,
}
