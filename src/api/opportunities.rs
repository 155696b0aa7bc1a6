//! `/opportunities`: business being worked on for a profile, including mortgage opportunities
//! with their diary notes.

use poem::Request;
use poem_openapi::{
    Object, OpenApi,
    param::{Path, Query},
    registry::{MetaOperationParam, Registry},
    types::{MaybeUndefined, Type},
};
use uuid::Uuid;

use super::{patch, tags::ApiTags};
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::opportunity::{OpportunityStatus, OpportunityType},
    error::ServiceError,
    http::{Failure, ListErrors, ReadErrors, WriteErrors},
    service::{
        Problems,
        opportunities::{
            self, ClientInterview as ClientInterviewState, DiaryNotes as DiaryNotesState, MortgageDetails,
            OpportunityFilters, OpportunityState, OpportunityView, UpdateKind,
        },
        search::SearchTerm,
    },
    types::{Date, ExternalId, Money, NonBlank, NzTimestamp},
    wire::{
        Created, Found, Grouped, JsonBody, Paged, Paging, QueryGroup, Updated, parse_checked,
        query_group::{parameter, read},
    },
};

/// The Notes section of a mortgage application. Every field is always present (empty when not
/// written yet).
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct DiaryNotes {
    /// What funding the clients need and why.
    pub purpose: String,
    /// The clients' history, character and current position.
    pub client_background: String,
    /// The recommendation to the clients and the instructions to the bank.
    pub recommendations: String,
    /// Other details relevant to the application.
    pub additional_information: String,
}

/// Diary notes to write. On create, fields left out are empty; on update, fields left out stay
/// as they are.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct DiaryNotesInput {
    /// What funding the clients need and why.
    #[oai(nullable, validator(max_length = 20000))]
    pub purpose: Option<String>,
    /// The clients' history, character and current position.
    #[oai(nullable, validator(max_length = 20000))]
    pub client_background: Option<String>,
    /// The recommendation to the clients and the instructions to the bank.
    #[oai(nullable, validator(max_length = 20000))]
    pub recommendations: Option<String>,
    /// Other details relevant to the application.
    #[oai(nullable, validator(max_length = 20000))]
    pub additional_information: Option<String>,
}

impl DiaryNotesInput {
    fn merge_into(&self, notes: &mut DiaryNotesState) {
        patch::texts([
            (&mut notes.purpose, &self.purpose),
            (&mut notes.client_background, &self.client_background),
            (&mut notes.recommendations, &self.recommendations),
            (&mut notes.additional_information, &self.additional_information),
        ]);
    }
}

/// The client interview of an opportunity: what the client wants and how they mean to get
/// there. Every field is present once the interview has been written (empty when not answered).
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ClientInterview {
    /// What the client wants to achieve.
    pub goal: String,
    /// How the client means to get there.
    pub plan: String,
    /// What stands in the way.
    pub challenges: String,
    /// When it should happen.
    pub timing: String,
}

impl From<ClientInterviewState> for ClientInterview {
    fn from(state: ClientInterviewState) -> Self {
        ClientInterview {
            goal: state.goal,
            plan: state.plan,
            challenges: state.challenges,
            timing: state.timing,
        }
    }
}

/// Client interview answers to write. On create, fields left out are empty; on update, fields
/// left out stay as they are. Empty strings are allowed.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ClientInterviewInput {
    /// What the client wants to achieve.
    #[oai(nullable, validator(max_length = 10000))]
    pub goal: Option<String>,
    /// How the client means to get there.
    #[oai(nullable, validator(max_length = 10000))]
    pub plan: Option<String>,
    /// What stands in the way.
    #[oai(nullable, validator(max_length = 10000))]
    pub challenges: Option<String>,
    /// When it should happen.
    #[oai(nullable, validator(max_length = 10000))]
    pub timing: Option<String>,
}

impl ClientInterviewInput {
    /// Writes the answers given over `interview`, starting from an empty one if there is none.
    fn merge_into(&self, interview: &mut Option<ClientInterviewState>) {
        let interview = interview.get_or_insert_with(ClientInterviewState::default);
        patch::texts([
            (&mut interview.goal, &self.goal),
            (&mut interview.plan, &self.plan),
            (&mut interview.challenges, &self.challenges),
            (&mut interview.timing, &self.timing),
        ]);
    }
}

/// The mortgage application of a mortgage opportunity.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct MortgageApplication {
    #[oai(nullable)]
    pub lender: Option<String>,
    #[oai(nullable)]
    pub loan_amount: Option<Money>,
    /// When the lender's pre-approval runs out.
    #[oai(nullable)]
    pub pre_approval_expiry_date: Option<Date>,
    #[oai(nullable)]
    pub expected_settlement_date: Option<Date>,
}

/// Changes to a mortgage application: fields left out stay as they are, `null` clears one.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MortgageApplicationInput {
    #[oai(nullable, validator(max_length = 100))]
    pub lender: MaybeUndefined<String>,
    /// Not negative.
    #[oai(nullable)]
    pub loan_amount: MaybeUndefined<Money>,
    #[oai(nullable)]
    pub pre_approval_expiry_date: MaybeUndefined<Date>,
    #[oai(nullable)]
    pub expected_settlement_date: MaybeUndefined<Date>,
}

impl MortgageApplicationInput {
    fn merge_into(&self, details: &mut MortgageDetails) {
        patch::optional(&mut details.lender, &self.lender);
        patch::optional_as(&mut details.loan_amount, &self.loan_amount, |m| m.cents());
        patch::optional_as(&mut details.pre_approval_expiry_date, &self.pre_approval_expiry_date, |d| d.0);
        patch::optional_as(&mut details.expected_settlement_date, &self.expected_settlement_date, |d| d.0);
    }
}

/// An opportunity. Mortgage opportunities carry `diaryNotes` and `mortgageApplication`; for
/// general ones both are null.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Opportunity {
    /// The opportunity's id (`opportunityId` in paths).
    pub id: Uuid,
    /// The opportunity's id again, under the name integrations of the original service key by.
    pub opportunity_id: Uuid,
    /// Your own id for the opportunity, if you gave it one (null otherwise).
    #[oai(nullable)]
    pub external_id: Option<String>,
    pub name: String,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub opportunity_type: OpportunityType,
    pub profile_id: Uuid,
    pub profile_name: String,
    /// True when the profile is archived, which blocks updates.
    pub is_profile_archived: bool,
    pub pipeline_id: Uuid,
    pub pipeline_name: String,
    pub stage_id: Uuid,
    pub stage_name: String,
    #[oai(nullable)]
    pub adviser_id: Option<Uuid>,
    #[oai(nullable)]
    pub adviser_name: Option<String>,
    /// The expected value of the business.
    #[oai(nullable)]
    pub value: Option<Money>,
    /// How the opportunity arose.
    #[oai(nullable)]
    pub source: Option<String>,
    /// Who referred it.
    #[oai(nullable)]
    pub referrer: Option<String>,
    #[oai(rename = "Status")]
    #[serde(rename = "Status")]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub status: OpportunityStatus,
    /// The New Zealand date it was won or lost; null while open.
    #[oai(nullable)]
    pub closed_date: Option<Date>,
    /// Why it was lost; only with `Status` Lost.
    #[oai(nullable)]
    pub lost_reason: Option<String>,
    pub is_archived: bool,
    /// Mortgage opportunities only.
    #[oai(nullable)]
    pub diary_notes: Option<DiaryNotes>,
    /// Mortgage opportunities only.
    #[oai(nullable)]
    pub mortgage_application: Option<MortgageApplication>,
    /// The client interview; null until it is first written.
    #[oai(nullable)]
    pub client_interview: Option<ClientInterview>,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
}

impl From<OpportunityView> for Opportunity {
    fn from(view: OpportunityView) -> Self {
        let state = view.state;
        let model = view.model;
        Opportunity {
            id: model.id,
            opportunity_id: model.id,
            external_id: state.external_id,
            name: state.name,
            opportunity_type: model.opportunity_type,
            profile_id: state.profile_id,
            profile_name: view.profile_name,
            is_profile_archived: view.is_profile_archived,
            pipeline_id: state.pipeline_id,
            pipeline_name: view.pipeline_name,
            stage_id: model.stage_id,
            stage_name: view.stage_name,
            adviser_id: state.adviser_id,
            adviser_name: view.adviser_name,
            value: state.value.map(Money::from_cents),
            source: state.source,
            referrer: state.referrer,
            status: state.status,
            closed_date: state.closed_date.map(Date),
            lost_reason: state.lost_reason,
            is_archived: state.is_archived,
            diary_notes: state.mortgage.as_ref().map(|m| DiaryNotes {
                purpose: m.diary_notes.purpose.clone(),
                client_background: m.diary_notes.client_background.clone(),
                recommendations: m.diary_notes.recommendations.clone(),
                additional_information: m.diary_notes.additional_information.clone(),
            }),
            mortgage_application: state.mortgage.map(|m| MortgageApplication {
                lender: m.lender,
                loan_amount: m.loan_amount.map(Money::from_cents),
                pre_approval_expiry_date: m.pre_approval_expiry_date.map(Date),
                expected_settlement_date: m.expected_settlement_date.map(Date),
            }),
            client_interview: state.client_interview.map(ClientInterview::from),
            created_timestamp: model.created_at.map(NzTimestamp),
            modified_timestamp: NzTimestamp(model.modified_at),
        }
    }
}

/// A new opportunity. It starts `Open`, at `stageId` or the pipeline's first stage.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OpportunityCreate {
    pub name: NonBlank<200>,
    /// A profile of your organisation that is not archived.
    pub profile_id: Uuid,
    /// A pipeline of your organisation.
    pub pipeline_id: Uuid,
    /// A stage of that pipeline; its first stage when left out.
    #[oai(nullable)]
    pub stage_id: Option<Uuid>,
    /// A member of your organisation.
    #[oai(nullable)]
    pub adviser_id: Option<Uuid>,
    /// Not negative.
    #[oai(nullable)]
    pub value: Option<Money>,
    #[oai(nullable, validator(max_length = 100))]
    pub source: Option<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub referrer: Option<String>,
    /// The client interview, if it has been held.
    #[oai(nullable)]
    pub client_interview: Option<ClientInterviewInput>,
    /// Your own id for the opportunity: unique among your organisation's opportunities (409
    /// `external_id_taken` naming the opportunity holding it otherwise).
    #[oai(nullable)]
    pub external_id: Option<ExternalId>,
}

impl OpportunityCreate {
    fn into_state(self, mortgage: Option<MortgageDetails>) -> OpportunityState {
        OpportunityState {
            name: self.name.into(),
            profile_id: self.profile_id,
            pipeline_id: self.pipeline_id,
            stage_id: self.stage_id,
            adviser_id: self.adviser_id,
            value: self.value.map(Money::cents),
            source: self.source,
            referrer: self.referrer,
            status: OpportunityStatus::Open,
            closed_date: None,
            lost_reason: None,
            is_archived: false,
            external_id: self.external_id.map(String::from),
            mortgage,
            client_interview: self.client_interview.and_then(|input| {
                let mut interview = None;
                input.merge_into(&mut interview);
                interview
            }),
        }
    }
}

/// A new mortgage opportunity, with its diary notes and application.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MortgageOpportunityCreate {
    #[oai(flatten)]
    pub opportunity: OpportunityCreate,
    #[oai(nullable)]
    pub diary_notes: Option<DiaryNotesInput>,
    #[oai(nullable)]
    pub mortgage_application: Option<MortgageApplicationInput>,
}

impl MortgageOpportunityCreate {
    fn into_state(self) -> OpportunityState {
        let mut details = MortgageDetails::default();
        if let Some(notes) = &self.diary_notes {
            notes.merge_into(&mut details.diary_notes);
        }
        if let Some(application) = &self.mortgage_application {
            application.merge_into(&mut details);
        }
        self.opportunity.into_state(Some(details))
    }
}

/// An imported opportunity's state, as `createOpportunity` (or `createMortgageOpportunity`)
/// would make it from `create` and, for one that came closed or archived, `updateOpportunity`
/// would then change it with `closing`; refused as they would refuse it, with the field.
pub fn parse_import(
    create: serde_json::Value,
    mortgage: bool,
    closing: Option<serde_json::Value>,
) -> Result<OpportunityState, ServiceError> {
    let mut state = if mortgage {
        parse_checked::<MortgageOpportunityCreate>(create).map(MortgageOpportunityCreate::into_state)
    } else {
        parse_checked::<OpportunityCreate>(create).map(|create| create.into_state(None))
    }
    .map_err(ServiceError::Invalid)?;
    if let Some(closing) = closing {
        let update = parse_checked::<OpportunityUpdate>(closing).map_err(ServiceError::Invalid)?;
        let mut problems = Problems::new();
        update.apply(&mut state, &mut problems);
        problems.finish()?;
    }
    state.check()?;
    Ok(state)
}

/// Changes to an open opportunity. Fields left out stay as they are; `null` clears an optional
/// field. Setting `Status` to `Won` or `Lost` closes it (`closedDate` becomes today).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OpportunityUpdate {
    pub name: MaybeUndefined<NonBlank<200>>,
    /// Moving to another pipeline without `stageId` starts at its first stage.
    pub pipeline_id: MaybeUndefined<Uuid>,
    /// A stage of the (new) pipeline.
    pub stage_id: MaybeUndefined<Uuid>,
    #[oai(nullable)]
    pub adviser_id: MaybeUndefined<Uuid>,
    #[oai(nullable)]
    pub value: MaybeUndefined<Money>,
    #[oai(nullable, validator(max_length = 100))]
    pub source: MaybeUndefined<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub referrer: MaybeUndefined<String>,
    /// `Won` or `Lost` closes the opportunity.
    #[oai(rename = "Status", nullable)]
    pub status: Option<OpportunityStatus>,
    /// Only with `Status: Lost`.
    #[oai(nullable, validator(max_length = 500))]
    pub lost_reason: MaybeUndefined<String>,
    #[oai(nullable)]
    pub is_archived: Option<bool>,
    /// Client interview answers, merged field by field: answers left out stay as they are.
    #[oai(nullable)]
    pub client_interview: Option<ClientInterviewInput>,
    /// Your own id for the opportunity; `null` clears it.
    #[oai(nullable)]
    pub external_id: MaybeUndefined<ExternalId>,
}

impl OpportunityUpdate {
    fn apply(&self, state: &mut OpportunityState, problems: &mut Problems) {
        patch::required(&mut state.name, &self.name, "name", problems);
        patch::required(&mut state.pipeline_id, &self.pipeline_id, "pipelineId", problems);
        if let MaybeUndefined::Null = self.stage_id {
            problems.add("stageId", "is required and cannot be cleared");
        }
        patch::optional(&mut state.stage_id, &self.stage_id);
        patch::optional(&mut state.adviser_id, &self.adviser_id);
        patch::optional_as(&mut state.value, &self.value, |m| m.cents());
        patch::optional(&mut state.source, &self.source);
        patch::optional(&mut state.referrer, &self.referrer);
        if let Some(status) = self.status {
            state.status = status;
        }
        patch::optional(&mut state.lost_reason, &self.lost_reason);
        if let Some(archived) = self.is_archived {
            state.is_archived = archived;
        }
        if let Some(interview) = &self.client_interview {
            interview.merge_into(&mut state.client_interview);
        }
        patch::optional(&mut state.external_id, &self.external_id);
    }
}

/// Changes to an open mortgage opportunity: the fields of a general update, plus diary notes and
/// the application, merged field by field (fields left out stay as they are).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MortgageOpportunityUpdate {
    #[oai(flatten)]
    pub opportunity: OpportunityUpdate,
    #[oai(nullable)]
    pub diary_notes: Option<DiaryNotesInput>,
    #[oai(nullable)]
    pub mortgage_application: Option<MortgageApplicationInput>,
}

crate::wire::described!(Opportunity => "Opportunity", "Opportunities";);

/// The filters of `listOpportunities`, taken as one argument: one each, with the paging, made
/// more arguments than a function should have.
impl QueryGroup for OpportunityFilters {
    fn parameters() -> Vec<MetaOperationParam> {
        vec![
            parameter::<Option<Uuid>>("profileId", "Only this profile's opportunities."),
            parameter::<Option<Uuid>>("pipelineId", "Only this pipeline's opportunities."),
            parameter::<Option<Uuid>>("stageId", "Only opportunities at this stage."),
            parameter::<Option<OpportunityStatus>>("Status", "Only opportunities with this status."),
            parameter::<Option<bool>>(
                "isArchived",
                "Only archived (true) or only not archived (false) opportunities.",
            ),
            parameter::<Option<ExternalId>>(
                "externalId",
                "Only the opportunity holding this `externalId` (so at most one).",
            ),
        ]
    }

    fn register(registry: &mut Registry) {
        <Option<OpportunityStatus> as Type>::register(registry);
    }

    async fn read(request: &Request) -> poem::Result<Self> {
        Ok(OpportunityFilters {
            profile_id: read(request, "profileId").await?,
            pipeline_id: read(request, "pipelineId").await?,
            stage_id: read(request, "stageId").await?,
            status: read(request, "Status").await?,
            is_archived: read(request, "isArchived").await?,
            external_id: read::<Option<ExternalId>>(request, "externalId").await?.map(String::from),
        })
    }
}

pub struct OpportunitiesApi {
    db: Database,
}

impl OpportunitiesApi {
    pub fn new(db: Database) -> Self {
        OpportunitiesApi { db }
    }
}

#[OpenApi(prefix_path = "/opportunities", tag = "ApiTags::Opportunities")]
impl OpportunitiesApi {
    /// List opportunities
    ///
    /// The organisation's opportunities in creation order, with `Status`, the names of their
    /// profile, pipeline, stage and adviser, and the diary notes of mortgage opportunities.
    #[oai(path = "/", method = "get", operation_id = "listOpportunities")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesRead")] auth: ApiKeyAuth,
        filters: Grouped<OpportunityFilters>,
        paging: Paging,
    ) -> Result<Paged<Opportunity>, Failure<ListErrors>> {
        let request = paging.request()?;
        let (views, total) =
            opportunities::list(&self.db, auth.0.organisation_id, filters.0, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Search opportunities
    ///
    /// Opportunities whose name or lender contains `searchString`, or whose profile's name (or
    /// one of its contacts' names, e-mail addresses or phone numbers) does. Case and accents are
    /// ignored. A term of one or two characters
    /// matches the start of a word instead: `Ng` finds Ng and Ngata, not Young.
    #[oai(path = "/search", method = "get", operation_id = "searchOpportunities")]
    async fn search(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesRead")] auth: ApiKeyAuth,
        /// The text to look for; must not be blank.
        #[oai(name = "searchString")]
        search_string: Query<NonBlank<200>>,
        paging: Paging,
    ) -> Result<Paged<Opportunity>, Failure<ListErrors>> {
        let term = SearchTerm::parse(&search_string.0)?;
        let request = paging.request()?;
        let (views, total) = opportunities::search(&self.db, auth.0.organisation_id, &term, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Get an opportunity
    ///
    /// One opportunity, with `Status` (and diary notes for a mortgage opportunity).
    #[oai(path = "/:opportunityId", method = "get", operation_id = "getOpportunity")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesRead")] auth: ApiKeyAuth,
        /// The opportunity's id.
        #[oai(name = "opportunityId")]
        opportunity_id: Path<Uuid>,
    ) -> Result<Found<Opportunity>, Failure<ReadErrors>> {
        Ok(Found(opportunities::get(&self.db, auth.0.organisation_id, opportunity_id.0).await?.into()))
    }

    /// Create an opportunity
    ///
    /// Creates a general opportunity for a profile that is not archived, `Open`, at `stageId`
    /// (which must belong to `pipelineId`) or the pipeline's first stage.
    #[oai(path = "/", method = "post", operation_id = "createOpportunity")]
    async fn create(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesWrite")] auth: ApiKeyAuth,
        body: JsonBody<OpportunityCreate>,
    ) -> Result<Created<Opportunity>, Failure<WriteErrors>> {
        let view = opportunities::create(&self.db, auth.0.organisation_id, body.0.into_state(None)).await?;
        Ok(Created(view.into()))
    }

    /// Create a mortgage opportunity
    ///
    /// Creates a mortgage opportunity, with its `diaryNotes` (the Notes section of the mortgage
    /// application) and `mortgageApplication`.
    #[oai(path = "/mortgage", method = "post", operation_id = "createMortgageOpportunity")]
    async fn create_mortgage(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesWrite")] auth: ApiKeyAuth,
        body: JsonBody<MortgageOpportunityCreate>,
    ) -> Result<Created<Opportunity>, Failure<WriteErrors>> {
        let view = opportunities::create(&self.db, auth.0.organisation_id, body.0.into_state()).await?;
        Ok(Created(view.into()))
    }

    /// Update an opportunity
    ///
    /// Changes an `Open` opportunity (409 `opportunity_not_open` otherwise; 409
    /// `profile_archived` when its profile is archived). Setting `Status` to `Won` or `Lost`
    /// closes it; `lostReason` only goes with `Lost`.
    #[oai(path = "/:opportunityId", method = "patch", operation_id = "updateOpportunity")]
    async fn update(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesWrite")] auth: ApiKeyAuth,
        /// The opportunity's id.
        #[oai(name = "opportunityId")]
        opportunity_id: Path<Uuid>,
        body: JsonBody<OpportunityUpdate>,
    ) -> Result<Updated<Opportunity>, Failure<WriteErrors>> {
        let body = body.0;
        let view = opportunities::update(
            &self.db,
            auth.0.organisation_id,
            opportunity_id.0,
            UpdateKind::Any,
            move |state, problems| body.apply(state, problems),
        )
        .await?;
        Ok(Updated(view.into()))
    }

    /// Update a mortgage opportunity
    ///
    /// As *Update an opportunity*, plus `diaryNotes` and `mortgageApplication`, merged field by
    /// field. A general opportunity answers 400.
    #[oai(path = "/:opportunityId/mortgage", method = "patch", operation_id = "updateMortgageOpportunity")]
    async fn update_mortgage(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesWrite")] auth: ApiKeyAuth,
        /// The opportunity's id.
        #[oai(name = "opportunityId")]
        opportunity_id: Path<Uuid>,
        body: JsonBody<MortgageOpportunityUpdate>,
    ) -> Result<Updated<Opportunity>, Failure<WriteErrors>> {
        let body = body.0;
        let change = move |state: &mut OpportunityState, problems: &mut Problems| {
            body.opportunity.apply(state, problems);
            if let Some(details) = state.mortgage.as_mut() {
                if let Some(notes) = &body.diary_notes {
                    notes.merge_into(&mut details.diary_notes);
                }
                if let Some(application) = &body.mortgage_application {
                    application.merge_into(details);
                }
            }
        };
        let view = opportunities::update(
            &self.db,
            auth.0.organisation_id,
            opportunity_id.0,
            UpdateKind::Mortgage,
            change,
        )
        .await?;
        Ok(Updated(view.into()))
    }

    /// Reopen an opportunity
    ///
    /// Puts a won or lost opportunity back to `Open` (clearing `closedDate` and `lostReason`) so
    /// it can be updated again. An open opportunity is returned as it is.
    #[oai(path = "/:opportunityId/reopen", method = "post", operation_id = "reopenOpportunity")]
    async fn reopen(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesWrite")] auth: ApiKeyAuth,
        /// The opportunity's id.
        #[oai(name = "opportunityId")]
        opportunity_id: Path<Uuid>,
    ) -> Result<Updated<Opportunity>, Failure<WriteErrors>> {
        Ok(Updated(opportunities::reopen(&self.db, auth.0.organisation_id, opportunity_id.0).await?.into()))
    }
}

/// A new opportunity of a batch: `opportunityType` `Mortgage` makes a mortgage opportunity (the
/// body of `POST /opportunities/mortgage`); `General` or none, a general one (`POST
/// /opportunities`, which takes no diary notes or application).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OpportunityCreateItem {
    #[oai(nullable)]
    pub opportunity_type: Option<OpportunityType>,
    #[oai(flatten)]
    pub fields: MortgageOpportunityCreate,
}

crate::api::batch::update_item!(OpportunityBatchUpdateItem, MortgageOpportunityUpdate);

crate::api::batch::batch_api! {
    api: OpportunitiesBatchApi,
    path: "/opportunities",
    tag: "ApiTags::Opportunities",
    target: crate::api::batch::targets::OPPORTUNITIES,
    record: Opportunity,
    summaries: (
        "Create opportunities in a batch",
        "Update opportunities in a batch",
        "Create or update opportunities by externalId",
        "Read opportunities in a batch",
    ),
    requests: (OpportunityBatchCreate, OpportunityBatchUpdate, OpportunityBatchUpsert),
    items: (OpportunityCreateItem, OpportunityBatchUpdateItem),
    results: (OpportunityBatchResult, OpportunityBatchResults),
    operations: (
        "batchCreateOpportunities",
        "batchUpdateOpportunities",
        "batchUpsertOpportunities",
        "batchReadOpportunities",
    ),
    scopes: ("crate::types::Scope::OpportunitiesRead", "crate::types::Scope::OpportunitiesWrite"),
}
