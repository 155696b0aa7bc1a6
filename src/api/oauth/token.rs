//! `POST /oauth/token` (client credentials) and `POST /oauth/revoke` (RFC 7009).

use poem::{
    Body, IntoResponse, Request, Response, handler,
    web::{Data, Json},
};
use serde_json::json;

use super::{OAuthSettings, client_auth, failure::OAuthError, form::Form};
use crate::{db::Database, service::oauth, types::Scopes};

/// Issues an access token to an authenticated client, holding the scopes asked for (all of the
/// client's when it asks for none).
#[handler]
pub async fn issue_token(
    req: &Request,
    body: Body,
    db: Data<&Database>,
    settings: Data<&OAuthSettings>,
) -> Response {
    issue(req, body, &db, &settings).await.unwrap_or_else(IntoResponse::into_response)
}

async fn issue(
    req: &Request,
    body: Body,
    db: &Database,
    settings: &OAuthSettings,
) -> Result<Response, OAuthError> {
    let form = read_form(req, body).await?;
    let client = client_auth::authenticate(db, settings, req, &form).await?;
    let quota = settings.limiter.check(client.id).await.map_err(|error| {
        tracing::warn!(%error, "rate limit not read");
        OAuthError::unavailable()
    })?;
    if !quota.allowed {
        return Err(OAuthError::rate_limited(quota.limit, quota.reset_seconds));
    }
    match form.get("grant_type") {
        None => return Err(OAuthError::invalid_request("grant_type is missing")),
        Some("client_credentials") => {}
        Some(other) => {
            return Err(OAuthError::unsupported_grant_type(format!(
                "grant_type `{other}` is not supported; the only grant is client_credentials"
            )));
        }
    }
    let held = Scopes::stored(Some(&client.scopes));
    let scopes = match form.get("scope") {
        None => held,
        Some(asked) => {
            let asked = Scopes::parse(asked).map_err(OAuthError::invalid_scope)?;
            if let Some(beyond) = asked.iter().find(|scope| !held.allow(*scope)) {
                return Err(OAuthError::invalid_scope(format!("this client does not hold `{beyond}`")));
            }
            asked
        }
    };
    let grant = oauth::issue(db, &client, scopes, settings.token_lifetime).await.map_err(|error| {
        tracing::warn!(%error, "access token not issued");
        OAuthError::unavailable()
    })?;
    let answer = json!({
        "access_token": grant.access_token,
        "token_type": "Bearer",
        "expires_in": grant.expires_in.as_secs(),
        "scope": grant.scopes.to_text(),
    });
    Ok(with_no_store(Json(answer).into_response()))
}

/// Revokes one of the client's access tokens. The answer is 200 whether or not the token was
/// one (RFC 7009 §2.2), so it tells nothing about other clients' tokens.
#[handler]
pub async fn revoke(
    req: &Request,
    body: Body,
    db: Data<&Database>,
    settings: Data<&OAuthSettings>,
) -> Response {
    revoke_token(req, body, &db, &settings).await.unwrap_or_else(IntoResponse::into_response)
}

async fn revoke_token(
    req: &Request,
    body: Body,
    db: &Database,
    settings: &OAuthSettings,
) -> Result<Response, OAuthError> {
    let form = read_form(req, body).await?;
    let client = client_auth::authenticate(db, settings, req, &form).await?;
    let presented = form.get("token").ok_or_else(|| OAuthError::invalid_request("token is missing"))?;
    oauth::revoke_token(db, &client, presented).await.map_err(|error| {
        tracing::warn!(%error, "access token not revoked");
        OAuthError::unavailable()
    })?;
    Ok(with_no_store(Response::builder().finish()))
}

async fn read_form(req: &Request, body: Body) -> Result<Form, OAuthError> {
    // The body limit in front of the route has already bounded it.
    let bytes =
        body.into_bytes().await.map_err(|_| OAuthError::invalid_request("the body could not be read"))?;
    Form::parse(req, &bytes)
}

fn with_no_store(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert("cache-control", poem::http::HeaderValue::from_static("no-store"));
    headers.insert("pragma", poem::http::HeaderValue::from_static("no-cache"));
    response
}
