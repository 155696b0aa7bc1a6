use sea_orm::entity::prelude::*;

/// Whether the profile is a household or a business. Fixed at creation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ProfileType {
    #[sea_orm(string_value = "Personal")]
    Personal,
    #[sea_orm(string_value = "Business")]
    Business,
}

/// Where the profile stands with the firm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ProfileStatus {
    #[sea_orm(string_value = "Prospect")]
    Prospect,
    #[sea_orm(string_value = "ExistingClient")]
    ExistingClient,
    #[sea_orm(string_value = "PreviousClient")]
    PreviousClient,
    #[sea_orm(string_value = "ReferralPartner")]
    ReferralPartner,
    #[sea_orm(string_value = "ProductProvider")]
    ProductProvider,
    #[sea_orm(string_value = "Unsubscribed")]
    Unsubscribed,
    #[sea_orm(string_value = "Unspecified")]
    Unspecified,
}

/// The firm's ranking of the profile, A (highest) to F.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ProfileRank {
    #[sea_orm(string_value = "A")]
    A,
    #[sea_orm(string_value = "B")]
    B,
    #[sea_orm(string_value = "C")]
    C,
    #[sea_orm(string_value = "D")]
    D,
    #[sea_orm(string_value = "E")]
    E,
    #[sea_orm(string_value = "F")]
    F,
}

/// A client situation (a household or a business) grouping contacts.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "profiles")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub name: String,
    pub profile_type: ProfileType,
    pub profile_status: ProfileStatus,
    pub profile_rank: Option<ProfileRank>,
    pub profile_source: Option<String>,
    pub adviser_id: Option<Uuid>,
    /// The profile's one key contact, if any.
    pub key_contact_id: Option<Uuid>,
    pub is_archived: bool,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
    /// The integrator's own id for the record: unique per organisation within the resource.
    pub external_id: Option<String>,
}

impl ActiveModelBehavior for ActiveModel {}
