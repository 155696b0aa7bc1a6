//! Erasure (IPP 9): with no retention hold, deciding `erased` leaves the contact a tombstone and
//! takes the person's values out of every place the service keeps them (checked through the
//! API, search, history, events and the raw tables); under a hold it answers 409
//! `retention_hold`, and a scheduled erasure runs once on its day, with two processes and a
//! clock that is set.

use advisory_crm::{
    db::Reads,
    entity::{contact, event, field_history, idempotency_key, search_entry},
    service::history::chain,
    types::{Scope, Scopes},
};
use chrono::{Duration, Months, NaiveDate, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

use crate::{
    cli,
    helpers::{TestApp, send, spawn_app},
    privacy_holds::age,
    scopes::scoped_key,
};

const REQUESTS: &str = "/api/v1/privacy/requests";
/// What identifies Aroha: none of it may be left anywhere after her erasure.
const TRACES: [&str; 4] = ["aroha", "ryan.nz", "555 0101", "5550101"];

fn nz_today() -> NaiveDate {
    Utc::now().with_timezone(&chrono_tz::Pacific::Auckland).date_naive()
}

/// The Ryan household: Aroha (the person erased, created with an `Idempotency-Key`) and Tom,
/// with a note about her. Returns her contact and the household's id.
async fn ryan_household(app: &TestApp) -> (Value, String) {
    let household = app.create("/api/v1/profiles", json!({"name": "Ryan Household"})).await;
    let profile = household["id"].as_str().unwrap().to_string();
    let aroha = json!({
        "firstName": "Aroha", "lastName": "Ryan", "email": "aroha@ryan.nz",
        "mobilePhone": "021 555 0101", "dateOfBirth": "1984-02-29", "profileId": profile
    });
    let created = send(
        app.client
            .post("/api/v1/contacts/person")
            .header("authorization", &app.tenant.key)
            .header("idempotency-key", "create-aroha")
            .body_json(&aroha),
    )
    .await;
    assert_eq!(created.status, 201, "{}", created.body);
    app.create(
        "/api/v1/contacts/person",
        json!({"firstName": "Tom", "lastName": "Ryan", "profileId": profile}),
    )
    .await;
    app.create("/api/v1/notes", json!({"profileId": profile, "content": "Met Aroha Ryan about the loan"}))
        .await;
    (created.body["data"].clone(), profile)
}

async fn open_erasure(app: &TestApp, key: &str, contact: &Value) -> String {
    let request =
        json!({"type": "erasure", "contactId": contact["id"], "receivedOn": nz_today().to_string()});
    let reply = app.post_as(key, REQUESTS, &request).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    format!("{REQUESTS}/{}", reply.body["data"]["id"].as_str().unwrap())
}

/// Every stored text of the organisation that still holds one of [`TRACES`], by table.
async fn traces_left(app: &TestApp) -> Vec<String> {
    let organisation = app.tenant.id;
    let db = &app.db;
    let mut texts: Vec<(&str, String)> = Vec::new();
    for row in db
        .all(contact::Entity::find().filter(contact::Column::OrganisationId.eq(organisation)))
        .await
        .unwrap()
    {
        texts.push(("contacts", format!("{row:?}")));
    }
    for row in
        db.all(event::Entity::find().filter(event::Column::OrganisationId.eq(organisation))).await.unwrap()
    {
        texts.push(("events", row.data));
    }
    for row in db
        .all(field_history::Entity::find().filter(field_history::Column::OrganisationId.eq(organisation)))
        .await
        .unwrap()
    {
        texts.push(("field_history", format!("{:?} {:?}", row.old_value, row.new_value)));
    }
    for row in db
        .all(search_entry::Entity::find().filter(search_entry::Column::OrganisationId.eq(organisation)))
        .await
        .unwrap()
    {
        texts.push(("search_entries", format!("{} {}", row.text, row.own_text)));
    }
    for row in db
        .all(idempotency_key::Entity::find().filter(idempotency_key::Column::OrganisationId.eq(organisation)))
        .await
        .unwrap()
    {
        texts.push(("idempotency_keys", row.response_body.unwrap_or_default()));
    }
    texts
        .into_iter()
        .filter(|(_, text)| {
            let text = text.to_lowercase();
            // The note's own text is left for the adviser to review.
            TRACES.iter().any(|trace| text.contains(trace))
                && !text.contains("met aroha ryan about the loan\"")
        })
        .map(|(table, text)| format!("{table}: {text}"))
        .collect()
}

async fn assert_chain_verifies(app: &TestApp) {
    while chain::seal(&app.db, app.tenant.id).await.unwrap() > 0 {}
    let found = chain::verify(&app.db, app.tenant.id).await.unwrap();
    assert!(found.mismatch.is_none(), "{:?}", found.mismatch);
}

async fn search_finds(app: &TestApp, path: &str, term: &str) -> usize {
    let encoded: String = form_urlencoded::byte_serialize(term.as_bytes()).collect();
    app.data(&format!("{path}?searchString={encoded}")).await["items"].as_array().unwrap().len()
}

#[tokio::test]
async fn an_erasure_without_a_hold_leaves_a_tombstone_and_no_trace_of_the_person() {
    let app = spawn_app().await;
    let key = scoped_key(&app, Scopes::of([Scope::PrivacyManage])).await;
    let (aroha, profile) = ryan_household(&app).await;
    let contact_path = format!("/api/v1/contacts/{}", aroha["id"].as_str().unwrap());
    let request = open_erasure(&app, &key, &aroha).await;
    assert_eq!(
        app.patch(&format!("/api/v1/profiles/{profile}"), &json!({"isProfileArchived": true})).await.status,
        200
    );
    age(&app, 8 * 366).await; // no hold is left on them
    assert_eq!(search_finds(&app, "/api/v1/contacts/search", "aroha").await, 1);

    let decided = app.patch_as(&key, &request, &json!({"status": "erased"})).await;
    assert_eq!(decided.status, 200, "{}", decided.body);
    let decided = &decided.body["data"];
    assert_eq!(decided["status"], "erased");
    assert_eq!(decided["decidedOn"], nz_today().to_string());
    assert_eq!(decided["forReview"][0]["resourceType"], "note", "{decided}");

    // The tombstone keeps the id, type and links; its names read [erased].
    let tombstone = app.data(&contact_path).await;
    assert_eq!(tombstone["isErased"], true);
    assert_eq!(tombstone["contactType"], "Person");
    assert_eq!((&tombstone["firstName"], &tombstone["lastName"]), (&json!("[erased]"), &json!("[erased]")));
    for field in ["email", "mobilePhone", "dateOfBirth"] {
        assert_eq!(tombstone[field], Value::Null, "{field}");
    }
    assert_eq!(tombstone["profiles"][0]["profileId"], json!(profile));
    let household = app.data(&format!("/api/v1/profiles/{profile}")).await;
    assert_eq!(household["name"], "[erased] Household");
    let names: Vec<&str> = household["contacts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["displayName"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["[erased]", "Tom Ryan"]);
    // Tombstones stay in lists and totals; other people are untouched.
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 2);
    assert!(app.data("/api/v1/contacts").await["items"][1].get("isErased").is_none());

    for term in ["aroha", "aroha@ryan.nz", "0215550101", "erased"] {
        assert_eq!(search_finds(&app, "/api/v1/contacts/search", term).await, 0, "{term}");
    }
    assert_eq!(search_finds(&app, "/api/v1/contacts/search", "tom").await, 1);
    assert_eq!(search_finds(&app, "/api/v1/profiles/search", "ryan household").await, 0);

    let history = app.data(&format!("{contact_path}/history?pageSize=500")).await;
    let entries = history["items"].as_array().unwrap();
    assert!(!entries.is_empty());
    assert!(
        entries.iter().all(|entry| entry["oldValue"].is_null() && entry["newValue"].is_null()),
        "{history}"
    );

    let events = crate::events::all_events(&app).await;
    let erased: Vec<&Value> = events.iter().filter(|event| event["type"] == "contact.erased").collect();
    assert_eq!(erased.len(), 1);
    assert_eq!(erased[0]["data"]["isErased"], true);
    let replay = send(
        app.client
            .post("/api/v1/contacts/person")
            .header("authorization", &app.tenant.key)
            .header("idempotency-key", "create-aroha")
            .body_json(&json!({
                "firstName": "Aroha", "lastName": "Ryan", "email": "aroha@ryan.nz",
                "mobilePhone": "021 555 0101", "dateOfBirth": "1984-02-29", "profileId": profile
            })),
    )
    .await;
    assert_eq!(replay.body["data"]["firstName"], "[erased]", "{}", replay.body);

    assert_eq!(traces_left(&app).await, Vec::<String>::new());
    assert_chain_verifies(&app).await;

    let out = app.database.url.clone();
    let file = tempfile::NamedTempFile::new().unwrap();
    let org = app.tenant.id.to_string();
    let (ok, _, err) = cli::run(&out, &["export", "--org", &org, "--out", file.path().to_str().unwrap()]);
    assert!(ok, "{err}");
    let exported = std::fs::read_to_string(file.path()).unwrap().to_lowercase();
    assert!(exported.contains("\"iserased\":true"));
    assert!(!exported.contains("aroha@ryan.nz") && !exported.contains("ryan household"));

    // A decision is final.
    let again = app.patch_as(&key, &request, &json!({"status": "declined"})).await;
    again.assert_error(409, "conflict");
}

#[tokio::test]
async fn a_held_erasure_answers_409_then_runs_once_on_its_day_with_two_processes() {
    let app = spawn_app().await;
    let key = scoped_key(&app, Scopes::of([Scope::PrivacyManage])).await;
    let (aroha, profile) = ryan_household(&app).await;
    let contact_path = format!("/api/v1/contacts/{}", aroha["id"].as_str().unwrap());
    let request = open_erasure(&app, &key, &aroha).await;
    let today = nz_today();
    let years = |n: u32| today.checked_add_months(Months::new(n * 12)).unwrap();

    // An active household: the AML/CFT hold has no end, so it cannot even be scheduled.
    let refused = app.patch_as(&key, &request, &json!({"status": "erased"})).await;
    refused.assert_error(409, "retention_hold");
    let refused = app.patch_as(&key, &request, &json!({"status": "scheduled"})).await;
    refused.assert_error(409, "retention_hold");
    assert!(refused.body["message"].as_str().unwrap().contains("archive"), "{}", refused.body);

    assert_eq!(
        app.patch(&format!("/api/v1/profiles/{profile}"), &json!({"isProfileArchived": true})).await.status,
        200
    );
    let refused = app.patch_as(&key, &request, &json!({"status": "erased"})).await;
    refused.assert_error(409, "retention_hold");
    assert_eq!(refused.error_fields(), ["holds[0]", "holds[1]"]);
    let messages = refused.body["errors"].to_string();
    assert!(
        messages.contains(&format!("adviceRecords: advice records are kept until {}", years(7))),
        "{messages}"
    );
    assert!(messages.contains(&format!("until {}", years(5))), "{messages}");
    assert_eq!(app.data(&contact_path).await["firstName"], "Aroha");

    let early = app
        .patch_as(&key, &request, &json!({"status": "scheduled", "scheduleOn": years(6).to_string()}))
        .await;
    early.assert_error(400, "validation_failed");
    assert_eq!(early.error_fields(), ["scheduleOn"]);
    let scheduled = app.patch_as(&key, &request, &json!({"status": "scheduled"})).await;
    assert_eq!(scheduled.status, 200, "{}", scheduled.body);
    assert_eq!(scheduled.body["data"]["scheduleOn"], years(7).to_string());

    // The day before: nothing runs.
    let url = app.database.url.clone();
    let day_before = (years(7) - Duration::days(1)).to_string();
    let (ok, out, err) = cli::run(&url, &["privacy", "erase-due", "--on", &day_before]);
    assert!(ok && out.contains("0 erased"), "{out}{err}");
    assert_eq!(app.data(&contact_path).await["firstName"], "Aroha");

    // On the day, two processes at once: the person is erased once.
    let day = years(7).to_string();
    let runs: Vec<_> = (0..2)
        .map(|_| {
            let (url, day) = (url.clone(), day.clone());
            std::thread::spawn(move || cli::run(&url, &["privacy", "erase-due", "--on", &day]))
        })
        .collect();
    let outputs: Vec<(bool, String, String)> = runs.into_iter().map(|run| run.join().unwrap()).collect();
    assert!(outputs.iter().all(|(ok, _, _)| *ok), "{outputs:?}");
    let erasures = outputs.iter().map(|(_, out, _)| out.matches("erased: request").count()).sum::<usize>();
    assert_eq!(erasures, 1, "{outputs:?}");

    let decided = app.get_as(&key, &request).await.body["data"].clone();
    assert_eq!((&decided["status"], &decided["decidedOn"]), (&json!("erased"), &json!(day)));
    assert_eq!(app.data(&contact_path).await["isErased"], true);
    let events = crate::events::all_events(&app).await;
    assert_eq!(events.iter().filter(|event| event["type"] == "contact.erased").count(), 1);
    assert_eq!(traces_left(&app).await, Vec::<String>::new());
    assert_chain_verifies(&app).await;
}
