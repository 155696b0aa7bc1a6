use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One counter row per organisation: the last event position handed out. Taking the next
        // position updates (and so locks) this row until the writing transaction ends, so the
        // events of one organisation commit in the order of their positions and a reader that
        // asks for "after position N" never misses one that commits late.
        manager
            .create_table(
                Table::create()
                    .table(EventSequences::Table)
                    .col(uuid(EventSequences::OrganisationId).primary_key())
                    .col(big_integer(EventSequences::LastPosition))
                    .foreign_key(
                        ForeignKey::create()
                            .from(EventSequences::Table, EventSequences::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // The feed of changes (docs/decisions.md, "Events"). `changed_fields` and `data` are
        // JSON text; `occurred_at_unix` is Unix seconds, what the retention purge compares.
        manager
            .create_table(
                Table::create()
                    .table(Events::Table)
                    .col(uuid(Events::Id).primary_key())
                    .col(uuid(Events::OrganisationId))
                    .col(big_integer(Events::Position))
                    .col(string(Events::EventType))
                    .col(string(Events::ResourceType))
                    .col(uuid(Events::ResourceId))
                    .col(uuid_null(Events::ProfileId))
                    .col(string(Events::ActorType))
                    .col(uuid_null(Events::ActorMemberId))
                    .col(string_null(Events::ActorMemberName))
                    .col(string_null(Events::ActorApiKeyPrefix))
                    .col(text_null(Events::ChangedFields))
                    .col(text(Events::Data))
                    .col(timestamp_with_time_zone(Events::OccurredAt))
                    .col(big_integer(Events::OccurredAtUnix))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Events::Table, Events::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_events_organisation_position")
                    .table(Events::Table)
                    .col(Events::OrganisationId)
                    .col(Events::Position)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_events_resource")
                    .table(Events::Table)
                    .col(Events::OrganisationId)
                    .col(Events::ResourceId)
                    .col(Events::Position)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_events_occurred_at_unix")
                    .table(Events::Table)
                    .col(Events::OccurredAtUnix)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Events::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(EventSequences::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum EventSequences {
    Table,
    OrganisationId,
    LastPosition,
}

#[derive(DeriveIden)]
pub enum Events {
    Table,
    Id,
    OrganisationId,
    Position,
    EventType,
    ResourceType,
    ResourceId,
    ProfileId,
    ActorType,
    ActorMemberId,
    ActorMemberName,
    ActorApiKeyPrefix,
    ChangedFields,
    Data,
    OccurredAt,
    OccurredAtUnix,
}

#[derive(DeriveIden)]
pub enum Organisations {
    Table,
    Id,
}
