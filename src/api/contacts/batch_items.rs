//! A batch item of contacts read as its single create reads its body, and a created contact
//! answered as its single create answers, for batches written set-based
//! (`api::batch::set_based`).

use poem::{IntoResponse, Response};
use poem_openapi::types::ParseFromJSON;
use serde_json::{Map, Value};

use super::{
    requests::{CompanyContactCreate, PersonContactCreate, TrustContactCreate},
    responses::Contact,
};
use crate::{
    service::contacts::{ContactView, NewContact},
    wire::{Created, parse_value},
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

/// The single create's answer for the contact `view`: 201, the envelope and its ETag.
pub fn created(view: ContactView) -> Response {
    Created(Contact::from(view)).into_response()
}
