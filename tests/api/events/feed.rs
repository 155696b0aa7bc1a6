//! The feed: filters, bad filter values, ordering under concurrent writers, retention.

use std::sync::atomic::{AtomicBool, Ordering};

use advisory_crm::{entity::event, service::events};
use futures_util::future::join_all;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};

use super::{all_events, events_after};
use crate::{contacts::person, helpers::spawn_app};

#[tokio::test]
async fn events_are_filtered_by_type_resource_and_position() {
    let app = spawn_app().await;
    let aroha = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let first = all_events(&app).await.pop().unwrap();
    app.create("/api/v1/contacts/person", person("Wiremu", "Ngata")).await;
    let path = format!("/api/v1/contacts/{}/person", aroha["id"].as_str().unwrap());
    assert_eq!(app.patch(&path, &json!({"email": "aroha@example.co.nz"})).await.status, 200);

    let types = |events: &Value| -> Vec<String> {
        events["items"].as_array().unwrap().iter().map(|e| e["type"].as_str().unwrap().to_string()).collect()
    };
    let all = app.data("/api/v1/events").await;
    assert_eq!(
        types(&all),
        ["profile.created", "contact.created", "profile.created", "contact.created", "contact.updated"]
    );
    assert_eq!(
        types(&app.data("/api/v1/events?type=contact.created").await),
        ["contact.created", "contact.created"]
    );
    assert_eq!(
        types(&app.data("/api/v1/events?resourceType=profile").await),
        ["profile.created", "profile.created"]
    );
    let of_aroha = app.data(&format!("/api/v1/events?resourceId={}", aroha["id"].as_str().unwrap())).await;
    assert_eq!(types(&of_aroha), ["contact.created", "contact.updated"]);
    let after = events_after(&app, Some(&first)).await;
    assert_eq!(after.len(), 3);
    let page = app.data("/api/v1/events?pageSize=2&page=2").await;
    assert_eq!((page["totalItems"].as_u64(), types(&page).len()), (Some(5), 2));
}

#[tokio::test]
async fn unknown_filter_values_are_400s_naming_the_parameter() {
    let app = spawn_app().await;
    for (query, field) in [
        ("type=contact.deleted", "type"),
        ("resourceType=household", "resourceType"),
        ("resourceId=42", "resourceId"),
        ("after=not-an-id", "after"),
        ("pageSize=501", "pageSize"),
    ] {
        let reply = app.get(&format!("/api/v1/events?{query}")).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), [field], "{query}: {}", reply.body);
    }
    let unknown = uuid::Uuid::now_v7();
    let reply = app.get(&format!("/api/v1/events?after={unknown}")).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["after"]);
    app.get(&format!("/api/v1/events/{unknown}")).await.assert_error(404, "not_found");
}

/// Writers commit in any order while a reader follows the feed with `after`: the reader sees
/// every event exactly once, in the order of the full list.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_reader_following_with_after_sees_every_event_once_while_writers_commit() {
    let app = spawn_app().await;
    let done = AtomicBool::new(false);
    let writers = async {
        let bodies: Vec<Value> = (0..40).map(|n| person(&format!("Writer{n}"), "Busy")).collect();
        let creates = bodies.iter().map(|body| app.post("/api/v1/contacts/person", body));
        for reply in join_all(creates).await {
            assert_eq!(reply.status, 201, "{}", reply.body);
        }
        done.store(true, Ordering::SeqCst);
    };
    let reader = async {
        let mut seen: Vec<Value> = Vec::new();
        loop {
            let finished = done.load(Ordering::SeqCst);
            let batch = events_after(&app, seen.last()).await;
            seen.extend(batch);
            if finished {
                break seen;
            }
            tokio::task::yield_now().await;
        }
    };
    let ((), seen) = tokio::join!(writers, reader);
    let ids = |events: &[Value]| -> Vec<String> {
        events.iter().map(|e| e["id"].as_str().unwrap().to_string()).collect()
    };
    let everything = all_events(&app).await;
    assert_eq!(everything.len(), 80, "a contact and its profile each");
    assert_eq!(ids(&seen), ids(&everything), "every event once, in feed order");
}

#[tokio::test]
async fn events_past_their_retention_are_purged() {
    let app = spawn_app().await;
    app.create("/api/v1/contacts/person", person("Old", "Client")).await;
    let old: Vec<Value> = all_events(&app).await;
    app.create("/api/v1/contacts/person", person("New", "Client")).await;
    let old_ids: Vec<uuid::Uuid> = old.iter().map(|e| e["id"].as_str().unwrap().parse().unwrap()).collect();
    let days_ago = |days: i64| chrono::Utc::now().timestamp() - days * 86_400;
    event::Entity::update_many()
        // An hour short of 31 days: a slow run must not carry them past the boundary.
        .col_expr(event::Column::OccurredAtUnix, Expr::value(days_ago(31) + 3_600))
        .filter(event::Column::Id.is_in(old_ids.clone()))
        .exec(app.db.single_statement())
        .await
        .unwrap();

    assert_eq!(events::purge_older_than(&app.db, 31).await.unwrap(), 0, "31 days are kept");
    assert_eq!(events::purge_older_than(&app.db, 30).await.unwrap(), 2);
    let left = all_events(&app).await;
    assert_eq!(left.len(), 2);
    assert!(left.iter().all(|e| !old_ids.contains(&e["id"].as_str().unwrap().parse().unwrap())));
    let reply = app.get(&format!("/api/v1/events/{}", old_ids[0])).await;
    reply.assert_error(404, "not_found");
}
