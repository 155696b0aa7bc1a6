//! What each item of a batch does: exactly what its single-record operation does.

use serde_json::{Value, json};

use super::{outcomes, person, results};
use crate::{
    events::{all_events, events_after},
    external_ids::{fixture, id, resources},
    helpers::spawn_app,
};

#[tokio::test]
async fn a_failing_item_fails_alone_with_the_single_operations_error_named_by_item() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    let before = all_events(&app).await;
    let items = json!([
        {"profileId": f.profile, "content": "<p>First</p>"},
        {"profileId": f.profile, "content": ""},
        {"profileId": f.profile, "content": "<p>Third</p>", "isPinned": true},
    ]);
    let results = results(&app, "/notes/batch/create", json!({"items": items})).await;
    assert_eq!(outcomes(&results), [(201, json!("created")), (400, Value::Null), (201, json!("created"))]);
    let error = &results[1]["error"];
    assert_eq!(error["code"], "validation_failed");
    assert_eq!(error["errors"][0]["field"], "items[1].content");
    assert!(error["requestId"].as_str().is_some_and(|id| !id.is_empty()));
    assert_eq!(results[1]["data"], Value::Null);
    // The same body alone gets the same error from the single create.
    let single = app.post("/api/v1/notes", &json!({"profileId": f.profile, "content": ""})).await;
    assert_eq!(single.body["errors"][0]["message"], error["errors"][0]["message"]);

    for result in [&results[0], &results[2]] {
        let stored = app.get(&format!("/api/v1/notes/{}", result["id"].as_str().unwrap())).await;
        assert_eq!(stored.body["data"], result["data"], "data is the record as its GET shows it");
        assert_eq!(stored.header("etag"), result["etag"].as_str(), "each result carries its ETag");
    }
    assert_eq!(app.data("/api/v1/notes").await["totalItems"], 2);
    let events = events_after(&app, before.last()).await;
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["note.created", "note.created"]);
}

#[tokio::test]
async fn an_atomic_batch_with_a_failing_item_writes_nothing_and_lists_every_failure() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    let before = all_events(&app).await;
    let items = json!([
        {"profileId": f.profile, "content": "<p>Kept?</p>", "externalId": "n-1"},
        {"profileId": f.profile, "content": ""},
        {"profileId": f.profile, "content": "<p>Also kept?</p>"},
        {"content": "<p>No profile</p>"},
    ]);
    let reply = super::batch(&app, "/notes/batch/create", json!({"items": items, "atomic": true})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["items[1].content", "items[3].profileId"], "{}", reply.body);
    assert_eq!(app.data("/api/v1/notes").await["totalItems"], 0);
    assert_eq!(app.data("/api/v1/notes?externalId=n-1").await["totalItems"], 0);
    assert!(events_after(&app, before.last()).await.is_empty(), "no events for a rolled-back batch");

    // All good: all written.
    let items = json!([
        {"profileId": f.profile, "content": "<p>One</p>"},
        {"profileId": f.profile, "content": "<p>Two</p>"},
    ]);
    let results = results(&app, "/notes/batch/create", json!({"items": items, "atomic": true})).await;
    assert_eq!(outcomes(&results), [(201, json!("created")), (201, json!("created"))]);
    assert_eq!(app.data("/api/v1/notes").await["totalItems"], 2);
}

#[tokio::test]
async fn an_atomic_batch_whose_failures_are_all_conflicts_is_a_409() {
    let app = spawn_app().await;
    app.create("/api/v1/profiles", json!({"name": "Holder", "externalId": "p-1"})).await;
    let items = json!([{"name": "New"}, {"name": "Clash", "externalId": "p-1"}]);
    let reply = super::batch(&app, "/profiles/batch/create", json!({"items": items, "atomic": true})).await;
    reply.assert_error(409, "conflict");
    assert_eq!(reply.error_fields(), ["items[1].externalId"]);
    assert_eq!(app.data("/api/v1/profiles?externalId=p-1").await["totalItems"], 1);
    assert_eq!(app.data("/api/v1/profiles").await["totalItems"], 1, "the first item was undone too");
}

#[tokio::test]
async fn an_upsert_creates_then_changes_then_leaves_unchanged_with_no_event() {
    let app = spawn_app().await;
    let items = json!([person("Aroha", "Ngata", "c-1"), person("Hemi", "Walker", "c-2")]);
    let created = results(&app, "/contacts/batch/upsert", json!({"items": items.clone()})).await;
    assert_eq!(outcomes(&created), [(201, json!("created")), (201, json!("created"))]);
    assert_eq!(created[0]["externalId"], "c-1");
    let mark = all_events(&app).await;

    let again = results(&app, "/contacts/batch/upsert", json!({"items": items})).await;
    assert_eq!(outcomes(&again), [(200, json!("unchanged")), (200, json!("unchanged"))]);
    assert_eq!(again[0]["id"], created[0]["id"]);
    assert_eq!(again[0]["data"], created[0]["data"], "not even modifiedTimestamp moved");
    assert_eq!(again[0]["etag"], created[0]["etag"]);
    assert!(events_after(&app, mark.last()).await.is_empty(), "an unchanged upsert records no event");

    let items = json!([person("Aroha", "Ngata-Parata", "c-1"), person("Hemi", "Walker", "c-2")]);
    let changed = results(&app, "/contacts/batch/upsert", json!({"items": items})).await;
    assert_eq!(outcomes(&changed), [(200, json!("updated")), (200, json!("unchanged"))]);
    assert_eq!(changed[0]["data"]["lastName"], "Ngata-Parata");
    assert_ne!(changed[0]["etag"], created[0]["etag"]);
    let events = events_after(&app, mark.last()).await;
    let contact_events: Vec<&Value> = events.iter().filter(|e| e["resourceType"] == "contact").collect();
    assert_eq!(contact_events.len(), 1);
    assert_eq!(contact_events[0]["changedFields"], json!(["lastName"]));
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 2);
}

#[tokio::test]
async fn every_resource_upserts_creates_and_reads_by_external_id() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    for (collection, _, body, _) in resources(&f) {
        let mut item = body.clone();
        item["externalId"] = json!("batch-1");
        if collection == "/contacts" {
            item["contactType"] = json!("Person");
        }
        let path = format!("{collection}/batch/upsert");
        let first = results(&app, &path, json!({"items": [item.clone()]})).await;
        assert_eq!(outcomes(&first), [(201, json!("created"))], "{path}: {first:?}");
        let second = results(&app, &path, json!({"items": [item]})).await;
        assert_eq!(outcomes(&second), [(200, json!("unchanged"))], "{path}: {second:?}");

        let read = format!("{collection}/batch/read");
        let by_external = results(&app, &read, json!({"externalIds": ["batch-1", "missing"]})).await;
        assert_eq!(outcomes(&by_external), [(200, json!("read")), (404, Value::Null)], "{read}");
        assert_eq!(by_external[1]["error"]["code"], "not_found");
        let record_id = first[0]["id"].as_str().unwrap();
        let by_id = results(&app, &read, json!({"ids": [record_id]})).await;
        assert_eq!(by_id[0]["data"], app.data(&format!("/api/v1{collection}/{record_id}")).await);
    }
}

#[tokio::test]
async fn updates_name_records_by_id_or_external_id_and_honour_if_match() {
    let app = spawn_app().await;
    let first = app.create("/api/v1/profiles", json!({"name": "Ngata", "externalId": "p-1"})).await;
    let second = app.create("/api/v1/profiles", json!({"name": "Walker"})).await;
    let etag =
        app.get(&format!("/api/v1/profiles/{}", id(&second))).await.header("etag").unwrap().to_string();
    let items = json!([
        {"externalId": "p-1", "profileStatus": "ExistingClient"},
        {"id": id(&second), "ifMatch": etag, "name": "Walker Whānau"},
        {"id": id(&second), "ifMatch": etag, "name": "Stale"},
        {"externalId": "nobody"},
        {"id": "not-a-uuid"},
        {"name": "No key"},
        {"id": id(&first), "externalId": "p-1b", "profileRank": "A"},
        {"id": uuid::Uuid::now_v7()},
    ]);
    let results = results(&app, "/profiles/batch/update", json!({"items": items})).await;
    let statuses: Vec<u64> = outcomes(&results).into_iter().map(|(status, _)| status).collect();
    assert_eq!(statuses, [200, 200, 412, 404, 400, 400, 200, 404]);
    assert_eq!(results[0]["data"]["profileStatus"], "ExistingClient");
    assert_eq!(results[1]["data"]["name"], "Walker Whānau");
    assert_eq!(results[2]["error"]["code"], "precondition_failed");
    assert_eq!(results[4]["error"]["errors"][0]["field"], "items[4].id");
    assert_eq!(results[5]["error"]["errors"][0]["field"], "items[5].id");
    assert_eq!(results[6]["data"]["externalId"], "p-1b", "with an id, externalId is a change");
    assert_eq!(app.data(&format!("/api/v1/profiles/{}", id(&second))).await["name"], "Walker Whānau");
}

#[tokio::test]
async fn contact_items_choose_their_type_and_opportunity_items_theirs() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    let items = json!([
        {"contactType": "Person", "firstName": "Aroha", "lastName": "Ngata"},
        {"contactType": "Company", "companyName": "Kauri Builders Ltd", "nzbn": "9429041234567"},
        {"contactType": "Trust", "trustName": "Ngata Whānau Trust"},
        {"firstName": "No", "lastName": "Type"},
        {"contactType": "Company", "companyName": "Bad NZBN", "nzbn": "123"},
    ]);
    let results = results(&app, "/contacts/batch/create", json!({"items": items})).await;
    let statuses: Vec<u64> = outcomes(&results).into_iter().map(|(status, _)| status).collect();
    assert_eq!(statuses, [201, 201, 201, 400, 400]);
    let types: Vec<&Value> = results[..3].iter().map(|r| &r["data"]["contactType"]).collect();
    assert_eq!(types, ["Person", "Company", "Trust"]);
    assert_eq!(results[3]["error"]["errors"][0]["field"], "items[3].contactType");
    assert_eq!(results[4]["error"]["errors"][0]["field"], "items[4].nzbn");
    // An update without contactType goes to the contact's own type; a wrong one is refused.
    let company = id(&results[1]["data"]);
    let updates = json!([
        {"id": company, "tradingName": "Kauri Build"},
        {"id": company, "contactType": "Person", "firstName": "Nope"},
    ]);
    let updated = super::results(&app, "/contacts/batch/update", json!({"items": updates})).await;
    assert_eq!(updated[0]["data"]["tradingName"], "Kauri Build");
    assert_eq!(updated[1]["status"], 400);

    let opportunities = json!([
        {"opportunityType": "Mortgage", "name": "First home", "profileId": f.profile, "pipelineId": f.pipeline,
         "externalId": "o-1", "diaryNotes": {"purpose": "First home"}, "mortgageApplication": {"lender": "ASB"}},
        {"name": "Review", "profileId": f.profile, "pipelineId": f.pipeline},
        {"opportunityType": "Loan", "name": "Bad type", "profileId": f.profile, "pipelineId": f.pipeline},
    ]);
    let created = super::results(&app, "/opportunities/batch/create", json!({"items": opportunities})).await;
    let statuses: Vec<u64> = outcomes(&created).into_iter().map(|(status, _)| status).collect();
    assert_eq!(statuses, [201, 201, 400]);
    assert_eq!(created[0]["data"]["opportunityType"], "Mortgage");
    assert_eq!(created[0]["data"]["diaryNotes"]["purpose"], "First home");
    assert_eq!(created[1]["data"]["opportunityType"], "General");
    let upsert = json!([{"externalId": "o-1", "name": "First home", "profileId": f.profile,
        "pipelineId": f.pipeline, "mortgageApplication": {"lender": "ANZ"}}]);
    let changed = super::results(&app, "/opportunities/batch/upsert", json!({"items": upsert})).await;
    assert_eq!(outcomes(&changed), [(200, json!("updated"))]);
    assert_eq!(changed[0]["data"]["mortgageApplication"]["lender"], "ANZ");
}

#[tokio::test]
async fn another_organisations_records_are_404_items_and_its_external_ids_are_its_own() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let theirs = app
        .post_as(&other.key, "/api/v1/profiles", &json!({"name": "Theirs", "externalId": "shared"}))
        .await
        .body["data"]
        .clone();
    let read = results(&app, "/profiles/batch/read", json!({"ids": [id(&theirs)]})).await;
    assert_eq!(outcomes(&read), [(404, Value::Null)]);
    assert_eq!(read[0]["error"]["code"], "not_found");
    let read = results(&app, "/profiles/batch/read", json!({"externalIds": ["shared"]})).await;
    assert_eq!(read[0]["status"], 404);
    let update =
        results(&app, "/profiles/batch/update", json!({"items": [{"id": id(&theirs), "name": "Mine"}]}))
            .await;
    assert_eq!(update[0]["status"], 404);
    let update =
        results(&app, "/profiles/batch/update", json!({"items": [{"externalId": "shared", "name": "Mine"}]}))
            .await;
    assert_eq!(update[0]["status"], 404);
    // Our upsert of the same value creates our own record and leaves theirs alone.
    let upsert =
        results(&app, "/profiles/batch/upsert", json!({"items": [{"externalId": "shared", "name": "Ours"}]}))
            .await;
    assert_eq!(outcomes(&upsert), [(201, json!("created"))]);
    assert_ne!(upsert[0]["id"], theirs["id"]);
    let still = app.get_as(&other.key, &format!("/api/v1/profiles/{}", id(&theirs))).await;
    assert_eq!(still.body["data"]["name"], "Theirs");
    // A note on their profile is refused as the single create refuses it.
    let note =
        results(&app, "/notes/batch/create", json!({"items": [{"profileId": id(&theirs), "content": "x"}]}))
            .await;
    assert_eq!(note[0]["status"], 400);
    assert_eq!(note[0]["error"]["errors"][0]["field"], "items[0].profileId");
}

#[tokio::test]
async fn an_upsert_needs_an_external_id_and_items_must_be_objects() {
    let app = spawn_app().await;
    let items = json!([{"name": "No key"}, 42, {"name": "Fine", "externalId": "p-9"}]);
    let results = results(&app, "/profiles/batch/upsert", json!({"items": items})).await;
    let statuses: Vec<u64> = outcomes(&results).into_iter().map(|(status, _)| status).collect();
    assert_eq!(statuses, [400, 400, 201]);
    assert_eq!(results[0]["error"]["errors"][0]["field"], "items[0].externalId");
    assert_eq!(results[1]["error"]["errors"][0]["field"], "items[1]");
}

#[tokio::test]
async fn a_nul_in_an_external_id_is_that_items_400_on_every_batch_operation() {
    let app = spawn_app().await;
    let nul = "CRM\u{0}1";
    for operation in ["upsert", "create"] {
        let items = json!([person("A", "B", nul), person("C", "D", &format!("fine-{operation}"))]);
        let results = results(&app, &format!("/contacts/batch/{operation}"), json!({"items": items})).await;
        assert_eq!(outcomes(&results)[1].0, 201, "{operation}: {results:?}");
        assert_eq!(results[0]["status"], 400, "{operation}: {results:?}");
        assert_eq!(results[0]["error"]["errors"][0]["field"], "items[0].externalId", "{operation}");
    }
    let update = json!({"items": [{"externalId": nul, "firstName": "E"}]});
    let results = results(&app, "/contacts/batch/update", update).await;
    assert_eq!(results[0]["status"], 404, "no record holds such a value: {results:?}");
    let read = results_of_read(&app, json!({"externalIds": [nul, "fine-upsert"]})).await;
    assert_eq!(read, [404, 200]);
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 2, "only the two good items");
}

async fn results_of_read(app: &crate::helpers::TestApp, body: Value) -> Vec<u64> {
    let results = results(app, "/contacts/batch/read", body).await;
    results.iter().map(|result| result["status"].as_u64().unwrap()).collect()
}
