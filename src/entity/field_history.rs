use sea_orm::entity::prelude::*;

/// One field of a record changed by one write: its old and new values as the API shows them
/// (JSON text), who made the change and how (`crate::service::history`). Never updated.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "field_history")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    /// The record's type, as events name it (`contact`, `expenses`, …).
    pub resource_type: String,
    pub resource_id: Uuid,
    pub profile_id: Option<Uuid>,
    /// The event the change was recorded with.
    pub event_id: Uuid,
    /// The wire name of the field; for an item of a list with ids, `list[id].field`.
    #[sea_orm(column_type = "Text")]
    pub field: String,
    /// JSON; null when the field was absent (a creation).
    #[sea_orm(column_type = "Text")]
    pub old_value: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub new_value: Option<String>,
    pub changed_at: DateTimeUtc,
    /// `apiKey`, `cli` or `system`.
    pub actor_type: String,
    pub actor_member_id: Option<Uuid>,
    /// The API key's id, or the OAuth client's record id for a change made with a token.
    pub actor_key_id: Option<Uuid>,
    pub actor_oauth_client_id: Option<String>,
    /// The API operation that made the change (`updatePerson`), when a request did.
    pub operation_id: Option<String>,
    pub request_id: Option<String>,
    /// The item of the batch that made the change.
    pub batch_index: Option<i32>,
    /// Carried in from an export file, not made here.
    pub imported: bool,
    /// Random, per entry: the chain commits to the salted digests of the values, so a value
    /// can later be erased and the chain still verify.
    pub value_salt: String,
    /// The entry's place in its organisation's chain, from 1; null until sealed.
    pub chain_position: Option<i64>,
    pub old_digest: Option<String>,
    pub new_digest: Option<String>,
    /// SHA-256 of the previous entry's digest and this entry (`service::history::chain`).
    pub digest: Option<String>,
    /// When retention removed the values (`old_value`, `new_value`); their digests stay, so the
    /// chain still verifies.
    pub values_erased_at: Option<DateTimeUtc>,
    /// The Privacy Act request the change carried out (a correction), if one did.
    pub privacy_request_id: Option<Uuid>,
}

impl ActiveModelBehavior for ActiveModel {}
