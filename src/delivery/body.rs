//! The body of a delivery: the event as `GET /events/{eventId}` shows it.

use crate::{
    db::Database,
    service::{events, webhook_outbox::Claim},
};

/// The JSON bytes of the claimed delivery's event.
pub async fn of(db: &Database, claim: &Claim) -> Result<Vec<u8>, String> {
    let delivery = &claim.delivery;
    // Queued only for endpoints whose scopes may read it (`webhook_outbox::enqueue`).
    let event = events::get(db, delivery.organisation_id, delivery.event_id, &events::ResourceType::ALL)
        .await
        .map_err(|error| format!("the event could not be read: {error}"))?;
    let json = events::render::render(&event).map_err(|error| error.to_string())?;
    Ok(json.to_string().into_bytes())
}
