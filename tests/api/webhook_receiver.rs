//! A real HTTP receiver for webhook tests: a socket on 127.0.0.1 that records every request and
//! answers with the statuses a test scripts (200 once the script is used up), and a verifier of
//! Standard Webhooks signatures written from the specification (CI checks them again with the
//! Python `standardwebhooks` library).

use std::{
    collections::VecDeque,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use base64::{Engine, engine::general_purpose::STANDARD};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpListener, TcpStream},
};

/// One request the receiver got.
#[derive(Debug, Clone)]
pub struct Received {
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    pub at: Instant,
}

impl Received {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap()
    }

    /// Whether one of the signatures in `webhook-signature` verifies with `secret`.
    pub fn signed_with(&self, secret: &str) -> bool {
        let id = self.header("webhook-id").unwrap_or_default();
        let timestamp = self.header("webhook-timestamp").unwrap_or_default();
        let key = STANDARD.decode(secret.strip_prefix("whsec_").unwrap()).unwrap();
        let mut mac = Hmac::<Sha256>::new_from_slice(&key).unwrap();
        mac.update(format!("{id}.{timestamp}.").as_bytes());
        mac.update(&self.body);
        let expected = format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()));
        self.header("webhook-signature").unwrap_or_default().split(' ').any(|s| s == expected)
    }
}

/// What the receiver does with a request.
#[derive(Debug, Clone, Copy)]
pub enum Answer {
    Status(u16),
    /// Reads the request, then never answers (the sender's time-out, or its death, ends it).
    Hang,
}

#[derive(Clone)]
pub struct Receiver {
    pub url: String,
    received: Arc<Mutex<Vec<Received>>>,
    script: Arc<Mutex<VecDeque<Answer>>>,
    /// Takes each request after a pause of 0 to 15 ms that differs from request to request, so
    /// that requests sent together are taken in no particular order.
    jitter: bool,
    /// While true, requests wait (unanswered, not yet taken) for [`Receiver::release`].
    held: Arc<tokio::sync::watch::Sender<bool>>,
}

impl Receiver {
    pub async fn start() -> Self {
        Self::start_with(&[]).await
    }

    /// Answers with `script` in turn, then 200.
    pub async fn start_with(script: &[Answer]) -> Self {
        Self::listen(script, false).await
    }

    /// Takes each request after a pause of 0 to 15 ms that varies from request to request, and
    /// answers 200.
    pub async fn start_jittered() -> Self {
        Self::listen(&[], true).await
    }

    async fn listen(script: &[Answer], jitter: bool) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/hooks", listener.local_addr().unwrap());
        let receiver = Receiver {
            url,
            received: Arc::default(),
            script: Arc::new(Mutex::new(script.iter().copied().collect())),
            jitter,
            held: Arc::new(tokio::sync::watch::Sender::new(false)),
        };
        let shared = receiver.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let shared = shared.clone();
                tokio::spawn(async move { shared.serve(stream).await });
            }
        });
        receiver
    }

    /// Holds every request from now on, unanswered, until [`Self::release`].
    pub fn hold(&self) {
        self.held.send_replace(true);
    }

    /// Takes the requests held and those after them.
    pub fn release(&self) {
        self.held.send_replace(false);
    }

    /// Replaces what the receiver answers from now on.
    pub fn script(&self, answers: &[Answer]) {
        *self.script.lock().unwrap() = answers.iter().copied().collect();
    }

    async fn serve(&self, mut stream: TcpStream) {
        let mut buffer = Vec::new();
        let mut chunk = [0u8; 8192];
        let head_end = loop {
            if let Some(end) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                break end + 4;
            }
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buffer.extend_from_slice(&chunk[..n]),
            }
        };
        let head = String::from_utf8_lossy(&buffer[..head_end]).to_string();
        let headers: Vec<(String, String)> = head
            .lines()
            .skip(1)
            .filter_map(|line| line.split_once(':'))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
            .collect();
        let length: usize = headers
            .iter()
            .find(|(k, _)| k == "content-length")
            .and_then(|(_, v)| v.parse().ok())
            .unwrap_or(0);
        let mut body = buffer[head_end..].to_vec();
        while body.len() < length {
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => body.extend_from_slice(&chunk[..n]),
            }
        }
        let _ = self.held.subscribe().wait_for(|held| !*held).await;
        if self.jitter {
            // Taken (and recorded) after a pause that depends on the request: of requests sent
            // together, which one the receiver takes first is anyone's guess, as over a network.
            let mut hasher = std::hash::DefaultHasher::new();
            std::hash::Hash::hash(&body, &mut hasher);
            tokio::time::sleep(Duration::from_millis(std::hash::Hasher::finish(&hasher) % 16)).await;
        }
        let answer = self.script.lock().unwrap().pop_front().unwrap_or(Answer::Status(200));
        self.received.lock().unwrap().push(Received { headers, body, at: Instant::now() });
        match answer {
            Answer::Status(status) => {
                let response =
                    format!("HTTP/1.1 {status} X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                let _ = stream.write_all(response.as_bytes()).await;
            }
            Answer::Hang => {
                let _ = stream.read(&mut chunk).await;
            }
        }
    }

    pub fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Waits until at least `count` requests arrived (within `limit`), and returns them all.
    pub async fn wait_for(&self, count: usize, limit: Duration) -> Vec<Received> {
        let deadline = Instant::now() + limit;
        loop {
            let received = self.received();
            if received.len() >= count {
                return received;
            }
            assert!(Instant::now() < deadline, "expected {count} deliveries, got {}", received.len());
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}
