//! OAuth 2.0 client credentials (RFC 6749 §4.4): `POST /oauth/token` with either client
//! authentication, RFC 6749 §5.2's errors, tokens accepted under /api/v1 as keys are (scopes,
//! IP ranges, rate limit, idempotency keyed by the client), RFC 7009 revocation and RFC 8414
//! metadata.

use advisory_crm::db::Reads;
use advisory_crm::{
    entity::api_key,
    service::oauth::{self, NewClient},
    types::{Scope, Scopes},
};
use base64::Engine;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};

use crate::helpers::{
    LOOPBACK, Reply, TEST_PEER, TestApp, send, spawn_app, spawn_app_with, within_one_rate_window,
};

/// A live client of the tenant allowed from `ranges` and holding `scopes`: its id and secret.
async fn client_from(app: &TestApp, ranges: &[&str], scopes: &[Scope]) -> (String, String) {
    let new = NewClient {
        organisation_id: app.tenant.id,
        member_email: None,
        sandbox: false,
        allowed_cidrs: ranges.iter().map(|net| net.parse().unwrap()).collect(),
        scopes: Some(Scopes::of(scopes.iter().copied())),
    };
    let (client, secret) = oauth::create(&app.db, new).await.unwrap();
    (client.client_id, secret)
}

async fn client(app: &TestApp, scopes: &[Scope]) -> (String, String) {
    client_from(app, LOOPBACK, scopes).await
}

fn basic(id: &str, secret: &str) -> String {
    format!("Basic {}", base64::engine::general_purpose::STANDARD.encode(format!("{id}:{secret}")))
}

/// A form POST to `path`, with these headers.
async fn post_form(app: &TestApp, path: &str, headers: &[(&str, &str)], form: &str) -> Reply {
    let mut request =
        app.client.post(path).content_type("application/x-www-form-urlencoded").body(form.to_string());
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    send(request).await
}

/// A token for the client, by `client_secret_basic`; the whole answer.
async fn token(app: &TestApp, (id, secret): &(String, String), form: &str) -> Reply {
    post_form(app, "/oauth/token", &[("authorization", &basic(id, secret))], form).await
}

async fn access_token(app: &TestApp, client: &(String, String), form: &str) -> String {
    let reply = token(app, client, form).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["access_token"].as_str().unwrap().to_string()
}

#[track_caller]
fn assert_oauth_error(reply: &Reply, status: u16, error: &str) {
    assert_eq!(reply.status.as_u16(), status, "{}", reply.body);
    assert_eq!(reply.body["error"], error, "{}", reply.body);
    assert!(reply.body["error_description"].as_str().is_some_and(|text| !text.is_empty()));
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    if status == 401 {
        assert_eq!(reply.header("www-authenticate"), Some("Basic realm=\"advisory-crm\""));
    }
}

fn bearer(token: &str) -> String {
    format!("Bearer {token}")
}

#[tokio::test]
async fn a_client_gets_a_token_by_either_authentication_and_calls_the_api_with_it() {
    let app = spawn_app().await;
    let credentials = client(&app, &[Scope::ContactsWrite, Scope::MembersRead, Scope::EventsRead]).await;

    let reply = token(&app, &credentials, "grant_type=client_credentials").await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    assert_eq!(reply.header("pragma"), Some("no-cache"));
    assert_eq!(reply.body["token_type"], "Bearer");
    assert_eq!(reply.body["expires_in"], 3600);
    assert_eq!(reply.body["scope"], "contacts:write members:read events:read");
    let token = reply.body["access_token"].as_str().unwrap().to_string();
    assert!(token.starts_with("crm_at_"), "{token}");

    assert_eq!(app.get_as(&bearer(&token), "/api/v1/members").await.status, 200);
    let created = app
        .post_as(
            &bearer(&token),
            "/api/v1/contacts/person",
            &json!({"firstName": "Mere", "lastName": "Tane"}),
        )
        .await;
    assert_eq!(created.status, 201, "{}", created.body);

    // The change names the client: an `apiKey` actor (the document's closed enum) with its id.
    let events = app.get_as(&bearer(&token), "/api/v1/events?pageSize=500").await.body;
    let actor = &events["data"]["items"].as_array().unwrap().last().unwrap()["actor"];
    assert_eq!(actor["type"], "apiKey");
    assert_eq!(actor["oauthClientId"], credentials.0.as_str());
    assert!(actor["apiKeyPrefix"].as_str().is_some_and(|prefix| token.starts_with(prefix)));
    // A key's changes carry no `oauthClientId` at all (their bodies are as before).
    app.create("/api/v1/contacts/person", json!({"firstName": "Hemi", "lastName": "Tane"})).await;
    let events = app.get("/api/v1/events?pageSize=500").await.body;
    let actor = &events["data"]["items"].as_array().unwrap().last().unwrap()["actor"];
    assert!(actor.get("oauthClientId").is_none(), "{actor}");

    // client_secret_post.
    let form =
        format!("grant_type=client_credentials&client_id={}&client_secret={}", credentials.0, credentials.1);
    let reply = post_form(&app, "/oauth/token", &[], &form).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let other = reply.body["access_token"].as_str().unwrap();
    assert_ne!(other, token);
    assert_eq!(app.get_as(&bearer(other), "/api/v1/members").await.status, 200);
}

#[tokio::test]
async fn token_requests_get_the_errors_of_rfc_6749() {
    let app = spawn_app().await;
    let credentials = client(&app, &[Scope::NotesWrite]).await;
    let (id, secret) = &credentials;
    let grant = "grant_type=client_credentials";

    let wrong =
        post_form(&app, "/oauth/token", &[("authorization", &basic(id, "crm_secret_wrong"))], grant).await;
    assert_oauth_error(&wrong, 401, "invalid_client");
    let unknown =
        post_form(&app, "/oauth/token", &[("authorization", &basic("crm_client_nobody", secret))], grant)
            .await;
    assert_oauth_error(&unknown, 401, "invalid_client");
    assert_eq!(wrong.body, unknown.body, "the answer does not say which part was wrong");
    assert_oauth_error(&post_form(&app, "/oauth/token", &[], grant).await, 401, "invalid_client");
    let not_basic = post_form(&app, "/oauth/token", &[("authorization", "Bearer nothing")], grant).await;
    assert_oauth_error(&not_basic, 401, "invalid_client");
    let twice = format!("{grant}&client_secret={secret}");
    assert_oauth_error(&token(&app, &credentials, &twice).await, 400, "invalid_request");

    assert_oauth_error(&token(&app, &credentials, "").await, 400, "invalid_request");
    assert_oauth_error(
        &token(&app, &credentials, "grant_type=password").await,
        400,
        "unsupported_grant_type",
    );
    let repeated = format!("{grant}&{grant}");
    assert_oauth_error(&token(&app, &credentials, &repeated).await, 400, "invalid_request");
    let beyond = token(&app, &credentials, &format!("{grant}&scope=notes:read%20contacts:read")).await;
    assert_oauth_error(&beyond, 400, "invalid_scope");
    assert!(beyond.body["error_description"].as_str().unwrap().contains("contacts:read"));
    assert_oauth_error(
        &token(&app, &credentials, &format!("{grant}&scope=notes:everything")).await,
        400,
        "invalid_scope",
    );

    let json_body = send(
        app.client
            .post("/oauth/token")
            .header("authorization", basic(id, secret))
            .body_json(&json!({"grant_type": "client_credentials"})),
    )
    .await;
    assert_oauth_error(&json_body, 400, "invalid_request");
    assert_eq!(send(app.client.get("/oauth/token")).await.status, 405);
}

#[tokio::test]
async fn a_token_holds_the_scopes_asked_for_within_the_clients() {
    let app = spawn_app().await;
    let credentials = client(&app, &[Scope::ContactsWrite, Scope::MembersRead]).await;

    let reply = token(&app, &credentials, "grant_type=client_credentials&scope=members:read").await;
    assert_eq!(reply.body["scope"], "members:read");
    let members_only = reply.body["access_token"].as_str().unwrap();
    assert_eq!(app.get_as(&bearer(members_only), "/api/v1/members").await.status, 200);
    let refused =
        app.post_as(&bearer(members_only), "/api/v1/contacts/person", &json!({"firstName": "Mere"})).await;
    refused.assert_error(403, "insufficient_scope");
    assert!(refused.header("www-authenticate").unwrap().contains("scope=\"contacts:write\""));

    // A write scope held includes its family's read, so the read alone may be asked for.
    let read = access_token(&app, &credentials, "grant_type=client_credentials&scope=contacts:read").await;
    assert_eq!(app.get_as(&bearer(&read), "/api/v1/contacts").await.status, 200);
    let refused = app.post_as(&bearer(&read), "/api/v1/contacts/person", &json!({"firstName": "Mere"})).await;
    refused.assert_error(403, "insufficient_scope");
}

#[tokio::test]
async fn revoked_tokens_and_the_tokens_of_a_revoked_client_are_refused() {
    let app = spawn_app().await;
    let credentials = client(&app, &[Scope::MembersRead]).await;
    let auth = basic(&credentials.0, &credentials.1);
    let first = access_token(&app, &credentials, "grant_type=client_credentials").await;
    let second = access_token(&app, &credentials, "grant_type=client_credentials").await;
    let other_client = client(&app, &[Scope::MembersRead]).await;
    let others = access_token(&app, &other_client, "grant_type=client_credentials").await;

    // RFC 7009: 200 for the client's own token, and the same 200 for one it does not hold.
    let revoked =
        post_form(&app, "/oauth/revoke", &[("authorization", &auth)], &format!("token={first}")).await;
    assert_eq!(revoked.status, 200, "{}", revoked.body);
    app.get_as(&bearer(&first), "/api/v1/members").await.assert_error(401, "invalid_api_key");
    assert_eq!(app.get_as(&bearer(&second), "/api/v1/members").await.status, 200);
    let not_its_own =
        post_form(&app, "/oauth/revoke", &[("authorization", &auth)], &format!("token={others}")).await;
    assert_eq!(not_its_own.status, 200);
    assert_eq!(
        app.get_as(&bearer(&others), "/api/v1/members").await.status,
        200,
        "another client's token is left alone"
    );
    let unknown = post_form(&app, "/oauth/revoke", &[("authorization", &auth)], "token=crm_at_unknown").await;
    assert_eq!(unknown.status, 200);
    assert_oauth_error(
        &post_form(&app, "/oauth/revoke", &[("authorization", &auth)], "").await,
        400,
        "invalid_request",
    );
    let no_client = post_form(&app, "/oauth/revoke", &[], &format!("token={second}")).await;
    assert_oauth_error(&no_client, 401, "invalid_client");

    // Revoking the client revokes what it holds, and it gets no more.
    oauth::revoke_client(&app.db, &credentials.0).await.unwrap();
    app.get_as(&bearer(&second), "/api/v1/members").await.assert_error(401, "invalid_api_key");
    assert_oauth_error(
        &token(&app, &credentials, "grant_type=client_credentials").await,
        401,
        "invalid_client",
    );
}

#[tokio::test]
async fn an_expired_token_is_refused() {
    let app = spawn_app().await;
    let credentials = client(&app, &[Scope::MembersRead]).await;
    let token = access_token(&app, &credentials, "grant_type=client_credentials").await;
    app.db
        .write_statement(|conn| async move {
            api_key::Entity::update_many()
                .col_expr(
                    api_key::Column::ExpiresAt,
                    Expr::value(chrono::Utc::now() - chrono::Duration::seconds(1)),
                )
                .filter(api_key::Column::OauthClientId.is_not_null())
                .exec(&conn)
                .await
        })
        .await
        .unwrap();
    advisory_crm::service::keys::forget_keys_read_before_now();
    app.get_as(&bearer(&token), "/api/v1/members").await.assert_error(401, "invalid_api_key");
    // The next token deletes the client's expired ones.
    access_token(&app, &credentials, "grant_type=client_credentials").await;
    let rows = app
        .db
        .all(api_key::Entity::find().filter(api_key::Column::OauthClientId.is_not_null()))
        .await
        .unwrap();
    assert_eq!(rows.len(), 1);
}

#[tokio::test]
async fn a_client_and_its_tokens_hold_to_its_ranges() {
    let app = spawn_app().await;
    let credentials = client_from(&app, &["10.0.0.0/8"], &[Scope::MembersRead]).await;
    let auth = basic(&credentials.0, &credentials.1);
    let grant = "grant_type=client_credentials";
    let outside = post_form(&app, "/oauth/token", &[("authorization", &auth)], grant).await;
    assert_oauth_error(&outside, 401, "invalid_client");
    let inside =
        post_form(&app, "/oauth/token", &[("authorization", &auth), (TEST_PEER, "10.1.2.3")], grant).await;
    assert_eq!(inside.status, 200, "{}", inside.body);
    let token = bearer(inside.body["access_token"].as_str().unwrap());
    let from_inside =
        send(app.client.get("/api/v1/members").header("authorization", &token).header(TEST_PEER, "10.9.9.9"))
            .await;
    assert_eq!(from_inside.status, 200);
    app.get_as(&token, "/api/v1/members").await.assert_error(403, "ip_not_allowed");

    // A live client may not be allowed from everywhere, nor from nowhere.
    for ranges in [vec!["0.0.0.0/0"], vec!["::/0"], vec![]] {
        let new = NewClient {
            organisation_id: app.tenant.id,
            member_email: None,
            sandbox: false,
            allowed_cidrs: ranges.iter().map(|net| net.parse().unwrap()).collect(),
            scopes: None,
        };
        assert!(oauth::create(&app.db, new).await.is_err(), "{ranges:?}");
    }
}

#[tokio::test]
async fn a_clients_tokens_share_its_rate_limit_and_its_idempotency_keys() {
    let app = spawn_app_with(&[("RATE_LIMIT_PER_MINUTE", "6")]).await;
    within_one_rate_window(10).await;
    let credentials = client(&app, &[Scope::ContactsWrite]).await;
    let first = bearer(&access_token(&app, &credentials, "grant_type=client_credentials").await);
    let second = bearer(&access_token(&app, &credentials, "grant_type=client_credentials").await);
    let body = json!({"firstName": "Aroha", "lastName": "Ngata"});
    let create = |token: String| {
        let request = app
            .client
            .post("/api/v1/contacts/person")
            .header("authorization", token)
            .header("idempotency-key", "k1")
            .body_json(&body);
        send(request)
    };
    let original = create(first.clone()).await;
    assert_eq!(original.status, 201, "{}", original.body);
    let replayed = create(second.clone()).await;
    assert_eq!(replayed.status, 201);
    assert_eq!(
        replayed.header("idempotent-replayed"),
        Some("true"),
        "the client's retry with a fresh token is a replay"
    );
    assert_eq!(replayed.body, original.body);
    // Six requests of the client so far: two tokens, two creations, these two reads.
    assert_eq!(app.get_as(&first, "/api/v1/contacts?pageSize=1").await.status, 200);
    assert_eq!(app.get_as(&second, "/api/v1/contacts?pageSize=1").await.status, 200);
    app.get_as(&first, "/api/v1/contacts?pageSize=1").await.assert_error(429, "rate_limited");
    let refused = token(&app, &credentials, "grant_type=client_credentials").await;
    assert_eq!(refused.status, 429, "{}", refused.body);
    assert!(refused.header("retry-after").is_some());
    // The tenant's own key has a quota of its own.
    assert_eq!(app.get("/api/v1/contacts?pageSize=1").await.status, 200);
}

#[tokio::test]
async fn the_server_publishes_its_metadata_and_the_document_declares_the_flow() {
    let app = spawn_app().await;
    let metadata =
        send(app.client.get("/.well-known/oauth-authorization-server").header("host", "crm.example.co.nz"))
            .await;
    assert_eq!(metadata.status, 200);
    let body = &metadata.body;
    assert_eq!(body["issuer"], "http://crm.example.co.nz");
    assert_eq!(body["token_endpoint"], "http://crm.example.co.nz/oauth/token");
    assert_eq!(body["revocation_endpoint"], "http://crm.example.co.nz/oauth/revoke");
    assert_eq!(body["grant_types_supported"], json!(["client_credentials"]));
    assert_eq!(
        body["token_endpoint_auth_methods_supported"],
        json!(["client_secret_basic", "client_secret_post"])
    );
    let names: Vec<Value> = Scope::ALL.iter().map(|scope| Value::from(scope.name())).collect();
    assert_eq!(body["scopes_supported"], Value::from(names.clone()));

    let document = send(app.client.get("/api/v1/openapi.json")).await.body;
    let scheme = &document["components"]["securitySchemes"]["OAuth2"];
    assert_eq!(scheme["flows"]["clientCredentials"]["tokenUrl"], "/oauth/token");
    let declared: Vec<Value> = scheme["flows"]["clientCredentials"]["scopes"]
        .as_object()
        .unwrap()
        .keys()
        .map(|k| Value::from(k.as_str()))
        .collect();
    assert_eq!(declared.len(), names.len());
    for operations in document["paths"].as_object().unwrap().values() {
        for operation in operations.as_object().unwrap().values() {
            let scope = operation["x-required-scope"].clone();
            assert_eq!(
                operation["security"],
                json!([{"ApiKey": []}, {"OAuth2": [scope]}]),
                "{}",
                operation["operationId"]
            );
        }
    }
}
