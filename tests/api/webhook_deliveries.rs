//! Webhook deliveries end to end: changes made through HTTP reach a real receiver on a socket,
//! signed (verified here from the specification, and by the Python `standardwebhooks` library
//! in CI), retried with back-off, in order per record, and logged per attempt.

use std::{collections::HashMap, time::Duration};

use advisory_crm::{config::Config, delivery};
use serde_json::{Value, json};

use crate::{
    contacts::person,
    helpers::{TestApp, spawn_app_with},
    webhook_receiver::{Answer, Receiver},
};

const ENDPOINTS: &str = "/api/v1/webhook-endpoints";
pub const WAIT: Duration = Duration::from_secs(20);

/// The delivery worker of a test; stopped when dropped.
pub struct Worker(tokio::task::JoinHandle<()>);

impl Drop for Worker {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// The app and its delivery worker with private URLs allowed (receivers are on 127.0.0.1)
/// and `vars`.
pub async fn start(vars: &[(&str, &str)]) -> (TestApp, Worker) {
    let mut vars = vars.to_vec();
    if !vars.iter().any(|(k, _)| *k == "WEBHOOK_ALLOW_PRIVATE_URLS") {
        vars.push(("WEBHOOK_ALLOW_PRIVATE_URLS", "true"));
    }
    let app = spawn_app_with(&vars).await;
    let worker = Worker(delivery::start(app.db.clone(), settings(&vars)));
    (app, worker)
}

fn settings(vars: &[(&str, &str)]) -> advisory_crm::config::WebhookSettings {
    Config::from_lookup(|name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string()))
        .unwrap()
        .webhooks
}

async fn register(app: &TestApp, url: &str, types: Value) -> Value {
    app.create(ENDPOINTS, json!({ "url": url, "eventTypes": types })).await
}

async fn deliveries(app: &TestApp, endpoint: &Value) -> Vec<Value> {
    let path = format!("{ENDPOINTS}/{}/deliveries", endpoint["id"].as_str().unwrap());
    app.data(&path).await["items"].as_array().unwrap().clone()
}

/// Waits until every delivery of `endpoint` is in `status`.
async fn wait_until_all(app: &TestApp, endpoint: &Value, status: &str) -> Vec<Value> {
    let deadline = std::time::Instant::now() + WAIT;
    loop {
        let items = deliveries(app, endpoint).await;
        if !items.is_empty() && items.iter().all(|d| d["status"] == status) {
            return items;
        }
        assert!(std::time::Instant::now() < deadline, "deliveries never all {status}: {items:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_receiver_gets_each_event_signed_with_the_event_as_its_body() {
    let (app, _worker) = start(&[]).await;
    let receiver = Receiver::start().await;
    let endpoint = register(&app, &receiver.url, json!(["*"])).await;
    let secret = endpoint["secret"].as_str().unwrap();
    let uninterested = Receiver::start().await;
    register(&app, &uninterested.url, json!(["note.created"])).await;

    app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let received = receiver.wait_for(2, WAIT).await;
    let mut types: Vec<String> =
        received.iter().map(|r| r.json()["type"].as_str().unwrap().to_string()).collect();
    types.sort();
    assert_eq!(types, ["contact.created", "profile.created"]);
    for request in &received {
        assert!(request.signed_with(secret), "signature does not verify: {:?}", request.headers);
        assert!(!request.signed_with("whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="));
        let body = request.json();
        assert_eq!(request.header("webhook-id"), body["id"].as_str());
        assert_eq!(request.header("content-type"), Some("application/json"));
        let timestamp: i64 = request.header("webhook-timestamp").unwrap().parse().unwrap();
        assert!((chrono::Utc::now().timestamp() - timestamp).abs() < 60);
        // The body is the event exactly as GET /events/{id} shows it.
        let shown = app.data(&format!("/api/v1/events/{}", body["id"].as_str().unwrap())).await;
        assert_eq!(body, shown);
    }

    let log = wait_until_all(&app, &endpoint, "succeeded").await;
    assert_eq!(log.len(), 2);
    for delivery in &log {
        assert_eq!(delivery["attemptCount"], 1);
        assert!(delivery["nextAttemptTimestamp"].is_null());
        let attempt = &delivery["attempts"][0];
        assert_eq!(attempt["succeeded"], true);
        assert_eq!(attempt["responseStatusCode"], 200);
        assert!(attempt["error"].is_null());
        assert!(attempt["durationMs"].as_i64().unwrap() >= 0);
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(uninterested.received().is_empty(), "an endpoint only gets the types it asked for");
    assert_eq!(receiver.received().len(), 2, "each event once");

    // Each send is an access log entry of the endpoint, holding the people the event carried.
    let auditor = crate::scopes::scoped_key(
        &app,
        advisory_crm::types::Scopes::of([advisory_crm::types::Scope::AuditRead]),
    )
    .await;
    let path = format!("/api/v1/audit/access?keyId={}", endpoint["id"].as_str().unwrap());
    let sends = app.get_as(&auditor, &path).await.body["data"]["items"].as_array().unwrap().clone();
    assert_eq!(sends.len(), 2, "{sends:?}");
    for send in &sends {
        assert_eq!(send["accessor"]["type"], "webhook");
        assert_eq!(send["operationId"], "webhookDelivery");
        assert_eq!(send["profileIds"].as_array().unwrap().len(), 1, "{send}");
    }
}

#[tokio::test]
async fn a_failing_receiver_gets_retries_with_back_off_then_is_given_up_and_can_be_retried() {
    let (app, _worker) = start(&[("WEBHOOK_RETRY_SCHEDULE", "1,2")]).await;
    let receiver =
        Receiver::start_with(&[Answer::Status(500), Answer::Status(503), Answer::Status(500)]).await;
    let endpoint = register(&app, &receiver.url, json!(["contact.created"])).await;
    app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;

    let received = receiver.wait_for(3, WAIT).await;
    let ids: Vec<_> = received.iter().map(|r| r.header("webhook-id").unwrap().to_string()).collect();
    assert!(ids.iter().all(|id| *id == ids[0]), "the same webhook-id on every attempt");
    let first_gap = received[1].at - received[0].at;
    let second_gap = received[2].at - received[1].at;
    assert!(first_gap >= Duration::from_millis(900), "{first_gap:?}");
    assert!(second_gap >= Duration::from_millis(1900), "{second_gap:?}");

    let log = wait_until_all(&app, &endpoint, "failed").await;
    let codes: Vec<_> =
        log[0]["attempts"].as_array().unwrap().iter().map(|a| a["responseStatusCode"].clone()).collect();
    assert_eq!(codes, [json!(500), json!(503), json!(500)]);
    assert!(log[0]["attempts"][0]["error"].as_str().unwrap().contains("500"));

    // A manual retry sends it once more; the receiver now answers 200.
    let path = format!(
        "{ENDPOINTS}/{}/deliveries/{}/retry",
        endpoint["id"].as_str().unwrap(),
        log[0]["id"].as_str().unwrap()
    );
    let retried = app.post(&path, &json!({})).await;
    assert_eq!(retried.status, 200, "{}", retried.body);
    assert_eq!(retried.body["data"]["status"], "pending");
    receiver.wait_for(4, WAIT).await;
    let log = wait_until_all(&app, &endpoint, "succeeded").await;
    assert_eq!(log[0]["attemptCount"], 4);
}

#[tokio::test]
async fn events_of_one_record_arrive_in_order_even_when_the_first_is_retried() {
    let (app, _worker) = start(&[("WEBHOOK_RETRY_SCHEDULE", "2")]).await;
    let receiver = Receiver::start_with(&[Answer::Status(500)]).await;
    let endpoint = register(&app, &receiver.url, json!(["contact.created", "contact.updated"])).await;
    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    receiver.wait_for(1, WAIT).await;
    // While the creation waits for its retry, the contact changes.
    let path = format!("/api/v1/contacts/{}/person", contact["id"].as_str().unwrap());
    let updated = app.patch(&path, &json!({ "preferredName": "Ro" })).await;
    assert_eq!(updated.status, 200, "{}", updated.body);

    wait_until_all(&app, &endpoint, "succeeded").await;
    let types: Vec<String> =
        receiver.received().iter().map(|r| r.json()["type"].as_str().unwrap().to_string()).collect();
    assert_eq!(types, ["contact.created", "contact.created", "contact.updated"]);
}

/// Creates `count` notes on a new profile (batches of 100), each reading `note {n} version 0`,
/// then changes every one `changes` times (`note {n} version {k}`); returns the notes' ids.
async fn notes_changed(app: &TestApp, count: usize, changes: usize) -> Vec<String> {
    let profile = app.create("/api/v1/profiles", json!({ "name": "Ngata whānau" })).await;
    let mut ids = Vec::new();
    for start in (0..count).step_by(100) {
        let items: Vec<Value> = (start..count.min(start + 100))
            .map(|n| json!({ "profileId": profile["id"], "content": format!("note {n} version 0") }))
            .collect();
        let created = app.post("/api/v1/notes/batch/create", &json!({ "items": items })).await;
        assert_eq!(created.status, 200, "{}", created.body);
        let results = created.body["data"]["results"].as_array().unwrap();
        ids.extend(results.iter().map(|result| result["id"].as_str().unwrap().to_string()));
    }
    for version in 1..=changes {
        for (start, chunk) in ids.chunks(100).enumerate() {
            let items: Vec<Value> = chunk
                .iter()
                .enumerate()
                .map(|(n, id)| json!({ "id": id, "content": format!("note {} version {version}", start * 100 + n) }))
                .collect();
            let updated = app.post("/api/v1/notes/batch/update", &json!({ "items": items })).await;
            assert_eq!(updated.status, 200, "{}", updated.body);
            assert_eq!(updated.body["data"]["failed"], 0, "{}", updated.body);
        }
    }
    ids
}

/// The versions of each note, in the order its events arrived (`note {n} version {k}`).
fn versions_by_note(received: &[crate::webhook_receiver::Received]) -> HashMap<String, Vec<usize>> {
    let mut versions: HashMap<String, Vec<usize>> = HashMap::new();
    for request in received {
        let event = request.json();
        let content = event["data"]["content"].as_str().unwrap();
        let version = content.rsplit(' ').next().unwrap().parse().unwrap();
        versions.entry(event["resourceId"].as_str().unwrap().to_string()).or_default().push(version);
    }
    versions
}

#[tokio::test]
async fn many_records_changed_together_each_get_their_events_in_order() {
    let vars = [("WEBHOOK_ALLOW_PRIVATE_URLS", "true")];
    let app = spawn_app_with(&vars).await;
    // Requests finish in no particular order: deliveries sent together would overtake.
    let receiver = Receiver::start_jittered().await;
    register(&app, &receiver.url, json!(["note.created", "note.updated"])).await;
    // Every event is queued before the worker starts, so each note's five deliveries are
    // pending together, among a hundred.
    const NOTES: usize = 20;
    const CHANGES: usize = 4;
    let ids = notes_changed(&app, NOTES, CHANGES).await;
    let _worker = Worker(delivery::start(app.db.clone(), settings(&vars)));

    let received = receiver.wait_for(NOTES * (1 + CHANGES), WAIT).await;
    let versions = versions_by_note(&received);
    assert_eq!(versions.len(), NOTES);
    for id in &ids {
        assert_eq!(versions[id], (0..=CHANGES).collect::<Vec<_>>(), "note {id}: versions as they arrived");
    }
}

#[tokio::test]
async fn an_endpoint_that_never_answers_does_not_hold_back_another() {
    // The silent endpoint's requests stay open for the whole test: the time-out is 30 s.
    let (app, _worker) = start(&[("WEBHOOK_TIMEOUT_SECS", "30")]).await;
    let silent = Receiver::start_with(&[Answer::Hang; 300]).await;
    register(&app, &silent.url, json!(["note.created"])).await;
    // More deliveries for the silent endpoint than a worker sends at once, all queued first…
    notes_changed(&app, 200, 0).await;
    silent.wait_for(1, WAIT).await;
    // …then the prompt endpoint's.
    let prompt = Receiver::start().await;
    register(&app, &prompt.url, json!(["note.created"])).await;
    notes_changed(&app, 20, 0).await;

    let received = prompt.wait_for(20, WAIT).await;
    assert_eq!(received.len(), 20);
    assert!(
        silent.received().len() < 200,
        "the silent endpoint holds only some of the worker's places: {}",
        silent.received().len()
    );
}

#[tokio::test]
async fn during_a_rotation_both_secrets_sign() {
    let (app, _worker) = start(&[]).await;
    let receiver = Receiver::start().await;
    let endpoint = register(&app, &receiver.url, json!(["contact.created"])).await;
    let old = endpoint["secret"].as_str().unwrap();
    let rotated = app
        .post(&format!("{ENDPOINTS}/{}/rotate-secret", endpoint["id"].as_str().unwrap()), &json!({}))
        .await;
    let new = rotated.body["data"]["secret"].as_str().unwrap();
    app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let request = &receiver.wait_for(1, WAIT).await[0];
    assert_eq!(request.header("webhook-signature").unwrap().split(' ').count(), 2);
    assert!(request.signed_with(old), "the previous secret still signs");
    assert!(request.signed_with(new), "the new secret signs");
}

#[tokio::test]
async fn an_endpoint_failing_for_the_whole_window_is_disabled_and_an_event_says_so() {
    let (app, _worker) =
        start(&[("WEBHOOK_RETRY_SCHEDULE", "1,1,1,1,1"), ("WEBHOOK_DISABLE_AFTER_SECS", "2")]).await;
    let receiver = Receiver::start_with(&[Answer::Status(500); 10]).await;
    let endpoint = register(&app, &receiver.url, json!(["contact.created"])).await;
    let id = endpoint["id"].as_str().unwrap();
    app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;

    let deadline = std::time::Instant::now() + WAIT;
    let disabled = loop {
        let found = app.data(&format!("{ENDPOINTS}/{id}")).await;
        if found["enabled"] == false {
            break found;
        }
        assert!(std::time::Instant::now() < deadline, "never disabled: {found}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(disabled["disabledReason"].as_str().unwrap().contains("failed"), "{disabled}");
    let events = app.data("/api/v1/events?type=webhook_endpoint.disabled").await;
    let event = &events["items"][0];
    assert_eq!(event["resourceType"], "webhook_endpoint");
    assert_eq!(event["resourceId"], id);
    assert_eq!(event["data"]["enabled"], false);
    assert!(event["data"].get("secret").is_none(), "the event never carries the secret");

    // Disabled: nothing more is sent, and a manual retry is refused.
    let attempts = receiver.received().len();
    let delivery = &deliveries(&app, &endpoint).await[0];
    let retry = format!("{ENDPOINTS}/{id}/deliveries/{}/retry", delivery["id"].as_str().unwrap());
    app.post(&retry, &json!({})).await.assert_error(409, "conflict");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(receiver.received().len(), attempts);

    // Enabled again, the pending delivery goes out.
    receiver.script(&[]);
    let enabled = app.patch(&format!("{ENDPOINTS}/{id}"), &json!({ "enabled": true })).await;
    assert!(enabled.body["data"]["disabledReason"].is_null());
    wait_until_all(&app, &endpoint, "succeeded").await;
}

#[tokio::test]
async fn addresses_are_checked_again_when_delivering() {
    // Registered while private addresses were allowed; the worker no longer allows them (as
    // when a public name is re-pointed at an internal address).
    let app = spawn_app_with(&[("WEBHOOK_ALLOW_PRIVATE_URLS", "true")]).await;
    let _worker = Worker(delivery::start(app.db.clone(), settings(&[("WEBHOOK_RETRY_SCHEDULE", "60")])));
    let receiver = Receiver::start().await;
    let endpoint =
        register(&app, &receiver.url.replace("http://", "https://"), json!(["contact.created"])).await;
    app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;

    let deadline = std::time::Instant::now() + WAIT;
    loop {
        let log = deliveries(&app, &endpoint).await;
        if let Some(attempt) = log.first().and_then(|d| d["attempts"].get(0)) {
            let error = attempt["error"].as_str().unwrap();
            assert!(error.contains("is not allowed"), "{error}");
            assert!(attempt["responseStatusCode"].is_null());
            break;
        }
        assert!(std::time::Instant::now() < deadline, "no attempt: {log:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(receiver.received().is_empty());
}

#[tokio::test]
async fn another_organisations_deliveries_are_not_found() {
    let (app, _worker) = start(&[]).await;
    let receiver = Receiver::start().await;
    let endpoint = register(&app, &receiver.url, json!(["contact.created"])).await;
    app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let delivery = wait_until_all(&app, &endpoint, "succeeded").await[0].clone();
    let other = app.other_tenant().await;
    let base = format!("{ENDPOINTS}/{}/deliveries", endpoint["id"].as_str().unwrap());
    app.get_as(&other.key, &base).await.assert_error(404, "not_found");
    let retry = format!("{base}/{}/retry", delivery["id"].as_str().unwrap());
    app.post_as(&other.key, &retry, &json!({})).await.assert_error(404, "not_found");
    // A delivery under another endpoint's path is not found either.
    let second = register(&app, &receiver.url, json!(["*"])).await;
    let elsewhere = format!(
        "{ENDPOINTS}/{}/deliveries/{}/retry",
        second["id"].as_str().unwrap(),
        delivery["id"].as_str().unwrap()
    );
    app.post(&elsewhere, &json!({})).await.assert_error(404, "not_found");
}

#[tokio::test]
async fn metrics_show_the_backlog_and_delivery_outcomes() {
    let (app, _worker) = start(&[]).await;
    let receiver = Receiver::start().await;
    let endpoint = register(&app, &receiver.url, json!(["contact.created"])).await;
    app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    wait_until_all(&app, &endpoint, "succeeded").await;
    let response = app.metrics.get("/metrics").send().await;
    let text = response.0.into_body().into_string().await.unwrap();
    assert!(text.contains("crm_webhook_outbox_pending"), "{text}");
    let succeeded = text
        .lines()
        .find(|line| line.starts_with("crm_webhook_delivery_attempts_total{outcome=\"succeeded\"}"))
        .and_then(|line| line.rsplit(' ').next())
        .and_then(|value| value.parse::<f64>().ok())
        .unwrap_or_default();
    assert!(succeeded >= 1.0, "{text}");
}
