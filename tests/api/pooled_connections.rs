//! What a pooled PostgreSQL connection takes back to the pool. sqlx's release step is patched
//! (`vendor/README.md`) to finish what a connection still owes instead of pinging it: these
//! tests hold the patch to what the ping did.

use std::time::Duration;

use advisory_crm::db::Database;
use sea_orm::{ConnectionTrait, TransactionTrait};

use crate::helpers::{TestDatabase, postgres_only};

/// A database of the test's own and the service's connection to it, on PostgreSQL only.
async fn connected() -> Option<(TestDatabase, Database)> {
    if !postgres_only() {
        return None;
    }
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    Some((database, db))
}

/// The one value of the one row `sql` selects.
async fn select_one<T: sea_orm::TryGetable>(db: &Database, sql: &str) -> T {
    let statement = sea_orm::Statement::from_string(db.single_statement().get_database_backend(), sql);
    let row = db.single_statement().query_one_raw(statement).await.unwrap().unwrap();
    row.try_get_by_index(0).unwrap()
}

/// A request that fails or is cancelled part-way through a write drops its transaction: the
/// rollback sqlx queues must reach PostgreSQL as the connection goes back to the pool, not
/// whenever the connection is next used, or the abandoned transaction's locks block others.
#[tokio::test]
async fn a_transaction_dropped_mid_way_releases_its_locks_at_once() {
    let Some((_database, db)) = connected().await else { return };
    // Taken first, so that it is not the abandoned transaction's connection.
    let other = db.single_statement().begin().await.unwrap();
    other.execute_unprepared("SET LOCAL lock_timeout = '3s'").await.unwrap();

    let abandoned = db.single_statement().begin().await.unwrap();
    abandoned.execute_unprepared("SELECT pg_advisory_xact_lock(4242)").await.unwrap();
    abandoned.execute_unprepared("CREATE TABLE abandoned (id integer)").await.unwrap();
    drop(abandoned);

    other
        .execute_unprepared("SELECT pg_advisory_xact_lock(4242)")
        .await
        .expect("the dropped transaction still holds its lock");
    other.commit().await.unwrap();
    let leftover: Option<String> = select_one(&db, "SELECT to_regclass('abandoned')::text").await;
    assert_eq!(leftover, None, "the dropped transaction's table");
}

/// A query whose future is dropped before its rows have arrived (a client that hung up) leaves
/// replies owed on its connection; whoever gets that connection next gets their own answers.
/// The release step drains them, and sqlx drains what is left before each query too, so this
/// fails only if both stop doing it.
#[tokio::test]
async fn a_query_dropped_before_its_reply_leaves_nothing_for_the_next_user() {
    let Some((_database, db)) = connected().await else { return };
    for attempt in 0..20 {
        let slow = db.single_statement().execute_unprepared("SELECT pg_sleep(0.2)");
        assert!(tokio::time::timeout(Duration::from_millis(20), slow).await.is_err());
        let answer: i32 = select_one(&db, &format!("SELECT {attempt}")).await;
        assert_eq!(answer, attempt);
    }
}

/// Nagle's algorithm is off on every connection to PostgreSQL, as libpq and sqlx 0.8 have it
/// (sqlx 0.9.0 stopped turning it off; patched, `vendor/README.md`). With it on, a message that
/// leaves in two segments waits for PostgreSQL's delayed acknowledgement, 40 ms on Linux: every
/// connection's TLS handshake (95 ms a connection instead of 4), and the slowest large pages.
#[cfg(target_os = "linux")]
#[tokio::test]
async fn connections_to_postgres_send_small_messages_at_once() {
    use std::os::fd::BorrowedFd;

    let Some((database, db)) = connected().await else { return };
    db.single_statement().execute_unprepared("SELECT 1").await.unwrap();
    let server = database.url.rsplit_once('@').map_or("", |(_, rest)| rest);
    let server = server.split_once('/').map_or(server, |(address, _)| address);
    let port: u16 = server.rsplit_once(':').map_or(5432, |(_, port)| port.parse().unwrap());

    let mut checked = 0;
    for entry in std::fs::read_dir("/proc/self/fd").unwrap().flatten() {
        let Ok(fd) = entry.file_name().to_string_lossy().parse() else { continue };
        // SAFETY: the descriptor is only asked for socket options; if another test closes it
        // meanwhile, the calls fail and it is skipped.
        let fd = unsafe { BorrowedFd::borrow_raw(fd) };
        let socket = socket2::SockRef::from(&fd);
        let Some(peer) = socket.peer_addr().ok().and_then(|address| address.as_socket()) else { continue };
        if peer.port() != port {
            continue;
        }
        if let Ok(nodelay) = socket.tcp_nodelay() {
            assert!(nodelay, "a connection to PostgreSQL ({peer}) has Nagle's algorithm on");
            checked += 1;
        }
    }
    assert!(checked > 0, "found no connection to PostgreSQL on port {port}");
}
