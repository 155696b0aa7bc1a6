//! How many requests an instance runs at once, and whose runs next: a firm's requests beyond
//! its places wait behind its own, while another firm's run at once (`http::admission`).

use std::time::Duration;

use advisory_crm::db::{Database, MigrationPolicy};
use tokio::io::AsyncWriteExt;

use crate::{
    helpers::{TestDatabase, create_tenant},
    server_process::{Server, get},
};

const METRICS_TOKEN: &str = "admission-metrics-token-32-chars";

#[tokio::test]
async fn a_firm_s_requests_past_its_places_wait_behind_its_own_while_another_firm_s_run() {
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let a = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let b = create_tenant(&db, "Tōtara Mortgages Ltd", "hemi.walker@totara.co.nz").await;
    // Two places: each firm runs at most one request at once.
    let server = Server::start(
        &database.url,
        &[("REQUESTS_RUNNING_PER_INSTANCE", "2"), ("METRICS_TOKEN", METRICS_TOKEN)],
    );
    server.wait_until_up().await;
    let port = server.port;

    // A's first request holds its place: its body is still coming.
    let mut held = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    let head = format!(
        "POST /api/v1/profiles HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: {}\r\n\
         Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"name\": ",
        a.key
    );
    held.write_all(head.as_bytes()).await.unwrap();
    // Its key is checked (the place taken) before anything else of A's is sent.
    tokio::time::sleep(Duration::from_millis(300)).await;

    let waiting = tokio::spawn({
        let key = a.key.clone();
        async move { get(port, "/api/v1/members", &key).await }
    });
    // B's request runs at once, while A's second is still waiting for A's place.
    for _ in 0..3 {
        let (status, body) = get(port, "/api/v1/members", &b.key).await.unwrap();
        assert_eq!(status, 200, "{body}");
    }
    assert!(!waiting.is_finished(), "A's second request waits behind A's first");
    // The operator sees one running (A's first) and one waiting (A's second).
    let (status, scraped) = get(port, "/metrics", &format!("Bearer {METRICS_TOKEN}")).await.unwrap();
    assert_eq!(status, 200, "{scraped}");
    assert!(scraped.contains("\ncrm_requests_running 1\n"), "{scraped}");
    assert!(scraped.contains("\ncrm_requests_waiting 1\n"), "{scraped}");

    // A's first request ends (its client gone): the place passes to A's second.
    drop(held);
    let (status, body) =
        tokio::time::timeout(Duration::from_secs(20), waiting).await.unwrap().unwrap().unwrap();
    assert_eq!(status, 200, "{body}");
}
