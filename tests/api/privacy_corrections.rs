//! Correction requests (IPP 7): the values sought are checked as the contact's update would
//! check them; deciding `corrected` applies them through the ordinary update, whose history
//! names the request; deciding `declined` with the person's statement attaches a statement of
//! correction to the contact, which an export and an import carry. Contacts without one keep
//! their bodies (no `correctionStatements`).

use advisory_crm::{
    entity::field_history,
    service::history::chain,
    types::{Scope, Scopes},
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};

use crate::{
    contacts::person,
    helpers::{TestApp, spawn_app},
    scopes::scoped_key,
};

const REQUESTS: &str = "/api/v1/privacy/requests";

async fn manager(app: &TestApp) -> String {
    let scopes = [Scope::PrivacyManage, Scope::ContactsRead, Scope::EventsRead, Scope::AuditRead];
    scoped_key(app, Scopes::of(scopes)).await
}

fn correction(contact: &Value, sought: Value) -> Value {
    json!({"type": "correction", "contactId": contact["id"], "receivedOn": "2026-11-02", "corrections": sought})
}

async fn verified(app: &TestApp, key: &str) {
    chain::seal_all(&app.db).await.unwrap();
    let found = app.get_as(key, "/api/v1/audit/verify").await;
    assert_eq!(found.body["data"]["verified"], true, "{}", found.body);
}

#[tokio::test]
async fn a_correction_is_applied_by_the_ordinary_update_and_its_history_names_the_request() {
    let app = spawn_app().await;
    let key = manager(&app).await;
    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let contact_path = format!("/api/v1/contacts/{}", contact["id"].as_str().unwrap());

    // The values sought are the type's update fields, valid for this contact, and personal.
    for (sought, field) in [
        (json!({"companyName": "Ngata Ltd"}), "corrections.companyName"),
        (json!({"email": "not an address"}), "corrections.email"),
        (json!({"lastName": null}), "corrections.lastName"),
        (json!({"IsArchived": true}), "corrections.IsArchived"),
        (json!("Ngāta"), "corrections"),
    ] {
        let refused = app.post_as(&key, REQUESTS, &correction(&contact, sought.clone())).await;
        refused.assert_error(400, "validation_failed");
        assert!(refused.error_fields().contains(&field.to_string()), "{sought}: {}", refused.body);
    }
    assert_eq!(app.get_as(&key, REQUESTS).await.body["data"]["totalItems"], 0);

    let sought = json!({"lastName": "Ngāta", "email": "aroha@ngata.nz"});
    let request = app.post_as(&key, REQUESTS, &correction(&contact, sought)).await;
    assert_eq!(request.status, 201, "{}", request.body);
    let request_id = request.body["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(app.data(&contact_path).await["lastName"], "Ngata", "opening a request changes nothing");

    let decided =
        app.patch_as(&key, &format!("{REQUESTS}/{request_id}"), &json!({"status": "corrected"})).await;
    assert_eq!(decided.status, 200, "{}", decided.body);
    let corrected = app.data(&contact_path).await;
    assert_eq!((&corrected["lastName"], &corrected["email"]), (&json!("Ngāta"), &json!("aroha@ngata.nz")));
    assert!(corrected.get("correctionStatements").is_none(), "{corrected}");

    let history = app.get_as(&key, &format!("{contact_path}/history?field=lastName")).await;
    let entry = &history.body["data"]["items"][0];
    assert_eq!((&entry["oldValue"], &entry["newValue"]), (&json!("Ngata"), &json!("Ngāta")), "{entry}");
    assert_eq!(entry["privacyRequestId"], request_id.as_str());
    assert_eq!(entry["operationId"], "updatePrivacyRequest");
    // An ordinary update's entry names no request.
    let renamed = app.patch(&format!("{contact_path}/person"), &json!({"firstName": "Arohanui"})).await;
    assert_eq!(renamed.status, 200);
    let history = app.get_as(&key, &format!("{contact_path}/history?field=firstName")).await;
    assert_eq!(history.body["data"]["items"][0]["privacyRequestId"], Value::Null);

    // The usual event, with the corrected values.
    let events = app.get_as(&key, "/api/v1/events?limit=100").await;
    let updated: Vec<&Value> = events.body["data"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|event| event["type"] == "contact.updated")
        .collect();
    assert!(updated.iter().any(|event| event["data"]["lastName"] == "Ngāta"), "{}", events.body);

    // The chain commits to the request's id: rewriting it is found.
    verified(&app, &key).await;
    let other_request = Some(uuid::Uuid::now_v7());
    app.db
        .write_statement(|conn| async move {
            field_history::Entity::update_many()
                .col_expr(field_history::Column::PrivacyRequestId, Expr::value(other_request))
                .filter(field_history::Column::PrivacyRequestId.is_not_null())
                .exec(&conn)
                .await
        })
        .await
        .unwrap();
    let found = app.get_as(&key, "/api/v1/audit/verify").await;
    assert_eq!(found.body["data"]["verified"], false, "{}", found.body);
}

#[tokio::test]
async fn a_declined_corrections_statement_is_on_the_contact_and_survives_export_and_import() {
    use advisory_crm::db::{Database, MigrationPolicy};
    let app = spawn_app().await;
    let key = manager(&app).await;
    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let contact_path = format!("/api/v1/contacts/{}", contact["id"].as_str().unwrap());
    let untouched = app.create("/api/v1/contacts/person", person("Hemi", "Walker")).await;
    let before = app.get(&format!("/api/v1/contacts/{}", untouched["id"].as_str().unwrap())).await;

    let request = app.post_as(&key, REQUESTS, &correction(&contact, json!({"lastName": "Ngāta"}))).await;
    let request_path = format!("{REQUESTS}/{}", request.body["data"]["id"].as_str().unwrap());
    let statement = "My surname is Ngāta, with a macron.";
    let declined =
        app.patch_as(&key, &request_path, &json!({"status": "declined", "statement": statement})).await;
    assert_eq!(declined.status, 200, "{}", declined.body);
    let shown = app.data(&contact_path).await;
    assert_eq!(shown["lastName"], "Ngata", "a declined correction changes nothing sought");
    let statements = shown["correctionStatements"].as_array().expect("statements shown");
    assert_eq!(statements.len(), 1, "{shown}");
    assert_eq!(statements[0]["statement"], statement);
    assert_eq!(statements[0]["privacyRequestId"], request.body["data"]["id"]);
    let history = app.get_as(&key, &format!("{contact_path}/history?field=correctionStatements")).await;
    assert_eq!(history.body["data"]["items"][0]["privacyRequestId"], request.body["data"]["id"]);
    // A contact without a statement keeps its body and its strong ETag.
    let after = app.get(&format!("/api/v1/contacts/{}", untouched["id"].as_str().unwrap())).await;
    assert!(after.body["data"].get("correctionStatements").is_none(), "{}", after.body);
    assert_eq!(before.header("etag"), after.header("etag"));

    // The statement can be reworded later; it stays one statement.
    let reworded = app
        .patch_as(&key, &request_path, &json!({"statement": "My surname is Ngāta (with a macron)."}))
        .await;
    assert_eq!(reworded.status, 200, "{}", reworded.body);
    let shown = app.data(&contact_path).await;
    assert_eq!(shown["correctionStatements"].as_array().unwrap().len(), 1);
    assert_eq!(shown["correctionStatements"][0]["statement"], "My surname is Ngāta (with a macron).");
    verified(&app, &key).await;

    // Export, then import into an empty organisation: the statement comes with the contact.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("export.jsonl");
    let org = app.tenant.id.to_string();
    crate::transfer::run(&app.database.url, &["export", "--org", &org, "--out", file.to_str().unwrap()])
        .await;
    let exported = std::fs::read_to_string(&file).unwrap();
    assert!(exported.contains("with a macron"), "the export carries the statement");
    let target = crate::helpers::TestDatabase::create().await;
    let db = Database::connect(&target.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = crate::helpers::create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let path = file.to_str().unwrap();
    crate::transfer::run(&target.url, &["import", "file", "--org", &tenant.id.to_string(), path]).await;
    let copy = {
        use advisory_crm::{db::Reads, entity::contact};
        let query = contact::Entity::find()
            .filter(contact::Column::OrganisationId.eq(tenant.id))
            .filter(contact::Column::LastName.eq("Ngata"));
        db.all(query).await.unwrap().remove(0)
    };
    let statements = advisory_crm::service::contacts::statements::decode_column(&copy.correction_statements);
    assert_eq!(statements.len(), 1, "{copy:?}");
    assert_eq!(statements[0].statement, "My surname is Ngāta (with a macron).");
    assert_eq!(statements[0].privacy_request_id, None, "the request stays behind");
}
