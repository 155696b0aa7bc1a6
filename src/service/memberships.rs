//! Which contacts belong to which profiles, and which contact is each profile's key contact.
//!
//! The key contact is held on the profile (`key_contact_id`), so a profile has at most one by
//! construction: making a contact key replaces the previous one in the same update.

use std::collections::HashMap;

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel,
    QueryFilter, QueryOrder, sea_query::OnConflict,
};
use uuid::Uuid;

use crate::{
    entity::{contact, profile, profile_contact},
    error::ServiceError,
};

/// One of a contact's profiles, as a contact response shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileLink {
    pub profile_id: Uuid,
    pub is_key_contact: bool,
    pub is_profile_archived: bool,
}

/// One of a profile's contacts, as a profile response shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactLink {
    pub contact_id: Uuid,
    pub contact_type: contact::ContactType,
    pub display_name: String,
    pub is_key_contact: bool,
}

/// Links the contact to the profile (nothing happens if it already is).
pub async fn link(
    conn: &impl ConnectionTrait,
    profile_id: Uuid,
    contact_id: Uuid,
) -> Result<(), ServiceError> {
    let row = profile_contact::ActiveModel {
        profile_id: Set(profile_id),
        contact_id: Set(contact_id),
        created_at: Set(Utc::now()),
    };
    profile_contact::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([profile_contact::Column::ProfileId, profile_contact::Column::ContactId])
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(conn)
        .await?;
    Ok(())
}

/// Makes the contact the profile's key contact; the previous key contact stops being key.
pub async fn make_key_contact(
    conn: &impl ConnectionTrait,
    profile: profile::Model,
    contact_id: Uuid,
) -> Result<(), ServiceError> {
    if profile.key_contact_id == Some(contact_id) {
        return Ok(());
    }
    let mut active = profile.into_active_model();
    active.key_contact_id = Set(Some(contact_id));
    active.modified_at = Set(Utc::now());
    active.update(conn).await?;
    Ok(())
}

/// The profiles of each contact, in one query.
pub async fn profiles_of(
    conn: &impl ConnectionTrait,
    contact_ids: &[Uuid],
) -> Result<HashMap<Uuid, Vec<ProfileLink>>, ServiceError> {
    let rows = profile_contact::Entity::find()
        .filter(profile_contact::Column::ContactId.is_in(contact_ids.iter().copied()))
        .order_by_asc(profile_contact::Column::ProfileId)
        .find_also_related(profile::Entity)
        .all(conn)
        .await?;
    let mut links: HashMap<Uuid, Vec<ProfileLink>> = HashMap::new();
    for (row, profile) in rows {
        let Some(profile) = profile else { continue };
        links.entry(row.contact_id).or_default().push(link_of(&profile, row.contact_id));
    }
    Ok(links)
}

/// How the contact appears in one of its profiles.
pub fn link_of(profile: &profile::Model, contact_id: Uuid) -> ProfileLink {
    ProfileLink {
        profile_id: profile.id,
        is_key_contact: profile.key_contact_id == Some(contact_id),
        is_profile_archived: profile.is_archived,
    }
}

/// The contacts of each profile, in one query.
pub async fn contacts_of(
    conn: &impl ConnectionTrait,
    profiles: &[&profile::Model],
) -> Result<HashMap<Uuid, Vec<ContactLink>>, ServiceError> {
    let key_contacts: HashMap<Uuid, Option<Uuid>> =
        profiles.iter().map(|p| (p.id, p.key_contact_id)).collect();
    let rows = profile_contact::Entity::find()
        .filter(profile_contact::Column::ProfileId.is_in(key_contacts.keys().copied()))
        .order_by_asc(profile_contact::Column::ContactId)
        .find_also_related(contact::Entity)
        .all(conn)
        .await?;
    let mut links: HashMap<Uuid, Vec<ContactLink>> = HashMap::new();
    for (row, contact) in rows {
        let Some(contact) = contact else { continue };
        let key_contact = key_contacts.get(&row.profile_id).copied().flatten();
        links.entry(row.profile_id).or_default().push(contact_link(contact, key_contact));
    }
    Ok(links)
}

/// How the contact appears in `profile`'s response.
pub fn link_to(profile: &profile::Model, contact: contact::Model) -> ContactLink {
    contact_link(contact, profile.key_contact_id)
}

fn contact_link(contact: contact::Model, key_contact: Option<Uuid>) -> ContactLink {
    ContactLink {
        is_key_contact: key_contact == Some(contact.id),
        contact_id: contact.id,
        contact_type: contact.contact_type,
        display_name: contact.display_name,
    }
}
