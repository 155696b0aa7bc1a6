//! Fact-find invitations: a signed, expiring link to the client portal for an opportunity's
//! key contact, and its verification by the portal (log in, or set up an account first).
//!
//! A link stops working when it expires, when it has been used to set up an account (it is
//! consumed), when the organisation revokes the opportunity's links, when the opportunity is
//! no longer open, and when its contact is no longer the profile's key contact: each is checked
//! at every verification, not only when the link was issued.

pub mod signature;
pub mod stored_key;

use chrono::{DateTime, Duration, TimeZone, Utc};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, sea_query::OnConflict};
use uuid::Uuid;

use crate::service::scoped;

use self::signature::Claims;
use crate::{
    config::InviteKey,
    db::{Database, Reads},
    entity::{
        contact, invitation_revocation, invitation_use, opportunity, opportunity::OpportunityStatus,
        portal_account, profile,
    },
    error::{ErrorCode, ServiceError},
};

/// An invitation link.
#[derive(Debug, Clone)]
pub struct Invitation {
    pub url: String,
    pub expires_at: DateTime<Utc>,
    pub contact_id: Uuid,
}

/// What the client must do on the portal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The contact has a portal account.
    Login,
    /// The contact must set one up first.
    Setup,
}

/// A verified link.
#[derive(Debug, Clone)]
pub struct Verified {
    pub mode: Mode,
    pub opportunity_id: Uuid,
    pub contact_id: Uuid,
    pub expires_at: DateTime<Utc>,
}

/// The parameters of a link as received (all text: nothing is trusted before it is checked).
#[derive(Debug, Clone, Default, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LinkParams {
    pub opportunity_id: Option<String>,
    pub contact_id: Option<String>,
    pub expires: Option<String>,
    pub issued: Option<String>,
    pub key_id: Option<String>,
    pub signature: Option<String>,
}

/// Signs a link to the portal's fact find for the opportunity's key contact, valid for
/// `ttl_hours`. The key contact must have an e-mail address (the portal account is keyed by it).
pub async fn issue(
    db: &Database,
    keys: &[InviteKey],
    portal_base_url: &str,
    organisation_id: Uuid,
    opportunity_id: Uuid,
    ttl_hours: u32,
) -> Result<Invitation, ServiceError> {
    let opportunity = scoped::find::<opportunity::Entity>(db, organisation_id, opportunity_id, false).await?;
    let profile = db.one(profile::Entity::find_by_id(opportunity.profile_id)).await?;
    let key_contact = match profile.and_then(|p| p.key_contact_id) {
        Some(id) => db.one(contact::Entity::find_by_id(id)).await?,
        None => None,
    };
    let Some(contact) = key_contact.filter(|c| c.email.as_deref().is_some_and(|e| !e.trim().is_empty()))
    else {
        return Err(ServiceError::Conflict {
            code: crate::error::ErrorCode::Conflict,
            message: "The opportunity's profile has no key contact with an e-mail address, so there is nobody to invite. Give the profile a key contact with an e-mail address first.".to_string(),
        });
    };
    let key = keys
        .first()
        .ok_or_else(|| ServiceError::invalid("opportunityId", "no invitation signing key is configured"))?;
    let now = Utc::now();
    let expires_at = now + Duration::hours(i64::from(ttl_hours));
    let claims = Claims {
        opportunity_id,
        contact_id: contact.id,
        expires: expires_at.timestamp(),
        issued: Some(now.timestamp_millis()),
        key_id: key.id.clone(),
    };
    let url = format!(
        "{portal_base_url}/fact-find?opportunityId={}&contactId={}&expires={}&issued={}&keyId={}&signature={}",
        claims.opportunity_id,
        claims.contact_id,
        claims.expires,
        now.timestamp_millis(),
        claims.key_id,
        claims.sign(key)
    );
    Ok(Invitation {
        url,
        expires_at: Utc.timestamp_opt(claims.expires, 0).single().unwrap_or(expires_at),
        contact_id: contact.id,
    })
}

/// A tampered or unknown link, or one naming records that no longer exist: 404, saying no
/// more than that.
fn invalid_link() -> ServiceError {
    ServiceError::NotFound("Invitation")
}

/// A genuine link that no longer works, for `reason`: 410 `invitation_revoked`.
fn withdrawn(reason: &str) -> ServiceError {
    ServiceError::Gone {
        code: ErrorCode::InvitationRevoked,
        message: format!("This invitation link no longer works: {reason}. Ask your adviser for a new one."),
    }
}

/// Checks a link's signature (constant time) and expiry, then that it still stands (not
/// consumed or revoked, the opportunity open, the contact its profile's key contact), then
/// whether the contact has a portal account. Invalid → 404; expired → 410
/// `invitation_expired`; no longer standing → 410 `invitation_revoked`.
pub async fn verify(
    db: &Database,
    keys: &[InviteKey],
    params: &LinkParams,
) -> Result<Verified, ServiceError> {
    let claims = parse(params).ok_or_else(invalid_link)?;
    let signature = params.signature.as_deref().unwrap_or_default();
    if !claims.verify(keys, signature) {
        return Err(invalid_link());
    }
    let expires_at = Utc.timestamp_opt(claims.expires, 0).single().ok_or_else(invalid_link)?;
    if expires_at <= Utc::now() {
        return Err(ServiceError::Gone {
            code: ErrorCode::InvitationExpired,
            message: "This invitation link has expired; ask your adviser for a new one.".to_string(),
        });
    }
    let opportunity = db.one(opportunity::Entity::find_by_id(claims.opportunity_id)).await?;
    let contact_exists = db.one(contact::Entity::find_by_id(claims.contact_id)).await?.is_some();
    let (Some(opportunity), true) = (opportunity, contact_exists) else { return Err(invalid_link()) };
    if db.one(invitation_use::Entity::find_by_id(signature.to_string())).await?.is_some() {
        return Err(withdrawn("it was already used to set up an account"));
    }
    let revoked = db.one(invitation_revocation::Entity::find_by_id(opportunity.id)).await?;
    if revoked.is_some_and(|revoked| claims.issued.is_none_or(|issued| issued <= revoked.revoked_before_ms)) {
        return Err(withdrawn("it was withdrawn"));
    }
    if opportunity.status != OpportunityStatus::Open || opportunity.is_archived {
        return Err(withdrawn("the opportunity it is for is no longer open"));
    }
    let profile = db.one(profile::Entity::find_by_id(opportunity.profile_id)).await?;
    if profile.and_then(|profile| profile.key_contact_id) != Some(claims.contact_id) {
        return Err(withdrawn("it was sent to someone who is no longer the client's key contact"));
    }
    let mode = if has_portal_account(db, claims.contact_id).await? { Mode::Login } else { Mode::Setup };
    Ok(Verified { mode, opportunity_id: claims.opportunity_id, contact_id: claims.contact_id, expires_at })
}

/// Records that the link's contact has set up a portal account (after a verified link), so
/// later links ask them to log in, and consumes the link: of two setups with one link, one
/// succeeds and the other is refused as used.
pub async fn complete_setup(
    db: &Database,
    keys: &[InviteKey],
    params: &LinkParams,
) -> Result<Verified, ServiceError> {
    let verified = verify(db, keys, params).await?;
    let signature = params.signature.clone().unwrap_or_default();
    let (opportunity_id, contact_id, expires_at) =
        (verified.opportunity_id, verified.contact_id, verified.expires_at.timestamp());
    let consumed = db
        .write(move |txn| {
            let signature = signature.clone();
            async move {
                let txn = &*txn;
                // Links past their expiry fail on that anyway: their uses need not be kept.
                invitation_use::Entity::delete_many()
                    .filter(invitation_use::Column::ExpiresAt.lt(Utc::now().timestamp()))
                    .exec(txn)
                    .await?;
                let inserted = invitation_use::Entity::insert(invitation_use::ActiveModel {
                    signature: Set(signature),
                    opportunity_id: Set(opportunity_id),
                    expires_at: Set(expires_at),
                    used_at: Set(Utc::now()),
                })
                .on_conflict(OnConflict::column(invitation_use::Column::Signature).do_nothing().to_owned())
                .exec_without_returning(txn)
                .await?;
                if inserted == 1 {
                    insert_portal_account(txn, contact_id).await?;
                }
                Ok(inserted == 1)
            }
        })
        .await?;
    if !consumed {
        return Err(withdrawn("it was already used to set up an account"));
    }
    Ok(Verified { mode: Mode::Login, ..verified })
}

/// Withdraws every link issued so far for the organisation's opportunity; links issued after
/// this work as usual. Returns when the withdrawal took effect.
pub async fn revoke(
    db: &Database,
    organisation_id: Uuid,
    opportunity_id: Uuid,
) -> Result<DateTime<Utc>, ServiceError> {
    scoped::find::<opportunity::Entity>(db, organisation_id, opportunity_id, false).await?;
    let now = Utc::now();
    let revoked_before_ms = now.timestamp_millis();
    db.write(move |txn| async move {
        let txn = &*txn;
        invitation_revocation::Entity::insert(invitation_revocation::ActiveModel {
            opportunity_id: Set(opportunity_id),
            revoked_before_ms: Set(revoked_before_ms),
        })
        .on_conflict(
            OnConflict::column(invitation_revocation::Column::OpportunityId)
                .update_column(invitation_revocation::Column::RevokedBeforeMs)
                .to_owned(),
        )
        .exec_without_returning(txn)
        .await?;
        Ok(())
    })
    .await?;
    Ok(now)
}

/// Records a contact's portal account (nothing happens if it has one).
pub async fn record_portal_account(db: &Database, contact_id: Uuid) -> Result<(), ServiceError> {
    db.write(move |txn| async move { insert_portal_account(&txn, contact_id).await }).await
}

async fn insert_portal_account(
    txn: &sea_orm::DatabaseTransaction,
    contact_id: Uuid,
) -> Result<(), ServiceError> {
    portal_account::Entity::insert(portal_account::ActiveModel {
        contact_id: Set(contact_id),
        created_at: Set(Utc::now()),
    })
    .on_conflict(OnConflict::column(portal_account::Column::ContactId).do_nothing().to_owned())
    .exec_without_returning(txn)
    .await?;
    Ok(())
}

async fn has_portal_account(db: &Database, contact_id: Uuid) -> Result<bool, ServiceError> {
    Ok(db.one(portal_account::Entity::find_by_id(contact_id)).await?.is_some())
}

fn parse(params: &LinkParams) -> Option<Claims> {
    Some(Claims {
        opportunity_id: params.opportunity_id.as_deref()?.parse().ok()?,
        contact_id: params.contact_id.as_deref()?.parse().ok()?,
        expires: params.expires.as_deref()?.parse().ok()?,
        issued: match params.issued.as_deref() {
            Some(issued) => Some(issued.parse().ok()?),
            None => None,
        },
        key_id: params.key_id.clone()?,
    })
}
