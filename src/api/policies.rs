//! `/policies`: life and health insurance policies (read-only), and the schema of the
//! `advisory-crm import policies` file, which is checked the way request bodies are.

use poem_openapi::{
    Object, OpenApi,
    param::{Path, Query},
};
use uuid::Uuid;

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::policy::{PaymentMethod, PolicyStatus, PremiumFrequency},
    http::{Failure, ListErrors, ReadErrors},
    service::policies::{
        self, Addition, AdditionKind, Cover, CoverCategory, PolicyView,
        import::{NewCover, NewPolicy},
    },
    types::{Date, Money, NonBlank, NzTimestamp},
    wire::{Found, Paged, Paging},
};

/// The insurer.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PolicyProvider {
    pub name: NonBlank<100>,
    /// The insurer's short code (e.g. `AIA`).
    #[oai(nullable, validator(max_length = 20))]
    pub code: Option<String>,
}

/// How the premium is paid.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PolicyPayment {
    /// The premium for each payment, across all cover items.
    #[oai(nullable, validator(minimum(value = "0")))]
    pub premium: Option<Money>,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub frequency: Option<PremiumFrequency>,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub method: Option<PaymentMethod>,
    #[oai(nullable)]
    pub next_due_date: Option<Date>,
}

/// A contact who owns the policy.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PolicyOwner {
    pub contact_id: Uuid,
    pub name: String,
}

/// A loading, exclusion or deferment on a cover item.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct CoverAddition {
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub kind: AdditionKind,
    #[oai(validator(max_length = 500))]
    pub description: String,
    /// Loading: percent added to the premium (50 is +50 %). Deferment: months. Exclusion: null.
    #[oai(nullable, validator(minimum(value = "0"), maximum(value = "1000")))]
    pub value: Option<i32>,
}

impl From<Addition> for CoverAddition {
    fn from(addition: Addition) -> Self {
        CoverAddition { kind: addition.kind, description: addition.description, value: addition.value }
    }
}

impl CoverAddition {
    fn to_addition(&self) -> Addition {
        Addition { kind: self.kind, description: self.description.clone(), value: self.value }
    }
}

/// A cover item of a policy.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct CoverItem {
    /// The cover item's id.
    pub id: Uuid,
    /// The cover item's id again, under the name integrations of the original service key by.
    pub cover_id: Uuid,
    /// The person insured: a contact of the profile.
    #[oai(nullable)]
    pub life_assured_contact_id: Option<Uuid>,
    #[oai(nullable)]
    pub life_assured_name: Option<String>,
    pub product_name: String,
    /// The benefit (a monthly benefit for income cover).
    #[oai(nullable)]
    pub sum_insured: Option<Money>,
    #[oai(nullable)]
    pub premium: Option<Money>,
    pub status: PolicyStatus,
    pub additions: Vec<CoverAddition>,
}

/// A policy's cover items by category.
#[derive(Debug, Clone, Object, Default, serde::Serialize)]
pub struct PolicyCovers {
    #[oai(rename = "Life")]
    #[serde(rename = "Life")]
    pub life: Vec<CoverItem>,
    /// Total and permanent disablement.
    #[oai(rename = "TPD")]
    #[serde(rename = "TPD")]
    pub tpd: Vec<CoverItem>,
    #[oai(rename = "Trauma")]
    #[serde(rename = "Trauma")]
    pub trauma: Vec<CoverItem>,
    #[oai(rename = "Health")]
    #[serde(rename = "Health")]
    pub health: Vec<CoverItem>,
    /// Income protection and mortgage repayment cover.
    #[oai(rename = "Income")]
    #[serde(rename = "Income")]
    pub income: Vec<CoverItem>,
    #[oai(rename = "Other")]
    #[serde(rename = "Other")]
    pub other: Vec<CoverItem>,
}

/// A life or health insurance policy.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Policy {
    /// The policy's id (`policyId` in paths).
    pub id: Uuid,
    /// The policy's id again, under the name integrations of the original service key by.
    pub policy_id: Uuid,
    pub profile_id: Uuid,
    /// The insurer's policy number.
    pub policy_number: String,
    pub provider: PolicyProvider,
    pub status: PolicyStatus,
    pub payment: PolicyPayment,
    pub owners: Vec<PolicyOwner>,
    pub covers: PolicyCovers,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
}

fn cover_item((cover, name): (Cover, Option<String>)) -> (CoverCategory, CoverItem) {
    let item = CoverItem {
        id: cover.id,
        cover_id: cover.id,
        life_assured_contact_id: cover.life_assured_contact_id,
        life_assured_name: name,
        product_name: cover.product_name,
        sum_insured: cover.sum_insured.map(Money::from_cents),
        premium: cover.premium.map(Money::from_cents),
        status: cover.status,
        additions: cover.additions.into_iter().map(CoverAddition::from).collect(),
    };
    (cover.category, item)
}

impl From<PolicyView> for Policy {
    fn from(view: PolicyView) -> Self {
        let mut covers = PolicyCovers::default();
        let premium = view.model.premium.map(Money::from_cents);
        let next_due_date = view.model.next_due_date.map(Date);
        for (category, item) in view.covers.into_iter().map(cover_item) {
            match category {
                CoverCategory::Life => covers.life.push(item),
                CoverCategory::Tpd => covers.tpd.push(item),
                CoverCategory::Trauma => covers.trauma.push(item),
                CoverCategory::Health => covers.health.push(item),
                CoverCategory::Income => covers.income.push(item),
                CoverCategory::Other => covers.other.push(item),
            }
        }
        let model = view.model;
        Policy {
            id: model.id,
            policy_id: model.id,
            profile_id: model.profile_id,
            policy_number: model.policy_number,
            provider: PolicyProvider {
                name: NonBlank::stored(model.provider_name),
                code: model.provider_code,
            },
            status: model.status,
            payment: PolicyPayment {
                premium,
                frequency: model.payment_frequency,
                method: model.payment_method,
                next_due_date,
            },
            owners: view
                .owners
                .into_iter()
                .map(|(contact_id, name)| PolicyOwner { contact_id, name })
                .collect(),
            covers,
            created_timestamp: model.created_at.map(NzTimestamp),
            modified_timestamp: NzTimestamp(model.modified_at),
        }
    }
}

/// A cover item in an import file.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct CoverItemImport {
    /// A contact of the policy's profile.
    #[oai(nullable)]
    pub life_assured_contact_id: Option<Uuid>,
    pub product_name: NonBlank<200>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub sum_insured: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub premium: Option<Money>,
    pub status: PolicyStatus,
    #[oai(nullable, validator(max_items = 50))]
    pub additions: Option<Vec<CoverAddition>>,
}

/// The cover items of an imported policy by category; categories may be left out.
#[derive(Debug, Clone, Object)]
pub struct PolicyCoversImport {
    #[oai(rename = "Life", nullable)]
    pub life: Option<Vec<CoverItemImport>>,
    #[oai(rename = "TPD", nullable)]
    pub tpd: Option<Vec<CoverItemImport>>,
    #[oai(rename = "Trauma", nullable)]
    pub trauma: Option<Vec<CoverItemImport>>,
    #[oai(rename = "Health", nullable)]
    pub health: Option<Vec<CoverItemImport>>,
    #[oai(rename = "Income", nullable)]
    pub income: Option<Vec<CoverItemImport>>,
    #[oai(rename = "Other", nullable)]
    pub other: Option<Vec<CoverItemImport>>,
}

/// A policy in an import file.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PolicyImport {
    /// A profile of the organisation that is not archived.
    pub profile_id: Uuid,
    /// Unique within the organisation.
    pub policy_number: NonBlank<50>,
    pub provider: PolicyProvider,
    pub status: PolicyStatus,
    #[oai(nullable)]
    pub payment: Option<PolicyPayment>,
    /// Contacts of the profile.
    #[oai(nullable, validator(max_items = 10))]
    pub owner_contact_ids: Option<Vec<Uuid>>,
    pub covers: PolicyCoversImport,
}

/// The file `advisory-crm import policies` reads.
#[derive(Debug, Clone, Object)]
pub struct PolicyImportFile {
    #[oai(validator(max_items = 10000))]
    pub policies: Vec<PolicyImport>,
}

impl PolicyImport {
    pub fn into_new(self) -> NewPolicy {
        let covers = self.covers;
        let grouped = [
            (CoverCategory::Life, covers.life),
            (CoverCategory::Tpd, covers.tpd),
            (CoverCategory::Trauma, covers.trauma),
            (CoverCategory::Health, covers.health),
            (CoverCategory::Income, covers.income),
            (CoverCategory::Other, covers.other),
        ];
        let payment = self.payment;
        NewPolicy {
            profile_id: self.profile_id,
            policy_number: self.policy_number.trim().to_string(),
            provider_name: self.provider.name.into(),
            provider_code: self.provider.code,
            status: self.status,
            premium: payment.as_ref().and_then(|p| p.premium),
            payment_frequency: payment.as_ref().and_then(|p| p.frequency),
            payment_method: payment.as_ref().and_then(|p| p.method),
            next_due_date: payment.as_ref().and_then(|p| p.next_due_date.map(|d| d.0)),
            owner_contact_ids: self.owner_contact_ids.unwrap_or_default(),
            covers: grouped
                .into_iter()
                .flat_map(|(category, items)| {
                    items.unwrap_or_default().into_iter().map(move |item| NewCover {
                        category,
                        life_assured_contact_id: item.life_assured_contact_id,
                        product_name: item.product_name.into(),
                        sum_insured: item.sum_insured,
                        premium: item.premium,
                        status: item.status,
                        additions: item
                            .additions
                            .unwrap_or_default()
                            .iter()
                            .map(CoverAddition::to_addition)
                            .collect(),
                    })
                })
                .collect(),
        }
    }
}

crate::wire::described!(Policy => "Policy", "Policies";);

pub struct PoliciesApi {
    db: Database,
}

impl PoliciesApi {
    pub fn new(db: Database) -> Self {
        PoliciesApi { db }
    }
}

#[OpenApi(prefix_path = "/policies", tag = "ApiTags::Policies")]
impl PoliciesApi {
    /// List insurance policies
    ///
    /// The organisation's life and health insurance policies in creation order, optionally only
    /// one profile's, with provider, payment, owners and cover items by category (`Life`, `TPD`,
    /// `Trauma`, `Health`, `Income`, `Other`). Policies are read-only over the API; they are
    /// imported with `advisory-crm import policies`.
    #[oai(path = "/", method = "get", operation_id = "listPolicies")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::PoliciesRead")] auth: ApiKeyAuth,
        /// Only this profile's policies.
        #[oai(name = "profileId")]
        profile_id: Query<Option<Uuid>>,
        paging: Paging,
    ) -> Result<Paged<Policy>, Failure<ListErrors>> {
        let request = paging.request()?;
        let (views, total) = policies::list(&self.db, auth.0.organisation_id, profile_id.0, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Get an insurance policy
    ///
    /// One policy, with its cover items grouped by category and their loadings, exclusions and
    /// deferments.
    #[oai(path = "/:policyId", method = "get", operation_id = "getPolicy")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::PoliciesRead")] auth: ApiKeyAuth,
        /// The policy's id.
        #[oai(name = "policyId")]
        policy_id: Path<Uuid>,
    ) -> Result<Found<Policy>, Failure<ReadErrors>> {
        Ok(Found(policies::get(&self.db, auth.0.organisation_id, policy_id.0).await?.into()))
    }
}
