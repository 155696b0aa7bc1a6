use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    m20261121_000001_create_organisations::Organisations, m20261121_000002_create_members::Members,
    m20261121_000005_create_profiles::Profiles, m20261121_000008_create_pipelines::Pipelines,
    m20261121_000009_create_pipeline_stages::PipelineStages,
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
        // General and mortgage opportunities share one table; the mortgage columns (diary notes
        // and application) are null for general ones. Money is in cents.
        manager
            .create_table(
                Table::create()
                    .table(Opportunities::Table)
                    .col(pk_uuid(Opportunities::Id))
                    .col(uuid(Opportunities::OrganisationId))
                    .col(uuid(Opportunities::ProfileId))
                    .col(uuid(Opportunities::PipelineId))
                    .col(uuid(Opportunities::StageId))
                    .col(uuid_null(Opportunities::AdviserId))
                    .col(string(Opportunities::OpportunityType))
                    .col(string(Opportunities::Name))
                    .col(big_integer_null(Opportunities::Value))
                    .col(string_null(Opportunities::Source))
                    .col(string_null(Opportunities::Referrer))
                    .col(string(Opportunities::Status))
                    .col(date_null(Opportunities::ClosedDate))
                    .col(string_null(Opportunities::LostReason))
                    .col(boolean(Opportunities::IsArchived).default(false))
                    .col(text_null(Opportunities::DiaryPurpose))
                    .col(text_null(Opportunities::DiaryClientBackground))
                    .col(text_null(Opportunities::DiaryRecommendations))
                    .col(text_null(Opportunities::DiaryAdditionalInformation))
                    .col(string_null(Opportunities::Lender))
                    .col(big_integer_null(Opportunities::LoanAmount))
                    .col(date_null(Opportunities::PreApprovalExpiryDate))
                    .col(date_null(Opportunities::ExpectedSettlementDate))
                    .col(timestamp_with_time_zone_null(Opportunities::CreatedAt))
                    .col(timestamp_with_time_zone(Opportunities::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Opportunities::Table, Opportunities::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Opportunities::Table, Opportunities::ProfileId)
                            .to(Profiles::Table, Profiles::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Opportunities::Table, Opportunities::PipelineId)
                            .to(Pipelines::Table, Pipelines::Id),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Opportunities::Table, Opportunities::StageId)
                            .to(PipelineStages::Table, PipelineStages::Id),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Opportunities::Table, Opportunities::AdviserId)
                            .to(Members::Table, Members::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, columns) in [
            ("ix_opportunities_organisation_id", vec![Opportunities::OrganisationId, Opportunities::Id]),
            ("ix_opportunities_profile_id", vec![Opportunities::OrganisationId, Opportunities::ProfileId]),
            (
                "ix_opportunities_pipeline_id",
                vec![Opportunities::OrganisationId, Opportunities::PipelineId, Opportunities::StageId],
            ),
            // The Status filter, in id order so a filtered page is read straight off the index.
            (
                "ix_opportunities_status",
                vec![Opportunities::OrganisationId, Opportunities::Status, Opportunities::Id],
            ),
        ] {
            let mut index = Index::create();
            index.name(name).table(Opportunities::Table);
            for column in columns {
                index.col(column);
            }
            manager.create_index(index.to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Opportunities::Table).to_owned()).await
    }
}

#[derive(DeriveIden, Clone, Copy)]
pub enum Opportunities {
    Table,
    Id,
    OrganisationId,
    ProfileId,
    PipelineId,
    StageId,
    AdviserId,
    OpportunityType,
    Name,
    Value,
    Source,
    Referrer,
    Status,
    ClosedDate,
    LostReason,
    IsArchived,
    DiaryPurpose,
    DiaryClientBackground,
    DiaryRecommendations,
    DiaryAdditionalInformation,
    Lender,
    LoanAmount,
    PreApprovalExpiryDate,
    ExpectedSettlementDate,
    CreatedAt,
    ModifiedAt,
}
