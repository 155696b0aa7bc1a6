//! Conditional requests on single records, with the strong `ETag` every single-record response
//! carries (a hash of the record's representation):
//! - `If-None-Match` on a GET answers 304 with no body when the client's copy is current;
//! - `If-Match` on a PATCH answers 412 `precondition_failed` (naming the current ETag) when the
//!   record changed since the client read it, and changes nothing.
//!
//! For `If-Match` the record's current ETag is read through the API's own GET of the record, and
//! the check and the write happen while the record is held ([`record_locks`]), so of two
//! clients that read the same version only the first one's write lands.

use poem::{
    Body, Endpoint, IntoResponse, Middleware, Request, Response, Result,
    http::{HeaderValue, Method, StatusCode, header},
};

use super::Caller;
use crate::{
    db::Database,
    error::FieldError,
    http::{ApiError, identity_tag},
    service::record_locks,
};

pub struct Conditional {
    db: Database,
}

impl Conditional {
    pub fn new(db: Database) -> Self {
        Conditional { db }
    }
}

impl<E: Endpoint> Middleware<E> for Conditional {
    type Output = ConditionalEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        ConditionalEndpoint { inner, db: self.db.clone() }
    }
}

pub struct ConditionalEndpoint<E> {
    inner: E,
    db: Database,
}

/// The entity tags of an `If-Match` / `If-None-Match` header, `*` included, each as the tag of
/// the representation itself (a tag of its gzip bytes names the same record version).
pub(super) fn listed_tags(value: &HeaderValue) -> Vec<String> {
    value
        .to_str()
        .unwrap_or_default()
        .split(',')
        .map(|tag| identity_tag(tag.trim()))
        .filter(|t| !t.is_empty())
        .collect()
}

/// Weak comparison (for `If-None-Match`): `W/` prefixes are ignored.
pub(super) fn matches_weakly(listed: &[String], current: &str) -> bool {
    let opaque = |tag: &str| tag.trim_start_matches("W/").to_string();
    listed.iter().any(|tag| tag == "*" || opaque(tag) == opaque(current))
}

/// Strong comparison (for `If-Match`): weak tags never match.
fn matches_strongly(listed: &[String], current: &str) -> bool {
    listed.iter().any(|tag| tag == "*" || (tag == current && !tag.starts_with("W/")))
}

/// The path of the GET that reads the record a PATCH changes: the type-specific update paths
/// (`/contacts/{id}/person`, `/opportunities/{id}/mortgage`) read `/contacts/{id}` and
/// `/opportunities/{id}`; `PATCH /expenses` names its household in the body.
pub fn read_path(patch_path: &str, body: &[u8]) -> Option<String> {
    if patch_path.trim_end_matches('/') == "/expenses" {
        let body: serde_json::Value = serde_json::from_slice(body).ok()?;
        let profile_id: uuid::Uuid = body.get("profileId")?.as_str()?.parse().ok()?;
        return Some(format!("/expenses?profileId={profile_id}"));
    }
    let segments: Vec<&str> = patch_path.trim_matches('/').split('/').collect();
    match segments.as_slice() {
        [resource, id, "person" | "company" | "trust" | "mortgage"] => Some(format!("/{resource}/{id}")),
        [resource, id] => Some(format!("/{resource}/{id}")),
        _ => None,
    }
}

fn not_modified(etag: HeaderValue) -> Response {
    Response::builder().status(StatusCode::NOT_MODIFIED).header(header::ETAG, etag).finish()
}

fn precondition_failed(current: &str) -> poem::Error {
    let error = ApiError::new(
        StatusCode::PRECONDITION_FAILED,
        crate::error::ErrorCode::PreconditionFailed,
        format!(
            "The record has changed since you read it; its current ETag is {current}. Read it again and reapply your change."
        ),
    );
    let problem = FieldError::new("If-Match", format!("does not match the record's current ETag {current}"));
    ApiError { errors: vec![problem], ..error }.with_header("etag", current).into()
}

impl<E: Endpoint> ConditionalEndpoint<E> {
    async fn get(&self, req: Request) -> Result<Response> {
        let wanted = req.headers().get(header::IF_NONE_MATCH).map(listed_tags);
        let response = self.inner.call(req).await?.into_response();
        match (wanted, response.headers().get(header::ETAG)) {
            (Some(listed), Some(etag))
                if response.status() == StatusCode::OK
                    && matches_weakly(&listed, etag.to_str().unwrap_or_default()) =>
            {
                Ok(not_modified(etag.clone()))
            }
            _ => Ok(response),
        }
    }

    /// The record's current ETag, read with the caller's own credentials; `None` when it cannot
    /// be read (the PATCH then answers for itself, e.g. 404).
    async fn current_etag(&self, req: &Request, path: &str, caller: Caller) -> Result<Option<String>> {
        let mut read = Request::builder().method(Method::GET).uri_str(path).finish();
        if let Some(authorization) = req.headers().get(header::AUTHORIZATION) {
            read.headers_mut().insert(header::AUTHORIZATION, authorization.clone());
        }
        read.extensions_mut().insert(caller);
        let Ok(response) = self.inner.call(read).await.map(IntoResponse::into_response) else {
            return Ok(None);
        };
        let etag = response.headers().get(header::ETAG).and_then(|v| v.to_str().ok()).map(str::to_string);
        Ok(etag.filter(|_| response.status() == StatusCode::OK))
    }

    async fn patch(&self, mut req: Request, listed: Vec<String>) -> Result<Response> {
        let Some(caller) = req.extensions().get::<Caller>().copied() else {
            return Ok(self.inner.call(req).await?.into_response());
        };
        let body = req.take_body().into_bytes().await?;
        let path = read_path(req.uri().path(), &body);
        req.set_body(Body::from(body));
        let Some(path) = path else { return Ok(self.inner.call(req).await?.into_response()) };
        let lock_key = format!("{}{path}", caller.organisation_id);
        let _held = record_locks::hold(&self.db, &lock_key).await.map_err(ApiError::from)?;
        if let Some(current) = self.current_etag(&req, &path, caller).await?
            && !matches_strongly(&listed, &current)
        {
            return Err(precondition_failed(&current));
        }
        Ok(self.inner.call(req).await?.into_response())
    }
}

impl<E: Endpoint> Endpoint for ConditionalEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        match *req.method() {
            Method::GET => self.get(req).await,
            Method::PATCH => match req.headers().get(header::IF_MATCH).map(listed_tags) {
                Some(listed) => self.patch(req, listed).await,
                None => Ok(self.inner.call(req).await?.into_response()),
            },
            _ => Ok(self.inner.call(req).await?.into_response()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_specific_updates_read_the_record_itself() {
        assert_eq!(read_path("/contacts/abc/person", b"").as_deref(), Some("/contacts/abc"));
        assert_eq!(read_path("/opportunities/abc/mortgage", b"").as_deref(), Some("/opportunities/abc"));
        assert_eq!(read_path("/profiles/abc", b"").as_deref(), Some("/profiles/abc"));
        let id = "01a20458-940f-7058-979c-6acec6fe15ee";
        let body = format!(r#"{{"profileId": "{id}"}}"#);
        assert_eq!(read_path("/expenses", body.as_bytes()), Some(format!("/expenses?profileId={id}")));
        assert_eq!(read_path("/expenses", b"{}"), None);
    }

    #[test]
    fn if_match_compares_strongly_and_if_none_match_weakly() {
        let current = "\"abc\"";
        assert!(matches_strongly(&["\"x\"".into(), "\"abc\"".into()], current));
        assert!(matches_strongly(&["*".into()], current));
        assert!(!matches_strongly(&["W/\"abc\"".into()], current));
        assert!(matches_weakly(&["W/\"abc\"".into()], current));
        assert!(!matches_weakly(&["\"abd\"".into()], current));
    }
}
