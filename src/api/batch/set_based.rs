//! Batches written set-based: a batch creating contacts that each get a profile of their own
//! (creates, or upserts of external ids no contact holds yet) is written with one statement per
//! table for all its items (`service::contacts::create_each_in_own_profile`), and a batch upsert
//! repeating what its contacts hold is answered from two reads
//! (`service::contacts::views_if_unchanged`); each item's result is what its single operation
//! would answer. Any other batch, or one of whose items would
//! fail, is run item by item ([`super::run`]), which answers each failure as the single
//! operation does.

use serde_json::Value;

use super::{
    dispatch::{Dispatcher, Reply},
    outcome::{BatchAction, Key, Operation, Outcome},
    targets::{self, Target},
};
use crate::{api::contacts::batch_items, error::ServiceError, http::Caller, service::contacts};

/// The items' outcomes when the batch could be written set-based; `None`, with nothing written,
/// when it must run item by item.
pub async fn try_write(
    dispatcher: &Dispatcher,
    target: &'static Target,
    caller: Caller,
    operation: Operation,
    items: &[Value],
) -> Result<Option<Vec<Outcome>>, ServiceError> {
    if !std::ptr::eq(target, &targets::CONTACTS) {
        return Ok(None);
    }
    match operation {
        Operation::Update => Ok(None),
        Operation::Create => created(dispatcher, caller, operation, items).await,
        Operation::Upsert => match created(dispatcher, caller, operation, items).await? {
            Some(outcomes) => Ok(Some(outcomes)),
            None => unchanged(dispatcher, caller, items).await,
        },
    }
}

/// Every item a new contact in a profile of its own.
async fn created(
    dispatcher: &Dispatcher,
    caller: Caller,
    operation: Operation,
    items: &[Value],
) -> Result<Option<Vec<Outcome>>, ServiceError> {
    let mut new = Vec::with_capacity(items.len());
    for item in items {
        match item.as_object().and_then(batch_items::new_contact) {
            // An upsert creates only by an external id (which no contact may hold yet).
            Some(contact) if operation == Operation::Create || contact.state.external_id.is_some() => {
                new.push(contact)
            }
            _ => return Ok(None),
        }
    }
    let db = dispatcher.db();
    let Some(views) = contacts::create_each_in_own_profile(db, caller.organisation_id, new).await? else {
        return Ok(None);
    };
    let mut outcomes = Vec::with_capacity(views.len());
    for (index, view) in views.into_iter().enumerate() {
        let key = Key { id: None, external_id: view.model.external_id.clone() };
        let reply = Reply::of(batch_items::created(view)).await;
        outcomes.push(Outcome::of(index, "items", reply, BatchAction::Created, key));
    }
    Ok(Some(outcomes))
}

/// Every item an upsert repeating what its contact holds: nothing is written, and each answers
/// what its update would have, `unchanged`.
async fn unchanged(
    dispatcher: &Dispatcher,
    caller: Caller,
    items: &[Value],
) -> Result<Option<Vec<Outcome>>, ServiceError> {
    let Some(repeats) =
        items.iter().map(|item| item.as_object().and_then(batch_items::repeat)).collect::<Option<Vec<_>>>()
    else {
        return Ok(None);
    };
    let db = dispatcher.db();
    let Some(views) = contacts::views_if_unchanged(db, caller.organisation_id, &repeats).await? else {
        return Ok(None);
    };
    let mut outcomes = Vec::with_capacity(views.len());
    for (index, view) in views.into_iter().enumerate() {
        let key = Key { id: Some(view.model.id), external_id: view.model.external_id.clone() };
        let reply = Reply::of(batch_items::updated(view)).await;
        outcomes.push(Outcome::of(index, "items", reply, BatchAction::Unchanged, key));
    }
    Ok(Some(outcomes))
}
