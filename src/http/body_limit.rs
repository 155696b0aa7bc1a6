//! Request bodies larger than [`MAX_BODY_BYTES`] are refused with 413, whether or not the
//! client sent `Content-Length` (poem's own `SizeLimit` only looks at the header), and a body
//! must arrive within the body time-out (408 otherwise). The body is read here and handed on
//! from memory.
//!
//! Before a 413 the rest of the body is read and thrown away, up to [`DRAIN_BYTES`] in all:
//! clients such as Python's `urllib` and `requests` write the whole body before reading
//! anything, and a connection closed under them shows a broken pipe instead of the error.

use std::time::Duration;

use bytes::{Bytes, BytesMut};
use futures_util::StreamExt;
use poem::{Body, Endpoint, IntoResponse, Middleware, Request, Response, Result, http::StatusCode};

use crate::{error::FieldError, http::ApiError};

pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// The most of an oversized body that is read (and discarded) so the client sees the 413.
/// Anything declared larger is answered at once, and the connection closed.
pub const DRAIN_BYTES: u64 = 8 * 1024 * 1024;

pub struct BodyLimit {
    timeout: Duration,
}

impl BodyLimit {
    /// `timeout`: how long a client has to send the whole body.
    pub fn new(timeout: Duration) -> Self {
        BodyLimit { timeout }
    }
}

impl<E: Endpoint> Middleware<E> for BodyLimit {
    type Output = BodyLimitEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        BodyLimitEndpoint { inner, timeout: self.timeout }
    }
}

pub struct BodyLimitEndpoint<E> {
    inner: E,
    timeout: Duration,
}

fn too_large() -> poem::Error {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        crate::error::ErrorCode::PayloadTooLarge,
        format!("The request body is larger than {} bytes (1 MiB).", MAX_BODY_BYTES),
    )
    .with_header("connection", "close")
    .into()
}

fn too_slow(timeout: Duration) -> poem::Error {
    ApiError::new(
        StatusCode::REQUEST_TIMEOUT,
        crate::error::ErrorCode::RequestTimeout,
        format!("The request body did not arrive within {} seconds.", timeout.as_secs()),
    )
    .with_header("connection", "close")
    .into()
}

fn unreadable(error: std::io::Error) -> poem::Error {
    ApiError::validation(vec![FieldError::new("body", format!("could not be read: {error}"))]).into()
}

/// How a body read ended.
enum Read {
    Complete(Bytes),
    TooLarge,
    Failed(std::io::Error),
}

/// Reads `body`, keeping at most [`MAX_BODY_BYTES`]; past that it keeps counting (and
/// discarding) up to [`DRAIN_BYTES`]. `received` is kept current so a time-out can tell whether
/// the body was already known to be too large.
async fn read(body: Body, received: &mut u64) -> Read {
    let mut stream = body.into_bytes_stream();
    let mut kept = BytesMut::new();
    while let Some(chunk) = stream.next().await {
        let chunk = match chunk {
            Ok(chunk) => chunk,
            Err(error) => return Read::Failed(error),
        };
        *received += chunk.len() as u64;
        if *received > DRAIN_BYTES {
            return Read::TooLarge;
        }
        if *received <= MAX_BODY_BYTES as u64 {
            kept.extend_from_slice(&chunk);
        } else if !kept.is_empty() {
            kept = BytesMut::new();
        }
    }
    if *received > MAX_BODY_BYTES as u64 { Read::TooLarge } else { Read::Complete(kept.freeze()) }
}

/// Reads and throws away what is left of a refused request's body, up to [`DRAIN_BYTES`] and
/// within `timeout`, after the answer has gone: a client that writes its whole body before
/// reading (Python's `requests`, `urllib`) then reads the answer instead of a broken pipe, and
/// one that withholds its body has its answer at once. Nothing of the body is kept.
pub fn discard_in_background(body: Body, timeout: Duration) {
    if body.is_empty() {
        return;
    }
    tokio::spawn(async move {
        let mut stream = body.into_bytes_stream();
        let mut received = 0u64;
        let _ = tokio::time::timeout(timeout, async {
            while let Some(Ok(chunk)) = stream.next().await {
                received += chunk.len() as u64;
                if received > DRAIN_BYTES {
                    break;
                }
            }
        })
        .await;
    });
}

impl<E: Endpoint> Endpoint for BodyLimitEndpoint<E> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> Result<Self::Output> {
        let declared = req
            .headers()
            .get("content-length")
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.parse::<u64>().ok());
        if declared.is_some_and(|length| length > DRAIN_BYTES) {
            return Err(too_large());
        }
        let body = req.take_body();
        if !body.is_empty() {
            let mut received = 0;
            let outcome = tokio::time::timeout(self.timeout, read(body, &mut received)).await;
            match outcome {
                Ok(Read::Complete(bytes)) => req.set_body(Body::from(bytes)),
                Ok(Read::TooLarge) => return Err(too_large()),
                Ok(Read::Failed(error)) => return Err(unreadable(error)),
                Err(_) if received > MAX_BODY_BYTES as u64 => return Err(too_large()),
                Err(_) => return Err(too_slow(self.timeout)),
            }
        }
        Ok(self.inner.call(req).await?.into_response())
    }
}
