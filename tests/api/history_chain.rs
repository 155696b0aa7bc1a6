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
