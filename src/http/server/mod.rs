//! The HTTP server: accepts connections and runs each through hyper with the service's own
//! time-outs. poem's `Server` cannot set them and spins on accept errors, so the app is served
//! here instead (it is still an ordinary poem endpoint).

mod accept;
mod fd_limit;
mod parse_errors;
mod watchdog;

use std::{convert::Infallible, future::Future, net::SocketAddr, sync::Arc};

use bytes::Bytes;
use hyper_util::{
    rt::{TokioExecutor, TokioIo},
    server::conn::auto,
};
use poem::{
    Addr, Endpoint, EndpointExt, Request,
    endpoint::BoxEndpoint,
    http::uri::Scheme,
    web::{LocalAddr, RemoteAddr},
};
use tokio::{net::TcpStream, sync::watch};

pub use accept::Acceptor;
pub use fd_limit::raise_open_file_limit;
pub use watchdog::ConnectionTimeouts;
use watchdog::{Watch, WatchedIo};

type ResponseBody = http_body_util::combinators::BoxBody<Bytes, std::io::Error>;

/// Serves `app` on `acceptor` until `shutdown` resolves, then stops accepting, lets requests in
/// progress finish and closes idle connections, and returns once every connection is closed.
pub async fn serve(
    acceptor: Acceptor,
    app: impl Endpoint + 'static,
    timeouts: ConnectionTimeouts,
    shutdown: impl Future<Output = ()>,
) {
    let mut acceptor = acceptor;
    let app: Arc<BoxEndpoint<'static>> = Arc::new(app.map_to_response().boxed());
    let local = acceptor.local_addr().ok();
    let (stop, stopping) = watch::channel(false);
    // Each connection task holds a clone; `recv` ends once every one has been dropped.
    let (alive, mut all_closed) = tokio::sync::mpsc::channel::<()>(1);
    tokio::pin!(shutdown);
    loop {
        tokio::select! {
            _ = &mut shutdown => break,
            (socket, peer) = acceptor.accept() => {
                let connection = Connection { app: app.clone(), local, peer, timeouts };
                let stopping = stopping.clone();
                let alive = alive.clone();
                tokio::spawn(async move {
                    connection.run(socket, stopping).await;
                    drop(alive);
                });
            }
        }
    }
    drop(acceptor);
    let _ = stop.send(true);
    drop(alive);
    let _ = all_closed.recv().await;
}

struct Connection {
    app: Arc<BoxEndpoint<'static>>,
    local: Option<SocketAddr>,
    peer: SocketAddr,
    timeouts: ConnectionTimeouts,
}

impl Connection {
    async fn run(self, socket: TcpStream, mut stopping: watch::Receiver<bool>) {
        let _ = socket.set_nodelay(true);
        let watch = Watch::new(self.timeouts);
        let local = LocalAddr(self.local.map(Addr::SocketAddr).unwrap_or_default());
        let remote = RemoteAddr(Addr::SocketAddr(self.peer));
        let (app, requests) = (self.app, watch.clone());
        let service = hyper::service::service_fn(move |req: hyper::Request<hyper::body::Incoming>| {
            let in_flight = requests.begin_request(req.method());
            let request = Request::from((req, local.clone(), remote.clone(), Scheme::HTTP));
            let app = app.clone();
            async move {
                let response = app.get_response(request).await;
                drop(in_flight);
                Ok::<hyper::Response<ResponseBody>, Infallible>(response.into())
            }
        });
        let builder = auto::Builder::new(TokioExecutor::new());
        let connection =
            builder.serve_connection(TokioIo::new(WatchedIo::new(socket, watch.clone())), service);
        tokio::pin!(connection);
        let mut shutting_down = false;
        loop {
            let deadline = watch.deadline();
            tokio::select! {
                _ = connection.as_mut() => return,
                _ = watch.changed() => {}
                _ = sleep_until(deadline) => {
                    if watch.deadline().is_some_and(|deadline| deadline <= tokio::time::Instant::now()) {
                        tracing::debug!(peer = %self.peer, "closing a connection that timed out");
                        return;
                    }
                }
                _ = stopping.changed(), if !shutting_down => {
                    shutting_down = true;
                    connection.as_mut().graceful_shutdown();
                }
            }
        }
    }
}

async fn sleep_until(deadline: Option<tokio::time::Instant>) {
    match deadline {
        Some(deadline) => tokio::time::sleep_until(deadline).await,
        None => std::future::pending().await,
    }
}
