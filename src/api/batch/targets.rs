//! Where each resource's items go: the single-record operation that creates, changes or reads
//! one record, by the item's fields and the record as it stands.

use serde_json::{Map, Value};
use uuid::Uuid;

use crate::{error::FieldError, service::external_ids::Resource};

/// A resource that takes batches.
pub struct Target {
    /// Whose `externalId`s the items name.
    pub resource: Resource,
    /// The collection's path: `/notes`.
    pub collection: &'static str,
    /// The create operation's path for an item.
    create: fn(&Map<String, Value>) -> Result<&'static str, FieldError>,
    /// The update operation's path suffix for an item and the record it changes (`""` for
    /// `PATCH {collection}/{id}`).
    update: fn(&Map<String, Value>, &Value) -> &'static str,
}

impl Target {
    pub fn create_path(&self, item: &Map<String, Value>) -> Result<&'static str, FieldError> {
        (self.create)(item)
    }

    pub fn read_path(&self, id: Uuid) -> String {
        format!("{}/{id}", self.collection)
    }

    pub fn update_path(&self, id: Uuid, item: &Map<String, Value>, current: &Value) -> String {
        format!("{}/{id}{}", self.collection, (self.update)(item, current))
    }
}

const fn plain(resource: Resource, collection: &'static str) -> Target {
    Target { resource, collection, create: |_| Ok(""), update: |_, _| "" }
}

/// The text of `field`, when it is text.
fn text<'a>(fields: &'a Map<String, Value>, field: &str) -> Option<&'a str> {
    fields.get(field).and_then(Value::as_str)
}

/// Contacts: the type's own create and update (`contactType`; an update may leave it out and
/// use the contact's own type).
fn contact_create(item: &Map<String, Value>) -> Result<&'static str, FieldError> {
    match text(item, "contactType") {
        Some("Person") => Ok("/person"),
        Some("Company") => Ok("/company"),
        Some("Trust") => Ok("/trust"),
        _ => Err(FieldError::new("contactType", "is required: Person, Company or Trust")),
    }
}

fn contact_update(item: &Map<String, Value>, current: &Value) -> &'static str {
    let stored = current.get("contactType").and_then(Value::as_str);
    match text(item, "contactType").or(stored) {
        Some("Company") => "/company",
        Some("Trust") => "/trust",
        _ => "/person",
    }
}

/// Opportunities: `opportunityType` `Mortgage` creates a mortgage opportunity; a mortgage
/// opportunity is changed through the update that takes its diary notes and application.
fn opportunity_create(item: &Map<String, Value>) -> Result<&'static str, FieldError> {
    match item.get("opportunityType") {
        None | Some(Value::Null) => Ok(""),
        Some(Value::String(kind)) if kind == "General" => Ok(""),
        Some(Value::String(kind)) if kind == "Mortgage" => Ok("/mortgage"),
        Some(_) => Err(FieldError::new("opportunityType", "must be General or Mortgage")),
    }
}

fn opportunity_update(_: &Map<String, Value>, current: &Value) -> &'static str {
    match current.get("opportunityType").and_then(Value::as_str) {
        Some("Mortgage") => "/mortgage",
        _ => "",
    }
}

pub static CONTACTS: Target = Target {
    resource: Resource::Contact,
    collection: "/contacts",
    create: contact_create,
    update: contact_update,
};
pub static PROFILES: Target = plain(Resource::Profile, "/profiles");
pub static OPPORTUNITIES: Target = Target {
    resource: Resource::Opportunity,
    collection: "/opportunities",
    create: opportunity_create,
    update: opportunity_update,
};
pub static MORTGAGES: Target = plain(Resource::Mortgage, "/mortgages");
pub static KIWISAVERS: Target = plain(Resource::KiwiSaver, "/kiwisavers");
pub static INVESTMENTS: Target = plain(Resource::Investment, "/investments");
pub static NOTES: Target = plain(Resource::Note, "/notes");
