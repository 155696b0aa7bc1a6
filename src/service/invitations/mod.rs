//! Fact-find invitations: a signed, expiring link to the client portal for an opportunity's
//! key contact, and its verification by the portal (log in, or set up an account first).

pub mod signature;
pub mod stored_key;

use chrono::{DateTime, Duration, TimeZone, Utc};
use sea_orm::{ActiveValue::Set, EntityTrait, sea_query::OnConflict};
use uuid::Uuid;

use crate::service::scoped;

use self::signature::Claims;
use crate::{
    config::InviteKey,
    db::{Database, Reads},
    entity::{contact, opportunity, portal_account, profile},
    error::ServiceError,
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
    let expires_at = Utc::now() + Duration::hours(i64::from(ttl_hours));
    let claims = Claims {
        opportunity_id,
        contact_id: contact.id,
        expires: expires_at.timestamp(),
        key_id: key.id.clone(),
    };
    let url = format!(
        "{portal_base_url}/fact-find?opportunityId={}&contactId={}&expires={}&keyId={}&signature={}",
        claims.opportunity_id,
        claims.contact_id,
        claims.expires,
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

/// Checks a link's signature (constant time) and expiry, then whether the contact has a portal
/// account. Invalid → 404; genuine but expired → 410 `invitation_expired`.
pub async fn verify(
    db: &Database,
    keys: &[InviteKey],
    params: &LinkParams,
) -> Result<Verified, ServiceError> {
    let claims = parse(params).ok_or_else(invalid_link)?;
    if !claims.verify(keys, params.signature.as_deref().unwrap_or_default()) {
        return Err(invalid_link());
    }
    let expires_at = Utc.timestamp_opt(claims.expires, 0).single().ok_or_else(invalid_link)?;
    if expires_at <= Utc::now() {
        return Err(ServiceError::Gone {
            code: crate::error::ErrorCode::InvitationExpired,
            message: "This invitation link has expired; ask your adviser for a new one.".to_string(),
        });
    }
    let opportunity_exists = db.one(opportunity::Entity::find_by_id(claims.opportunity_id)).await?.is_some();
    let contact_exists = db.one(contact::Entity::find_by_id(claims.contact_id)).await?.is_some();
    if !opportunity_exists || !contact_exists {
        return Err(invalid_link());
    }
    let mode = if has_portal_account(db, claims.contact_id).await? { Mode::Login } else { Mode::Setup };
    Ok(Verified { mode, opportunity_id: claims.opportunity_id, contact_id: claims.contact_id, expires_at })
}

/// Records that the link's contact has set up a portal account (after a verified link), so
/// later links ask them to log in.
pub async fn complete_setup(
    db: &Database,
    keys: &[InviteKey],
    params: &LinkParams,
) -> Result<Verified, ServiceError> {
    let verified = verify(db, keys, params).await?;
    record_portal_account(db, verified.contact_id).await?;
    Ok(Verified { mode: Mode::Login, ..verified })
}

/// Records a contact's portal account (nothing happens if it has one).
pub async fn record_portal_account(db: &Database, contact_id: Uuid) -> Result<(), ServiceError> {
    db.write(move |txn| async move {
        let txn = &*txn;
        portal_account::Entity::insert(portal_account::ActiveModel {
            contact_id: Set(contact_id),
            created_at: Set(Utc::now()),
        })
        .on_conflict(OnConflict::column(portal_account::Column::ContactId).do_nothing().to_owned())
        .exec_without_returning(txn)
        .await?;
        Ok(())
    })
    .await
}

async fn has_portal_account(db: &Database, contact_id: Uuid) -> Result<bool, ServiceError> {
    Ok(db.one(portal_account::Entity::find_by_id(contact_id)).await?.is_some())
}

fn parse(params: &LinkParams) -> Option<Claims> {
    Some(Claims {
        opportunity_id: params.opportunity_id.as_deref()?.parse().ok()?,
        contact_id: params.contact_id.as_deref()?.parse().ok()?,
        expires: params.expires.as_deref()?.parse().ok()?,
        key_id: params.key_id.clone()?,
    })
}
