//! The register of Privacy Act requests (`/privacy/requests`, scope `privacy:manage`): due
//! dates by the Act's working days, decisions that are final and fit the request's type, the
//! organisation's own records only, and events only `privacy:manage` sees, never through a
//! webhook endpoint's `*`.

use advisory_crm::types::{Scope, Scopes};
use serde_json::{Value, json};

use crate::{
    contacts::person,
    helpers::{TestApp, spawn_app, spawn_app_with},
    scopes::scoped_key,
};

const REQUESTS: &str = "/api/v1/privacy/requests";

/// A key that may manage privacy requests and read events.
async fn manager(app: &TestApp) -> String {
    scoped_key(app, Scopes::of([Scope::PrivacyManage, Scope::EventsRead, Scope::ContactsRead])).await
}

async fn open(app: &TestApp, key: &str, body: Value) -> Value {
    let reply = app.post_as(key, REQUESTS, &body).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"].clone()
}

#[tokio::test]
async fn a_request_is_due_twenty_working_days_after_it_was_received() {
    let app = spawn_app().await;
    let key = manager(&app).await;
    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let request =
        |received: &str| json!({"type": "access", "contactId": contact["id"], "receivedOn": received});
    // (received, due): across 25 December to 15 January; across Waitangi Day 2022, a Sunday
    // observed on Monday 7 February (counting it would make it the 22nd); across Matariki
    // (Friday 10 July 2026).
    for (received, due) in
        [("2025-12-19", "2026-02-10"), ("2022-01-25", "2022-02-23"), ("2026-06-26", "2026-07-27")]
    {
        let opened = open(&app, &key, request(received)).await;
        assert_eq!((opened["receivedOn"].as_str(), opened["dueOn"].as_str()), (Some(received), Some(due)));
        assert_eq!(opened["status"], "open");
        assert_eq!(opened["privacyRequestId"], opened["id"]);
    }
    // Outside the holiday table, or in the future: the field is named and nothing is opened.
    for received in ["2021-06-01", "2099-01-05"] {
        let refused = app.post_as(&key, REQUESTS, &request(received)).await;
        refused.assert_error(400, "validation_failed");
        assert_eq!(refused.error_fields(), ["receivedOn"], "{}", refused.body);
    }
    assert_eq!(app.get_as(&key, REQUESTS).await.body["data"]["totalItems"], 3);
}

#[tokio::test]
async fn a_decision_fits_the_requests_type_and_is_final() {
    let app = spawn_app().await;
    let key = manager(&app).await;
    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let body = |kind: &str| json!({"type": kind, "contactId": contact["id"], "receivedOn": "2026-11-02"});

    // A correction names the values sought; nothing else does.
    let refused = app.post_as(&key, REQUESTS, &body("correction")).await;
    assert_eq!(refused.error_fields(), ["corrections"], "{}", refused.body);
    let mut access = body("access");
    access["corrections"] = json!({"lastName": "Ngāta"});
    assert_eq!(app.post_as(&key, REQUESTS, &access).await.error_fields(), ["corrections"]);
    let mut unknown = body("access");
    unknown["contactId"] = json!(uuid::Uuid::now_v7());
    assert_eq!(app.post_as(&key, REQUESTS, &unknown).await.error_fields(), ["contactId"]);

    let request = open(&app, &key, body("access")).await;
    let path = format!("{REQUESTS}/{}", request["id"].as_str().unwrap());
    let wrong = app.patch_as(&key, &path, &json!({"status": "corrected"})).await;
    assert_eq!(wrong.error_fields(), ["status"], "{}", wrong.body);
    let statement = app.patch_as(&key, &path, &json!({"status": "granted", "statement": "No"})).await;
    assert_eq!(statement.error_fields(), ["statement"], "{}", statement.body);
    let early = app.patch_as(&key, &path, &json!({"status": "granted", "decidedOn": "2026-11-01"})).await;
    assert_eq!(early.error_fields(), ["decidedOn"], "{}", early.body);
    assert_eq!(app.get_as(&key, &path).await.body["data"]["status"], "open", "a refused decision changed it");

    let decided = app
        .patch_as(
            &key,
            &path,
            &json!({"status": "granted", "decidedOn": "2026-11-20", "decisionNotes": "Sent"}),
        )
        .await;
    assert_eq!(decided.status, 200, "{}", decided.body);
    assert_eq!(decided.body["data"]["decidedOn"], "2026-11-20");
    app.patch_as(&key, &path, &json!({"status": "declined"})).await.assert_error(409, "conflict");
    let noted = app.patch_as(&key, &path, &json!({"notes": "Posted too"})).await;
    assert_eq!((noted.status.as_u16(), &noted.body["data"]["status"]), (200, &json!("granted")));

    // A declined correction keeps the person's statement; a decision without a day is today's.
    let mut correction = body("correction");
    correction["corrections"] = json!({"lastName": "Ngāta"});
    let correction = open(&app, &key, correction).await;
    assert_eq!(correction["corrections"], json!({"lastName": "Ngāta"}));
    let path = format!("{REQUESTS}/{}", correction["id"].as_str().unwrap());
    let declined =
        app.patch_as(&key, &path, &json!({"status": "declined", "statement": "My name is Ngāta"})).await;
    assert_eq!(declined.status, 200, "{}", declined.body);
    assert_eq!(declined.body["data"]["statement"], "My name is Ngāta");
    assert!(declined.body["data"]["decidedOn"].is_string());

    // Filters, and the history of each change.
    let open_only = app.get_as(&key, &format!("{REQUESTS}?status=declined&type=correction")).await;
    assert_eq!(open_only.body["data"]["totalItems"], 1, "{}", open_only.body);
    let history = app.get_as(&key, &format!("{path}/history?field=status")).await;
    assert_eq!(history.status, 200, "{}", history.body);
    let entry = &history.body["data"]["items"][0];
    assert_eq!((&entry["oldValue"], &entry["newValue"]), (&json!("open"), &json!("declined")));
    assert_eq!(entry["operationId"], "updatePrivacyRequest");
}

#[tokio::test]
async fn another_organisations_requests_are_not_found() {
    let app = spawn_app().await;
    let key = manager(&app).await;
    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let request =
        open(&app, &key, json!({"type": "erasure", "contactId": contact["id"], "receivedOn": "2026-11-02"}))
            .await;
    let other = app.other_tenant().await;
    let theirs = advisory_crm::service::keys::create(
        &app.db,
        advisory_crm::service::keys::NewKey {
            organisation_id: other.id,
            member_email: None,
            sandbox: false,
            allowed_cidrs: crate::helpers::LOOPBACK.iter().map(|net| net.parse().unwrap()).collect(),
            expires_in_days: None,
            scopes: Some(Scopes::of([Scope::PrivacyManage])),
        },
    )
    .await
    .unwrap()
    .1;
    let path = format!("{REQUESTS}/{}", request["id"].as_str().unwrap());
    app.get_as(&theirs, &path).await.assert_error(404, "not_found");
    app.get_as(&theirs, &format!("{path}/history")).await.assert_error(404, "not_found");
    app.patch_as(&theirs, &path, &json!({"status": "declined"})).await.assert_error(404, "not_found");
    let body = json!({"type": "access", "contactId": contact["id"], "receivedOn": "2026-11-02"});
    assert_eq!(app.post_as(&theirs, REQUESTS, &body).await.error_fields(), ["contactId"]);
    assert_eq!(app.get_as(&theirs, REQUESTS).await.body["data"]["totalItems"], 0);
    assert_eq!(app.get_as(&key, &path).await.body["data"]["status"], "open");
}

#[tokio::test]
async fn only_privacy_manage_sees_a_requests_events_and_a_wildcard_endpoint_never_does() {
    let app = spawn_app_with(&[("WEBHOOK_ALLOW_PRIVATE_URLS", "true")]).await;
    let key = manager(&app).await;
    let everything = scoped_key(&app, Scopes::of(Scope::ALL)).await;
    let endpoint = |types: Value| json!({"url": "http://127.0.0.1:9/hooks", "eventTypes": types});
    let wildcard = app.post_as(&everything, "/api/v1/webhook-endpoints", &endpoint(json!(["*"]))).await;
    let named = app
        .post_as(&everything, "/api/v1/webhook-endpoints", &endpoint(json!(["privacy_request.created"])))
        .await;
    assert_eq!((wildcard.status.as_u16(), named.status.as_u16()), (201, 201), "{}", named.body);
    // Named by a key that may not read them, they would never be sent: a 400 says so.
    let refused =
        app.post("/api/v1/webhook-endpoints", &endpoint(json!(["*", "privacy_request.created"]))).await;
    assert_eq!(refused.error_fields(), ["eventTypes[1]"], "{}", refused.body);
    let unscoped = app
        .create(
            "/api/v1/webhook-endpoints",
            json!({"url": "http://127.0.0.1:9/unscoped", "eventTypes": ["*"]}),
        )
        .await;
    let path = format!("/api/v1/webhook-endpoints/{}", unscoped["id"].as_str().unwrap());
    let renamed = app.patch(&path, &json!({"eventTypes": ["privacy_request.updated"]})).await;
    assert_eq!(renamed.error_fields(), ["eventTypes[0]"], "{}", renamed.body);

    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let request =
        open(&app, &key, json!({"type": "erasure", "contactId": contact["id"], "receivedOn": "2026-11-02"}))
            .await;
    let path = format!("{REQUESTS}/{}", request["id"].as_str().unwrap());
    app.patch_as(&key, &path, &json!({"status": "withdrawn"})).await;

    // An event's `type`, a delivery's `eventType`.
    let types = |reply: crate::helpers::Reply| -> Vec<String> {
        let items = reply.body["data"]["items"].as_array().unwrap().clone();
        items.iter().map(|e| e["type"].as_str().or(e["eventType"].as_str()).unwrap().to_string()).collect()
    };
    let seen = types(app.get_as(&key, "/api/v1/events?resourceType=privacy_request").await);
    assert_eq!(seen, ["privacy_request.created", "privacy_request.updated"]);
    // The tenant's key holds every scope of the first release, not privacy:manage.
    let first_release = types(app.get("/api/v1/events?pageSize=500").await);
    assert!(first_release.contains(&"contact.created".to_string()), "{first_release:?}");
    assert!(!first_release.iter().any(|t| t.starts_with("privacy_request.")), "{first_release:?}");

    let delivered = |endpoint: &Value| {
        let path =
            format!("/api/v1/webhook-endpoints/{}/deliveries", endpoint["data"]["id"].as_str().unwrap());
        let (app, everything) = (&app, &everything);
        async move { types(app.get_as(everything, &path).await) }
    };
    let to_wildcard = delivered(&wildcard.body).await;
    assert!(to_wildcard.contains(&"contact.created".to_string()), "{to_wildcard:?}");
    assert!(!to_wildcard.iter().any(|t| t.starts_with("privacy_request.")), "{to_wildcard:?}");
    assert_eq!(delivered(&named.body).await, ["privacy_request.created"]);
}
