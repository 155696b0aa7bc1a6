//! A batch whose transaction dies mid-way (PostgreSQL restarted under it) is run again whole
//! once the database is back: every item lands once, with one event each.

use std::time::{Duration, Instant};

use sea_orm::{ConnectionTrait, TransactionTrait};
use serde_json::{Value, json};

use super::results;
use crate::{
    database_failures::restart_under_a_waiting_request,
    helpers::{postgres_only, spawn_app},
};

#[tokio::test]
async fn a_batch_whose_connection_is_killed_mid_way_is_run_again_whole() {
    if !postgres_only() {
        return;
    }
    let app = spawn_app().await;
    let mut ids = Vec::new();
    for name in ["Ngata", "Walker", "Parata"] {
        ids.push(
            app.create("/api/v1/profiles", json!({"name": name})).await["id"].as_str().unwrap().to_string(),
        );
    }

    // Hold the second profile's row, so the batch waits inside its transaction after writing
    // the first; then terminate the server's connections, as a restart would.
    let locker = sea_orm::Database::connect(&app.database.url).await.unwrap();
    let txn = locker.begin().await.unwrap();
    txn.execute_unprepared(&format!("SELECT id FROM profiles WHERE id = '{}' FOR UPDATE", ids[1]))
        .await
        .unwrap();
    let terminate_then_release = restart_under_a_waiting_request(txn);
    let items: Vec<Value> = ids.iter().map(|id| json!({"id": id, "profileRank": "A"})).collect();
    let started = Instant::now();
    let (results, ()) = tokio::join!(
        results(&app, "/profiles/batch/update", json!({"items": items})),
        terminate_then_release
    );
    assert!(started.elapsed() < Duration::from_secs(10), "the batch took {:?}", started.elapsed());
    assert!(results.iter().all(|r| r["status"] == 200 && r["action"] == "updated"), "{results:?}");
    for id in &ids {
        assert_eq!(app.data(&format!("/api/v1/profiles/{id}")).await["profileRank"], "A");
        let events = app.data(&format!("/api/v1/events?resourceId={id}")).await;
        let updates = events["items"].as_array().unwrap().iter().filter(|e| e["type"] == "profile.updated");
        assert_eq!(updates.count(), 1, "{id}: {events}");
    }
}
