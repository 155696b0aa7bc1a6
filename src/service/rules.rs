//! The state rules (numbered in docs/decisions.md, ADR-11), written once.

use std::collections::HashMap;

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use super::{memberships::ProfileLink, scoped};
use crate::{db::Reads, entity::profile, error::ServiceError};

pub fn profile_archived() -> ServiceError {
    ServiceError::Conflict {
        code: crate::error::ErrorCode::ProfileArchived,
        message: "The profile is archived, so it and the records linked to it cannot be updated. Restore it first with POST /api/v1/profiles/{profileId}/restore.".to_string(),
    }
}

/// Rules 1 and 3: nothing is updated through an archived profile.
pub fn ensure_profile_open(profile: &profile::Model) -> Result<(), ServiceError> {
    if profile.is_archived { Err(profile_archived()) } else { Ok(()) }
}

/// Rule 3's exception: a contact can be updated while at least one of its profiles is not
/// archived (or while it belongs to none).
pub fn ensure_contact_updatable(profiles: &[ProfileLink]) -> Result<(), ServiceError> {
    if !profiles.is_empty() && profiles.iter().all(|p| p.is_profile_archived) {
        return Err(profile_archived());
    }
    Ok(())
}

/// The organisation's profile `id` (none if it has no such profile), locked so it cannot be
/// archived while a record of it is written; 409 when it is already archived.
pub async fn open_profile(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<Option<profile::Model>, ServiceError> {
    let profile = scoped::lookup::<profile::Entity>(conn, organisation_id, id, true).await?;
    if let Some(profile) = &profile {
        ensure_profile_open(profile)?;
    }
    Ok(profile)
}

/// Whether each of the profiles is archived, in one query (for `isProfileArchived`).
pub async fn archived_flags(
    conn: &impl Reads,
    profile_ids: impl IntoIterator<Item = Uuid>,
) -> Result<HashMap<Uuid, bool>, ServiceError> {
    Ok(conn
        .all(profile::Entity::find().filter(profile::Column::Id.is_in(profile_ids)))
        .await?
        .into_iter()
        .map(|p| (p.id, p.is_archived))
        .collect())
}
