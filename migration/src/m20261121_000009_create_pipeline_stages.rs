use sea_orm_migration::{prelude::*, schema::*};

use crate::m20261121_000008_create_pipelines::Pipelines;

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
                    .table(PipelineStages::Table)
                    .col(pk_uuid(PipelineStages::Id))
                    .col(uuid(PipelineStages::PipelineId))
                    .col(string(PipelineStages::Name))
                    .col(integer(PipelineStages::Position))
                    .foreign_key(
                        ForeignKey::create()
                            .from(PipelineStages::Table, PipelineStages::PipelineId)
                            .to(Pipelines::Table, Pipelines::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_pipeline_stages_position")
                    .table(PipelineStages::Table)
                    .col(PipelineStages::PipelineId)
                    .col(PipelineStages::Position)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PipelineStages::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum PipelineStages {
    Table,
    Id,
    PipelineId,
    Name,
    Position,
}
