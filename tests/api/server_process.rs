//! The service as a separate process (`advisory-crm serve`) on a database the test made, for
//! what only another instance shows: limits and revocations shared through PostgreSQL, and the
//! database statistics a process leaves when it exits.

use std::{
    process::{Child, Command, Stdio},
    time::Duration,
};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

/// A server process, stopped when dropped.
pub struct Server {
    pub port: u16,
    child: Child,
}

impl Server {
    /// Starts `serve` on a free port with these extra environment variables.
    pub fn start(database_url: &str, vars: &[(&str, &str)]) -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let mut command = Command::new(env!("CARGO_BIN_EXE_advisory-crm"));
        command
            .arg("serve")
            .env("DATABASE_URL", database_url)
            .env("BIND_ADDR", format!("127.0.0.1:{port}"))
            .env("SEED_SANDBOX", "false")
            .env("RUST_LOG", "error")
            // Parallel tests' servers would contend for the default metrics port.
            .env("METRICS_BIND_ADDR", "off")
            .stdout(Stdio::null());
        for (name, value) in vars {
            command.env(name, value);
        }
        Server { port, child: command.spawn().unwrap() }
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub async fn wait_until_up(&self) {
        for _ in 0..300 {
            if get(self.port, "/healthz", "").await.is_some_and(|(status, _)| status == 200) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the server on port {} did not start", self.port);
    }

    /// Stops the process and waits until it has gone (its database connections closed).
    pub fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The status and body of a GET, over a connection of its own.
pub async fn get(port: u16, path: &str, key: &str) -> Option<(u16, String)> {
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: {key}\r\nConnection: close\r\n\r\n"
    );
    exchange(port, &request).await
}

/// The status and body of a POST of `body` (JSON), over a connection of its own.
pub async fn post(port: u16, path: &str, key: &str, body: &str) -> Option<(u16, String)> {
    send_json(port, "POST", path, key, body).await
}

/// The status and body of a PATCH of `body` (JSON), over a connection of its own.
pub async fn patch(port: u16, path: &str, key: &str, body: &str) -> Option<(u16, String)> {
    send_json(port, "PATCH", path, key, body).await
}

async fn send_json(port: u16, method: &str, path: &str, key: &str, body: &str) -> Option<(u16, String)> {
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: {key}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    exchange(port, &request).await
}

/// The status and body of a form POST with no `Authorization` (an OAuth 2.0 client sending its
/// credentials in the form), over a connection of its own.
pub async fn post_form(port: u16, path: &str, form: &str) -> Option<(u16, String)> {
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{form}",
        form.len()
    );
    exchange(port, &request).await
}

/// Sends `request` on a connection of its own and reads the answer to the end.
async fn exchange(port: u16, request: &str) -> Option<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.ok()?;
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.ok()?;
    let response = String::from_utf8_lossy(&response);
    let status = response.split(' ').nth(1)?.parse().ok()?;
    let body = response.split_once("\r\n\r\n").map(|(_, body)| body.to_string()).unwrap_or_default();
    Some((status, body))
}
