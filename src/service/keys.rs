use std::sync::{
    Arc,
    atomic::{AtomicU64, Ordering},
};

use chrono::{Duration, Utc};
use ipnet::IpNet;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder,
};
use uuid::Uuid;

use crate::{
    db::{Database, Reads},
    entity::{api_key, member::MemberRole},
    error::ServiceError,
    service::key_format,
    types::Scopes,
};

/// Changes to keys made by this process (revocations), counted so that keys remembered before
/// a change are read again (`key_cache`).
static CHANGES_MADE_HERE: AtomicU64 = AtomicU64::new(0);

/// How many changes to keys this process has made: a key read before the count last moved may
/// be stale.
pub fn changes_made_here() -> u64 {
    CHANGES_MADE_HERE.load(Ordering::SeqCst)
}

/// Makes every key cache of this process read each key from the database again, so a change
/// made here holds for the very next request.
pub fn forget_keys_read_before_now() {
    CHANGES_MADE_HERE.fetch_add(1, Ordering::SeqCst);
}

/// Allowlist of a key that may be used from any address (sandbox keys only).
pub const ANY_ADDRESS: &str = "0.0.0.0/0,::/0";

/// What to issue.
#[derive(Debug, Clone)]
pub struct NewKey {
    pub organisation_id: Uuid,
    /// The member the key is issued to; by default the organisation's first manager.
    pub member_email: Option<String>,
    pub sandbox: bool,
    pub allowed_cidrs: Vec<IpNet>,
    pub expires_in_days: Option<u32>,
    /// What the key may do; `None` gives it every scope of the first release with scopes
    /// (never those added since: those are granted only by name).
    pub scopes: Option<Scopes>,
}

/// Issues a key. Returns the stored record and the secret, which is not kept anywhere.
pub async fn create(db: &Database, new: NewKey) -> Result<(api_key::Model, String), ServiceError> {
    let organisation = super::organisations::find(db, new.organisation_id).await?;
    if new.sandbox && !organisation.is_sandbox {
        return Err(ServiceError::invalid(
            "sandbox",
            "sandbox keys can only be issued for a sandbox organisation",
        ));
    }
    if new.sandbox && new.expires_in_days.is_some() {
        return Err(ServiceError::invalid("expiresInDays", "sandbox keys never expire"));
    }
    let cidrs = allowlist(new.sandbox, &new.allowed_cidrs, "key")?;
    let scopes = new.scopes.unwrap_or_else(Scopes::first_release);
    if scopes == Scopes::default() {
        return Err(ServiceError::invalid("scope", "a key needs at least one scope"));
    }
    if new.expires_in_days == Some(0) {
        return Err(ServiceError::invalid("expiresInDays", "must be at least 1"));
    }
    let member = issued_to(db, organisation.id, new.member_email.as_deref()).await?;
    let generated = key_format::generate(new.sandbox);
    let now = Utc::now();
    let record = api_key::ActiveModel {
        id: Set(Uuid::now_v7()),
        organisation_id: Set(organisation.id),
        member_id: Set(Some(member.id)),
        prefix: Set(generated.prefix),
        key_hash: Set(generated.hash),
        is_sandbox: Set(new.sandbox),
        allowed_cidrs: Set(cidrs),
        scopes: Set(Some(scopes.to_text())),
        oauth_client_id: Set(None),
        expires_at: Set(new.expires_in_days.map(|days| now + Duration::days(i64::from(days)))),
        revoked_at: Set(None),
        created_at: Set(Some(now)),
        modified_at: Set(now),
    };
    let record = db
        .write_with(record, move |txn, record| async move {
            let txn = &*txn;
            Ok(Arc::unwrap_or_clone(record).insert(txn).await?)
        })
        .await?;
    Ok((record, generated.secret))
}

/// The allowlist a credential is stored with (a key's or an OAuth client's; `what` names it
/// in messages): the ranges given, which a live one must have and which may not include a
/// `/0`; a sandbox one given none may be used from anywhere.
pub fn allowlist(sandbox: bool, ranges: &[IpNet], what: &str) -> Result<String, ServiceError> {
    if !sandbox && ranges.is_empty() {
        return Err(ServiceError::invalid(
            "allowIp",
            format!("a live {what} needs at least one allowed IP range"),
        ));
    }
    if !sandbox && ranges.iter().any(|net| net.prefix_len() == 0) {
        return Err(ServiceError::invalid(
            "allowIp",
            format!("a live {what} cannot be allowed from everywhere (/0): give the ranges its callers use"),
        ));
    }
    Ok(if ranges.is_empty() {
        ANY_ADDRESS.to_string()
    } else {
        ranges.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
    })
}

/// The member a credential is issued to: the one with this e-mail, by default the
/// organisation's first manager.
pub async fn issued_to(
    db: &Database,
    organisation_id: Uuid,
    email: Option<&str>,
) -> Result<crate::entity::member::Model, ServiceError> {
    use crate::entity::member;
    if let Some(email) = email {
        return super::members::find_by_email(db, organisation_id, email).await;
    }
    let manager = crate::service::scoped::of_organisation::<member::Entity>(organisation_id)
        .filter(member::Column::Role.eq(MemberRole::Manager))
        .order_by_asc(member::Column::Id);
    db.one(manager).await?.ok_or(ServiceError::NotFound("Manager member"))
}

/// Whether a key's allowlist admits every address of a family (a `/0`). Only sandbox keys are
/// issued so; a live key that has one was issued before the rule, and `keys list` flags it.
pub fn allows_a_whole_family(allowed_cidrs: &str) -> bool {
    crate::config::parse_cidrs(allowed_cidrs).unwrap_or_default().iter().any(|net| net.prefix_len() == 0)
}

/// An organisation's API keys (not the access tokens of its OAuth clients).
pub async fn list(db: &Database, organisation_id: Uuid) -> Result<Vec<api_key::Model>, ServiceError> {
    let keys = crate::service::scoped::of_organisation::<api_key::Entity>(organisation_id)
        .filter(api_key::Column::OauthClientId.is_null())
        .order_by_asc(api_key::Column::Id);
    Ok(db.all(keys).await?)
}

/// Revokes the key with this id or display prefix (the prefix must match exactly one key).
pub async fn revoke(db: &Database, id_or_prefix: &str) -> Result<api_key::Model, ServiceError> {
    let matches = match id_or_prefix.parse::<Uuid>() {
        Ok(id) => {
            db.all(api_key::Entity::find_by_id(id).filter(api_key::Column::OauthClientId.is_null())).await?
        }
        Err(_) => {
            let by_prefix = api_key::Entity::find()
                .filter(api_key::Column::Prefix.eq(id_or_prefix))
                .filter(api_key::Column::OauthClientId.is_null());
            db.all(by_prefix).await?
        }
    };
    let key = match matches.as_slice() {
        [key] => key.clone(),
        [] => return Err(ServiceError::NotFound("API key")),
        _ => return Err(ServiceError::invalid("key", "more than one key has this prefix; use the key id")),
    };
    let revoked = db
        .write_with(key, move |txn, key| async move {
            let txn = &*txn;
            let now = Utc::now();
            let mut active = Arc::unwrap_or_clone(key).into_active_model();
            active.revoked_at = Set(Some(now));
            active.modified_at = Set(now);
            Ok(active.update(txn).await?)
        })
        .await?;
    // This instance refuses the key from the very next request (other instances within the
    // key cache's lifetime).
    forget_keys_read_before_now();
    Ok(revoked)
}

pub async fn find_by_hash(db: &Database, hash: &str) -> Result<Option<api_key::Model>, sea_orm::DbErr> {
    db.one(api_key::Entity::find().filter(api_key::Column::KeyHash.eq(hash))).await
}
