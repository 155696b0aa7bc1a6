use sea_orm::entity::prelude::*;

/// The five expense types that are arrays of lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum LineType {
    #[sea_orm(string_value = "childSupport")]
    ChildSupport,
    #[sea_orm(string_value = "fixedCommitments")]
    FixedCommitments,
    #[sea_orm(string_value = "otherEssentialCosts")]
    OtherEssentialCosts,
    #[sea_orm(string_value = "otherDiscretionaryLivingCosts")]
    OtherDiscretionaryLivingCosts,
    #[sea_orm(string_value = "superannuation")]
    Superannuation,
}

impl LineType {
    pub const ALL: [LineType; 5] = [
        LineType::ChildSupport,
        LineType::FixedCommitments,
        LineType::OtherEssentialCosts,
        LineType::OtherDiscretionaryLivingCosts,
        LineType::Superannuation,
    ];

    /// The request and response field of this type, which is also its stored value.
    pub fn field(self) -> &'static str {
        match self {
            LineType::ChildSupport => "childSupport",
            LineType::FixedCommitments => "fixedCommitments",
            LineType::OtherEssentialCosts => "otherEssentialCosts",
            LineType::OtherDiscretionaryLivingCosts => "otherDiscretionaryLivingCosts",
            LineType::Superannuation => "superannuation",
        }
    }
}

/// One line of a household's expenses of a line type. Ids are UUID v7: id order is creation
/// order.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "expense_lines")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub expenses_id: Uuid,
    pub line_type: LineType,
    #[sea_orm(column_type = "Text")]
    pub description: Option<String>,
    /// Cents.
    pub value: i64,
}

impl ActiveModelBehavior for ActiveModel {}
