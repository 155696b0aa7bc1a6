use sea_orm::entity::prelude::*;

/// Whether an opportunity is a mortgage (with diary notes and an application) or general.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum OpportunityType {
    #[sea_orm(string_value = "General")]
    General,
    #[sea_orm(string_value = "Mortgage")]
    Mortgage,
}

/// Where an opportunity stands: `Open` until it is won or lost; a closed one can be reopened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum OpportunityStatus {
    #[sea_orm(string_value = "Open")]
    Open,
    #[sea_orm(string_value = "Won")]
    Won,
    #[sea_orm(string_value = "Lost")]
    Lost,
}

/// A piece of business being worked on for a profile, moving through a pipeline's stages.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "opportunities")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub profile_id: Uuid,
    pub pipeline_id: Uuid,
    pub stage_id: Uuid,
    pub adviser_id: Option<Uuid>,
    pub opportunity_type: OpportunityType,
    pub name: String,
    /// Cents.
    pub value: Option<i64>,
    pub source: Option<String>,
    pub referrer: Option<String>,
    pub status: OpportunityStatus,
    pub closed_date: Option<Date>,
    pub lost_reason: Option<String>,
    pub is_archived: bool,
    #[sea_orm(column_type = "Text")]
    pub diary_purpose: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub diary_client_background: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub diary_recommendations: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub diary_additional_information: Option<String>,
    pub lender: Option<String>,
    /// Cents.
    pub loan_amount: Option<i64>,
    pub pre_approval_expiry_date: Option<Date>,
    pub expected_settlement_date: Option<Date>,
    /// The client interview's answers: all null until it is first written.
    #[sea_orm(column_type = "Text")]
    pub interview_goal: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub interview_plan: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub interview_challenges: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub interview_timing: Option<String>,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
    /// The integrator's own id for the record: unique per organisation within the resource.
    pub external_id: Option<String>,
}

impl ActiveModelBehavior for ActiveModel {}
