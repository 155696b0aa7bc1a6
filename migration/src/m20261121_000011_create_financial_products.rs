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
        // Mortgages, KiwiSaver accounts and investments share one table (`product_type` tells
        // them apart) because they share their shape and rules; the columns of the other types
        // are null. Money is in cents, percentages in hundredths of a percent.
        let products = FinancialProducts::Table;
        manager
            .create_table(
                Table::create()
                    .table(products)
                    .col(pk_uuid(FinancialProducts::Id))
                    .col(uuid(FinancialProducts::OrganisationId))
                    .col(uuid(FinancialProducts::ProfileId))
                    .col(string(FinancialProducts::ProductType))
                    .col(string_null(FinancialProducts::State))
                    .col(string_null(FinancialProducts::Provider))
                    .col(string_null(FinancialProducts::ReferenceId))
                    .col(string_null(FinancialProducts::LoanType))
                    .col(big_integer_null(FinancialProducts::LoanAmount))
                    .col(big_integer_null(FinancialProducts::Balance))
                    .col(integer_null(FinancialProducts::InterestRate))
                    .col(string_null(FinancialProducts::RateType))
                    .col(date_null(FinancialProducts::FixedRateExpiryDate))
                    .col(date_null(FinancialProducts::SettlementDate))
                    .col(integer_null(FinancialProducts::TermYears))
                    .col(big_integer_null(FinancialProducts::Repayment))
                    .col(string_null(FinancialProducts::Frequency))
                    .col(string_null(FinancialProducts::SchemeName))
                    .col(string_null(FinancialProducts::FundName))
                    .col(string_null(FinancialProducts::FundType))
                    .col(string_null(FinancialProducts::MemberNumber))
                    .col(integer_null(FinancialProducts::EmployeeContributionRate))
                    .col(integer_null(FinancialProducts::EmployerContributionRate))
                    .col(integer_null(FinancialProducts::Pir))
                    .col(string_null(FinancialProducts::ProductName))
                    .col(string_null(FinancialProducts::InvestmentType))
                    .col(big_integer_null(FinancialProducts::Value))
                    .col(timestamp_with_time_zone_null(FinancialProducts::CreatedAt))
                    .col(timestamp_with_time_zone(FinancialProducts::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(products, FinancialProducts::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(products, FinancialProducts::ProfileId)
                            .to(Profiles::Table, Profiles::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // A list (optionally of one profile) reads its page straight off an index, in id order.
        for (name, columns) in [
            (
                "ix_financial_products_type",
                vec![
                    FinancialProducts::OrganisationId,
                    FinancialProducts::ProductType,
                    FinancialProducts::Id,
                ],
            ),
            (
                "ix_financial_products_profile",
                vec![
                    FinancialProducts::OrganisationId,
                    FinancialProducts::ProductType,
                    FinancialProducts::ProfileId,
                    FinancialProducts::Id,
                ],
            ),
        ] {
            let mut index = Index::create();
            index.name(name).table(products);
            for column in columns {
                index.col(column);
            }
            manager.create_index(index.to_owned()).await?;
        }

        // The contacts who own a product, in the order the client gave them.
        let owners = FinancialProductOwners::Table;
        manager
            .create_table(
                Table::create()
                    .table(owners)
                    .col(uuid(FinancialProductOwners::ProductId))
                    .col(uuid(FinancialProductOwners::ContactId))
                    .col(integer(FinancialProductOwners::Position))
                    .primary_key(
                        Index::create()
                            .col(FinancialProductOwners::ProductId)
                            .col(FinancialProductOwners::ContactId),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(owners, FinancialProductOwners::ProductId)
                            .to(products, FinancialProducts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(owners, FinancialProductOwners::ContactId)
                            .to(Contacts::Table, Contacts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_financial_product_owners_contact_id")
                    .table(owners)
                    .col(FinancialProductOwners::ContactId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(FinancialProductOwners::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(FinancialProducts::Table).to_owned()).await
    }
}

#[derive(DeriveIden, Clone, Copy)]
pub enum FinancialProducts {
    Table,
    Id,
    OrganisationId,
    ProfileId,
    ProductType,
    State,
    Provider,
    ReferenceId,
    LoanType,
    LoanAmount,
    Balance,
    InterestRate,
    RateType,
    FixedRateExpiryDate,
    SettlementDate,
    TermYears,
    Repayment,
    Frequency,
    SchemeName,
    FundName,
    FundType,
    MemberNumber,
    EmployeeContributionRate,
    EmployerContributionRate,
    Pir,
    ProductName,
    InvestmentType,
    Value,
    CreatedAt,
    ModifiedAt,
}

#[derive(DeriveIden, Clone, Copy)]
pub enum FinancialProductOwners {
    Table,
    ProductId,
    ContactId,
    Position,
}
