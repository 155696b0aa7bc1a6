//! A batch item of contacts read as its single create reads its body, and a created contact
//! answered as its single create answers, for batches written set-based
//! (`api::batch::set_based`).

use poem::{IntoResponse, Response};
use poem_openapi::types::ParseFromJSON;
use serde_json::{Map, Value};

use super::{
    requests::{
        CompanyContactCreate, CompanyContactUpdate, ContactUpdate, PersonContactCreate, PersonContactUpdate,
        TrustContactCreate, TrustContactUpdate,
    },
    responses::Contact,
};
use crate::{
    entity::contact::ContactType,
    service::contacts::{ContactView, NewContact, Repeat},
    wire::{Created, Updated, parse_value},
};

/// The contact an item creates, read from its fields by the create its `contactType` names;
/// `None` when the single create would refuse its body (the same schema check and parse).
pub fn new_contact(fields: &Map<String, Value>) -> Option<NewContact> {
    fn parsed<T: ParseFromJSON>(fields: &Map<String, Value>) -> Option<T> {
        parse_value(Value::Object(fields.clone())).ok()
    }
    match fields.get("contactType").and_then(Value::as_str)? {
        "Person" => parsed::<PersonContactCreate>(fields).map(PersonContactCreate::into_new),
        "Company" => parsed::<CompanyContactCreate>(fields).map(CompanyContactCreate::into_new),
        "Trust" => parsed::<TrustContactCreate>(fields).map(TrustContactCreate::into_new),
        _ => None,
    }
}

/// What an upsert item asks of the contact holding its external id: the update its
/// `contactType` names (a person's when it names none, which the contact's own type must then
/// be), read from its fields as that update reads its body. `None` without an external id, with
/// an `ifMatch`, or when the update would refuse the body.
pub fn repeat(fields: &Map<String, Value>) -> Option<Repeat> {
    fn parsed<T: ParseFromJSON + ContactUpdate>(
        body: Map<String, Value>,
        contact_type: ContactType,
        external_id: String,
    ) -> Option<Repeat> {
        let update: T = parse_value(Value::Object(body)).ok()?;
        let key = update.key_change();
        let change = Box::new(move |state: &mut _, problems: &mut _| update.apply(state, problems));
        Some(Repeat { external_id, contact_type, key, change })
    }
    let external_id = fields.get("externalId")?.as_str()?.to_string();
    if fields.get("ifMatch").is_some_and(|tag| !tag.is_null()) {
        return None;
    }
    let mut body = fields.clone();
    body.remove("id");
    body.remove("ifMatch");
    match fields.get("contactType").and_then(Value::as_str) {
        Some("Person") | None => parsed::<PersonContactUpdate>(body, ContactType::Person, external_id),
        Some("Company") => parsed::<CompanyContactUpdate>(body, ContactType::Company, external_id),
        Some("Trust") => parsed::<TrustContactUpdate>(body, ContactType::Trust, external_id),
        Some(_) => None,
    }
}

/// The single update's answer for the contact `view`: 200, the envelope and its ETag.
pub fn updated(view: ContactView) -> Response {
    Updated(Contact::from(view)).into_response()
}

/// The single create's answer for the contact `view`: 201, the envelope and its ETag.
pub fn created(view: ContactView) -> Response {
    Created(Contact::from(view)).into_response()
}
