use sea_orm::entity::prelude::*;

/// How many records an organisation has in a list (`contacts`, `profiles`, `opportunities`,
/// `financial_products:Mortgage`, …), kept exact by database triggers in the same transaction as
/// every insert and delete (migration `m20261123_020000_maintain_list_counts`). Read-only here.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "list_counts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub organisation_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub list: String,
    pub count: i64,
}

impl ActiveModelBehavior for ActiveModel {}
