use sea_orm::entity::prelude::*;

/// The last event position handed out to an organisation; its row is the lock that orders the
/// organisation's events (`crate::service::events`).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "event_sequences")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub organisation_id: Uuid,
    pub last_position: i64,
}

impl ActiveModelBehavior for ActiveModel {}
