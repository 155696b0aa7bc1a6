use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A search finding many records walks the organisation's entries of its kind in creation
/// order until its page is full (`service::search::Hits::walk`), rather than sorting every match.
const INDEX: &str = "ix_search_entries_kind_record";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// Expand only: an index the previous release never needs, and maintains like any other.
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create()
                    .name(INDEX)
                    .table(Alias::new("search_entries"))
                    .col(Alias::new("organisation_id"))
                    .col(Alias::new("kind"))
                    .col(Alias::new("record_id"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(INDEX).table(Alias::new("search_entries")).to_owned()).await
    }
}
