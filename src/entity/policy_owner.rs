use sea_orm::entity::prelude::*;

/// A contact who owns a policy.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "policy_owners")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub policy_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub contact_id: Uuid,
    /// Where the contact comes in the policy's list of owners.
    pub position: i32,
}

impl ActiveModelBehavior for ActiveModel {}
