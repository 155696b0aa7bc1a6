//! Who the client is: `client_secret_basic` (the `Authorization: Basic` header) or
//! `client_secret_post` (`client_id` and `client_secret` in the form), never both (RFC 6749
//! §2.3.1); then the client's own IP ranges, as for keys.

use base64::Engine;
use poem::Request;

use super::{OAuthSettings, failure::OAuthError, form::Form};
use crate::{
    auth::{admits, client_ip},
    config::parse_cidrs,
    db::Database,
    entity::oauth_client,
    service::oauth,
};

/// The authenticated, active client that sent `req`.
pub async fn authenticate(
    db: &Database,
    settings: &OAuthSettings,
    req: &Request,
    form: &Form,
) -> Result<oauth_client::Model, OAuthError> {
    let (client_id, secret) = credentials(req, form)?;
    let client = oauth::authenticate(db, &client_id, &secret)
        .await
        .map_err(|error| {
            tracing::warn!(%error, "OAuth client not read");
            OAuthError::unavailable()
        })?
        .ok_or_else(|| OAuthError::invalid_client("unknown client, wrong secret, or a revoked client"))?;
    let peer = req.remote_addr().as_socket_addr().map(|addr| addr.ip());
    let address = client_ip(peer, req.headers(), &settings.trusted_proxies);
    if !admits(&parse_cidrs(&client.allowed_cidrs).unwrap_or_default(), address) {
        return Err(OAuthError::invalid_client("this client may not be used from this address"));
    }
    Ok(client)
}

fn credentials(req: &Request, form: &Form) -> Result<(String, String), OAuthError> {
    let in_form = (form.get("client_id"), form.get("client_secret"));
    let Some(header) = req.headers().get("authorization") else {
        return match in_form {
            (Some(id), Some(secret)) => Ok((id.to_string(), secret.to_string())),
            (Some(_), None) => Err(OAuthError::invalid_client("client_secret is missing")),
            _ => Err(OAuthError::invalid_client(
                "no client authentication: use HTTP Basic or client_id and client_secret in the form",
            )),
        };
    };
    if in_form.1.is_some() {
        return Err(OAuthError::invalid_request(
            "the client authenticated twice: use HTTP Basic or client_secret in the form, not both",
        ));
    }
    let basic = header.to_str().ok().and_then(|value| {
        let (scheme, encoded) = value.trim().split_once(' ')?;
        scheme.eq_ignore_ascii_case("basic").then_some(encoded.trim())
    });
    let decoded = basic
        .and_then(|encoded| base64::engine::general_purpose::STANDARD.decode(encoded).ok())
        .and_then(|bytes| String::from_utf8(bytes).ok());
    let Some((id, secret)) = decoded.as_deref().and_then(|text| text.split_once(':')) else {
        return Err(OAuthError::invalid_client("the Authorization header must be HTTP Basic with id:secret"));
    };
    // Each half is form-encoded before it is joined (RFC 6749 §2.3.1).
    let (id, secret) = (form_decoded(id), form_decoded(secret));
    if in_form.0.is_some_and(|form_id| form_id != id) {
        return Err(OAuthError::invalid_request("client_id in the form is not the client of the header"));
    }
    Ok((id, secret))
}

fn form_decoded(text: &str) -> String {
    percent_encoding::percent_decode_str(&text.replace('+', " ")).decode_utf8_lossy().into_owned()
}
