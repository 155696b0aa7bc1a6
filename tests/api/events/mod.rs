//! Events: each change writes one in its transaction, with the record as GET shows it; a
//! rejected or empty change writes none; the feed is per organisation and ordered.

mod command_line;
mod contacts_and_profiles;
mod every_write;
mod feed;
mod two_instances;

use advisory_crm::service::keys::{self, NewKey};
use serde_json::Value;

use crate::helpers::TestApp;

/// Every event of the tenant, oldest first.
pub async fn all_events(app: &TestApp) -> Vec<Value> {
    app.data("/api/v1/events?pageSize=500").await["items"].as_array().unwrap().clone()
}

/// The events after `after` (all when `None`).
pub async fn events_after(app: &TestApp, after: Option<&Value>) -> Vec<Value> {
    let path = match after {
        Some(event) => format!("/api/v1/events?pageSize=500&after={}", event["id"].as_str().unwrap()),
        None => "/api/v1/events?pageSize=500".to_string(),
    };
    app.data(&path).await["items"].as_array().unwrap().clone()
}

/// A key of the tenant's manager (so events name a member).
pub async fn manager_key(app: &TestApp) -> String {
    let new = NewKey {
        organisation_id: app.tenant.id,
        member_email: Some("ana.manager@kauri.co.nz".into()),
        sandbox: false,
        allowed_cidrs: crate::helpers::LOOPBACK.iter().map(|net| net.parse().unwrap()).collect(),
        expires_in_days: None,
        scopes: None,
    };
    keys::create(&app.db, new).await.unwrap().1
}

/// Asserts that `event` is about `resource` and carries exactly what `GET path` answers now.
pub async fn assert_event(app: &TestApp, event: &Value, event_type: &str, path: &str) {
    let current = app.data(path).await;
    assert_eq!(event["type"], event_type, "{event}");
    assert_eq!(event["resourceId"], current["id"], "{event}");
    assert_eq!(event["data"], current, "the event's data is the GET response's data");
}

#[test]
fn the_integration_guide_lists_every_event_type() {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/integrating.md")).unwrap();
    for event_type in advisory_crm::service::events::EventType::ALL {
        let row = format!("| `{}` | {} |", event_type.name(), event_type.description());
        assert!(guide.contains(&row), "docs/integrating.md's event catalogue lacks {row}");
    }
}
