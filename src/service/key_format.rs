//! The shape of API keys: `crm_live_…` / `crm_sandbox_…` followed by 32 base62 characters
//! (about 190 bits of randomness); OAuth 2.0 secrets and access tokens are made the same way
//! with prefixes of their own. Only the SHA-256 hash is stored.

use rand::{Rng, distr::Alphanumeric};
use sha2::{Digest, Sha256};

const RANDOM_CHARS: usize = 32;
/// How many characters of the key are kept in clear to identify it in listings.
const PREFIX_CHARS: usize = 6;

/// A freshly generated key: the secret (shown once), its display prefix and its hash.
pub struct GeneratedKey {
    pub secret: String,
    pub prefix: String,
    pub hash: String,
}

pub fn generate(sandbox: bool) -> GeneratedKey {
    generate_with(if sandbox { "crm_sandbox_" } else { "crm_live_" })
}

/// A secret of the same strength with another kind of prefix (`crm_at_` for OAuth 2.0 access
/// tokens, `crm_secret_` for OAuth client secrets).
pub fn generate_with(kind: &str) -> GeneratedKey {
    let random: String = rand::rng().sample_iter(&Alphanumeric).take(RANDOM_CHARS).map(char::from).collect();
    let secret = format!("{kind}{random}");
    GeneratedKey { prefix: format!("{kind}{}", &random[..PREFIX_CHARS]), hash: hash(&secret), secret }
}

pub fn hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_random_prefixed_and_hashed() {
        let key = generate(true);
        assert!(key.secret.starts_with("crm_sandbox_"));
        assert_eq!(key.secret.len(), "crm_sandbox_".len() + RANDOM_CHARS);
        assert!(key.secret.starts_with(&key.prefix));
        assert_eq!(key.hash, hash(&key.secret));
        assert_ne!(generate(false).secret, generate(false).secret);
    }
}
