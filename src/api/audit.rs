//! `GET /audit/verify`: the caller's organisation's field-history chain checked from its start
//! (`service::history::chain`).

use poem_openapi::{Object, OpenApi};
use uuid::Uuid;

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    http::{Failure, ReadErrors},
    service::history::chain,
    wire::Found,
};

/// The first entry of the chain that does not match what was sealed.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ChainMismatch {
    /// Its place in the chain, from 1.
    pub position: i64,
    /// The field history entry there; null when the entry is missing.
    #[oai(nullable)]
    pub entry_id: Option<Uuid>,
    /// What does not match.
    pub reason: String,
}

/// What verifying the organisation's field history found.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ChainVerification {
    /// Whether every sealed entry matches.
    pub verified: bool,
    /// Sealed entries checked (up to the first mismatch).
    pub entries_checked: u64,
    /// Entries written in the last moments and not sealed yet (sealing runs every second).
    pub entries_unsealed: u64,
    /// The first entry that does not match; null when all do.
    #[oai(nullable)]
    pub first_mismatch: Option<ChainMismatch>,
}

impl From<chain::Verification> for ChainVerification {
    fn from(found: chain::Verification) -> Self {
        ChainVerification {
            verified: found.mismatch.is_none(),
            entries_checked: found.entries,
            entries_unsealed: found.unsealed,
            first_mismatch: found.mismatch.map(|mismatch| ChainMismatch {
                position: mismatch.position,
                entry_id: mismatch.entry_id,
                reason: mismatch.reason.to_string(),
            }),
        }
    }
}

crate::wire::described!(ChainVerification => "Field history verification", "Field history verifications";);

pub struct AuditApi {
    db: Database,
}

impl AuditApi {
    pub fn new(db: Database) -> Self {
        AuditApi { db }
    }
}

#[OpenApi(prefix_path = "/audit", tag = "ApiTags::Audit")]
impl AuditApi {
    /// Verify the field history
    ///
    /// Walks the organisation's field history chain from its start: each entry commits to the
    /// salted digests of its values, its fields and the entry before it. The answer names the
    /// first entry changed, or missing, since it was sealed. A large history takes a while.
    #[oai(path = "/verify", method = "get", operation_id = "verifyFieldHistory")]
    async fn verify(
        &self,
        #[oai(scope = "crate::types::Scope::AuditRead")] auth: ApiKeyAuth,
    ) -> Result<Found<ChainVerification>, Failure<ReadErrors>> {
        Ok(Found(chain::verify(&self.db, auth.0.organisation_id).await?.into()))
    }
}
