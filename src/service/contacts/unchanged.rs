//! Many contacts found by external id, each with the change a batch upsert item would make to
//! it, answered without a write when no change would change anything: a batch upsert that
//! repeats what is stored reads its contacts in two statements instead of running each item's
//! update (`api::batch`). Any other outcome is left to the ordinary update, item by item.

use std::collections::HashMap;

use sea_orm::{ColumnTrait, QueryFilter};
use uuid::Uuid;

use super::{ContactView, KeyContactChange, StateChange, key_contact_target, rules, views};
use crate::{
    db::{Database, Reads},
    entity::contact::{self, ContactType},
    error::ServiceError,
    service::{Problems, scoped::of_organisation},
};

/// What an upsert item asks of the contact holding its external id.
pub struct Repeat {
    pub external_id: String,
    /// The type the item's update is for.
    pub contact_type: ContactType,
    pub key: KeyContactChange,
    pub change: Box<StateChange>,
}

/// The views of the contacts holding each item's external id, in order, when every item's update
/// would pass [`super::update_in`]'s checks and change nothing; `None` otherwise (a contact not
/// found, of another type, in archived profiles only, a problem, a key-contact change or any
/// changed field), when the caller updates them one by one.
pub async fn views_if_unchanged(
    db: &Database,
    organisation_id: Uuid,
    items: &[Repeat],
) -> Result<Option<Vec<ContactView>>, ServiceError> {
    let values: Vec<&str> = items.iter().map(|item| item.external_id.as_str()).collect();
    if values.iter().any(|value| value.contains('\0')) {
        return Ok(None);
    }
    let query = of_organisation::<contact::Entity>(organisation_id)
        .filter(contact::Column::ExternalId.is_in(values.iter().copied()));
    let found: Vec<contact::Model> = db.all(query).await?;
    let by_value: HashMap<String, ContactView> = views(db, found)
        .await?
        .into_iter()
        .filter_map(|view| Some((view.model.external_id.clone()?, view)))
        .collect();
    let mut unchanged = Vec::with_capacity(items.len());
    for item in items {
        let Some(current) = by_value.get(&item.external_id).cloned() else { return Ok(None) };
        if current.model.contact_type != item.contact_type
            || rules::ensure_contact_updatable(&current.profiles).is_err()
        {
            return Ok(None);
        }
        let mut state = current.state.clone();
        let mut problems = Problems::new();
        (item.change)(&mut state, &mut problems);
        state.validate(&mut problems);
        let key_profile = key_contact_target(&current.profiles, item.key, &mut problems);
        if key_profile.is_some() || problems.finish().is_err() || state != current.state {
            return Ok(None);
        }
        unchanged.push(current);
    }
    Ok(Some(unchanged))
}
