//! `/investments`: managed funds, shares, term deposits and other investments of a profile.

use poem_openapi::{Object, types::MaybeUndefined};
use uuid::Uuid;

use super::{CreateBody, ProductCreateFields, ProductFields, ProductUpdateFields, UpdateBody, product_api};
use crate::{
    api::{patch, tags::ApiTags},
    entity::financial_product::InvestmentType,
    service::{
        Problems,
        products::{ProductState, ProductView, investments::InvestmentDetails},
    },
    types::Money,
};

/// An investment of a profile.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Investment {
    /// The investment's id (the same as `id`), under the name integrations of the original service
    /// key by.
    pub investment_id: Uuid,
    #[oai(flatten)]
    #[serde(flatten)]
    pub product: ProductFields,
    /// Who holds or manages the investment (a fund manager, bank or broker).
    #[oai(nullable)]
    pub provider: Option<String>,
    #[oai(nullable)]
    pub product_name: Option<String>,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub investment_type: Option<InvestmentType>,
    /// The current value.
    #[oai(nullable)]
    pub value: Option<Money>,
    /// The contacts of the profile who own the investment, in the order given.
    pub owner_contact_ids: Vec<Uuid>,
}

crate::wire::described!(Investment => "Investment", "Investments";);

impl From<ProductView<InvestmentDetails>> for Investment {
    fn from(view: ProductView<InvestmentDetails>) -> Self {
        let (product, details, owner_contact_ids) = ProductFields::split(view);
        Investment {
            investment_id: product.id,
            product,
            provider: details.provider,
            product_name: details.product_name,
            investment_type: details.investment_type,
            value: details.value,
            owner_contact_ids,
        }
    }
}

/// A new investment. Only `profileId` is required.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct InvestmentCreate {
    #[oai(flatten)]
    pub product: ProductCreateFields,
    #[oai(nullable, validator(max_length = 100))]
    pub provider: Option<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub product_name: Option<String>,
    #[oai(nullable)]
    pub investment_type: Option<InvestmentType>,
    /// Not negative.
    #[oai(nullable, validator(minimum(value = "0")))]
    pub value: Option<Money>,
    /// Contacts of the profile, each at most once.
    #[oai(nullable, validator(max_items = 20))]
    pub owner_contact_ids: Option<Vec<Uuid>>,
}

impl CreateBody for InvestmentCreate {
    type Details = InvestmentDetails;

    fn into_state(self) -> ProductState<InvestmentDetails> {
        let details = InvestmentDetails {
            provider: self.provider,
            product_name: self.product_name,
            investment_type: self.investment_type,
            value: self.value,
        };
        self.product.into_state(self.owner_contact_ids.unwrap_or_default(), details)
    }
}

/// Changes to an investment. Fields left out stay as they are; `null` clears one.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct InvestmentUpdate {
    #[oai(flatten)]
    pub product: ProductUpdateFields,
    #[oai(nullable, validator(max_length = 100))]
    pub provider: MaybeUndefined<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub product_name: MaybeUndefined<String>,
    #[oai(nullable)]
    pub investment_type: MaybeUndefined<InvestmentType>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub value: MaybeUndefined<Money>,
    /// Replaces the owners when present; `null` or `[]` leaves the investment without owners.
    #[oai(nullable, validator(max_items = 20))]
    pub owner_contact_ids: MaybeUndefined<Vec<Uuid>>,
}

impl UpdateBody for InvestmentUpdate {
    type Details = InvestmentDetails;

    fn apply(&self, state: &mut ProductState<InvestmentDetails>, _: &mut Problems) {
        self.product.apply(state);
        patch::list(&mut state.owner_contact_ids, &self.owner_contact_ids, |id| *id);
        let details = &mut state.details;
        patch::optional(&mut details.provider, &self.provider);
        patch::optional(&mut details.product_name, &self.product_name);
        patch::optional(&mut details.investment_type, &self.investment_type);
        patch::optional(&mut details.value, &self.value);
    }
}

product_api! {
    api: InvestmentsApi,
    path: "/investments",
    tag: "ApiTags::Investments",
    id: ("/:investmentId", "investmentId", "The investment's id."),
    schemas: (Investment, InvestmentCreate, InvestmentUpdate),
    list: (
        "listInvestments",
        "List investments",
        "The organisation's investments in creation order, optionally only one profile's."
    ),
    get: ("getInvestment", "Get an investment", "One investment."),
    create: (
        "createInvestment",
        "Create an investment",
        "Records an investment of a profile that is not archived. `ownerContactIds` must be contacts of the \
         profile."
    ),
    update: (
        "updateInvestment",
        "Update an investment",
        "Changes the fields present in the body. An investment of an archived profile cannot be updated \
         (409 `profile_archived`)."
    ),
}

crate::api::batch::update_item!(InvestmentBatchUpdateItem, InvestmentUpdate);

crate::api::batch::batch_api! {
    api: InvestmentsBatchApi,
    path: "/investments",
    tag: "ApiTags::Investments",
    target: crate::api::batch::targets::INVESTMENTS,
    record: Investment,
    summaries: (
        "Create investments in a batch",
        "Update investments in a batch",
        "Create or update investments by externalId",
        "Read investments in a batch",
    ),
    requests: (InvestmentBatchCreate, InvestmentBatchUpdate, InvestmentBatchUpsert),
    items: (InvestmentCreate, InvestmentBatchUpdateItem),
    results: (InvestmentBatchResult, InvestmentBatchResults),
    operations: ("batchCreateInvestments", "batchUpdateInvestments", "batchUpsertInvestments", "batchReadInvestments"),
    scopes: ("crate::types::Scope::ProductsRead", "crate::types::Scope::ProductsWrite"),
}
