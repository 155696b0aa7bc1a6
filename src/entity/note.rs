use sea_orm::entity::prelude::*;

/// A note on a profile. `content` is sanitised HTML.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notes")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub profile_id: Uuid,
    #[sea_orm(column_type = "Text")]
    pub content: String,
    pub is_pinned: bool,
    pub created_by_member_id: Option<Uuid>,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
    /// The integrator's own id for the record: unique per organisation within the resource.
    pub external_id: Option<String>,
}

impl ActiveModelBehavior for ActiveModel {}
