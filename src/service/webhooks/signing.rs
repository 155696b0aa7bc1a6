//! Secrets and signatures in the Standard Webhooks format (<https://www.standardwebhooks.com>),
//! so receivers verify deliveries with the `standardwebhooks` libraries: a secret is `whsec_`
//! and the base64 of a random key; a signature is `v1,` and the base64 of
//! HMAC-SHA256(key, `{webhook-id}.{webhook-timestamp}.{body}`).

use base64::{Engine, engine::general_purpose::STANDARD};
use hmac::{Hmac, Mac};
use rand::Rng;
use sha2::Sha256;

/// What every secret starts with.
pub const SECRET_PREFIX: &str = "whsec_";

/// Bytes of a new key (the specification asks for 24 to 64).
const KEY_BYTES: usize = 32;

/// A new random secret.
pub fn new_secret() -> String {
    let key: [u8; KEY_BYTES] = rand::rng().random();
    format!("{SECRET_PREFIX}{}", STANDARD.encode(key))
}

/// The signature of one delivery with one secret: `v1,<base64>`. A secret that is not
/// `whsec_`+base64 (none is: the service makes them all) signs with its bytes as they are.
pub fn signature(secret: &str, id: &str, timestamp: i64, body: &[u8]) -> String {
    let encoded = secret.strip_prefix(SECRET_PREFIX).unwrap_or(secret);
    let key = STANDARD.decode(encoded).unwrap_or_else(|_| secret.as_bytes().to_vec());
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes a key of any length");
    mac.update(id.as_bytes());
    mac.update(b".");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

/// The `webhook-signature` header: one signature per secret that signs, space-separated (during
/// a rotation both the new and the previous secret sign, so receivers can switch at leisure).
pub fn signature_header<'a>(
    secrets: impl IntoIterator<Item = &'a str>,
    id: &str,
    timestamp: i64,
    body: &[u8],
) -> String {
    secrets.into_iter().map(|secret| signature(secret, id, timestamp, body)).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of the Standard Webhooks reference libraries.
    #[test]
    fn matches_the_reference_example() {
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let body = br#"{"test": 2432232314}"#;
        assert_eq!(
            signature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
    }

    #[test]
    fn new_secrets_are_prefixed_random_keys() {
        let (a, b) = (new_secret(), new_secret());
        assert_ne!(a, b);
        let key = STANDARD.decode(a.strip_prefix(SECRET_PREFIX).unwrap()).unwrap();
        assert_eq!(key.len(), KEY_BYTES);
    }

    #[test]
    fn every_signing_secret_signs() {
        let header = signature_header(["whsec_AAAA", "whsec_BBBB"], "id", 1, b"{}");
        assert_eq!(header.split(' ').count(), 2);
        assert!(header.split(' ').all(|part| part.starts_with("v1,")));
    }
}
