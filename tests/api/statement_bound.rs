//! The bound on one statement (`DATABASE_STATEMENT_TIMEOUT_MS`): a statement running past it is
//! stopped, the request answers 503 `query_timeout` with `Retry-After` and names no SQL, a
//! write changes nothing, and the database is not taken for down: the next request is served.

use sea_orm::{ConnectionTrait, TransactionTrait};
use serde_json::json;

use crate::helpers::{Reply, TestApp, on_postgres, spawn_app_with};

#[track_caller]
fn assert_stopped(reply: &Reply) {
    reply.assert_error(503, "query_timeout");
    assert_eq!(reply.header("retry-after"), Some("5"));
    let message = reply.body["message"].as_str().unwrap();
    for leak in ["SELECT", "UPDATE", "57014", "statement_timeout", "interrupt"] {
        assert!(!message.contains(leak), "{message}");
    }
}

/// Another organisation's request, and this one's on other tables, are served at once.
async fn still_served(app: &TestApp) {
    let members = app.get("/api/v1/members").await;
    assert_eq!(members.status, 200, "{}", members.body);
    let ready = crate::helpers::send(app.client.get("/readyz")).await;
    assert_eq!(ready.status, 200, "the database is not marked down: {}", ready.body);
}

#[tokio::test]
async fn a_statement_past_the_bound_is_stopped_and_answers_503() {
    if on_postgres() {
        // A statement waiting on a lock the test holds runs as long as the test likes.
        let app = spawn_app_with(&[("DATABASE_STATEMENT_TIMEOUT_MS", "300")]).await;
        let contact =
            app.create("/api/v1/contacts/person", json!({"firstName": "Mere", "lastName": "Ngata"})).await;
        let path = format!("/api/v1/contacts/{}", contact["id"].as_str().unwrap());
        let holder = sea_orm::Database::connect(app.database.url.as_str()).await.unwrap();
        let lock = holder.begin().await.unwrap();
        lock.execute_unprepared("LOCK TABLE contacts IN ACCESS EXCLUSIVE MODE").await.unwrap();

        assert_stopped(&app.get(&path).await);
        assert_stopped(&app.patch(&format!("{path}/person"), &json!({"firstName": "Changed"})).await);
        still_served(&app).await;

        lock.rollback().await.unwrap();
        let read = app.data(&path).await;
        assert_eq!(read["firstName"], "Mere", "the stopped write changed nothing");
    } else {
        // SQLite readers never wait on a lock: a 500-contact page is work enough for 1 ms.
        let app = spawn_app_with(&[("DATABASE_STATEMENT_TIMEOUT_MS", "1")]).await;
        let advisers = advisory_crm::service::members::advisers(&app.db, app.tenant.id).await.unwrap();
        advisory_crm::seed::demo::seed_profiles(&app.db, app.tenant.id, advisers, 600).await.unwrap();

        assert_stopped(&app.get("/api/v1/contacts?pageSize=500").await);
        still_served(&app).await;
    }
}
