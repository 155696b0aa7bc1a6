//! The signature of a fact-find invitation link: HMAC-SHA256 over every parameter the link
//! carries, keyed by one of `INVITE_SIGNING_KEYS`, checked in constant time.

use hmac::{Hmac, Mac};
use sha2::Sha256;
use uuid::Uuid;

use crate::config::InviteKey;

/// What a link says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claims {
    pub opportunity_id: Uuid,
    pub contact_id: Uuid,
    /// Unix seconds.
    pub expires: i64,
    /// When the link was issued, Unix milliseconds (what a revocation is compared with). Links
    /// issued before it was carried (the v1 form) have none, and keep verifying until expiry.
    pub issued: Option<i64>,
    pub key_id: String,
}

impl Claims {
    /// The signed text: a version tag and every parameter, in a fixed order, so no parameter
    /// can be changed or moved into another's place without breaking the signature.
    fn message(&self) -> String {
        match self.issued {
            Some(issued) => format!(
                "advisory-crm-invitation-v2\n{}\n{}\n{}\n{issued}\n{}",
                self.opportunity_id, self.contact_id, self.expires, self.key_id
            ),
            None => format!(
                "advisory-crm-invitation-v1\n{}\n{}\n{}\n{}",
                self.opportunity_id, self.contact_id, self.expires, self.key_id
            ),
        }
    }

    fn mac(&self, key: &InviteKey) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&key.secret).expect("HMAC takes keys of any length");
        mac.update(self.message().as_bytes());
        mac
    }

    /// The hex signature of these claims with `key` (whose id they must carry).
    pub fn sign(&self, key: &InviteKey) -> String {
        hex::encode(self.mac(key).finalize().into_bytes())
    }

    /// Whether `signature` is these claims' signature with the key they name, compared in
    /// constant time. An unknown key id or a malformed signature is simply not valid.
    pub fn verify(&self, keys: &[InviteKey], signature: &str) -> bool {
        let Some(key) = keys.iter().find(|key| key.id == self.key_id) else { return false };
        let Ok(bytes) = hex::decode(signature) else { return false };
        self.mac(key).verify_slice(&bytes).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(id: &str) -> InviteKey {
        InviteKey {
            id: id.to_string(),
            secret: format!("{id}-secret-of-at-least-thirty-two-chars").into_bytes(),
        }
    }

    #[test]
    fn any_changed_parameter_breaks_the_signature() {
        let claims = Claims {
            opportunity_id: Uuid::now_v7(),
            contact_id: Uuid::now_v7(),
            expires: 1_800_000_000,
            issued: Some(1_799_000_000_000),
            key_id: "a".into(),
        };
        let keys = [key("a"), key("b")];
        let signature = claims.sign(&keys[0]);
        assert!(claims.verify(&keys, &signature));
        for tampered in [
            Claims { opportunity_id: Uuid::now_v7(), ..claims.clone() },
            Claims { contact_id: Uuid::now_v7(), ..claims.clone() },
            Claims { expires: claims.expires + 1, ..claims.clone() },
            Claims { issued: Some(1_799_000_000_001), ..claims.clone() },
            Claims { issued: None, ..claims.clone() },
            Claims { key_id: "b".into(), ..claims.clone() },
            Claims { key_id: "unknown".into(), ..claims.clone() },
        ] {
            assert!(!tampered.verify(&keys, &signature), "{tampered:?}");
        }
        assert!(!claims.verify(&keys, "zz"));
        assert!(!claims.verify(&keys, &signature[..62]));
    }
}
