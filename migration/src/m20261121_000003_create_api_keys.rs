use sea_orm_migration::{prelude::*, schema::*};

use crate::{m20261121_000001_create_organisations::Organisations, m20261121_000002_create_members::Members};

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
                    .table(ApiKeys::Table)
                    .col(pk_uuid(ApiKeys::Id))
                    .col(uuid(ApiKeys::OrganisationId))
                    .col(uuid_null(ApiKeys::MemberId))
                    .col(string(ApiKeys::Prefix))
                    // SHA-256 of the key, hex; the key itself is never stored.
                    .col(string_uniq(ApiKeys::KeyHash))
                    .col(boolean(ApiKeys::IsSandbox).default(false))
                    // Comma-separated CIDR ranges the key may be used from.
                    .col(text(ApiKeys::AllowedCidrs))
                    .col(timestamp_with_time_zone_null(ApiKeys::ExpiresAt))
                    .col(timestamp_with_time_zone_null(ApiKeys::RevokedAt))
                    .col(timestamp_with_time_zone_null(ApiKeys::CreatedAt))
                    .col(timestamp_with_time_zone(ApiKeys::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ApiKeys::Table, ApiKeys::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ApiKeys::Table, ApiKeys::MemberId)
                            .to(Members::Table, Members::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_api_keys_organisation_id")
                    .table(ApiKeys::Table)
                    .col(ApiKeys::OrganisationId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ApiKeys::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum ApiKeys {
    Table,
    Id,
    OrganisationId,
    MemberId,
    Prefix,
    KeyHash,
    IsSandbox,
    AllowedCidrs,
    ExpiresAt,
    RevokedAt,
    CreatedAt,
    ModifiedAt,
}
