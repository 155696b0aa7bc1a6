//! Life and health insurance policies: read-only over the API; they arrive through
//! `advisory-crm import policies` ([`import`]) and the demo seed.

pub mod import;

use std::collections::HashMap;

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::service::scoped::of_organisation;

use super::{
    Filter,
    joined::{column_of, left_join},
};
use crate::{
    db::{Database, Reads, row_struct, shapes::Shape},
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

impl PolicyView {
    /// The view of `model` (its `covers` decoded) owned by `owners` (contact ids in order),
    /// naming contacts from `names`.
    fn of(
        model: policy::Model,
        covers: Vec<Cover>,
        owners: impl Iterator<Item = Uuid>,
        names: &HashMap<Uuid, String>,
    ) -> Self {
        let name = |id: &Uuid| names.get(id).cloned();
        PolicyView {
            owners: owners.map(|id| (id, name(&id).unwrap_or_default())).collect(),
            covers: covers
                .into_iter()
                .map(|cover| {
                    let life_assured = cover.life_assured_contact_id.as_ref().and_then(name);
                    (cover, life_assured)
                })
                .collect(),
            model,
        }
    }
}

fn covers_of(model: &policy::Model) -> Vec<Cover> {
    serde_json::from_value(model.covers.clone()).unwrap_or_default()
}

/// The display names of the contacts `ids`, in one query (none for no ids).
async fn names_of(conn: &impl Reads, ids: Vec<Uuid>) -> Result<HashMap<Uuid, String>, ServiceError> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(conn
        .all(contact::Entity::find().filter(contact::Column::Id.is_in(ids)))
        .await?
        .into_iter()
        .map(|c| (c.id, c.display_name))
        .collect())
}

/// Attaches owners and contact names: two queries for any number of policies.
async fn views(conn: &impl Reads, models: Vec<policy::Model>) -> Result<Vec<PolicyView>, ServiceError> {
    let owners = conn
        .all(
            policy_owner::Entity::find()
                .filter(policy_owner::Column::PolicyId.is_in(models.iter().map(|m| m.id)))
                .order_by_asc(policy_owner::Column::PolicyId)
                .order_by_asc(policy_owner::Column::Position),
        )
        .await?;
    let covers: Vec<Vec<Cover>> = models.iter().map(covers_of).collect();
    let lives_assured = covers.iter().flatten().filter_map(|c| c.life_assured_contact_id);
    let names = names_of(conn, owners.iter().map(|o| o.contact_id).chain(lives_assured).collect()).await?;
    Ok(models
        .into_iter()
        .zip(covers)
        .map(|(model, covers)| {
            let policy_id = model.id;
            let owned = owners.iter().filter(move |o| o.policy_id == policy_id).map(|o| o.contact_id);
            PolicyView::of(model, covers, owned, &names)
        })
        .collect())
}

row_struct! {
    /// What a policy's single read takes from each of its rows: one owner and the owner's name
    /// (none when the policy has no owner).
    #[derive(Debug)]
    struct OwnerRow {
        owner_contact_id: Option<Uuid>,
        owner_name: Option<String>,
    }
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
    Ok((views(db, models).await?, total))
}

/// The policy with its owners' names in one query (a row per owner); a second one only for the
/// names of lives assured who do not own the policy.
pub async fn get(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<PolicyView, ServiceError> {
    static SHAPE: Shape<2> = Shape::new();
    let rows = db
        .all_with::<_, OwnerRow, 2>(&SHAPE, [organisation_id, id], |[organisation_id, id]| {
            let mut select = of_organisation::<policy::Entity>(organisation_id)
                .filter(policy::Column::Id.eq(id))
                .column_as(
                    column_of(policy_owner::Entity, policy_owner::Column::ContactId),
                    "owner_contact_id",
                )
                .column_as(column_of(contact::Entity, contact::Column::DisplayName), "owner_name")
                .order_by_asc(policy_owner::Column::Position);
            left_join(&mut select, policy_owner::Entity, policy_owner::Column::PolicyId, policy::Column::Id);
            left_join(&mut select, contact::Entity, contact::Column::Id, policy_owner::Column::ContactId);
            select
        })
        .await?;
    let model = rows.first().map(|(model, _)| model.clone()).ok_or(ServiceError::NotFound("Policy"))?;
    let owners: Vec<(Uuid, Option<String>)> =
        rows.into_iter().filter_map(|(_, row)| Some((row.owner_contact_id?, row.owner_name))).collect();
    let mut names: HashMap<Uuid, String> =
        owners.iter().filter_map(|(id, name)| Some((*id, name.clone()?))).collect();
    let covers = covers_of(&model);
    let unnamed = covers
        .iter()
        .filter_map(|cover| cover.life_assured_contact_id)
        .filter(|id| !names.contains_key(id))
        .collect();
    names.extend(names_of(db, unnamed).await?);
    Ok(PolicyView::of(model, covers, owners.into_iter().map(|(id, _)| id), &names))
}
