use sea_orm::entity::prelude::*;

/// The per-contact expense lists of a household.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ContactExpenseKind {
    #[sea_orm(string_value = "kiwiSaverExpenses")]
    KiwiSaver,
    #[sea_orm(string_value = "superannuationExpenses")]
    Superannuation,
}

impl ContactExpenseKind {
    /// The request and response field of this list.
    pub fn field(self) -> &'static str {
        match self {
            ContactExpenseKind::KiwiSaver => "kiwiSaverExpenses",
            ContactExpenseKind::Superannuation => "superannuationExpenses",
        }
    }
}

/// A contact's amount in one of a household's per-contact expense lists.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "household_contact_expenses")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub expenses_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: ContactExpenseKind,
    #[sea_orm(primary_key, auto_increment = false)]
    pub contact_id: Uuid,
    /// Cents.
    pub value: i64,
}

impl ActiveModelBehavior for ActiveModel {}
