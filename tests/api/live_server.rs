//! The service on a real socket (127.0.0.1, a free port), for what only a real connection shows:
//! time-outs, how the connection is closed, and what hyper answers before the app sees a request.

use std::{net::SocketAddr, time::Duration};

use advisory_crm::{
    app::build_app,
    config::Config,
    db::{Database, MigrationPolicy},
    http::server::{self, Acceptor, ConnectionTimeouts},
};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
    sync::oneshot,
};

use crate::helpers::{TestDatabase, create_tenant};

pub struct LiveServer {
    pub addr: SocketAddr,
    pub key: String,
    /// The tenant's organisation, and the database the server uses (for tests that also run
    /// commands against it).
    pub organisation_id: uuid::Uuid,
    pub db: Database,
    pub database: TestDatabase,
    _stop: oneshot::Sender<()>,
}

/// Starts the service with extra configuration variables; it stops when dropped.
pub async fn start(vars: &[(&str, &str)]) -> LiveServer {
    let database = TestDatabase::create().await;
    let lookup = |name: &str| match name {
        "DATABASE_URL" => Some(database.url.clone()),
        _ => vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string()),
    };
    let config = Config::from_lookup(lookup).unwrap();
    let db = Database::connect(&config.database_url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let timeouts = ConnectionTimeouts::of(&config);
    let (stop, stopped) = oneshot::channel();
    let app = build_app(&config, db.clone());
    tokio::spawn(server::serve(Acceptor::new(listener), app, timeouts, async {
        let _ = stopped.await;
    }));
    LiveServer { addr, key: tenant.key, organisation_id: tenant.id, db, database, _stop: stop }
}

/// A response read off the wire.
pub struct RawReply {
    pub status: u16,
    pub head: String,
    pub body: serde_json::Value,
}

impl RawReply {
    /// Asserts the shared JSON error body with this status and code.
    #[track_caller]
    pub fn assert_error(&self, status: u16, code: &str) {
        assert_eq!(self.status, status, "{}\n{}", self.head, self.body);
        assert_eq!(self.body["status"], "Error", "{}", self.body);
        assert_eq!(self.body["code"], code, "{}", self.body);
        assert!(self.head.to_ascii_lowercase().contains("content-type: application/json"), "{}", self.head);
    }
}

impl LiveServer {
    pub async fn connect(&self) -> TcpStream {
        TcpStream::connect(self.addr).await.unwrap()
    }

    /// Sends `request` as is on a new connection and reads one response.
    pub async fn exchange(&self, request: &[u8]) -> RawReply {
        let mut stream = self.connect().await;
        stream.write_all(request).await.unwrap();
        read_reply(&mut stream).await.expect("a response")
    }
}

/// Reads one response (head, then a `Content-Length` body or everything up to the close).
/// `None` when the connection closes before a head arrives.
pub async fn read_reply(stream: &mut TcpStream) -> Option<RawReply> {
    let read = async {
        let mut buffer = Vec::new();
        let mut chunk = [0u8; 8192];
        let head_end = loop {
            if let Some(end) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                break end + 4;
            }
            let n = stream.read(&mut chunk).await.unwrap_or(0);
            if n == 0 {
                return None;
            }
            buffer.extend_from_slice(&chunk[..n]);
        };
        let head = String::from_utf8_lossy(&buffer[..head_end]).to_string();
        let status = head.split(' ').nth(1)?.parse().ok()?;
        let length = head.lines().find_map(|line| {
            let (name, value) = line.split_once(':')?;
            name.eq_ignore_ascii_case("content-length").then(|| value.trim().parse::<usize>().ok())?
        });
        let mut body = buffer[head_end..].to_vec();
        while length.is_none_or(|length| body.len() < length) {
            let n = stream.read(&mut chunk).await.unwrap_or(0);
            if n == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..n]);
        }
        let body = serde_json::from_slice(&body).unwrap_or(serde_json::Value::Null);
        Some(RawReply { status, head, body })
    };
    tokio::time::timeout(Duration::from_secs(30), read).await.expect("a response within 30 s")
}

/// Whether the server closes `stream` within `limit` (reading and discarding anything it sends).
pub async fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    let mut chunk = [0u8; 1024];
    let until_closed = async {
        loop {
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    };
    tokio::time::timeout(limit, until_closed).await.is_ok()
}
