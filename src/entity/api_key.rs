use sea_orm::entity::prelude::*;

/// An API key, or an OAuth 2.0 access token (`oauth_client_id` set). Only the SHA-256 hash of the key is stored; `prefix` identifies it for people.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "api_keys")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub member_id: Option<Uuid>,
    pub prefix: String,
    #[sea_orm(unique)]
    pub key_hash: String,
    pub is_sandbox: bool,
    /// Comma-separated CIDR ranges; `0.0.0.0/0,::/0` allows any address.
    pub allowed_cidrs: String,
    /// The scopes held, separated by spaces (`crate::types::Scopes`); null for a key written
    /// by a release before scopes, which holds the first release's scopes.
    #[sea_orm(column_type = "Text")]
    pub scopes: Option<String>,
    /// For an OAuth 2.0 access token: the `oauth_clients.id` it was issued to (null for keys).
    pub oauth_client_id: Option<Uuid>,
    pub expires_at: Option<DateTimeUtc>,
    pub revoked_at: Option<DateTimeUtc>,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
