use sea_orm::entity::prelude::*;

/// One attempt at sending a delivery.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_delivery_attempts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub delivery_id: Uuid,
    /// A 2xx answer.
    pub succeeded: bool,
    /// The receiver's HTTP status, when it answered.
    pub response_status: Option<i32>,
    /// What went wrong, when it did (time-out, refused address, connection error, status).
    #[sea_orm(column_type = "Text")]
    pub error: Option<String>,
    pub duration_ms: i64,
    pub attempted_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
