//! The field history's hash chain: an untouched organisation verifies; changing any one sealed
//! entry's value, time or actor with SQL, or deleting one, makes verification name it; the
//! check needs `audit:read`, which no key holds unless issued with it.

use advisory_crm::{
    entity::field_history,
    service::history::chain,
    types::{Scope, Scopes},
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, sea_query::Expr};
use serde_json::{Value, json};

use crate::{
    cli::run,
    helpers::{TestApp, spawn_app},
    scopes::scoped_key,
};

/// An organisation with a contact changed twice, sealed; an `audit:read` key.
async fn sealed_history(app: &TestApp) -> String {
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Mere", "lastName": "Parata"})).await;
    let path = format!("/api/v1/contacts/{}/person", contact["id"].as_str().unwrap());
    for name in ["Mereana", "Meri"] {
        assert_eq!(app.patch(&path, &json!({"firstName": name})).await.status, 200);
    }
    assert!(chain::seal_all(&app.db).await.unwrap() > 3);
    scoped_key(app, Scopes::of([Scope::AuditRead])).await
}

async fn verification(app: &TestApp, key: &str) -> Value {
    let reply = app.get_as(key, "/api/v1/audit/verify").await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].clone()
}

/// The sealed entries of the tenant, in chain order.
async fn entries(app: &TestApp) -> Vec<field_history::Model> {
    use advisory_crm::db::Reads;
    let query = field_history::Entity::find()
        .filter(field_history::Column::OrganisationId.eq(app.tenant.id))
        .order_by_asc(field_history::Column::ChainPosition);
    app.db.all(query).await.unwrap()
}

/// Runs one UPDATE of the entry `id` with SQL, as someone with the database's password could.
async fn tamper(app: &TestApp, id: uuid::Uuid, column: field_history::Column, value: sea_orm::Value) {
    app.db
        .write_statement(|conn| {
            let value = value.clone();
            async move {
                field_history::Entity::update_many()
                    .col_expr(column, Expr::value(value))
                    .filter(field_history::Column::Id.eq(id))
                    .exec(&conn)
                    .await
            }
        })
        .await
        .unwrap();
}

#[tokio::test]
async fn an_untouched_history_verifies_and_needs_audit_read() {
    let app = spawn_app().await;
    let key = sealed_history(&app).await;
    // Another organisation's entries are in a chain of its own.
    let other = app.other_tenant().await;
    let theirs = app
        .post_as(&other.key, "/api/v1/contacts/person", &json!({"firstName": "Tama", "lastName": "Rewi"}))
        .await;
    assert_eq!(theirs.status, 201);
    chain::seal_all(&app.db).await.unwrap();
    let found = verification(&app, &key).await;
    assert_eq!(found["verified"], true, "{found}");
    assert_eq!(found["entriesChecked"].as_u64().unwrap() as usize, entries(&app).await.len());
    assert_eq!(found["firstMismatch"], Value::Null);
    // A key issued before `audit:read` existed (or without it) may not verify.
    app.get("/api/v1/audit/verify").await.assert_error(403, "insufficient_scope");

    let (ok, out, err) = run(&app.database.url, &["audit", "verify", "--org", &app.tenant.id.to_string()]);
    assert!(ok && out.contains("verified"), "{out}{err}");
}

#[tokio::test]
async fn changing_a_value_a_time_or_an_actor_or_deleting_an_entry_is_named() {
    let app = spawn_app().await;
    let key = sealed_history(&app).await;
    let sealed = entries(&app).await;
    let target = &sealed[2];
    let position = target.chain_position.unwrap();
    let changes: [(field_history::Column, sea_orm::Value); 3] = [
        (field_history::Column::NewValue, Some("\"Someone else\"".to_string()).into()),
        (field_history::Column::ChangedAt, (target.changed_at + chrono::Duration::hours(1)).into()),
        (field_history::Column::ActorType, "system".into()),
    ];
    for (column, value) in changes {
        tamper(&app, target.id, column, value).await;
        let found = verification(&app, &key).await;
        assert_eq!(found["verified"], false, "{column:?}: {found}");
        assert_eq!(found["firstMismatch"]["position"], position, "{column:?}: {found}");
        assert_eq!(found["firstMismatch"]["entryId"], target.id.to_string(), "{column:?}");
        let (ok, out, _) = run(&app.database.url, &["audit", "verify", "--org", &app.tenant.id.to_string()]);
        assert!(!ok && out.contains(&target.id.to_string()), "{out}");
        // Put back exactly as sealed: it verifies again.
        let original: sea_orm::Value = match column {
            field_history::Column::NewValue => target.new_value.clone().into(),
            field_history::Column::ChangedAt => target.changed_at.into(),
            _ => target.actor_type.clone().into(),
        };
        tamper(&app, target.id, column, original).await;
        assert_eq!(verification(&app, &key).await["verified"], true, "{column:?} restored");
    }

    app.db
        .write_statement(
            |conn| async move { field_history::Entity::delete_by_id(target.id).exec(&conn).await },
        )
        .await
        .unwrap();
    let found = verification(&app, &key).await;
    assert_eq!(found["verified"], false);
    assert_eq!(found["firstMismatch"]["position"], position);
    assert_eq!(found["firstMismatch"]["entryId"], Value::Null, "a missing entry: {found}");
}

/// Two server processes on one database, written to at once, both sealing every second: every
/// entry ends up in the organisation's one chain, which verifies.
#[tokio::test]
async fn two_servers_seal_one_chain_that_verifies() {
    use advisory_crm::{
        db::{Database, MigrationPolicy, Reads},
        service::keys::{self, NewKey},
    };

    use crate::{
        helpers::{LOOPBACK, TestDatabase, create_tenant},
        server_process::{Server, get, post},
    };

    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let auditor = NewKey {
        organisation_id: tenant.id,
        member_email: None,
        sandbox: false,
        allowed_cidrs: LOOPBACK.iter().map(|net| net.parse().unwrap()).collect(),
        expires_in_days: None,
        scopes: Some(Scopes::of([Scope::AuditRead])),
    };
    let auditor = keys::create(&db, auditor).await.unwrap().1;
    let servers = [Server::start(&database.url, &[]), Server::start(&database.url, &[])];
    for server in &servers {
        server.wait_until_up().await;
    }
    let writes = (0..20).map(|n| {
        let (port, key) = (servers[n % 2].port, tenant.key.clone());
        async move {
            let body = format!(r#"{{"firstName": "Aroha{n}", "lastName": "Ngata"}}"#);
            post(port, "/api/v1/contacts/person", &key, &body).await.map(|(status, _)| status)
        }
    });
    let statuses = futures_util::future::join_all(writes).await;
    assert!(statuses.iter().all(|status| *status == Some(201)), "{statuses:?}");

    let written = db
        .count(field_history::Entity::find().filter(field_history::Column::OrganisationId.eq(tenant.id)))
        .await
        .unwrap();
    // Sealing runs every second on each server; the margin is for a slow, shared machine.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let (status, body) = get(servers[1].port, "/api/v1/audit/verify", &auditor).await.unwrap();
        assert_eq!(status, 200, "{body}");
        let found: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(found["data"]["verified"], true, "{found}");
        if found["data"]["entriesUnsealed"] == 0 {
            assert_eq!(found["data"]["entriesChecked"], written, "{found}");
            break;
        }
        assert!(std::time::Instant::now() < deadline, "still unsealed: {found}");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
}

async fn person(app: &TestApp, first: &str) -> String {
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": first, "lastName": "Parata"})).await;
    contact["id"].as_str().unwrap().to_string()
}

async fn archive(app: &TestApp, id: &str) {
    let reply = app.patch(&format!("/api/v1/contacts/{id}/person"), &json!({"IsArchived": true})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}

async fn contact_history(app: &TestApp, id: &str) -> Vec<Value> {
    app.get(&format!("/api/v1/contacts/{id}/history")).await.body["data"]["items"].as_array().unwrap().clone()
}

/// Retention, with a clock the test sets: only entries past their age whose record has been
/// archived as long go (values erased, then the entries removed, each run leaving a checkpoint);
/// a live record keeps its whole history, and the chain still verifies across the gaps.
#[tokio::test]
async fn retention_removes_only_old_entries_of_records_archived_as_long() {
    use advisory_crm::service::history::retention;

    let app = spawn_app().await;
    let archived = person(&app, "Mere").await;
    archive(&app, &archived).await;
    let live = person(&app, "Hemi").await;
    // Archived only now, though its first entries are ten days old.
    let lately = person(&app, "Aroha").await;
    let ten_days_ago = chrono::Utc::now() - chrono::Duration::days(10);
    app.db
        .write_statement(|conn| {
            let lately: uuid::Uuid = lately.parse().unwrap();
            async move {
                field_history::Entity::update_many()
                    .col_expr(field_history::Column::ChangedAt, Expr::value(ten_days_ago))
                    .filter(field_history::Column::ResourceId.eq(lately))
                    .exec(&conn)
                    .await
            }
        })
        .await
        .unwrap();
    archive(&app, &lately).await;
    chain::seal_all(&app.db).await.unwrap();
    let key = scoped_key(&app, Scopes::of([Scope::AuditRead])).await;
    let before = entries(&app).await.len();

    // Five days' retention today: the entries of `lately` are old enough, but it was archived
    // today; nothing goes.
    let now = chrono::Utc::now();
    assert_eq!(retention::purge(&app.db, 5, now).await.unwrap(), retention::Purged::default());

    // A day's retention two days from now: the archived contacts' entries go, the live one's stay.
    let purged = retention::purge(&app.db, 1, now + chrono::Duration::days(2)).await.unwrap();
    assert!(purged.erased > 0 && purged.removed == purged.erased, "{purged:?}");
    for id in [&archived, &lately] {
        assert!(contact_history(&app, id).await.is_empty(), "{id}'s history is gone");
    }
    let kept = contact_history(&app, &live).await;
    assert!(
        kept.iter().any(|entry| entry["newValue"] == "Hemi" && entry["valuesErased"] == false),
        "{kept:?}"
    );
    assert_eq!(entries(&app).await.len(), before - purged.removed as usize);
    // Purging again finds nothing more.
    let again = retention::purge(&app.db, 1, now + chrono::Duration::days(2)).await.unwrap();
    assert_eq!(again, retention::Purged::default());

    let found = verification(&app, &key).await;
    assert_eq!(found["verified"], true, "{found}");
    // New entries go on from the checkpoint, and still verify.
    person(&app, "Tama").await;
    chain::seal_all(&app.db).await.unwrap();
    assert_eq!(verification(&app, &key).await["verified"], true);
}
