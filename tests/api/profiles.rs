//! Profiles: round trip, references, the archived rule and restore, tenancy.

use serde_json::json;

use crate::{contacts::person, helpers::spawn_app};

#[tokio::test]
async fn a_profile_round_trips_with_its_adviser_and_contacts() {
    let app = spawn_app().await;
    let aroha = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let hemi = app.create("/api/v1/contacts/person", person("Hemi", "Ngata")).await;
    let body = json!({
        "name": "Ngata Whānau", "profileType": "Personal", "profileStatus": "ExistingClient",
        "profileRank": "A", "profileSource": "Referral", "adviserId": app.tenant.manager_id,
        "contacts": [{"contactId": aroha["id"]}, {"contactId": hemi["id"], "isKeyContact": true}]
    });
    let created = app.create("/api/v1/profiles", body).await;
    assert_eq!(created["name"], "Ngata Whānau");
    assert_eq!(created["profileStatus"], "ExistingClient");
    assert_eq!(created["profileRank"], "A");
    assert_eq!(created["profileSource"], "Referral");
    assert_eq!(created["adviserName"], "Manager Kauri");
    assert_eq!(created["keyContactId"], hemi["id"]);
    assert_eq!(created["isProfileArchived"], false);
    let contacts = created["contacts"].as_array().unwrap();
    assert_eq!(contacts.len(), 2);
    assert_eq!(contacts[0]["displayName"], "Aroha Ngata");
    assert_eq!(contacts[0]["contactType"], "Person");
    let fetched = app.data(&format!("/api/v1/profiles/{}", created["id"].as_str().unwrap())).await;
    assert_eq!(fetched, created);
}

#[tokio::test]
async fn a_profile_defaults_to_a_personal_prospect_without_a_key_contact() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/profiles", json!({"name": "Walker household"})).await;
    assert_eq!(
        (created["profileType"].as_str(), created["profileStatus"].as_str()),
        (Some("Personal"), Some("Prospect"))
    );
    assert!(created["keyContactId"].is_null());
    assert!(created["adviserId"].is_null() && created["adviserName"].is_null());
}

#[tokio::test]
async fn references_to_unknown_members_and_contacts_are_400s_naming_them() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let theirs =
        app.post_as(&other.key, "/api/v1/contacts/person", &person("Their", "Client")).await.body["data"]
            .clone();
    let body = json!({"name": "X", "adviserId": other.manager_id,
        "contacts": [{"contactId": theirs["id"]}, {"contactId": uuid::Uuid::now_v7()}]});
    let reply = app.post("/api/v1/profiles", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["adviserId", "contacts[0].contactId", "contacts[1].contactId"]);
    assert_eq!(app.data("/api/v1/profiles").await["totalItems"], 0, "nothing was created");
}

#[tokio::test]
async fn an_update_changes_the_fields_sent_and_keeps_the_type() {
    let app = spawn_app().await;
    let created = app
        .create(
            "/api/v1/profiles",
            json!({"name": "Lee family", "profileRank": "B", "adviserId": app.tenant.manager_id}),
        )
        .await;
    let path = format!("/api/v1/profiles/{}", created["id"].as_str().unwrap());
    let reply = app.patch(&path, &json!({"name": "Lee whānau", "profileStatus": "ExistingClient", "profileRank": null, "adviserId": null})).await;
    let updated = &reply.body["data"];
    assert_eq!(updated["name"], "Lee whānau");
    assert_eq!(updated["profileStatus"], "ExistingClient");
    assert!(
        updated["profileRank"].is_null()
            && updated["adviserId"].is_null()
            && updated["adviserName"].is_null()
    );
    let reply = app.patch(&path, &json!({"profileType": "Business", "name": null})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["name", "profileType"]);
    assert_eq!(
        app.patch(&path, &json!({"profileType": "Personal"})).await.status,
        200,
        "the same type is fine"
    );
}

#[tokio::test]
async fn an_archived_profile_answers_409_until_restored() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/profiles", json!({"name": "Archive me"})).await;
    let id = created["id"].as_str().unwrap();
    let path = format!("/api/v1/profiles/{id}");
    assert_eq!(
        app.patch(&path, &json!({"isProfileArchived": true})).await.body["data"]["isProfileArchived"],
        true
    );
    for body in [json!({"name": "Renamed"}), json!({"isProfileArchived": false}), json!({})] {
        app.patch(&path, &body).await.assert_error(409, "profile_archived");
    }
    assert_eq!(app.data(&path).await["name"], "Archive me");
    let restored = app.post(&format!("{path}/restore"), &json!({})).await;
    assert_eq!(restored.status, 200);
    assert_eq!(restored.body["data"]["isProfileArchived"], false);
    assert_eq!(app.patch(&path, &json!({"name": "Renamed"})).await.body["data"]["name"], "Renamed");
    assert_eq!(
        app.post(&format!("{path}/restore"), &json!({})).await.status,
        200,
        "restoring twice is harmless"
    );
}

#[tokio::test]
async fn another_organisations_profiles_are_not_found_anywhere() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let theirs = app.post_as(&other.key, "/api/v1/profiles", &json!({"name": "Secret household"})).await.body
        ["data"]
        .clone();
    let id = theirs["id"].as_str().unwrap();
    app.get(&format!("/api/v1/profiles/{id}")).await.assert_error(404, "not_found");
    app.patch(&format!("/api/v1/profiles/{id}"), &json!({"name": "Mine"}))
        .await
        .assert_error(404, "not_found");
    app.post(&format!("/api/v1/profiles/{id}/restore"), &json!({})).await.assert_error(404, "not_found");
    assert_eq!(app.data("/api/v1/profiles").await["totalItems"], 0);
    assert_eq!(app.data("/api/v1/profiles/search?searchString=secret").await["totalItems"], 0);
}
