use sea_orm::entity::prelude::*;

/// One event to send to one endpoint: the outbox row, written in the transaction of the event.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_deliveries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub endpoint_id: Uuid,
    pub event_id: Uuid,
    pub event_type: String,
    /// The event's position in its organisation's feed: orders the events of one resource.
    pub event_position: i64,
    /// `resourceType:resourceId`.
    pub resource_key: String,
    /// `pending`, `succeeded` or `failed` (`crate::service::webhooks::DeliveryStatus`).
    pub status: String,
    pub attempts: i32,
    /// Unix seconds: when the next attempt is due.
    pub next_attempt_at: i64,
    /// Unix seconds: until when a worker holds the row (it is sending it).
    pub lease_until: Option<i64>,
    /// The holder's token: only it may record the attempt's outcome.
    pub lease_token: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub modified_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
