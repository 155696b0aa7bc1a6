use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    /// Expand only: a table the previous release never reads or writes. One row per field a
    /// write changed, with its old and new values (JSON text), who made the change and how, and
    /// its link in the organisation's hash chain once sealed (docs/decisions.md, ADR-38).
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(FieldHistory::Table)
                    .col(uuid(FieldHistory::Id).primary_key())
                    .col(uuid(FieldHistory::OrganisationId))
                    .col(string(FieldHistory::ResourceType))
                    .col(uuid(FieldHistory::ResourceId))
                    .col(uuid_null(FieldHistory::ProfileId))
                    .col(uuid(FieldHistory::EventId))
                    .col(text(FieldHistory::Field))
                    .col(text_null(FieldHistory::OldValue))
                    .col(text_null(FieldHistory::NewValue))
                    .col(timestamp_with_time_zone(FieldHistory::ChangedAt))
                    .col(string(FieldHistory::ActorType))
                    .col(uuid_null(FieldHistory::ActorMemberId))
                    .col(uuid_null(FieldHistory::ActorKeyId))
                    .col(string_null(FieldHistory::ActorOauthClientId))
                    .col(string_null(FieldHistory::OperationId))
                    .col(string_null(FieldHistory::RequestId))
                    .col(integer_null(FieldHistory::BatchIndex))
                    .col(boolean(FieldHistory::Imported).default(false))
                    // The hash chain (filled in when the entry is sealed, after it commits).
                    .col(string(FieldHistory::ValueSalt))
                    .col(big_integer_null(FieldHistory::ChainPosition))
                    .col(string_null(FieldHistory::OldDigest))
                    .col(string_null(FieldHistory::NewDigest))
                    .col(string_null(FieldHistory::Digest))
                    // Set when retention (or an erasure) removed the values; the digests stay.
                    .col(timestamp_with_time_zone_null(FieldHistory::ValuesErasedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(FieldHistory::Table, FieldHistory::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // A record's history, newest first (ids are time-ordered).
        manager
            .create_index(
                Index::create()
                    .name("idx_field_history_record")
                    .table(FieldHistory::Table)
                    .col(FieldHistory::OrganisationId)
                    .col(FieldHistory::ResourceId)
                    .col(FieldHistory::Id)
                    .to_owned(),
            )
            .await?;
        // An organisation's chain in order. Unique: two sealers racing (processes on one SQLite
        // file) cannot both take a position; the loser's transaction fails and it tries again.
        // Unsealed entries (no position yet) are distinct nulls.
        manager
            .create_index(
                Index::create()
                    .name("idx_field_history_chain")
                    .unique()
                    .table(FieldHistory::Table)
                    .col(FieldHistory::OrganisationId)
                    .col(FieldHistory::ChainPosition)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(HistoryCheckpoints::Table)
                    .col(uuid(HistoryCheckpoints::OrganisationId))
                    .col(big_integer(HistoryCheckpoints::FirstPosition))
                    .col(big_integer(HistoryCheckpoints::LastPosition))
                    .col(string(HistoryCheckpoints::Digest))
                    .col(timestamp_with_time_zone(HistoryCheckpoints::MadeAt))
                    .primary_key(
                        Index::create()
                            .col(HistoryCheckpoints::OrganisationId)
                            .col(HistoryCheckpoints::FirstPosition),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(HistoryCheckpoints::Table, HistoryCheckpoints::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(HistoryCheckpoints::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(FieldHistory::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
enum FieldHistory {
    Table,
    Id,
    OrganisationId,
    ResourceType,
    ResourceId,
    ProfileId,
    EventId,
    Field,
    OldValue,
    NewValue,
    ChangedAt,
    ActorType,
    ActorMemberId,
    ActorKeyId,
    ActorOauthClientId,
    OperationId,
    RequestId,
    BatchIndex,
    Imported,
    ValueSalt,
    ChainPosition,
    OldDigest,
    NewDigest,
    Digest,
    ValuesErasedAt,
}

/// A run of an organisation's chain that retention removed: its first and last positions and
/// the last entry's digest, which verification goes on from.
#[derive(DeriveIden)]
enum HistoryCheckpoints {
    Table,
    OrganisationId,
    FirstPosition,
    LastPosition,
    Digest,
    MadeAt,
}

#[derive(DeriveIden)]
enum Organisations {
    Table,
    Id,
}
