use sea_orm::entity::prelude::*;

/// A contact who owns a financial product (the member, for a KiwiSaver account).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "financial_product_owners")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub product_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub contact_id: Uuid,
    /// Where the contact comes in the product's list of owners.
    pub position: i32,
}

impl ActiveModelBehavior for ActiveModel {}
