use sea_orm::entity::prelude::*;

/// The line of business a pipeline tracks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum PipelineCategory {
    #[sea_orm(string_value = "Mortgages")]
    Mortgages,
    #[sea_orm(string_value = "PersonalRiskInsurance")]
    PersonalRiskInsurance,
    #[sea_orm(string_value = "Investments")]
    Investments,
    #[sea_orm(string_value = "KiwiSaver")]
    KiwiSaver,
    #[sea_orm(string_value = "FireAndGeneral")]
    FireAndGeneral,
    #[sea_orm(string_value = "Complaints")]
    Complaints,
}

/// The kind of work a pipeline tracks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum PipelineType {
    #[sea_orm(string_value = "Prospecting")]
    Prospecting,
    #[sea_orm(string_value = "Advice")]
    Advice,
    #[sea_orm(string_value = "Servicing")]
    Servicing,
    #[sea_orm(string_value = "Claims")]
    Claims,
}

/// A sales or service process, with ordered stages.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "pipelines")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub name: String,
    pub category: PipelineCategory,
    pub pipeline_type: PipelineType,
}

impl ActiveModelBehavior for ActiveModel {}
