//! Field history: every write records each field it changed with both values, who made it and
//! how (operation, request, batch item), at `GET /{resource}/{id}/history`, newest first.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

async fn history(app: &TestApp, path: &str) -> Vec<Value> {
    let page = app.get(path).await;
    assert_eq!(page.status, 200, "{}", page.body);
    page.body["data"]["items"].as_array().unwrap().clone()
}

#[tokio::test]
async fn three_changes_to_a_contact_give_three_entries_with_both_values_and_who() {
    let app = spawn_app().await;
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Mere", "lastName": "Parata"})).await;
    let path = format!("/api/v1/contacts/{}/person", id(&contact));
    for name in ["Mereana", "Merenia", "Meri"] {
        let reply = app.patch(&path, &json!({"firstName": name})).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    let entries = history(&app, &format!("/api/v1/contacts/{}/history?field=firstName", id(&contact))).await;
    let values: Vec<(Value, Value)> =
        entries.iter().map(|entry| (entry["oldValue"].clone(), entry["newValue"].clone())).collect();
    assert_eq!(
        values,
        [
            (json!("Merenia"), json!("Meri")),
            (json!("Mereana"), json!("Merenia")),
            (json!("Mere"), json!("Mereana")),
            (Value::Null, json!("Mere")),
        ],
        "newest first, back to the creation"
    );
    let latest = &entries[0];
    assert_eq!(latest["field"], "firstName");
    assert_eq!(latest["actor"]["type"], "apiKey");
    assert_eq!(latest["actor"]["memberId"], app.tenant.manager_id.to_string());
    assert!(latest["actor"]["keyId"].as_str().is_some());
    assert_eq!(latest["operationId"], "updatePersonContact");
    assert!(latest["requestId"].as_str().is_some_and(|id| !id.is_empty()));
    assert_eq!(latest["batchIndex"], Value::Null);
    assert_eq!(latest["imported"], false);
    // The entry's event is the change's.
    let event = app.get(&format!("/api/v1/events/{}", latest["eventId"].as_str().unwrap())).await;
    assert_eq!(event.body["data"]["changedFields"], json!(["firstName"]));

    // Unfiltered: the creation's other fields too; paged, with a cursor to older entries.
    let all = app.get(&format!("/api/v1/contacts/{}/history?pageSize=2", id(&contact))).await.body;
    assert!(all["data"]["totalItems"].as_u64().unwrap() > 4);
    let cursor = all["data"]["nextCursor"].as_str().unwrap();
    let next =
        history(&app, &format!("/api/v1/contacts/{}/history?pageSize=2&cursor={cursor}", id(&contact))).await;
    assert_eq!(next[0]["oldValue"], "Mere", "the third newest entry");
}

#[tokio::test]
async fn a_batch_items_entries_name_the_batch_and_the_item() {
    let app = spawn_app().await;
    let first = app.create("/api/v1/profiles", json!({"name": "Ngata"})).await;
    let second = app.create("/api/v1/profiles", json!({"name": "Walker"})).await;
    let items =
        json!([{"id": id(&first), "name": "Ngata Whānau"}, {"id": id(&second), "name": "Walker Whānau"}]);
    let reply = app.post("/api/v1/profiles/batch/update", &json!({"items": items})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let entries = history(&app, &format!("/api/v1/profiles/{}/history?field=name", id(&second))).await;
    assert_eq!(entries[0]["newValue"], "Walker Whānau");
    assert_eq!(entries[0]["oldValue"], "Walker");
    assert_eq!(entries[0]["operationId"], "batchUpdateProfiles");
    assert_eq!(entries[0]["batchIndex"], 1);
}

#[tokio::test]
async fn expense_lines_are_recorded_line_by_line() {
    let app = spawn_app().await;
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Mere", "lastName": "Parata"})).await;
    let profile = contact["profiles"][0]["profileId"].as_str().unwrap().to_string();
    let body =
        json!({"profileId": profile, "food": 950, "childSupport": [{"description": "Tama", "value": 250}]});
    let created = app.create("/api/v1/expenses", body).await;
    let line = created["childSupport"][0]["id"].as_str().unwrap().to_string();
    let change = json!({"profileId": profile, "childSupport": [{"id": line, "value": 199.99}]});
    assert_eq!(app.patch("/api/v1/expenses", &change).await.status, 200);

    let entries =
        history(&app, &format!("/api/v1/expenses/history?profileId={profile}&field=childSupport")).await;
    let latest = &entries[0];
    assert_eq!(latest["field"], format!("childSupport[{line}].value"));
    assert_eq!((latest["oldValue"].clone(), latest["newValue"].clone()), (json!(250), json!(199.99)));
    assert_eq!(latest["operationId"], "updateExpenses");
}

#[tokio::test]
async fn another_organisations_records_have_no_history_here() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let theirs = send(
        app.client
            .post("/api/v1/contacts/person")
            .header("authorization", &other.key)
            .body_json(&json!({"firstName": "Tama", "lastName": "Rewi"})),
    )
    .await;
    assert_eq!(theirs.status, 201);
    let path = format!("/api/v1/contacts/{}/history", id(&theirs.body["data"]));
    app.get(&path).await.assert_error(404, "not_found");
    assert_eq!(app.get_as(&other.key, &path).await.status, 200);
    // Nor a record of another type under this one's path.
    let profile = theirs.body["data"]["profiles"][0]["profileId"].as_str().unwrap();
    app.get_as(&other.key, &format!("/api/v1/contacts/{profile}/history"))
        .await
        .assert_error(404, "not_found");
    let unknown = uuid::Uuid::now_v7();
    app.get(&format!("/api/v1/mortgages/{unknown}/history")).await.assert_error(404, "not_found");
    app.get(&format!("/api/v1/expenses/history?profileId={unknown}")).await.assert_error(404, "not_found");
}

#[tokio::test]
async fn a_command_lines_changes_name_it_and_no_operation() {
    let app = spawn_app().await;
    let org = app.tenant.id.to_string();
    let (ok, out, err) = crate::cli::run(
        &app.database.url,
        &[
            "members",
            "add",
            "--org",
            &org,
            "--email",
            "kiri@kauri.co.nz",
            "--first-name",
            "Kiri",
            "--last-name",
            "Hohaia",
            "--role",
            "Adviser",
        ],
    );
    assert!(ok, "{err}");
    let member = out.trim_end().lines().last().unwrap();
    let entries = history(&app, &format!("/api/v1/members/{member}/history?field=email")).await;
    assert_eq!(entries[0]["newValue"], "kiri@kauri.co.nz");
    assert_eq!(entries[0]["actor"]["type"], "cli");
    assert_eq!(entries[0]["actor"]["keyId"], Value::Null);
    assert_eq!(entries[0]["operationId"], Value::Null);
}

#[tokio::test]
async fn an_export_carries_the_history_and_an_import_keeps_it_marked_as_imported() {
    use advisory_crm::{
        db::{Database, MigrationPolicy},
        service::history::chain,
    };
    let source = spawn_app().await;
    let contact =
        source.create("/api/v1/contacts/person", json!({"firstName": "Mere", "lastName": "Parata"})).await;
    for name in ["Mereana", "Meri"] {
        let reply = source
            .patch(&format!("/api/v1/contacts/{}/person", id(&contact)), &json!({"firstName": name}))
            .await;
        assert_eq!(reply.status, 200);
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("export.jsonl");
    let org = source.tenant.id.to_string();
    crate::transfer::run(&source.database.url, &["export", "--org", &org, "--out", file.to_str().unwrap()])
        .await;
    let lines = std::fs::read_to_string(&file).unwrap();
    assert!(lines.lines().any(|line| line.starts_with(r#"{"type":"history""#)));

    let target = crate::helpers::TestDatabase::create().await;
    let db = Database::connect(&target.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = crate::helpers::create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let path = file.to_str().unwrap();
    let loaded =
        crate::transfer::run(&target.url, &["import", "file", "--org", &tenant.id.to_string(), path]).await;
    assert!(loaded.contains("field history entries, marked as imported"), "{loaded}");
    // Again: nothing carried twice.
    let again =
        crate::transfer::run(&target.url, &["import", "file", "--org", &tenant.id.to_string(), path]).await;
    assert!(!again.contains("field history entries"), "{again}");

    let copy = {
        use advisory_crm::{db::Reads, entity::contact};
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        db.all(contact::Entity::find().filter(contact::Column::OrganisationId.eq(tenant.id))).await.unwrap()
            [0]
        .id
    };
    let (entries, _) = advisory_crm::service::history::list(
        &db,
        tenant.id,
        advisory_crm::service::events::ResourceType::Contact,
        copy,
        Some("firstName"),
        advisory_crm::types::PageRequest::new(1, 50),
    )
    .await
    .unwrap();
    let imported: Vec<(Option<String>, Option<String>)> = entries
        .iter()
        .filter(|entry| entry.imported)
        .map(|entry| (entry.old_value.clone(), entry.new_value.clone()))
        .collect();
    let text = |value: &str| Some(format!("\"{value}\""));
    assert_eq!(
        imported,
        [(text("Mereana"), text("Meri")), (text("Mere"), text("Mereana")), (None, text("Mere"))],
        "{entries:?}"
    );
    // The import's own creation is there too, not marked; the new chain seals and verifies.
    assert!(entries.iter().any(|entry| !entry.imported));
    assert!(chain::seal_all(&db).await.unwrap() > 0);
    assert!(chain::verify(&db, tenant.id).await.unwrap().mismatch.is_none());
}

/// A creation is stored as one row and listed as its fields' entries, each with an id of its
/// own: walks by page number and by cursor reach every entry once, in the same order.
#[tokio::test]
async fn a_creations_entries_are_one_row_and_page_like_any_others() {
    use advisory_crm::{db::Reads, entity::field_history};
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

    let app = spawn_app().await;
    let contact = app
        .create(
            "/api/v1/contacts/person",
            json!({"firstName": "Mere", "lastName": "Parata", "email": "mere@example.nz"}),
        )
        .await;
    let path = format!("/api/v1/contacts/{}/person", id(&contact));
    for change in [json!({"firstName": "Mereana"}), json!({"lastName": "Tane"}), json!({"firstName": "Meri"})]
    {
        assert_eq!(app.patch(&path, &change).await.status, 200);
    }
    let rows = app
        .db
        .all(
            field_history::Entity::find()
                .filter(field_history::Column::ResourceId.eq(id(&contact).parse::<uuid::Uuid>().unwrap())),
        )
        .await
        .unwrap();
    let fields: Vec<&str> = rows.iter().map(|row| row.field.as_str()).collect();
    assert_eq!(fields.iter().filter(|field| **field == "*").count(), 1, "{fields:?}");
    assert_eq!(rows.len(), 4, "one row for the creation, one per change: {fields:?}");

    let history_path = format!("/api/v1/contacts/{}/history", id(&contact));
    let whole = history(&app, &format!("{history_path}?pageSize=500")).await;
    let ids: Vec<Value> = whole.iter().map(|entry| entry["id"].clone()).collect();
    assert!(whole.len() > 6, "{whole:?}");
    assert_eq!(ids.iter().collect::<std::collections::HashSet<_>>().len(), ids.len(), "ids of their own");
    let changed: Vec<&Value> = whole.iter().take(3).map(|entry| &entry["newValue"]).collect();
    assert_eq!(changed, [&json!("Meri"), &json!("Tane"), &json!("Mereana")], "the changes come first");
    assert!(whole[3..].iter().all(|entry| entry["oldValue"].is_null()), "then the creation's fields");
    assert_eq!(whole[3]["field"], "firstName", "in the record's order");

    let first = app.get(&format!("{history_path}?pageSize=2")).await.body;
    assert_eq!(first["data"]["totalItems"].as_u64().unwrap() as usize, whole.len());
    let pages = first["data"]["totalPages"].as_u64().unwrap();
    let mut by_number = Vec::new();
    for page in 1..=pages {
        let entries = history(&app, &format!("{history_path}?pageSize=2&page={page}")).await;
        by_number.extend(entries.iter().map(|entry| entry["id"].clone()));
    }
    assert_eq!(by_number, ids, "pages 1..totalPages");
    let mut by_cursor = Vec::new();
    let mut next = format!("{history_path}?pageSize=3");
    loop {
        let page = app.get(&next).await.body;
        by_cursor.extend(page["data"]["items"].as_array().unwrap().iter().map(|entry| entry["id"].clone()));
        match page["data"]["nextCursor"].as_str() {
            Some(cursor) => next = format!("{history_path}?pageSize=3&cursor={cursor}"),
            None => break,
        }
    }
    assert_eq!(by_cursor, ids, "cursors");

    let last_names = history(&app, &format!("{history_path}?field=lastName")).await;
    let values: Vec<(Value, Value)> =
        last_names.iter().map(|entry| (entry["oldValue"].clone(), entry["newValue"].clone())).collect();
    assert_eq!(values, [(json!("Parata"), json!("Tane")), (Value::Null, json!("Parata"))]);
}
