use sea_orm::entity::prelude::*;

/// One change to a record of an organisation, written in the transaction of the change
/// (`crate::service::events`). `position` orders an organisation's events as they committed: on
/// PostgreSQL it is stamped after the commit, and negative until then (`events::positions`).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "events")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub position: i64,
    /// `contact.updated`, `opportunity.status_changed`, … (`service::events::EventType`).
    pub event_type: String,
    pub resource_type: String,
    pub resource_id: Uuid,
    pub profile_id: Option<Uuid>,
    /// `apiKey`, `cli` or `system`.
    pub actor_type: String,
    pub actor_member_id: Option<Uuid>,
    pub actor_member_name: Option<String>,
    pub actor_api_key_prefix: Option<String>,
    /// The `client_id` of the OAuth 2.0 client whose access token made the change.
    pub actor_oauth_client_id: Option<String>,
    /// JSON array of the wire names of the fields an update changed; null for other events.
    #[sea_orm(column_type = "Text")]
    pub changed_fields: Option<String>,
    /// JSON: the record as its GET endpoint returned it right after the change.
    #[sea_orm(column_type = "Text")]
    pub data: String,
    pub occurred_at: DateTimeUtc,
    /// `occurred_at` in Unix seconds, which the retention purge compares.
    pub occurred_at_unix: i64,
}

impl ActiveModelBehavior for ActiveModel {}
