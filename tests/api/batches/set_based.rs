//! A batch of new contacts each in a profile of its own is written set-based, one statement per
//! table for the whole batch: each item still answers, and records, exactly what its single
//! create would.

use serde_json::{Value, json};

use super::{outcomes, person, results};
use crate::{
    events::{all_events, assert_event},
    helpers::spawn_app,
};

#[tokio::test]
async fn new_contacts_in_one_batch_answer_and_record_what_single_creates_would() {
    let app = spawn_app().await;
    let items = json!([
        person("Aroha", "Ngata", "c-1"),
        {"contactType": "Company", "companyName": "Kauri Builders Ltd", "nzbn": "9429041234567"},
        {"contactType": "Trust", "trustName": "Ngata Whānau Trust", "email": "trust@ngata.nz"},
    ]);
    let created = results(&app, "/contacts/batch/create", json!({"items": items})).await;
    assert_eq!(outcomes(&created), vec![(201, json!("created")); 3]);
    assert_eq!(created[0]["externalId"], "c-1");
    let mut expected_events = Vec::new();
    for result in &created {
        let path = format!("/api/v1/contacts/{}", result["id"].as_str().unwrap());
        let read = app.get(&path).await;
        assert_eq!(result["data"], read.body["data"], "the item's data is what GET shows");
        assert_eq!(result["etag"].as_str(), read.headers.get("etag").and_then(|v| v.to_str().ok()));
        let profile_id = result["data"]["profiles"][0]["profileId"].as_str().unwrap();
        assert_eq!(result["data"]["profiles"][0]["isKeyContact"], true);
        let profile = app.data(&format!("/api/v1/profiles/{profile_id}")).await;
        assert_eq!(profile["contacts"][0]["contactId"], result["id"], "{profile}");
        assert_eq!(profile["name"], profile["contacts"][0]["displayName"], "{profile}");
        expected_events.push(("profile.created", format!("/api/v1/profiles/{profile_id}")));
        expected_events.push(("contact.created", path));
    }
    let events = all_events(&app).await;
    assert_eq!(events.len(), expected_events.len(), "{events:#?}");
    for (event, (event_type, path)) in events.iter().zip(&expected_events) {
        assert_event(&app, event, event_type, path).await;
    }
    // Each item's history names its batch item, and each new profile is found by its contact.
    let trust = created[2]["id"].as_str().unwrap();
    let history = app.data(&format!("/api/v1/contacts/{trust}/history")).await;
    assert!(history["items"].as_array().unwrap().iter().all(|entry| entry["batchIndex"] == 2), "{history}");
    let found = app.data("/api/v1/profiles/search?searchString=trust%40ngata").await;
    assert_eq!(found["totalItems"], 1, "{found}");
}

#[tokio::test]
async fn a_batch_of_new_contacts_sends_as_many_statements_for_fifty_items_as_for_two() {
    let app = spawn_app().await;
    let statements = |count: usize, batch: usize| {
        let items: Vec<Value> = (0..count)
            .map(|n| person("Aroha", &format!("Ngata {batch}-{n}"), &format!("c-{batch}-{n}")))
            .collect();
        let app = &app;
        async move {
            let (reply, statements) = advisory_crm::db::count_queries(
                app.post("/api/v1/contacts/batch/upsert", &json!({"items": items})),
            )
            .await;
            assert_eq!(reply.status, 200, "{}", reply.body);
            assert_eq!(reply.body["data"]["succeeded"], count, "{}", reply.body);
            statements
        }
    };
    statements(1, 0).await; // the organisation's first write makes its counters
    let (two, fifty) = (statements(2, 1).await, statements(50, 2).await);
    eprintln!("a batch upsert of new persons: 2 items {two} statements, 50 items {fifty}");
    assert_eq!(two, fifty, "one statement per table, whatever the number of items");
    // The same batches again change nothing: read, not written, item by item or otherwise.
    let (two, fifty) = (statements(2, 1).await, statements(50, 2).await);
    eprintln!("the same batches again, unchanged: 2 items {two} statements, 50 items {fifty}");
    assert_eq!(two, fifty, "two reads, whatever the number of items");
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 53);
}

#[tokio::test]
async fn a_repeated_upsert_answers_each_item_unchanged_as_its_update_would() {
    let app = spawn_app().await;
    let items = json!([
        person("Aroha", "Ngata", "c-1"),
        {"contactType": "Company", "companyName": "Kauri Builders Ltd", "externalId": "c-2"},
        {"externalId": "c-1", "firstName": "Aroha"},
    ]);
    let first =
        results(&app, "/contacts/batch/upsert", json!({"items": items.as_array().unwrap()[..2]})).await;
    let mark = all_events(&app).await;
    let again = results(&app, "/contacts/batch/upsert", json!({"items": items})).await;
    assert_eq!(outcomes(&again), vec![(200, json!("unchanged")); 3]);
    for (result, earlier) in again.iter().zip([&first[0], &first[1], &first[0]]) {
        assert_eq!(result["id"], earlier["id"]);
        assert_eq!(result["externalId"], earlier["externalId"]);
        assert_eq!(result["data"], earlier["data"]);
        assert_eq!(result["etag"], earlier["etag"]);
    }
    assert_eq!(all_events(&app).await.len(), mark.len(), "nothing changed, so no event");
    // One changed field anywhere, a type that is not the contact's, or an `ifMatch`: item by item.
    let company = json!({"contactType": "Company", "companyName": "Kauri Builders Ltd", "externalId": "c-2"});
    let items = json!([person("Aroha", "Ngata-Parata", "c-1"), company]);
    let mixed = results(&app, "/contacts/batch/upsert", json!({"items": items})).await;
    assert_eq!(outcomes(&mixed), [(200, json!("updated")), (200, json!("unchanged"))]);
    let items = json!([{"contactType": "Person", "externalId": "c-2", "firstName": "X", "lastName": "Y"}]);
    let wrong_type = results(&app, "/contacts/batch/upsert", json!({"items": items})).await;
    assert_eq!(wrong_type[0]["status"], 400, "{}", wrong_type[0]);
    let mut tagged = company.clone();
    tagged["ifMatch"] = json!("\"stale\"");
    let guarded = results(&app, "/contacts/batch/upsert", json!({"items": [tagged]})).await;
    assert_eq!(guarded[0]["status"], 412, "{}", guarded[0]);
}

#[tokio::test]
async fn a_batch_that_cannot_be_written_set_based_still_answers_item_by_item() {
    let app = spawn_app().await;
    app.create(
        "/api/v1/contacts/person",
        json!({"firstName": "Hemi", "lastName": "Walker", "externalId": "held"}),
    )
    .await;
    let items = json!([
        person("Aroha", "Ngata", "c-1"),
        person("Mere", "Parata", "held"),
        person("Wiremu", "Ngata", "c-1")
    ]);
    let answered = results(&app, "/contacts/batch/create", json!({"items": items})).await;
    let statuses: Vec<u64> = outcomes(&answered).into_iter().map(|(status, _)| status).collect();
    assert_eq!(statuses, [201, 409, 409]);
    assert_eq!(answered[1]["error"]["code"], "external_id_taken");
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 2);
}

#[tokio::test]
async fn an_item_the_single_create_s_schema_check_refuses_is_refused_in_a_batch_too() {
    let app = spawn_app().await;
    let bad_items = [
        json!({"contactType": "Person", "firstName": "Nul\u{0}", "lastName": "Ngata"}),
        json!({"contactType": "Person", "firstName": "Aroha", "lastName": "Ngata", "AddressHistory": [{"fromDate": "soon"}]}),
    ];
    for (n, bad) in bad_items.into_iter().enumerate() {
        let items = json!([person("Aroha", "Ngata", &format!("ok-{n}")), bad]);
        let answered = results(&app, "/contacts/batch/create", json!({"items": items})).await;
        let statuses: Vec<u64> = outcomes(&answered).into_iter().map(|(status, _)| status).collect();
        assert_eq!(statuses, [201, 400], "{answered:?}");
    }
}
