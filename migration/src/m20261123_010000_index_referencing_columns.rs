use sea_orm_migration::prelude::*;

use super::{
    m20261121_000005_create_profiles::Profiles, m20261121_000010_create_opportunities::Opportunities,
    m20261121_000011_create_financial_products::FinancialProducts,
    m20261121_000012_create_household_expenses::ContactExpenses, m20261121_000013_create_notes::Notes,
    m20261121_000015_create_policies::PolicyOwners,
};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Indexes on the columns that refer to contacts and profiles but were not the first column of
/// any index. SQLite builds automatic indexes for such lookups and hid their absence;
/// PostgreSQL scanned the whole table instead: for every removal of a contact or profile (its
/// foreign keys are checked, cascaded or set to null through these columns), and wherever a
/// query looks records up by them (issue 14; `tests/api/query_plans.rs` guards it).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table, column) in indexes() {
            manager
                .create_index(Index::create().if_not_exists().name(name).table(table).col(column).to_owned())
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table, _) in indexes() {
            manager.drop_index(Index::drop().name(name).table(table).to_owned()).await?;
        }
        Ok(())
    }
}

fn indexes() -> [(&'static str, DynIden, DynIden); 7] {
    [
        ("ix_profiles_key_contact_id", Profiles::Table.into_iden(), Profiles::KeyContactId.into_iden()),
        ("ix_profiles_adviser_id", Profiles::Table.into_iden(), Profiles::AdviserId.into_iden()),
        (
            "ix_opportunities_profile_only",
            Opportunities::Table.into_iden(),
            Opportunities::ProfileId.into_iden(),
        ),
        (
            "ix_financial_products_profile_id",
            FinancialProducts::Table.into_iden(),
            FinancialProducts::ProfileId.into_iden(),
        ),
        ("ix_notes_profile_only", Notes::Table.into_iden(), Notes::ProfileId.into_iden()),
        ("ix_policy_owners_contact_id", PolicyOwners::Table.into_iden(), PolicyOwners::ContactId.into_iden()),
        (
            "ix_contact_expenses_contact_id",
            ContactExpenses::Table.into_iden(),
            ContactExpenses::ContactId.into_iden(),
        ),
    ]
}
