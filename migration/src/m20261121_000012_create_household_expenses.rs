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
        // One record per household (profile), with its monthly scalar amounts in cents.
        let expenses = HouseholdExpenses::Table;
        let mut table = Table::create();
        table
            .table(expenses)
            .col(pk_uuid(HouseholdExpenses::Id))
            .col(uuid(HouseholdExpenses::OrganisationId))
            .col(uuid_uniq(HouseholdExpenses::ProfileId));
        for scalar in HouseholdExpenses::SCALARS {
            table.col(big_integer_null(scalar));
        }
        table
            .col(timestamp_with_time_zone_null(HouseholdExpenses::CreatedAt))
            .col(timestamp_with_time_zone(HouseholdExpenses::ModifiedAt))
            .foreign_key(
                ForeignKey::create()
                    .from(expenses, HouseholdExpenses::OrganisationId)
                    .to(Organisations::Table, Organisations::Id)
                    .on_delete(ForeignKeyAction::Cascade),
            )
            .foreign_key(
                ForeignKey::create()
                    .from(expenses, HouseholdExpenses::ProfileId)
                    .to(Profiles::Table, Profiles::Id)
                    .on_delete(ForeignKeyAction::Cascade),
            );
        manager.create_table(table.to_owned()).await?;

        // The lines of the five line types; ids are UUID v7, so id order is creation order.
        let lines = ExpenseLines::Table;
        manager
            .create_table(
                Table::create()
                    .table(lines)
                    .col(pk_uuid(ExpenseLines::Id))
                    .col(uuid(ExpenseLines::ExpensesId))
                    .col(string(ExpenseLines::LineType))
                    .col(text_null(ExpenseLines::Description))
                    .col(big_integer(ExpenseLines::Value))
                    .foreign_key(
                        ForeignKey::create()
                            .from(lines, ExpenseLines::ExpensesId)
                            .to(expenses, HouseholdExpenses::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_expense_lines_expenses_id")
                    .table(lines)
                    .col(ExpenseLines::ExpensesId)
                    .col(ExpenseLines::Id)
                    .to_owned(),
            )
            .await?;

        // The per-contact amounts (`kiwiSaverExpenses`, `superannuationExpenses`).
        let amounts = ContactExpenses::Table;
        manager
            .create_table(
                Table::create()
                    .table(amounts)
                    .col(uuid(ContactExpenses::ExpensesId))
                    .col(string(ContactExpenses::Kind))
                    .col(uuid(ContactExpenses::ContactId))
                    .col(big_integer(ContactExpenses::Value))
                    .primary_key(
                        Index::create()
                            .col(ContactExpenses::ExpensesId)
                            .col(ContactExpenses::Kind)
                            .col(ContactExpenses::ContactId),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(amounts, ContactExpenses::ExpensesId)
                            .to(expenses, HouseholdExpenses::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(amounts, ContactExpenses::ContactId)
                            .to(Contacts::Table, Contacts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [ContactExpenses::Table.into_iden(), ExpenseLines::Table.into_iden()] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        manager.drop_table(Table::drop().table(HouseholdExpenses::Table).to_owned()).await
    }
}

#[derive(DeriveIden, Clone, Copy)]
pub enum HouseholdExpenses {
    Table,
    Id,
    OrganisationId,
    ProfileId,
    Food,
    Rates,
    BodyCorporate,
    HomeInsurance,
    HealthInsurance,
    Utilities,
    PhoneAndInternet,
    Transport,
    Childcare,
    Education,
    Clothing,
    Medical,
    Entertainment,
    Rent,
    CreatedAt,
    ModifiedAt,
}

impl HouseholdExpenses {
    const SCALARS: [HouseholdExpenses; 14] = [
        HouseholdExpenses::Food,
        HouseholdExpenses::Rates,
        HouseholdExpenses::BodyCorporate,
        HouseholdExpenses::HomeInsurance,
        HouseholdExpenses::HealthInsurance,
        HouseholdExpenses::Utilities,
        HouseholdExpenses::PhoneAndInternet,
        HouseholdExpenses::Transport,
        HouseholdExpenses::Childcare,
        HouseholdExpenses::Education,
        HouseholdExpenses::Clothing,
        HouseholdExpenses::Medical,
        HouseholdExpenses::Entertainment,
        HouseholdExpenses::Rent,
    ];
}

#[derive(DeriveIden, Clone, Copy)]
pub enum ExpenseLines {
    Table,
    Id,
    ExpensesId,
    LineType,
    Description,
    Value,
}

#[derive(DeriveIden, Clone, Copy)]
pub enum ContactExpenses {
    #[sea_orm(iden = "household_contact_expenses")]
    Table,
    ExpensesId,
    Kind,
    ContactId,
    Value,
}
