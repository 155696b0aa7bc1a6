//! On an SQLite file every read of the read API (`Database`'s `Reads`) runs on the calling thread
//! and is decoded by the service's own reader (`src/db/sqlite_reads/`). Each value is typed by
//! the entity that declares its column, so every table the service reads must be declared; what
//! it reads must be what SeaORM reads through sqlx (the writer's connection, here); and the
//! reading connections never write.

use std::collections::BTreeSet;

use advisory_crm::{
    db::{Reads, Record, shapes::Shape},
    entity::{self, declared_columns},
};
use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, DbBackend, EntityTrait, JoinType, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    RelationTrait, Statement,
};
use serde_json::json;
use uuid::Uuid;

use crate::helpers::spawn_app;

/// Tables no entity declares: SQLite's and the migrator's own, the search index's FTS5 shadow
/// tables, and the rate-limit windows (PostgreSQL's shared limiter, raw SQL, never on SQLite).
/// `access_log` is read only as text and integers (`service::access_log`'s `hex(id)`, …), which
/// need no declared kinds; its layout differs between the backends, so no entity declares it.
const UNDECLARED: &[&str] =
    &["sqlite_sequence", "seaql_migrations", "rate_limit_windows", "access_log", "access_log_indexed"];

async fn names(app: &crate::helpers::TestApp, sql: &str) -> Vec<String> {
    app.db.rows::<String>(Statement::from_string(DbBackend::Sqlite, sql)).await.unwrap()
}

#[tokio::test]
async fn every_column_of_every_table_is_declared_by_an_entity() {
    let app = spawn_app().await;
    if app.db.backend() != DbBackend::Sqlite {
        return;
    }
    let declared: BTreeSet<(String, String)> =
        declared_columns().into_iter().map(|c| (c.table.to_string(), c.column.to_string())).collect();
    let mut missing = Vec::new();
    for table in names(&app, "SELECT name FROM sqlite_master WHERE type = 'table'").await {
        if UNDECLARED.contains(&table.as_str())
            || table.starts_with("search_trigrams")
            || table.starts_with("access_log_subjects")
        {
            continue;
        }
        for column in names(&app, &format!("SELECT name FROM pragma_table_info('{table}')")).await {
            if !declared.contains(&(table.clone(), column.clone())) {
                missing.push(format!("{table}.{column}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "columns no entity declares (add the entity to entity::declared_columns): {missing:?}"
    );
}

#[tokio::test]
async fn the_reading_connections_never_write() {
    let app = spawn_app().await;
    if app.db.backend() != DbBackend::Sqlite {
        return;
    }
    let profile = app.create("/api/v1/profiles", json!({"name": "Read-only household"})).await;
    let id = profile["id"].as_str().unwrap();

    for sql in ["UPDATE profiles SET name = 'Renamed' RETURNING id", "DELETE FROM profiles"] {
        let written = app.db.rows::<Uuid>(Statement::from_string(DbBackend::Sqlite, sql)).await;
        assert!(written.is_err(), "{sql} went through a reading connection");
    }

    assert_eq!(app.data(&format!("/api/v1/profiles/{id}")).await["name"], "Read-only household");
}

/// Every record of `E`, read by the typed reader and by SeaORM through sqlx: the same models.
async fn assert_same_models<E>(app: &crate::helpers::TestApp, entity: E) -> usize
where
    E: Record,
    E::Model: PartialEq + std::fmt::Debug,
{
    let typed = app.db.all(E::find()).await.unwrap();
    let through_seaorm = E::find().all(app.db.single_statement()).await.unwrap();
    assert_eq!(typed, through_seaorm, "{} read differently", entity.table_name());
    typed.len()
}

#[tokio::test]
async fn the_typed_reader_reads_every_table_as_seaorm_does() {
    let app = spawn_app().await;
    if app.db.backend() != DbBackend::Sqlite {
        return;
    }
    advisory_crm::seed::sandbox::seed_demo(&app.db).await.unwrap();
    // Nulls, JSON, decimals, dates, enums and booleans of every kind the demo data holds.
    let mut read = 0;
    read += assert_same_models(&app, entity::organisation::Entity).await;
    read += assert_same_models(&app, entity::member::Entity).await;
    read += assert_same_models(&app, entity::api_key::Entity).await;
    read += assert_same_models(&app, entity::contact::Entity).await;
    read += assert_same_models(&app, entity::profile::Entity).await;
    read += assert_same_models(&app, entity::profile_contact::Entity).await;
    read += assert_same_models(&app, entity::pipeline::Entity).await;
    read += assert_same_models(&app, entity::pipeline_stage::Entity).await;
    read += assert_same_models(&app, entity::opportunity::Entity).await;
    read += assert_same_models(&app, entity::financial_product::Entity).await;
    read += assert_same_models(&app, entity::financial_product_owner::Entity).await;
    read += assert_same_models(&app, entity::household_expense::Entity).await;
    read += assert_same_models(&app, entity::expense_line::Entity).await;
    read += assert_same_models(&app, entity::contact_expense::Entity).await;
    read += assert_same_models(&app, entity::note::Entity).await;
    read += assert_same_models(&app, entity::policy::Entity).await;
    read += assert_same_models(&app, entity::policy_owner::Entity).await;
    read += assert_same_models(&app, entity::event::Entity).await;
    read += assert_same_models(&app, entity::list_count::Entity).await;
    read += assert_same_models(&app, entity::search_entry::Entity).await;
    assert!(read > 100, "the demo data should give every table rows to compare ({read} read)");

    // A record with the one left-joined to it, and with none (a profile with no contacts).
    app.create("/api/v1/profiles", json!({"name": "Nobody home"})).await;
    let pairs = || {
        entity::profile::Entity::find()
            .join(JoinType::LeftJoin, entity::profile_contact::Relation::Profile.def().rev())
            .join(JoinType::LeftJoin, entity::profile_contact::Relation::Contact.def())
            .select_also(entity::contact::Entity)
            .order_by_asc(entity::profile::Column::Id)
            .order_by_asc(entity::contact::Column::Id)
    };
    static SHAPE: Shape<0> = Shape::new();
    let typed: Vec<_> = app
        .db
        .all_pairs_with::<_, _, (), 0>(&SHAPE, [], |[]| pairs())
        .await
        .unwrap()
        .into_iter()
        .map(|(profile, contact, ())| (profile, contact))
        .collect();
    assert_eq!(typed, pairs().all(app.db.single_statement()).await.unwrap());
    assert!(typed.iter().any(|(_, contact)| contact.is_some()));
    assert!(typed.iter().any(|(_, contact)| contact.is_none()));
}

/// Rows that are not whole records (a few columns, a count, a single record) are read as
/// SeaORM reads them through sqlx.
#[tokio::test]
async fn the_typed_reader_reads_columns_counts_and_single_records_as_seaorm_does() {
    let app = spawn_app().await;
    if app.db.backend() != DbBackend::Sqlite {
        return;
    }
    advisory_crm::seed::sandbox::seed_demo(&app.db).await.unwrap();
    let writer = app.db.single_statement();
    let columns = || {
        entity::contact::Entity::find()
            .select_only()
            .column(entity::contact::Column::Id)
            .column(entity::contact::Column::DisplayName)
            .column(entity::contact::Column::ContactType)
            .column(entity::contact::Column::ModifiedAt)
            .order_by_asc(entity::contact::Column::Id)
    };
    type Columns = (Uuid, String, entity::contact::ContactType, DateTime<Utc>);
    let typed: Vec<Columns> = app.db.rows(columns()).await.unwrap();
    assert!(typed.len() > 10, "the demo data has contacts ({} read)", typed.len());
    assert_eq!(typed, columns().into_tuple::<Columns>().all(writer).await.unwrap());
    let ids: Vec<Uuid> =
        app.db.rows(columns().select_only().column(entity::contact::Column::Id)).await.unwrap();
    assert_eq!(ids, typed.iter().map(|row| row.0).collect::<Vec<_>>());

    let people = || entity::contact::Entity::find().filter(entity::contact::Column::ContactType.eq("Person"));
    assert_eq!(app.db.count(people()).await.unwrap(), people().count(writer).await.unwrap());
    assert_eq!(app.db.count(people().filter(entity::contact::Column::Id.is_null())).await.unwrap(), 0);
    let first = people().order_by_desc(entity::contact::Column::Id);
    assert_eq!(app.db.one(first.clone()).await.unwrap(), first.one(writer).await.unwrap());
}
