use sea_orm::entity::prelude::*;

/// A tenant: one advice business. Every other record belongs to exactly one.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "organisations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub name: String,
    pub is_sandbox: bool,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
