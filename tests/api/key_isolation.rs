//! Two API keys of one organisation: no answer, secret or idempotent replay crosses between
//! them, and no secret rests in the idempotency store.

use advisory_crm::{db::Reads, entity::idempotency_key};
use sea_orm::EntityTrait;
use serde_json::{Value, json};

use crate::helpers::{LOOPBACK, Reply, TestApp, issue_key, send, spawn_app_with};

const ENDPOINTS: &str = "/api/v1/webhook-endpoints";

async fn post_with_key(
    app: &TestApp,
    api_key: &str,
    path: &str,
    idempotency_key: &str,
    body: &Value,
) -> Reply {
    send(
        app.client
            .post(path)
            .header("authorization", api_key)
            .header("idempotency-key", idempotency_key)
            .body_json(body),
    )
    .await
}

#[tokio::test]
async fn another_keys_idempotency_key_is_its_own_request_and_no_secret_is_stored() {
    let app = spawn_app_with(&[("WEBHOOK_ALLOW_PRIVATE_URLS", "true")]).await;
    let key_a = app.tenant.key.clone();
    let key_b = issue_key(&app.db, app.tenant.id, LOOPBACK, None).await;
    let body = json!({"url": "http://127.0.0.1:9/hooks", "eventTypes": ["contact.created"]});

    let first = post_with_key(&app, &key_a, ENDPOINTS, "k1", &body).await;
    assert_eq!(first.status, 201, "{}", first.body);
    let secret_a = first.body["data"]["secret"].as_str().unwrap().to_string();

    // Another URL: the same one for the same event types would be a twin of A's (a 409).
    let their_body = json!({"url": "http://127.0.0.1:9/theirs", "eventTypes": ["contact.created"]});
    let theirs = post_with_key(&app, &key_b, ENDPOINTS, "k1", &their_body).await;
    assert_eq!(theirs.status, 201, "{}", theirs.body);
    assert!(theirs.header("idempotent-replayed").is_none(), "key B's request is its own");
    assert_ne!(theirs.body["data"]["id"], first.body["data"]["id"]);
    assert_ne!(theirs.body["data"]["secret"].as_str(), Some(secret_a.as_str()), "A's secret never reaches B");

    // A's own retry gets A's answer again, secret and all.
    let replay = post_with_key(&app, &key_a, ENDPOINTS, "k1", &body).await;
    assert_eq!(replay.header("idempotent-replayed"), Some("true"));
    assert_eq!(replay.body, first.body);

    let stored = app.db.all(idempotency_key::Entity::find()).await.unwrap();
    assert_eq!(stored.len(), 2);
    for row in &stored {
        let body = row.response_body.clone().unwrap_or_default();
        assert!(!body.contains("whsec_"), "a secret rests in the idempotency store: {body}");
    }

    // Once the secret is rotated away, the first answer cannot be given again.
    let id = first.body["data"]["id"].as_str().unwrap();
    let rotated = app.post(&format!("{ENDPOINTS}/{id}/rotate-secret"), &json!({})).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    let gone = post_with_key(&app, &key_a, ENDPOINTS, "k1", &body).await;
    gone.assert_error(409, "idempotency_key_reused");
    assert!(!gone.body.to_string().contains(&secret_a));
}

#[tokio::test]
async fn a_replayed_rotation_gives_the_rotated_secret_to_its_own_key_only() {
    let app = spawn_app_with(&[("WEBHOOK_ALLOW_PRIVATE_URLS", "true")]).await;
    let key_b = issue_key(&app.db, app.tenant.id, LOOPBACK, None).await;
    let created =
        app.create(ENDPOINTS, json!({"url": "http://127.0.0.1:9/hooks", "eventTypes": ["*"]})).await;
    let rotate = format!("{ENDPOINTS}/{}/rotate-secret", created["id"].as_str().unwrap());
    let first = post_with_key(&app, &app.tenant.key, &rotate, "r1", &json!({})).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let again = post_with_key(&app, &app.tenant.key, &rotate, "r1", &json!({})).await;
    assert_eq!(again.header("idempotent-replayed"), Some("true"));
    assert_eq!(again.body, first.body);
    // Key B's "r1" rotates again: its own request, with its own new secret.
    let theirs = post_with_key(&app, &key_b, &rotate, "r1", &json!({})).await;
    assert_eq!(theirs.status, 200);
    assert!(theirs.header("idempotent-replayed").is_none());
    assert_ne!(theirs.body["data"]["secret"], first.body["data"]["secret"]);
}
