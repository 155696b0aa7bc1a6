//! Every write operation of the API records its event, whose `data` is what GET answers.

use serde_json::{Value, json};

use super::{all_events, assert_event, events_after};
use crate::{
    contacts::person,
    helpers::{TestApp, spawn_app},
};

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

/// Asserts the events since `last` are `expected` (type, GET path of the record, changed
/// fields or null), each carrying the record as GET answers it now; returns the newest.
async fn expect(app: &TestApp, last: &Value, expected: &[(&str, String, Value)]) -> Value {
    let events = events_after(app, Some(last)).await;
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    let wanted: Vec<&str> = expected.iter().map(|(t, _, _)| *t).collect();
    assert_eq!(types, wanted, "{events:#?}");
    for (event, (event_type, path, changed)) in events.iter().zip(expected) {
        assert_event(app, event, event_type, path).await;
        assert_eq!(event["changedFields"], *changed, "{event_type}");
        assert_eq!(event["actor"]["type"], "apiKey");
    }
    events.last().cloned().unwrap_or_else(|| last.clone())
}

struct Household {
    aroha: Value,
    wiremu: Value,
    profile: Value,
    profile_path: String,
    /// The newest event once the household is made.
    last: Value,
}

/// Two contacts and a profile with both (Wiremu its key contact); checks the profile's event.
async fn household(app: &TestApp) -> Household {
    let aroha = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let wiremu = app.create("/api/v1/contacts/person", person("Wiremu", "Ngata")).await;
    let last = all_events(app).await.pop().unwrap();
    let body = json!({"name": "Ngata Whānau", "contacts": [{"contactId": aroha["id"]}, {"contactId": wiremu["id"], "isKeyContact": true}]});
    let profile = app.create("/api/v1/profiles", body).await;
    let profile_path = format!("/api/v1/profiles/{}", id(&profile));
    let last = expect(app, &last, &[("profile.created", profile_path.clone(), Value::Null)]).await;
    Household { aroha, wiremu, profile, profile_path, last }
}

fn contact_path(contact: &Value) -> String {
    format!("/api/v1/contacts/{}", id(contact))
}

/// A contact created into a profile as its key contact: its event shows it in that profile as
/// key contact (its view is not read back, so this checks what it is built from), then the
/// profile's change and the old key contact's.
#[tokio::test]
async fn a_contact_created_as_a_profile_s_key_contact_records_what_get_shows() {
    let app = spawn_app().await;
    let Household { wiremu, profile, profile_path, last, .. } = household(&app).await;
    let body =
        json!({"firstName": "Mere", "lastName": "Ngata", "profileId": profile["id"], "isKeyContact": true});
    let mere = app.create("/api/v1/contacts/person", body).await;
    assert_eq!(mere["profiles"], json!([{"profileId": profile["id"], "isKeyContact": true}]), "{mere}");
    expect(
        &app,
        &last,
        &[
            ("contact.created", contact_path(&mere), Value::Null),
            ("profile.key_contact_changed", profile_path.clone(), json!(["contacts", "keyContactId"])),
            ("contact.updated", contact_path(&wiremu), json!(["profiles"])),
        ],
    )
    .await;
    assert_eq!(app.data(&contact_path(&mere)).await, mere, "the answer is what GET shows");
}

#[tokio::test]
async fn key_contact_changes_and_profile_writes_record_their_events() {
    let app = spawn_app().await;
    let Household { aroha, wiremu, profile, profile_path, last } = household(&app).await;
    // A key-contact change through a contact: the contact, the profile and the old key contact.
    let reply = app
        .patch(
            &format!("{}/person", contact_path(&aroha)),
            &json!({"isKeyContact": true, "profileId": profile["id"]}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let last = expect(
        &app,
        &last,
        &[
            // Each is still the key contact of the profile made with it, so only `profiles` changes.
            ("contact.updated", contact_path(&aroha), json!(["profiles"])),
            ("profile.key_contact_changed", profile_path.clone(), json!(["contacts", "keyContactId"])),
            ("contact.updated", contact_path(&wiremu), json!(["profiles"])),
        ],
    )
    .await;
    assert_eq!(app.patch(&profile_path, &json!({"profileSource": "Referral"})).await.status, 200);
    let last =
        expect(&app, &last, &[("profile.updated", profile_path.clone(), json!(["profileSource"]))]).await;
    assert_eq!(app.patch(&profile_path, &json!({"isProfileArchived": true})).await.status, 200);
    let last =
        expect(&app, &last, &[("profile.archived", profile_path.clone(), json!(["isProfileArchived"]))])
            .await;
    assert_eq!(app.post(&format!("{profile_path}/restore"), &json!({})).await.status, 200);
    expect(&app, &last, &[("profile.restored", profile_path.clone(), json!(["isProfileArchived"]))]).await;
}

#[tokio::test]
async fn opportunity_writes_record_creation_updates_status_changes_and_archival() {
    let app = spawn_app().await;
    let Household { profile, last, .. } = household(&app).await;
    let pipelines = app.data("/api/v1/pipelines").await["items"].clone();
    let body = json!({"name": "KiwiSaver review", "profileId": profile["id"], "pipelineId": pipelines[1]["id"], "value": 1500});
    let opportunity = app.create("/api/v1/opportunities", body).await;
    let path = format!("/api/v1/opportunities/{}", id(&opportunity));
    let last = expect(&app, &last, &[("opportunity.created", path.clone(), Value::Null)]).await;
    assert_eq!(app.patch(&path, &json!({"value": 2500})).await.status, 200);
    let last = expect(&app, &last, &[("opportunity.updated", path.clone(), json!(["value"]))]).await;
    assert_eq!(app.patch(&path, &json!({"Status": "Won"})).await.status, 200);
    let last =
        expect(&app, &last, &[("opportunity.status_changed", path.clone(), json!(["Status", "closedDate"]))])
            .await;
    assert_eq!(app.post(&format!("{path}/reopen"), &json!({})).await.status, 200);
    let last =
        expect(&app, &last, &[("opportunity.status_changed", path.clone(), json!(["Status", "closedDate"]))])
            .await;
    assert_eq!(app.patch(&path, &json!({"isArchived": true})).await.status, 200);
    expect(&app, &last, &[("opportunity.archived", path.clone(), json!(["isArchived"]))]).await;
}

#[tokio::test]
async fn note_and_product_writes_record_their_events() {
    let app = spawn_app().await;
    let Household { aroha, wiremu, profile, last, .. } = household(&app).await;
    let note =
        app.create("/api/v1/notes", json!({"profileId": profile["id"], "content": "<p>Called</p>"})).await;
    let path = format!("/api/v1/notes/{}", id(&note));
    let last = expect(&app, &last, &[("note.created", path.clone(), Value::Null)]).await;
    assert_eq!(app.patch(&path, &json!({"isPinned": true})).await.status, 200);
    let last = expect(&app, &last, &[("note.updated", path.clone(), json!(["isPinned"]))]).await;

    let (aroha_id, wiremu_id, profile_id) = (id(&aroha), id(&wiremu), id(&profile));
    let products = [
        (
            "mortgages",
            "mortgage",
            json!({"profileId": profile_id, "lender": "ASB", "ownerContactIds": [aroha_id, wiremu_id]}),
            json!({"lender": "BNZ"}),
            json!(["lender"]),
        ),
        (
            "kiwisavers",
            "kiwisaver",
            json!({"profileId": profile_id, "contactId": aroha_id, "provider": "Milford"}),
            json!({"provider": "Simplicity"}),
            json!(["provider"]),
        ),
        (
            "investments",
            "investment",
            json!({"profileId": profile_id, "provider": "Kernel", "ownerContactIds": [wiremu_id]}),
            json!({"provider": "Sharesies"}),
            json!(["provider"]),
        ),
    ];
    let mut last = last;
    for (collection, resource, create, update, changed) in products {
        let product = app.create(&format!("/api/v1/{collection}"), create).await;
        let path = format!("/api/v1/{collection}/{}", id(&product));
        last = expect(&app, &last, &[(&format!("{resource}.created"), path.clone(), Value::Null)]).await;
        assert_eq!(app.patch(&path, &update).await.status, 200);
        last = expect(&app, &last, &[(&format!("{resource}.updated"), path.clone(), changed)]).await;
    }
}

#[tokio::test]
async fn expense_writes_record_their_events_with_line_changes() {
    let app = spawn_app().await;
    let Household { profile, last, .. } = household(&app).await;
    let profile_id = id(&profile);
    let path = format!("/api/v1/expenses?profileId={profile_id}");
    app.create("/api/v1/expenses", json!({"profileId": profile_id, "food": 950, "childSupport": [{"description": "Tama", "value": 250}]}))
        .await;
    let last = expect(&app, &last, &[("expenses.created", path.clone(), Value::Null)]).await;
    let reply = app
        .patch(
            "/api/v1/expenses",
            &json!({"profileId": profile_id, "childSupport": [{"description": "Aria", "value": 180}]}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let events = events_after(&app, Some(&last)).await;
    assert_eq!(events.len(), 1);
    assert_event(&app, &events[0], "expenses.updated", &path).await;
    assert!(events[0]["changedFields"].as_array().unwrap().contains(&json!("childSupport")), "{}", events[0]);
    // The same line again changes nothing: no event.
    let reply = app.patch("/api/v1/expenses", &json!({"profileId": profile_id, "food": 950})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(events_after(&app, Some(&events[0])).await.is_empty());
}
