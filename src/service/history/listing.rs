//! `GET /{resource}/{id}/history`: a record's entries, newest first, paged. A creation is stored
//! as one row (`super::creation`) but listed as its fields' entries, so pages count entries,
//! not rows: the creation rows' entries are placed among the other rows by id, and the other
//! rows are read from the database with an offset that skips the creation entries before them.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Select, sea_query::ExprTrait};
use uuid::Uuid;

use super::creation::{self, CREATED};
use crate::{
    db::{Database, Reads},
    entity::{
        contact, field_history, financial_product, financial_product::ProductType, household_expense, member,
        note, opportunity, policy, privacy_request, profile, webhook_endpoint,
    },
    error::ServiceError,
    service::{events::ResourceType, scoped},
    types::{PageInfo, PageRequest, Position},
};

/// One page of a record's history, newest first, optionally of one field (a list item's
/// fields too: `field=lines` also finds `lines[…].amount`). The record must be the
/// organisation's (else not found, as everywhere), of the type asked for.
pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    resource: ResourceType,
    resource_id: Uuid,
    field: Option<&str>,
    page: PageRequest,
) -> Result<(Vec<field_history::Model>, PageInfo), ServiceError> {
    ensure_exists(db, organisation_id, resource, resource_id).await?;
    // A household's expenses are a record of their own, found by the household's profile (a
    // household without expenses has no history, and expenses deleted and made again share one).
    let resource_id = match resource {
        ResourceType::Expenses => {
            let expenses = household_expense::Entity::find()
                .filter(household_expense::Column::OrganisationId.eq(organisation_id))
                .filter(household_expense::Column::ProfileId.eq(resource_id));
            match db.one(expenses).await? {
                Some(expenses) => expenses.id,
                None => return Ok((Vec::new(), PageInfo::new(0, None))),
            }
        }
        _ => resource_id,
    };
    let record = field_history::Entity::find()
        .filter(field_history::Column::OrganisationId.eq(organisation_id))
        .filter(field_history::Column::ResourceId.eq(resource_id))
        .filter(field_history::Column::ResourceType.eq(resource.name()));

    // The creation rows (one, or a few after an import), expanded and filtered.
    let created = db.all(record.clone().filter(field_history::Column::Field.eq(CREATED))).await?;
    let mut creations: Vec<field_history::Model> = created
        .into_iter()
        .flat_map(creation::expand)
        .filter(|entry| field.is_none_or(|field| creation::field_matches(&entry.field, field)))
        .collect();
    creations.sort_by_key(|entry| std::cmp::Reverse(entry.id));

    let mut others = record.filter(field_history::Column::Field.ne(CREATED));
    if let Some(field) = field {
        let item_fields =
            format!("{}[%", field.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
        others = others.filter(
            sea_orm::Condition::any().add(field_history::Column::Field.eq(field)).add(
                sea_orm::sea_query::Expr::col(field_history::Column::Field)
                    .like(sea_orm::sea_query::LikeExpr::new(item_fields).escape('\\')),
            ),
        );
    }
    let total = db.count(others.clone()).await? + creations.len() as u64;
    // A cursor's page starts after its last entry: older ones, since the order is newest first.
    if let Some(after) = page.after {
        others = others.filter(field_history::Column::Id.lt(after.id));
        creations.retain(|entry| entry.id < after.id);
    }

    let placed = place(db, &others, &creations).await?;
    let window = window(&placed, page.offset(), page.limit() + 1);
    let mut rows_of_others = match window.others {
        Some((skip, take)) => db
            .all(others.order_by_desc(field_history::Column::Id).offset(skip).limit(take))
            .await?
            .into_iter(),
        None => Vec::new().into_iter(),
    };
    let mut entries = Vec::new();
    for slot in window.slots {
        match slot {
            Slot::Creation(index) => entries.push(creations[index].clone()),
            // None only if rows were removed since they were counted.
            Slot::Other => entries.extend(rows_of_others.next()),
        }
    }
    let more = entries.len() as u64 > page.limit();
    entries.truncate(page.limit() as usize);
    let next = more.then(|| entries.last().map(|last| Position { modified_at: None, id: last.id })).flatten();
    Ok((entries, PageInfo::new(total, next)))
}

/// Where each creation entry stands in the merged list: its position, counting the other
/// rows newer than it (one count per creation row: its entries are consecutive).
async fn place(
    db: &Database,
    others: &Select<field_history::Entity>,
    creations: &[field_history::Model],
) -> Result<Vec<u64>, ServiceError> {
    let mut positions = Vec::with_capacity(creations.len());
    let mut newer: Option<(Uuid, u64)> = None;
    for (index, entry) in creations.iter().enumerate() {
        let row = creation::row_of(entry.id);
        let count = match newer {
            Some((counted, count)) if counted == row => count,
            _ => {
                let count = db.count(others.clone().filter(field_history::Column::Id.gt(row))).await?;
                newer = Some((row, count));
                count
            }
        };
        positions.push(index as u64 + count);
    }
    Ok(positions)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// The creation entry at this index.
    Creation(usize),
    /// The next of the other rows.
    Other,
}

/// What fills positions `offset..offset + limit` of the merged list: each slot in order, and
/// the other rows to read for them (how many to skip, how many to take).
#[derive(Debug, PartialEq, Eq)]
struct Window {
    slots: Vec<Slot>,
    others: Option<(u64, u64)>,
}

fn window(creation_positions: &[u64], offset: u64, limit: u64) -> Window {
    let mut slots = Vec::new();
    let mut first_other = None;
    let mut others = 0;
    for position in offset..offset + limit {
        match creation_positions.binary_search(&position) {
            Ok(index) => slots.push(Slot::Creation(index)),
            Err(before) => {
                // The other rows before this position are those not taken by creation entries.
                first_other.get_or_insert(position - before as u64);
                others += 1;
                slots.push(Slot::Other);
            }
        }
    }
    Window { slots, others: first_other.map(|skip| (skip, others)) }
}

/// Not found unless the organisation holds a record of this type with this id (expenses: a
/// profile, whose household's expenses they are).
async fn ensure_exists(
    db: &Database,
    organisation_id: Uuid,
    resource: ResourceType,
    id: Uuid,
) -> Result<(), ServiceError> {
    let product = |product_type: ProductType| async move {
        let found = scoped::find::<financial_product::Entity>(db, organisation_id, id, false).await?;
        if found.product_type == product_type {
            Ok(())
        } else {
            Err(ServiceError::NotFound("Financial product"))
        }
    };
    match resource {
        ResourceType::Contact => {
            scoped::find::<contact::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Profile | ResourceType::Expenses => {
            scoped::find::<profile::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Opportunity => {
            scoped::find::<opportunity::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Note => scoped::find::<note::Entity>(db, organisation_id, id, false).await.map(drop),
        ResourceType::Policy => {
            scoped::find::<policy::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Member => {
            scoped::find::<member::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::WebhookEndpoint => {
            scoped::find::<webhook_endpoint::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::PrivacyRequest => {
            scoped::find::<privacy_request::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Mortgage => product(ProductType::Mortgage).await,
        ResourceType::KiwiSaver => product(ProductType::KiwiSaver).await,
        ResourceType::Investment => product(ProductType::Investment).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The merged list's first `len` positions, creation entries at `positions`, others as `O`.
    fn merged(positions: &[u64], offset: u64, limit: u64) -> (String, Option<(u64, u64)>) {
        let window = window(positions, offset, limit);
        let text = window
            .slots
            .iter()
            .map(|slot| match slot {
                Slot::Creation(index) => index.to_string(),
                Slot::Other => "O".into(),
            })
            .collect();
        (text, window.others)
    }

    #[test]
    fn a_window_places_creation_entries_and_reads_only_the_other_rows_it_shows() {
        // Two others newer than the creation's three entries, then older others.
        let positions = [2, 3, 4];
        assert_eq!(merged(&positions, 0, 3), ("OO0".into(), Some((0, 2))));
        assert_eq!(merged(&positions, 3, 3), ("12O".into(), Some((2, 1))));
        assert_eq!(merged(&positions, 5, 2), ("OO".into(), Some((2, 2))));
        assert_eq!(merged(&[0, 1], 0, 2), ("01".into(), None));
    }
}
