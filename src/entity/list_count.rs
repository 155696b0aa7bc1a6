use sea_orm::entity::prelude::*;

/// How many records an organisation has in a list (`contacts`, `profiles`, `opportunities`,
/// `financial_products:Mortgage`, …), kept exact by database triggers in the same transaction as
/// every insert and delete (migration `m20261123_020000_maintain_list_counts`). Read-only here.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "list_counts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub organisation_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub list: String,
    pub count: i64,
    /// Writes that moved a record of the list to another position in creation order (deletes,
    /// inserts below `greatest_id`), kept by the same triggers (`m20261126_040000`).
    pub shifts: i64,
    /// The greatest id ever inserted into the list: an insert below it is a shift.
    pub greatest_id: Option<Uuid>,
}

impl ActiveModelBehavior for ActiveModel {}

/// `(SELECT count FROM list_counts WHERE …)`: the number of an organisation's records in
/// `list`, for a statement that reads it in its own snapshot (NULL before the list's first).
pub fn count_of(organisation_id: Uuid, list: &str) -> sea_orm::sea_query::SimpleExpr {
    column_of(Column::Count, organisation_id, list)
}

/// `(SELECT shifts FROM list_counts WHERE …)`, as [`count_of`]: unchanged between two
/// statements, no record of the list has changed position in between.
pub fn shifts_of(organisation_id: Uuid, list: &str) -> sea_orm::sea_query::SimpleExpr {
    column_of(Column::Shifts, organisation_id, list)
}

fn column_of(column: Column, organisation_id: Uuid, list: &str) -> sea_orm::sea_query::SimpleExpr {
    use sea_orm::sea_query::{Query, SimpleExpr};
    let count = Query::select()
        .column(column)
        .from(Entity)
        .and_where(Column::OrganisationId.eq(organisation_id))
        .and_where(Column::List.eq(list))
        .to_owned();
    SimpleExpr::SubQuery(None, Box::new(count.into()))
}
