//! Webhooks: endpoints an organisation registers, and the outbox their deliveries are sent from
//! (docs/decisions.md, ADR-25). The outbox itself is `service::webhook_outbox` (which
//! `service::events` fills, so it uses nothing of this module); the sending is the delivery
//! worker's (`crate::delivery`).

pub mod attempts;
pub mod endpoints;
pub mod limits;
pub mod signing;
pub mod url_rules;

/// Whether `event_type` is in the catalogue of event types.
pub fn is_known_event_type(event_type: &str) -> bool {
    crate::service::events::EventType::from_name(event_type).is_some()
}

/// A span of seconds in words: "5 days", "3 hours", "90 seconds".
pub fn describe_span(seconds: i64) -> String {
    match seconds {
        s if s % 86_400 == 0 => format!("{} day(s)", s / 86_400),
        s if s % 3600 == 0 => format!("{} hour(s)", s / 3600),
        s => format!("{s} second(s)"),
    }
}
