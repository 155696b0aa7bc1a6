use sea_orm::entity::prelude::*;

/// An OAuth 2.0 client of the client-credentials grant (`crate::service::oauth`). Only the
/// SHA-256 hash of its secret is stored. The access tokens issued to it are `api_keys` rows
/// whose `oauth_client_id` is this client's `id`.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "oauth_clients")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub member_id: Option<Uuid>,
    /// The public `client_id` (`crm_client_…`).
    #[sea_orm(unique)]
    pub client_id: String,
    pub secret_hash: String,
    pub is_sandbox: bool,
    /// Comma-separated CIDR ranges its tokens may be used from, as for keys.
    #[sea_orm(column_type = "Text")]
    pub allowed_cidrs: String,
    /// The scopes its tokens may carry, separated by spaces (`crate::types::Scopes`).
    #[sea_orm(column_type = "Text")]
    pub scopes: String,
    pub revoked_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub modified_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
