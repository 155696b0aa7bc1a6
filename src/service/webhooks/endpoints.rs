//! Webhook endpoints of an organisation: registered, listed, changed, removed, and their signing
//! secrets rotated.

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ModelTrait};
use uuid::Uuid;

use super::{limits, signing, url_rules};
use crate::{
    config::WebhookSettings,
    db::{Database, Reads},
    entity::webhook_endpoint,
    error::ServiceError,
    service::{
        Filter, Problems,
        events::EventType,
        fetch,
        scoped::{self, of_organisation},
        webhook_outbox::{self, event_filter},
    },
    types::{PageInfo, PageRequest, Scopes},
};

/// Longest description, in characters.
pub const MAX_DESCRIPTION_CHARS: usize = 500;

/// How long the previous secret keeps signing after a rotation.
pub const ROTATION_OVERLAP_SECS: i64 = 24 * 3600;

/// What a request sets on an endpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndpointState {
    pub url: String,
    pub event_types: Vec<String>,
    pub description: Option<String>,
    pub enabled: bool,
}

impl EndpointState {
    fn of(model: &webhook_endpoint::Model) -> Self {
        EndpointState {
            url: model.url.clone(),
            event_types: event_filter::from_stored(&model.event_types),
            description: model.description.clone(),
            enabled: model.enabled,
        }
    }
}

/// Checks `state` into `problems`; the URL's host is looked up when `resolve` (and its form
/// is right), which happens outside any transaction.
async fn check(
    state: &EndpointState,
    settings: &WebhookSettings,
    resolve: bool,
    scopes: Scopes,
    mut problems: Problems,
) -> Result<(), ServiceError> {
    match url_rules::check_form(&state.url, settings.allow_private_urls) {
        Err(message) => problems.add("url", message),
        Ok(_) if resolve => {
            if let Err(message) = url_rules::check(&state.url, settings.allow_private_urls).await {
                problems.add("url", message);
            }
        }
        Ok(_) => {}
    }
    for (field, message) in event_filter::problems(&state.event_types, super::is_known_event_type) {
        problems.add(field, message);
    }
    // A type sent only when named is named for a reason: one the endpoint's scopes may not read
    // would never be sent, so say so rather than register a silent subscription.
    for (index, wanted) in state.event_types.iter().enumerate() {
        let Some(known) = EventType::from_name(wanted).filter(|_| event_filter::only_when_named(wanted))
        else {
            continue;
        };
        let needed = known.resource_type().read_scope();
        if !scopes.allow(needed) {
            problems.add(
                format!("eventTypes[{index}]"),
                format!("`{wanted}` is sent only to endpoints registered with the `{needed}` scope"),
            );
        }
    }
    problems.optional_text("description", &state.description, MAX_DESCRIPTION_CHARS);
    problems.finish()
}

/// The API key registering an endpoint, and its scopes: the endpoint is sent only the events
/// those scopes may read, for as long as it exists (revoking the key does not stop it).
#[derive(Debug, Clone, Copy)]
pub struct Registrar {
    pub key_id: Uuid,
    pub scopes: Scopes,
}

/// Registers an endpoint; the answer carries its secret, which is never shown again.
pub async fn create(
    db: &Database,
    settings: &WebhookSettings,
    organisation_id: Uuid,
    registrar: Registrar,
    state: EndpointState,
) -> Result<webhook_endpoint::Model, ServiceError> {
    check(&state, settings, true, registrar.scopes, Problems::new()).await?;
    let max_endpoints = settings.max_endpoints;
    db.write_with(state, move |txn, state| async move {
        let txn = &*txn;
        limits::ensure_fits(txn, organisation_id, &state.url, &state.event_types, None, max_endpoints)
            .await?;
        let now = Utc::now();
        let model = webhook_endpoint::ActiveModel {
            id: Set(Uuid::now_v7()),
            organisation_id: Set(organisation_id),
            url: Set(state.url.clone()),
            event_types: Set(event_filter::to_stored(&state.event_types)),
            description: Set(state.description.clone()),
            enabled: Set(state.enabled),
            disabled_reason: Set(None),
            secret: Set(signing::new_secret()),
            previous_secret: Set(None),
            previous_secret_expires_at: Set(None),
            failing_since: Set(None),
            scopes: Set(Some(registrar.scopes.to_text())),
            created_by_key_id: Set(Some(registrar.key_id)),
            created_at: Set(now),
            modified_at: Set(now),
        };
        Ok(model.insert(txn).await?)
    })
    .await
}

pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    page: PageRequest,
) -> Result<(Vec<webhook_endpoint::Model>, PageInfo), ServiceError> {
    let query = of_organisation::<webhook_endpoint::Entity>(organisation_id);
    fetch(db, query, webhook_endpoint::Column::Id, page, Filter::Organisation).await
}

/// The secrets the organisation's endpoints sign with now (an idempotent replay puts them back
/// into answers that carried them: `service::idempotency::secrets`).
pub async fn current_secrets(db: &Database, organisation_id: Uuid) -> Result<Vec<String>, ServiceError> {
    let endpoints = db.all(of_organisation::<webhook_endpoint::Entity>(organisation_id)).await?;
    Ok(endpoints.into_iter().map(|endpoint| endpoint.secret).collect())
}

pub async fn get(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<webhook_endpoint::Model, ServiceError> {
    scoped::find::<webhook_endpoint::Entity>(db, organisation_id, id, false).await
}

/// Applies `change` (only the fields a request carries). Enabling an endpoint clears the
/// failure record, so a receiver that is back gets a fresh five days.
pub async fn update<F>(
    db: &Database,
    settings: &WebhookSettings,
    organisation_id: Uuid,
    id: Uuid,
    change: F,
) -> Result<webhook_endpoint::Model, ServiceError>
where
    F: Fn(&mut EndpointState, &mut Problems),
{
    let current = get(db, organisation_id, id).await?;
    let mut state = EndpointState::of(&current);
    let mut problems = Problems::new();
    change(&mut state, &mut problems);
    // The URL is only looked up again when it changes: an endpoint whose host is down can still
    // be disabled or described.
    let url_changed = state.url != current.url;
    let scopes = Scopes::stored(current.scopes.as_deref());
    check(&state, settings, url_changed, scopes, problems).await?;
    let max_endpoints = settings.max_endpoints;
    db.write_with(state, move |txn, state| async move {
        let txn = &*txn;
        let model = scoped::find::<webhook_endpoint::Entity>(txn, organisation_id, id, true).await?;
        if EndpointState::of(&model) == *state {
            return Ok(model);
        }
        limits::ensure_fits(txn, organisation_id, &state.url, &state.event_types, Some(id), max_endpoints)
            .await?;
        let was_enabled = model.enabled;
        let mut row: webhook_endpoint::ActiveModel = model.into();
        row.url = Set(state.url.clone());
        row.event_types = Set(event_filter::to_stored(&state.event_types));
        row.description = Set(state.description.clone());
        row.enabled = Set(state.enabled);
        if state.enabled && !was_enabled {
            row.disabled_reason = Set(None);
            row.failing_since = Set(None);
        }
        row.modified_at = Set(Utc::now());
        let model = row.update(txn).await?;
        if state.enabled && !was_enabled {
            // Its waiting deliveries are due again.
            webhook_outbox::announce(txn).await?;
        }
        Ok(model)
    })
    .await
}

/// Removes an endpoint with its deliveries; returns it as it was.
pub async fn delete(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<webhook_endpoint::Model, ServiceError> {
    db.write(move |txn| async move {
        let txn = &*txn;
        let model = scoped::find::<webhook_endpoint::Entity>(txn, organisation_id, id, true).await?;
        model.clone().delete(txn).await?;
        Ok(model)
    })
    .await
}

/// Gives the endpoint a new secret. The one it replaces keeps signing (a second signature in
/// `webhook-signature`) for [`ROTATION_OVERLAP_SECS`], so receivers can switch without missing
/// a delivery. A rotation during an overlap ends the older overlap.
pub async fn rotate_secret(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<webhook_endpoint::Model, ServiceError> {
    db.write(move |txn| async move {
        let txn = &*txn;
        let model = scoped::find::<webhook_endpoint::Entity>(txn, organisation_id, id, true).await?;
        let now = Utc::now();
        let mut row: webhook_endpoint::ActiveModel = model.clone().into();
        row.previous_secret = Set(Some(model.secret));
        row.previous_secret_expires_at = Set(Some(now.timestamp() + ROTATION_OVERLAP_SECS));
        row.secret = Set(signing::new_secret());
        row.modified_at = Set(now);
        Ok(row.update(txn).await?)
    })
    .await
}

/// The secrets that sign a delivery now: the current one, and the previous one during its
/// overlap.
pub fn signing_secrets(model: &webhook_endpoint::Model, now: i64) -> Vec<&str> {
    let mut secrets = vec![model.secret.as_str()];
    if let (Some(previous), Some(expires)) = (&model.previous_secret, model.previous_secret_expires_at)
        && now < expires
    {
        secrets.push(previous);
    }
    secrets
}

/// Until when the previous secret signs, while it does.
pub fn previous_secret_expiry(model: &webhook_endpoint::Model, now: i64) -> Option<i64> {
    model.previous_secret_expires_at.filter(|&expires| model.previous_secret.is_some() && now < expires)
}
