//! Field history: for every write, each field it changed with its old and new values, who made
//! the change (the member, the key or OAuth client) and how (the operation, the request, the
//! batch item). Rows are written with the change's event, in its transaction, by every path
//! that records events (the API, batches, imports, the command line, the sandbox), and never
//! changed afterwards. Served at `GET /{resource}/{id}/history`.

pub mod carried;
pub mod chain;
mod diff;
pub mod provenance;
pub mod retention;

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, sea_query::ExprTrait,
};
use serde_json::Value;
use uuid::Uuid;

pub use diff::{FieldChange, changes};

use crate::{
    db::{Database, Reads, bulk::insert_chunked},
    entity::{
        contact, field_history, financial_product, financial_product::ProductType, household_expense, member,
        note, opportunity, policy, privacy_request, profile, webhook_endpoint,
    },
    error::ServiceError,
    service::{events::ResourceType, scoped},
    types::{PageInfo, PageRequest},
};

/// Who made a change and how, as each of its rows records it.
#[derive(Debug, Clone)]
pub struct Provenance {
    pub actor_type: &'static str,
    pub member_id: Option<Uuid>,
    pub key_id: Option<Uuid>,
    pub oauth_client_id: Option<String>,
    pub operation_id: Option<String>,
    /// The request's id (`X-Request-Id`), when a request made the change.
    pub request_id: Option<String>,
}

/// The change of one record, as an event records it.
pub struct Changed<'a> {
    pub organisation_id: Uuid,
    pub resource_type: &'a str,
    pub resource_id: Uuid,
    pub profile_id: Option<Uuid>,
    pub event_id: Uuid,
    pub at: DateTime<Utc>,
    pub changes: Vec<FieldChange>,
}

/// Writes the rows of `changed` (many records' changes at once) in `conn`.
pub async fn record(
    conn: &impl ConnectionTrait,
    who: &Provenance,
    changed: Vec<Changed<'_>>,
) -> Result<(), ServiceError> {
    if crate::service::access_log::audit_is_off() {
        return Ok(());
    }
    let request_id = who.request_id.clone();
    let batch_index = provenance::batch_index().and_then(|index| i32::try_from(index).ok());
    let privacy_request_id = provenance::privacy_request();
    let as_text = |value: Option<Value>| value.map(|value| value.to_string());
    let rows: Vec<field_history::ActiveModel> = changed
        .into_iter()
        .flat_map(|record| {
            let Changed { organisation_id, resource_type, resource_id, profile_id, event_id, at, changes } =
                record;
            let request_id = request_id.clone();
            changes.into_iter().map(move |change| {
                use sea_orm::ActiveValue::Set;
                field_history::ActiveModel {
                    id: Set(Uuid::now_v7()),
                    organisation_id: Set(organisation_id),
                    resource_type: Set(resource_type.to_string()),
                    resource_id: Set(resource_id),
                    profile_id: Set(profile_id),
                    event_id: Set(event_id),
                    field: Set(change.field),
                    old_value: Set(as_text(change.old)),
                    new_value: Set(as_text(change.new)),
                    changed_at: Set(at),
                    actor_type: Set(who.actor_type.to_string()),
                    actor_member_id: Set(who.member_id),
                    actor_key_id: Set(who.key_id),
                    actor_oauth_client_id: Set(who.oauth_client_id.clone()),
                    operation_id: Set(who.operation_id.clone()),
                    request_id: Set(request_id.clone()),
                    batch_index: Set(batch_index),
                    imported: Set(false),
                    value_salt: Set(chain::salt()),
                    chain_position: Set(None),
                    old_digest: Set(None),
                    new_digest: Set(None),
                    digest: Set(None),
                    values_erased_at: Set(None),
                    privacy_request_id: Set(privacy_request_id),
                }
            })
        })
        .collect();
    if !rows.is_empty() {
        insert_chunked(conn, &rows).await?;
    }
    Ok(())
}

/// One page of a record's history, newest first, optionally of one field (a list item's
/// fields too: `field=lines` also finds `lines[…].amount`). The record must be the
/// organisation's (else not found, as everywhere), of the type asked for.
pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    resource: ResourceType,
    resource_id: Uuid,
    field: Option<&str>,
    page: PageRequest,
) -> Result<(Vec<field_history::Model>, PageInfo), ServiceError> {
    ensure_exists(db, organisation_id, resource, resource_id).await?;
    // A household's expenses are a record of their own, found by the household's profile (a
    // household without expenses has no history, and expenses deleted and made again share one).
    let resource_id = match resource {
        ResourceType::Expenses => {
            let expenses = household_expense::Entity::find()
                .filter(household_expense::Column::OrganisationId.eq(organisation_id))
                .filter(household_expense::Column::ProfileId.eq(resource_id));
            match db.one(expenses).await? {
                Some(expenses) => expenses.id,
                None => return Ok((Vec::new(), PageInfo::new(0, None))),
            }
        }
        _ => resource_id,
    };
    let mut query = field_history::Entity::find()
        .filter(field_history::Column::OrganisationId.eq(organisation_id))
        .filter(field_history::Column::ResourceId.eq(resource_id))
        .filter(field_history::Column::ResourceType.eq(resource.name()));
    if let Some(field) = field {
        let item_fields =
            format!("{}[%", field.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
        query = query.filter(
            sea_orm::Condition::any().add(field_history::Column::Field.eq(field)).add(
                sea_orm::sea_query::Expr::col(field_history::Column::Field)
                    .like(sea_orm::sea_query::LikeExpr::new(item_fields).escape('\\')),
            ),
        );
    }
    let total = db.count(query.clone()).await?;
    // A cursor's page starts after its last entry: older ones, since the order is newest first.
    let query = match page.after {
        Some(after) => query.filter(field_history::Column::Id.lt(after.id)),
        None => query,
    };
    let rows = db
        .all(query.order_by_desc(field_history::Column::Id).offset(page.offset()).limit(page.limit() + 1))
        .await?;
    let more = rows.len() as u64 > page.limit();
    let rows: Vec<_> = rows.into_iter().take(page.limit() as usize).collect();
    let next = more
        .then(|| rows.last().map(|last| crate::types::Position { modified_at: None, id: last.id }))
        .flatten();
    Ok((rows, PageInfo::new(total, next)))
}

/// Not found unless the organisation holds a record of this type with this id (expenses: a
/// profile, whose household's expenses they are).
async fn ensure_exists(
    db: &Database,
    organisation_id: Uuid,
    resource: ResourceType,
    id: Uuid,
) -> Result<(), ServiceError> {
    let product = |product_type: ProductType| async move {
        let found = scoped::find::<financial_product::Entity>(db, organisation_id, id, false).await?;
        if found.product_type == product_type {
            Ok(())
        } else {
            Err(ServiceError::NotFound("Financial product"))
        }
    };
    match resource {
        ResourceType::Contact => {
            scoped::find::<contact::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Profile | ResourceType::Expenses => {
            scoped::find::<profile::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Opportunity => {
            scoped::find::<opportunity::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Note => scoped::find::<note::Entity>(db, organisation_id, id, false).await.map(drop),
        ResourceType::Policy => {
            scoped::find::<policy::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Member => {
            scoped::find::<member::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::WebhookEndpoint => {
            scoped::find::<webhook_endpoint::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::PrivacyRequest => {
            scoped::find::<privacy_request::Entity>(db, organisation_id, id, false).await.map(drop)
        }
        ResourceType::Mortgage => product(ProductType::Mortgage).await,
        ResourceType::KiwiSaver => product(ProductType::KiwiSaver).await,
        ResourceType::Investment => product(ProductType::Investment).await,
    }
}
