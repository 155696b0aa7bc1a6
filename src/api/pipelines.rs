//! `/pipelines`: the processes opportunities move through (read-only).

use poem_openapi::{
    Object, OpenApi,
    param::{Path, Query},
};
use uuid::Uuid;

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::pipeline::{PipelineCategory, PipelineType},
    http::{Failure, ListErrors, ReadErrors},
    service::{
        pipelines::{self, PipelineView},
        search::SearchTerm,
    },
    types::NonBlank,
    wire::{Found, Paged, UntimedPaging},
};

/// One step of a pipeline.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PipelineStage {
    pub stage_id: Uuid,
    pub name: String,
    /// The stage's place in the pipeline, from 1.
    pub position: i32,
}

/// A sales or service process. Pipelines carry no timestamps.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Pipeline {
    /// The pipeline's id (`pipelineId` in paths).
    pub id: Uuid,
    /// The pipeline's id again, under the name integrations of the original service key by.
    pub pipeline_id: Uuid,
    pub name: String,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub category: PipelineCategory,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub pipeline_type: PipelineType,
    /// The stages in order.
    pub stages: Vec<PipelineStage>,
}

impl From<PipelineView> for Pipeline {
    fn from(view: PipelineView) -> Self {
        Pipeline {
            id: view.model.id,
            pipeline_id: view.model.id,
            name: view.model.name,
            category: view.model.category,
            pipeline_type: view.model.pipeline_type,
            stages: view
                .stages
                .into_iter()
                .map(|s| PipelineStage { stage_id: s.id, name: s.name, position: s.position })
                .collect(),
        }
    }
}

crate::wire::described!(Pipeline => "Pipeline", "Pipelines";);

pub struct PipelinesApi {
    db: Database,
}

impl PipelinesApi {
    pub fn new(db: Database) -> Self {
        PipelinesApi { db }
    }
}

#[OpenApi(prefix_path = "/pipelines", tag = "ApiTags::Pipelines")]
impl PipelinesApi {
    /// List pipelines
    ///
    /// The organisation's pipelines with their stages in order. Every organisation starts with
    /// Mortgage Advice, KiwiSaver Advice, Personal Risk Insurance and Investment Advice.
    #[oai(path = "/", method = "get", operation_id = "listPipelines")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesRead")] auth: ApiKeyAuth,
        paging: UntimedPaging,
    ) -> Result<Paged<Pipeline>, Failure<ListErrors>> {
        let request = paging.request()?;
        let (views, total) = pipelines::list(&self.db, auth.0.organisation_id, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Search pipelines
    ///
    /// Pipelines whose name, or the name of any of their stages, contains `searchString`, in
    /// creation order. Case and accents (macrons) are ignored.
    #[oai(path = "/search", method = "get", operation_id = "searchPipelines")]
    async fn search(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesRead")] auth: ApiKeyAuth,
        /// The text to look for; must not be blank.
        #[oai(name = "searchString")]
        search_string: Query<NonBlank<200>>,
        paging: UntimedPaging,
    ) -> Result<Paged<Pipeline>, Failure<ListErrors>> {
        let term = SearchTerm::parse(&search_string.0)?;
        let request = paging.request()?;
        let (views, total) = pipelines::search(&self.db, auth.0.organisation_id, &term, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Get a pipeline
    ///
    /// One pipeline with its stages in order.
    #[oai(path = "/:pipelineId", method = "get", operation_id = "getPipeline")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::OpportunitiesRead")] auth: ApiKeyAuth,
        /// The pipeline's id.
        #[oai(name = "pipelineId")]
        pipeline_id: Path<Uuid>,
    ) -> Result<Found<Pipeline>, Failure<ReadErrors>> {
        Ok(Found(pipelines::get(&self.db, auth.0.organisation_id, pipeline_id.0).await?.into()))
    }
}
