use crate as sea_orm;
use crate::entity::prelude::*;

#[cfg(feature = "with-json")]
use serde::{Deserialize, Serialize};

#[sea_orm::compact_model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[cfg_attr(feature = "with-json", derive(Serialize, Deserialize))]
#[sea_orm(table_name = "fruit")]
pub struct Model {
    #[sea_orm(primary_key)]
    #[cfg_attr(feature = "with-json", serde(skip_deserializing))]
    pub id: i32,
    pub name: String,
    pub cake_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::cake::Entity",
        from = "Column::CakeId",
        to = "super::cake::Column::Id"
    )]
    Cake,
    #[sea_orm(
        belongs_to = "super::cake_compact::Entity",
        from = "Column::CakeId",
        to = "super::cake_compact::Column::Id"
    )]
    CakeCompact,
    #[sea_orm(
        belongs_to = "super::cake_expanded::Entity",
        from = "Column::CakeId",
        to = "super::cake_expanded::Column::Id"
    )]
    CakeExpanded,
}

impl Related<super::cake::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Cake.def()
    }
}

impl Related<super::cake_compact::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CakeCompact.def()
    }
}

impl Related<super::cake_expanded::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::CakeExpanded.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
