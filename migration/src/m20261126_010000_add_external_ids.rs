use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The tables whose records carry an integrator's own id, with the columns that make it unique:
/// per organisation within a resource. Mortgages, KiwiSavers and investments share one table, so
/// their product type is part of their key.
const TABLES: [(&str, &[&str]); 5] = [
    ("contacts", &["organisation_id", "external_id"]),
    ("profiles", &["organisation_id", "external_id"]),
    ("opportunities", &["organisation_id", "external_id"]),
    ("financial_products", &["organisation_id", "product_type", "external_id"]),
    ("notes", &["organisation_id", "external_id"]),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    /// Expand only: a nullable column and a unique index the previous release never reads or
    /// writes (both databases let any number of rows hold NULL under a unique index).
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (table, key) in TABLES {
            manager
                .alter_table(
                    Table::alter()
                        .table(Alias::new(table))
                        .add_column(string_len_null(Alias::new("external_id"), 255))
                        .to_owned(),
                )
                .await?;
            let mut index = Index::create();
            index.name(format!("ux_{table}_external_id")).table(Alias::new(table)).unique();
            for column in key {
                index.col(Alias::new(*column));
            }
            manager.create_index(index.to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (table, _) in TABLES {
            manager
                .drop_index(
                    Index::drop().name(format!("ux_{table}_external_id")).table(Alias::new(table)).to_owned(),
                )
                .await?;
            manager
                .alter_table(
                    Table::alter().table(Alias::new(table)).drop_column(Alias::new("external_id")).to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
