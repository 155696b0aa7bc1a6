//! Contact and profile events.

use serde_json::json;

use super::{all_events, assert_event, events_after, manager_key};
use crate::{contacts::person, helpers::spawn_app};

#[tokio::test]
async fn creating_a_contact_records_it_and_its_new_profile_with_the_actor() {
    let app = spawn_app().await;
    let key = manager_key(&app).await;
    let reply = app.post_as(&key, "/api/v1/contacts/person", &person("Aroha", "Ngata")).await;
    assert_eq!(reply.status, 201);
    let contact = reply.body["data"].clone();
    let profile_id = contact["profiles"][0]["profileId"].as_str().unwrap().to_string();

    let events = all_events(&app).await;
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["profile.created", "contact.created"]);
    let created = &events[1];
    assert_event(
        &app,
        created,
        "contact.created",
        &format!("/api/v1/contacts/{}", contact["id"].as_str().unwrap()),
    )
    .await;
    assert_eq!(created["resourceType"], "contact");
    assert_eq!(created["profileId"], profile_id.as_str());
    assert!(created["changedFields"].is_null());
    assert_eq!(created["actor"]["type"], "apiKey");
    assert_eq!(created["actor"]["memberId"], app.tenant.manager_id.to_string());
    assert_eq!(created["actor"]["memberName"], "Manager Kauri");
    assert_eq!(
        created["actor"]["apiKeyPrefix"].as_str().unwrap(),
        &key[..created["actor"]["apiKeyPrefix"].as_str().unwrap().len()]
    );
    assert_event(&app, &events[0], "profile.created", &format!("/api/v1/profiles/{profile_id}")).await;
    assert_eq!(app.data(&format!("/api/v1/events/{}", created["id"].as_str().unwrap())).await, *created);
}

#[tokio::test]
async fn an_update_records_its_changed_fields_and_an_empty_or_rejected_one_nothing() {
    let app = spawn_app().await;
    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let path = format!("/api/v1/contacts/{}", contact["id"].as_str().unwrap());
    let last = all_events(&app).await.pop().unwrap();

    let reply = app.patch(&format!("{path}/person"), &json!({"email": "aroha@example.co.nz"})).await;
    assert_eq!(reply.status, 200);
    let events = events_after(&app, Some(&last)).await;
    assert_eq!(events.len(), 1, "{events:?}");
    assert_event(&app, &events[0], "contact.updated", &path).await;
    assert_eq!(events[0]["changedFields"], json!(["email"]));
    let last = events[0].clone();

    // The same value again changes nothing: no event.
    assert_eq!(
        app.patch(&format!("{path}/person"), &json!({"email": "aroha@example.co.nz"})).await.status,
        200
    );
    // A rejected change: no event.
    app.patch(&format!("{path}/person"), &json!({"firstName": ""}))
        .await
        .assert_error(400, "validation_failed");
    app.patch(&format!("{path}/company"), &json!({"companyName": "X"}))
        .await
        .assert_error(400, "validation_failed");
    assert_eq!(events_after(&app, Some(&last)).await, Vec::<serde_json::Value>::new());

    // Archiving is its own type, and the name change shows in the profile that lists it.
    let reply =
        app.patch(&format!("{path}/person"), &json!({"IsArchived": true, "lastName": "Ngata-Smith"})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let events = events_after(&app, Some(&last)).await;
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["contact.archived", "profile.updated"]);
    assert_eq!(events[0]["changedFields"], json!(["lastName", "IsArchived"]));
    assert_event(&app, &events[0], "contact.archived", &path).await;
    assert_eq!(events[1]["changedFields"], json!(["contacts"]));
}

#[tokio::test]
async fn another_organisations_events_are_invisible() {
    let app = spawn_app().await;
    app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let event = all_events(&app).await.pop().unwrap();
    let other = app.other_tenant().await;
    let reply = app.get_as(&other.key, &format!("/api/v1/events/{}", event["id"].as_str().unwrap())).await;
    reply.assert_error(404, "not_found");
    let reply = app.get_as(&other.key, "/api/v1/events").await;
    assert_eq!(reply.body["data"]["totalItems"], 0);
    let reply =
        app.get_as(&other.key, &format!("/api/v1/events?after={}", event["id"].as_str().unwrap())).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["after"]);
}

#[tokio::test]
async fn an_idempotent_replay_records_no_second_event() {
    let app = spawn_app().await;
    let body = person("Aroha", "Ngata");
    for _ in 0..2 {
        let request = app
            .client
            .post("/api/v1/contacts/person")
            .header("authorization", &app.tenant.key)
            .header("idempotency-key", "create-aroha-once")
            .body_json(&body);
        assert_eq!(crate::helpers::send(request).await.status, 201);
    }
    let types: Vec<String> =
        all_events(&app).await.iter().map(|e| e["type"].as_str().unwrap().into()).collect();
    assert_eq!(types, ["profile.created", "contact.created"]);
}
