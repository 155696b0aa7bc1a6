//! Request bodies are JSON in UTF-8, uncompressed. A `Content-Encoding` other than `identity`
//! (gzip bodies used to fail as "not valid JSON", and `br` on plain JSON was accepted) or a
//! `charset` other than UTF-8 is a 415, before anything tries to read the body.

use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result, http::StatusCode};

use crate::http::ApiError;

pub struct BodyEncoding;

impl<E: Endpoint> Middleware<E> for BodyEncoding {
    type Output = BodyEncodingEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        BodyEncodingEndpoint { inner }
    }
}

pub struct BodyEncodingEndpoint<E> {
    inner: E,
}

fn unsupported(message: String) -> poem::Error {
    ApiError::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, crate::error::ErrorCode::UnsupportedMediaType, message)
        .into()
}

/// Whether the request carries a body, by its framing headers or (behind the body limit, which
/// holds the body in memory) by the body itself.
fn has_body(req: &mut Request) -> bool {
    let headers = req.headers();
    let declared = headers.contains_key("transfer-encoding")
        || headers
            .get("content-length")
            .and_then(|value| value.to_str().ok())
            .is_some_and(|length| length.trim() != "0");
    if declared {
        return true;
    }
    let body = req.take_body();
    let present = !body.is_empty();
    req.set_body(body);
    present
}

/// The encodings other than `identity` in every `Content-Encoding` line.
fn content_codings(req: &Request) -> Vec<String> {
    req.headers()
        .get_all("content-encoding")
        .iter()
        .flat_map(|line| {
            String::from_utf8_lossy(line.as_bytes())
                .split(',')
                .map(|c| c.trim().to_string())
                .collect::<Vec<_>>()
        })
        .filter(|coding| !coding.is_empty() && !coding.eq_ignore_ascii_case("identity"))
        .collect()
}

/// The `charset` parameter of `Content-Type`, unquoted, when there is one.
fn charset(req: &Request) -> Option<String> {
    let content_type = String::from_utf8_lossy(req.headers().get("content-type")?.as_bytes()).to_string();
    content_type.split(';').skip(1).find_map(|parameter| {
        let (name, value) = parameter.split_once('=')?;
        name.trim().eq_ignore_ascii_case("charset").then(|| value.trim().trim_matches('"').to_string())
    })
}

impl<E: Endpoint> Endpoint for BodyEncodingEndpoint<E> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> Result<Self::Output> {
        if has_body(&mut req) {
            let codings = content_codings(&req);
            if !codings.is_empty() {
                return Err(unsupported(format!(
                    "Send the request body uncompressed: Content-Encoding {} is not supported.",
                    codings.join(", ")
                )));
            }
            if let Some(charset) =
                charset(&req).filter(|c| !c.eq_ignore_ascii_case("utf-8") && !c.eq_ignore_ascii_case("utf8"))
            {
                return Err(unsupported(format!(
                    "Send the request body as UTF-8 JSON (`Content-Type: application/json`); charset {charset} is not supported."
                )));
            }
        }
        Ok(self.inner.call(req).await?.into_response())
    }
}
