//! A correction request's values sought, read as the contact type's update body would be: the
//! same schema, checks and field names as `PATCH /contacts/{id}/{type}`.

use poem_openapi::types::{ParseFromJSON, ToJSON};
use serde_json::{Map, Value};

use super::requests::{CompanyContactUpdate, ContactUpdate, PersonContactUpdate, TrustContactUpdate};
use crate::{
    entity::contact::ContactType, error::FieldError, service::contacts::StateChange, wire::parse_checked,
};

/// `service::privacy::corrections::ReadCorrection` for the contact schemas.
pub fn read_correction(
    contact_type: ContactType,
    sought: &Map<String, Value>,
) -> Result<Box<StateChange>, Vec<FieldError>> {
    match contact_type {
        ContactType::Person => read::<PersonContactUpdate>(contact_type, sought),
        ContactType::Company => read::<CompanyContactUpdate>(contact_type, sought),
        ContactType::Trust => read::<TrustContactUpdate>(contact_type, sought),
    }
}

fn read<T: ContactUpdate + ParseFromJSON + ToJSON>(
    contact_type: ContactType,
    sought: &Map<String, Value>,
) -> Result<Box<StateChange>, Vec<FieldError>> {
    let update: T = parse_checked(Value::Object(sought.clone()))?;
    // The schema ignores fields it does not have; a correction must not seem to seek them.
    let read_back = update.to_json().unwrap_or_default();
    let unknown: Vec<FieldError> = sought
        .keys()
        .filter(|field| read_back.get(field.as_str()).is_none())
        .map(|field| FieldError::new(field.clone(), format!("is not a field of a {contact_type:?} contact")))
        .collect();
    if !unknown.is_empty() {
        return Err(unknown);
    }
    Ok(Box::new(move |state, problems| update.apply(state, problems)))
}
