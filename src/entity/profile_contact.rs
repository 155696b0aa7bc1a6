use sea_orm::entity::prelude::*;

/// A contact's membership of a profile.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "profile_contacts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub profile_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub contact_id: Uuid,
    pub created_at: DateTimeUtc,
    #[sea_orm(belongs_to, from = "profile_id", to = "id")]
    pub profile: BelongsTo<super::profile::Entity>,
    #[sea_orm(belongs_to, from = "contact_id", to = "id")]
    pub contact: BelongsTo<super::contact::Entity>,
}

impl ActiveModelBehavior for ActiveModel {}
