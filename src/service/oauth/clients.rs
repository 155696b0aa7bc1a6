//! OAuth 2.0 clients: issued and revoked from the command line, authenticated at the token
//! and revocation endpoints.

use std::sync::Arc;

use chrono::Utc;
use ipnet::IpNet;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder,
    sea_query::Expr,
};
use uuid::Uuid;

use super::client_id_of;
use crate::{
    db::{Database, Reads},
    entity::{api_key, oauth_client},
    error::ServiceError,
    service::{key_format, keys},
    types::Scopes,
};

/// What to issue.
#[derive(Debug, Clone)]
pub struct NewClient {
    pub organisation_id: Uuid,
    /// The member its changes are recorded under; by default the organisation's first manager.
    pub member_email: Option<String>,
    pub sandbox: bool,
    pub allowed_cidrs: Vec<IpNet>,
    /// What its tokens may do; `None` gives it every scope of the first release with scopes.
    pub scopes: Option<Scopes>,
}

/// Issues a client. Returns the stored record and its secret, which is not kept anywhere.
pub async fn create(db: &Database, new: NewClient) -> Result<(oauth_client::Model, String), ServiceError> {
    let organisation = crate::service::organisations::find(db, new.organisation_id).await?;
    if new.sandbox && !organisation.is_sandbox {
        return Err(ServiceError::invalid(
            "sandbox",
            "sandbox clients can only be issued for a sandbox organisation",
        ));
    }
    let cidrs = keys::allowlist(new.sandbox, &new.allowed_cidrs, "client")?;
    let scopes = new.scopes.unwrap_or_else(Scopes::first_release);
    if scopes == Scopes::default() {
        return Err(ServiceError::invalid("scope", "a client needs at least one scope"));
    }
    let member = keys::issued_to(db, organisation.id, new.member_email.as_deref()).await?;
    let secret = key_format::generate_with("crm_secret_");
    let id = Uuid::now_v7();
    let now = Utc::now();
    let record = oauth_client::ActiveModel {
        id: Set(id),
        organisation_id: Set(organisation.id),
        member_id: Set(Some(member.id)),
        client_id: Set(client_id_of(id)),
        secret_hash: Set(secret.hash),
        is_sandbox: Set(new.sandbox),
        allowed_cidrs: Set(cidrs),
        scopes: Set(scopes.to_text()),
        revoked_at: Set(None),
        created_at: Set(now),
        modified_at: Set(now),
    };
    let record = db
        .write_with(record, move |txn, record| async move {
            Ok(Arc::unwrap_or_clone(record).insert(&*txn).await?)
        })
        .await?;
    Ok((record, secret.secret))
}

pub async fn list(db: &Database, organisation_id: Uuid) -> Result<Vec<oauth_client::Model>, ServiceError> {
    let clients = crate::service::scoped::of_organisation::<oauth_client::Entity>(organisation_id)
        .order_by_asc(oauth_client::Column::Id);
    Ok(db.all(clients).await?)
}

pub async fn find_by_client_id(
    db: &Database,
    client_id: &str,
) -> Result<Option<oauth_client::Model>, sea_orm::DbErr> {
    db.one(oauth_client::Entity::find().filter(oauth_client::Column::ClientId.eq(client_id))).await
}

/// The active client these credentials are of, if they are of one.
pub async fn authenticate(
    db: &Database,
    client_id: &str,
    secret: &str,
) -> Result<Option<oauth_client::Model>, sea_orm::DbErr> {
    let Some(client) = find_by_client_id(db, client_id).await? else { return Ok(None) };
    // Both sides are SHA-256 digests of the same length, so comparing them says nothing about
    // the secret; no constant-time comparison is needed.
    Ok((client.revoked_at.is_none() && client.secret_hash == key_format::hash(secret)).then_some(client))
}

/// Revokes a client, by its `client_id` or record id, and every access token it holds: they
/// are refused here from the next request, elsewhere within the key cache's bound.
pub async fn revoke_client(db: &Database, id: &str) -> Result<oauth_client::Model, ServiceError> {
    let found = match id.parse::<Uuid>() {
        Ok(id) => db.one(oauth_client::Entity::find_by_id(id)).await?,
        Err(_) => find_by_client_id(db, id).await?,
    };
    let client = found.ok_or(ServiceError::NotFound("OAuth client"))?;
    let revoked = db
        .write_with(client, move |txn, client| async move {
            let txn = &*txn;
            let now = Utc::now();
            api_key::Entity::update_many()
                .col_expr(api_key::Column::RevokedAt, Expr::value(now))
                .col_expr(api_key::Column::ModifiedAt, Expr::value(now))
                .filter(api_key::Column::OauthClientId.eq(client.id))
                .filter(api_key::Column::RevokedAt.is_null())
                .exec(txn)
                .await?;
            let mut active = Arc::unwrap_or_clone(client).into_active_model();
            active.revoked_at = Set(Some(now));
            active.modified_at = Set(now);
            Ok(active.update(txn).await?)
        })
        .await?;
    keys::forget_keys_read_before_now();
    Ok(revoked)
}
