//! A TCP proxy on 127.0.0.1 that a test can close and open again, to make the database
//! unreachable for one server without touching the database server itself.

use std::sync::{Arc, Mutex};

use tokio::{
    net::{TcpListener, TcpStream},
    task::JoinHandle,
};

pub struct TcpProxy {
    pub port: u16,
    target: String,
    /// The accepting task and every forwarding task, aborted on close.
    tasks: Arc<Mutex<Vec<JoinHandle<()>>>>,
}

impl TcpProxy {
    /// Starts forwarding a port of its own on 127.0.0.1 to `target` (`host:port`).
    pub async fn start(target: &str) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let proxy = TcpProxy {
            port: listener.local_addr().unwrap().port(),
            target: target.to_string(),
            tasks: Arc::new(Mutex::new(Vec::new())),
        };
        proxy.serve(listener);
        proxy
    }

    /// A proxy in front of the PostgreSQL server of `url`, and the same URL through it.
    pub async fn in_front_of(url: &str) -> (Self, String) {
        let (credentials, rest) = url.split_once('@').unwrap();
        let (server, name) = rest.split_once('/').unwrap();
        let proxy = TcpProxy::start(server).await;
        let through = format!("{credentials}@127.0.0.1:{}/{name}", proxy.port);
        (proxy, through)
    }

    /// Stops listening and drops every forwarded connection: the target is unreachable.
    pub fn close(&self) {
        for task in self.tasks.lock().unwrap().drain(..) {
            task.abort();
        }
    }

    /// Listens on the same port again.
    pub async fn open(&self) {
        for _ in 0..100 {
            if let Ok(listener) = TcpListener::bind(("127.0.0.1", self.port)).await {
                return self.serve(listener);
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("cannot listen on 127.0.0.1:{} again", self.port);
    }

    fn serve(&self, listener: TcpListener) {
        let tasks = self.tasks.clone();
        let target = self.target.clone();
        let accepting = tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let target = target.clone();
                let forwarding = tokio::spawn(async move {
                    if let Ok(mut server) = TcpStream::connect(&target).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                tasks.lock().unwrap().push(forwarding);
            }
        });
        self.tasks.lock().unwrap().push(accepting);
    }
}

impl Drop for TcpProxy {
    fn drop(&mut self) {
        self.close();
    }
}
