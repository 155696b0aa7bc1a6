//! `/kiwisavers`: KiwiSaver accounts of a profile's people.

use poem_openapi::{Object, types::MaybeUndefined};
use uuid::Uuid;

use super::{CreateBody, ProductCreateFields, ProductFields, ProductUpdateFields, UpdateBody, product_api};
use crate::{
    api::{patch, tags::ApiTags},
    entity::financial_product::FundType,
    service::{
        Problems,
        products::{
            ProductState, ProductView,
            kiwisavers::{EMPLOYEE_RATES, KiwiSaverDetails, PIR_RATES},
        },
    },
    types::{Money, Percent, PercentOf, PercentSet},
};

/// The rates a member may contribute from their pay.
pub struct EmployeeRates;

impl PercentSet for EmployeeRates {
    const RATES: &'static [Percent] = &EMPLOYEE_RATES;
}

/// The prescribed investor rates (PIR).
pub struct PirRates;

impl PercentSet for PirRates {
    const RATES: &'static [Percent] = &PIR_RATES;
}

/// A KiwiSaver account: a person's membership of a KiwiSaver scheme.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct KiwiSaver {
    /// The KiwiSaver account's id (the same as `id`), under the name integrations of the original service
    /// key by.
    pub kiwi_saver_id: Uuid,
    #[oai(flatten)]
    #[serde(flatten)]
    pub product: ProductFields,
    /// The member: a person contact of the profile.
    #[oai(nullable)]
    pub contact_id: Option<Uuid>,
    /// The scheme provider (e.g. Milford, Simplicity).
    #[oai(nullable)]
    pub provider: Option<String>,
    #[oai(nullable)]
    pub scheme_name: Option<String>,
    #[oai(nullable)]
    pub fund_name: Option<String>,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub fund_type: Option<FundType>,
    /// The member's identifier with the scheme (replaces `KiwiSaverPolicyNumber` and
    /// `MembershipNumber`).
    #[oai(rename = "KiwiSaverMemberNumber", nullable)]
    #[serde(rename = "KiwiSaverMemberNumber")]
    pub member_number: Option<String>,
    #[oai(nullable)]
    pub balance: Option<Money>,
    /// The percentage of pay the member contributes.
    #[oai(nullable)]
    pub employee_contribution_rate: Option<Percent>,
    /// The percentage of pay the employer contributes.
    #[oai(nullable)]
    pub employer_contribution_rate: Option<Percent>,
    /// The member's prescribed investor rate.
    #[oai(nullable)]
    pub pir: Option<Percent>,
}

crate::wire::described!(KiwiSaver => "KiwiSaver account", "KiwiSaver accounts";);

impl From<ProductView<KiwiSaverDetails>> for KiwiSaver {
    fn from(view: ProductView<KiwiSaverDetails>) -> Self {
        let (product, details, owners) = ProductFields::split(view);
        KiwiSaver {
            kiwi_saver_id: product.id,
            product,
            contact_id: owners.first().copied(),
            provider: details.provider,
            scheme_name: details.scheme_name,
            fund_name: details.fund_name,
            fund_type: details.fund_type,
            member_number: details.member_number,
            balance: details.balance,
            employee_contribution_rate: details.employee_contribution_rate,
            employer_contribution_rate: details.employer_contribution_rate,
            pir: details.pir,
        }
    }
}

/// A new KiwiSaver account. Only `profileId` is required. `KiwiSaverPolicyNumber` and
/// `MembershipNumber` were removed: a body carrying either answers 400 `field_removed`; send
/// `KiwiSaverMemberNumber`.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct KiwiSaverCreate {
    #[oai(flatten)]
    pub product: ProductCreateFields,
    /// The member: a person contact of the profile.
    #[oai(nullable)]
    pub contact_id: Option<Uuid>,
    #[oai(nullable, validator(max_length = 100))]
    pub provider: Option<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub scheme_name: Option<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub fund_name: Option<String>,
    #[oai(nullable)]
    pub fund_type: Option<FundType>,
    /// The member's identifier with the scheme.
    #[oai(rename = "KiwiSaverMemberNumber", nullable, validator(max_length = 50))]
    pub member_number: Option<String>,
    /// Not negative.
    #[oai(nullable, validator(minimum(value = "0")))]
    pub balance: Option<Money>,
    /// 3, 3.5, 4, 6, 8 or 10.
    #[oai(nullable)]
    pub employee_contribution_rate: Option<PercentOf<EmployeeRates>>,
    #[oai(nullable)]
    pub employer_contribution_rate: Option<Percent>,
    /// 10.5, 17.5 or 28.
    #[oai(nullable)]
    pub pir: Option<PercentOf<PirRates>>,
}

impl CreateBody for KiwiSaverCreate {
    type Details = KiwiSaverDetails;

    fn into_state(self) -> ProductState<KiwiSaverDetails> {
        let details = KiwiSaverDetails {
            provider: self.provider,
            scheme_name: self.scheme_name,
            fund_name: self.fund_name,
            fund_type: self.fund_type,
            member_number: self.member_number,
            balance: self.balance,
            employee_contribution_rate: self.employee_contribution_rate.map(|rate| rate.0),
            employer_contribution_rate: self.employer_contribution_rate,
            pir: self.pir.map(|rate| rate.0),
        };
        self.product.into_state(self.contact_id.into_iter().collect(), details)
    }
}

/// Changes to a KiwiSaver account. Fields left out stay as they are; `null` clears one.
/// `KiwiSaverPolicyNumber` and `MembershipNumber` were removed: a body carrying either answers
/// 400 `field_removed`; send `KiwiSaverMemberNumber`.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct KiwiSaverUpdate {
    #[oai(flatten)]
    pub product: ProductUpdateFields,
    /// The member: a person contact of the profile.
    #[oai(nullable)]
    pub contact_id: MaybeUndefined<Uuid>,
    #[oai(nullable, validator(max_length = 100))]
    pub provider: MaybeUndefined<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub scheme_name: MaybeUndefined<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub fund_name: MaybeUndefined<String>,
    #[oai(nullable)]
    pub fund_type: MaybeUndefined<FundType>,
    #[oai(rename = "KiwiSaverMemberNumber", nullable, validator(max_length = 50))]
    pub member_number: MaybeUndefined<String>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub balance: MaybeUndefined<Money>,
    /// 3, 3.5, 4, 6, 8 or 10.
    #[oai(nullable)]
    pub employee_contribution_rate: MaybeUndefined<PercentOf<EmployeeRates>>,
    #[oai(nullable)]
    pub employer_contribution_rate: MaybeUndefined<Percent>,
    /// 10.5, 17.5 or 28.
    #[oai(nullable)]
    pub pir: MaybeUndefined<PercentOf<PirRates>>,
}

impl UpdateBody for KiwiSaverUpdate {
    type Details = KiwiSaverDetails;

    fn apply(&self, state: &mut ProductState<KiwiSaverDetails>, _: &mut Problems) {
        self.product.apply(state);
        let mut member = state.owner_contact_ids.first().copied();
        patch::optional(&mut member, &self.contact_id);
        state.owner_contact_ids = member.into_iter().collect();
        let details = &mut state.details;
        patch::optional(&mut details.provider, &self.provider);
        patch::optional(&mut details.scheme_name, &self.scheme_name);
        patch::optional(&mut details.fund_name, &self.fund_name);
        patch::optional(&mut details.fund_type, &self.fund_type);
        patch::optional(&mut details.member_number, &self.member_number);
        patch::optional(&mut details.balance, &self.balance);
        patch::optional_as(
            &mut details.employee_contribution_rate,
            &self.employee_contribution_rate,
            |rate| rate.0,
        );
        patch::optional(&mut details.employer_contribution_rate, &self.employer_contribution_rate);
        patch::optional_as(&mut details.pir, &self.pir, |rate| rate.0);
    }
}

product_api! {
    api: KiwiSaversApi,
    path: "/kiwisavers",
    tag: "ApiTags::KiwiSaver",
    id: ("/:kiwiSaverId", "kiwiSaverId", "The KiwiSaver account's id."),
    schemas: (KiwiSaver, KiwiSaverCreate, KiwiSaverUpdate),
    list: (
        "listKiwiSavers",
        "List KiwiSaver accounts",
        "The organisation's KiwiSaver accounts in creation order, optionally only one profile's."
    ),
    get: ("getKiwiSaver", "Get a KiwiSaver account", "One KiwiSaver account."),
    create: (
        "createKiwiSaver",
        "Create a KiwiSaver account",
        "Records a KiwiSaver account of a profile that is not archived. `contactId` (the member) must be a \
         person contact of the profile. `KiwiSaverPolicyNumber` and `MembershipNumber` were removed in favour \
         of `KiwiSaverMemberNumber`: a body carrying either answers 400 `field_removed`."
    ),
    update: (
        "updateKiwiSaver",
        "Update a KiwiSaver account",
        "Changes the fields present in the body. An account of an archived profile cannot be updated \
         (409 `profile_archived`). `KiwiSaverPolicyNumber` and `MembershipNumber` answer 400 `field_removed`."
    ),
}

crate::api::batch::update_item!(KiwiSaverBatchUpdateItem, KiwiSaverUpdate);

crate::api::batch::batch_api! {
    api: KiwiSaversBatchApi,
    path: "/kiwisavers",
    tag: "ApiTags::KiwiSaver",
    target: crate::api::batch::targets::KIWISAVERS,
    record: KiwiSaver,
    summaries: (
        "Create KiwiSaver accounts in a batch",
        "Update KiwiSaver accounts in a batch",
        "Create or update KiwiSaver accounts by externalId",
        "Read KiwiSaver accounts in a batch",
    ),
    requests: (KiwiSaverBatchCreate, KiwiSaverBatchUpdate, KiwiSaverBatchUpsert),
    items: (KiwiSaverCreate, KiwiSaverBatchUpdateItem),
    results: (KiwiSaverBatchResult, KiwiSaverBatchResults),
    operations: ("batchCreateKiwiSavers", "batchUpdateKiwiSavers", "batchUpsertKiwiSavers", "batchReadKiwiSavers"),
    scopes: ("crate::types::Scope::ProductsRead", "crate::types::Scope::ProductsWrite"),
}
