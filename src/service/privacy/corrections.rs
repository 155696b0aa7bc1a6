//! Carrying out correction requests (IPP 7). A request's values sought are the contact's
//! fields as its type's update schema takes them; they are checked when the request is opened
//! and, when it is decided `corrected`, applied through the contact's ordinary update (rules,
//! validation, search, event, webhooks, history) in the decision's transaction. A declined
//! request's statement of correction is attached to the contact the same way. Either change's
//! history names the request.

use sea_orm::DatabaseTransaction;
use serde_json::{Map, Value};

use crate::{
    entity::{contact, contact::ContactType, privacy_request},
    error::{FieldError, ServiceError},
    service::{
        Problems,
        contacts::{self, ContactState, KeyContactChange, StateChange, statements},
        history::provenance,
        scoped,
    },
};

/// Reads values sought as a change of a contact of the given type, as that type's update
/// schema reads a body (the API layer knows the schemas): problems are named as in a body.
pub type ReadCorrection = fn(ContactType, &Map<String, Value>) -> Result<Box<StateChange>, Vec<FieldError>>;

/// Fields of a contact that are not information about the person, and so not corrected.
const NOT_PERSONAL: [&str; 4] = ["IsArchived", "isKeyContact", "profileId", "externalId"];

/// The change `sought` makes to `contact`, or its problems under `corrections`.
fn change_of(
    read: ReadCorrection,
    contact: &contact::Model,
    sought: &Map<String, Value>,
    problems: &mut Problems,
) -> Option<Box<StateChange>> {
    for field in NOT_PERSONAL.iter().filter(|field| sought.contains_key(**field)) {
        problems.add(
            format!("corrections.{field}"),
            "is not personal information: a correction cannot change it",
        );
    }
    match read(contact.contact_type, sought) {
        Ok(change) => Some(change),
        Err(errors) => {
            problems.nest("corrections", errors);
            None
        }
    }
}

/// Checks a correction's values sought against the contact as it is: they must be its type's
/// fields and leave it valid.
pub fn check(
    read: ReadCorrection,
    contact: &contact::Model,
    sought: &Map<String, Value>,
    problems: &mut Problems,
) {
    let Some(change) = change_of(read, contact, sought, problems) else { return };
    let mut state = ContactState::from_model(contact);
    let mut found = Problems::new();
    change(&mut state, &mut found);
    state.validate(&mut found);
    problems.nest("corrections", found.into_errors());
}

/// The stored values sought of `request`.
pub fn sought(request: &privacy_request::Model) -> Map<String, Value> {
    match request.corrections.as_deref().map(serde_json::from_str) {
        Some(Ok(Value::Object(sought))) => sought,
        _ => Map::new(),
    }
}

/// Applies `request`'s values sought to its contact; the contact's problems are answered as
/// the request's `corrections`.
pub async fn apply(
    txn: &DatabaseTransaction,
    read: ReadCorrection,
    request: &privacy_request::Model,
) -> Result<(), ServiceError> {
    let contact = contact_of(txn, request).await?;
    let mut problems = Problems::new();
    let change = change_of(read, &contact, &sought(request), &mut problems);
    problems.finish()?;
    let Some(change) = change else { return Ok(()) };
    let update = contacts::update_in(txn, contact, KeyContactChange::default(), &*change);
    match provenance::for_privacy_request(request.id, update).await {
        Err(ServiceError::Invalid(errors)) => {
            let mut problems = Problems::new();
            problems.nest("corrections", errors);
            problems.finish()
        }
        other => other.map(|_| ()),
    }
}

/// Attaches `request`'s statement of correction to its contact (or takes it off when the
/// statement was cleared).
pub async fn attach_statement(
    txn: &DatabaseTransaction,
    request: &privacy_request::Model,
) -> Result<(), ServiceError> {
    let contact = contact_of(txn, request).await?;
    let (id, statement) = (request.id, request.statement.clone());
    let change = move |state: &mut ContactState, _: &mut Problems| {
        statements::attach(&mut state.correction_statements, id, statement.as_deref());
    };
    let update = contacts::update_in(txn, contact, KeyContactChange::default(), &change);
    provenance::for_privacy_request(request.id, update).await.map(|_| ())
}

async fn contact_of(
    txn: &DatabaseTransaction,
    request: &privacy_request::Model,
) -> Result<contact::Model, ServiceError> {
    scoped::find::<contact::Entity>(txn, request.organisation_id, request.contact_id, true).await
}
