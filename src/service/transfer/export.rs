//! What an export reads besides the organisation's API.

use std::collections::HashSet;

use sea_orm::{ColumnTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use crate::{
    db::{Database, Reads},
    entity::household_expense,
    error::ServiceError,
    service::scoped::of_organisation,
};

/// Which of these profiles have expenses (the API reads one household's at a time).
pub async fn households_with_expenses(
    db: &Database,
    organisation_id: Uuid,
    profile_ids: &[Uuid],
) -> Result<HashSet<Uuid>, ServiceError> {
    let mut found = HashSet::new();
    for chunk in profile_ids.chunks(1_000) {
        let query = of_organisation::<household_expense::Entity>(organisation_id)
            .select_only()
            .column(household_expense::Column::ProfileId)
            .filter(household_expense::Column::ProfileId.is_in(chunk.to_vec()));
        found.extend(db.rows::<Uuid>(query).await?);
    }
    Ok(found)
}
