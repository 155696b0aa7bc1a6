use sea_orm::entity::prelude::*;

/// Where a policy (or one of its cover items) stands.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    EnumIter,
    DeriveActiveEnum,
    poem_openapi::Enum,
    serde::Serialize,
    serde::Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum PolicyStatus {
    #[sea_orm(string_value = "InForce")]
    InForce,
    #[sea_orm(string_value = "Lapsed")]
    Lapsed,
    #[sea_orm(string_value = "NotActive")]
    NotActive,
    #[sea_orm(string_value = "Withdrawn")]
    Withdrawn,
    #[sea_orm(string_value = "Cancelled")]
    Cancelled,
    #[sea_orm(string_value = "Replaced")]
    Replaced,
}

/// How often the premium is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum PremiumFrequency {
    #[sea_orm(string_value = "Weekly")]
    Weekly,
    #[sea_orm(string_value = "Fortnightly")]
    Fortnightly,
    #[sea_orm(string_value = "Monthly")]
    Monthly,
    #[sea_orm(string_value = "Quarterly")]
    Quarterly,
    #[sea_orm(string_value = "HalfYearly")]
    HalfYearly,
    #[sea_orm(string_value = "Annually")]
    Annually,
}

/// How the premium is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum PaymentMethod {
    #[sea_orm(string_value = "DirectDebit")]
    DirectDebit,
    #[sea_orm(string_value = "CreditCard")]
    CreditCard,
    #[sea_orm(string_value = "Invoice")]
    Invoice,
    #[sea_orm(string_value = "Other")]
    Other,
}

/// A life or health insurance policy of a profile. `covers` is the JSON document of its cover
/// items by category (see `service::policies::Covers`); premiums are in cents.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "policies")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub profile_id: Uuid,
    pub policy_number: String,
    pub provider_name: String,
    pub provider_code: Option<String>,
    pub status: PolicyStatus,
    pub premium: Option<i64>,
    pub payment_frequency: Option<PremiumFrequency>,
    pub payment_method: Option<PaymentMethod>,
    pub next_due_date: Option<Date>,
    pub covers: Json,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
