//! `/expenses`: a household's (profile's) monthly expenses, with the five types of expense
//! lines and their update rules.

use std::sync::LazyLock;

use poem_openapi::{
    Object, OpenApi,
    param::Query,
    registry::Registry,
    types::{MaybeUndefined, Type},
};
use uuid::Uuid;

use super::{patch, tags::ApiTags};
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::{contact_expense::ContactExpenseKind, expense_line::LineType},
    error::FieldError,
    http::{ApiError, Failure, ReadErrors, WriteErrors},
    service::expenses::{
        self, ContactAmount, ExpenseScalars, ExpensesRequest, ExpensesView,
        lines::{Line, LineInput, is_empty_line},
    },
    types::{Money, NzTimestamp},
    wire::{CheckedBody, Created, Found, JsonBody, Updated},
};

/// The monthly scalar amounts of a household; each is an amount (not negative) or null.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ScalarExpenses {
    #[oai(nullable, validator(minimum(value = "0")))]
    pub food: Option<Money>,
    /// Council rates.
    #[oai(nullable, validator(minimum(value = "0")))]
    pub rates: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub body_corporate: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub home_insurance: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub health_insurance: Option<Money>,
    /// Power, gas and water.
    #[oai(nullable, validator(minimum(value = "0")))]
    pub utilities: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub phone_and_internet: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub transport: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub childcare: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub education: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub clothing: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub medical: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub entertainment: Option<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub rent: Option<Money>,
}

impl ScalarExpenses {
    /// The request fields of the scalar amounts, read from this schema as the document states
    /// them: what copies amounts from another service (the importer) names exactly these.
    /// Read once per process: an import asks for them for every household it copies.
    pub fn field_names() -> &'static [&'static str] {
        static NAMES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
            let mut registry = Registry::new();
            <ScalarExpenses as Type>::register(&mut registry);
            let schema = registry.schemas.get(ScalarExpenses::name().as_ref());
            schema.into_iter().flat_map(|schema| schema.properties.iter().map(|(name, _)| *name)).collect()
        });
        &NAMES
    }

    fn to_scalars(&self) -> ExpenseScalars {
        ExpenseScalars {
            food: self.food,
            rates: self.rates,
            body_corporate: self.body_corporate,
            home_insurance: self.home_insurance,
            health_insurance: self.health_insurance,
            utilities: self.utilities,
            phone_and_internet: self.phone_and_internet,
            transport: self.transport,
            childcare: self.childcare,
            education: self.education,
            clothing: self.clothing,
            medical: self.medical,
            entertainment: self.entertainment,
            rent: self.rent,
        }
    }

    fn from_scalars(scalars: ExpenseScalars) -> Self {
        ScalarExpenses {
            food: scalars.food,
            rates: scalars.rates,
            body_corporate: scalars.body_corporate,
            home_insurance: scalars.home_insurance,
            health_insurance: scalars.health_insurance,
            utilities: scalars.utilities,
            phone_and_internet: scalars.phone_and_internet,
            transport: scalars.transport,
            childcare: scalars.childcare,
            education: scalars.education,
            clothing: scalars.clothing,
            medical: scalars.medical,
            entertainment: scalars.entertainment,
            rent: scalars.rent,
        }
    }
}

/// Changes to the scalar amounts: left out stays, `null` clears, an amount sets.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ScalarExpensesUpdate {
    #[oai(nullable, validator(minimum(value = "0")))]
    pub food: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub rates: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub body_corporate: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub home_insurance: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub health_insurance: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub utilities: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub phone_and_internet: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub transport: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub childcare: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub education: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub clothing: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub medical: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub entertainment: MaybeUndefined<Money>,
    #[oai(nullable, validator(minimum(value = "0")))]
    pub rent: MaybeUndefined<Money>,
}

impl ScalarExpensesUpdate {
    fn apply(&self, scalars: &mut ExpenseScalars) {
        patch::optional(&mut scalars.food, &self.food);
        patch::optional(&mut scalars.rates, &self.rates);
        patch::optional(&mut scalars.body_corporate, &self.body_corporate);
        patch::optional(&mut scalars.home_insurance, &self.home_insurance);
        patch::optional(&mut scalars.health_insurance, &self.health_insurance);
        patch::optional(&mut scalars.utilities, &self.utilities);
        patch::optional(&mut scalars.phone_and_internet, &self.phone_and_internet);
        patch::optional(&mut scalars.transport, &self.transport);
        patch::optional(&mut scalars.childcare, &self.childcare);
        patch::optional(&mut scalars.education, &self.education);
        patch::optional(&mut scalars.clothing, &self.clothing);
        patch::optional(&mut scalars.medical, &self.medical);
        patch::optional(&mut scalars.entertainment, &self.entertainment);
        patch::optional(&mut scalars.rent, &self.rent);
    }
}

/// A contact's amount in `kiwiSaverExpenses` or `superannuationExpenses`.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ContactExpense {
    /// A contact of the household's profile.
    pub contact_id: Uuid,
    #[oai(validator(minimum(value = "0")))]
    pub value: Money,
}

impl ContactExpense {
    fn to_amount(&self) -> ContactAmount {
        ContactAmount { contact_id: self.contact_id, value: self.value }
    }
}

/// An expense line.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ExpenseLine {
    /// Assigned by the service; send it back to update the line.
    pub id: Uuid,
    /// Set when the line was created.
    #[oai(nullable)]
    pub description: Option<String>,
    pub value: Money,
}

/// A new expense line.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExpenseLineCreate {
    /// At most 950 characters; it cannot be changed later.
    #[oai(nullable, validator(max_length = 950))]
    pub description: Option<String>,
    /// Required; not negative.
    #[oai(validator(minimum(value = "0")))]
    pub value: Money,
}

/// A line to update (with `id`) or create (without).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExpenseLineUpsert {
    /// The line to update: a line of this type in this household. Leave it out to create a line.
    #[oai(nullable)]
    pub id: Option<Uuid>,
    /// Only for a new line (at most 950 characters); ignored on an existing line.
    #[oai(nullable)]
    pub description: Option<String>,
    /// Required; not negative.
    #[oai(validator(minimum(value = "0")))]
    pub value: Money,
}

/// The sum of the line values of each line type.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ExpenseTotals {
    pub child_support: Money,
    pub fixed_commitments: Money,
    pub other_essential_costs: Money,
    pub other_discretionary_living_costs: Money,
    pub superannuation: Money,
}

/// A household's monthly expenses. Each line array is ordered by `id` and leaves out empty lines
/// (value 0 and no description); `totals` sums each type's lines.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct HouseholdExpenses {
    /// The expenses record's id.
    pub id: Uuid,
    /// The household.
    pub profile_id: Uuid,
    /// True when the profile is archived, which blocks changes.
    pub is_profile_archived: bool,
    #[oai(flatten)]
    #[serde(flatten)]
    pub scalars: ScalarExpenses,
    pub kiwi_saver_expenses: Vec<ContactExpense>,
    pub superannuation_expenses: Vec<ContactExpense>,
    pub child_support: Vec<ExpenseLine>,
    pub fixed_commitments: Vec<ExpenseLine>,
    pub other_essential_costs: Vec<ExpenseLine>,
    pub other_discretionary_living_costs: Vec<ExpenseLine>,
    pub superannuation: Vec<ExpenseLine>,
    pub totals: ExpenseTotals,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
}

impl From<ExpensesView> for HouseholdExpenses {
    fn from(view: ExpensesView) -> Self {
        let lines = |line_type| -> Vec<ExpenseLine> {
            view.shown_lines(line_type)
                .map(|line: &Line| ExpenseLine {
                    id: line.id,
                    description: line.description.clone(),
                    value: line.value,
                })
                .collect()
        };
        let amounts = |kind| -> Vec<ContactExpense> {
            view.contact_amounts
                .get(&kind)
                .into_iter()
                .flatten()
                .map(|amount| ContactExpense { contact_id: amount.contact_id, value: amount.value })
                .collect()
        };
        HouseholdExpenses {
            id: view.id,
            profile_id: view.profile_id,
            is_profile_archived: view.is_profile_archived,
            scalars: ScalarExpenses::from_scalars(view.scalars),
            kiwi_saver_expenses: amounts(ContactExpenseKind::KiwiSaver),
            superannuation_expenses: amounts(ContactExpenseKind::Superannuation),
            child_support: lines(LineType::ChildSupport),
            fixed_commitments: lines(LineType::FixedCommitments),
            other_essential_costs: lines(LineType::OtherEssentialCosts),
            other_discretionary_living_costs: lines(LineType::OtherDiscretionaryLivingCosts),
            superannuation: lines(LineType::Superannuation),
            totals: ExpenseTotals {
                child_support: view.total(LineType::ChildSupport),
                fixed_commitments: view.total(LineType::FixedCommitments),
                other_essential_costs: view.total(LineType::OtherEssentialCosts),
                other_discretionary_living_costs: view.total(LineType::OtherDiscretionaryLivingCosts),
                superannuation: view.total(LineType::Superannuation),
            },
            created_timestamp: view.created_at.map(NzTimestamp),
            modified_timestamp: NzTimestamp(view.modified_at),
        }
    }
}

/// A household's expenses, created in one request. Every line needs `value`.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct HouseholdExpensesCreate {
    /// The household: a profile of your organisation that is not archived and has no expenses yet.
    pub profile_id: Uuid,
    #[oai(flatten)]
    pub scalars: ScalarExpenses,
    #[oai(nullable, validator(max_items = 100))]
    pub kiwi_saver_expenses: Option<Vec<ContactExpense>>,
    #[oai(nullable, validator(max_items = 100))]
    pub superannuation_expenses: Option<Vec<ContactExpense>>,
    #[oai(nullable, validator(max_items = 200))]
    pub child_support: Option<Vec<ExpenseLineCreate>>,
    #[oai(nullable, validator(max_items = 200))]
    pub fixed_commitments: Option<Vec<ExpenseLineCreate>>,
    #[oai(nullable, validator(max_items = 200))]
    pub other_essential_costs: Option<Vec<ExpenseLineCreate>>,
    #[oai(nullable, validator(max_items = 200))]
    pub other_discretionary_living_costs: Option<Vec<ExpenseLineCreate>>,
    #[oai(nullable, validator(max_items = 200))]
    pub superannuation: Option<Vec<ExpenseLineCreate>>,
}

impl HouseholdExpensesCreate {
    fn into_request(self) -> ExpensesRequest {
        let scalars = self.scalars.to_scalars();
        let lines = [
            self.child_support,
            self.fixed_commitments,
            self.other_essential_costs,
            self.other_discretionary_living_costs,
            self.superannuation,
        ];
        request(
            self.profile_id,
            Box::new(move |stored| *stored = scalars),
            [self.kiwi_saver_expenses, self.superannuation_expenses],
            lines.map(|lines| {
                let new = |line: ExpenseLineCreate| LineInput {
                    id: None,
                    description: line.description,
                    value: line.value,
                };
                lines.unwrap_or_default().into_iter().map(new).collect()
            }),
        )
    }
}

/// An imported household's expenses, as `createExpenses` would read `body`; refused as it would
/// refuse it, with the field.
pub fn parse_import(body: serde_json::Value) -> Result<ExpensesRequest, crate::error::ServiceError> {
    let create: HouseholdExpensesCreate =
        crate::wire::parse_checked(body).map_err(crate::error::ServiceError::Invalid)?;
    Ok(create.into_request())
}

/// Whether responses would show a line a request gives as `line`: an empty one (value 0, no
/// description) is created but left out, so it has no id to read back.
pub fn line_is_shown(line: &serde_json::Value) -> bool {
    let value = line.get("value").and_then(|value| Money::parse_json_number(value).ok());
    let description = line.get("description").and_then(serde_json::Value::as_str);
    !value.is_some_and(|value| is_empty_line(value, description))
}

/// A request from the parts both bodies have: the per-contact lists (KiwiSaver, then
/// superannuation) and the lines in the order of [`LineType::ALL`].
fn request(
    profile_id: Uuid,
    scalars: Box<dyn Fn(&mut ExpenseScalars) + Send + Sync>,
    contact_lists: [Option<Vec<ContactExpense>>; 2],
    lines: [Vec<LineInput>; 5],
) -> ExpensesRequest {
    let [kiwisaver, superannuation] = contact_lists
        .map(|list| list.unwrap_or_default().iter().map(ContactExpense::to_amount).collect::<Vec<_>>());
    ExpensesRequest {
        profile_id,
        scalars,
        contact_amounts: vec![
            (ContactExpenseKind::KiwiSaver, kiwisaver),
            (ContactExpenseKind::Superannuation, superannuation),
        ],
        lines: LineType::ALL.into_iter().zip(lines).collect(),
    }
}

/// Changes to a household's expenses. Scalars: left out stays, `null` clears. Per-contact
/// lists: each entry sets that contact's amount; contacts left out stay. Line arrays: a line
/// with `id` updates that line's value (its description is ignored), a line without `id` is
/// created, lines left out stay; lines cannot be deleted (set the value to 0 to hide one).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct HouseholdExpensesUpdate {
    /// The household whose expenses to change.
    pub profile_id: Uuid,
    #[oai(flatten)]
    pub scalars: ScalarExpensesUpdate,
    #[oai(nullable, validator(max_items = 100))]
    pub kiwi_saver_expenses: Option<Vec<ContactExpense>>,
    #[oai(nullable, validator(max_items = 100))]
    pub superannuation_expenses: Option<Vec<ContactExpense>>,
    #[oai(nullable, validator(max_items = 200))]
    pub child_support: Option<Vec<ExpenseLineUpsert>>,
    #[oai(nullable, validator(max_items = 200))]
    pub fixed_commitments: Option<Vec<ExpenseLineUpsert>>,
    #[oai(nullable, validator(max_items = 200))]
    pub other_essential_costs: Option<Vec<ExpenseLineUpsert>>,
    #[oai(nullable, validator(max_items = 200))]
    pub other_discretionary_living_costs: Option<Vec<ExpenseLineUpsert>>,
    #[oai(nullable, validator(max_items = 200))]
    pub superannuation: Option<Vec<ExpenseLineUpsert>>,
}

impl HouseholdExpensesUpdate {
    fn into_request(self) -> ExpensesRequest {
        let scalars = self.scalars;
        let lines = [
            self.child_support,
            self.fixed_commitments,
            self.other_essential_costs,
            self.other_discretionary_living_costs,
            self.superannuation,
        ];
        request(
            self.profile_id,
            Box::new(move |stored| scalars.apply(stored)),
            [self.kiwi_saver_expenses, self.superannuation_expenses],
            lines.map(|lines| {
                let upsert = |line: ExpenseLineUpsert| LineInput {
                    id: line.id,
                    description: line.description,
                    value: line.value,
                };
                lines.unwrap_or_default().into_iter().map(upsert).collect()
            }),
        )
    }
}

crate::wire::described!(HouseholdExpenses => "Household expenses", "Household expenses";);

pub struct ExpensesApi {
    db: Database,
}

impl ExpensesApi {
    pub fn new(db: Database) -> Self {
        ExpensesApi { db }
    }
}

#[OpenApi(prefix_path = "/expenses", tag = "ApiTags::Expenses")]
impl ExpensesApi {
    /// Get a household's expenses
    ///
    /// The expenses of the household (profile) `profileId`. Each of the five line arrays is
    /// ordered by `id` and leaves out empty lines (value 0 and no description); `totals` holds
    /// the sum of each type's lines. 404 when the profile has no expenses yet.
    #[oai(path = "/", method = "get", operation_id = "getExpenses")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::ExpensesRead")] auth: ApiKeyAuth,
        /// The household's profile.
        #[oai(name = "profileId")]
        profile_id: Query<Uuid>,
    ) -> Result<Found<HouseholdExpenses>, Failure<ReadErrors>> {
        Ok(Found(expenses::get(&self.db, auth.0.organisation_id, profile_id.0).await?.into()))
    }

    /// Create a household's expenses
    ///
    /// Creates the expenses of a household in one request: the scalar amounts, the per-contact
    /// lists and the five line arrays, each line with a required `value` (not negative) and an
    /// optional `description` of at most 950 characters. 409 when the household already has
    /// expenses. A request with any broken line creates nothing; the 400 names every one.
    #[oai(path = "/", method = "post", operation_id = "createExpenses")]
    async fn create(
        &self,
        #[oai(scope = "crate::types::Scope::ExpensesWrite")] auth: ApiKeyAuth,
        body: JsonBody<HouseholdExpensesCreate>,
    ) -> Result<Created<HouseholdExpenses>, Failure<WriteErrors>> {
        let view = expenses::create(&self.db, auth.0.organisation_id, body.0.into_request()).await?;
        Ok(Created(view.into()))
    }

    /// Update a household's expenses
    ///
    /// Line rules: a line with an `id` updates that line, which must be a line of the same type in
    /// this household; a line without an `id` creates one; lines left out are untouched; lines
    /// cannot be deleted; `description` on an existing line is ignored. 400 when a line has no
    /// `value` or a negative one, repeats an `id`, or is new with a `description` over 950
    /// characters; a request with any broken line changes nothing and the 400 names every one
    /// by type and index (`childSupport[1].value`).
    #[oai(path = "/", method = "patch", operation_id = "updateExpenses")]
    async fn update(
        &self,
        #[oai(scope = "crate::types::Scope::ExpensesWrite")] auth: ApiKeyAuth,
        body: CheckedBody<HouseholdExpensesUpdate>,
    ) -> Result<Updated<HouseholdExpenses>, Failure<WriteErrors>> {
        let body = match body {
            CheckedBody::Valid(body) => body,
            CheckedBody::Invalid { raw, problems } => {
                return Err(self.all_problems(auth.0.organisation_id, &raw, problems).await?.into());
            }
        };
        let view = expenses::update(&self.db, auth.0.organisation_id, body.into_request()).await?;
        Ok(Updated(view.into()))
    }
}

impl ExpensesApi {
    /// A body that broke its schema, answered with its schema problems and the line problems its
    /// readable parts have (ids, descriptions of new lines), so one 400 names every broken line.
    async fn all_problems(
        &self,
        organisation_id: Uuid,
        raw: &serde_json::Value,
        mut problems: Vec<FieldError>,
    ) -> Result<ApiError, ApiError> {
        let profile_id = raw.get("profileId").and_then(|v| v.as_str()).and_then(|v| v.parse().ok());
        if let Some(profile_id) = profile_id {
            let lines = LineType::ALL
                .into_iter()
                .map(|line_type| {
                    let lines =
                        raw.get(line_type.field()).and_then(|v| v.as_array()).cloned().unwrap_or_default();
                    (line_type, lines.iter().map(readable_line).collect())
                })
                .collect();
            for problem in expenses::line_problems(&self.db, organisation_id, profile_id, lines).await? {
                if !problems.iter().any(|known| known.field == problem.field) {
                    problems.push(problem);
                }
            }
        }
        Ok(ApiError::validation(problems))
    }
}

/// What can be read of a line of a body that broke its schema: its id and description when
/// they have the right type (the value is checked by the schema).
fn readable_line(line: &serde_json::Value) -> LineInput {
    LineInput {
        id: line.get("id").and_then(|id| id.as_str()).and_then(|id| id.parse().ok()),
        description: line.get("description").and_then(|d| d.as_str()).map(str::to_string),
        value: Money::ZERO,
    }
}
