//! No secret rests in the idempotency store. An answer that carries a webhook signing secret
//! (registering an endpoint, rotating its secret) is kept with each `whsec_…` value replaced by
//! its SHA-256; a replay puts the secret back from the endpoint that holds it now. If no
//! endpoint of the organisation holds it any more (rotated again, or deleted), the answer cannot
//! be given again and the replay is refused instead (`IdempotencyEndpoint`).
//!
//! The values are swapped in the text as it was sent, not through a JSON round trip, so a replay
//! is byte for byte the first answer. A secret is `whsec_` and base64, which JSON never escapes.

use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::{db::Database, error::ServiceError, service::webhooks};

const SECRET: &str = "\"whsec_";
const WITHHELD: &str = "\"withheld-sha256:";

fn digest(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

/// Each quoted string in `body` that starts with `open`, as (start of its text, end of its text).
fn quoted(body: &str, open: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = body[from..].find(open) {
        let start = from + at + 1;
        let Some(length) = body[start..].find('"') else { break };
        found.push((start, start + length));
        from = start + length + 1;
    }
    found
}

/// `body` with every secret replaced by its digest.
pub fn withhold(body: &str) -> String {
    let mut kept = String::with_capacity(body.len());
    let mut from = 0;
    for (start, end) in quoted(body, SECRET) {
        kept.push_str(&body[from..start]);
        kept.push_str(&WITHHELD[1..]);
        kept.push_str(&digest(&body[start..end]));
        from = end;
    }
    kept.push_str(&body[from..]);
    kept
}

/// `body` with every withheld secret put back from the endpoint holding it now; `None` when one
/// of them is no longer held by any endpoint of the organisation.
pub async fn restore(
    db: &Database,
    organisation_id: Uuid,
    body: &str,
) -> Result<Option<String>, ServiceError> {
    let withheld = quoted(body, WITHHELD);
    if withheld.is_empty() {
        return Ok(Some(body.to_string()));
    }
    let held = webhooks::endpoints::current_secrets(db, organisation_id).await?;
    let mut restored = String::with_capacity(body.len());
    let mut from = 0;
    for (start, end) in withheld {
        let wanted = &body[start + WITHHELD.len() - 1..end];
        let Some(secret) = held.iter().find(|secret| digest(secret) == wanted) else { return Ok(None) };
        restored.push_str(&body[from..start]);
        restored.push_str(secret);
        from = end;
    }
    restored.push_str(&body[from..]);
    Ok(Some(restored))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_swapped_for_digests_and_nothing_else_changes() {
        let body = r#"{"data":{"id":"x","secret":"whsec_AbC+/9=","url":"https://a.example"},"n":"whsec"}"#;
        let kept = withhold(body);
        assert!(!kept.contains("whsec_"), "{kept}");
        assert_eq!(
            kept.replace(&format!("withheld-sha256:{}", digest("whsec_AbC+/9=")), "whsec_AbC+/9="),
            body
        );
        assert_eq!(withhold(r#"{"a":1}"#), r#"{"a":1}"#);
    }
}
