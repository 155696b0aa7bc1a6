//! The HTTP API under `/api/v1`, declared with poem-openapi: one file per resource. The
//! OpenAPI document, Swagger UI and the committed `openapi/openapi.json` all come from here.

mod access_log;
mod audit;
pub mod batch;
pub mod contacts;
mod event_renderers;
mod events;
pub mod expenses;
mod history;
pub mod invitations;
mod members;
mod normalise;
pub mod notes;
pub mod oauth;
mod openapi_links;
pub mod opportunities;
mod params;
mod patch;
mod pipelines;
pub mod policies;
mod privacy;
mod privacy_bundle;
mod privacy_holds;
pub mod products;
pub mod profiles;
mod protocol_headers;
mod removed;
mod scopes;
mod tags;
mod webhook_endpoints;

use poem_openapi::{ContactObject, ExternalDocumentObject, LicenseObject, OpenApiService, ServerObject};

pub use privacy_holds::hold_years;

pub use crate::service::privacy::holds::HoldYears;
use crate::{config::WebhookSettings, db::Database, wire::query_group};

pub use event_renderers::install_all as install_event_renderers;
pub use members::Member;
pub use params::refuse_nul_in_query;

pub const API_PREFIX: &str = "/api/v1";

const DESCRIPTION: &str = "\
Data service for the client-relationship systems of New Zealand financial advisers: contacts, \
profiles, opportunities and pipelines, members, financial products, household expenses, notes, \
insurance policies, fact-find invitations and webhooks.

**Authentication.** Send your API key in the `Authorization` header, as `Authorization: <key>` \
or `Authorization: Bearer <key>`. Each key belongs to one organisation and may only be used from \
the IP ranges registered for it. Use *Authorize* above to try the API with your sandbox key.

**Envelope.** Successful responses are `{\"status\": \"Success\", \"message\": \"Contacts \
retrieved successfully.\", \"data\": …}`, as the original service answers. Every error response is \
`{\"status\": \"Error\", \"code\", \"message\", \"errors\", \"requestId\"}`, where `errors` names \
every field that was wrong.

**Safe retries and edits.** Send an `Idempotency-Key` header with any POST or PATCH to retry it \
safely: a repeat gets the first answer (with `Idempotent-Replayed: true`) and changes nothing. \
Single records carry a strong `ETag`: send it back in `If-None-Match` to get a 304 while your \
copy is current, and in `If-Match` on a PATCH to have it refused with 412 if someone changed \
the record since you read it.

**Pagination.** List and search endpoints take `page` (from 1) and `pageSize` (1–500, default \
500) and answer with `items`, `totalItems`, `page`, `pageSize`, `totalPages` and `nextPage`, plus a \
`Link` header.

**Conventions.** Identifiers are UUIDs. Every object carries its identifier as `id` and under \
its typed name (`contactId`, `profileId`, `opportunityId`, `memberId`, …), as the original \
service's objects do. Timestamps are ISO 8601 in New Zealand time \
(`Pacific/Auckland`). Money is a JSON number with at most two decimal places. No text (a field \
or a query parameter) may contain the NUL character (`\\u0000`). Each API key has a \
per-minute request limit (600 unless agreed otherwise), and an organisation's keys together \
another (3,000); the `RateLimit-*` response headers show what is left. A write batch counts as \
one request, and its items against the organisation's batch records a minute (120,000). One \
organisation's pages, searches and batches in progress at once hold at most an instance's page \
budget less one page of 500, so another firm's page always finds room; more wait for their \
firm's own, and are answered 429 after 10 s. An \
address presenting more than 60 unknown keys in a minute is answered 429 until the minute ends. \
A statement running past the database's bound (10 s) is stopped: 503 `query_timeout` with \
`Retry-After`, nothing changed.

**Your own ids and batches.** Contacts, profiles, opportunities, mortgages, KiwiSaver accounts, \
investments and notes carry an optional `externalId`: your system's id for the record, unique \
within the resource in your organisation (a value held by another record is a 409 \
`external_id_taken` naming it); find a record with `?externalId=` on its list. Each of them has \
`POST /{resource}/batch/create`, `/batch/update`, `/batch/upsert` (by `externalId`) and \
`/batch/read` for 1 to 100 records: one result per item, each what the single-record operation \
would have answered, and `atomic: true` for all or nothing. A batch counts as one request against \
the rate limit.

**Webhooks.** Register an `https` URL with `POST /webhook-endpoints` to be sent the \
organisation's events. Each event is POSTed as JSON (the event exactly as `GET /events/{eventId}` \
shows it) with the [Standard Webhooks](https://www.standardwebhooks.com) headers: `webhook-id` \
(the event's id; the same on every retry, so use it to drop duplicates), `webhook-timestamp` \
(Unix seconds of the attempt) and `webhook-signature`: `v1,` and the base64 of HMAC-SHA256 over \
`{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's \
secret after `whsec_`. During a secret rotation the header carries two signatures, \
space-separated: accept either. The `standardwebhooks` libraries verify all of this in one call. \
Delivery is at-least-once and in order per record; a 2xx answer within the time-out (10 s by \
default) counts as delivered, anything else is retried with exponential back-off for more than \
three days (5 s, 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h, then daily). An endpoint that fails \
for five days without a success is disabled, and a `webhook_endpoint.disabled` event says so. \
An organisation has at most 20 endpoints, and each server sends at most 32 of its deliveries at \
once, so slow receivers delay only their own organisation's deliveries.";

/// The API's operations, grouped by resource.
pub type Apis = (
    contacts::ContactsApi,
    profiles::ProfilesApi,
    pipelines::PipelinesApi,
    opportunities::OpportunitiesApi,
    products::mortgages::MortgagesApi,
    products::kiwisavers::KiwiSaversApi,
    products::investments::InvestmentsApi,
    expenses::ExpensesApi,
    notes::NotesApi,
    invitations::InvitationsApi,
    policies::PoliciesApi,
    members::MembersApi,
    events::EventsApi,
    webhook_endpoints::WebhookEndpointsApi,
    (
        removed::RemovedApi,
        history::HistoryApi,
        audit::AuditApi,
        access_log::AccessLogApi,
        privacy::PrivacyApi,
        privacy_bundle::PrivacyBundleApi,
        privacy_holds::PrivacyHoldsApi,
    ),
    BatchApis,
);

/// The batch operations (a tuple of its own: poem-openapi takes at most 16 APIs in one).
pub type BatchApis = (
    contacts::ContactsBatchApi,
    profiles::ProfilesBatchApi,
    opportunities::OpportunitiesBatchApi,
    products::mortgages::MortgagesBatchApi,
    products::kiwisavers::KiwiSaversBatchApi,
    products::investments::InvestmentsBatchApi,
    notes::NotesBatchApi,
);

/// The OpenAPI service: the operations plus the document describing them.
pub fn service(
    db: Database,
    invitations: invitations::InviteSettings,
    webhooks: WebhookSettings,
    hold_years: HoldYears,
) -> OpenApiService<Apis, ()> {
    install_event_renderers();
    let dispatcher = batch::Dispatcher::new(db.clone());
    OpenApiService::new(
        (
            contacts::ContactsApi::new(db.clone()),
            profiles::ProfilesApi::new(db.clone()),
            pipelines::PipelinesApi::new(db.clone()),
            opportunities::OpportunitiesApi::new(db.clone()),
            products::mortgages::MortgagesApi::new(db.clone()),
            products::kiwisavers::KiwiSaversApi::new(db.clone()),
            products::investments::InvestmentsApi::new(db.clone()),
            expenses::ExpensesApi::new(db.clone()),
            notes::NotesApi::new(db.clone()),
            invitations::InvitationsApi::new(db.clone(), invitations),
            policies::PoliciesApi::new(db.clone()),
            members::MembersApi::new(db.clone()),
            events::EventsApi::new(db.clone()),
            webhook_endpoints::WebhookEndpointsApi::new(db.clone(), webhooks),
            (
                removed::RemovedApi,
                history::HistoryApi::new(db.clone()),
                audit::AuditApi::new(db.clone()),
                access_log::AccessLogApi::new(db.clone()),
                privacy::PrivacyApi::new(db.clone(), hold_years),
                privacy_bundle::PrivacyBundleApi::new(db.clone()),
                privacy_holds::PrivacyHoldsApi::new(db, hold_years),
            ),
            (
                contacts::ContactsBatchApi::new(dispatcher.clone()),
                profiles::ProfilesBatchApi::new(dispatcher.clone()),
                opportunities::OpportunitiesBatchApi::new(dispatcher.clone()),
                products::mortgages::MortgagesBatchApi::new(dispatcher.clone()),
                products::kiwisavers::KiwiSaversBatchApi::new(dispatcher.clone()),
                products::investments::InvestmentsBatchApi::new(dispatcher.clone()),
                notes::NotesBatchApi::new(dispatcher),
            ),
        ),
        "Advisory CRM API",
        env!("CARGO_PKG_VERSION"),
    )
    .description(format!("{DESCRIPTION}\n\n{}", scopes::catalogue()))
    .contact(
        ContactObject::new()
            .name("Advisory CRM integrations team")
            .email("integrations@advisory-crm.example")
            .url("https://advisory-crm.example/support"),
    )
    .license(LicenseObject::new("MIT").url("https://opensource.org/licenses/MIT"))
    .external_document(
        ExternalDocumentObject::new("https://advisory-crm.example/docs").description("Integration guide"),
    )
    .server(ServerObject::new(API_PREFIX).description("This server"))
}

/// The OpenAPI document in the forms it is published in.
pub struct Document {
    pub json: String,
    pub yaml: String,
    /// Swagger UI, with the document embedded (its assets are bundled: no CDN).
    pub swagger_html: String,
}

impl Document {
    pub fn of(service: &OpenApiService<Apis, ()>) -> Self {
        let generated = service.spec();
        let mut value: serde_json::Value = serde_json::from_str(&generated).unwrap_or_default();
        query_group::expand(&mut value);
        normalise::document(&mut value);
        openapi_links::add(&mut value);
        protocol_headers::add(&mut value);
        scopes::declare(&mut value);
        events::document_catalogue(&mut value);
        batch::examples::add(&mut value);
        let json = serde_json::to_string_pretty(&value).unwrap_or(generated.clone());
        let yaml = serde_yaml::to_string(&value).unwrap_or_default();
        // The page embeds the document verbatim; embed the normalised one.
        let swagger_html = service.swagger_ui_html().replace(&generated, &json);
        Document { json, yaml, swagger_html }
    }
}

/// The OpenAPI document as JSON text, exactly as served at `/api/v1/openapi.json`.
pub fn spec_json() -> String {
    Document::of(&service(
        Database::disconnected(),
        invitations::InviteSettings::none(),
        WebhookSettings::default(),
        HoldYears::STATUTORY,
    ))
    .json
}
