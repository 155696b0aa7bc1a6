use sea_orm::entity::prelude::*;

/// A run of an organisation's field-history chain that retention removed: positions
/// `first_position` to `last_position`, and the digest of the last, which verification goes on
/// from (`service::history::chain`).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "history_checkpoints")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub organisation_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub first_position: i64,
    pub last_position: i64,
    pub digest: String,
    pub made_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
