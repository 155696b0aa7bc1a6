use sea_orm::entity::prelude::*;

/// The kind of record a search entry describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum RecordKind {
    #[sea_orm(string_value = "contact")]
    Contact,
    #[sea_orm(string_value = "profile")]
    Profile,
    #[sea_orm(string_value = "opportunity")]
    Opportunity,
}

/// The searchable text of one record (see migrations `create_search_entries`,
/// `search_entry_kinds` and `search_related_text`).
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "search_entries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub record_id: Uuid,
    pub organisation_id: Uuid,
    /// What is searched: `own_text`, then for a profile its contacts' text, for an opportunity
    /// its profile's whole text (`service::search` keeps it so).
    #[sea_orm(column_type = "Text")]
    pub text: String,
    pub kind: RecordKind,
    /// The record's own searchable text (its names, e-mail addresses, phone numbers).
    #[sea_orm(column_type = "Text")]
    pub own_text: String,
}

impl ActiveModelBehavior for ActiveModel {}
