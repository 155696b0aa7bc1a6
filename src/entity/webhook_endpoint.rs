use sea_orm::entity::prelude::*;

/// Where an organisation wants its events sent, with the secret that signs them
/// (`crate::service::webhooks`).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_endpoints")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    #[sea_orm(column_type = "Text")]
    pub url: String,
    /// JSON array of event types; `["*"]` for every type.
    #[sea_orm(column_type = "Text")]
    pub event_types: String,
    #[sea_orm(column_type = "Text")]
    pub description: Option<String>,
    pub enabled: bool,
    /// Why the service disabled the endpoint (null when enabled, or disabled by a person).
    pub disabled_reason: Option<String>,
    /// The scopes of the key that registered it, when it did: only events they may read are
    /// sent. Null for an endpoint written by a release before scopes (the first release's).
    #[sea_orm(column_type = "Text")]
    pub scopes: Option<String>,
    /// The API key that registered it (revoking that key does not stop the endpoint).
    pub created_by_key_id: Option<Uuid>,
    /// `whsec_` and the base64 of the key.
    pub secret: String,
    /// The secret before the latest rotation: it signs too until `previous_secret_expires_at`.
    pub previous_secret: Option<String>,
    /// Unix seconds.
    pub previous_secret_expires_at: Option<i64>,
    /// Unix seconds of the first failed attempt since the latest successful one.
    pub failing_since: Option<i64>,
    pub created_at: DateTimeUtc,
    pub modified_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
