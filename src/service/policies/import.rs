//! Importing policies: a whole file is validated, then written in one transaction, or nothing is.

use std::collections::{HashMap, HashSet};

use chrono::{NaiveDate, Utc};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use crate::service::scoped::of_organisation;

use super::{Addition, Cover, CoverCategory};
use crate::{
    db::Database,
    entity::{
        policy::{self, PaymentMethod, PolicyStatus, PremiumFrequency},
        policy_owner, profile,
    },
    error::ServiceError,
    service::{Problems, links},
    types::Money,
};

/// A cover item to import.
#[derive(Debug, Clone)]
pub struct NewCover {
    pub category: CoverCategory,
    pub life_assured_contact_id: Option<Uuid>,
    pub product_name: String,
    pub sum_insured: Option<Money>,
    pub premium: Option<Money>,
    pub status: PolicyStatus,
    pub additions: Vec<Addition>,
}

/// A policy to import. Contacts must belong to the policy's profile.
#[derive(Debug, Clone)]
pub struct NewPolicy {
    pub profile_id: Uuid,
    pub policy_number: String,
    pub provider_name: String,
    pub provider_code: Option<String>,
    pub status: PolicyStatus,
    pub premium: Option<Money>,
    pub payment_frequency: Option<PremiumFrequency>,
    pub payment_method: Option<PaymentMethod>,
    pub next_due_date: Option<NaiveDate>,
    pub owner_contact_ids: Vec<Uuid>,
    pub covers: Vec<NewCover>,
}

/// What an import wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportReport {
    pub policies: usize,
    pub covers: usize,
}

/// The field a cover is reported under: `policies[0].covers.Life[1]`.
fn cover_path(policy: usize, covers: &[NewCover], index: usize) -> String {
    let category = covers[index].category;
    let within = covers[..index].iter().filter(|c| c.category == category).count();
    let name =
        serde_json::to_value(category).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
    format!("policies[{policy}].covers.{name}[{within}]")
}

/// Checks every policy (profiles of the organisation and not archived, contacts of those
/// profiles, policy numbers new and unique) and writes them all, or nothing.
pub async fn import(
    db: &Database,
    organisation_id: Uuid,
    policies: Vec<NewPolicy>,
) -> Result<ImportReport, ServiceError> {
    db.write_with(policies, move |txn, policies| async move {
        let txn = &*txn;
        let mut problems = Problems::new();
        let numbers: Vec<&str> = policies.iter().map(|p| p.policy_number.as_str()).collect();
        let taken: HashSet<String> = policy::Entity::find()
            .filter(policy::Column::OrganisationId.eq(organisation_id))
            .filter(policy::Column::PolicyNumber.is_in(numbers.clone()))
            .all(txn)
            .await?
            .into_iter()
            .map(|p| p.policy_number)
            .collect();
        // The file's profiles and their contacts, in two queries whatever its size.
        let profiles: HashMap<Uuid, profile::Model> = of_organisation::<profile::Entity>(organisation_id)
            .filter(profile::Column::Id.is_in(policies.iter().map(|p| p.profile_id)))
            .all(txn)
            .await?
            .into_iter()
            .map(|p| (p.id, p))
            .collect();
        let contacts_by_profile: HashMap<Uuid, HashSet<Uuid>> =
            links::contacts_of(txn, &profiles.values().collect::<Vec<_>>())
                .await?
                .into_iter()
                .map(|(profile_id, links)| (profile_id, links.into_iter().map(|c| c.contact_id).collect()))
                .collect();
        for (index, new) in policies.iter().enumerate() {
            let at = |field: &str| format!("policies[{index}].{field}");
            if taken.contains(&new.policy_number) {
                problems
                    .add(at("policyNumber"), format!("policy {} was already imported", new.policy_number));
            } else if numbers[..index].contains(&new.policy_number.as_str()) {
                problems.add(
                    at("policyNumber"),
                    format!("policy {} appears more than once in the file", new.policy_number),
                );
            }
            let Some(profile) = profiles.get(&new.profile_id) else {
                problems.add(at("profileId"), "no profile with this id in the organisation");
                continue;
            };
            if profile.is_archived {
                problems.add(at("profileId"), "the profile is archived");
            }
            let contacts = contacts_by_profile.get(&profile.id).cloned().unwrap_or_default();
            for (owner, id) in new.owner_contact_ids.iter().enumerate() {
                if !contacts.contains(id) {
                    problems.add(
                        at(&format!("ownerContactIds[{owner}]")),
                        format!("contact {id} is not a contact of the profile"),
                    );
                } else if new.owner_contact_ids[..owner].contains(id) {
                    problems.add(
                        at(&format!("ownerContactIds[{owner}]")),
                        format!("contact {id} appears more than once"),
                    );
                }
            }
            for (position, cover) in new.covers.iter().enumerate() {
                if let Some(id) = cover.life_assured_contact_id
                    && !contacts.contains(&id)
                {
                    let field = format!("{}.lifeAssuredContactId", cover_path(index, &new.covers, position));
                    problems.add(field, format!("contact {id} is not a contact of the profile"));
                }
            }
        }
        problems.finish()?;
        let now = Utc::now();
        let mut report = ImportReport { policies: 0, covers: 0 };
        for new in policies.iter() {
            let id = Uuid::now_v7();
            let covers: Vec<Cover> = new
                .covers
                .iter()
                .map(|c| Cover {
                    id: Uuid::now_v7(),
                    category: c.category,
                    life_assured_contact_id: c.life_assured_contact_id,
                    product_name: c.product_name.clone(),
                    sum_insured: c.sum_insured.map(Money::cents),
                    premium: c.premium.map(Money::cents),
                    status: c.status,
                    additions: c.additions.clone(),
                })
                .collect();
            report.covers += covers.len();
            policy::Entity::insert(policy::ActiveModel {
                id: Set(id),
                organisation_id: Set(organisation_id),
                profile_id: Set(new.profile_id),
                policy_number: Set(new.policy_number.clone()),
                provider_name: Set(new.provider_name.clone()),
                provider_code: Set(new.provider_code.clone()),
                status: Set(new.status),
                premium: Set(new.premium.map(Money::cents)),
                payment_frequency: Set(new.payment_frequency),
                payment_method: Set(new.payment_method),
                next_due_date: Set(new.next_due_date),
                covers: Set(serde_json::to_value(&covers).unwrap_or_default()),
                created_at: Set(Some(now)),
                modified_at: Set(now),
            })
            .exec_without_returning(txn)
            .await?;
            if !new.owner_contact_ids.is_empty() {
                let owners = new.owner_contact_ids.iter().enumerate().map(|(position, contact_id)| {
                    policy_owner::ActiveModel {
                        policy_id: Set(id),
                        contact_id: Set(*contact_id),
                        position: Set(i32::try_from(position).unwrap_or(i32::MAX)),
                    }
                });
                policy_owner::Entity::insert_many(owners).exec_without_returning(txn).await?;
            }
            report.policies += 1;
        }
        Ok(report)
    })
    .await
}
