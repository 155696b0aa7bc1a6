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
                    .table(Pipelines::Table)
                    .col(pk_uuid(Pipelines::Id))
                    .col(uuid(Pipelines::OrganisationId))
                    .col(string(Pipelines::Name))
                    .col(string(Pipelines::Category))
                    .col(string(Pipelines::PipelineType))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Pipelines::Table, Pipelines::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_pipelines_organisation_id")
                    .table(Pipelines::Table)
                    .col(Pipelines::OrganisationId)
                    .col(Pipelines::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Pipelines::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum Pipelines {
    Table,
    Id,
    OrganisationId,
    Name,
    Category,
    PipelineType,
}
