use sea_orm::entity::prelude::*;

/// An `Idempotency-Key` an organisation has used, with the response to replay once the first
/// request has finished (`response_status` is null while it is still running).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "idempotency_keys")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub organisation_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: String,
    /// SHA-256 of the method, path and query, and body of the first request.
    pub fingerprint: String,
    pub response_status: Option<i32>,
    #[sea_orm(column_type = "Text")]
    pub response_body: Option<String>,
    pub response_etag: Option<String>,
    /// While the first request runs, until when the key is held (Unix seconds); after that
    /// another request may take it over (the first one's server died).
    pub locked_until: i64,
    /// When the key is forgotten (Unix seconds).
    pub expires_at: i64,
    pub created_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
