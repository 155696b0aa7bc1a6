//! One attempt at one delivery: the event as `GET /events/{eventId}` shows it, signed, POSTed to
//! the endpoint.

use chrono::Utc;
use tokio::time::Instant;

use crate::{
    config::WebhookSettings,
    db::Database,
    service::{
        access_log,
        webhook_outbox::Claim,
        webhooks::{attempts::Attempt, endpoints, signing, url_rules},
    },
};

/// Longest error text kept with an attempt.
const MAX_ERROR_CHARS: usize = 500;

/// One attempt, given up at `deadline` (the claim's time plus the time-out, well within its
/// lease): a request still open then is dropped, so it can never be answered after the lease
/// has run out and another worker may be sending the delivery, or the record's next event.
pub async fn attempt(
    db: &Database,
    client: &reqwest::Client,
    settings: &WebhookSettings,
    claim: &Claim,
    deadline: Instant,
) -> Attempt {
    let started = Instant::now();
    let outcome = match tokio::time::timeout_at(deadline, send(db, client, settings, claim)).await {
        Ok(outcome) => outcome,
        Err(_) => Err("the request timed out".to_string()),
    };
    let duration_ms = started.elapsed().as_millis() as i64;
    match outcome {
        Ok(status) if (200..300).contains(&status) => {
            Attempt { succeeded: true, response_status: Some(status), error: None, duration_ms }
        }
        Ok(status) => Attempt {
            succeeded: false,
            response_status: Some(status),
            error: Some(format!("the endpoint answered {status}; only a 2xx status counts as delivered")),
            duration_ms,
        },
        Err(error) => Attempt {
            succeeded: false,
            response_status: None,
            error: Some(error.chars().take(MAX_ERROR_CHARS).collect()),
            duration_ms,
        },
    }
}

/// Sends the delivery; the receiver's status, or why there is none.
async fn send(
    db: &Database,
    client: &reqwest::Client,
    settings: &WebhookSettings,
    claim: &Claim,
) -> Result<u16, String> {
    let endpoint = &claim.endpoint;
    // The rules again, as they stand now: the URL may have been registered while private URLs
    // were allowed. Names are checked by the client's resolver when connecting; an address
    // written in the URL is never resolved, so it is checked here.
    let url = url_rules::check_form(&endpoint.url, settings.allow_private_urls)?;
    let host = url.host_str().unwrap_or_default().trim_start_matches('[').trim_end_matches(']');
    if host.parse::<std::net::IpAddr>().is_ok() {
        url_rules::resolve(host, 0, settings.allow_private_urls).await?;
    }
    let body = super::body::of(db, claim).await?;
    // Each send is an access: the endpoint is answered with the people the event carries.
    access_log::delivered(db, claim.delivery.organisation_id, endpoint.id, claim.delivery.id, &body);
    let id = claim.delivery.event_id.to_string();
    let timestamp = Utc::now().timestamp();
    let signature =
        signing::signature_header(endpoints::signing_secrets(endpoint, timestamp), &id, timestamp, &body);
    let response = client
        .post(url)
        .header("content-type", "application/json")
        .header("webhook-id", &id)
        .header("webhook-timestamp", timestamp.to_string())
        .header("webhook-signature", signature)
        .body(body)
        .send()
        .await
        .map_err(describe)?;
    Ok(response.status().as_u16())
}

/// A failed send in words, with the cause (reqwest's own message names only the URL).
fn describe(error: reqwest::Error) -> String {
    let kind = if error.is_timeout() {
        "timed out"
    } else if error.is_connect() {
        "could not connect"
    } else {
        "failed"
    };
    let mut message = format!("the request {kind}");
    let mut source = std::error::Error::source(&error);
    while let Some(cause) = source {
        message.push_str(": ");
        message.push_str(&cause.to_string());
        source = cause.source();
    }
    message
}
