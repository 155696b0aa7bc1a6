//! `/webhook-endpoints`: where an organisation's events are sent, signed in the Standard
//! Webhooks format, and the log of each delivery's attempts.

use poem_openapi::{Enum, Object, OpenApi, param::Path, types::MaybeUndefined};
use uuid::Uuid;

use super::{patch, tags::ApiTags};
use crate::{
    auth::ApiKeyAuth,
    config::WebhookSettings,
    db::Database,
    entity::{webhook_delivery_attempt, webhook_endpoint},
    http::{Failure, ListErrors, ReadErrors, WriteErrors},
    service::{
        webhook_outbox::{self as outbox, DeliveryStatus as StoredStatus, DeliveryView, event_filter},
        webhooks::endpoints::{self, EndpointState},
    },
    types::NzTimestamp,
    wire::{Created, Deleted, Found, JsonBody, Paged, UntimedPaging, Updated},
};

/// A webhook endpoint (its secret is only shown when it is created or rotated).
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct WebhookEndpoint {
    /// The endpoint's id (`webhookEndpointId` in paths).
    pub id: Uuid,
    /// The endpoint's id again, under its typed name.
    pub webhook_endpoint_id: Uuid,
    /// Where events are POSTed: `https`, resolving to public addresses only.
    pub url: String,
    /// The event types sent here, or `["*"]` for every type (new types included) but Privacy
    /// Act requests' (`privacy_request.*`), which are sent only when listed by name.
    pub event_types: Vec<String>,
    #[oai(nullable)]
    pub description: Option<String>,
    /// Disabled endpoints get no new deliveries; those pending wait until it is enabled again.
    pub enabled: bool,
    /// Why the service disabled the endpoint (after five days of failures); null otherwise.
    #[oai(nullable)]
    pub disabled_reason: Option<String>,
    /// Until when the secret replaced by the latest rotation still signs (a second signature in
    /// `webhook-signature`); null when no rotation is overlapping.
    #[oai(nullable)]
    pub previous_secret_expires_timestamp: Option<NzTimestamp>,
    pub created_timestamp: NzTimestamp,
    pub modified_timestamp: NzTimestamp,
}

fn at(seconds: i64) -> Option<NzTimestamp> {
    chrono::DateTime::from_timestamp(seconds, 0).map(NzTimestamp)
}

impl From<webhook_endpoint::Model> for WebhookEndpoint {
    fn from(model: webhook_endpoint::Model) -> Self {
        let now = chrono::Utc::now().timestamp();
        WebhookEndpoint {
            id: model.id,
            webhook_endpoint_id: model.id,
            event_types: event_filter::from_stored(&model.event_types),
            previous_secret_expires_timestamp: endpoints::previous_secret_expiry(&model, now).and_then(at),
            url: model.url,
            description: model.description,
            enabled: model.enabled,
            disabled_reason: model.disabled_reason,
            created_timestamp: NzTimestamp(model.created_at),
            modified_timestamp: NzTimestamp(model.modified_at),
        }
    }
}

/// A webhook endpoint with its signing secret: the only time the secret is shown.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct WebhookEndpointWithSecret {
    #[oai(flatten)]
    #[serde(flatten)]
    pub endpoint: WebhookEndpoint,
    /// The signing secret, `whsec_` and base64 (Standard Webhooks format). Shown only in this
    /// answer: keep it now. Pass it as is to a `standardwebhooks` library to verify deliveries.
    pub secret: String,
}

impl From<webhook_endpoint::Model> for WebhookEndpointWithSecret {
    fn from(model: webhook_endpoint::Model) -> Self {
        let secret = model.secret.clone();
        WebhookEndpointWithSecret { endpoint: model.into(), secret }
    }
}

/// A new webhook endpoint.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct WebhookEndpointCreate {
    /// `https` URL (at most 2,000 characters) whose host resolves to public addresses only.
    #[oai(validator(max_length = 2000))]
    pub url: String,
    /// Event types from the catalogue (see `GET /events`), or `["*"]` for every type but
    /// `privacy_request.*`, which are sent only when listed (and the registering key holds
    /// `privacy:manage`).
    #[oai(validator(max_items = 100))]
    pub event_types: Vec<String>,
    /// At most 500 characters.
    #[oai(nullable, validator(max_length = 500))]
    pub description: Option<String>,
    /// True when left out.
    #[oai(nullable)]
    pub enabled: Option<bool>,
}

/// Changes to a webhook endpoint: only the fields present are applied.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct WebhookEndpointUpdate {
    #[oai(validator(max_length = 2000))]
    pub url: MaybeUndefined<String>,
    #[oai(validator(max_items = 100))]
    pub event_types: MaybeUndefined<Vec<String>>,
    /// `null` clears it.
    #[oai(nullable, validator(max_length = 500))]
    pub description: MaybeUndefined<String>,
    /// Enabling an endpoint the service disabled starts its failure count afresh.
    pub enabled: MaybeUndefined<bool>,
}

/// Where a delivery stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum DeliveryStatus {
    /// Waiting for its first attempt or a retry, or being sent.
    Pending,
    /// The endpoint answered 2xx.
    Succeeded,
    /// Every attempt of the retry schedule failed.
    Failed,
}

fn status_of(stored: &str) -> DeliveryStatus {
    match stored {
        s if s == StoredStatus::Succeeded.as_str() => DeliveryStatus::Succeeded,
        s if s == StoredStatus::Failed.as_str() => DeliveryStatus::Failed,
        _ => DeliveryStatus::Pending,
    }
}

/// One attempt at sending a delivery.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct DeliveryAttempt {
    pub attempted_timestamp: NzTimestamp,
    /// True when the endpoint answered 2xx.
    pub succeeded: bool,
    /// The endpoint's HTTP status; null when it did not answer.
    #[oai(nullable)]
    pub response_status_code: Option<i32>,
    /// What went wrong (time-out, connection refused, refused address, status); null on success.
    #[oai(nullable)]
    pub error: Option<String>,
    /// From sending the request to the end of the answer, in milliseconds.
    pub duration_ms: i64,
}

impl From<webhook_delivery_attempt::Model> for DeliveryAttempt {
    fn from(model: webhook_delivery_attempt::Model) -> Self {
        DeliveryAttempt {
            attempted_timestamp: NzTimestamp(model.attempted_at),
            succeeded: model.succeeded,
            response_status_code: model.response_status,
            error: model.error,
            duration_ms: model.duration_ms,
        }
    }
}

/// One event sent (or to be sent) to one endpoint, with every attempt.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct WebhookDelivery {
    /// The delivery's id (`deliveryId` in paths).
    pub id: Uuid,
    pub delivery_id: Uuid,
    pub webhook_endpoint_id: Uuid,
    /// The event sent: also the `webhook-id` header.
    pub event_id: Uuid,
    pub event_type: String,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub status: DeliveryStatus,
    pub attempt_count: i32,
    /// When the next attempt is due, while the delivery is pending.
    #[oai(nullable)]
    pub next_attempt_timestamp: Option<NzTimestamp>,
    /// Oldest first.
    pub attempts: Vec<DeliveryAttempt>,
    pub created_timestamp: NzTimestamp,
}

impl From<DeliveryView> for WebhookDelivery {
    fn from(view: DeliveryView) -> Self {
        let model = view.model;
        let status = status_of(&model.status);
        WebhookDelivery {
            id: model.id,
            delivery_id: model.id,
            webhook_endpoint_id: model.endpoint_id,
            event_id: model.event_id,
            event_type: model.event_type,
            status,
            attempt_count: model.attempts,
            next_attempt_timestamp: (status == DeliveryStatus::Pending)
                .then(|| at(model.next_attempt_at))
                .flatten(),
            attempts: view.attempts.into_iter().map(DeliveryAttempt::from).collect(),
            created_timestamp: NzTimestamp(model.created_at),
        }
    }
}

crate::wire::described!(
    WebhookEndpoint => "Webhook endpoint", "Webhook endpoints";
    WebhookEndpointWithSecret => "Webhook endpoint", "Webhook endpoints";
    WebhookDelivery => "Webhook delivery", "Webhook deliveries";
);

pub struct WebhookEndpointsApi {
    db: Database,
    settings: WebhookSettings,
}

impl WebhookEndpointsApi {
    pub fn new(db: Database, settings: WebhookSettings) -> Self {
        WebhookEndpointsApi { db, settings }
    }
}

#[OpenApi(prefix_path = "/webhook-endpoints", tag = "ApiTags::Webhooks")]
impl WebhookEndpointsApi {
    /// List webhook endpoints
    ///
    /// The organisation's webhook endpoints in creation order (without their secrets).
    #[oai(path = "/", method = "get", operation_id = "listWebhookEndpoints")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::WebhooksRead")] auth: ApiKeyAuth,
        paging: UntimedPaging,
    ) -> Result<Paged<WebhookEndpoint>, Failure<ListErrors>> {
        let request = paging.request()?;
        let (models, info) = endpoints::list(&self.db, auth.0.organisation_id, request).await?;
        Ok(paging.paged(models, info, request))
    }

    /// Get a webhook endpoint
    ///
    /// One webhook endpoint (without its secret).
    #[oai(path = "/:webhookEndpointId", method = "get", operation_id = "getWebhookEndpoint")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::WebhooksRead")] auth: ApiKeyAuth,
        /// The endpoint's id.
        #[oai(name = "webhookEndpointId")]
        id: Path<Uuid>,
    ) -> Result<Found<WebhookEndpoint>, Failure<ReadErrors>> {
        Ok(Found(endpoints::get(&self.db, auth.0.organisation_id, id.0).await?.into()))
    }

    /// Register a webhook endpoint
    ///
    /// Registers a URL to receive the organisation's events of the types listed (or `["*"]`).
    /// The answer carries the signing `secret`, shown this once. The URL must be `https` and its
    /// host must resolve to public addresses only (not loopback, private, link-local or
    /// reserved ones); this is checked again on every delivery. Unless the operator allows
    /// private URLs (`WEBHOOK_ALLOW_PRIVATE_URLS`), a URL breaking these rules is a 400 naming
    /// `url`; an unknown event type is a 400 naming `eventTypes[i]`.
    ///
    /// An organisation has at most 20 endpoints (the operator's `WEBHOOK_MAX_ENDPOINTS`): one
    /// more is a 409 `conflict`. So is a second endpoint with the same URL and the same event
    /// types (it would get every event twice); the same URL with other event types is fine.
    ///
    /// How deliveries are made and signed: see **Webhooks** in the API description.
    #[oai(path = "/", method = "post", operation_id = "createWebhookEndpoint")]
    async fn create(
        &self,
        #[oai(scope = "crate::types::Scope::WebhooksWrite")] auth: ApiKeyAuth,
        body: JsonBody<WebhookEndpointCreate>,
    ) -> Result<Created<WebhookEndpointWithSecret>, Failure<WriteErrors>> {
        let body = body.0;
        let state = EndpointState {
            url: body.url,
            event_types: body.event_types,
            description: body.description,
            enabled: body.enabled.unwrap_or(true),
        };
        let registrar = endpoints::Registrar { key_id: auth.0.key_id, scopes: auth.0.scopes };
        let model =
            endpoints::create(&self.db, &self.settings, auth.0.organisation_id, registrar, state).await?;
        Ok(Created(model.into()))
    }

    /// Update a webhook endpoint
    ///
    /// Applies only the fields present: the URL (checked as at registration), the event types,
    /// the description, or `enabled`. Pending deliveries of a disabled endpoint wait; enabling it
    /// sends them.
    #[oai(path = "/:webhookEndpointId", method = "patch", operation_id = "updateWebhookEndpoint")]
    async fn update(
        &self,
        #[oai(scope = "crate::types::Scope::WebhooksWrite")] auth: ApiKeyAuth,
        /// The endpoint's id.
        #[oai(name = "webhookEndpointId")]
        id: Path<Uuid>,
        body: JsonBody<WebhookEndpointUpdate>,
    ) -> Result<Updated<WebhookEndpoint>, Failure<WriteErrors>> {
        let body = body.0;
        let model = endpoints::update(
            &self.db,
            &self.settings,
            auth.0.organisation_id,
            id.0,
            move |state, problems| {
                patch::required(&mut state.url, &body.url, "url", problems);
                patch::required(&mut state.event_types, &body.event_types, "eventTypes", problems);
                patch::optional(&mut state.description, &body.description);
                patch::required(&mut state.enabled, &body.enabled, "enabled", problems);
            },
        )
        .await?;
        Ok(Updated(model.into()))
    }

    /// Delete a webhook endpoint
    ///
    /// Removes the endpoint and its delivery log; nothing more is sent to it. Answers with the
    /// endpoint as it was.
    #[oai(path = "/:webhookEndpointId", method = "delete", operation_id = "deleteWebhookEndpoint")]
    async fn delete(
        &self,
        #[oai(scope = "crate::types::Scope::WebhooksWrite")] auth: ApiKeyAuth,
        /// The endpoint's id.
        #[oai(name = "webhookEndpointId")]
        id: Path<Uuid>,
    ) -> Result<Deleted<WebhookEndpoint>, Failure<ReadErrors>> {
        Ok(Deleted(endpoints::delete(&self.db, auth.0.organisation_id, id.0).await?.into()))
    }

    /// Rotate a webhook endpoint's secret
    ///
    /// Issues a new signing secret, shown in this answer only. The secret it replaces keeps
    /// signing for 24 hours: every delivery in that time carries both signatures in
    /// `webhook-signature`, so a receiver can switch to the new secret without missing one.
    #[oai(
        path = "/:webhookEndpointId/rotate-secret",
        method = "post",
        operation_id = "rotateWebhookEndpointSecret"
    )]
    async fn rotate_secret(
        &self,
        #[oai(scope = "crate::types::Scope::WebhooksWrite")] auth: ApiKeyAuth,
        /// The endpoint's id.
        #[oai(name = "webhookEndpointId")]
        id: Path<Uuid>,
    ) -> Result<Updated<WebhookEndpointWithSecret>, Failure<ReadErrors>> {
        Ok(Updated(endpoints::rotate_secret(&self.db, auth.0.organisation_id, id.0).await?.into()))
    }

    /// List an endpoint's deliveries
    ///
    /// Every event queued for the endpoint, oldest first, with each attempt (when, how long,
    /// the endpoint's status code, what went wrong).
    #[oai(path = "/:webhookEndpointId/deliveries", method = "get", operation_id = "listWebhookDeliveries")]
    async fn deliveries(
        &self,
        #[oai(scope = "crate::types::Scope::WebhooksRead")] auth: ApiKeyAuth,
        /// The endpoint's id.
        #[oai(name = "webhookEndpointId")]
        id: Path<Uuid>,
        paging: UntimedPaging,
    ) -> Result<Paged<WebhookDelivery>, Failure<ReadErrors>> {
        let request = paging.request()?;
        let (views, info) = outbox::list(&self.db, auth.0.organisation_id, id.0, request).await?;
        Ok(paging.paged(views, info, request))
    }

    /// Retry a delivery
    ///
    /// Sends the delivery again as soon as possible, whatever its state (a delivered event is
    /// sent once more, with the same `webhook-id`). 409 while the endpoint is disabled.
    #[oai(
        path = "/:webhookEndpointId/deliveries/:deliveryId/retry",
        method = "post",
        operation_id = "retryWebhookDelivery"
    )]
    async fn retry(
        &self,
        #[oai(scope = "crate::types::Scope::WebhooksWrite")] auth: ApiKeyAuth,
        /// The endpoint's id.
        #[oai(name = "webhookEndpointId")]
        id: Path<Uuid>,
        /// The delivery's id.
        #[oai(name = "deliveryId")]
        delivery_id: Path<Uuid>,
    ) -> Result<Updated<WebhookDelivery>, Failure<WriteErrors>> {
        Ok(Updated(outbox::retry(&self.db, auth.0.organisation_id, id.0, delivery_id.0).await?.into()))
    }
}
