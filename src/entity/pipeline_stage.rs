use sea_orm::entity::prelude::*;

/// One step of a pipeline; `position` orders them from 1.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "pipeline_stages")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub pipeline_id: Uuid,
    pub name: String,
    pub position: i32,
}

impl ActiveModelBehavior for ActiveModel {}
