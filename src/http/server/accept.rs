//! Accepting connections without spinning when the process is out of file descriptors.
//!
//! poem's own loop ignores accept errors and tries again at once; at the descriptor limit the
//! listening socket stays readable, so that loop runs a core at 100 % and starves the
//! connections that could finish and free descriptors. Here a resource error pauses accepting
//! briefly (the pending connection waits in the kernel's backlog) and is logged once per episode.

use std::{io, net::SocketAddr, time::Duration};

use tokio::net::{TcpListener, TcpStream};

/// How long to stop accepting after a resource error (EMFILE, ENFILE, ENOBUFS, ENOMEM).
const BACKOFF: Duration = Duration::from_millis(50);

pub struct Acceptor {
    listener: TcpListener,
    starved: bool,
}

impl Acceptor {
    pub fn new(listener: TcpListener) -> Self {
        Acceptor { listener, starved: false }
    }

    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The next connection. Errors that concern only the connection being accepted are skipped;
    /// any other error waits [`BACKOFF`] before trying again.
    pub async fn accept(&mut self) -> (TcpStream, SocketAddr) {
        loop {
            match self.listener.accept().await {
                Ok(accepted) => {
                    if self.starved {
                        self.starved = false;
                        tracing::info!("accepting connections again");
                    }
                    return accepted;
                }
                Err(error) if is_connection_error(&error) => continue,
                Err(error) => {
                    if !self.starved {
                        self.starved = true;
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
