//! The organisation's own `/api/v1`, called in-process: imported records are written through
//! the same operations an API client uses (every validation, default and rule applies) and
//! exported records are read in exactly the shapes the API returns. No socket, no key: the
//! caller is set on each request as the API-key guard would have set it.

use std::sync::Arc;

use poem::{Endpoint, EndpointExt, Route, endpoint::BoxEndpoint, http::Method};
use serde_json::Value;
use uuid::Uuid;

use crate::{
    api::{self, API_PREFIX, Document},
    auth::Caller,
    config::WebhookSettings,
    db::Database,
    http::{Frame, RouteTable},
};

/// A refusal of the local API: the field it names (or `-`) and its message.
#[derive(Debug, Clone)]
pub struct Refusal {
    pub status: u16,
    pub field: String,
    pub message: String,
}

pub struct LocalApi {
    endpoint: BoxEndpoint<'static, poem::Response>,
    organisation_id: Uuid,
}

impl LocalApi {
    pub fn new(db: &Database, organisation_id: Uuid) -> Self {
        // The import writes records, never webhook endpoints or invitations: their settings are
        // the defaults.
        let service = api::service(
            db.clone(),
            api::invitations::InviteSettings::none(),
            WebhookSettings::default(),
            api::HoldYears::STATUTORY,
        );
        let document = Document::of(&service);
        let routes = Arc::new(RouteTable::from_spec(
            &serde_json::from_str(&document.json).unwrap_or_default(),
            API_PREFIX,
        ));
        let endpoint = Route::new().nest(API_PREFIX, service).with(Frame::new(routes)).map_to_response();
        LocalApi { endpoint: endpoint.boxed(), organisation_id }
    }

    /// Calls `method path` (under `/api/v1`) as `member`, returning the envelope's `data`.
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        member: Option<Uuid>,
        body: Option<&Value>,
    ) -> Result<Value, Refusal> {
        let mut builder = poem::Request::builder().method(method).uri_str(format!("{API_PREFIX}{path}"));
        builder = builder.header("authorization", "in-process import");
        let mut request = match body {
            Some(body) => builder.content_type("application/json").body(body.to_string()),
            None => builder.finish(),
        };
        request.extensions_mut().insert(Caller {
            organisation_id: self.organisation_id,
            member_id: member,
            key_id: Uuid::nil(),
            // The operator's own import: whatever the records need.
            scopes: crate::types::Scopes::of(crate::types::Scope::ALL),
        });
        let response = match self.endpoint.call(request).await {
            Ok(response) => response,
            Err(error) => error.into_response(),
        };
        let status = response.status().as_u16();
        let bytes = response.into_body().into_bytes().await.unwrap_or_default();
        let mut value: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        if status < 300 {
            return Ok(value.get_mut("data").map(Value::take).unwrap_or(Value::Null));
        }
        let first = value.get("errors").and_then(|e| e.get(0));
        let field = first.and_then(|e| e.get("field")).and_then(Value::as_str).unwrap_or("-").to_string();
        let message = first
            .and_then(|e| e.get("message"))
            .or_else(|| value.get("message"))
            .and_then(Value::as_str)
            .map(str::to_string)
            .unwrap_or_else(|| String::from_utf8_lossy(&bytes).into_owned());
        Err(Refusal { status, field, message })
    }

    pub async fn get(&self, path: &str) -> Result<Value, Refusal> {
        self.call(Method::GET, path, None, None).await
    }
}
