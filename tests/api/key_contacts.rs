//! The key-contact rule: `isKeyContact: true` makes a contact key, the previous key contact
//! stops being key, `false` changes nothing, and a profile never has two.

use serde_json::{Value, json};

use crate::{
    contacts::person,
    helpers::{TestApp, spawn_app},
};

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

/// A household with Aroha as key contact.
async fn household(app: &TestApp) -> (String, Value) {
    let aroha = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    (aroha["profiles"][0]["profileId"].as_str().unwrap().to_string(), aroha)
}

async fn join(app: &TestApp, profile_id: &str, first: &str, key: Option<bool>) -> Value {
    let mut body = person(first, "Ngata");
    body["profileId"] = json!(profile_id);
    if let Some(key) = key {
        body["isKeyContact"] = json!(key);
    }
    app.create("/api/v1/contacts/person", body).await
}

/// Asserts the profile's single key contact, as every read shows it.
async fn assert_key(app: &TestApp, profile_id: &str, expected: &Value) {
    let profile = app.data(&format!("/api/v1/profiles/{profile_id}")).await;
    assert_eq!(profile["keyContactId"], expected["id"]);
    let keys: Vec<&Value> =
        profile["contacts"].as_array().unwrap().iter().filter(|c| c["isKeyContact"] == true).collect();
    assert_eq!(keys.len(), 1, "exactly one key contact: {profile}");
    assert_eq!(keys[0]["contactId"], expected["id"]);
    for contact in profile["contacts"].as_array().unwrap() {
        let fetched = app.data(&format!("/api/v1/contacts/{}", contact["contactId"].as_str().unwrap())).await;
        let link = fetched["profiles"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["profileId"] == profile_id)
            .unwrap()
            .clone();
        assert_eq!(link["isKeyContact"], contact["isKeyContact"]);
    }
}

#[tokio::test]
async fn joining_with_is_key_contact_true_replaces_the_key_contact() {
    let app = spawn_app().await;
    let (profile_id, aroha) = household(&app).await;
    let hemi = join(&app, &profile_id, "Hemi", Some(true)).await;
    assert_eq!(hemi["isKeyContact"], true);
    assert_key(&app, &profile_id, &hemi).await;
    let aroha = app.data(&format!("/api/v1/contacts/{}", id(&aroha))).await;
    assert_eq!(aroha["isKeyContact"], false, "the previous key contact stops being key");
}

#[tokio::test]
async fn joining_without_is_key_contact_leaves_the_key_contact() {
    let app = spawn_app().await;
    let (profile_id, aroha) = household(&app).await;
    let mere = join(&app, &profile_id, "Mere", None).await;
    assert_eq!(mere["isKeyContact"], false);
    let nikau = join(&app, &profile_id, "Nikau", Some(false)).await;
    assert_eq!(nikau["isKeyContact"], false);
    assert_key(&app, &profile_id, &aroha).await;
}

#[tokio::test]
async fn updating_with_is_key_contact_true_makes_the_contact_key() {
    let app = spawn_app().await;
    let (profile_id, _aroha) = household(&app).await;
    let mere = join(&app, &profile_id, "Mere", None).await;
    let reply =
        app.patch(&format!("/api/v1/contacts/{}/person", id(&mere)), &json!({"isKeyContact": true})).await;
    assert_eq!(reply.body["data"]["isKeyContact"], true, "{}", reply.body);
    assert_key(&app, &profile_id, &mere).await;
}

#[tokio::test]
async fn updating_with_is_key_contact_false_changes_nothing() {
    let app = spawn_app().await;
    let (profile_id, aroha) = household(&app).await;
    let reply =
        app.patch(&format!("/api/v1/contacts/{}/person", id(&aroha)), &json!({"isKeyContact": false})).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body["data"]["isKeyContact"], true);
    assert_key(&app, &profile_id, &aroha).await;
}

#[tokio::test]
async fn a_contact_in_several_profiles_needs_profile_id_to_become_key() {
    let app = spawn_app().await;
    let (first_profile, aroha) = household(&app).await;
    let trust = app.create("/api/v1/contacts/trust", json!({"trustName": "Ngata Trust"})).await;
    let trust_profile = trust["profiles"][0]["profileId"].as_str().unwrap().to_string();
    let added = app
        .patch(
            &format!("/api/v1/profiles/{trust_profile}"),
            &json!({"contacts": [{"contactId": id(&aroha)}]}),
        )
        .await;
    assert_eq!(added.status, 200, "{}", added.body);

    let path = format!("/api/v1/contacts/{}/person", id(&aroha));
    let reply = app.patch(&path, &json!({"isKeyContact": true})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["profileId"]);
    assert_key(&app, &trust_profile, &trust).await;

    let reply = app.patch(&path, &json!({"isKeyContact": true, "profileId": trust_profile})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_key(&app, &trust_profile, &aroha).await;
    assert_key(&app, &first_profile, &aroha).await;
    let links = reply.body["data"]["profiles"].as_array().unwrap().len();
    assert_eq!(links, 2);

    let stranger = app.create("/api/v1/profiles", json!({"name": "Someone Else"})).await;
    let reply = app.patch(&path, &json!({"isKeyContact": true, "profileId": id(&stranger)})).await;
    assert_eq!(reply.error_fields(), ["profileId"], "not one of the contact's profiles");
}

#[tokio::test]
async fn a_profile_never_has_two_key_contacts_whatever_the_sequence() {
    let app = spawn_app().await;
    let (profile_id, aroha) = household(&app).await;
    let hemi = join(&app, &profile_id, "Hemi", Some(true)).await;
    let mere = join(&app, &profile_id, "Mere", None).await;
    for (contact, expected) in [(&mere, &mere), (&aroha, &aroha), (&hemi, &hemi), (&hemi, &hemi)] {
        app.patch(&format!("/api/v1/contacts/{}/person", id(contact)), &json!({"isKeyContact": true})).await;
        assert_key(&app, &profile_id, expected).await;
    }
    let reply = app
        .patch(
            &format!("/api/v1/profiles/{profile_id}"),
            &json!({"contacts": [{"contactId": id(&mere), "isKeyContact": true}]}),
        )
        .await;
    assert_eq!(reply.status, 200);
    assert_key(&app, &profile_id, &mere).await;
    let reply = app
        .patch(
            &format!("/api/v1/profiles/{profile_id}"),
            &json!({"contacts": [{"contactId": id(&aroha), "isKeyContact": true}, {"contactId": id(&hemi), "isKeyContact": true}]}),
        )
        .await;
    assert_eq!(reply.error_fields(), ["contacts"]);
    assert_key(&app, &profile_id, &mere).await;
}
