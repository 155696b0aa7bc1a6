use sea_orm::entity::prelude::*;

/// An opportunity's withdrawn invitation links: every link issued before `revoked_before_ms`
/// (Unix milliseconds) is refused (`crate::service::invitations`).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invitation_revocations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub opportunity_id: Uuid,
    pub revoked_before_ms: i64,
}

impl ActiveModelBehavior for ActiveModel {}
