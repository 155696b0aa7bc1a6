//! Integrators' own ids: `externalId` on contacts, profiles, opportunities, mortgages,
//! KiwiSaver accounts, investments and notes. Set on create or PATCH (`null` clears), returned
//! by every read, found with `?externalId=`, unique per organisation within a resource (409
//! `external_id_taken` naming the holder, nothing changed), free for other organisations.

use serde_json::{Value, json};

use crate::{
    events::all_events,
    helpers::{TestApp, spawn_app},
};

pub fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

/// A profile, a person in it, an opportunity's pipeline: what the resources' bodies refer to.
pub struct Fixture {
    pub profile: String,
    pub contact: String,
    pub pipeline: String,
}

pub async fn fixture(app: &TestApp) -> Fixture {
    let person =
        app.create("/api/v1/contacts/person", json!({"firstName": "Aroha", "lastName": "Ngata"})).await;
    let profile = person["profiles"][0]["profileId"].as_str().unwrap().to_string();
    let pipelines = app.data("/api/v1/pipelines").await;
    let pipeline = id(&pipelines["items"][0]);
    Fixture { profile, contact: id(&person), pipeline }
}

/// For each resource: its collection, the path that creates one, a create body and the path of
/// its update (`{id}` replaced).
pub fn resources(f: &Fixture) -> Vec<(&'static str, &'static str, Value, &'static str)> {
    vec![
        (
            "/contacts",
            "/contacts/person",
            json!({"firstName": "Hana", "lastName": "Parata"}),
            "/contacts/{id}/person",
        ),
        ("/profiles", "/profiles", json!({"name": "Parata Household"}), "/profiles/{id}"),
        (
            "/opportunities",
            "/opportunities",
            json!({"name": "Refinance", "profileId": f.profile, "pipelineId": f.pipeline}),
            "/opportunities/{id}",
        ),
        ("/mortgages", "/mortgages", json!({"profileId": f.profile, "lender": "ASB"}), "/mortgages/{id}"),
        (
            "/kiwisavers",
            "/kiwisavers",
            json!({"profileId": f.profile, "contactId": f.contact}),
            "/kiwisavers/{id}",
        ),
        (
            "/investments",
            "/investments",
            json!({"profileId": f.profile, "provider": "Simplicity"}),
            "/investments/{id}",
        ),
        ("/notes", "/notes", json!({"profileId": f.profile, "content": "<p>Called</p>"}), "/notes/{id}"),
    ]
}

fn with(body: &Value, external_id: Value) -> Value {
    let mut body = body.clone();
    body["externalId"] = external_id;
    body
}

#[tokio::test]
async fn every_resource_takes_an_external_id_on_create_and_patch_and_is_found_by_it() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    for (collection, create, body, update) in resources(&f) {
        let record = app.create(&format!("/api/v1{create}"), with(&body, json!("crm-42"))).await;
        assert_eq!(record["externalId"], "crm-42", "{create}");
        let record_id = id(&record);
        assert_eq!(app.data(&format!("/api/v1{collection}/{record_id}")).await["externalId"], "crm-42");

        let found = app.data(&format!("/api/v1{collection}?externalId=crm-42")).await;
        assert_eq!(found["totalItems"], 1, "{collection}");
        assert_eq!(found["items"][0]["id"], record_id.as_str());
        assert_eq!(app.data(&format!("/api/v1{collection}?externalId=crm-43")).await["totalItems"], 0);

        let update = format!("/api/v1{}", update.replace("{id}", &record_id));
        let changed = app.patch(&update, &json!({"externalId": "crm-43"})).await;
        assert_eq!(changed.status, 200, "{update}: {}", changed.body);
        assert_eq!(changed.body["data"]["externalId"], "crm-43");
        let cleared = app.patch(&update, &json!({"externalId": null})).await;
        assert_eq!(cleared.body["data"]["externalId"], Value::Null, "{update}");
        assert_eq!(app.data(&format!("/api/v1{collection}?externalId=crm-43")).await["totalItems"], 0);
        // Absent leaves it as it is.
        app.patch(&update, &json!({"externalId": "crm-44"})).await;
        let untouched = app.patch(&update, &json!({})).await;
        assert_eq!(untouched.body["data"]["externalId"], "crm-44", "{update}");
    }
}

#[tokio::test]
async fn a_value_held_by_another_record_is_a_409_naming_it_and_changes_nothing() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    for (collection, create, body, update) in resources(&f) {
        let holder = app.create(&format!("/api/v1{create}"), with(&body, json!("taken"))).await;
        let before = app.data(&format!("/api/v1{collection}")).await["totalItems"].clone();

        let reply = app.post(&format!("/api/v1{create}"), &with(&body, json!("taken"))).await;
        reply.assert_error(409, "external_id_taken");
        assert_eq!(reply.error_fields(), ["externalId"], "{create}");
        assert!(reply.body["message"].as_str().unwrap().contains(&id(&holder)), "{}", reply.body);
        assert_eq!(app.data(&format!("/api/v1{collection}")).await["totalItems"], before, "{create}");

        let other = app.create(&format!("/api/v1{create}"), with(&body, json!("free"))).await;
        let update = format!("/api/v1{}", update.replace("{id}", &id(&other)));
        let reply = app.patch(&update, &json!({"externalId": "taken"})).await;
        reply.assert_error(409, "external_id_taken");
        assert!(reply.body["errors"][0]["message"].as_str().unwrap().contains(&id(&holder)));
        assert_eq!(app.data(&format!("/api/v1{collection}/{}", id(&other))).await["externalId"], "free");
        // Its own value again is no conflict.
        assert_eq!(app.patch(&update, &json!({"externalId": "free"})).await.status, 200);
    }
}

#[tokio::test]
async fn the_three_contact_types_share_one_namespace_and_product_types_have_their_own() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    app.create("/api/v1/contacts/person", json!({"firstName": "A", "lastName": "B", "externalId": "c-1"}))
        .await;
    let company =
        app.post("/api/v1/contacts/company", &json!({"companyName": "Kauri Ltd", "externalId": "c-1"})).await;
    company.assert_error(409, "external_id_taken");
    let trust =
        app.post("/api/v1/contacts/trust", &json!({"trustName": "Kauri Trust", "externalId": "c-1"})).await;
    trust.assert_error(409, "external_id_taken");

    app.create("/api/v1/mortgages", json!({"profileId": f.profile, "externalId": "p-1"})).await;
    app.create("/api/v1/investments", json!({"profileId": f.profile, "externalId": "p-1"})).await;
    app.create("/api/v1/kiwisavers", json!({"profileId": f.profile, "externalId": "p-1"})).await;
    app.create("/api/v1/profiles", json!({"name": "Same value, other resource", "externalId": "c-1"})).await;
}

#[tokio::test]
async fn values_are_compared_exactly_and_must_be_1_to_255_characters_without_control_characters() {
    let app = spawn_app().await;
    let person = |external_id: Value| json!({"firstName": "A", "lastName": "B", "externalId": external_id});
    app.create("/api/v1/contacts/person", person(json!("ABC"))).await;
    app.create("/api/v1/contacts/person", person(json!("abc"))).await;
    app.create("/api/v1/contacts/person", person(json!(" abc"))).await;
    app.create("/api/v1/contacts/person", person(json!("x".repeat(255)))).await;
    app.create("/api/v1/contacts/person", person(json!("Kōwhai/42 #7"))).await;
    let before = app.data("/api/v1/contacts").await["totalItems"].clone();
    for bad in [
        json!(""),
        json!("x".repeat(256)),
        json!("tab\there"),
        json!("nul\u{0}"),
        json!("c1\u{85}"),
        json!(42),
    ] {
        let reply = app.post("/api/v1/contacts/person", &person(bad.clone())).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), ["externalId"], "{bad}: {}", reply.body);
    }
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], before);
    let reply = app.get("/api/v1/contacts?externalId=").await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(app.data("/api/v1/contacts?externalId=ABC").await["totalItems"], 1);
    assert_eq!(app.data("/api/v1/contacts?externalId=Ab").await["totalItems"], 0);
}

#[tokio::test]
async fn another_organisation_may_hold_the_same_value_and_never_sees_ours() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let ours = app.create("/api/v1/profiles", json!({"name": "Ours", "externalId": "shared"})).await;
    let theirs =
        app.post_as(&other.key, "/api/v1/profiles", &json!({"name": "Theirs", "externalId": "shared"})).await;
    assert_eq!(theirs.status, 201, "{}", theirs.body);
    let found = app.get_as(&other.key, "/api/v1/profiles?externalId=shared").await.body["data"].clone();
    assert_eq!(found["totalItems"], 1);
    assert_eq!(found["items"][0]["id"], theirs.body["data"]["id"]);
    assert_ne!(found["items"][0]["id"], ours["id"]);
    // Our record is not theirs to change.
    let reply = app
        .patch_as(&other.key, &format!("/api/v1/profiles/{}", id(&ours)), &json!({"externalId": "x"}))
        .await;
    reply.assert_error(404, "not_found");
}

#[tokio::test]
async fn events_carry_the_external_id() {
    let app = spawn_app().await;
    let note_profile =
        app.create("/api/v1/profiles", json!({"name": "Ngata Household", "externalId": "hh-1"})).await;
    let events = all_events(&app).await;
    let created = events.iter().find(|e| e["type"] == "profile.created").unwrap();
    assert_eq!(created["data"]["externalId"], "hh-1");
    app.patch(&format!("/api/v1/profiles/{}", id(&note_profile)), &json!({"externalId": "hh-2"})).await;
    let events = all_events(&app).await;
    let changed = events.last().unwrap();
    assert_eq!(changed["data"]["externalId"], "hh-2");
    assert_eq!(changed["changedFields"], json!(["externalId"]));
}
