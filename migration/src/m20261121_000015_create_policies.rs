use sea_orm_migration::{prelude::*, schema::*};

use crate::{
    m20261121_000001_create_organisations::Organisations, m20261121_000004_create_contacts::Contacts,
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
        // Life and health insurance policies, imported (read-only over the API). The cover items
        // are one JSON document per policy: they are only ever read and written with it.
        let policies = Policies::Table;
        manager
            .create_table(
                Table::create()
                    .table(policies)
                    .col(pk_uuid(Policies::Id))
                    .col(uuid(Policies::OrganisationId))
                    .col(uuid(Policies::ProfileId))
                    .col(string(Policies::PolicyNumber))
                    .col(string(Policies::ProviderName))
                    .col(string_null(Policies::ProviderCode))
                    .col(string(Policies::Status))
                    .col(big_integer_null(Policies::Premium))
                    .col(string_null(Policies::PaymentFrequency))
                    .col(string_null(Policies::PaymentMethod))
                    .col(date_null(Policies::NextDueDate))
                    .col(json(Policies::Covers))
                    .col(timestamp_with_time_zone_null(Policies::CreatedAt))
                    .col(timestamp_with_time_zone(Policies::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(policies, Policies::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(policies, Policies::ProfileId)
                            .to(Profiles::Table, Profiles::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, columns, unique) in [
            ("ix_policies_organisation_id", vec![Policies::OrganisationId, Policies::Id], false),
            (
                "ix_policies_profile_id",
                vec![Policies::OrganisationId, Policies::ProfileId, Policies::Id],
                false,
            ),
            ("ux_policies_policy_number", vec![Policies::OrganisationId, Policies::PolicyNumber], true),
        ] {
            let mut index = Index::create();
            index.name(name).table(policies);
            if unique {
                index.unique();
            }
            for column in columns {
                index.col(column);
            }
            manager.create_index(index.to_owned()).await?;
        }

        let owners = PolicyOwners::Table;
        manager
            .create_table(
                Table::create()
                    .table(owners)
                    .col(uuid(PolicyOwners::PolicyId))
                    .col(uuid(PolicyOwners::ContactId))
                    .col(integer(PolicyOwners::Position))
                    .primary_key(Index::create().col(PolicyOwners::PolicyId).col(PolicyOwners::ContactId))
                    .foreign_key(
                        ForeignKey::create()
                            .from(owners, PolicyOwners::PolicyId)
                            .to(policies, Policies::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(owners, PolicyOwners::ContactId)
                            .to(Contacts::Table, Contacts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PolicyOwners::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Policies::Table).to_owned()).await
    }
}

#[derive(DeriveIden, Clone, Copy)]
pub enum Policies {
    Table,
    Id,
    OrganisationId,
    ProfileId,
    PolicyNumber,
    ProviderName,
    ProviderCode,
    Status,
    Premium,
    PaymentFrequency,
    PaymentMethod,
    NextDueDate,
    Covers,
    CreatedAt,
    ModifiedAt,
}

#[derive(DeriveIden, Clone, Copy)]
pub enum PolicyOwners {
    Table,
    PolicyId,
    ContactId,
    Position,
}
