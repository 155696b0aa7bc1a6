//! `GET /.well-known/oauth-authorization-server` (RFC 8414): where the token and revocation
//! endpoints are, and what they take.

use poem::{
    Request, handler,
    web::{Data, Json},
};
use poem_openapi::OAuthScopes;
use serde_json::{Value, json};

use super::{OAuthSettings, REVOCATION_PATH, TOKEN_PATH};
use crate::types::Scope;

/// The metadata, with the issuer as the caller reached this server (RFC 8414 §3.3: the issuer
/// is the URL the metadata was fetched from, less the well-known path).
#[handler]
pub fn metadata(req: &Request, settings: Data<&OAuthSettings>) -> Json<Value> {
    let issuer = issuer(req, &settings);
    let scopes: Vec<&str> = Scope::meta().iter().map(|scope| scope.name).collect();
    let methods = ["client_secret_basic", "client_secret_post"];
    Json(json!({
        "issuer": issuer,
        "token_endpoint": format!("{issuer}{TOKEN_PATH}"),
        "revocation_endpoint": format!("{issuer}{REVOCATION_PATH}"),
        "grant_types_supported": ["client_credentials"],
        "response_types_supported": [],
        "token_endpoint_auth_methods_supported": methods,
        "revocation_endpoint_auth_methods_supported": methods,
        "scopes_supported": scopes,
        "service_documentation": format!("{issuer}/docs"),
    }))
}

/// `scheme://host` of this request: the scheme a trusted proxy says it was reached by
/// (`X-Forwarded-Proto`), else `http`; the host from `Host`.
fn issuer(req: &Request, settings: &OAuthSettings) -> String {
    let peer = req.remote_addr().as_socket_addr().map(|addr| addr.ip().to_canonical());
    let behind_proxy = peer.is_some_and(|ip| settings.trusted_proxies.iter().any(|net| net.contains(&ip)));
    let header = |name: &str| req.headers().get(name).and_then(|value| value.to_str().ok());
    let scheme = match header("x-forwarded-proto") {
        Some(proto) if behind_proxy && proto.eq_ignore_ascii_case("https") => "https",
        _ => "http",
    };
    let host = header("host").filter(|host| !host.contains(['/', ' '])).unwrap_or("localhost");
    format!("{scheme}://{host}")
}
