use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    /// Expand only: two tables the previous release never reads. `invitation_revocations`: per
    /// opportunity, the moment before which every link issued is withdrawn (Unix milliseconds).
    /// `invitation_uses`: the signatures of links consumed by an account setup, kept until the
    /// link would have expired anyway (Unix seconds).
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(InvitationRevocations::Table)
                    .col(uuid(InvitationRevocations::OpportunityId).primary_key())
                    .col(big_integer(InvitationRevocations::RevokedBeforeMs))
                    .foreign_key(
                        ForeignKey::create()
                            .from(InvitationRevocations::Table, InvitationRevocations::OpportunityId)
                            .to(Opportunities::Table, Opportunities::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(InvitationUses::Table)
                    .col(string(InvitationUses::Signature).primary_key())
                    .col(uuid(InvitationUses::OpportunityId))
                    .col(big_integer(InvitationUses::ExpiresAt))
                    .col(timestamp_with_time_zone(InvitationUses::UsedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(InvitationUses::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(InvitationRevocations::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
enum InvitationRevocations {
    Table,
    OpportunityId,
    RevokedBeforeMs,
}

#[derive(DeriveIden)]
enum InvitationUses {
    Table,
    Signature,
    OpportunityId,
    ExpiresAt,
    UsedAt,
}

#[derive(DeriveIden)]
enum Opportunities {
    Table,
    Id,
}
