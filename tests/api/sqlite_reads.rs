//! SQLite reads run on the calling thread through SeaORM's proxy connection
//! (`src/db/sqlite_reads.rs`). Each value is typed by the entity that declares its column, so
//! every table the service reads must be declared; and the reading connections never write.

use std::collections::BTreeSet;

use advisory_crm::entity::declared_columns;
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde_json::json;

use crate::helpers::spawn_app;

/// Tables no entity declares: SQLite's and the migrator's own, the search index's FTS5 shadow
/// tables, and the rate-limit windows (PostgreSQL's shared limiter, raw SQL, never on SQLite).
const UNDECLARED: &[&str] = &["sqlite_sequence", "seaql_migrations", "rate_limit_windows"];

async fn names(app: &crate::helpers::TestApp, sql: &str) -> Vec<String> {
    let rows = app.db.read().query_all_raw(Statement::from_string(DbBackend::Sqlite, sql)).await.unwrap();
    rows.iter().map(|row| row.try_get::<String>("", "name").unwrap()).collect()
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
        if UNDECLARED.contains(&table.as_str()) || table.starts_with("search_fts") {
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

    let rename = "UPDATE profiles SET name = 'Renamed' RETURNING id";
    assert!(app.db.read().query_all_raw(Statement::from_string(DbBackend::Sqlite, rename)).await.is_err());
    assert!(app.db.read().execute_unprepared("DELETE FROM profiles").await.is_err());

    assert_eq!(app.data(&format!("/api/v1/profiles/{id}")).await["name"], "Read-only household");
}
