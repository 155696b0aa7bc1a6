//! Life and health insurance policies: read-only over the API; they arrive through
//! `advisory-crm import policies` ([`import`]) and the demo seed.

pub mod import;

use std::collections::HashMap;

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::service::scoped::{self, of_organisation};

use super::Filter;
use crate::{
    db::Database,
    entity::{
        contact,
        policy::{self, PolicyStatus},
        policy_owner,
    },
    error::ServiceError,
    types::{PageInfo, PageRequest},
};

/// The six categories cover items are grouped by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CoverCategory {
    Life,
    #[serde(rename = "TPD")]
    Tpd,
    Trauma,
    Health,
    Income,
    Other,
}

/// What an addition to a cover item does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, poem_openapi::Enum)]
pub enum AdditionKind {
    /// A premium loading, `value` percent on top of the standard premium.
    Loading,
    /// A condition the cover does not pay for.
    Exclusion,
    /// Cover (or part of it) deferred, `value` months.
    Deferment,
}

/// A loading, exclusion or deferment on a cover item.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Addition {
    pub kind: AdditionKind,
    pub description: String,
    pub value: Option<i32>,
}

/// A cover item as stored in the policy's `covers` document (money in cents).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Cover {
    pub id: Uuid,
    pub category: CoverCategory,
    pub life_assured_contact_id: Option<Uuid>,
    pub product_name: String,
    pub sum_insured: Option<i64>,
    pub premium: Option<i64>,
    pub status: PolicyStatus,
    pub additions: Vec<Addition>,
}

/// A policy as responses show it, with the names of its owners and lives assured.
#[derive(Debug, Clone)]
pub struct PolicyView {
    pub model: policy::Model,
    /// (contact id, display name), in order.
    pub owners: Vec<(Uuid, String)>,
    /// Each cover item with the name of its life assured.
    pub covers: Vec<(Cover, Option<String>)>,
}

/// Attaches owners and contact names: two queries for any number of policies.
async fn views(
    conn: &impl ConnectionTrait,
    models: Vec<policy::Model>,
) -> Result<Vec<PolicyView>, ServiceError> {
    let owners = policy_owner::Entity::find()
        .filter(policy_owner::Column::PolicyId.is_in(models.iter().map(|m| m.id)))
        .order_by_asc(policy_owner::Column::PolicyId)
        .order_by_asc(policy_owner::Column::Position)
        .all(conn)
        .await?;
    let covers: Vec<Vec<Cover>> =
        models.iter().map(|m| serde_json::from_value(m.covers.clone()).unwrap_or_default()).collect();
    let contact_ids = owners
        .iter()
        .map(|o| o.contact_id)
        .chain(covers.iter().flatten().filter_map(|c| c.life_assured_contact_id));
    let names: HashMap<Uuid, String> = contact::Entity::find()
        .filter(contact::Column::Id.is_in(contact_ids.collect::<Vec<_>>()))
        .all(conn)
        .await?
        .into_iter()
        .map(|c| (c.id, c.display_name))
        .collect();
    Ok(models
        .into_iter()
        .zip(covers)
        .map(|(model, covers)| PolicyView {
            owners: owners
                .iter()
                .filter(|o| o.policy_id == model.id)
                .map(|o| (o.contact_id, names.get(&o.contact_id).cloned().unwrap_or_default()))
                .collect(),
            covers: covers
                .into_iter()
                .map(|cover| {
                    let name = cover.life_assured_contact_id.and_then(|id| names.get(&id).cloned());
                    (cover, name)
                })
                .collect(),
            model,
        })
        .collect())
}

/// The organisation's policies in creation order, optionally of one profile.
pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    profile_id: Option<Uuid>,
    page: PageRequest,
) -> Result<(Vec<PolicyView>, PageInfo), ServiceError> {
    let mut query = of_organisation::<policy::Entity>(organisation_id);
    if let Some(profile_id) = profile_id {
        query = query.filter(policy::Column::ProfileId.eq(profile_id));
    }
    let (models, total) = super::fetch(db, query, policy::Column::Id, page, Filter::Organisation).await?;
    Ok((views(db.read(), models).await?, total))
}

pub async fn get(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<PolicyView, ServiceError> {
    let model = scoped::find::<policy::Entity>(db.read(), organisation_id, id, false).await?;
    Ok(views(db.read(), vec![model]).await?.remove(0))
}
