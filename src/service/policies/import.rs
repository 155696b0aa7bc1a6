//! Importing policies: a whole file is validated, then written in one transaction, or nothing is.

use std::collections::{HashMap, HashSet};

use chrono::{NaiveDate, Utc};
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseTransaction, QueryFilter};
use uuid::Uuid;

use crate::service::scoped::{self, of_organisation};

use super::{Addition, Cover, CoverCategory, PolicyView};
use crate::service::events::{self, EventType, NewEvent};
use crate::{
    db::{Database, bulk::insert_chunked},
    entity::{
        policy::{self, PaymentMethod, PolicyStatus, PremiumFrequency},
        policy_owner, profile,
    },
    error::ServiceError,
    service::{Problems, memberships},
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

/// What the database already holds that an import is checked against.
#[derive(Debug, Default)]
struct Known {
    /// The file's policy numbers that the organisation already has.
    taken: HashSet<String>,
    /// The file's profiles found in the organisation.
    profiles: HashMap<Uuid, KnownProfile>,
}

#[derive(Debug, Default)]
struct KnownProfile {
    is_archived: bool,
    contacts: HashSet<Uuid>,
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
        let (_, recorded) = insert_imported(txn, organisation_id, &policies, |_, _| {}).await?;
        events::record_many(txn, organisation_id, recorded).await?;
        let covers = policies.iter().map(|policy| policy.covers.len()).sum();
        Ok(ImportReport { policies: policies.len(), covers })
    })
    .await
}

/// Checks and writes policies in `conn` (a policy file, or a chunk of `import file`) by the
/// rules of [`check`], each problem under its field (`policies[0].profileId`); `stamp` may set
/// each new row's times. Returns the views in order and each `policy.created` event, for the
/// caller to record with the rest of its transaction.
pub(crate) async fn insert_imported(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    policies: &[NewPolicy],
    stamp: impl Fn(usize, &mut policy::ActiveModel),
) -> Result<(Vec<PolicyView>, Vec<NewEvent>), ServiceError> {
    let known = load(conn, organisation_id, policies).await?;
    let mut problems = Problems::new();
    check(policies, &known, &mut problems);
    problems.finish()?;
    let (mut rows, owners) = new_rows(organisation_id, policies);
    for (index, row) in rows.iter_mut().enumerate() {
        stamp(index, row);
    }
    insert_chunked(conn, &rows).await?;
    insert_chunked(conn, &owners).await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|row| row.id.clone().take()).collect();
    let models = scoped::all_by_ids::<policy::Entity>(conn, organisation_id, &ids).await?;
    let mut by_id: HashMap<Uuid, PolicyView> =
        super::views(conn, models).await?.into_iter().map(|view| (view.model.id, view)).collect();
    let views: Vec<PolicyView> = ids
        .iter()
        .map(|id| by_id.remove(id).ok_or(ServiceError::NotFound("Policy")))
        .collect::<Result<_, _>>()?;
    let recorded = views
        .iter()
        .map(|view| {
            let (id, profile_id) = (view.model.id, Some(view.model.profile_id));
            events::creation(organisation_id, EventType::PolicyCreated, id, profile_id, view)
        })
        .collect::<Result<_, _>>()?;
    Ok((views, recorded))
}

/// Loads what [`check`] needs, in three queries whatever the file's size.
async fn load(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    policies: &[NewPolicy],
) -> Result<Known, ServiceError> {
    let taken = of_organisation::<policy::Entity>(organisation_id)
        .filter(policy::Column::PolicyNumber.is_in(policies.iter().map(|p| p.policy_number.as_str())))
        .all(conn)
        .await?
        .into_iter()
        .map(|p| p.policy_number)
        .collect();
    let profiles: Vec<profile::Model> = of_organisation::<profile::Entity>(organisation_id)
        .filter(profile::Column::Id.is_in(policies.iter().map(|p| p.profile_id)))
        .all(conn)
        .await?;
    let mut contacts = memberships::contacts_of(conn, &profiles.iter().collect::<Vec<_>>()).await?;
    let profiles = profiles
        .into_iter()
        .map(|profile| {
            let contacts = contacts.remove(&profile.id).unwrap_or_default();
            let known = KnownProfile {
                is_archived: profile.is_archived,
                contacts: contacts.into_iter().map(|c| c.contact_id).collect(),
            };
            (profile.id, known)
        })
        .collect();
    Ok(Known { taken, profiles })
}

/// The import's rules, each problem reported under its field:
/// 1. a policy number the organisation already has is refused;
/// 2. so is a policy number that appears earlier in the file;
/// 3. the profile must be one of the organisation's, and
/// 4. not archived;
/// 5. every owner must be a contact of the profile, and appear once;
/// 6. every cover's life assured must be a contact of the profile.
fn check(policies: &[NewPolicy], known: &Known, problems: &mut Problems) {
    for (index, new) in policies.iter().enumerate() {
        let at = |field: &str| format!("policies[{index}].{field}");
        if known.taken.contains(&new.policy_number) {
            problems.add(at("policyNumber"), format!("policy {} was already imported", new.policy_number));
        } else if policies[..index].iter().any(|earlier| earlier.policy_number == new.policy_number) {
            problems.add(
                at("policyNumber"),
                format!("policy {} appears more than once in the file", new.policy_number),
            );
        }
        let Some(profile) = known.profiles.get(&new.profile_id) else {
            problems.add(at("profileId"), "no profile with this id in the organisation");
            continue;
        };
        if profile.is_archived {
            problems.add(at("profileId"), "the profile is archived");
        }
        check_contacts(index, new, &profile.contacts, problems);
    }
}

/// Rules 5 and 6 for the policy at `index`.
fn check_contacts(index: usize, new: &NewPolicy, contacts: &HashSet<Uuid>, problems: &mut Problems) {
    for (owner, id) in new.owner_contact_ids.iter().enumerate() {
        let field = format!("policies[{index}].ownerContactIds[{owner}]");
        if !contacts.contains(id) {
            problems.add(field, format!("contact {id} is not a contact of the profile"));
        } else if new.owner_contact_ids[..owner].contains(id) {
            problems.add(field, format!("contact {id} appears more than once"));
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

/// The rows of the checked policies and of their owners.
fn new_rows(
    organisation_id: Uuid,
    policies: &[NewPolicy],
) -> (Vec<policy::ActiveModel>, Vec<policy_owner::ActiveModel>) {
    let now = Utc::now();
    let mut rows = Vec::with_capacity(policies.len());
    let mut owners = Vec::new();
    for new in policies {
        let id = Uuid::now_v7();
        let covers: Vec<Cover> = new.covers.iter().map(stored_cover).collect();
        rows.push(policy::ActiveModel {
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
        });
        owners.extend(new.owner_contact_ids.iter().enumerate().map(|(position, contact_id)| {
            policy_owner::ActiveModel {
                policy_id: Set(id),
                contact_id: Set(*contact_id),
                position: Set(i32::try_from(position).unwrap_or(i32::MAX)),
            }
        }));
    }
    (rows, owners)
}

/// A cover item as the policy's `covers` document stores it.
fn stored_cover(cover: &NewCover) -> Cover {
    Cover {
        id: Uuid::now_v7(),
        category: cover.category,
        life_assured_contact_id: cover.life_assured_contact_id,
        product_name: cover.product_name.clone(),
        sum_insured: cover.sum_insured.map(Money::cents),
        premium: cover.premium.map(Money::cents),
        status: cover.status,
        additions: cover.additions.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(number: &str, profile_id: Uuid, owners: Vec<Uuid>) -> NewPolicy {
        NewPolicy {
            profile_id,
            policy_number: number.to_string(),
            provider_name: "Provider".to_string(),
            provider_code: None,
            status: PolicyStatus::InForce,
            premium: None,
            payment_frequency: None,
            payment_method: None,
            next_due_date: None,
            owner_contact_ids: owners,
            covers: Vec::new(),
        }
    }

    fn known(profile_id: Uuid, is_archived: bool, contacts: &[Uuid]) -> Known {
        let profile = KnownProfile { is_archived, contacts: contacts.iter().copied().collect() };
        Known { taken: HashSet::new(), profiles: HashMap::from([(profile_id, profile)]) }
    }

    fn fields(policies: &[NewPolicy], known: &Known) -> Vec<String> {
        let mut problems = Problems::new();
        check(policies, known, &mut problems);
        match problems.finish() {
            Err(ServiceError::Invalid(errors)) => errors.into_iter().map(|e| e.field).collect(),
            _ => Vec::new(),
        }
    }

    #[test]
    fn a_valid_file_passes() {
        let (profile, contact) = (Uuid::now_v7(), Uuid::now_v7());
        assert!(
            fields(&[policy("P1", profile, vec![contact])], &known(profile, false, &[contact])).is_empty()
        );
    }

    #[test]
    fn policy_numbers_must_be_new_and_unique_in_the_file() {
        let profile = Uuid::now_v7();
        let mut known = known(profile, false, &[]);
        known.taken.insert("OLD".to_string());
        let file =
            [policy("OLD", profile, vec![]), policy("P1", profile, vec![]), policy("P1", profile, vec![])];
        assert_eq!(fields(&file, &known), ["policies[0].policyNumber", "policies[2].policyNumber"]);
    }

    #[test]
    fn the_profile_must_exist_and_be_open() {
        let profile = Uuid::now_v7();
        let file = [policy("P1", Uuid::now_v7(), vec![]), policy("P2", profile, vec![])];
        assert_eq!(
            fields(&file, &known(profile, true, &[])),
            ["policies[0].profileId", "policies[1].profileId"]
        );
    }

    #[test]
    fn owners_and_lives_assured_must_be_contacts_of_the_profile() {
        let (profile, contact, stranger) = (Uuid::now_v7(), Uuid::now_v7(), Uuid::now_v7());
        let mut new = policy("P1", profile, vec![contact, stranger, contact]);
        new.covers.push(NewCover {
            category: CoverCategory::Life,
            life_assured_contact_id: Some(stranger),
            product_name: "Life".to_string(),
            sum_insured: None,
            premium: None,
            status: PolicyStatus::InForce,
            additions: Vec::new(),
        });
        assert_eq!(
            fields(&[new], &known(profile, false, &[contact])),
            [
                "policies[0].ownerContactIds[1]",
                "policies[0].ownerContactIds[2]",
                "policies[0].covers.Life[0].lifeAssuredContactId"
            ]
        );
    }
}
