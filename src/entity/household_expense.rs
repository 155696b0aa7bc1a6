use sea_orm::entity::prelude::*;

/// A household's (profile's) expenses: the monthly scalar amounts, in cents. Its lines and
/// per-contact amounts are in `expense_lines` and `household_contact_expenses`.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "household_expenses")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    #[sea_orm(unique)]
    pub profile_id: Uuid,
    pub food: Option<i64>,
    pub rates: Option<i64>,
    pub body_corporate: Option<i64>,
    pub home_insurance: Option<i64>,
    pub health_insurance: Option<i64>,
    pub utilities: Option<i64>,
    pub phone_and_internet: Option<i64>,
    pub transport: Option<i64>,
    pub childcare: Option<i64>,
    pub education: Option<i64>,
    pub clothing: Option<i64>,
    pub medical: Option<i64>,
    pub entertainment: Option<i64>,
    pub rent: Option<i64>,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
}

impl ActiveModelBehavior for ActiveModel {}
