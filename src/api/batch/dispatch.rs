//! The single-record operations, called in-process for a batch's items: the API itself (with
//! its conditional requests, for `ifMatch` and the ETag of each result) behind no guard, rate
//! limit or idempotency key, which the batch request has passed once as a whole.

use std::sync::{Arc, OnceLock};

use poem::{
    Endpoint, EndpointExt, IntoResponse, Response, Route,
    endpoint::BoxEndpoint,
    http::{Method, StatusCode, header},
};
use serde_json::Value;

use crate::{
    api::{API_PREFIX, invitations::InviteSettings, service},
    config::WebhookSettings,
    db::Database,
    http::{Caller, Conditional, to_api_error},
};

/// What a single-record operation answered.
pub struct Reply {
    pub status: StatusCode,
    pub etag: Option<String>,
    /// The whole body: the envelope on success, the error body otherwise.
    pub body: Value,
}

impl Reply {
    /// What `response` answered.
    pub async fn of(response: Response) -> Self {
        let status = response.status();
        let etag = response.headers().get(header::ETAG).and_then(|v| v.to_str().ok()).map(str::to_string);
        let bytes = response.into_body().into_bytes().await.unwrap_or_default();
        Reply { status, etag, body: serde_json::from_slice(&bytes).unwrap_or(Value::Null) }
    }

    pub fn succeeded(&self) -> bool {
        self.status.is_success()
    }

    /// The record, on success.
    pub fn data(&self) -> Option<&Value> {
        self.body.get("data").filter(|_| self.succeeded())
    }
}

/// The API, built the first time a batch runs (it holds the batch operations too, which are
/// never called through it).
pub struct Dispatcher {
    db: Database,
    endpoint: OnceLock<BoxEndpoint<'static, Response>>,
}

impl Dispatcher {
    pub fn new(db: Database) -> Arc<Self> {
        Arc::new(Dispatcher { db, endpoint: OnceLock::new() })
    }

    pub fn db(&self) -> &Database {
        &self.db
    }

    fn endpoint(&self) -> &BoxEndpoint<'static, Response> {
        self.endpoint.get_or_init(|| {
            let api = service(
                self.db.clone(),
                InviteSettings::none(),
                WebhookSettings::default(),
                super::super::HoldYears::STATUTORY,
            );
            Route::new()
                .nest(API_PREFIX, api.with(Conditional::new(self.db.clone())))
                .map_to_response()
                .boxed()
        })
    }

    /// Calls `method path` (under `/api/v1`) as `caller`, with `body` and an `If-Match`.
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        caller: Caller,
        body: Option<&Value>,
        if_match: Option<&str>,
    ) -> Reply {
        let mut builder =
            poem::Request::builder().method(method.clone()).uri_str(format!("{API_PREFIX}{path}"));
        // The security scheme wants the header; the caller is already known.
        builder = builder.header(header::AUTHORIZATION, "batch item");
        if let Some(tag) = if_match {
            builder = builder.header(header::IF_MATCH, tag);
        }
        let mut request = match body {
            Some(body) => builder.content_type("application/json").body(body.to_string()),
            None => builder.finish(),
        };
        request.extensions_mut().insert(caller);
        let response = match self.endpoint().call(request).await {
            Ok(response) => response.into_response(),
            Err(error) => {
                poem::error::ResponseError::as_response(&to_api_error(error, method.as_str(), path))
            }
        };
        Reply::of(response).await
    }
}
