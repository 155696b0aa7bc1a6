//! Accepting connections without spinning when the process is out of file descriptors.
//!
//! poem's own loop ignores accept errors and tries again at once; at the descriptor limit the
//! listening socket stays readable, so that loop runs a core at 100 % and starves the
//! connections that could finish and free descriptors. Here a resource error pauses accepting
//! briefly (the pending connection waits in the kernel's backlog) and is logged at most every
//! ten seconds.

use std::{
    io,
    net::SocketAddr,
    time::{Duration, Instant},
};

use tokio::net::{TcpListener, TcpSocket, TcpStream};

/// Connections the kernel may queue before they are accepted (capped by `net.core.somaxconn`).
/// tokio's default of 1,024 overflows in a burst of new connections, and clients then wait a
/// second or more to retry their SYN.
const BACKLOG: u32 = 4096;

/// How long to stop accepting after a resource error (EMFILE, ENFILE, ENOBUFS, ENOMEM).
const BACKOFF: Duration = Duration::from_millis(50);

/// The shortest gap between two log lines about accept errors.
const LOG_EVERY: Duration = Duration::from_secs(10);

pub struct Acceptor {
    listener: TcpListener,
    last_logged: Option<Instant>,
}

impl Acceptor {
    /// Listens on `addr` with a backlog of [`BACKLOG`].
    pub fn bind(addr: SocketAddr) -> io::Result<Self> {
        let socket = if addr.is_ipv4() { TcpSocket::new_v4()? } else { TcpSocket::new_v6()? };
        socket.set_reuseaddr(true)?;
        socket.bind(addr)?;
        Ok(Acceptor::new(socket.listen(BACKLOG)?))
    }

    pub fn new(listener: TcpListener) -> Self {
        Acceptor { listener, last_logged: None }
    }

    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The next connection. Errors that concern only the connection being accepted are skipped;
    /// any other error waits [`BACKOFF`] before trying again.
    pub async fn accept(&mut self) -> (TcpStream, SocketAddr) {
        loop {
            match self.listener.accept().await {
                Ok(accepted) => return accepted,
                Err(error) if is_connection_error(&error) => continue,
                Err(error) => {
                    if self.last_logged.is_none_or(|logged| logged.elapsed() >= LOG_EVERY) {
                        self.last_logged = Some(Instant::now());
                        tracing::error!(%error, "cannot accept connections (out of file descriptors?); retrying every 50 ms");
                    }
                    tokio::time::sleep(BACKOFF).await;
                }
            }
        }
    }
}

fn is_connection_error(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused | io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset
    )
}
