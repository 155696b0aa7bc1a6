//! Access tokens: issued to an authenticated client (`POST /oauth/token`), revoked by it
//! (RFC 7009, `POST /oauth/revoke`).

use std::{sync::Arc, time::Duration};

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use uuid::Uuid;

use crate::{
    db::Database,
    entity::{api_key, oauth_client},
    error::ServiceError,
    service::{key_format, keys},
    types::Scopes,
};

/// A token as the token endpoint answers with it.
#[derive(Debug, Clone)]
pub struct Grant {
    pub access_token: String,
    pub expires_in: Duration,
    pub scopes: Scopes,
}

/// Issues `client` a token holding `scopes` (already checked to be within the client's) for
/// `lifetime`. The client's tokens that have expired are deleted in the same transaction, so
/// its rows stay as many as it holds live tokens.
pub async fn issue(
    db: &Database,
    client: &oauth_client::Model,
    scopes: Scopes,
    lifetime: Duration,
) -> Result<Grant, ServiceError> {
    let generated = key_format::generate_with("crm_at_");
    let now = Utc::now();
    let expires_at = now + chrono::Duration::from_std(lifetime).unwrap_or(chrono::Duration::hours(1));
    let row = api_key::ActiveModel {
        id: Set(Uuid::now_v7()),
        organisation_id: Set(client.organisation_id),
        member_id: Set(client.member_id),
        prefix: Set(generated.prefix),
        key_hash: Set(generated.hash),
        is_sandbox: Set(client.is_sandbox),
        allowed_cidrs: Set(client.allowed_cidrs.clone()),
        scopes: Set(Some(scopes.to_text())),
        oauth_client_id: Set(Some(client.id)),
        expires_at: Set(Some(expires_at)),
        revoked_at: Set(None),
        created_at: Set(Some(now)),
        modified_at: Set(now),
    };
    let client_id = client.id;
    db.write_with(row, move |txn, row| async move {
        let txn = &*txn;
        api_key::Entity::delete_many()
            .filter(api_key::Column::OauthClientId.eq(client_id))
            .filter(api_key::Column::ExpiresAt.lt(now))
            .exec(txn)
            .await?;
        Arc::unwrap_or_clone(row).insert(txn).await?;
        Ok(())
    })
    .await?;
    Ok(Grant { access_token: generated.secret, expires_in: lifetime, scopes })
}

/// Revokes `token` if it is one of `client`'s; any other token (unknown, another client's,
/// already revoked) is left alone, and the answer is the same (RFC 7009 §2.2).
pub async fn revoke_token(
    db: &Database,
    client: &oauth_client::Model,
    token: &str,
) -> Result<(), ServiceError> {
    let hash = key_format::hash(token);
    let client_id = client.id;
    let revoked = db
        .write_with(hash, move |txn, hash| async move {
            let now = Utc::now();
            let result = api_key::Entity::update_many()
                .col_expr(api_key::Column::RevokedAt, Expr::value(now))
                .col_expr(api_key::Column::ModifiedAt, Expr::value(now))
                .filter(api_key::Column::KeyHash.eq(hash.as_str()))
                .filter(api_key::Column::OauthClientId.eq(client_id))
                .filter(api_key::Column::RevokedAt.is_null())
                .exec(&*txn)
                .await?;
            Ok(result.rows_affected)
        })
        .await?;
    if revoked > 0 {
        keys::forget_keys_read_before_now();
    }
    Ok(())
}
