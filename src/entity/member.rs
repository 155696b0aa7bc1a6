use sea_orm::entity::prelude::*;

/// A member's role in the firm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum MemberRole {
    /// Gives advice to clients; usually holds an FSP number.
    #[sea_orm(string_value = "Adviser")]
    Adviser,
    /// Supports advisers with administration.
    #[sea_orm(string_value = "Assistant")]
    Assistant,
    /// Runs the practice; issues API keys.
    #[sea_orm(string_value = "Manager")]
    Manager,
}

/// A user of the firm (formerly "account").
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "members")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub first_name: String,
    pub last_name: String,
    /// Stored in lower case; unique within the organisation.
    pub email: String,
    pub role: MemberRole,
    pub is_active: bool,
    pub fsp_number: Option<String>,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
}

impl Model {
    pub fn display_name(&self) -> String {
        display_name(&self.first_name, &self.last_name)
    }
}

/// How a member is named in responses (an opportunity's adviser, a note's author).
pub fn display_name(first_name: &str, last_name: &str) -> String {
    format!("{first_name} {last_name}")
}

impl ActiveModelBehavior for ActiveModel {}
