//! A steady write load on server processes, each request timed and its answer kept, and a
//! minimal HTTP client over a connection of its own per request (as a fleet's clients are
//! many).

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use serde_json::{Value, json};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
    task::JoinHandle,
};

/// Longer than any request may take (the test asserts 10 s), so a hang shows as a failure.
const CLIENT_TIMEOUT: Duration = Duration::from_secs(20);

/// An answer: status, headers (lower-case names), JSON body (null when not JSON) and text.
#[derive(Debug, Clone)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Value,
    pub text: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

/// One request; none when the connection failed or no answer came within [`CLIENT_TIMEOUT`].
pub async fn request(port: u16, method: &str, path: &str, key: &str, body: Option<&Value>) -> Option<Answer> {
    tokio::time::timeout(CLIENT_TIMEOUT, exchange(port, method, path, key, body, &[])).await.ok().flatten()
}

/// [`request`] with extra headers.
pub async fn request_with(
    port: u16,
    method: &str,
    path: &str,
    key: &str,
    headers: &[(&str, &str)],
) -> Option<Answer> {
    tokio::time::timeout(CLIENT_TIMEOUT, exchange(port, method, path, key, None, headers))
        .await
        .ok()
        .flatten()
}

async fn exchange(
    port: u16,
    method: &str,
    path: &str,
    key: &str,
    body: Option<&Value>,
    extra: &[(&str, &str)],
) -> Option<Answer> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.ok()?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: {key}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in extra {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).await.ok()?;
    stream.write_all(body.as_bytes()).await.ok()?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.ok()?;
    let text = String::from_utf8_lossy(&response);
    let (head, body) = text.split_once("\r\n\r\n")?;
    let mut lines = head.lines();
    let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    Some(Answer {
        status,
        headers,
        body: serde_json::from_str(body).unwrap_or(Value::Null),
        text: body.to_string(),
    })
}

/// The `data` of a 200 GET, which must come.
pub async fn data(port: u16, path: &str, key: &str) -> Value {
    let answer =
        request(port, "GET", path, key, None).await.unwrap_or_else(|| panic!("GET {path}: no answer"));
    assert_eq!(answer.status, 200, "GET {path}: {}", answer.body);
    answer.body["data"].clone()
}

/// One write of the load.
#[derive(Debug, Clone)]
pub struct Write {
    /// When it was sent, from the start of the load.
    pub sent: Duration,
    pub took: Duration,
    /// None: no answer (a connection failure or a hang).
    pub answer: Option<Answer>,
}

impl Write {
    pub fn status(&self) -> Option<u16> {
        self.answer.as_ref().map(|answer| answer.status)
    }

    /// The profile's id, when the write was acknowledged.
    pub fn acknowledged(&self) -> Option<String> {
        let answer = self.answer.as_ref().filter(|answer| answer.status == 201)?;
        answer.body["data"]["id"].as_str().map(str::to_string)
    }
}

/// Writers creating profiles on server processes until stopped.
pub struct Load {
    pub started: Instant,
    stop: Arc<AtomicBool>,
    writers: Vec<JoinHandle<Vec<Write>>>,
}

impl Load {
    /// `per_instance` writers on each port, each sending one request after another.
    pub fn start(ports: &[u16], key: &str, per_instance: usize) -> Self {
        let started = Instant::now();
        let stop = Arc::new(AtomicBool::new(false));
        let mut writers = Vec::new();
        for (instance, &port) in ports.iter().enumerate() {
            for writer in 0..per_instance {
                let (stop, key) = (stop.clone(), key.to_string());
                writers.push(tokio::spawn(async move {
                    let mut writes = Vec::new();
                    let mut n = 0;
                    while !stop.load(Ordering::Relaxed) {
                        n += 1;
                        let body = json!({"name": format!("Load {instance}-{writer}-{n}")});
                        let sent = Instant::now();
                        let answer = request(port, "POST", "/api/v1/profiles", &key, Some(&body)).await;
                        let failed = answer.as_ref().is_none_or(|answer| answer.status != 201);
                        writes.push(Write { sent: sent - started, took: sent.elapsed(), answer });
                        if failed {
                            tokio::time::sleep(Duration::from_millis(100)).await;
                        }
                    }
                    writes
                }));
            }
        }
        Load { started, stop, writers }
    }

    /// Stops the writers; every write they made.
    pub async fn stop(self) -> Vec<Write> {
        self.stop.store(true, Ordering::Relaxed);
        let mut all = Vec::new();
        for writer in self.writers {
            all.extend(writer.await.unwrap());
        }
        all.sort_by_key(|write| write.sent);
        all
    }
}

/// What a load saw around an outage that began at `outage` (from the load's start).
pub struct Summary {
    pub writes: usize,
    pub acknowledged: usize,
    pub unavailable: usize,
    /// The longest stretch, from the outage on, in which no write was acknowledged: how long
    /// writes stopped.
    pub longest_silence: Duration,
    pub p99: Duration,
    pub slowest: Duration,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} writes, {} acknowledged, {} answered 503; writes stopped for {:.1} s; p99 {:.0} ms, slowest {:.1} s",
            self.writes,
            self.acknowledged,
            self.unavailable,
            self.longest_silence.as_secs_f64(),
            self.p99.as_secs_f64() * 1000.0,
            self.slowest.as_secs_f64()
        )
    }
}

pub fn summarise(writes: &[Write], outage: Duration) -> Summary {
    let mut took: Vec<Duration> = writes.iter().map(|write| write.took).collect();
    took.sort();
    let p99 = took.get(took.len() * 99 / 100).copied().unwrap_or_default();
    Summary {
        writes: writes.len(),
        acknowledged: writes.iter().filter(|write| write.status() == Some(201)).count(),
        unavailable: writes.iter().filter(|write| write.status() == Some(503)).count(),
        longest_silence: longest_silence(writes, outage),
        p99,
        slowest: took.last().copied().unwrap_or_default(),
    }
}

fn longest_silence(writes: &[Write], outage: Duration) -> Duration {
    let mut acknowledged: Vec<Duration> = writes
        .iter()
        .filter(|write| write.status() == Some(201))
        .map(|write| write.sent + write.took)
        .filter(|done| *done >= outage)
        .collect();
    acknowledged.sort();
    let mut previous = outage;
    let mut longest = Duration::ZERO;
    for done in acknowledged {
        longest = longest.max(done - previous);
        previous = done;
    }
    longest
}
