use sea_orm::entity::prelude::*;

/// The three kinds of contact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ContactType {
    #[sea_orm(string_value = "Person")]
    Person,
    #[sea_orm(string_value = "Company")]
    Company,
    #[sea_orm(string_value = "Trust")]
    Trust,
}

impl ContactType {
    /// The path segment of this type's create and update endpoints.
    pub fn path_segment(self) -> &'static str {
        match self {
            ContactType::Person => "person",
            ContactType::Company => "company",
            ContactType::Trust => "trust",
        }
    }
}

/// A person's gender, as they describe it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Gender {
    #[sea_orm(string_value = "Female")]
    Female,
    #[sea_orm(string_value = "Male")]
    Male,
    #[sea_orm(string_value = "GenderDiverse")]
    GenderDiverse,
    #[sea_orm(string_value = "PreferNotToSay")]
    PreferNotToSay,
}

/// The kind of trust.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum TrustType {
    #[sea_orm(string_value = "Family")]
    Family,
    #[sea_orm(string_value = "Charitable")]
    Charitable,
    #[sea_orm(string_value = "Other")]
    Other,
}

/// A person, company or trust. Columns of the other types are null.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "contacts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub contact_type: ContactType,
    /// "First Last", the company's or the trust's name.
    pub display_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub mobile_phone: Option<String>,
    pub title: Option<String>,
    pub first_name: Option<String>,
    pub middle_name: Option<String>,
    pub last_name: Option<String>,
    pub preferred_name: Option<String>,
    pub date_of_birth: Option<Date>,
    pub gender: Option<Gender>,
    pub company_name: Option<String>,
    pub trading_name: Option<String>,
    pub nzbn: Option<String>,
    pub company_number: Option<String>,
    pub industry: Option<String>,
    pub trust_name: Option<String>,
    pub trust_type: Option<TrustType>,
    pub settlement_date: Option<Date>,
    /// JSON array of `service::contacts::history::AddressRecord`.
    #[sea_orm(column_type = "Text")]
    pub address_history: String,
    /// JSON array of `service::contacts::history::EmploymentRecord`.
    #[sea_orm(column_type = "Text")]
    pub employment_history: String,
    pub is_archived: bool,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
    /// The integrator's own id for the record: unique per organisation within the resource.
    pub external_id: Option<String>,
    /// JSON array of `service::contacts::CorrectionStatement`; null while there are none.
    #[sea_orm(column_type = "Text", nullable)]
    pub correction_statements: Option<String>,
    /// When an erasure request left the contact a tombstone (`service::privacy::erasure`);
    /// null for every other contact.
    pub erased_at: Option<DateTimeUtc>,
}

impl ActiveModelBehavior for ActiveModel {}
