//! What an organisation may register: at most `WEBHOOK_MAX_ENDPOINTS` endpoints, and never the
//! same URL twice for the same event types (which would send each event there twice). The same
//! URL with other event types is legitimate: a receiver may route by subscription.

use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use crate::{
    entity::{organisation, webhook_endpoint},
    error::{ErrorCode, ServiceError},
    service::webhook_outbox::event_filter,
};

/// Checks, in the registering transaction, that an endpoint with `url` and `event_types` fits:
/// `replacing` is the endpoint being updated (it counts once, and is not its own duplicate).
/// The organisation's row is locked first, so two registrations cannot both take the last place.
pub async fn ensure_fits(
    txn: &DatabaseTransaction,
    organisation_id: Uuid,
    url: &str,
    event_types: &[String],
    replacing: Option<Uuid>,
    max_endpoints: usize,
) -> Result<(), ServiceError> {
    organisation::Entity::find_by_id(organisation_id).lock_exclusive().one(txn).await?;
    let endpoints = webhook_endpoint::Entity::find()
        .filter(webhook_endpoint::Column::OrganisationId.eq(organisation_id))
        .all(txn)
        .await?;
    let others: Vec<&webhook_endpoint::Model> =
        endpoints.iter().filter(|endpoint| Some(endpoint.id) != replacing).collect();
    if replacing.is_none() && others.len() >= max_endpoints {
        return Err(ServiceError::Conflict {
            code: ErrorCode::Conflict,
            message: format!(
                "your organisation has {} webhook endpoints, the most allowed ({max_endpoints}, \
                 the operator's WEBHOOK_MAX_ENDPOINTS): delete one, or add event types to one",
                others.len()
            ),
        });
    }
    let wanted = sorted(event_types.to_vec());
    if let Some(twin) = others.iter().find(|endpoint| {
        endpoint.url == url && sorted(event_filter::from_stored(&endpoint.event_types)) == wanted
    }) {
        return Err(ServiceError::Conflict {
            code: ErrorCode::Conflict,
            message: format!(
                "endpoint {} already sends these event types to this URL: update it instead",
                twin.id
            ),
        });
    }
    Ok(())
}

fn sorted(mut types: Vec<String>) -> Vec<String> {
    types.sort();
    types.dedup();
    types
}
