//! Which contacts belong to which profiles, and which contact is each profile's key contact.
//!
//! The key contact is held on the profile (`key_contact_id`), so a profile has at most one by
//! construction: making a contact key replaces the previous one in the same update.

use std::collections::HashMap;

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, JoinType,
    QueryFilter, QueryOrder, QuerySelect, RelationTrait, sea_query::OnConflict,
};
use uuid::Uuid;

use super::search;
use crate::{
    db::{Reads, row_struct},
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

/// Links the contact to the profile (nothing happens if it already is); the profile's search
/// entry then carries the contact's text.
pub async fn link(
    conn: &impl ConnectionTrait,
    profile_id: Uuid,
    contact_id: Uuid,
) -> Result<(), ServiceError> {
    if insert_link(conn, profile_id, contact_id).await? {
        search::contact_linked(conn, profile_id).await?;
    }
    Ok(())
}

/// Links the contact to a profile created in this transaction without touching its search
/// entry: the caller writes the entry with the contact's text
/// ([`search::index_contacts_with_their_new_profiles`]).
pub async fn link_to_new_profile(
    conn: &impl ConnectionTrait,
    profile_id: Uuid,
    contact_id: Uuid,
) -> Result<(), ServiceError> {
    insert_link(conn, profile_id, contact_id).await?;
    Ok(())
}

/// Inserts the link unless it is there; answers whether it inserted it.
async fn insert_link(
    conn: &impl ConnectionTrait,
    profile_id: Uuid,
    contact_id: Uuid,
) -> Result<bool, ServiceError> {
    let row = profile_contact::ActiveModel {
        profile_id: Set(profile_id),
        contact_id: Set(contact_id),
        created_at: Set(Utc::now()),
    };
    let linked = profile_contact::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([profile_contact::Column::ProfileId, profile_contact::Column::ContactId])
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(conn)
        .await?;
    Ok(linked > 0)
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
    conn: &impl Reads,
    contact_ids: &[Uuid],
) -> Result<HashMap<Uuid, Vec<ProfileLink>>, ServiceError> {
    row_struct! {
        /// The columns a link needs, rather than whole profiles.
        #[derive(Debug)]
        struct Row {
            contact_id: Uuid,
            profile_id: Uuid,
            key_contact_id: Option<Uuid>,
            is_archived: bool,
        }
    }
    let query = profile_contact::Entity::find()
        .select_only()
        .column(profile_contact::Column::ContactId)
        .column(profile_contact::Column::ProfileId)
        .column(profile::Column::KeyContactId)
        .column(profile::Column::IsArchived)
        .join(JoinType::InnerJoin, profile_contact::Relation::Profile.def())
        .filter(profile_contact::Column::ContactId.is_in(contact_ids.iter().copied()))
        .order_by_asc(profile_contact::Column::ProfileId);
    let rows: Vec<Row> = conn.rows(query).await?;
    let mut links: HashMap<Uuid, Vec<ProfileLink>> = HashMap::new();
    for row in rows {
        let link = profile_link(row.profile_id, row.key_contact_id, row.is_archived, row.contact_id);
        links.entry(row.contact_id).or_default().push(link);
    }
    Ok(links)
}

/// How the contact appears in one of its profiles.
pub fn link_of(profile: &profile::Model, contact_id: Uuid) -> ProfileLink {
    profile_link(profile.id, profile.key_contact_id, profile.is_archived, contact_id)
}

fn profile_link(
    profile_id: Uuid,
    key_contact_id: Option<Uuid>,
    is_archived: bool,
    contact_id: Uuid,
) -> ProfileLink {
    ProfileLink {
        profile_id,
        is_key_contact: key_contact_id == Some(contact_id),
        is_profile_archived: is_archived,
    }
}

/// The contacts of each profile, in one query.
pub async fn contacts_of(
    conn: &impl Reads,
    profiles: &[&profile::Model],
) -> Result<HashMap<Uuid, Vec<ContactLink>>, ServiceError> {
    row_struct! {
        /// The columns a link needs, rather than whole contacts (with their address histories).
        #[derive(Debug)]
        struct Row {
            profile_id: Uuid,
            contact_id: Uuid,
            contact_type: contact::ContactType,
            display_name: String,
        }
    }
    let key_contacts: HashMap<Uuid, Option<Uuid>> =
        profiles.iter().map(|p| (p.id, p.key_contact_id)).collect();
    let query = profile_contact::Entity::find()
        .select_only()
        .column(profile_contact::Column::ProfileId)
        .column(profile_contact::Column::ContactId)
        .column(contact::Column::ContactType)
        .column(contact::Column::DisplayName)
        .join(JoinType::InnerJoin, profile_contact::Relation::Contact.def())
        .filter(profile_contact::Column::ProfileId.is_in(key_contacts.keys().copied()))
        .order_by_asc(profile_contact::Column::ContactId);
    let rows: Vec<Row> = conn.rows(query).await?;
    let mut links: HashMap<Uuid, Vec<ContactLink>> = HashMap::new();
    for row in rows {
        let key_contact = key_contacts.get(&row.profile_id).copied().flatten();
        let link = contact_link(row.contact_id, row.contact_type, row.display_name, key_contact);
        links.entry(row.profile_id).or_default().push(link);
    }
    Ok(links)
}

/// How the contact appears in `profile`'s response.
pub fn link_to(profile: &profile::Model, contact: contact::Model) -> ContactLink {
    contact_link(contact.id, contact.contact_type, contact.display_name, profile.key_contact_id)
}

fn contact_link(
    contact_id: Uuid,
    contact_type: contact::ContactType,
    display_name: String,
    key_contact: Option<Uuid>,
) -> ContactLink {
    ContactLink { is_key_contact: key_contact == Some(contact_id), contact_id, contact_type, display_name }
}
