//! `GET /audit/access`: who has seen a client (`contactId`, `profileId`), and what a key read
//! (`keyId`), from the access log (`service::access_log`).

use poem::Request;
use poem_openapi::{Enum, Object, OpenApi, registry::MetaOperationParam};
use uuid::Uuid;

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    error::FieldError,
    http::{ApiError, Failure, ReadErrors},
    service::access_log::{self, AccessFilter, AccessRow},
    types::NzTimestamp,
    wire::{
        Grouped, ModifiedSince, Paged, QueryGroup, UntimedPaging,
        query_group::{parameter, read},
    },
};

/// Who was answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub enum AccessorType {
    /// A request with an API key or an OAuth 2.0 access token.
    ApiKey,
    /// A command of the command line (`advisory-crm export`).
    Cli,
    /// A webhook delivery sent to an endpoint (`keyId` is the endpoint's id).
    Webhook,
}

/// Who was answered, as an access log entry names them.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Accessor {
    #[oai(rename = "type")]
    #[serde(rename = "type")]
    pub accessor_type: AccessorType,
    /// The API key's id; for an OAuth 2.0 access token, its client's record id; for a webhook
    /// delivery, the endpoint's id.
    #[oai(nullable)]
    pub key_id: Option<Uuid>,
    /// The OAuth 2.0 client's `client_id`, for a request with one of its tokens.
    #[oai(nullable)]
    pub oauth_client_id: Option<String>,
    /// The member the key or client was issued to.
    #[oai(nullable)]
    pub member_id: Option<Uuid>,
    /// The caller's address (from `X-Forwarded-For` behind a trusted proxy).
    #[oai(nullable)]
    pub client_ip: Option<String>,
}

/// One response that carried people's or households' records.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct AccessEntry {
    /// The entry's id (time-ordered).
    pub id: Uuid,
    /// When the response was sent.
    pub accessed_timestamp: NzTimestamp,
    pub accessor: Accessor,
    /// The operation answered (`getPerson`, `listContacts`, `webhookDelivery`, `export`).
    #[oai(nullable)]
    pub operation_id: Option<String>,
    /// The request's `X-Request-Id` (a webhook delivery's id).
    #[oai(nullable)]
    pub request_id: Option<String>,
    /// The contacts whose records the response carried.
    pub contact_ids: Vec<Uuid>,
    /// The profiles (households) whose records the response carried.
    pub profile_ids: Vec<Uuid>,
}

impl From<AccessRow> for AccessEntry {
    fn from(row: AccessRow) -> Self {
        let accessor_type = match row.actor_type {
            "cli" => AccessorType::Cli,
            "webhook" => AccessorType::Webhook,
            _ => AccessorType::ApiKey,
        };
        AccessEntry {
            id: row.id,
            accessed_timestamp: row.at.into(),
            accessor: Accessor {
                accessor_type,
                key_id: row.key_id,
                oauth_client_id: row.oauth_client_id,
                member_id: row.member_id,
                client_ip: row.client_ip,
            },
            operation_id: row.operation_id,
            request_id: row.request_id,
            contact_ids: row.contact_ids,
            profile_ids: row.profile_ids,
        }
    }
}

crate::wire::described!(AccessEntry => "Access log entry", "Access log";);

/// The look-up's filters, taken as one argument (with the paging, more arguments than a
/// function should have).
impl QueryGroup for AccessFilter {
    fn parameters() -> Vec<MetaOperationParam> {
        vec![
            parameter::<Option<Uuid>>("contactId", "Only entries that carried this contact."),
            parameter::<Option<Uuid>>("profileId", "Only entries that carried this profile (household)."),
            parameter::<Option<Uuid>>(
                "keyId",
                "Only entries of this API key (an OAuth client's record id for its tokens, a webhook endpoint's id for its deliveries).",
            ),
            parameter::<Option<ModifiedSince>>("since", "Only entries at or after this instant."),
            parameter::<Option<ModifiedSince>>("until", "Only entries before this instant."),
        ]
    }

    async fn read(request: &Request) -> poem::Result<Self> {
        Ok(AccessFilter {
            contact_id: read(request, "contactId").await?,
            profile_id: read(request, "profileId").await?,
            key_id: read(request, "keyId").await?,
            since: read::<Option<ModifiedSince>>(request, "since").await?.map(|since| since.0),
            until: read::<Option<ModifiedSince>>(request, "until").await?.map(|until| until.0),
        })
    }
}

pub struct AccessLogApi {
    db: Database,
}

impl AccessLogApi {
    pub fn new(db: Database) -> Self {
        AccessLogApi { db }
    }
}

#[OpenApi(prefix_path = "/audit", tag = "ApiTags::Audit")]
impl AccessLogApi {
    /// Who saw which client
    ///
    /// The access log: one entry for each response that carried people's or households'
    /// records (single reads, list and search pages, batches, the events feed, writes' answers),
    /// each webhook delivery and each export, with who was answered and the ids of the contacts
    /// and profiles it carried. `contactId` or `profileId` answers "who has seen this client",
    /// `keyId` "what did this key read"; newest first. A read's entry is written within a
    /// second of its answer (this instance's are included at once).
    #[oai(path = "/access", method = "get", operation_id = "listAccessLog")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::AuditRead")] auth: ApiKeyAuth,
        filter: Grouped<AccessFilter>,
        paging: UntimedPaging,
    ) -> Result<Paged<AccessEntry>, Failure<ReadErrors>> {
        let request = paging.request()?;
        let filter = filter.0;
        if let (Some(since), Some(until)) = (filter.since, filter.until)
            && since >= until
        {
            let message = "must be after `since`";
            return Err(ApiError::validation(vec![FieldError::new("until", message)]).into());
        }
        // This instance's entries waiting in its buffer are written first, so the answer holds
        // every read it served (another instance's are written within a second).
        if let Err(error) = self.db.access_log().flush().await {
            tracing::warn!(%error, "the access log buffer could not be written before a look-up");
        }
        let (rows, info) = access_log::list(&self.db, auth.0.organisation_id, &filter, request).await?;
        Ok(paging.paged(rows, info, request))
    }
}
