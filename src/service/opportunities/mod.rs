//! Opportunities: business being worked on for a profile, moving through a pipeline's stages.
//!
//! Rules (state rule 2 of ADR-11 and ADR-17 in docs/decisions.md): an opportunity is updated only while `Open` (409
//! `opportunity_not_open`); closing it is an update to `Won` or `Lost`, which sets `closedDate`;
//! `lostReason` goes only with `Lost`; `reopen` puts it back to `Open`. The stage must belong to
//! the pipeline, and nothing is updated through an archived profile (409 `profile_archived`).

mod state;

pub use state::{
    ClientInterview, DiaryNotes, MAX_DIARY_CHARS, MAX_INTERVIEW_CHARS, MortgageDetails, OpportunityState,
};

use std::collections::{HashMap, hash_map::Entry};

use chrono::{NaiveDate, Utc};
use chrono_tz::Pacific::Auckland;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, DatabaseTransaction, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, Select,
};
use uuid::Uuid;

use crate::service::scoped::{self, of_organisation};

use super::{
    Filter, Problems,
    events::{self, EventType, ResourceType},
    external_ids::{self, Resource},
    joined::{column_of, left_join},
    rules,
    search::{self, RecordKind, SearchTerm},
};
use crate::{
    db::{Database, Reads, bulk::insert_chunked, row_struct, shapes::Shape},
    entity::{
        member,
        opportunity::{self, OpportunityStatus, OpportunityType},
        pipeline, pipeline_stage, profile,
    },
    error::ServiceError,
    types::{PageInfo, PageRequest},
};

/// An opportunity as responses show it, with the names of what it refers to.
#[derive(Debug, Clone)]
pub struct OpportunityView {
    pub model: opportunity::Model,
    pub state: OpportunityState,
    pub profile_name: String,
    pub is_profile_archived: bool,
    pub pipeline_name: String,
    pub stage_name: String,
    pub adviser_name: Option<String>,
}

row_struct! {
    /// What an opportunity's response shows of the records it refers to. A single read takes
    /// them from the same row as the opportunity ([`with_referred_names`]); a page looks them up.
    #[derive(Debug, Default)]
    struct ReferredNames {
        profile_name: Option<String>,
        profile_is_archived: Option<bool>,
        pipeline_name: Option<String>,
        stage_name: Option<String>,
        adviser_first_name: Option<String>,
        adviser_last_name: Option<String>,
    }
}

impl ReferredNames {
    fn view(self, model: opportunity::Model) -> OpportunityView {
        OpportunityView {
            state: OpportunityState::from_model(&model),
            profile_name: self.profile_name.unwrap_or_default(),
            is_profile_archived: self.profile_is_archived.unwrap_or_default(),
            pipeline_name: self.pipeline_name.unwrap_or_default(),
            stage_name: self.stage_name.unwrap_or_default(),
            adviser_name: self
                .adviser_first_name
                .zip(self.adviser_last_name)
                .map(|(first, last)| member::display_name(&first, &last)),
            model,
        }
    }
}

/// `select` with the columns of [`ReferredNames`], left-joined from the records it refers to.
fn with_referred_names(select: Select<opportunity::Entity>) -> Select<opportunity::Entity> {
    let mut select = select
        .column_as(column_of(profile::Entity, profile::Column::Name), "profile_name")
        .column_as(column_of(profile::Entity, profile::Column::IsArchived), "profile_is_archived")
        .column_as(column_of(pipeline::Entity, pipeline::Column::Name), "pipeline_name")
        .column_as(column_of(pipeline_stage::Entity, pipeline_stage::Column::Name), "stage_name")
        .column_as(column_of(member::Entity, member::Column::FirstName), "adviser_first_name")
        .column_as(column_of(member::Entity, member::Column::LastName), "adviser_last_name");
    left_join(&mut select, profile::Entity, profile::Column::Id, opportunity::Column::ProfileId);
    left_join(&mut select, pipeline::Entity, pipeline::Column::Id, opportunity::Column::PipelineId);
    left_join(&mut select, pipeline_stage::Entity, pipeline_stage::Column::Id, opportunity::Column::StageId);
    left_join(&mut select, member::Entity, member::Column::Id, opportunity::Column::AdviserId);
    select
}

/// Attaches the names of profiles, pipelines, stages and advisers: four queries, whatever the
/// number of opportunities.
async fn views(
    conn: &impl Reads,
    models: Vec<opportunity::Model>,
) -> Result<Vec<OpportunityView>, ServiceError> {
    let ids = |f: fn(&opportunity::Model) -> Option<Uuid>| models.iter().filter_map(f).collect::<Vec<_>>();
    row_struct! {
        /// What an opportunity shows of its profile, rather than the whole profile.
        #[derive(Debug)]
        struct ProfileShown {
            id: Uuid,
            name: String,
            is_archived: bool,
        }
    }
    // Four independent look-ups, sent together: on PostgreSQL each is a round trip to another
    // process. (Within a transaction they take its connection in turn; on SQLite each runs at
    // once.)
    let profiles = conn.rows::<ProfileShown>(
        profile::Entity::find()
            .select_only()
            .columns([profile::Column::Id, profile::Column::Name, profile::Column::IsArchived])
            .filter(profile::Column::Id.is_in(ids(|m| Some(m.profile_id)))),
    );
    let pipelines =
        conn.all(pipeline::Entity::find().filter(pipeline::Column::Id.is_in(ids(|m| Some(m.pipeline_id)))));
    let stages = conn.all(
        pipeline_stage::Entity::find().filter(pipeline_stage::Column::Id.is_in(ids(|m| Some(m.stage_id)))),
    );
    let advisers = conn.all(member::Entity::find().filter(member::Column::Id.is_in(ids(|m| m.adviser_id))));
    let (profiles, pipelines, stages, advisers) =
        futures_util::try_join!(profiles, pipelines, stages, advisers)?;
    let profiles: HashMap<Uuid, ProfileShown> = profiles.into_iter().map(|p| (p.id, p)).collect();
    let pipelines: HashMap<Uuid, String> = pipelines.into_iter().map(|p| (p.id, p.name)).collect();
    let stages: HashMap<Uuid, String> = stages.into_iter().map(|s| (s.id, s.name)).collect();
    let advisers: HashMap<Uuid, member::Model> = advisers.into_iter().map(|m| (m.id, m)).collect();
    Ok(models
        .into_iter()
        .map(|model| {
            let profile = profiles.get(&model.profile_id);
            let adviser = model.adviser_id.and_then(|id| advisers.get(&id));
            let names = ReferredNames {
                profile_name: profile.map(|p| p.name.clone()),
                profile_is_archived: profile.map(|p| p.is_archived),
                pipeline_name: pipelines.get(&model.pipeline_id).cloned(),
                stage_name: stages.get(&model.stage_id).cloned(),
                adviser_first_name: adviser.map(|m| m.first_name.clone()),
                adviser_last_name: adviser.map(|m| m.last_name.clone()),
            };
            names.view(model)
        })
        .collect())
}

/// Filters of `GET /opportunities`.
#[derive(Debug, Clone, Default)]
pub struct OpportunityFilters {
    pub profile_id: Option<Uuid>,
    pub pipeline_id: Option<Uuid>,
    pub stage_id: Option<Uuid>,
    pub status: Option<OpportunityStatus>,
    pub is_archived: Option<bool>,
    pub external_id: Option<String>,
}

async fn page_of(
    db: &Database,
    query: Select<opportunity::Entity>,
    page: PageRequest,
    filter: Filter,
) -> Result<(Vec<OpportunityView>, PageInfo), ServiceError> {
    let (models, total) = super::fetch(db, query, opportunity::Column::Id, page, filter).await?;
    Ok((views(db, models).await?, total))
}

pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    filters: OpportunityFilters,
    page: PageRequest,
) -> Result<(Vec<OpportunityView>, PageInfo), ServiceError> {
    let unfiltered = filters.profile_id.is_none()
        && filters.pipeline_id.is_none()
        && filters.stage_id.is_none()
        && filters.status.is_none()
        && filters.is_archived.is_none()
        && filters.external_id.is_none();
    let filter = if unfiltered {
        Filter::Whole(organisation_id, super::CountedList::Opportunities)
    } else {
        Filter::Organisation
    };
    let mut condition = Condition::all();
    if let Some(id) = filters.profile_id {
        condition = condition.add(opportunity::Column::ProfileId.eq(id));
    }
    if let Some(id) = filters.pipeline_id {
        condition = condition.add(opportunity::Column::PipelineId.eq(id));
    }
    if let Some(id) = filters.stage_id {
        condition = condition.add(opportunity::Column::StageId.eq(id));
    }
    if let Some(status) = filters.status {
        condition = condition.add(opportunity::Column::Status.eq(status));
    }
    if let Some(archived) = filters.is_archived {
        condition = condition.add(opportunity::Column::IsArchived.eq(archived));
    }
    if let Some(external_id) = filters.external_id {
        condition = condition.add(opportunity::Column::ExternalId.eq(external_id));
    }
    page_of(db, of_organisation(organisation_id).filter(condition), page, filter).await
}

/// Opportunities whose name or lender contains the term, or whose profile's name (or one of its
/// contacts' names, e-mail addresses or phone numbers) does.
pub async fn search(
    db: &Database,
    organisation_id: Uuid,
    term: &SearchTerm,
    page: PageRequest,
) -> Result<(Vec<OpportunityView>, PageInfo), ServiceError> {
    let hits = search::Hits::new(db, organisation_id, term, RecordKind::Opportunity).await?;
    page_of(db, of_organisation(organisation_id), page, Filter::Search(Box::new(hits))).await
}

/// The opportunity with the names of what it refers to, in one query.
pub async fn get(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<OpportunityView, ServiceError> {
    static SHAPE: Shape<2> = Shape::new();
    let rows = db
        .all_with::<_, ReferredNames, 2>(&SHAPE, [organisation_id, id], |[organisation_id, id]| {
            with_referred_names(of_organisation(organisation_id).filter(opportunity::Column::Id.eq(id)))
        })
        .await?;
    let (model, names) = rows.into_iter().next().ok_or(ServiceError::NotFound("Opportunity"))?;
    Ok(names.view(model))
}

/// Checks the profile, pipeline, stage and adviser a state names; returns the stage to store.
async fn check_references(
    conn: &impl Reads,
    organisation_id: Uuid,
    state: &OpportunityState,
    problems: &mut Problems,
) -> Result<Option<Uuid>, ServiceError> {
    if rules::open_profile(conn, organisation_id, state.profile_id).await?.is_none() {
        problems.add("profileId", "no profile with this id in your organisation");
    }
    if let Some(adviser_id) = state.adviser_id
        && !super::members::exists(conn, organisation_id, adviser_id).await?
    {
        problems.add("adviserId", "no member with this id in your organisation");
    }
    let stages = PipelineStages::of(conn, organisation_id, state.pipeline_id).await?;
    Ok(stages.stage_for(state.stage_id, problems))
}

/// A pipeline of the organisation and its stages in order (None when it is not the
/// organisation's), for choosing the stage an opportunity is stored at.
struct PipelineStages(Option<(pipeline::Model, Vec<pipeline_stage::Model>)>);

impl PipelineStages {
    async fn of(conn: &impl Reads, organisation_id: Uuid, pipeline_id: Uuid) -> Result<Self, ServiceError> {
        let pipeline = scoped::lookup::<pipeline::Entity>(conn, organisation_id, pipeline_id, false).await?;
        let Some(pipeline) = pipeline else { return Ok(PipelineStages(None)) };
        let stages = conn
            .all(
                pipeline_stage::Entity::find()
                    .filter(pipeline_stage::Column::PipelineId.eq(pipeline.id))
                    .order_by_asc(pipeline_stage::Column::Position),
            )
            .await?;
        Ok(PipelineStages(Some((pipeline, stages))))
    }

    /// `wanted`, when it is one of the pipeline's stages, or the first stage when None; a
    /// problem otherwise.
    fn stage_for(&self, wanted: Option<Uuid>, problems: &mut Problems) -> Option<Uuid> {
        let Some((pipeline, stages)) = &self.0 else {
            problems.add("pipelineId", "no pipeline with this id in your organisation");
            return None;
        };
        match wanted {
            None => stages.first().map(|s| s.id),
            Some(stage_id) if stages.iter().any(|s| s.id == stage_id) => Some(stage_id),
            Some(_) => {
                problems.add("stageId", format!("is not a stage of the pipeline {}", pipeline.name));
                None
            }
        }
    }
}

/// Today's date in New Zealand, for `closedDate`.
pub(crate) fn today() -> NaiveDate {
    Utc::now().with_timezone(&Auckland).date_naive()
}

pub async fn create(
    db: &Database,
    organisation_id: Uuid,
    state: OpportunityState,
) -> Result<OpportunityView, ServiceError> {
    db.write_with(state, move |txn, state| async move {
        let txn = &*txn;
        let mut problems = Problems::new();
        state.validate(&mut problems);
        let stage = check_references(txn, organisation_id, &state, &mut problems).await?;
        problems.finish()?;
        let stage_id =
            stage.ok_or_else(|| ServiceError::invalid("pipelineId", "the pipeline has no stages"))?;
        let external_id = state.external_id.as_deref();
        external_ids::claim(txn, organisation_id, Resource::Opportunity, external_id, None).await?;
        let mut row = opportunity::ActiveModel {
            id: Set(Uuid::now_v7()),
            organisation_id: Set(organisation_id),
            created_at: Set(Some(Utc::now())),
            ..Default::default()
        };
        state.apply_to(&mut row, stage_id);
        let model = row.insert(txn).await?;
        search::index(txn, organisation_id, RecordKind::Opportunity, model.id, state.searchable_text())
            .await?;
        let (id, profile_id) = (model.id, model.profile_id);
        let view = views(txn, vec![model]).await?.remove(0);
        events::created(txn, organisation_id, EventType::OpportunityCreated, id, Some(profile_id), &view)
            .await?;
        Ok(view)
    })
    .await
}

/// Which update endpoint a change came through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpdateKind {
    /// `PATCH /opportunities/{id}`: any opportunity.
    Any,
    /// `PATCH /opportunities/{id}/mortgage`: mortgage opportunities only.
    Mortgage,
}

fn not_open(status: OpportunityStatus) -> ServiceError {
    ServiceError::Conflict {
        code: crate::error::ErrorCode::OpportunityNotOpen,
        message: format!(
            "The opportunity is {status:?}; only an Open opportunity can be updated. Reopen it with POST /api/v1/opportunities/{{opportunityId}}/reopen."
        ),
    }
}

/// Updates an open opportunity by applying `change` to its stored state.
pub async fn update<F>(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
    kind: UpdateKind,
    change: F,
) -> Result<OpportunityView, ServiceError>
where
    F: Fn(&mut OpportunityState, &mut Problems) + Send + Sync + 'static,
{
    db.write_with(change, move |txn, change| async move {
 let txn = &*txn;
            let model = scoped::find::<opportunity::Entity>(txn, organisation_id, id, true).await?;
            if kind == UpdateKind::Mortgage && model.opportunity_type != OpportunityType::Mortgage {
                return Err(ServiceError::invalid(
                    "opportunityId",
                    format!("opportunity {id} is not a mortgage opportunity; update it with PATCH /api/v1/opportunities/{id}"),
                ));
            }
            let current = OpportunityState::from_model(&model);
            rules::open_profile(txn, organisation_id, model.profile_id).await?;
            if model.status != OpportunityStatus::Open {
                return Err(not_open(model.status));
            }
            let mut state = current.clone();
            let mut problems = Problems::new();
            change(&mut state, &mut problems);
            if state.pipeline_id != current.pipeline_id && state.stage_id == current.stage_id {
                // A new pipeline without a stage starts at its first stage.
                state.stage_id = None;
            }
            if state.status != OpportunityStatus::Open && state.closed_date.is_none() {
                state.closed_date = Some(today());
            }
            state.validate(&mut problems);
            let stage = check_references(txn, organisation_id, &state, &mut problems).await?;
            problems.finish()?;
            let stage_id = stage.unwrap_or(model.stage_id);
            state.stage_id = Some(stage_id);
            if state.external_id != current.external_id {
                let external_id = state.external_id.as_deref();
                external_ids::claim(txn, organisation_id, Resource::Opportunity, external_id, Some(id)).await?;
            }
            let before = views(txn, vec![model.clone()]).await?.remove(0);
            if state != current {
                let mut row: opportunity::ActiveModel = model.into();
                state.apply_to(&mut row, stage_id);
                row.update(txn).await?;
                search::index(txn, organisation_id, RecordKind::Opportunity, id, state.searchable_text()).await?;
            }
            record_change(txn, organisation_id, &before).await
        })
    .await
}

/// Puts a won or lost opportunity back to `Open` (an open one is returned as it is).
pub async fn reopen(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<OpportunityView, ServiceError> {
    db.write(move |txn| async move {
        let txn = &*txn;
        let model = scoped::find::<opportunity::Entity>(txn, organisation_id, id, true).await?;
        rules::open_profile(txn, organisation_id, model.profile_id).await?;
        let before = views(txn, vec![model.clone()]).await?.remove(0);
        if model.status != OpportunityStatus::Open {
            let mut row: opportunity::ActiveModel = model.into();
            row.status = Set(OpportunityStatus::Open);
            row.closed_date = Set(None);
            row.lost_reason = Set(None);
            row.modified_at = Set(Utc::now());
            row.update(txn).await?;
        }
        record_change(txn, organisation_id, &before).await
    })
    .await
}

/// Records the change of opportunity `before` (read earlier in this transaction) as it is now;
/// returns it as it is now.
async fn record_change(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    before: &OpportunityView,
) -> Result<OpportunityView, ServiceError> {
    let id = before.model.id;
    let model = scoped::find::<opportunity::Entity>(conn, organisation_id, id, false).await?;
    let profile_id = model.profile_id;
    let after = views(conn, vec![model]).await?.remove(0);
    events::changed(conn, organisation_id, ResourceType::Opportunity, id, Some(profile_id), before, &after)
        .await?;
    Ok(after)
}

/// Inserts many opportunities at once (demo data for benchmarks). Every state must name the
/// organisation's own profile, pipeline and one of its stages; nothing is checked here.
pub async fn insert_many(
    db: &Database,
    organisation_id: Uuid,
    states: Vec<OpportunityState>,
) -> Result<(), ServiceError> {
    let now = Utc::now();
    let mut rows = Vec::with_capacity(states.len());
    let mut entries = Vec::with_capacity(states.len());
    for state in &states {
        let id = Uuid::now_v7();
        let mut row = opportunity::ActiveModel {
            id: Set(id),
            organisation_id: Set(organisation_id),
            created_at: Set(Some(now)),
            ..Default::default()
        };
        state.apply_to(&mut row, state.stage_id.unwrap_or_default());
        rows.push(row);
        entries.push((RecordKind::Opportunity, id, state.searchable_text()));
    }
    db.write_with((rows, entries), move |txn, rows| async move {
        let txn = &*txn;
        let (opportunities, entries) = &*rows;
        insert_chunked(txn, opportunities).await?;
        search::index_many(txn, organisation_id, entries).await
    })
    .await
}

/// Creates many opportunities at once (an import's chunk; each state passed
/// [`OpportunityState::check`]), with the rules [`create`] applies to their references (the
/// profile is the organisation's and open, the adviser its member, the stage one of the
/// pipeline's, the first when none is named). A state may already be closed or archived, as an
/// update would leave it; a closed one without a `closedDate` is closed today. `stamp` may set
/// each new row's times. Returns the views in order and each `opportunity.created` event.
pub(crate) async fn insert_imported(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    states: &[OpportunityState],
    stamp: impl Fn(usize, &mut opportunity::ActiveModel),
) -> Result<(Vec<OpportunityView>, Vec<events::NewEvent>), ServiceError> {
    let profiles =
        super::profiles::by_id(conn, organisation_id, states.iter().map(|state| state.profile_id)).await?;
    let mut pipelines: HashMap<Uuid, PipelineStages> = HashMap::new();
    let advisers = states.iter().filter_map(|state| state.adviser_id).collect();
    let advisers = super::members::existing(conn, organisation_id, advisers).await?;
    let now = Utc::now();
    let mut rows = Vec::with_capacity(states.len());
    for (index, state) in states.iter().enumerate() {
        let mut problems = Problems::new();
        match profiles.get(&state.profile_id) {
            Some(profile) => rules::ensure_profile_open(profile)?,
            None => problems.add("profileId", "no profile with this id in your organisation"),
        }
        if state.adviser_id.is_some_and(|adviser| !advisers.contains(&adviser)) {
            problems.add("adviserId", "no member with this id in your organisation");
        }
        let stages = match pipelines.entry(state.pipeline_id) {
            Entry::Occupied(known) => known.into_mut(),
            Entry::Vacant(new) => {
                new.insert(PipelineStages::of(conn, organisation_id, state.pipeline_id).await?)
            }
        };
        let stage = stages.stage_for(state.stage_id, &mut problems);
        problems.finish()?;
        let stage_id =
            stage.ok_or_else(|| ServiceError::invalid("pipelineId", "the pipeline has no stages"))?;
        let mut row = opportunity::ActiveModel {
            id: Set(Uuid::now_v7()),
            organisation_id: Set(organisation_id),
            created_at: Set(Some(now)),
            ..Default::default()
        };
        state.apply_to(&mut row, stage_id);
        if state.status != OpportunityStatus::Open && state.closed_date.is_none() {
            row.closed_date = Set(Some(today()));
        }
        stamp(index, &mut row);
        rows.push(row);
    }
    insert_chunked(conn, &rows).await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|row| row.id.clone().take()).collect();
    let entries: Vec<_> = ids
        .iter()
        .zip(states)
        .map(|(id, state)| (RecordKind::Opportunity, *id, state.searchable_text()))
        .collect();
    search::index_many(conn, organisation_id, &entries).await?;
    let models = scoped::all_by_ids::<opportunity::Entity>(conn, organisation_id, &ids).await?;
    let mut by_id: HashMap<Uuid, OpportunityView> =
        views(conn, models).await?.into_iter().map(|view| (view.model.id, view)).collect();
    let views: Vec<OpportunityView> = ids
        .iter()
        .map(|id| by_id.remove(id).ok_or(ServiceError::NotFound("Opportunity")))
        .collect::<Result<_, _>>()?;
    let mut recorded = Vec::with_capacity(views.len());
    for view in &views {
        let (id, profile_id) = (view.model.id, view.model.profile_id);
        recorded.push(events::creation(
            organisation_id,
            EventType::OpportunityCreated,
            id,
            Some(profile_id),
            view,
        )?);
    }
    Ok((views, recorded))
}
