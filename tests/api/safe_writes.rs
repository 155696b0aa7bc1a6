//! Safe retries and concurrent edits: `Idempotency-Key` on POST and PATCH, strong `ETag`s on
//! single records, `If-None-Match` (304) on reads and `If-Match` (412) on updates.

use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp, send, spawn_app};

const PERSON: &str = "/api/v1/contacts/person";

async fn post_with_key(app: &TestApp, path: &str, key: &str, body: &Value) -> Reply {
    send(
        app.client
            .post(path)
            .header("authorization", &app.tenant.key)
            .header("idempotency-key", key)
            .body_json(body),
    )
    .await
}

async fn patch_with(app: &TestApp, path: &str, header: (&str, &str), body: &Value) -> Reply {
    send(
        app.client
            .patch(path)
            .header("authorization", &app.tenant.key)
            .header(header.0, header.1)
            .body_json(body),
    )
    .await
}

async fn get_with(app: &TestApp, path: &str, header: (&str, &str)) -> Reply {
    send(app.client.get(path).header("authorization", &app.tenant.key).header(header.0, header.1)).await
}

async fn contact_count(app: &TestApp) -> u64 {
    app.data("/api/v1/contacts?pageSize=1").await["totalItems"].as_u64().unwrap()
}

#[tokio::test]
async fn a_retried_create_returns_the_same_record_and_creates_one() {
    let app = spawn_app().await;
    let body = json!({"firstName": "Aroha", "lastName": "Ngata"});
    let first = post_with_key(&app, PERSON, "create-aroha-1", &body).await;
    assert_eq!(first.status, 201);
    assert!(first.header("idempotent-replayed").is_none());
    let again = post_with_key(&app, PERSON, "create-aroha-1", &body).await;
    assert_eq!(again.status, 201);
    assert_eq!(again.header("idempotent-replayed"), Some("true"));
    assert_eq!(again.body, first.body, "the stored response, byte for byte");
    assert_eq!(again.header("etag"), first.header("etag"));
    assert_eq!(contact_count(&app).await, 1);
}

#[tokio::test]
async fn a_used_key_with_a_different_request_is_a_422_and_changes_nothing() {
    let app = spawn_app().await;
    post_with_key(&app, PERSON, "k-1", &json!({"firstName": "Aroha", "lastName": "Ngata"})).await;
    let other =
        post_with_key(&app, PERSON, "k-1", &json!({"firstName": "Wiremu", "lastName": "Ngata"})).await;
    other.assert_error(422, "idempotency_key_reused");
    let elsewhere = post_with_key(&app, "/api/v1/profiles", "k-1", &json!({"name": "Ngata Household"})).await;
    elsewhere.assert_error(422, "idempotency_key_reused");
    assert_eq!(contact_count(&app).await, 1);
}

#[tokio::test]
async fn keys_belong_to_the_organisation() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let body = json!({"firstName": "Aroha", "lastName": "Ngata"});
    post_with_key(&app, PERSON, "shared-key", &body).await;
    let theirs = send(
        app.client
            .post(PERSON)
            .header("authorization", &other.key)
            .header("idempotency-key", "shared-key")
            .body_json(&body),
    )
    .await;
    assert_eq!(theirs.status, 201);
    assert!(theirs.header("idempotent-replayed").is_none(), "another organisation's key is a new key");
    assert_ne!(theirs.body["data"]["id"], Value::Null);
}

#[tokio::test]
async fn client_errors_are_stored_and_replayed_too() {
    let app = spawn_app().await;
    let bad = json!({"firstName": "Aroha"});
    let first = post_with_key(&app, PERSON, "bad-1", &bad).await;
    first.assert_error(400, "validation_failed");
    let again = post_with_key(&app, PERSON, "bad-1", &bad).await;
    assert_eq!(again.status, 400);
    assert_eq!(again.header("idempotent-replayed"), Some("true"));
    assert_eq!(again.body, first.body);
}

#[tokio::test]
async fn an_invalid_key_is_a_400_naming_the_header() {
    let app = spawn_app().await;
    for key in ["", &"k".repeat(256), "tab\tkey"] {
        let reply = post_with_key(&app, PERSON, key, &json!({"firstName": "A", "lastName": "B"})).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), ["Idempotency-Key"], "{key:?}");
    }
    assert_eq!(contact_count(&app).await, 0);
}

#[tokio::test]
async fn concurrent_requests_with_one_key_make_one_record_and_one_409() {
    let app = spawn_app().await;
    let body = json!({"firstName": "Aroha", "lastName": "Ngata"});
    let mut statuses = Vec::new();
    // Several rounds, each with a fresh key: two requests race for it.
    for round in 0..5 {
        let key = format!("race-{round}");
        let (a, b) =
            tokio::join!(post_with_key(&app, PERSON, &key, &body), post_with_key(&app, PERSON, &key, &body));
        for reply in [&a, &b] {
            match reply.status.as_u16() {
                201 => {}
                409 => reply.assert_error(409, "idempotency_key_in_use"),
                other => panic!("unexpected {other}: {}", reply.body),
            }
            statuses.push(reply.status.as_u16());
        }
        if a.status == 201 && b.status == 201 {
            assert_eq!(a.body["data"]["id"], b.body["data"]["id"], "a replay, not a second record");
        }
    }
    assert_eq!(contact_count(&app).await, 5, "one record per key: {statuses:?}");
}

#[tokio::test]
async fn patches_are_idempotent_with_a_key() {
    let app = spawn_app().await;
    let contact = app.create(PERSON, json!({"firstName": "Aroha", "lastName": "Ngata"})).await;
    let path = format!("/api/v1/contacts/{}/person", contact["id"].as_str().unwrap());
    let first =
        patch_with(&app, &path, ("idempotency-key", "rename-1"), &json!({"preferredName": "Ro"})).await;
    assert_eq!(first.status, 200);
    // Someone else changes it in between; the replay must not undo that.
    app.patch(&path, &json!({"preferredName": "Roro"})).await;
    let replay =
        patch_with(&app, &path, ("idempotency-key", "rename-1"), &json!({"preferredName": "Ro"})).await;
    assert_eq!(replay.header("idempotent-replayed"), Some("true"));
    let now = app.data(&format!("/api/v1/contacts/{}", contact["id"].as_str().unwrap())).await;
    assert_eq!(now["preferredName"], "Roro");
}

#[tokio::test]
async fn single_reads_creates_and_updates_carry_a_strong_etag_and_if_none_match_gives_304() {
    let app = spawn_app().await;
    let created = app.post("/api/v1/profiles", &json!({"name": "Ngata Household"})).await;
    let etag = created.header("etag").expect("create has an ETag").to_string();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "{etag}");
    let path = format!("/api/v1/profiles/{}", created.body["data"]["id"].as_str().unwrap());
    let read = app.get(&path).await;
    assert_eq!(read.header("etag"), Some(etag.as_str()), "same representation, same tag");

    let cached = get_with(&app, &path, ("if-none-match", &etag)).await;
    assert_eq!(cached.status, 304);
    assert_eq!(cached.body, Value::Null, "no body");
    assert_eq!(cached.header("etag"), Some(etag.as_str()));
    let weak = get_with(&app, &path, ("if-none-match", &format!("W/{etag}"))).await;
    assert_eq!(weak.status, 304);
    let stale = get_with(&app, &path, ("if-none-match", "\"0000\"")).await;
    assert_eq!(stale.status, 200);

    let updated = app.patch(&path, &json!({"profileRank": "B"})).await;
    let new_etag = updated.header("etag").unwrap();
    assert_ne!(new_etag, etag);
    assert_eq!(get_with(&app, &path, ("if-none-match", &etag)).await.status, 200);
    assert!(app.get("/api/v1/profiles").await.header("etag").is_none(), "pages have no ETag");
}

#[tokio::test]
async fn if_match_with_a_stale_etag_is_a_412_and_changes_nothing() {
    let app = spawn_app().await;
    let created = app.post("/api/v1/profiles", &json!({"name": "Ngata Household"})).await;
    let first_etag = created.header("etag").unwrap().to_string();
    let path = format!("/api/v1/profiles/{}", created.body["data"]["id"].as_str().unwrap());
    let mine = patch_with(&app, &path, ("if-match", &first_etag), &json!({"profileRank": "A"})).await;
    assert_eq!(mine.status, 200, "{}", mine.body);
    let current = mine.header("etag").unwrap().to_string();

    let theirs = patch_with(&app, &path, ("if-match", &first_etag), &json!({"profileRank": "F"})).await;
    theirs.assert_error(412, "precondition_failed");
    assert_eq!(theirs.error_fields(), ["If-Match"]);
    assert!(theirs.body["message"].as_str().unwrap().contains(&current), "names the current ETag");
    assert_eq!(theirs.header("etag"), Some(current.as_str()));
    assert_eq!(app.data(&path).await["profileRank"], "A");

    let any = patch_with(&app, &path, ("if-match", "*"), &json!({"profileRank": "C"})).await;
    assert_eq!(any.status, 200);
    let other = app.other_tenant().await;
    let foreign = send(
        app.client
            .patch(&path)
            .header("authorization", &other.key)
            .header("if-match", "*")
            .body_json(&json!({})),
    )
    .await;
    foreign.assert_error(404, "not_found");
}

#[tokio::test]
async fn concurrent_conditional_updates_from_one_read_let_exactly_one_land() {
    let app = spawn_app().await;
    let created = app.post("/api/v1/profiles", &json!({"name": "Ngata Household"})).await;
    let etag = created.header("etag").unwrap().to_string();
    let path = format!("/api/v1/profiles/{}", created.body["data"]["id"].as_str().unwrap());
    let (rank, source) = (json!({"profileRank": "A"}), json!({"profileSource": "Website"}));
    let (a, b) = tokio::join!(
        patch_with(&app, &path, ("if-match", &etag), &rank),
        patch_with(&app, &path, ("if-match", &etag), &source),
    );
    let mut statuses = [a.status.as_u16(), b.status.as_u16()];
    statuses.sort();
    assert_eq!(statuses, [200, 412], "{} / {}", a.body, b.body);
}

#[tokio::test]
async fn the_etag_changes_after_key_contact_and_expense_line_changes() {
    let app = spawn_app().await;
    let first = app.create(PERSON, json!({"firstName": "Aroha", "lastName": "Ngata"})).await;
    let profile_id = first["profiles"][0]["profileId"].as_str().unwrap().to_string();
    let first_path = format!("/api/v1/contacts/{}", first["id"].as_str().unwrap());
    let before = app.get(&first_path).await.header("etag").unwrap().to_string();
    // Another contact becomes the key contact: the first one's isKeyContact changes.
    app.create(
        PERSON,
        json!({"firstName": "Wiremu", "lastName": "Ngata", "profileId": profile_id, "isKeyContact": true}),
    )
    .await;
    let after = app.get(&first_path).await;
    assert_eq!(after.body["data"]["isKeyContact"], false);
    assert_ne!(after.header("etag").unwrap(), before);

    let expenses = app
        .post(
            "/api/v1/expenses",
            &json!({"profileId": profile_id, "childSupport": [{"description": "Tama", "value": 250}]}),
        )
        .await;
    assert_eq!(expenses.status, 201, "{}", expenses.body);
    let expenses_path = format!("/api/v1/expenses?profileId={profile_id}");
    let etag = app.get(&expenses_path).await.header("etag").unwrap().to_string();
    let line = expenses.body["data"]["childSupport"][0]["id"].as_str().unwrap();
    let changed = send(
        app.client
            .patch("/api/v1/expenses")
            .header("authorization", &app.tenant.key)
            .header("if-match", &etag)
            .body_json(&json!({"profileId": profile_id, "childSupport": [{"id": line, "value": 260}]})),
    )
    .await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    assert_ne!(changed.header("etag").unwrap(), etag);
    let stale = send(
        app.client
            .patch("/api/v1/expenses")
            .header("authorization", &app.tenant.key)
            .header("if-match", &etag)
            .body_json(&json!({"profileId": profile_id, "childSupport": [{"id": line, "value": 999}]})),
    )
    .await;
    stale.assert_error(412, "precondition_failed");
    assert_eq!(app.data(&expenses_path).await["childSupport"][0]["value"], 260);
}

#[tokio::test]
async fn the_document_declares_the_headers_and_responses() {
    let document: Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    let operation = |path: &str, method: &str| document["paths"][path][method].clone();
    let names = |op: &Value| -> Vec<String> {
        op["parameters"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap().to_string()).collect()
    };
    let update = operation("/profiles/{profileId}", "patch");
    assert!(names(&update).contains(&"If-Match".to_string()));
    assert!(names(&update).contains(&"Idempotency-Key".to_string()));
    for status in ["409", "412", "422"] {
        assert!(update["responses"][status].is_object(), "PATCH documents {status}");
    }
    assert!(update["responses"]["200"]["headers"]["ETag"].is_object());
    let create = operation("/contacts/person", "post");
    assert!(names(&create).contains(&"Idempotency-Key".to_string()));
    assert!(create["responses"]["422"].is_object());
    let read = operation("/notes/{noteId}", "get");
    assert!(names(&read).contains(&"If-None-Match".to_string()));
    assert!(read["responses"]["304"].is_object());
    let list = operation("/notes", "get");
    assert!(!names(&list).contains(&"If-None-Match".to_string()), "pages are not conditional");
}

#[tokio::test]
async fn a_repeat_while_the_first_request_runs_is_a_409_with_retry_after() {
    use advisory_crm::service::idempotency::{self, Claim};
    let app = spawn_app().await;
    // A first request holding the key, as if it were still running on another instance.
    let ttl = chrono::Duration::hours(24);
    let key = idempotency::stored_key(tenant_key_id(&app).await, "running-1");
    let claim = idempotency::claim(&app.db, app.tenant.id, &key, "elsewhere", ttl).await.unwrap();
    assert_eq!(claim, Claim::Started);
    let reply = post_with_key(&app, PERSON, "running-1", &json!({"firstName": "A", "lastName": "B"})).await;
    reply.assert_error(409, "idempotency_key_in_use");
    assert_eq!(reply.header("retry-after"), Some("1"));
    assert_eq!(contact_count(&app).await, 0);
}

#[tokio::test]
async fn expired_keys_are_purged_and_can_be_used_again() {
    use advisory_crm::service::idempotency::{self, Claim};
    let app = spawn_app().await;
    let expired = chrono::Duration::seconds(-1);
    let key_id = tenant_key_id(&app).await;
    let (old, older) = (idempotency::stored_key(key_id, "old"), idempotency::stored_key(key_id, "older"));
    assert_eq!(idempotency::claim(&app.db, app.tenant.id, &old, "x", expired).await.unwrap(), Claim::Started);
    // An expired key is free again even before the purge runs.
    let reply = post_with_key(&app, PERSON, "old", &json!({"firstName": "A", "lastName": "B"})).await;
    assert_eq!(reply.status, 201);
    assert_eq!(
        idempotency::claim(&app.db, app.tenant.id, &older, "y", expired).await.unwrap(),
        Claim::Started
    );
    idempotency::purge_expired(&app.db).await.unwrap();
    use advisory_crm::{db::Reads, entity::idempotency_key::Entity as Keys};
    use sea_orm::EntityTrait;
    let kept = |key: &str| app.db.one(Keys::find_by_id((app.tenant.id, key.to_string())));
    assert!(kept(&older).await.unwrap().is_none(), "the expired key is purged");
    assert!(kept(&old).await.unwrap().is_some(), "the key in use again is kept");
}

/// The id of the tenant's API key, which its idempotency keys are stored under.
async fn tenant_key_id(app: &TestApp) -> uuid::Uuid {
    let hash = advisory_crm::service::key_format::hash(&app.tenant.key);
    advisory_crm::service::keys::find_by_hash(&app.db, &hash).await.unwrap().unwrap().id
}
