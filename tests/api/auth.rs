use advisory_crm::{db::Reads, entity::api_key, service::keys};
use chrono::{Duration, Utc};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait, IntoActiveModel};

use crate::helpers::{LOOPBACK, TEST_PEER, TestApp, issue_key, send, spawn_app, spawn_app_with};

const MEMBERS: &str = "/api/v1/members";

#[tokio::test]
async fn a_request_without_a_key_is_rejected_with_401() {
    let app = spawn_app().await;
    send(app.client.get(MEMBERS)).await.assert_error(401, "invalid_api_key");
}

#[tokio::test]
async fn malformed_authorization_headers_are_rejected_with_401() {
    let app = spawn_app().await;
    for header in ["", "Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "crm_live_", "crm_live_short"] {
        send(app.client.get(MEMBERS).header("authorization", header))
            .await
            .assert_error(401, "invalid_api_key");
    }
}

#[tokio::test]
async fn an_unknown_key_is_rejected_with_401() {
    let app = spawn_app().await;
    app.get_as("crm_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", MEMBERS)
        .await
        .assert_error(401, "invalid_api_key");
}

#[tokio::test]
async fn a_valid_key_works_bare_and_with_the_bearer_scheme() {
    let app = spawn_app().await;
    assert_eq!(app.get(MEMBERS).await.status, 200);
    let bearer = format!("Bearer {}", app.tenant.key);
    assert_eq!(app.get_as(&bearer, MEMBERS).await.status, 200);
    let lower = format!("bearer {}", app.tenant.key);
    assert_eq!(app.get_as(&lower, MEMBERS).await.status, 200);
}

#[tokio::test]
async fn a_revoked_key_is_rejected_with_the_same_401() {
    let app = spawn_app().await;
    let key = issue_key(&app.db, app.tenant.id, LOOPBACK, None).await;
    assert_eq!(app.get_as(&key, MEMBERS).await.status, 200);
    let prefix = &key[.."crm_live_".len() + 6];
    keys::revoke(&app.db, prefix).await.unwrap();
    let reply = app.get_as(&key, MEMBERS).await;
    reply.assert_error(401, "invalid_api_key");
    let unknown = app.get_as("crm_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", MEMBERS).await;
    assert_eq!(reply.body["message"], unknown.body["message"], "nothing leaks about why");
}

#[tokio::test]
async fn an_expired_key_is_rejected_with_401() {
    let app = spawn_app().await;
    let key = issue_key(&app.db, app.tenant.id, LOOPBACK, Some(30)).await;
    assert_eq!(app.get_as(&key, MEMBERS).await.status, 200);
    expire(&app, &key).await;
    app.get_as(&key, MEMBERS).await.assert_error(401, "invalid_api_key");
}

async fn expire(app: &TestApp, key: &str) {
    let hash = advisory_crm::service::key_format::hash(key);
    let record = keys::find_by_hash(&app.db, &hash).await.unwrap().unwrap();
    let mut active = record.into_active_model();
    active.expires_at = Set(Some(Utc::now() - Duration::minutes(1)));
    active.update(app.db.single_statement()).await.unwrap();
    // The row was changed behind the service's back, as another instance would; this instance
    // would see it within the key cache's lifetime. Forget the cache, as a revocation here does.
    advisory_crm::service::keys::forget_keys_read_before_now();
    assert!(app.db.all(api_key::Entity::find()).await.unwrap().len() >= 2);
}

#[tokio::test]
async fn a_key_is_refused_from_an_address_outside_its_allowlist() {
    let app = spawn_app().await;
    let key = issue_key(&app.db, app.tenant.id, &["203.0.113.0/24"], None).await;
    let from = |ip: &'static str| app.client.get(MEMBERS).header("authorization", &key).header(TEST_PEER, ip);
    assert_eq!(send(from("203.0.113.7")).await.status, 200);
    send(from("198.51.100.7")).await.assert_error(403, "ip_not_allowed");
    send(app.client.get(MEMBERS).header("authorization", &key)).await.assert_error(403, "ip_not_allowed");
    let without_address = app.client.get(MEMBERS).header("authorization", &key).header(TEST_PEER, "none");
    send(without_address).await.assert_error(403, "ip_not_allowed");
}

#[tokio::test]
async fn ranges_match_within_their_own_address_family() {
    let app = spawn_app().await;
    // Issued before live keys could not have /0: it must still not admit IPv4 callers.
    let key = issue_key(&app.db, app.tenant.id, &["2001:db8::/32"], None).await;
    widen(&app, &key, "::/0").await;
    let from = |ip: &'static str| app.client.get(MEMBERS).header("authorization", &key).header(TEST_PEER, ip);
    assert_eq!(send(from("2606:4700::1")).await.status, 200);
    send(from("203.0.113.7")).await.assert_error(403, "ip_not_allowed");
    // An IPv4 caller on an IPv6 socket is still an IPv4 caller.
    send(from("::ffff:203.0.113.7")).await.assert_error(403, "ip_not_allowed");
    send(from("none")).await.assert_error(403, "ip_not_allowed");

    let v4 = issue_key(&app.db, app.tenant.id, &["203.0.113.0/24"], None).await;
    let from = |ip: &'static str| app.client.get(MEMBERS).header("authorization", &v4).header(TEST_PEER, ip);
    assert_eq!(send(from("::ffff:203.0.113.7")).await.status, 200);
    send(from("2606:4700::1")).await.assert_error(403, "ip_not_allowed");
}

/// Sets a key's allowlist behind the service's back, as a key issued by an earlier release.
async fn widen(app: &TestApp, key: &str, cidrs: &str) {
    let hash = advisory_crm::service::key_format::hash(key);
    let mut active = keys::find_by_hash(&app.db, &hash).await.unwrap().unwrap().into_active_model();
    active.allowed_cidrs = Set(cidrs.to_string());
    active.update(app.db.single_statement()).await.unwrap();
    advisory_crm::service::keys::forget_keys_read_before_now();
}

#[tokio::test]
async fn forwarded_for_is_believed_only_from_a_trusted_proxy() {
    let app = spawn_app_with(&[("TRUSTED_PROXIES", "10.0.0.0/8")]).await;
    let key = issue_key(&app.db, app.tenant.id, &["203.0.113.0/24"], None).await;
    let via = |peer: &'static str, forwarded: &'static str| {
        app.client
            .get(MEMBERS)
            .header("authorization", &key)
            .header(TEST_PEER, peer)
            .header("x-forwarded-for", forwarded)
    };
    // Through our proxy: the client address it reports is checked.
    assert_eq!(send(via("10.1.2.3", "203.0.113.50")).await.status, 200);
    send(via("10.1.2.3", "198.51.100.50")).await.assert_error(403, "ip_not_allowed");
    // A client claiming an allowed address in its own header, through our proxy, is not believed.
    send(via("10.1.2.3", "203.0.113.50, 198.51.100.50")).await.assert_error(403, "ip_not_allowed");
    // Straight from an untrusted peer: the header is ignored.
    send(via("198.51.100.9", "203.0.113.50")).await.assert_error(403, "ip_not_allowed");
}

#[tokio::test]
async fn the_openapi_document_and_health_probes_need_no_key() {
    let app = spawn_app().await;
    for path in ["/api/v1/openapi.json", "/api/v1/openapi.yaml", "/healthz", "/readyz", "/docs"] {
        assert_eq!(send(app.client.get(path)).await.status, 200, "{path}");
    }
}

#[tokio::test]
async fn a_sandbox_key_works_from_any_address() {
    let app = spawn_app().await;
    let seed = advisory_crm::seed::sandbox::seed_demo(&app.db).await.unwrap();
    assert!(seed.api_key.starts_with("crm_sandbox_"));
    let reply =
        send(app.client.get(MEMBERS).header("authorization", &seed.api_key).header(TEST_PEER, "192.0.2.1"))
            .await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body["data"]["totalItems"], 6);

    // So do the sandbox's OAuth client and its tokens.
    let (client_id, secret) = &seed.oauth_client;
    let form = format!("grant_type=client_credentials&client_id={client_id}&client_secret={secret}");
    let request = app.client.post("/oauth/token").content_type("application/x-www-form-urlencoded");
    let token = send(request.header(TEST_PEER, "192.0.2.1").body(form)).await;
    assert_eq!(token.status, 200, "{}", token.body);
    let bearer = format!("Bearer {}", token.body["access_token"].as_str().unwrap());
    let reply =
        send(app.client.get(MEMBERS).header("authorization", bearer).header(TEST_PEER, "198.51.100.7")).await;
    assert_eq!(reply.status, 200);
}
