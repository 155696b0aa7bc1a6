//! The OAuth 2.0 authorization server, for the client-credentials grant only (RFC 6749 §4.4):
//! `POST /oauth/token`, `POST /oauth/revoke` (RFC 7009) and
//! `GET /.well-known/oauth-authorization-server` (RFC 8414). They sit outside `/api/v1` and its
//! envelope: their requests and answers are the RFCs' own. The tokens they issue are accepted
//! under `/api/v1` wherever keys are (`crate::auth::ApiKeyGuard`).

mod client_auth;
mod failure;
mod form;
mod metadata;
mod token;

use std::{sync::Arc, time::Duration};

use ipnet::IpNet;
use poem::{EndpointExt, Route, get, post};

use crate::{auth::RateLimiter, config::Config, db::Database, http::BodyLimit};

/// Where the token endpoint is, as the document's OAuth 2.0 scheme names it.
pub const TOKEN_PATH: &str = "/oauth/token";
pub const REVOCATION_PATH: &str = "/oauth/revoke";
pub const METADATA_PATH: &str = "/.well-known/oauth-authorization-server";

/// What the endpoints need besides the database.
#[derive(Clone)]
pub struct OAuthSettings {
    pub token_lifetime: Duration,
    /// The API's limiter: a token request counts against its client's quota.
    pub limiter: Arc<RateLimiter>,
    pub trusted_proxies: Arc<Vec<IpNet>>,
}

/// `routes` with the three endpoints added at their paths.
pub fn mount(routes: Route, config: &Config, db: Database, limiter: Arc<RateLimiter>) -> Route {
    let settings = OAuthSettings {
        token_lifetime: config.oauth_token_lifetime,
        limiter,
        trusted_proxies: Arc::new(config.trusted_proxies.clone()),
    };
    let body_limit = || BodyLimit::new(config.http_body_timeout);
    routes
        .at(TOKEN_PATH, post(token::issue_token).data(db.clone()).data(settings.clone()).with(body_limit()))
        .at(REVOCATION_PATH, post(token::revoke).data(db).data(settings.clone()).with(body_limit()))
        .at(METADATA_PATH, get(metadata::metadata).data(settings))
}
