//! Pipelines: the sales and service processes opportunities move through. Read-only over the
//! API; every organisation gets the default set when it is created.

use std::collections::HashMap;

use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};
use uuid::Uuid;

use crate::{
    db::{Database, Reads},
    entity::{
        organisation,
        pipeline::{self, PipelineCategory, PipelineType},
        pipeline_stage,
    },
    error::ServiceError,
    service::search::SearchTerm,
    types::{PageInfo, PageRequest, Position},
};

/// The pipelines every organisation starts with: name, category, type and ordered stages.
const DEFAULTS: &[(&str, PipelineCategory, PipelineType, &[&str])] = &[
    (
        "Mortgage Advice",
        PipelineCategory::Mortgages,
        PipelineType::Advice,
        &[
            "New prospect",
            "Strategy session",
            "Fact find sent",
            "Application submitted",
            "Conditional approval",
            "Unconditional approval",
            "Settled",
            "Commission received",
        ],
    ),
    (
        "KiwiSaver Advice",
        PipelineCategory::KiwiSaver,
        PipelineType::Advice,
        &[
            "Enquiry",
            "Needs analysis",
            "Fund recommendation",
            "Switch submitted",
            "Switch confirmed",
            "Annual review",
        ],
    ),
    (
        "Personal Risk Insurance",
        PipelineCategory::PersonalRiskInsurance,
        PipelineType::Advice,
        &[
            "New lead",
            "Needs analysis",
            "Recommendation presented",
            "Application submitted",
            "Underwriting",
            "Policy issued",
            "Client review",
        ],
    ),
    (
        "Investment Advice",
        PipelineCategory::Investments,
        PipelineType::Advice,
        &["Discovery meeting", "Risk profile", "Statement of advice", "Funds invested", "Ongoing review"],
    ),
];

/// A pipeline with its stages in order.
#[derive(Debug, Clone)]
pub struct PipelineView {
    pub model: pipeline::Model,
    pub stages: Vec<pipeline_stage::Model>,
}

/// Gives the organisation the default pipelines (inside the caller's transaction).
pub async fn provision_defaults(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
) -> Result<(), ServiceError> {
    let mut stages = Vec::new();
    for (name, category, pipeline_type, stage_names) in DEFAULTS {
        let id = Uuid::now_v7();
        pipeline::Entity::insert(pipeline::ActiveModel {
            id: Set(id),
            organisation_id: Set(organisation_id),
            name: Set(name.to_string()),
            category: Set(*category),
            pipeline_type: Set(*pipeline_type),
        })
        .exec_without_returning(conn)
        .await?;
        stages.extend(stage_names.iter().zip(1..).map(|(stage, position)| pipeline_stage::ActiveModel {
            id: Set(Uuid::now_v7()),
            pipeline_id: Set(id),
            name: Set(stage.to_string()),
            position: Set(position),
        }));
    }
    pipeline_stage::Entity::insert_many(stages).exec_without_returning(conn).await?;
    Ok(())
}

/// Gives every organisation that has no pipeline the defaults: organisations created before
/// pipelines existed. Runs at start-up; does nothing once all have them.
pub async fn backfill_defaults(db: &Database) -> Result<(), ServiceError> {
    let with_pipelines: Vec<Uuid> = db
        .rows(pipeline::Entity::find().select_only().column(pipeline::Column::OrganisationId).distinct())
        .await?;
    let missing: Vec<Uuid> = db
        .rows(
            organisation::Entity::find()
                .select_only()
                .column(organisation::Column::Id)
                .filter(organisation::Column::Id.is_not_in(with_pipelines)),
        )
        .await?;
    for organisation_id in missing {
        db.write(move |txn| async move {
            let txn = &*txn;
            provision_defaults(txn, organisation_id).await
        })
        .await?;
    }
    Ok(())
}

async fn views(db: &Database, models: Vec<pipeline::Model>) -> Result<Vec<PipelineView>, ServiceError> {
    let mut stages: HashMap<Uuid, Vec<pipeline_stage::Model>> = HashMap::new();
    let stage_rows = db
        .all(
            pipeline_stage::Entity::find()
                .filter(pipeline_stage::Column::PipelineId.is_in(models.iter().map(|m| m.id)))
                .order_by_asc(pipeline_stage::Column::Position),
        )
        .await?;
    for stage in stage_rows {
        stages.entry(stage.pipeline_id).or_default().push(stage);
    }
    Ok(models
        .into_iter()
        .map(|model| PipelineView { stages: stages.remove(&model.id).unwrap_or_default(), model })
        .collect())
}

pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    page: PageRequest,
) -> Result<(Vec<PipelineView>, PageInfo), ServiceError> {
    let query = crate::service::scoped::of_organisation::<pipeline::Entity>(organisation_id);
    let (models, total) = super::fetch_page(db, query, pipeline::Column::Id, page).await?;
    Ok((views(db, models).await?, total))
}

/// Pipelines whose name or any stage's name contains `term`, in creation order. An organisation
/// has a handful of pipelines, so they are matched in memory with the index's folding rules
/// rather than through the search index.
pub async fn search(
    db: &Database,
    organisation_id: Uuid,
    term: &SearchTerm,
    page: PageRequest,
) -> Result<(Vec<PipelineView>, PageInfo), ServiceError> {
    let models = db
        .all(
            crate::service::scoped::of_organisation::<pipeline::Entity>(organisation_id)
                .order_by_asc(pipeline::Column::Id),
        )
        .await?;
    let matching: Vec<PipelineView> = views(db, models)
        .await?
        .into_iter()
        .filter(|view| {
            term.is_in(&view.model.name) || view.stages.iter().any(|stage| term.is_in(&stage.name))
        })
        .collect();
    let total = matching.len() as u64;
    let limit = page.limit() as usize;
    let mut items: Vec<PipelineView> = matching
        .into_iter()
        .filter(|view| page.after.is_none_or(|after| view.model.id > after.id))
        .skip(page.offset() as usize)
        .take(limit + 1)
        .collect();
    let more = items.len() > limit;
    items.truncate(limit);
    let next = items.last().filter(|_| more).map(|last| Position { modified_at: None, id: last.model.id });
    Ok((items, PageInfo::new(total, next)))
}

pub async fn get(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<PipelineView, ServiceError> {
    let model = crate::service::scoped::find::<pipeline::Entity>(db, organisation_id, id, false).await?;
    Ok(views(db, vec![model]).await?.remove(0))
}
