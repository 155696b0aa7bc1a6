//! The access log: one entry per response carrying people's or households' records, found by
//! contact, profile or key at `GET /audit/access` (scope `audit:read`); never across
//! organisations; writes' entries commit with the write; reads are served while the log cannot
//! be written; retention; a killed process loses at most the last second of reads.

use std::time::Duration;

use advisory_crm::{
    db::{Database, MigrationPolicy},
    service::access_log::{self, AccessFilter, retention},
    types::{PageRequest, Scope, Scopes},
};
use chrono::Utc;
use serde_json::{Value, json};
use uuid::Uuid;

use crate::{
    helpers::{TestApp, TestDatabase, create_tenant, on_postgres, spawn_app},
    scopes::scoped_key,
    server_process::{Server, get, post},
};

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

/// The entries `query` (`contactId=…`) finds, as the auditor's key sees them.
async fn entries(app: &TestApp, auditor: &str, query: &str) -> Vec<Value> {
    let reply = app.get_as(auditor, &format!("/api/v1/audit/access?{query}")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"]["items"].as_array().unwrap().clone()
}

fn ids(entry: &Value, field: &str) -> Vec<String> {
    entry[field].as_array().unwrap().iter().map(|id| id.as_str().unwrap().to_string()).collect()
}

async fn auditor(app: &TestApp) -> String {
    scoped_key(app, Scopes::of([Scope::AuditRead])).await
}

#[tokio::test]
async fn a_read_by_a_key_is_found_by_its_contact_and_by_the_key() {
    let app = spawn_app().await;
    let auditor = auditor(&app).await;
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Aroha", "lastName": "Tane"})).await;
    let reader = scoped_key(&app, Scopes::of([Scope::ContactsRead])).await;
    let read = app.get_as(&reader, &format!("/api/v1/contacts/{}", id(&contact))).await;
    assert_eq!(read.status, 200);

    let by_contact = entries(&app, &auditor, &format!("contactId={}", id(&contact))).await;
    let reads: Vec<&Value> = by_contact.iter().filter(|entry| entry["operationId"] == "getContact").collect();
    assert_eq!(reads.len(), 1, "{by_contact:?}");
    let entry = reads[0];
    assert_eq!(ids(entry, "contactIds"), [id(&contact)]);
    assert_eq!(entry["accessor"]["type"], "apiKey");
    assert_eq!(entry["accessor"]["memberId"], app.tenant.manager_id.to_string());
    assert!(entry["requestId"].as_str().is_some_and(|id| !id.is_empty()));
    let key_id = entry["accessor"]["keyId"].as_str().unwrap().to_string();

    let by_key = entries(&app, &auditor, &format!("keyId={key_id}")).await;
    assert_eq!(by_key.len(), 1, "the reader key made one read: {by_key:?}");
    assert_eq!(by_key[0]["id"], entry["id"]);
    // The creation (another key) is the contact's other entry, written with the write.
    assert!(by_contact.iter().any(|entry| entry["operationId"] == "createPersonContact"));
    assert!(by_contact.iter().all(|entry| entry["accessor"]["keyId"] != json!(null)));

    // A time window: nothing before the contact existed.
    let before =
        entries(&app, &auditor, &format!("contactId={}&until=2020-01-01T00:00:00Z", id(&contact))).await;
    assert!(before.is_empty());
    // The look-up needs audit:read.
    app.get("/api/v1/audit/access").await.assert_error(403, "insufficient_scope");
    let reply = app
        .get_as(&auditor, "/api/v1/audit/access?since=2026-01-02T00:00:00Z&until=2026-01-01T00:00:00Z")
        .await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["until"]);
}

#[tokio::test]
async fn a_500_item_page_is_one_entry_holding_its_500_contacts_found_by_each() {
    let app = spawn_app().await;
    let auditor = auditor(&app).await;
    for batch in 0..5 {
        let items: Vec<Value> = (0..100)
            .map(|n| json!({"contactType": "Person", "firstName": format!("Tama{batch}{n}"), "lastName": "Rangi"}))
            .collect();
        let made = app.post("/api/v1/contacts/batch/create", &json!({"items": items})).await;
        assert_eq!(made.status, 200, "{}", made.body);
    }
    let reader = scoped_key(&app, Scopes::of([Scope::ContactsRead])).await;
    let page = app.get_as(&reader, "/api/v1/contacts?pageSize=500").await;
    assert_eq!(page.status, 200);
    let listed: Vec<String> = page.body["data"]["items"].as_array().unwrap().iter().map(id).collect();
    assert_eq!(listed.len(), 500);

    let key_id = {
        let by_first = entries(&app, &auditor, &format!("contactId={}", listed[0])).await;
        let read = by_first.iter().find(|entry| entry["operationId"] == "listContacts").unwrap();
        let mut held = ids(read, "contactIds");
        held.sort();
        let mut expected = listed.clone();
        expected.sort();
        assert_eq!(held, expected, "the page's entry holds exactly its 500 contacts");
        read["accessor"]["keyId"].as_str().unwrap().to_string()
    };
    for contact in &listed {
        let found = entries(&app, &auditor, &format!("contactId={contact}&keyId={key_id}")).await;
        assert_eq!(found.len(), 1, "contact {contact}: {found:?}");
    }
}

#[tokio::test]
async fn searches_batches_the_events_feed_and_history_reads_are_entries() {
    let app = spawn_app().await;
    let auditor = auditor(&app).await;
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Wiremu", "lastName": "Kereama"})).await;
    let reader = scoped_key(&app, Scopes::of([Scope::ContactsRead])).await;
    let everything = scoped_key(&app, Scopes::of(Scope::ALL)).await;
    for path in [
        "/api/v1/contacts/search?searchString=Kereama".to_string(),
        format!("/api/v1/contacts/{}/history", id(&contact)),
    ] {
        let reply = app.get_as(&reader, &path).await;
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    }
    let batch = app.post_as(&reader, "/api/v1/contacts/batch/read", &json!({"ids": [id(&contact)]})).await;
    assert_eq!(batch.status, 200, "{}", batch.body);
    assert_eq!(app.get_as(&everything, "/api/v1/events").await.status, 200);

    let found = entries(&app, &auditor, &format!("contactId={}", id(&contact))).await;
    let mut operations: Vec<&str> =
        found.iter().map(|entry| entry["operationId"].as_str().unwrap()).collect();
    operations.sort();
    assert_eq!(
        operations,
        ["batchReadContacts", "createPersonContact", "getContactHistory", "listEvents", "searchContacts"]
    );
}

#[tokio::test]
async fn a_write_is_one_entry_committed_with_it() {
    let app = spawn_app().await;
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Hine", "lastName": "Moana"})).await;
    let reply = app
        .patch(&format!("/api/v1/contacts/{}/person", id(&contact)), &json!({"firstName": "Hinemoa"}))
        .await;
    assert_eq!(reply.status, 200);
    // Read straight from the table, with nothing flushed: the writes' entries are there.
    let contact_id: Uuid = id(&contact).parse().unwrap();
    let filter = AccessFilter { contact_id: Some(contact_id), ..Default::default() };
    let (rows, _) = access_log::list(&app.db, app.tenant.id, &filter, PageRequest::new(1, 50)).await.unwrap();
    let operations: Vec<Option<&str>> = rows.iter().map(|row| row.operation_id.as_deref()).collect();
    assert_eq!(
        operations,
        [Some("updatePersonContact"), Some("createPersonContact")],
        "one each, none twice"
    );
}

/// SQLite: a write's entry is indexed by the buffer's next flush, with no look-up asking.
#[tokio::test]
async fn a_writes_entry_is_indexed_within_a_flush() {
    let app = spawn_app().await;
    if on_postgres() {
        return;
    }
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Aroha", "lastName": "Nui"})).await;
    let contact_id: Uuid = id(&contact).parse().unwrap();
    let token = advisory_crm::db::access_log::sqlite_token('c', contact_id);
    let indexed = sea_orm::Statement::from_sql_and_values(
        sea_orm::DbBackend::Sqlite,
        "SELECT count(*) AS n FROM access_log_subjects WHERE access_log_subjects MATCH ?",
        [format!("\"{token}\"").into()],
    );
    tokio::time::sleep(advisory_crm::db::access_log::FLUSH_EVERY * 3).await;
    let found: Vec<i64> = advisory_crm::db::Reads::rows(&app.db, indexed).await.unwrap();
    assert_eq!(found, [1], "the creation's entry is in the index");
}

#[tokio::test]
async fn another_organisations_reads_never_appear_in_either_direction() {
    let app = spawn_app().await;
    let auditor = auditor(&app).await;
    let ours = app.create("/api/v1/contacts/person", json!({"firstName": "Ana", "lastName": "Ours"})).await;
    let other = app.other_tenant().await;
    let theirs = app
        .post_as(&other.key, "/api/v1/contacts/person", &json!({"firstName": "Ben", "lastName": "Theirs"}))
        .await
        .body["data"]
        .clone();
    assert_eq!(app.get_as(&other.key, &format!("/api/v1/contacts/{}", id(&theirs))).await.status, 200);
    // Their key reading our contact is a 404, and no entry.
    assert_eq!(app.get_as(&other.key, &format!("/api/v1/contacts/{}", id(&ours))).await.status, 404);

    assert!(entries(&app, &auditor, &format!("contactId={}", id(&theirs))).await.is_empty());
    let ours_seen = entries(&app, &auditor, &format!("contactId={}", id(&ours))).await;
    assert_eq!(ours_seen.len(), 1, "only our own creation: {ours_seen:?}");
    let all: Vec<Value> = entries(&app, &auditor, "pageSize=500").await;
    assert!(all.iter().all(|entry| !ids(entry, "contactIds").contains(&id(&theirs))));

    let their_auditor = {
        use advisory_crm::service::keys::{self, NewKey};
        let new = NewKey {
            organisation_id: other.id,
            member_email: None,
            sandbox: false,
            allowed_cidrs: vec!["127.0.0.0/8".parse().unwrap(), "::1/128".parse().unwrap()],
            expires_in_days: None,
            scopes: Some(Scopes::of([Scope::AuditRead])),
        };
        keys::create(&app.db, new).await.unwrap().1
    };
    assert!(entries(&app, &their_auditor, &format!("contactId={}", id(&ours))).await.is_empty());
    let our_key = ours_seen[0]["accessor"]["keyId"].as_str().unwrap();
    assert!(entries(&app, &their_auditor, &format!("keyId={our_key}")).await.is_empty());
}

/// On either database: the table renamed away, as a stand-in for a full disk.
async fn rename_access_log(db: &Database, from: &str, to: &str) {
    use sea_orm::ConnectionTrait;
    let sql = format!("ALTER TABLE {from} RENAME TO {to}");
    db.single_statement().execute_unprepared(&sql).await.unwrap();
}

#[tokio::test]
async fn reads_are_served_while_the_log_cannot_be_written_and_their_entries_wait() {
    let app = spawn_app().await;
    let auditor = auditor(&app).await;
    let contact = app.create("/api/v1/contacts/person", json!({"firstName": "Rua", "lastName": "Awa"})).await;
    rename_access_log(&app.db, "access_log", "access_log_away").await;
    for _ in 0..3 {
        assert_eq!(app.get(&format!("/api/v1/contacts/{}", id(&contact))).await.status, 200);
    }
    assert!(app.db.access_log().flush().await.is_err());
    let status = app.db.access_log().status();
    assert_eq!(status.buffered, 3, "{status:?}");
    assert!(status.write_failures >= 1);
    let metrics = app.metrics.get("/metrics").send().await.0.into_body().into_string().await.unwrap();
    assert!(metrics.contains("crm_access_log_buffered 3"), "{metrics}");
    assert!(
        metrics
            .lines()
            .any(|line| line.starts_with("crm_access_log_write_failures_total ") && !line.ends_with(" 0"))
    );

    rename_access_log(&app.db, "access_log_away", "access_log").await;
    let found = entries(&app, &auditor, &format!("contactId={}", id(&contact))).await;
    assert_eq!(found.iter().filter(|entry| entry["operationId"] == "getContact").count(), 3);
    assert_eq!(app.db.access_log().status().buffered, 0);
}

#[tokio::test]
async fn retention_removes_only_entries_past_their_age() {
    let app = spawn_app().await;
    let contact = app.create("/api/v1/contacts/person", json!({"firstName": "Kiri", "lastName": "Te"})).await;
    let now = Utc::now();
    // PostgreSQL: this month's partition made first (as the server does at start), so the read
    // lands in it and retention drops it whole.
    retention::prepare_partitions(&app.db, now).await.unwrap();
    assert_eq!(app.get(&format!("/api/v1/contacts/{}", id(&contact))).await.status, 200);
    app.db.access_log().flush().await.unwrap();
    let count = || async {
        let filter = AccessFilter { contact_id: Some(id(&contact).parse().unwrap()), ..Default::default() };
        access_log::list(&app.db, app.tenant.id, &filter, PageRequest::new(1, 50)).await.unwrap().1.total
    };
    assert_eq!(count().await, 2, "the creation and the read");

    let days = 2557;
    // A day short of the retention after the month ends: kept.
    let month_end = now + chrono::Duration::days(31);
    let purged =
        retention::purge(&app.db, days, now + chrono::Duration::days(i64::from(days) - 1)).await.unwrap();
    assert_eq!(purged, Default::default());
    assert_eq!(count().await, 2);
    let purged = retention::purge(&app.db, days, month_end + chrono::Duration::days(i64::from(days) + 1))
        .await
        .unwrap();
    assert_eq!(count().await, 0, "{purged:?}");
    if on_postgres() {
        assert!(purged.partitions >= 1, "the month's partition is dropped whole: {purged:?}");
    } else {
        assert_eq!(purged.entries, 2);
    }

    // SQLite gives the deleted entries' `seq` again: the next entry is still indexed and found,
    // and the FTS5 index stays whole.
    assert_eq!(app.get(&format!("/api/v1/contacts/{}", id(&contact))).await.status, 200);
    app.db.access_log().flush().await.unwrap();
    assert_eq!(count().await, 1, "a read after the purge is found");
    if !on_postgres() {
        let check = sea_orm::Statement::from_string(
            sea_orm::DbBackend::Sqlite,
            "INSERT INTO access_log_subjects (access_log_subjects) VALUES ('integrity-check')",
        );
        sea_orm::ConnectionTrait::execute_raw(app.db.single_statement(), check)
            .await
            .expect("the FTS5 index is whole");
    }
}

/// A process killed (SIGKILL) loses no write's entry, and of reads only those of its last second.
#[tokio::test]
async fn a_killed_process_loses_at_most_its_last_second_of_reads() {
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Rimu Advice Ltd", "mere.manager@rimu.co.nz").await;
    let server = Server::start(&database.url, &[]);
    server.wait_until_up().await;
    let body = r#"{"firstName": "Tui", "lastName": "Kahu"}"#;
    let (status, created) = post(server.port, "/api/v1/contacts/person", &tenant.key, body).await.unwrap();
    assert_eq!(status, 201, "{created}");
    let contact: Value = serde_json::from_str(&created).unwrap();
    let path = format!("/api/v1/contacts/{}", contact["data"]["id"].as_str().unwrap());
    assert_eq!(get(server.port, &path, &tenant.key).await.unwrap().0, 200);
    // Past the buffer's second: the read is written.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(get(server.port, &path, &tenant.key).await.unwrap().0, 200);
    // Killed at once after the last read: its entry may be lost, nothing else.
    let _ = std::process::Command::new("kill").args(["-9", &server.pid().to_string()]).status();
    server.stop();

    let filter = AccessFilter {
        contact_id: Some(contact["data"]["id"].as_str().unwrap().parse().unwrap()),
        ..Default::default()
    };
    let (rows, _) = access_log::list(&db, tenant.id, &filter, PageRequest::new(1, 50)).await.unwrap();
    let operations: Vec<&str> = rows.iter().filter_map(|row| row.operation_id.as_deref()).collect();
    assert!(
        operations == ["getContact", "createPersonContact"]
            || operations == ["getContact", "getContact", "createPersonContact"],
        "the write's and the first read's entries survive: {operations:?}"
    );
}
