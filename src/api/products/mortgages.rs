//! `/mortgages`: a profile's home loans.

use poem_openapi::{Object, types::MaybeUndefined};
use uuid::Uuid;

use super::{CreateBody, ProductCreateFields, ProductFields, ProductUpdateFields, UpdateBody, product_api};
use crate::{
    api::{patch, tags::ApiTags},
    entity::financial_product::{LoanType, RateType, RepaymentFrequency},
    service::{
        Problems,
        products::{ProductState, ProductView, mortgages::MortgageDetails},
    },
    types::{Date, Money, Percent},
};

/// A mortgage of a profile.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Mortgage {
    /// The mortgage's id (the same as `id`), under the name integrations of the original service
    /// key by.
    pub mortgage_id: Uuid,
    #[oai(flatten)]
    #[serde(flatten)]
    pub product: ProductFields,
    /// Your own identifier for the mortgage, as sent when it was created.
    #[oai(nullable)]
    pub reference_id: Option<String>,
    /// The bank or other lender.
    #[oai(nullable)]
    pub lender: Option<String>,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub loan_type: Option<LoanType>,
    /// The amount borrowed.
    #[oai(nullable)]
    pub loan_amount: Option<Money>,
    /// What is still owed.
    #[oai(nullable)]
    pub balance: Option<Money>,
    /// The annual interest rate, in percent.
    #[oai(nullable)]
    pub interest_rate: Option<Percent>,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub rate_type: Option<RateType>,
    /// When the fixed rate ends (Fixed rates only).
    #[oai(nullable)]
    pub fixed_rate_expiry_date: Option<Date>,
    /// When the loan was drawn down.
    #[oai(nullable)]
    pub settlement_date: Option<Date>,
    /// The loan term in years.
    #[oai(nullable)]
    pub term_years: Option<i32>,
    /// The repayment amount, paid every `frequency`.
    #[oai(nullable)]
    pub repayment: Option<Money>,
    /// How often `repayment` is paid.
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub frequency: Option<RepaymentFrequency>,
    /// The contacts of the profile who own the mortgage, in the order given.
    pub owner_contact_ids: Vec<Uuid>,
}

crate::wire::described!(Mortgage => "Mortgage", "Mortgages";);

impl From<ProductView<MortgageDetails>> for Mortgage {
    fn from(view: ProductView<MortgageDetails>) -> Self {
        let (product, details, owner_contact_ids) = ProductFields::split(view);
        Mortgage {
            mortgage_id: product.id,
            product,
            reference_id: details.reference_id,
            lender: details.lender,
            loan_type: details.loan_type,
            loan_amount: details.loan_amount,
            balance: details.balance,
            interest_rate: details.interest_rate,
            rate_type: details.rate_type,
            fixed_rate_expiry_date: details.fixed_rate_expiry_date.map(Date),
            settlement_date: details.settlement_date.map(Date),
            term_years: details.term_years,
            repayment: details.repayment,
            frequency: details.frequency,
            owner_contact_ids,
        }
    }
}

/// A new mortgage. Only `profileId` is required.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MortgageCreate {
    #[oai(flatten)]
    pub product: ProductCreateFields,
    /// Your own identifier for the mortgage (up to 100 characters), returned on every response.
    #[oai(nullable, validator(max_length = 100))]
    pub reference_id: Option<String>,
    #[oai(nullable, validator(max_length = 100))]
    pub lender: Option<String>,
    #[oai(nullable)]
    pub loan_type: Option<LoanType>,
    /// Not negative.
    #[oai(nullable, validator(minimum(value = "0")))]
    pub loan_amount: Option<Money>,
    /// Not negative.
    #[oai(nullable, validator(minimum(value = "0")))]
    pub balance: Option<Money>,
    #[oai(nullable)]
    pub interest_rate: Option<Percent>,
    #[oai(nullable)]
    pub rate_type: Option<RateType>,
    /// Only with `rateType` Fixed (or no rate type).
    #[oai(nullable)]
    pub fixed_rate_expiry_date: Option<Date>,
    #[oai(nullable)]
    pub settlement_date: Option<Date>,
    /// 1 to 50.
    #[oai(nullable, validator(minimum(value = "1"), maximum(value = "50")))]
    pub term_years: Option<i32>,
    /// Not negative.
    #[oai(nullable, validator(minimum(value = "0")))]
    pub repayment: Option<Money>,
    #[oai(nullable)]
    pub frequency: Option<RepaymentFrequency>,
    /// Contacts of the profile, each at most once.
    #[oai(nullable, validator(max_items = 20))]
    pub owner_contact_ids: Option<Vec<Uuid>>,
}

impl CreateBody for MortgageCreate {
    type Details = MortgageDetails;

    fn into_state(self) -> ProductState<MortgageDetails> {
        let details = MortgageDetails {
            reference_id: self.reference_id,
            lender: self.lender,
            loan_type: self.loan_type,
            loan_amount: self.loan_amount,
            balance: self.balance,
            interest_rate: self.interest_rate,
            rate_type: self.rate_type,
            fixed_rate_expiry_date: self.fixed_rate_expiry_date.map(|d| d.0),
            settlement_date: self.settlement_date.map(|d| d.0),
            term_years: self.term_years,
            repayment: self.repayment,
            frequency: self.frequency,
        };
        self.product.into_state(self.owner_contact_ids.unwrap_or_default(), details)
    }
}

/// Changes to a mortgage. Fields left out stay as they are; `null` clears one.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MortgageUpdate {
    #[oai(flatten)]
    pub product: ProductUpdateFields,
    #[oai(nullable, validator(max_length = 100))]
    pub reference_id: MaybeUndefined<String>,
    #[oai(nullable, validator(max_length = 100))]
    pub lender: MaybeUndefined<String>,
    #[oai(nullable)]
    pub loan_type: MaybeUndefined<LoanType>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub loan_amount: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub balance: MaybeUndefined<Money>,
    #[oai(nullable)]
    pub interest_rate: MaybeUndefined<Percent>,
    #[oai(nullable)]
    pub rate_type: MaybeUndefined<RateType>,
    #[oai(nullable)]
    pub fixed_rate_expiry_date: MaybeUndefined<Date>,
    #[oai(nullable)]
    pub settlement_date: MaybeUndefined<Date>,
    #[oai(nullable, validator(minimum(value = "1"), maximum(value = "50")))]
    pub term_years: MaybeUndefined<i32>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub repayment: MaybeUndefined<Money>,
    #[oai(nullable)]
    pub frequency: MaybeUndefined<RepaymentFrequency>,
    /// Replaces the owners when present; `null` or `[]` leaves the mortgage without owners.
    #[oai(nullable, validator(max_items = 20))]
    pub owner_contact_ids: MaybeUndefined<Vec<Uuid>>,
}

impl UpdateBody for MortgageUpdate {
    type Details = MortgageDetails;

    fn apply(&self, state: &mut ProductState<MortgageDetails>, _: &mut Problems) {
        self.product.apply(state);
        patch::list(&mut state.owner_contact_ids, &self.owner_contact_ids, |id| *id);
        let details = &mut state.details;
        patch::optional(&mut details.reference_id, &self.reference_id);
        patch::optional(&mut details.lender, &self.lender);
        patch::optional(&mut details.loan_type, &self.loan_type);
        patch::optional(&mut details.loan_amount, &self.loan_amount);
        patch::optional(&mut details.balance, &self.balance);
        patch::optional(&mut details.interest_rate, &self.interest_rate);
        patch::optional(&mut details.rate_type, &self.rate_type);
        patch::optional_as(&mut details.fixed_rate_expiry_date, &self.fixed_rate_expiry_date, |d| d.0);
        patch::optional_as(&mut details.settlement_date, &self.settlement_date, |d| d.0);
        patch::optional(&mut details.term_years, &self.term_years);
        patch::optional(&mut details.repayment, &self.repayment);
        patch::optional(&mut details.frequency, &self.frequency);
    }
}

product_api! {
    api: MortgagesApi,
    path: "/mortgages",
    tag: "ApiTags::Mortgages",
    id: ("/:mortgageId", "mortgageId", "The mortgage's id."),
    schemas: (Mortgage, MortgageCreate, MortgageUpdate),
    list: (
        "listMortgages",
        "List mortgages",
        "The organisation's mortgages in creation order, optionally only one profile's."
    ),
    get: ("getMortgage", "Get a mortgage", "One mortgage, with its `referenceId`."),
    create: (
        "createMortgage",
        "Create a mortgage",
        "Records a mortgage of a profile that is not archived. `referenceId` stores your own identifier; \
         `ownerContactIds` must be contacts of the profile."
    ),
    update: (
        "updateMortgage",
        "Update a mortgage",
        "Changes the fields present in the body. A mortgage of an archived profile cannot be updated \
         (409 `profile_archived`)."
    ),
}

crate::api::batch::update_item!(MortgageBatchUpdateItem, MortgageUpdate);

crate::api::batch::batch_api! {
    api: MortgagesBatchApi,
    path: "/mortgages",
    tag: "ApiTags::Mortgages",
    target: crate::api::batch::targets::MORTGAGES,
    record: Mortgage,
    summaries: (
        "Create mortgages in a batch",
        "Update mortgages in a batch",
        "Create or update mortgages by externalId",
        "Read mortgages in a batch",
    ),
    requests: (MortgageBatchCreate, MortgageBatchUpdate, MortgageBatchUpsert),
    items: (MortgageCreate, MortgageBatchUpdateItem),
    results: (MortgageBatchResult, MortgageBatchResults),
    operations: ("batchCreateMortgages", "batchUpdateMortgages", "batchUpsertMortgages", "batchReadMortgages"),
    scopes: ("crate::types::Scope::ProductsRead", "crate::types::Scope::ProductsWrite"),
}
