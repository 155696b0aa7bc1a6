//! Scopes: every operation in the document declares one, a key without it gets 403
//! `insufficient_scope` and changes nothing, a key with only it gets past the check; the events
//! feed and webhook endpoints carry only what their key's scopes may read.

use advisory_crm::{
    service::keys::{self, NewKey},
    types::{Scope, Scopes},
};
use poem::http::Method;
use serde_json::{Value, json};

use crate::helpers::{LOOPBACK, Reply, TestApp, send, spawn_app, spawn_app_with};

/// A live key of the tenant holding exactly `scopes`.
pub async fn scoped_key(app: &TestApp, scopes: Scopes) -> String {
    scoped_key_of(app, app.tenant.id, scopes).await
}

/// A key of another organisation of the app's database holding `scopes`.
pub async fn scoped_key_of(app: &TestApp, organisation_id: uuid::Uuid, scopes: Scopes) -> String {
    let new = NewKey {
        organisation_id,
        member_email: None,
        sandbox: false,
        allowed_cidrs: LOOPBACK.iter().map(|net| net.parse().unwrap()).collect(),
        expires_in_days: None,
        scopes: Some(scopes),
    };
    keys::create(&app.db, new).await.unwrap().1
}

/// Every scope but `scope`, and but the write scope that includes it.
fn all_but(scope: Scope) -> Scopes {
    Scopes::of(Scope::ALL.into_iter().filter(|held| *held != scope && !Scopes::of([*held]).allow(scope)))
}

async fn call(app: &TestApp, key: &str, method: &str, path: &str) -> Reply {
    let method: Method = method.to_uppercase().parse().unwrap();
    let request = app.client.request(method.clone(), path).header("authorization", key);
    let request = if method == Method::POST || method == Method::PATCH {
        request.body_json(&json!({}))
    } else {
        request
    };
    send(request).await
}

async fn event_count(app: &TestApp) -> u64 {
    app.data("/api/v1/events?pageSize=1").await["totalItems"].as_u64().unwrap()
}

#[tokio::test]
async fn every_operation_declares_a_scope_and_is_refused_without_it() {
    let app = spawn_app().await;
    let document = send(app.client.get("/api/v1/openapi.json")).await.body;
    let before = event_count(&app).await;
    let mut keys_by_scope = std::collections::HashMap::new();
    let mut checked = 0;
    for (template, operations) in document["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            let id = operation["operationId"].as_str().unwrap();
            let name = operation["x-required-scope"].as_str();
            let scope =
                name.and_then(Scope::parse).unwrap_or_else(|| panic!("{id} declares no scope: {name:?}"));
            let path = format!(
                "/api/v1{}",
                template
                    .split('/')
                    .map(|segment| if segment.starts_with('{') {
                        uuid::Uuid::now_v7().to_string()
                    } else {
                        segment.to_string()
                    })
                    .collect::<Vec<_>>()
                    .join("/")
            );
            if let std::collections::hash_map::Entry::Vacant(entry) = keys_by_scope.entry(scope) {
                let without = scoped_key(&app, all_but(scope)).await;
                let only = scoped_key(&app, Scopes::of([scope])).await;
                entry.insert((without, only));
            }
            let (without, only) = &keys_by_scope[&scope];

            let refused = call(&app, without, method, &path).await;
            refused.assert_error(403, "insufficient_scope");
            let challenge = refused.header("www-authenticate").unwrap_or_default();
            assert_eq!(
                challenge,
                format!("Bearer realm=\"advisory-crm\", error=\"insufficient_scope\", scope=\"{scope}\""),
                "{id}"
            );
            assert!(
                refused.body["message"].as_str().unwrap().contains(scope.name()),
                "{id}: {}",
                refused.body
            );

            let allowed = call(&app, only, method, &path).await;
            assert!(
                allowed.status != 403 && allowed.status != 401,
                "{id} with only `{scope}`: {} {}",
                allowed.status,
                allowed.body
            );
            checked += 1;
        }
    }
    assert!(checked >= 90, "only {checked} operations in the document");
    assert_eq!(event_count(&app).await, before, "a refused request changed something");
}

#[tokio::test]
async fn a_refused_write_changes_nothing_and_full_keys_are_unchanged() {
    let app = spawn_app().await;
    let notes_only = scoped_key(&app, Scopes::of([Scope::NotesWrite])).await;
    let person = json!({"firstName": "Aroha", "lastName": "Ngata"});
    app.post_as(&notes_only, "/api/v1/contacts/person", &person)
        .await
        .assert_error(403, "insufficient_scope");
    app.get_as(&notes_only, "/api/v1/contacts").await.assert_error(403, "insufficient_scope");
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 0);
    // A key from before scopes (no list stored) holds every scope of the first release.
    let key = app.tenant.key.clone();
    let hash = advisory_crm::service::key_format::hash(&key);
    let record = keys::find_by_hash(&app.db, &hash).await.unwrap().unwrap();
    let update = sea_orm::Statement::from_sql_and_values(
        app.db.single_statement().get_database_backend(),
        if crate::helpers::on_postgres() {
            "UPDATE api_keys SET scopes = NULL WHERE id = $1"
        } else {
            "UPDATE api_keys SET scopes = NULL WHERE id = ?"
        },
        [record.id.into()],
    );
    sea_orm::ConnectionTrait::execute_raw(app.db.single_statement(), update).await.unwrap();
    keys::forget_keys_read_before_now();
    assert_eq!(app.post("/api/v1/contacts/person", &person).await.status, 201);
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 1);
}

#[tokio::test]
async fn the_events_feed_shows_only_what_the_keys_scopes_may_read() {
    let app = spawn_app().await;
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Aroha", "lastName": "Ngata"})).await;
    let profile = app.create("/api/v1/profiles", json!({"name": "Ngata Household"})).await;
    app.create("/api/v1/notes", json!({"profileId": profile["id"], "content": "<p>Private</p>"})).await;
    let all = app.data("/api/v1/events").await["items"].as_array().unwrap().clone();
    let note_event = all.iter().find(|event| event["resourceType"] == "note").expect("a note event").clone();

    let reader = scoped_key(&app, Scopes::of([Scope::EventsRead, Scope::ContactsRead])).await;
    let seen = app.get_as(&reader, "/api/v1/events").await;
    assert_eq!(seen.status, 200, "{}", seen.body);
    let types: Vec<&str> = seen.body["data"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["resourceType"].as_str().unwrap())
        .collect();
    assert!(types.contains(&"contact") && types.contains(&"profile"), "{types:?}");
    assert!(!types.contains(&"note"), "a key without notes:read sees no note event: {types:?}");
    let path = format!("/api/v1/events/{}", note_event["id"].as_str().unwrap());
    app.get_as(&reader, &path).await.assert_error(404, "not_found");
    let filtered = app.get_as(&reader, "/api/v1/events?resourceType=note").await;
    assert_eq!(filtered.body["data"]["totalItems"], 0);
    assert_eq!(
        app.data(&format!("/api/v1/events/{}", note_event["id"].as_str().unwrap())).await["id"],
        note_event["id"]
    );
    let _ = contact;
}

#[tokio::test]
async fn a_webhook_endpoint_gets_only_what_its_registering_keys_scopes_may_read() {
    let app = spawn_app_with(&[("WEBHOOK_ALLOW_PRIVATE_URLS", "true")]).await;
    let registrar = scoped_key(&app, Scopes::of([Scope::WebhooksWrite, Scope::ContactsRead])).await;
    let body = json!({"url": "http://127.0.0.1:9/hooks", "eventTypes": ["*"]});
    let endpoint = app.post_as(&registrar, "/api/v1/webhook-endpoints", &body).await;
    assert_eq!(endpoint.status, 201, "{}", endpoint.body);
    let full = app
        .create("/api/v1/webhook-endpoints", json!({"url": "http://127.0.0.1:9/all", "eventTypes": ["*"]}))
        .await;

    let profile = app.create("/api/v1/profiles", json!({"name": "Ngata Household"})).await;
    app.create("/api/v1/notes", json!({"profileId": profile["id"], "content": "<p>Private</p>"})).await;
    let delivered = |endpoint: Value| {
        let app = &app;
        async move {
            let path = format!("/api/v1/webhook-endpoints/{}/deliveries", endpoint["id"].as_str().unwrap());
            let items = app.data(&path).await["items"].as_array().unwrap().clone();
            items.iter().map(|d| d["eventType"].as_str().unwrap().to_string()).collect::<Vec<_>>()
        }
    };
    let limited = delivered(endpoint.body["data"].clone()).await;
    assert!(limited.contains(&"profile.created".to_string()), "{limited:?}");
    assert!(!limited.iter().any(|t| t.starts_with("note.")), "no note event without notes:read: {limited:?}");
    let everything = delivered(full).await;
    assert!(everything.iter().any(|t| t.starts_with("note.")), "{everything:?}");

    // Revoking the registering key does not stop its endpoint (docs/integrating.md says so).
    keys::revoke(&app.db, &registrar[.."crm_live_".len() + 6]).await.unwrap();
    app.create("/api/v1/profiles", json!({"name": "Walker Household"})).await;
    assert_eq!(delivered(endpoint.body["data"].clone()).await.len(), limited.len() + 1);
}

#[test]
fn the_integration_guide_lists_every_scope() {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/integrating.md")).unwrap();
    for scope in Scope::ALL {
        assert!(guide.contains(&format!("| `{scope}` |")), "docs/integrating.md's scope table lacks {scope}");
    }
}
