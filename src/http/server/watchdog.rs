//! Per-connection time-outs, enforced from outside hyper so that each phase of a connection has
//! its own limit:
//!
//! - *header*: a request head must arrive in full within the header time-out of its first byte
//!   (of the connection being accepted, for the first request), so a client trickling a byte a
//!   second is cut off;
//! - *idle*: a keep-alive connection with no request in progress is closed after the idle
//!   time-out without a byte from the client (writing a response to a slow reader counts as
//!   activity);
//! - while a request is being handled there is no connection time-out; the body-read time-out
//!   lives with the body limit.
//!
//! hyper's own `header_read_timeout` starts its clock when a connection goes idle, so it cannot
//! tell the two apart, and it does nothing for HTTP/2.

use std::{
    pin::Pin,
    sync::{Arc, Mutex},
    task::{Context, Poll},
    time::Duration,
};

use poem::http::Method;
use tokio::{
    io::{AsyncRead, AsyncWrite, ReadBuf},
    sync::Notify,
    time::Instant,
};

use crate::config::Config;

/// The limits a connection is held to.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionTimeouts {
    pub header: Duration,
    pub idle: Duration,
}

impl ConnectionTimeouts {
    pub fn of(config: &Config) -> Self {
        ConnectionTimeouts { header: config.http_header_timeout, idle: config.http_idle_timeout }
    }
}

#[derive(Debug, Clone, Copy)]
enum Waiting {
    /// Part of a request head (or nothing yet, on a new connection) since this instant.
    ForHead(Instant),
    /// Nothing in progress since this instant.
    Idle(Instant),
}

struct State {
    in_flight: usize,
    waiting: Waiting,
    /// A request was handed to the app since the current head began.
    dispatched: bool,
    /// A HEAD request was seen on this connection (its responses keep headers without a body).
    saw_head: bool,
}

/// What one connection is doing, shared by its socket wrapper, its requests and the task that
/// enforces the time-outs.
pub struct Watch {
    timeouts: ConnectionTimeouts,
    state: Mutex<State>,
    changed: Notify,
}

impl Watch {
    pub fn new(timeouts: ConnectionTimeouts) -> Arc<Self> {
        Arc::new(Watch {
            timeouts,
            state: Mutex::new(State {
                in_flight: 0,
                waiting: Waiting::ForHead(Instant::now()),
                dispatched: false,
                saw_head: false,
            }),
            changed: Notify::new(),
        })
    }

    fn update(&self, change: impl FnOnce(&mut State)) {
        let mut state = self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        change(&mut state);
    }

    /// When the connection must be closed if nothing changes; `None` while a request is in
    /// progress.
    pub fn deadline(&self) -> Option<Instant> {
        let state = self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        match (state.in_flight, state.waiting) {
            (0, Waiting::ForHead(since)) => Some(since + self.timeouts.header),
            (0, Waiting::Idle(since)) => Some(since + self.timeouts.idle),
            _ => None,
        }
    }

    /// Resolves when the deadline may have moved closer.
    pub async fn changed(&self) {
        self.changed.notified().await;
    }

    /// Marks a request as in progress until the returned guard is dropped.
    pub fn begin_request(self: &Arc<Self>, method: &Method) -> InFlight {
        self.update(|state| {
            state.in_flight += 1;
            state.dispatched = true;
            state.saw_head |= method == Method::HEAD;
        });
        InFlight(self.clone())
    }

    /// Whether anything written now can only be hyper's own answer to an unparseable head.
    fn writing_for_hyper(&self) -> bool {
        let state = self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        state.in_flight == 0
            && matches!(state.waiting, Waiting::ForHead(_))
            && !state.dispatched
            && !state.saw_head
    }

    fn received(&self) {
        let mut started_head = false;
        self.update(|state| {
            if let (0, Waiting::Idle(_)) = (state.in_flight, state.waiting) {
                state.waiting = Waiting::ForHead(Instant::now());
                state.dispatched = false;
                started_head = true;
            }
        });
        if started_head {
            self.changed.notify_one();
        }
    }

    fn sent(&self) {
        self.update(|state| {
            if let Waiting::Idle(_) = state.waiting {
                state.waiting = Waiting::Idle(Instant::now());
            }
        });
    }
}

/// A request in progress; dropping it (also when the request is abandoned) ends it.
pub struct InFlight(Arc<Watch>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.update(|state| {
            state.in_flight -= 1;
            if state.in_flight == 0 {
                state.waiting = Waiting::Idle(Instant::now());
            }
        });
        self.0.changed.notify_one();
    }
}

/// The connection's socket, reporting bytes in and out to its [`Watch`], and replacing hyper's
/// empty answers to unparseable requests with the JSON error (see [`super::parse_errors`]).
pub struct WatchedIo<T> {
    inner: T,
    watch: Arc<Watch>,
    replacing: Option<Replacement>,
}

/// A replacement being written, and how many of hyper's bytes it stands for.
struct Replacement {
    bytes: Vec<u8>,
    written: usize,
    stands_for: usize,
}

impl<T> WatchedIo<T> {
    pub fn new(inner: T, watch: Arc<Watch>) -> Self {
        WatchedIo { inner, watch, replacing: None }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for WatchedIo<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let result = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.watch.received();
        }
        result
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for WatchedIo<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let this = &mut *self;
        if this.replacing.is_none()
            && this.watch.writing_for_hyper()
            && let Some(bytes) = super::parse_errors::replacement(buf)
        {
            this.replacing = Some(Replacement { bytes, written: 0, stands_for: buf.len() });
        }
        if let Some(replacement) = &mut this.replacing {
            while replacement.written < replacement.bytes.len() {
                match Pin::new(&mut this.inner).poll_write(cx, &replacement.bytes[replacement.written..]) {
                    Poll::Ready(Ok(0)) => return Poll::Ready(Err(std::io::ErrorKind::WriteZero.into())),
                    Poll::Ready(Ok(written)) => replacement.written += written,
                    Poll::Ready(Err(error)) => return Poll::Ready(Err(error)),
                    Poll::Pending => return Poll::Pending,
                }
            }
            let stands_for = replacement.stands_for;
            this.replacing = None;
            return Poll::Ready(Ok(stands_for));
        }
        let result = Pin::new(&mut this.inner).poll_write(cx, buf);
        if matches!(result, Poll::Ready(Ok(written)) if written > 0) {
            this.watch.sent();
        }
        result
    }

    /// Not vectored, so that each response head hyper writes arrives in one piece and can be
    /// recognised.
    fn is_write_vectored(&self) -> bool {
        false
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `deadline` lies `after` from a moment between `before` and now.
    fn due(deadline: Option<Instant>, before: Instant, after: Duration) -> bool {
        deadline.is_some_and(|deadline| deadline >= before + after && deadline <= Instant::now() + after)
    }

    #[test]
    fn each_phase_has_its_own_limit() {
        let timeouts = ConnectionTimeouts { header: Duration::from_secs(10), idle: Duration::from_secs(60) };
        let start = Instant::now();
        let watch = Watch::new(timeouts);
        assert!(due(watch.deadline(), start, timeouts.header));
        let request = watch.begin_request(&Method::GET);
        let second = watch.begin_request(&Method::POST);
        assert_eq!(watch.deadline(), None);
        drop(request);
        assert_eq!(watch.deadline(), None, "one request is still in progress");
        let idle_from = Instant::now();
        drop(second);
        assert!(due(watch.deadline(), idle_from, timeouts.idle));
        watch.sent();
        assert!(due(watch.deadline(), idle_from, timeouts.idle));
        let head_from = Instant::now();
        watch.received();
        assert!(due(watch.deadline(), head_from, timeouts.header));
    }
}
