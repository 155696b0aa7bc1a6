use sea_orm::entity::prelude::*;

/// Which local record an imported record became (see `service::transfer`).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "transfer_ids")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub organisation_id: Uuid,
    /// The base URL of the source service, or `export:<organisation id>` for an export file.
    #[sea_orm(primary_key, auto_increment = false)]
    pub source: String,
    /// The kind of record (`profile`, `contact`, `expenseLine`, …).
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: String,
    /// The source's id, as text (UUIDs and integers alike).
    #[sea_orm(primary_key, auto_increment = false)]
    pub source_id: String,
    pub local_id: Uuid,
    /// The source's `modifiedTimestamp` as last imported.
    pub source_modified: Option<String>,
    /// The local record's modified time right after the import, in Unix microseconds.
    pub local_modified: Option<i64>,
}

impl ActiveModelBehavior for ActiveModel {}
