//! Records that belong to an organisation: every query of them is scoped to it, and a record of
//! another organisation is indistinguishable from a missing one (404).

use sea_orm::{ColumnTrait, QueryFilter, QuerySelect, Select};
use uuid::Uuid;

use crate::{
    db::{Reads, Record},
    entity::{
        api_key, contact, event, financial_product, household_expense, member, note, oauth_client,
        opportunity, pipeline, policy, privacy_request, profile, webhook_delivery, webhook_endpoint,
    },
    error::ServiceError,
};

/// An entity with an `organisation_id` and an `id` column.
pub trait OrgScoped: Record {
    const ORGANISATION: Self::Column;
    const ID: Self::Column;
    /// The record's name in a 404 ("Contact not found").
    const NAME: &'static str;
}

/// The organisation's records.
pub fn of_organisation<E: OrgScoped>(organisation_id: Uuid) -> Select<E> {
    E::find().filter(E::ORGANISATION.eq(organisation_id))
}

/// One record of `query` (already scoped) by id, locked for update when `lock` (serialising
/// concurrent updates of one record on PostgreSQL; SQLite writes are serialised anyway).
pub async fn find_in<E: OrgScoped>(
    conn: &impl Reads,
    query: Select<E>,
    id: Uuid,
    lock: bool,
) -> Result<Option<E::Model>, ServiceError> {
    let mut query = query.filter(E::ID.eq(id));
    if lock {
        query = query.lock_exclusive();
    }
    Ok(conn.one(query).await?)
}

/// The organisation's record `id`, or 404.
pub async fn find<E: OrgScoped>(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
    lock: bool,
) -> Result<E::Model, ServiceError> {
    find_in(conn, of_organisation::<E>(organisation_id), id, lock)
        .await?
        .ok_or(ServiceError::NotFound(E::NAME))
}

/// The organisation's record `id`, if it has one.
pub async fn lookup<E: OrgScoped>(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
    lock: bool,
) -> Result<Option<E::Model>, ServiceError> {
    find_in(conn, of_organisation::<E>(organisation_id), id, lock).await
}

/// Ids one `IN (…)` list may name: each is a bind parameter, and SQLite takes at most 32,766.
const IDS_PER_STATEMENT: usize = 5_000;

/// The organisation's records among `ids` (any number; those it does not have are left out),
/// in no particular order.
pub async fn all_by_ids<E: OrgScoped>(
    conn: &impl Reads,
    organisation_id: Uuid,
    ids: &[Uuid],
) -> Result<Vec<E::Model>, ServiceError> {
    let mut found = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(IDS_PER_STATEMENT) {
        found.extend(
            conn.all(of_organisation::<E>(organisation_id).filter(E::ID.is_in(chunk.to_vec()))).await?,
        );
    }
    Ok(found)
}

macro_rules! org_scoped {
    ($($module:ident => $name:literal),* $(,)?) => {
        $(impl OrgScoped for $module::Entity {
            const ORGANISATION: Self::Column = $module::Column::OrganisationId;
            const ID: Self::Column = $module::Column::Id;
            const NAME: &'static str = $name;
        })*
    };
}

org_scoped! {
    contact => "Contact",
    profile => "Profile",
    opportunity => "Opportunity",
    note => "Note",
    policy => "Policy",
    household_expense => "Household expenses",
    pipeline => "Pipeline",
    member => "Member",
    financial_product => "Financial product",
    api_key => "API key",
    oauth_client => "OAuth client",
    event => "Event",
    webhook_endpoint => "Webhook endpoint",
    webhook_delivery => "Webhook delivery",
    privacy_request => "Privacy request",
}
