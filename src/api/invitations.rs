//! `GET /account/{opportunityId}` (a signed fact-find invitation link for an opportunity's key
//! contact), `DELETE /account/{opportunityId}/invitation` (revoking its links), and the public
//! `/invitations/…` endpoints the client portal checks links with.

use std::sync::Arc;

use poem::{
    handler,
    web::{Data, Json, Query as PoemQuery},
};
use poem_openapi::{
    Object, OpenApi,
    param::{Path, Query},
    types::ToJSON,
};
use serde_json::json;
use uuid::Uuid;

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    config::{Config, InviteKey},
    db::Database,
    http::{ApiError, Failure, WriteErrors},
    service::invitations::{self, LinkParams, Mode, Verified},
    types::NzTimestamp,
    wire::{Deleted, Found},
};

/// What invitations are signed with and where they point.
#[derive(Debug, Clone)]
pub struct InviteSettings {
    pub keys: Arc<Vec<InviteKey>>,
    pub portal_base_url: String,
    pub default_ttl_hours: u32,
}

impl InviteSettings {
    /// Settings that sign nothing, for building the document alone.
    pub fn none() -> Self {
        InviteSettings { keys: Arc::new(Vec::new()), portal_base_url: String::new(), default_ttl_hours: 72 }
    }

    pub fn of(config: &Config) -> Self {
        InviteSettings {
            keys: Arc::new(config.invite_keys.clone()),
            portal_base_url: config.portal_base_url.clone(),
            default_ttl_hours: config.invite_ttl_hours,
        }
    }
}

/// A fact-find invitation link.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct FactFindInvitation {
    /// The pre-signed portal URL. It leads the client to log in (existing portal account) or to
    /// set up an account (new), and then to the Fact Find.
    pub url: String,
    /// When the link stops working.
    pub expires_at: NzTimestamp,
    /// The invited contact: the key contact of the opportunity's profile.
    pub contact_id: Uuid,
}

crate::wire::described!(FactFindInvitation => "Fact-find invitation link", "Fact-find invitation links";);

pub struct InvitationsApi {
    db: Database,
    settings: InviteSettings,
}

impl InvitationsApi {
    pub fn new(db: Database, settings: InviteSettings) -> Self {
        InvitationsApi { db, settings }
    }
}

#[OpenApi(prefix_path = "/account", tag = "ApiTags::Invitations")]
impl InvitationsApi {
    /// Get a fact-find invitation link
    ///
    /// Returns a pre-signed URL for the opportunity's client (the key contact of its profile,
    /// who needs an e-mail address: 409 otherwise). The URL leads the client to log in to the
    /// portal (existing account) or complete account setup (new account), then to the Fact Find.
    /// It carries the opportunity, the contact, its expiry (72 hours by default, at most 7 days)
    /// and an HMAC-SHA256 signature over all of them; the portal checks it with the public
    /// `GET /invitations/verify` (same query parameters as the link).
    #[oai(path = "/:opportunityId", method = "get", operation_id = "getFactFindInvitation")]
    async fn invitation(
        &self,
        #[oai(scope = "crate::types::Scope::InvitationsRead")] auth: ApiKeyAuth,
        /// The opportunity the Fact Find is for.
        #[oai(name = "opportunityId")]
        opportunity_id: Path<Uuid>,
        /// How long the link lives, 1 to 168 hours (default 72).
        #[oai(name = "expiresInHours", validator(minimum(value = "1"), maximum(value = "168")))]
        expires_in_hours: Query<Option<u32>>,
    ) -> Result<Found<FactFindInvitation>, Failure<WriteErrors>> {
        let ttl = expires_in_hours.0.unwrap_or(self.settings.default_ttl_hours);
        let invitation = invitations::issue(
            &self.db,
            &self.settings.keys,
            &self.settings.portal_base_url,
            auth.0.organisation_id,
            opportunity_id.0,
            ttl,
        )
        .await?;
        Ok(Found(FactFindInvitation {
            url: invitation.url,
            expires_at: NzTimestamp(invitation.expires_at),
            contact_id: invitation.contact_id,
        }))
    }

    /// Revoke the invitation links of an opportunity
    ///
    /// Every link issued so far for the opportunity stops working at once: the portal's
    /// `GET /invitations/verify` answers 410 `invitation_revoked` for it. Links issued afterwards
    /// work as usual. (A link also stops working once used to set up an account, when the
    /// opportunity is no longer open, and when its contact is no longer the key contact.)
    #[oai(path = "/:opportunityId/invitation", method = "delete", operation_id = "revokeFactFindInvitations")]
    async fn revoke(
        &self,
        #[oai(scope = "crate::types::Scope::InvitationsWrite")] auth: ApiKeyAuth,
        /// The opportunity whose links are revoked.
        #[oai(name = "opportunityId")]
        opportunity_id: Path<Uuid>,
    ) -> Result<Deleted<InvitationRevocation>, Failure<WriteErrors>> {
        let revoked = invitations::revoke(&self.db, auth.0.organisation_id, opportunity_id.0).await?;
        Ok(Deleted(InvitationRevocation {
            opportunity_id: opportunity_id.0,
            revoked_timestamp: NzTimestamp(revoked),
        }))
    }
}

/// The outcome of revoking an opportunity's invitation links.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct InvitationRevocation {
    pub opportunity_id: Uuid,
    /// Every link issued for the opportunity before this moment no longer works.
    pub revoked_timestamp: NzTimestamp,
}

crate::wire::described!(InvitationRevocation => "Invitation links", "Invitation links";);

fn verified_body(verified: Verified) -> Json<serde_json::Value> {
    let mode = match verified.mode {
        Mode::Login => "login",
        Mode::Setup => "setup",
    };
    Json(json!({
        "status": "Success",
        "data": {
            "mode": mode,
            "opportunityId": verified.opportunity_id,
            "contactId": verified.contact_id,
            "expiresAt": NzTimestamp(verified.expires_at).to_json(),
        }
    }))
}

/// `GET /invitations/verify` (public, no API key): checks a link's signature and expiry; answers
/// whether the client must log in or set up a portal account before the Fact Find. Tampered or
/// unknown → 404; expired → 410 `invitation_expired`; used, revoked or no longer applying →
/// 410 `invitation_revoked`.
#[handler]
pub async fn verify(
    PoemQuery(params): PoemQuery<LinkParams>,
    db: Data<&Database>,
    settings: Data<&InviteSettings>,
) -> poem::Result<Json<serde_json::Value>> {
    let verified = invitations::verify(&db, &settings.keys, &params).await.map_err(ApiError::from)?;
    Ok(verified_body(verified))
}

/// `POST /invitations/complete-setup` (public, no API key, same query as the link): the portal
/// reports that the link's contact has set up an account, so later links ask them to log in.
#[handler]
pub async fn complete_setup(
    PoemQuery(params): PoemQuery<LinkParams>,
    db: Data<&Database>,
    settings: Data<&InviteSettings>,
) -> poem::Result<Json<serde_json::Value>> {
    let verified = invitations::complete_setup(&db, &settings.keys, &params).await.map_err(ApiError::from)?;
    Ok(verified_body(verified))
}
