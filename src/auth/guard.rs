use std::{net::IpAddr, sync::Arc, time::Duration};

use chrono::Utc;
use ipnet::IpNet;
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result, http::StatusCode};

use super::{
    BatchRecords, Caller, FailedAttempts, RateLimiter, client_ip,
    rate_limit::{Quota, QuotaScope},
};
use crate::{
    config::parse_cidrs,
    db::Database,
    http::ApiError,
    http::{Needs, RouteTable, database_failure, discard_in_background, to_api_error},
    service::{
        access_log::{self, Requester},
        events::{self, Actor},
        key_cache::KeyCache,
        key_format, oauth,
    },
    types::Scopes,
};

/// Authenticates every request it guards (docs/decisions.md, ADR-5): 401 `invalid_api_key`, 403
/// `ip_not_allowed` or 429 `rate_limited`, and `RateLimit-*` headers on every response.
///
/// It runs before anything reads the body, from the headers alone: a refused request's body is
/// never buffered, only discarded after the answer (`discard_in_background`).
pub struct ApiKeyGuard {
    db: Database,
    trusted_proxies: Arc<Vec<IpNet>>,
    limiter: Arc<RateLimiter>,
    shares: Arc<Shares>,
    keys: Arc<KeyCache>,
    body_timeout: Duration,
    routes: Arc<RouteTable>,
}

impl ApiKeyGuard {
    /// `body_timeout`: how long a refused request's body is read (and thrown away) for.
    pub fn new(
        db: Database,
        trusted_proxies: Vec<IpNet>,
        limiter: Arc<RateLimiter>,
        shares: Shares,
        body_timeout: Duration,
        routes: Arc<RouteTable>,
    ) -> Self {
        ApiKeyGuard {
            db,
            trusted_proxies: Arc::new(trusted_proxies),
            limiter,
            shares: Arc::new(shares),
            keys: Arc::new(KeyCache::new()),
            body_timeout,
            routes,
        }
    }
}

impl<E: Endpoint> Middleware<E> for ApiKeyGuard {
    type Output = GuardedEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        GuardedEndpoint {
            inner,
            db: self.db.clone(),
            trusted_proxies: self.trusted_proxies.clone(),
            limiter: self.limiter.clone(),
            shares: self.shares.clone(),
            keys: self.keys.clone(),
            body_timeout: self.body_timeout,
            routes: self.routes.clone(),
        }
    }
}

/// The limits every organisation's requests share fairly: the requests of all its keys
/// together, the records of its write batches, and the failed authentications of one client
/// address.
pub struct Shares {
    pub organisations: RateLimiter,
    /// Left in every admitted request for the batch operations.
    pub records: Arc<BatchRecords>,
    pub failures: FailedAttempts,
}

pub struct GuardedEndpoint<E> {
    inner: E,
    db: Database,
    trusted_proxies: Arc<Vec<IpNet>>,
    limiter: Arc<RateLimiter>,
    shares: Arc<Shares>,
    keys: Arc<KeyCache>,
    body_timeout: Duration,
    routes: Arc<RouteTable>,
}

/// The key (or OAuth 2.0 access token) in an `Authorization` header, with or without the
/// `Bearer` scheme.
fn presented_key(req: &Request) -> Option<&str> {
    let value = req.headers().get("authorization")?.to_str().ok()?.trim();
    let key = match value.split_once(' ') {
        Some((scheme, rest)) if scheme.eq_ignore_ascii_case("bearer") => rest.trim(),
        _ => value,
    };
    (!key.is_empty()).then_some(key)
}

impl<E: Endpoint> GuardedEndpoint<E> {
    /// The caller, its quota, and the actor its changes are recorded under.
    async fn authenticate(
        &self,
        req: &Request,
    ) -> std::result::Result<(Caller, Quota, Actor, Requester), ApiError> {
        let secret = presented_key(req).ok_or_else(ApiError::invalid_api_key)?;
        let peer = req.remote_addr().as_socket_addr().map(|addr| addr.ip());
        let address = client_ip(peer, req.headers(), &self.trusted_proxies);
        if let Some(wait) = self.shares.failures.refused(address) {
            crate::monitoring::count_rate_limit_rejection();
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                crate::error::ErrorCode::RateLimited,
                format!(
                    "Your address presented {} unknown API keys this minute; try again in {wait} seconds.",
                    self.shares.failures.limit()
                ),
            )
            .with_header("retry-after", wait.to_string()));
        }
        let key = self
            .keys
            .find_by_hash(&self.db, &key_format::hash(secret))
            .await
            .map_err(|error| database_failure(&error))?
            .filter(|key| key.revoked_at.is_none())
            .filter(|key| key.expires_at.is_none_or(|expiry| expiry > Utc::now()));
        let Some(key) = key else {
            self.shares.failures.failed(address);
            return Err(ApiError::invalid_api_key());
        };
        if !admits(&parse_cidrs(&key.allowed_cidrs).unwrap_or_default(), address) {
            return Err(ApiError::ip_not_allowed());
        }

        // An access token counts as its OAuth client: one rate limit and one idempotency store
        // for all the tokens the client is given.
        let credential_id = key.oauth_client_id.unwrap_or(key.id);
        let quota = self.limiter.check(credential_id).await.map_err(|error| database_failure(&error))?;
        // The organisation's share is counted only for what its key admits: a key over its own
        // limit does not use up its colleagues' requests.
        let quota = match quota.allowed {
            true => {
                let organisation = self.shares.organisations.check(key.organisation_id).await;
                let organisation = organisation.map_err(|error| database_failure(&error))?;
                match organisation.allowed {
                    true => quota,
                    false => Quota { scope: QuotaScope::Organisation, ..organisation },
                }
            }
            false => quota,
        };
        let caller = Caller {
            organisation_id: key.organisation_id,
            member_id: key.member_id,
            key_id: credential_id,
            scopes: Scopes::stored(key.scopes.as_deref()),
        };
        let oauth_client_id = key.oauth_client_id.map(oauth::client_id_of);
        let operation_id =
            self.routes.operation_id(req.method(), req.original_uri().path()).map(str::to_string);
        let request_id = crate::request_id::current();
        let requester = Requester::new(
            key.organisation_id,
            credential_id,
            oauth_client_id.clone(),
            key.member_id,
            address,
            request_id.clone(),
            operation_id.clone(),
        );
        let actor = Actor::ApiKey {
            key_prefix: key.prefix,
            member_id: key.member_id,
            key_id: credential_id,
            oauth_client_id,
            operation_id,
            request_id,
        };
        Ok((caller, quota, actor, requester))
    }
}

/// Whether an allowlist admits a caller at `address`. Ranges match within their own family, so
/// `::/0` admits every IPv6 caller and no IPv4 one. A caller with no address (not on a socket)
/// is admitted only by a list that admits every address of both families (sandbox keys).
pub fn admits(allowed: &[IpNet], address: Option<IpAddr>) -> bool {
    match address {
        Some(ip) => allowed.iter().any(|net| net.contains(&ip)),
        None => {
            let everywhere =
                |family: fn(&IpNet) -> bool| allowed.iter().any(|net| family(net) && net.prefix_len() == 0);
            everywhere(|net| matches!(net, IpNet::V4(_))) && everywhere(|net| matches!(net, IpNet::V6(_)))
        }
    }
}

/// `response`, after recording in the access log the people and households it carries: those
/// of its JSON body, and the contact or profile its path names (`/contacts/{id}/history`).
async fn logged(db: &Database, requester: &Requester, path: &str, mut response: Response) -> Response {
    let json = response.content_type().is_some_and(|kind| kind.starts_with("application/json"));
    if !response.status().is_success() || !json {
        return response;
    }
    let body = match response.take_body().into_bytes().await {
        Ok(body) => body,
        Err(error) => {
            tracing::warn!(%error, "a response body could not be read for the access log");
            return response;
        }
    };
    let mut subjects = access_log::Subjects::of_json(&body);
    let mut segments = path.split('/');
    while let Some(segment) = segments.next() {
        let id = || segments.clone().next().and_then(|id| uuid::Uuid::parse_str(id).ok());
        match segment {
            "contacts" => id().into_iter().for_each(|id| subjects.add_contact(id)),
            "profiles" => id().into_iter().for_each(|id| subjects.add_profile(id)),
            _ => {}
        }
    }
    access_log::answered(db, requester, subjects);
    response.set_body(body);
    response
}

fn quota_headers(quota: &Quota) -> [(&'static str, String); 3] {
    [
        ("ratelimit-limit", quota.limit.to_string()),
        ("ratelimit-remaining", quota.remaining.to_string()),
        ("ratelimit-reset", quota.reset_seconds.to_string()),
    ]
}

fn error_with_quota(mut error: ApiError, quota: &Quota) -> poem::Error {
    error.headers.extend(quota_headers(quota));
    error.into()
}

impl<E: Endpoint> Endpoint for GuardedEndpoint<E> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> Result<Self::Output> {
        let (caller, quota, actor, requester) = match self.authenticate(&req).await {
            Ok(authenticated) => authenticated,
            Err(refusal) => {
                discard_in_background(req.take_body(), self.body_timeout);
                return Err(refusal.into());
            }
        };
        if !quota.allowed {
            discard_in_background(req.take_body(), self.body_timeout);
            crate::monitoring::count_rate_limit_rejection();
            let error = ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                crate::error::ErrorCode::RateLimited,
                match quota.scope {
                    QuotaScope::Key => format!(
                        "This API key is limited to {} requests a minute; try again in {} seconds.",
                        quota.limit, quota.reset_seconds
                    ),
                    QuotaScope::Organisation => format!(
                        "Your organisation's keys together are limited to {} requests a minute; try \
                         again in {} seconds.",
                        quota.limit, quota.reset_seconds
                    ),
                },
            )
            .with_header("retry-after", quota.reset_seconds.to_string());
            return Err(error_with_quota(error, &quota));
        }
        // From the method and path alone, before the body is read: nothing changes.
        let refused_scope = match self.routes.needs(req.method(), req.original_uri().path()) {
            Needs::Nothing => None,
            Needs::Scope(scope) => (!caller.scopes.allow(scope)).then_some(Some(scope)),
            Needs::Undeclared => Some(None),
        };
        if let Some(scope) = refused_scope {
            discard_in_background(req.take_body(), self.body_timeout);
            return Err(error_with_quota(ApiError::insufficient_scope(scope), &quota));
        }
        req.extensions_mut().insert(caller);
        req.extensions_mut().insert(self.shares.records.clone());
        let method = req.method().to_string();
        let path = req.original_uri().path().to_string();
        let requester = Arc::new(requester);
        // Every change the request makes records this key (and its member) as the actor.
        let answered =
            access_log::scope(requester.clone(), events::actor::scope(actor, self.inner.call(req)));
        match answered.await {
            Ok(response) => {
                access_log::finished(&self.db, &requester);
                let mut response = logged(&self.db, &requester, &path, response.into_response()).await;
                for (name, value) in quota_headers(&quota) {
                    if let Ok(value) = value.parse() {
                        response.headers_mut().insert(name, value);
                    }
                }
                Ok(response)
            }
            // Translated here so the error keeps the quota headers on its way out.
            Err(error) => Err(error_with_quota(to_api_error(error, &method, &path), &quota)),
        }
    }
}
