//! What a pooled PostgreSQL connection takes back to the pool. sqlx's release step is patched
//! (`vendor/README.md`) to finish what a connection still owes instead of pinging it: these
//! tests hold the patch to what the ping did.

use std::time::Duration;

use advisory_crm::Database;
use sea_orm::{ConnectionTrait, TransactionTrait};

use crate::helpers::{TestDatabase, postgres_only};

/// A request that fails or is cancelled part-way through a write drops its transaction: the
/// rollback sqlx queues must reach PostgreSQL as the connection goes back to the pool, not
/// whenever the connection is next used, or the abandoned transaction's locks block others.
#[tokio::test]
async fn a_transaction_dropped_mid_way_releases_its_locks_at_once() {
    if !postgres_only() {
        return;
    }
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    // Taken first, so that it is not the abandoned transaction's connection.
    let other = db.read().begin().await.unwrap();
    other.execute_unprepared("SET LOCAL lock_timeout = '3s'").await.unwrap();

    let abandoned = db.read().begin().await.unwrap();
    abandoned.execute_unprepared("SELECT pg_advisory_xact_lock(4242)").await.unwrap();
    abandoned.execute_unprepared("CREATE TABLE abandoned (id integer)").await.unwrap();
    drop(abandoned);

    other
        .execute_unprepared("SELECT pg_advisory_xact_lock(4242)")
        .await
        .expect("the dropped transaction still holds its lock");
    other.commit().await.unwrap();
    let leftover = db
        .read()
        .query_one_raw(sea_orm::Statement::from_string(
            db.read().get_database_backend(),
            "SELECT to_regclass('abandoned')::text AS name",
        ))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        leftover.try_get::<Option<String>>("", "name").unwrap(),
        None,
        "the dropped transaction's table"
    );
}

/// A query whose future is dropped before its rows have arrived (a client that hung up) leaves
/// replies owed on its connection; whoever gets that connection next gets their own answers.
/// The release step drains them, and sqlx drains what is left before each query too, so this
/// fails only if both stop doing it.
#[tokio::test]
async fn a_query_dropped_before_its_reply_leaves_nothing_for_the_next_user() {
    if !postgres_only() {
        return;
    }
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    for attempt in 0..20 {
        let slow = db.read().execute_unprepared("SELECT pg_sleep(0.2)");
        assert!(tokio::time::timeout(Duration::from_millis(20), slow).await.is_err());
        let row = db
            .read()
            .query_one_raw(sea_orm::Statement::from_string(
                db.read().get_database_backend(),
                format!("SELECT {attempt} AS attempt"),
            ))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(row.try_get::<i32>("", "attempt").unwrap(), attempt);
    }
}
