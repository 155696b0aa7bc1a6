//! Demo Privacy Act requests: an access request and an erasure request received a week ago, so
//! `/privacy/requests`, a bundle and the retention holds have something to show to a key
//! granted `privacy:manage`.

use chrono::Days;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde_json::{Map, Value};
use uuid::Uuid;

use crate::{
    db::{Database, Reads},
    entity::{
        contact::{self, ContactType},
        privacy_request::PrivacyRequestType,
    },
    error::{FieldError, ServiceError},
    service::{
        contacts::StateChange,
        privacy::{
            holds::today,
            requests::{self, NewRequest},
        },
    },
};

/// The demo opens no correction request, so it reads no values sought.
fn no_corrections(_: ContactType, _: &Map<String, Value>) -> Result<Box<StateChange>, Vec<FieldError>> {
    Err(vec![FieldError::new("corrections", "the demo opens no correction request")])
}

pub async fn seed(db: &Database, organisation_id: Uuid) -> Result<(), ServiceError> {
    let people = db
        .all(
            contact::Entity::find()
                .filter(contact::Column::OrganisationId.eq(organisation_id))
                .filter(contact::Column::ContactType.eq(ContactType::Person))
                .order_by_asc(contact::Column::Id)
                .limit(2),
        )
        .await?;
    let received_on = today().checked_sub_days(Days::new(7)).unwrap_or_else(today);
    let requests = [
        (PrivacyRequestType::Access, "Asked by e-mail for a copy of everything we hold about them."),
        (PrivacyRequestType::Erasure, "Moved overseas; asked for their information to be erased."),
    ];
    for (person, (request_type, notes)) in people.into_iter().zip(requests) {
        let new = NewRequest {
            request_type,
            contact_id: person.id,
            received_on,
            notes: Some(notes.to_string()),
            corrections: None,
        };
        requests::create(db, organisation_id, new, None, no_corrections).await?;
    }
    Ok(())
}
