//! `/opportunities`: business being worked on for a profile, including mortgage opportunities
//! with their diary notes.

mod requests;
mod responses;

pub use requests::parse_import;
pub use responses::Opportunity;

use self::requests::{
    MortgageOpportunityCreate, MortgageOpportunityUpdate, OpportunityCreate, OpportunityCreateItem,
    OpportunityUpdate,
};

use poem::Request;
use poem_openapi::{
    OpenApi,
    param::{Path, Query},
    registry::{MetaOperationParam, Registry},
    types::Type,
};
use uuid::Uuid;

use crate::{
    api::tags::ApiTags,
    auth::ApiKeyAuth,
    db::Database,
    entity::opportunity::OpportunityStatus,
    http::{Failure, ListErrors, ReadErrors, WriteErrors},
    service::{
        Problems,
        opportunities::{self, OpportunityFilters, OpportunityState, UpdateKind},
        search::SearchTerm,
    },
    types::{ExternalId, NonBlank},
    wire::{
        Created, Found, Grouped, JsonBody, Paged, Paging, QueryGroup, Updated,
        query_group::{parameter, read},
    },
};

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
