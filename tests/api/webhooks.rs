//! Webhook endpoints through HTTP: registration with the secret shown once, the URL rules,
//! tenancy, rotation; and deliveries to a real receiver on a socket (signatures, retries with
//! back-off, disabling, the delivery log, manual retries).

use serde_json::json;

use crate::helpers::{TestApp, spawn_app_with};

const ENDPOINTS: &str = "/api/v1/webhook-endpoints";

/// The app with private URLs allowed (the receivers are on 127.0.0.1).
async fn allowing_private() -> TestApp {
    spawn_app_with(&[("WEBHOOK_ALLOW_PRIVATE_URLS", "true")]).await
}

async fn register(app: &TestApp, url: &str, types: serde_json::Value) -> serde_json::Value {
    app.create(ENDPOINTS, json!({ "url": url, "eventTypes": types, "description": "Tests" })).await
}

#[tokio::test]
async fn the_secret_is_shown_once_and_endpoints_are_managed_like_any_record() {
    let app = allowing_private().await;
    let created = register(&app, "http://127.0.0.1:9/hooks", json!(["*"])).await;
    let id = created["id"].as_str().unwrap().to_string();
    let secret = created["secret"].as_str().unwrap();
    assert!(secret.starts_with("whsec_"), "{secret}");
    assert_eq!(created["webhookEndpointId"], id.as_str());
    assert_eq!(created["enabled"], true);
    assert_eq!(created["eventTypes"], json!(["*"]));

    let found = app.data(&format!("{ENDPOINTS}/{id}")).await;
    assert!(found.get("secret").is_none(), "the secret is not shown again: {found}");
    let listed = app.data(ENDPOINTS).await;
    assert_eq!(listed["totalItems"], 1);
    assert!(listed["items"][0].get("secret").is_none());

    let updated =
        app.patch(&format!("{ENDPOINTS}/{id}"), &json!({ "description": null, "enabled": false })).await;
    assert_eq!(updated.status, 200, "{}", updated.body);
    assert_eq!(updated.body["data"]["enabled"], false);
    assert!(updated.body["data"]["description"].is_null());
    assert!(updated.body["data"].get("secret").is_none());

    let cleared = app.patch(&format!("{ENDPOINTS}/{id}"), &json!({ "url": null })).await;
    cleared.assert_error(400, "validation_failed");
    assert_eq!(cleared.error_fields(), ["url"]);

    let deleted = app.delete(&format!("{ENDPOINTS}/{id}")).await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    assert_eq!(deleted.body["message"], "Webhook endpoint deleted successfully.");
    app.get(&format!("{ENDPOINTS}/{id}")).await.assert_error(404, "not_found");
}

#[tokio::test]
async fn another_organisations_endpoint_is_not_found() {
    let app = allowing_private().await;
    let created = register(&app, "http://127.0.0.1:9/hooks", json!(["*"])).await;
    let id = created["id"].as_str().unwrap();
    let other = app.other_tenant().await;
    let path = format!("{ENDPOINTS}/{id}");
    app.get_as(&other.key, &path).await.assert_error(404, "not_found");
    app.patch_as(&other.key, &path, &json!({ "enabled": false })).await.assert_error(404, "not_found");
    app.post_as(&other.key, &format!("{path}/rotate-secret"), &json!({}))
        .await
        .assert_error(404, "not_found");
    app.get_as(&other.key, &format!("{path}/deliveries")).await.assert_error(404, "not_found");
    let delete = crate::helpers::send(app.client.delete(&path).header("authorization", &other.key)).await;
    delete.assert_error(404, "not_found");
    assert_eq!(app.get_as(&other.key, ENDPOINTS).await.body["data"]["totalItems"], 0);
    // Still there for its owner.
    assert_eq!(app.data(&path).await["enabled"], true);
}

#[tokio::test]
async fn urls_must_be_https_to_public_addresses() {
    let app = spawn_app_with(&[]).await;
    for url in [
        "http://hooks.example.com/in",
        "https://127.0.0.1/in",
        "https://localhost/in",
        "https://10.1.2.3/in",
        "https://192.168.0.10/in",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/in",
        "https://[fe80::1]/in",
        // IPv4 embedded in IPv6: compatible, translated, local NAT64, Teredo, 6to4; site-local.
        "https://[::127.0.0.1]/in",
        "https://[::ffff:0:7f00:1]/in",
        "https://[64:ff9b:1::7f00:1]/in",
        "https://[2001::1]/in",
        "https://[2002:7f00:1::1]/in",
        "https://[fec0::1]/in",
        "https://user:secret@hooks.example.com/in",
        "https://no-such-host.invalid/in",
        "not a url",
    ] {
        let reply = app.post(ENDPOINTS, &json!({ "url": url, "eventTypes": ["*"] })).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), ["url"], "{url}: {}", reply.body);
        // A refusal never says what a name resolved to: that would map the internal DNS.
        let message = reply.body["errors"][0]["message"].as_str().unwrap_or_default().to_string();
        assert!(!message.contains("resolves to"), "{url}: {message}");
        if url.contains("localhost") {
            assert!(!message.contains("127.0.0.1") && !message.contains("::1"), "{url}: {message}");
        }
    }
    assert_eq!(app.data(ENDPOINTS).await["totalItems"], 0, "nothing was registered");

    // An operator may allow them (tests, receivers on the premises).
    let allowing = allowing_private().await;
    register(&allowing, "http://127.0.0.1:9/hooks", json!(["*"])).await;
}

#[tokio::test]
async fn event_types_must_come_from_the_catalogue() {
    let app = allowing_private().await;
    let reply = app
        .post(
            ENDPOINTS,
            &json!({ "url": "http://127.0.0.1:9/", "eventTypes": ["contact.created", "contact.exploded"] }),
        )
        .await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["eventTypes[1]"], "{}", reply.body);
    let empty = app.post(ENDPOINTS, &json!({ "url": "http://127.0.0.1:9/", "eventTypes": [] })).await;
    empty.assert_error(400, "validation_failed");
    assert_eq!(empty.error_fields(), ["eventTypes"]);
    assert_eq!(app.data(ENDPOINTS).await["totalItems"], 0);
}

#[tokio::test]
async fn rotating_the_secret_returns_a_new_one_and_keeps_the_old_one_signing_for_a_day() {
    let app = allowing_private().await;
    let created = register(&app, "http://127.0.0.1:9/hooks", json!(["*"])).await;
    let id = created["id"].as_str().unwrap();
    assert!(created["previousSecretExpiresTimestamp"].is_null());
    let rotated = app.post(&format!("{ENDPOINTS}/{id}/rotate-secret"), &json!({})).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    let new_secret = rotated.body["data"]["secret"].as_str().unwrap();
    assert!(new_secret.starts_with("whsec_"));
    assert_ne!(new_secret, created["secret"].as_str().unwrap());
    let expires = rotated.body["data"]["previousSecretExpiresTimestamp"].as_str().unwrap();
    let expires = chrono::DateTime::parse_from_rfc3339(expires).unwrap();
    let hours = (expires.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_minutes() as f64 / 60.0;
    assert!((23.9..=24.0).contains(&hours), "{hours}");
    assert!(app.data(&format!("{ENDPOINTS}/{id}")).await.get("secret").is_none());
}
