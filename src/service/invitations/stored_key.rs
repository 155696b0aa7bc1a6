//! The invitation signing key used when `INVITE_SIGNING_KEYS` is not set: generated once and
//! kept in the database, so links survive restarts and every instance verifies them.

use std::sync::Arc;

use chrono::Utc;
use rand::Rng;
use sea_orm::{ActiveValue::Set, EntityTrait, sea_query::OnConflict};

use crate::{
    config::InviteKey,
    db::{Database, Reads},
    entity::service_setting,
    error::ServiceError,
};

const SETTING: &str = "invite_signing_key";
/// The key id links signed with the stored key carry.
pub const STORED_KEY_ID: &str = "stored";

/// The stored key if one was ever made: with `INVITE_SIGNING_KEYS` set, it still verifies the
/// links it signed (it signs nothing more) until they have expired and the row is deleted.
pub async fn existing(db: &Database) -> Result<Option<InviteKey>, ServiceError> {
    let stored = db.one(service_setting::Entity::find_by_id(SETTING.to_string())).await?;
    Ok(stored.map(|stored| InviteKey { id: STORED_KEY_ID.to_string(), secret: stored.value.into_bytes() }))
}

/// The stored key, created on first use (concurrent first uses agree on one).
pub async fn stored_key(db: &Database) -> Result<InviteKey, ServiceError> {
    let secret: [u8; 32] = rand::rng().random();
    let candidate = hex::encode(secret);
    db.write_with(candidate, move |txn, candidate| async move {
        let txn = &*txn;
        service_setting::Entity::insert(service_setting::ActiveModel {
            name: Set(SETTING.to_string()),
            value: Set(Arc::unwrap_or_clone(candidate)),
            created_at: Set(Utc::now()),
        })
        .on_conflict(OnConflict::column(service_setting::Column::Name).do_nothing().to_owned())
        .exec_without_returning(txn)
        .await?;
        let stored = service_setting::Entity::find_by_id(SETTING.to_string())
            .one(txn)
            .await?
            .ok_or(ServiceError::NotFound("Invitation signing key"))?;
        Ok(InviteKey { id: STORED_KEY_ID.to_string(), secret: stored.value.into_bytes() })
    })
    .await
}
