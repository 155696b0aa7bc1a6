//! Request bodies larger than [`MAX_BODY_BYTES`] are refused with 413, whether or not the
//! client sent `Content-Length` (poem's own `SizeLimit` only looks at the header). The body is
//! read here, at most one byte past the limit, and handed on from memory.

use poem::{Body, Endpoint, IntoResponse, Middleware, Request, Response, Result, http::StatusCode};

use crate::error::ApiError;

pub const MAX_BODY_BYTES: usize = 1024 * 1024;

pub struct BodyLimit;

impl<E: Endpoint> Middleware<E> for BodyLimit {
    type Output = BodyLimitEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        BodyLimitEndpoint { inner }
    }
}

pub struct BodyLimitEndpoint<E> {
    inner: E,
}

fn too_large() -> poem::Error {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
        format!("The request body is larger than {} bytes (1 MiB).", MAX_BODY_BYTES),
    )
    .into()
}

impl<E: Endpoint> Endpoint for BodyLimitEndpoint<E> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> Result<Self::Output> {
        let declared = req
            .headers()
            .get("content-length")
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.parse::<u64>().ok());
        if declared.is_some_and(|length| length > MAX_BODY_BYTES as u64) {
            return Err(too_large());
        }
        let body = req.take_body();
        if !body.is_empty() {
            let bytes = body.into_bytes_limit(MAX_BODY_BYTES).await.map_err(|error| match error {
                poem::error::ReadBodyError::PayloadTooLarge => too_large(),
                other => poem::Error::from(other),
            })?;
            req.set_body(Body::from(bytes));
        }
        Ok(self.inner.call(req).await?.into_response())
    }
}
