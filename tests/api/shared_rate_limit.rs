//! The rate limit holds across instances: two server processes on one PostgreSQL database
//! admit about the configured limit for a key between them, not twice it.

use std::{
    process::{Child, Command, Stdio},
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use advisory_crm::Database;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::helpers::{TestDatabase, create_tenant};

const LIMIT: u32 = 300;

/// A server process, stopped when dropped.
struct Server {
    port: u16,
    child: Child,
}

impl Server {
    fn start(database_url: &str) -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = Command::new(env!("CARGO_BIN_EXE_advisory-crm"))
            .arg("serve")
            .env("DATABASE_URL", database_url)
            .env("BIND_ADDR", format!("127.0.0.1:{port}"))
            .env("RATE_LIMIT_PER_MINUTE", LIMIT.to_string())
            .env("SEED_SANDBOX", "false")
            .env("RUST_LOG", "error")
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        Server { port, child }
    }

    async fn wait_until_up(&self) {
        for _ in 0..300 {
            if get(self.port, "/healthz", "").await.is_some_and(|status| status == 200) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the server on port {} did not start", self.port);
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The status of a GET, over a connection of its own.
async fn get(port: u16, path: &str, key: &str) -> Option<u16> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.ok()?;
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: {key}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.ok()?;
    String::from_utf8_lossy(&response).split(' ').nth(1)?.parse().ok()
}

#[tokio::test]
async fn two_instances_share_one_limit_per_key() {
    if !std::env::var("TEST_DATABASE_URL").is_ok_and(|url| url.starts_with("postgres")) {
        eprintln!("skipped: needs TEST_DATABASE_URL=postgres://…");
        return;
    }
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate().await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let servers = [Server::start(&database.url), Server::start(&database.url)];
    for server in &servers {
        server.wait_until_up().await;
    }

    // The whole run must fall in one one-minute window.
    let second = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs() % 60;
    if second > 40 {
        tokio::time::sleep(Duration::from_secs(61 - second)).await;
    }
    // Four clients, each spreading its requests over both servers, three times the limit.
    let clients = (0..4).map(|client| {
        let ports = [servers[0].port, servers[1].port];
        let key = tenant.key.clone();
        tokio::spawn(async move {
            let mut admitted = [0u32; 2];
            for n in 0..(3 * LIMIT / 4) as usize {
                let server = (n + client) % 2;
                match get(ports[server], "/api/v1/members", &key).await {
                    Some(200) => admitted[server] += 1,
                    Some(429) => {}
                    other => panic!("unexpected answer {other:?}"),
                }
            }
            admitted
        })
    });
    let mut admitted = [0u32; 2];
    for client in clients {
        let [first, second] = client.await.unwrap();
        admitted[0] += first;
        admitted[1] += second;
    }
    let total = admitted[0] + admitted[1];
    eprintln!("limit {LIMIT}: admitted {total} ({} + {})", admitted[0], admitted[1]);
    assert!(total <= LIMIT, "admitted {total} of {LIMIT}");
    assert!(total >= LIMIT * 97 / 100, "admitted only {total} of {LIMIT}");
    assert!(admitted.iter().all(|&n| n > 0), "both servers admitted requests: {admitted:?}");
}
