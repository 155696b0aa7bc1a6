//! Batch operations: `POST /{resource}/batch/create`, `/batch/update`, `/batch/upsert` and
//! `/batch/read` for contacts, profiles, opportunities, mortgages, KiwiSaver accounts,
//! investments and notes. Each item is run through the single-record operation it stands for
//! ([`dispatch`]), so it is validated, checked against the organisation, recorded as events
//! and answered exactly as that operation would; all items share one transaction ([`run`]).
//! [`batch_api!`] declares the four operations of a resource from its schemas.

pub mod body;
pub mod dispatch;
pub mod examples;
mod outcome;
pub mod run;
mod set_based;
pub mod targets;

use poem_openapi::Object;
use uuid::Uuid;

pub use self::{
    body::{MAX_ITEMS, ReadBatch, WriteBatch},
    dispatch::Dispatcher,
    run::{BatchAction, Operation, Outcome},
};
use crate::types::ExternalId;

/// Records to read, by our ids or by your external ids (send one of the two lists).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct BatchRead {
    /// 1 to 100 record ids.
    #[oai(nullable, validator(min_items = 1, max_items = 100))]
    pub ids: Option<Vec<Uuid>>,
    /// 1 to 100 `externalId`s.
    #[oai(nullable, validator(min_items = 1, max_items = 100))]
    pub external_ids: Option<Vec<ExternalId>>,
}

/// Declares, for one resource, the batch request schemas, the result schemas and the four
/// operations.
macro_rules! batch_api {
    (
        api: $api:ident,
        path: $path:tt,
        tag: $tag:tt,
        target: $target:path,
        record: $record:ty,
        summaries: ($create_summary:tt, $update_summary:tt, $upsert_summary:tt, $read_summary:tt $(,)?),
        requests: ($create:ident, $update:ident, $upsert:ident),
        items: ($create_item:ty, $update_item:ty),
        results: ($result:ident, $results:ident),
        operations: ($create_id:tt, $update_id:tt, $upsert_id:tt, $read_id:tt $(,)?),
        scopes: ($read_scope:tt, $write_scope:tt $(,)?) $(,)?
    ) => {
        /// A batch of 1 to 100 new records; each item is the body of the single create.
        #[derive(Debug, Clone, poem_openapi::Object)]
        pub struct $create {
            #[oai(validator(min_items = 1, max_items = 100))]
            pub items: Vec<$create_item>,
            /// True: all or nothing. If any item fails, the answer is a 400 (or 409) listing
            /// every failing item, and nothing is written. False (the default): each item
            /// succeeds or fails on its own.
            #[oai(nullable)]
            pub atomic: Option<bool>,
        }

        /// A batch of 1 to 100 changes; each item names its record by `id` or `externalId`.
        #[derive(Debug, Clone, poem_openapi::Object)]
        pub struct $update {
            #[oai(validator(min_items = 1, max_items = 100))]
            pub items: Vec<$update_item>,
            /// True: all or nothing (see the create batch).
            #[oai(nullable)]
            pub atomic: Option<bool>,
        }

        /// A batch of 1 to 100 records to create or change, found by `externalId`.
        #[derive(Debug, Clone, poem_openapi::Object)]
        pub struct $upsert {
            /// Each is a create body with `externalId` (required here): the record holding it
            /// is changed with the item's fields, or created when there is none.
            #[oai(validator(min_items = 1, max_items = 100))]
            pub items: Vec<$create_item>,
            /// True: all or nothing (see the create batch).
            #[oai(nullable)]
            pub atomic: Option<bool>,
        }

        /// The result of one item of a batch.
        #[derive(Debug, Clone, poem_openapi::Object, serde::Serialize)]
        #[oai(rename_all = "camelCase")]
        #[serde(rename_all = "camelCase")]
        pub struct $result {
            /// The item's position in the request, from 0.
            pub index: u32,
            /// What the single-record operation answered: 201, 200, 400, 404, 409, 412, …
            pub status: u16,
            /// The record's id, when known.
            #[oai(nullable)]
            pub id: Option<uuid::Uuid>,
            /// The record's `externalId`, when it has one (or the one the item named).
            #[oai(nullable)]
            pub external_id: Option<String>,
            /// What was done, on success.
            #[oai(nullable)]
            #[serde(serialize_with = "crate::wire::as_to_json")]
            pub action: Option<$crate::api::batch::BatchAction>,
            /// The record's ETag (for `If-Match` / `ifMatch`), on success.
            #[oai(nullable)]
            pub etag: Option<String>,
            /// The record as its GET shows it, on success.
            #[oai(nullable)]
            pub data: Option<$crate::wire::RawJson<$record>>,
            /// The error, as the single-record operation answers it (fields named
            /// `items[i].field`), on failure.
            #[oai(nullable)]
            pub error: Option<$crate::wire::RawJson<$crate::http::ErrorBody>>,
        }

        impl From<$crate::api::batch::Outcome> for $result {
            fn from(outcome: $crate::api::batch::Outcome) -> Self {
                $result {
                    index: outcome.index as u32,
                    status: outcome.status.as_u16(),
                    id: outcome.id,
                    external_id: outcome.external_id,
                    action: outcome.action,
                    etag: outcome.etag,
                    data: outcome.data.map($crate::wire::RawJson::new),
                    error: outcome.error.map($crate::wire::RawJson::new),
                }
            }
        }

        /// The results of a batch: one per item, in order.
        #[derive(Debug, Clone, poem_openapi::Object, serde::Serialize)]
        pub struct $results {
            pub results: Vec<$result>,
            /// Items that succeeded.
            pub succeeded: u32,
            /// Items that failed.
            pub failed: u32,
        }

        impl $results {
            fn of(outcomes: Vec<$crate::api::batch::Outcome>) -> $crate::wire::Processed<Self> {
                let failed = outcomes.iter().filter(|o| o.failed()).count();
                let succeeded = outcomes.len() - failed;
                let results = outcomes.into_iter().map($result::from).collect();
                $crate::wire::Processed {
                    data: $results { results, succeeded: succeeded as u32, failed: failed as u32 },
                    succeeded,
                    failed,
                }
            }
        }

        pub struct $api {
            dispatcher: std::sync::Arc<$crate::api::batch::Dispatcher>,
        }

        impl $api {
            pub fn new(dispatcher: std::sync::Arc<$crate::api::batch::Dispatcher>) -> Self {
                $api { dispatcher }
            }

            async fn write(
                &self,
                caller: $crate::http::Caller,
                budget: &$crate::http::PageBudget,
                records: &$crate::auth::BatchRecords,
                operation: $crate::api::batch::Operation,
                batch: (Vec<serde_json::Value>, bool),
            ) -> Result<$crate::wire::Processed<$results>, $crate::http::Failure<$crate::http::WriteErrors>>
            {
                let (items, atomic) = batch;
                records.take(caller.organisation_id, items.len()).await?;
                // A batch holds its items as a page holds its records, in the same budget.
                let _share = budget.share(items.len() as u64, Some(caller.organisation_id)).await?;
                let outcomes = $crate::api::batch::run::write(
                    &self.dispatcher,
                    &$target,
                    caller,
                    operation,
                    items,
                    atomic,
                )
                .await?;
                if atomic && outcomes.iter().any($crate::api::batch::Outcome::failed) {
                    return Err($crate::api::batch::run::atomic_failure(&outcomes).into());
                }
                Ok($results::of(outcomes))
            }
        }

        #[poem_openapi::OpenApi(prefix_path = $path, tag = $tag)]
        impl $api {
            #[doc = $create_summary]
            ///
            /// Creates 1 to 100 records, each exactly as the single create would (same validation,
            /// rules, events and webhooks), in one transaction. The answer is 200 with one result
            /// per item, in order: its `status` is what the single create would have answered (201,
            /// or 400, 404, 409 with the usual error body in `error`, fields named
            /// `items[i].field`). With `atomic: true` any failure undoes the whole batch and the
            /// answer is a 400 (or 409) listing every failing item. A batch counts as one request
            /// against the rate limits, and its items against the organisation's records a minute
            /// (`RATE_LIMIT_RECORDS_PER_ORGANISATION_PER_MINUTE`; a 429 past it, nothing done). An
            /// `Idempotency-Key` covers it whole.
            #[oai(path = "/batch/create", method = "post", operation_id = $create_id)]
            async fn batch_create(
                &self,
                #[oai(scope = $write_scope)] auth: $crate::auth::ApiKeyAuth,
                budget: poem::web::Data<&$crate::http::PageBudget>,
                records: poem::web::Data<&std::sync::Arc<$crate::auth::BatchRecords>>,
                body: $crate::api::batch::WriteBatch<$create>,
            ) -> Result<$crate::wire::Processed<$results>, $crate::http::Failure<$crate::http::WriteErrors>>
            {
                self.write(
                    auth.0,
                    budget.0,
                    records.0,
                    $crate::api::batch::Operation::Create,
                    (body.items, body.atomic),
                )
                .await
            }

            #[doc = $update_summary]
            ///
            /// Changes 1 to 100 records, each named by `id` (or, without `id`, by `externalId`) and
            /// changed exactly as the single update would, in one transaction; `ifMatch` makes an
            /// item conditional on the record's ETag (412 when it changed). An item that changes
            /// nothing answers `unchanged` and records no event. Results, `atomic`, rate limit and
            /// `Idempotency-Key` as for the create batch.
            #[oai(path = "/batch/update", method = "post", operation_id = $update_id)]
            async fn batch_update(
                &self,
                #[oai(scope = $write_scope)] auth: $crate::auth::ApiKeyAuth,
                budget: poem::web::Data<&$crate::http::PageBudget>,
                records: poem::web::Data<&std::sync::Arc<$crate::auth::BatchRecords>>,
                body: $crate::api::batch::WriteBatch<$update>,
            ) -> Result<$crate::wire::Processed<$results>, $crate::http::Failure<$crate::http::WriteErrors>>
            {
                self.write(
                    auth.0,
                    budget.0,
                    records.0,
                    $crate::api::batch::Operation::Update,
                    (body.items, body.atomic),
                )
                .await
            }

            #[doc = $upsert_summary]
            ///
            /// For each of 1 to 100 items (create bodies with `externalId`): the record holding that
            /// `externalId` is changed with the item's fields as the single update would (`updated`,
            /// or `unchanged` with no event when nothing differs), or created as the single create
            /// would when there is none (`created`). Concurrent upserts of one `externalId` create
            /// one record. Results, `atomic`, rate limit and `Idempotency-Key` as for the create
            /// batch.
            #[oai(path = "/batch/upsert", method = "post", operation_id = $upsert_id)]
            async fn batch_upsert(
                &self,
                #[oai(scope = $write_scope)] auth: $crate::auth::ApiKeyAuth,
                budget: poem::web::Data<&$crate::http::PageBudget>,
                records: poem::web::Data<&std::sync::Arc<$crate::auth::BatchRecords>>,
                body: $crate::api::batch::WriteBatch<$upsert>,
            ) -> Result<$crate::wire::Processed<$results>, $crate::http::Failure<$crate::http::WriteErrors>>
            {
                self.write(
                    auth.0,
                    budget.0,
                    records.0,
                    $crate::api::batch::Operation::Upsert,
                    (body.items, body.atomic),
                )
                .await
            }

            #[doc = $read_summary]
            ///
            /// Reads 1 to 100 records by `ids` or by `externalIds`: one result per entry, in order,
            /// each the record as its GET shows it (with its ETag) or a 404.
            #[oai(path = "/batch/read", method = "post", operation_id = $read_id)]
            async fn batch_read(
                &self,
                #[oai(scope = $read_scope)] auth: $crate::auth::ApiKeyAuth,
                budget: poem::web::Data<&$crate::http::PageBudget>,
                body: $crate::api::batch::ReadBatch<$crate::api::batch::BatchRead>,
            ) -> Result<$crate::wire::Processed<$results>, $crate::http::Failure<$crate::http::WriteErrors>>
            {
                let _share = budget.0.share(body.keys.count() as u64, Some(auth.0.organisation_id)).await?;
                let outcomes =
                    $crate::api::batch::run::read(&self.dispatcher, &$target, auth.0, body.keys).await;
                Ok($results::of(outcomes))
            }
        }
    };
}

pub(crate) use batch_api;

/// Declares the item of an update batch: the single update's body, plus `id` (or, without
/// it, `externalId` names the record) and `ifMatch`.
macro_rules! update_item {
    ($item:ident, $update:ty) => {
        /// A change to one record: the single update's fields, named by `id` or `externalId`.
        #[derive(Debug, Clone, poem_openapi::Object)]
        #[oai(rename_all = "camelCase")]
        pub struct $item {
            /// The record's id. Without it, `externalId` names the record (and is not changed).
            #[oai(nullable)]
            pub id: Option<uuid::Uuid>,
            /// The record's ETag as you last read it: the item fails with 412 if the record has
            /// changed since.
            #[oai(nullable)]
            pub if_match: Option<String>,
            #[oai(flatten)]
            pub fields: $update,
        }
    };
}

pub(crate) use update_item;
