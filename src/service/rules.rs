//! The state rules of SPEC.md ("Rules that depend on state"), written once.

use crate::{entity::profile, error::ServiceError};

use super::links::ProfileLink;

pub fn profile_archived() -> ServiceError {
    ServiceError::Conflict {
        code: "profile_archived",
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
