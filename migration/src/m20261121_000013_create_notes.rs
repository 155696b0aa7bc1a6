use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    m20261121_000001_create_organisations::Organisations, m20261121_000002_create_members::Members,
    m20261121_000005_create_profiles::Profiles,
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
        // Notes of a profile; `content` is HTML, sanitised before it is stored.
        manager
            .create_table(
                Table::create()
                    .table(Notes::Table)
                    .col(pk_uuid(Notes::Id))
                    .col(uuid(Notes::OrganisationId))
                    .col(uuid(Notes::ProfileId))
                    .col(text(Notes::Content))
                    .col(boolean(Notes::IsPinned).default(false))
                    .col(uuid_null(Notes::CreatedByMemberId))
                    .col(timestamp_with_time_zone_null(Notes::CreatedAt))
                    .col(timestamp_with_time_zone(Notes::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Notes::Table, Notes::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Notes::Table, Notes::ProfileId)
                            .to(Profiles::Table, Profiles::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Notes::Table, Notes::CreatedByMemberId)
                            .to(Members::Table, Members::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, columns) in [
            ("ix_notes_organisation_id", vec![Notes::OrganisationId, Notes::Id]),
            ("ix_notes_profile_id", vec![Notes::OrganisationId, Notes::ProfileId, Notes::Id]),
            ("ix_notes_is_pinned", vec![Notes::OrganisationId, Notes::IsPinned, Notes::Id]),
        ] {
            let mut index = Index::create();
            index.name(name).table(Notes::Table);
            for column in columns {
                index.col(column);
            }
            manager.create_index(index.to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Notes::Table).to_owned()).await
    }
}

#[derive(DeriveIden, Clone, Copy)]
pub enum Notes {
    Table,
    Id,
    OrganisationId,
    ProfileId,
    Content,
    IsPinned,
    CreatedByMemberId,
    CreatedAt,
    ModifiedAt,
}
