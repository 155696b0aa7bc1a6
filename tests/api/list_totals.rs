//! List totals of whole lists are read from counts the database maintains in every write
//! transaction (migration `m20261123_020000_maintain_list_counts`) instead of counted per page;
//! they must stay exactly the number of records, whatever the writes.

use advisory_crm::db::Reads;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

fn id(value: &Value) -> String {
    value["id"].as_str().unwrap().to_string()
}

/// `totalItems` of a whole list.
async fn total(app: &TestApp, list: &str) -> u64 {
    app.data(&format!("/api/v1/{list}?pageSize=1&page=2")).await["totalItems"].as_u64().unwrap()
}

/// The number of the tenant's rows, counted.
async fn counted(app: &TestApp, table: &str, condition: &str) -> u64 {
    let sql = format!("SELECT COUNT(*) AS n FROM {table} WHERE {condition}");
    let counts = app.db.rows::<i64>(Statement::from_string(app.db.backend(), sql)).await.unwrap();
    counts[0] as u64
}

/// Every maintained total equals a count of the rows, and the tenant's lists agree.
async fn assert_exact(app: &TestApp, expected: [u64; 4]) {
    let lists = ["contacts", "profiles", "opportunities", "mortgages"];
    let mut totals = Vec::new();
    for list in lists {
        totals.push(total(app, list).await);
    }
    assert_eq!(totals, expected, "totals of {lists:?}");
    for (list, table, extra) in [
        ("contacts", "contacts", "1 = 1"),
        ("profiles", "profiles", "1 = 1"),
        ("opportunities", "opportunities", "1 = 1"),
        ("mortgages", "financial_products", "product_type = 'Mortgage'"),
    ] {
        let rows = counted(app, table, extra).await;
        assert_eq!(total(app, list).await, rows, "{list}: total against COUNT(*) (one organisation)");
    }
}

#[tokio::test]
async fn totals_stay_exact_across_creates_archiving_restoring_and_deletes() {
    let app = spawn_app().await;
    assert_exact(&app, [0, 0, 0, 0]).await;

    let profile = id(&app.create("/api/v1/profiles", json!({"name": "Ngata Household"})).await);
    let person = id(&app
        .create(
            "/api/v1/contacts/person",
            json!({"firstName": "Aroha", "lastName": "Ngata", "profileId": profile}),
        )
        .await);
    // A contact without a profile gets a profile of its own: two totals move in one write.
    app.create("/api/v1/contacts/company", json!({"companyName": "Ngata Holdings Ltd"})).await;
    let pipeline = app.data("/api/v1/pipelines").await["items"][1]["id"].clone();
    let opportunity = id(&app
        .create(
            "/api/v1/opportunities",
            json!({"name": "Review", "pipelineId": pipeline, "profileId": profile}),
        )
        .await);
    app.create(
        "/api/v1/mortgages",
        json!({"profileId": profile, "lender": "ASB", "ownerContactIds": [person]}),
    )
    .await;
    app.create(
        "/api/v1/kiwisavers",
        json!({"profileId": profile, "contactId": person, "provider": "Milford"}),
    )
    .await;
    assert_exact(&app, [2, 2, 1, 1]).await;

    // Archived records stay in their lists.
    for (path, body) in [
        (format!("/api/v1/contacts/{person}/person"), json!({"IsArchived": true})),
        (format!("/api/v1/profiles/{profile}"), json!({"IsArchived": true})),
        (format!("/api/v1/opportunities/{opportunity}"), json!({"IsArchived": true})),
    ] {
        let reply = app.patch(&path, &body).await;
        assert_eq!(reply.status, 200, "PATCH {path}: {}", reply.body);
    }
    assert_exact(&app, [2, 2, 1, 1]).await;
    for (path, body) in [
        (format!("/api/v1/profiles/{profile}"), json!({"IsArchived": false})),
        (format!("/api/v1/contacts/{person}/person"), json!({"IsArchived": false})),
    ] {
        let reply = app.patch(&path, &body).await;
        assert_eq!(reply.status, 200, "PATCH {path}: {}", reply.body);
    }
    assert_exact(&app, [2, 2, 1, 1]).await;

    // The API deletes none of these; rows deleted underneath it (an operator, a cascade) are
    // counted down by the same triggers.
    let db = app.db.single_statement();
    db.execute_unprepared("DELETE FROM notes").await.unwrap();
    db.execute_unprepared("DELETE FROM opportunities").await.unwrap();
    db.execute_unprepared("DELETE FROM financial_product_owners").await.unwrap();
    db.execute_unprepared("DELETE FROM financial_products WHERE product_type = 'Mortgage'").await.unwrap();
    assert_exact(&app, [2, 2, 0, 0]).await;
    assert_eq!(total(&app, "kiwisavers").await, 1, "other product types keep their own totals");

    // Another organisation's records never move this one's totals.
    let other = app.other_tenant().await;
    let reply = app.post_as(&other.key, "/api/v1/profiles", &json!({"name": "Elsewhere"})).await;
    assert_eq!(reply.status, 201);
    assert_eq!(total(&app, "profiles").await, 2);
}

#[tokio::test]
async fn totals_stay_exact_under_concurrent_writes() {
    let app = spawn_app().await;
    let creates = (0..24).map(|n| {
        let body = json!({"firstName": format!("Member{n}"), "lastName": "Busy"});
        let app = &app;
        async move { app.post("/api/v1/contacts/person", &body).await.status }
    });
    let statuses = futures_util::future::join_all(creates).await;
    let created = statuses.iter().filter(|status| status.as_u16() == 201).count() as u64;
    assert!(created > 0, "{statuses:?}");
    // Each contact without a profile got a profile of its own, in the same write.
    assert_exact(&app, [created, created, 0, 0]).await;
}
