use sea_orm::entity::prelude::*;

/// An invitation link consumed by an account setup, by its signature; kept until the link
/// would have expired (`expires_at`, Unix seconds).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invitation_uses")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub signature: String,
    pub opportunity_id: Uuid,
    pub expires_at: i64,
    pub used_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
