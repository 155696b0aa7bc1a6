//! Fact-find invitations: issuing a signed link for the key contact, verifying it publicly,
//! tampering with each parameter, expiry, key rotation, log in vs set up, tenancy.

use advisory_crm::{config::InviteKey, service::invitations::signature::Claims};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::helpers::{Reply, TestApp, spawn_app_with};

const CURRENT: &str = "2026-11:current-secret-with-more-than-32-characters";
const PREVIOUS: &str = "2026-05:previous-secret-with-more-than-32-characters";

async fn app_with_keys(keys: &str) -> TestApp {
    spawn_app_with(&[("INVITE_SIGNING_KEYS", keys), ("PORTAL_BASE_URL", "https://portal.kauri.co.nz/")]).await
}

/// An opportunity whose profile's key contact has an e-mail address; returns (opportunity, contact).
async fn invitable_opportunity(app: &TestApp, email: Option<&str>) -> (String, String) {
    let mut person = json!({"firstName": "Aroha", "lastName": "Ngata"});
    if let Some(email) = email {
        person["email"] = json!(email);
    }
    let contact = app.create("/api/v1/contacts/person", person).await;
    let profile = contact["profiles"][0]["profileId"].clone();
    let pipeline = app.data("/api/v1/pipelines").await["items"][0]["id"].clone();
    let created = app
        .create(
            "/api/v1/opportunities",
            json!({"name": "First home", "profileId": profile, "pipelineId": pipeline}),
        )
        .await;
    (created["id"].as_str().unwrap().to_string(), contact["id"].as_str().unwrap().to_string())
}

/// The query string of a link.
fn query_of(url: &str) -> String {
    url.split_once('?').unwrap().1.to_string()
}

async fn verify(app: &TestApp, query: &str) -> Reply {
    crate::helpers::send(app.client.get(format!("/invitations/verify?{query}"))).await
}

fn with_param(query: &str, name: &str, value: &str) -> String {
    query
        .split('&')
        .map(
            |pair| {
                if pair.starts_with(&format!("{name}=")) {
                    format!("{name}={value}")
                } else {
                    pair.to_string()
                }
            },
        )
        .collect::<Vec<_>>()
        .join("&")
}

fn key(entry: &str) -> InviteKey {
    let (id, secret) = entry.split_once(':').unwrap();
    InviteKey { id: id.to_string(), secret: secret.as_bytes().to_vec() }
}

fn signed_query(claims: &Claims, key: &InviteKey) -> String {
    format!(
        "opportunityId={}&contactId={}&expires={}&keyId={}&signature={}",
        claims.opportunity_id,
        claims.contact_id,
        claims.expires,
        claims.key_id,
        claims.sign(key)
    )
}

#[tokio::test]
async fn a_link_leads_a_new_client_to_set_up_and_a_known_one_to_log_in() {
    let app = app_with_keys(CURRENT).await;
    let (opportunity, contact) = invitable_opportunity(&app, Some("aroha@example.co.nz")).await;
    let invitation = app.data(&format!("/api/v1/account/{opportunity}")).await;
    let url = invitation["url"].as_str().unwrap();
    assert!(url.starts_with("https://portal.kauri.co.nz/fact-find?"), "{url}");
    assert!(url.contains(&opportunity) && url.contains(&contact) && url.contains("keyId=2026-11"));
    assert_eq!(invitation["contactId"], json!(contact));
    let expires = chrono::DateTime::parse_from_rfc3339(invitation["expiresAt"].as_str().unwrap()).unwrap();
    let hours = (expires.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_minutes() as f64 / 60.0;
    assert!((71.9..=72.0).contains(&hours), "default 72 hours, got {hours}");

    let query = query_of(url);
    let reply = verify(&app, &query).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["mode"], "setup");
    assert_eq!(reply.body["data"]["opportunityId"], json!(opportunity));
    assert_eq!(reply.body["data"]["expiresAt"], invitation["expiresAt"]);

    let done = crate::helpers::send(app.client.post(format!("/invitations/complete-setup?{query}"))).await;
    assert_eq!(done.body["data"]["mode"], "login", "{}", done.body);
    // The setup consumed the link: neither a verification nor a second setup works with it.
    verify(&app, &query).await.assert_error(410, "invitation_revoked");
    let again = crate::helpers::send(app.client.post(format!("/invitations/complete-setup?{query}"))).await;
    again.assert_error(410, "invitation_revoked");
    let fresh = app.data(&format!("/api/v1/account/{opportunity}?expiresInHours=168")).await;
    assert_eq!(verify(&app, &query_of(fresh["url"].as_str().unwrap())).await.body["data"]["mode"], "login");
}

#[tokio::test]
async fn tampering_with_any_parameter_makes_the_link_unknown() {
    let app = app_with_keys(CURRENT).await;
    let (opportunity, _) = invitable_opportunity(&app, Some("aroha@example.co.nz")).await;
    let (other_opportunity, other_contact) = invitable_opportunity(&app, Some("hemi@example.co.nz")).await;
    let url = app.data(&format!("/api/v1/account/{opportunity}")).await["url"].as_str().unwrap().to_string();
    let query = query_of(&url);
    let expires: i64 = query.split("expires=").nth(1).unwrap().split('&').next().unwrap().parse().unwrap();
    let signature = query.split("signature=").nth(1).unwrap().to_string();
    let mut flipped = signature.clone().into_bytes();
    flipped[0] = if flipped[0] == b'a' { b'b' } else { b'a' };
    for tampered in [
        with_param(&query, "opportunityId", &other_opportunity),
        with_param(&query, "contactId", &other_contact),
        with_param(&query, "expires", &(expires + 3600).to_string()),
        with_param(&query, "keyId", "2026-05"),
        with_param(&query, "signature", &String::from_utf8(flipped).unwrap()),
        with_param(&query, "signature", &signature[..32]),
        with_param(&query, "signature", "not-hex"),
        with_param(&query, "opportunityId", "not-a-uuid"),
        query.replace(&format!("&signature={signature}"), ""),
        String::new(),
    ] {
        verify(&app, &tampered).await.assert_error(404, "not_found");
        let setup =
            crate::helpers::send(app.client.post(format!("/invitations/complete-setup?{tampered}"))).await;
        setup.assert_error(404, "not_found");
    }
    assert_eq!(verify(&app, &query).await.status, 200, "the genuine link still works");
}

#[tokio::test]
async fn an_expired_link_is_gone() {
    let app = app_with_keys(CURRENT).await;
    let (opportunity, contact) = invitable_opportunity(&app, Some("aroha@example.co.nz")).await;
    let claims = Claims {
        opportunity_id: opportunity.parse().unwrap(),
        contact_id: contact.parse().unwrap(),
        expires: chrono::Utc::now().timestamp() - 1,
        issued: None,
        key_id: "2026-11".into(),
    };
    verify(&app, &signed_query(&claims, &key(CURRENT))).await.assert_error(410, "invitation_expired");
    let tampered = Claims { expires: claims.expires + 7200, ..claims.clone() };
    let forged = with_param(&signed_query(&claims, &key(CURRENT)), "expires", &tampered.expires.to_string());
    verify(&app, &forged).await.assert_error(404, "not_found");
    app.get(&format!("/api/v1/account/{opportunity}?expiresInHours=169"))
        .await
        .assert_error(400, "validation_failed");
    app.get(&format!("/api/v1/account/{opportunity}?expiresInHours=0"))
        .await
        .assert_error(400, "validation_failed");
}

#[tokio::test]
async fn rotated_keys_keep_verifying_until_they_are_dropped() {
    let before = app_with_keys(PREVIOUS).await;
    let (opportunity, _) = invitable_opportunity(&before, Some("aroha@example.co.nz")).await;
    let old_link =
        query_of(before.data(&format!("/api/v1/account/{opportunity}")).await["url"].as_str().unwrap());
    assert!(old_link.contains("keyId=2026-05"));

    // The same links checked by a service whose keys have rotated: the new key signs first,
    // the previous one still verifies.
    let contact: Uuid = old_link.split("contactId=").nth(1).unwrap()[..36].parse().unwrap();
    let expires = chrono::Utc::now().timestamp() + 3600;
    let claims = |key_id: &str| Claims {
        opportunity_id: opportunity.parse().unwrap(),
        contact_id: contact,
        expires,
        issued: None,
        key_id: key_id.into(),
    };
    let both = app_with_keys(&format!("{CURRENT},{PREVIOUS}")).await;
    let (theirs, _) = invitable_opportunity(&both, Some("hemi@example.co.nz")).await;
    let new_link = both.data(&format!("/api/v1/account/{theirs}")).await;
    assert!(new_link["url"].as_str().unwrap().contains("keyId=2026-11"), "the first key signs");
    // Links name records of their own database; sign ones for `both`'s records with each key.
    let (opp, person) = invitable_opportunity(&both, Some("mere@example.co.nz")).await;
    let for_both = |key_id: &str| Claims {
        opportunity_id: opp.parse().unwrap(),
        contact_id: person.parse().unwrap(),
        ..claims(key_id)
    };
    assert_eq!(verify(&both, &signed_query(&for_both("2026-05"), &key(PREVIOUS))).await.status, 200);
    assert_eq!(verify(&both, &signed_query(&for_both("2026-11"), &key(CURRENT))).await.status, 200);

    let after = app_with_keys(CURRENT).await;
    let (opp, person) = invitable_opportunity(&after, Some("tama@example.co.nz")).await;
    let dropped = Claims {
        opportunity_id: opp.parse().unwrap(),
        contact_id: person.parse().unwrap(),
        ..claims("2026-05")
    };
    verify(&after, &signed_query(&dropped, &key(PREVIOUS))).await.assert_error(404, "not_found");
}

#[tokio::test]
async fn an_opportunity_without_an_invitable_key_contact_is_a_409() {
    let app = app_with_keys(CURRENT).await;
    let (opportunity, _) = invitable_opportunity(&app, None).await;
    let reply = app.get(&format!("/api/v1/account/{opportunity}")).await;
    reply.assert_error(409, "conflict");
    assert!(reply.body["message"].as_str().unwrap().contains("e-mail"));
}

#[tokio::test]
async fn another_organisations_opportunity_is_404_and_links_need_no_api_key() {
    let app = app_with_keys(CURRENT).await;
    let other = app.other_tenant().await;
    let theirs: Value = app
        .post_as(
            &other.key,
            "/api/v1/contacts/person",
            &json!({"firstName": "Hemi", "lastName": "Walker", "email": "hemi@totara.co.nz"}),
        )
        .await
        .body["data"]
        .clone();
    let pipeline = app.get_as(&other.key, "/api/v1/pipelines").await.body["data"]["items"][0]["id"].clone();
    let body =
        json!({"name": "Refix", "profileId": theirs["profiles"][0]["profileId"], "pipelineId": pipeline});
    let opportunity =
        app.post_as(&other.key, "/api/v1/opportunities", &body).await.body["data"]["id"].clone();
    let opportunity = opportunity.as_str().unwrap();
    app.get(&format!("/api/v1/account/{opportunity}")).await.assert_error(404, "not_found");
    app.get(&format!("/api/v1/account/{}", Uuid::now_v7())).await.assert_error(404, "not_found");
    let url =
        app.get_as(&other.key, &format!("/api/v1/account/{opportunity}")).await.body["data"]["url"].clone();
    assert_eq!(verify(&app, &query_of(url.as_str().unwrap())).await.status, 200, "no API key needed");
    let unauthenticated =
        crate::helpers::send(app.client.get(format!("/api/v1/account/{opportunity}"))).await;
    unauthenticated.assert_error(401, "invalid_api_key");
}

#[tokio::test]
async fn without_configured_keys_the_service_keeps_one_generated_key() {
    let app = app_with_keys(CURRENT).await;
    let stored = advisory_crm::service::invitations::stored_key::stored_key;
    let (first, second) = (stored(&app.db).await.unwrap(), stored(&app.db).await.unwrap());
    assert_eq!(first.id, "stored");
    assert_eq!(first.secret, second.secret, "the same key on every start");
    assert!(first.secret.len() >= 32);
}

#[tokio::test]
async fn revoking_withdraws_every_link_issued_so_far_and_only_those() {
    let app = app_with_keys(CURRENT).await;
    let (opportunity, contact) = invitable_opportunity(&app, Some("aroha@example.co.nz")).await;
    let (first, second) = (link(&app, &opportunity).await, link(&app, &opportunity).await);
    // A link in the form issued before links carried their issue time.
    let claims = Claims {
        opportunity_id: opportunity.parse().unwrap(),
        contact_id: contact.parse().unwrap(),
        expires: chrono::Utc::now().timestamp() + 3600,
        issued: None,
        key_id: "2026-11".into(),
    };
    let older = signed_query(&claims, &key(CURRENT));
    for query in [&first, &second, &older] {
        assert_eq!(verify(&app, query).await.status, 200);
    }
    let revoked = app.delete(&format!("/api/v1/account/{opportunity}/invitation")).await;
    assert_eq!(revoked.status, 200, "{}", revoked.body);
    assert_eq!(revoked.body["data"]["opportunityId"], json!(opportunity));
    for query in [&first, &second, &older] {
        verify(&app, query).await.assert_error(410, "invitation_revoked");
    }
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    assert_eq!(
        verify(&app, &link(&app, &opportunity).await).await.status,
        200,
        "a link issued afterwards works"
    );

    let other = app.other_tenant().await;
    let theirs = crate::helpers::send(
        app.client
            .delete(format!("/api/v1/account/{opportunity}/invitation"))
            .header("authorization", &other.key),
    )
    .await;
    theirs.assert_error(404, "not_found");
}

#[tokio::test]
async fn a_link_stops_working_when_the_opportunity_closes_or_the_key_contact_changes() {
    let app = app_with_keys(CURRENT).await;
    let (opportunity, _) = invitable_opportunity(&app, Some("aroha@example.co.nz")).await;
    let query = query_of(app.data(&format!("/api/v1/account/{opportunity}")).await["url"].as_str().unwrap());
    assert_eq!(verify(&app, &query).await.status, 200);
    let won = app.patch(&format!("/api/v1/opportunities/{opportunity}"), &json!({"Status": "Won"})).await;
    assert_eq!(won.status, 200, "{}", won.body);
    verify(&app, &query).await.assert_error(410, "invitation_revoked");

    let (opportunity, _) = invitable_opportunity(&app, Some("mere@example.co.nz")).await;
    let query = query_of(app.data(&format!("/api/v1/account/{opportunity}")).await["url"].as_str().unwrap());
    let profile = app.data(&format!("/api/v1/opportunities/{opportunity}")).await["profileId"].clone();
    let partner = app
        .create(
            "/api/v1/contacts/person",
            json!({"firstName": "Tama", "lastName": "Ngata", "profileId": profile}),
        )
        .await;
    let path = format!("/api/v1/contacts/{}/person", partner["id"].as_str().unwrap());
    let changed = app.patch(&path, &json!({"isKeyContact": true})).await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    let now = app.data(&format!("/api/v1/profiles/{}", profile.as_str().unwrap())).await;
    assert_eq!(now["keyContactId"], partner["id"], "{now}");
    verify(&app, &query).await.assert_error(410, "invitation_revoked");
}

/// The query of a new link for `opportunity`.
async fn link(app: &TestApp, opportunity: &str) -> String {
    query_of(app.data(&format!("/api/v1/account/{opportunity}")).await["url"].as_str().unwrap())
}

#[tokio::test]
async fn links_signed_with_the_stored_key_keep_verifying_once_keys_are_configured() {
    use crate::server_process::{Server, get, post};
    let (database, api_key) = crate::helpers::database_with_tenant().await;
    let json = |text: &str| -> Value { serde_json::from_str(text).unwrap() };
    let server = Server::start(&database.url, &[]);
    server.wait_until_up().await;
    let person = r#"{"firstName": "Aroha", "lastName": "Ngata", "email": "aroha@example.co.nz"}"#;
    let (_, contact) = post(server.port, "/api/v1/contacts/person", &api_key, person).await.unwrap();
    let profile = json(&contact)["data"]["profiles"][0]["profileId"].clone();
    let (_, pipelines) = get(server.port, "/api/v1/pipelines", &api_key).await.unwrap();
    let pipeline = json(&pipelines)["data"]["items"][0]["id"].clone();
    let body = json!({"name": "First home", "profileId": profile, "pipelineId": pipeline}).to_string();
    let (_, opportunity) = post(server.port, "/api/v1/opportunities", &api_key, &body).await.unwrap();
    let opportunity = json(&opportunity)["data"]["id"].as_str().unwrap().to_string();
    let (_, link) = get(server.port, &format!("/api/v1/account/{opportunity}"), &api_key).await.unwrap();
    let old = query_of(json(&link)["data"]["url"].as_str().unwrap());
    assert!(old.contains("keyId=stored"), "{old}");
    server.stop();

    let server = Server::start(&database.url, &[("INVITE_SIGNING_KEYS", CURRENT)]);
    server.wait_until_up().await;
    let (status, body) = get(server.port, &format!("/invitations/verify?{old}"), "").await.unwrap();
    assert_eq!(status, 200, "a link signed with the stored key: {body}");
    let (_, link) = get(server.port, &format!("/api/v1/account/{opportunity}"), &api_key).await.unwrap();
    assert!(
        json(&link)["data"]["url"].as_str().unwrap().contains("keyId=2026-11"),
        "new links use the configured key"
    );
    server.stop();
}
