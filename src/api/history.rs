//! `GET /{resource}/{id}/history` for every resource (`GET /expenses/history?profileId=…` for a
//! household's expenses): each field a write changed, newest first (`service::history`).

use poem_openapi::{
    Object, OpenApi,
    param::{Path, Query},
};
use uuid::Uuid;

use super::{events::ActorType, tags::ApiTags};
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::field_history,
    http::{Failure, ReadErrors},
    service::{events::ResourceType, history},
    types::NzTimestamp,
    wire::{Paged, UntimedPaging},
};

/// Who made a change.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct HistoryActor {
    #[oai(rename = "type")]
    #[serde(rename = "type")]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub actor_type: ActorType,
    /// The member the key or OAuth client was issued to.
    #[oai(nullable)]
    pub member_id: Option<Uuid>,
    /// The API key's id; for a change made with an OAuth 2.0 access token, its client's record id.
    #[oai(nullable)]
    pub key_id: Option<Uuid>,
    /// The OAuth 2.0 client's `client_id`, for a change made with one of its tokens.
    #[oai(nullable)]
    pub oauth_client_id: Option<String>,
}

/// One field changed by one write.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct FieldHistoryEntry {
    /// The entry's id (time-ordered).
    pub id: Uuid,
    /// The field's name in the record, as its GET endpoint shows it; an item of a list with ids
    /// is `list[id]` (added or removed) or `list[id].field` (changed).
    pub field: String,
    /// The value before the change, as the API showed it (any JSON value); null for a field a
    /// creation set.
    pub old_value: serde_json::Value,
    /// The value after the change (any JSON value); null for a list item the change removed.
    pub new_value: serde_json::Value,
    /// When the change was made.
    pub changed_timestamp: NzTimestamp,
    pub actor: HistoryActor,
    /// The operation that made the change (`updatePerson`, `batchUpdateContacts`), when an API
    /// request did.
    #[oai(nullable)]
    pub operation_id: Option<String>,
    /// The request's `X-Request-Id`.
    #[oai(nullable)]
    pub request_id: Option<String>,
    /// The item of the batch that made the change.
    #[oai(nullable)]
    pub batch_index: Option<i32>,
    /// The Privacy Act request the change carried out (a correction's values, or a statement
    /// of correction), if one did.
    #[oai(nullable)]
    pub privacy_request_id: Option<Uuid>,
    /// The household the record belongs to (its profile), if any.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// The event the change was recorded with (`GET /events/{eventId}` while it is kept).
    pub event_id: Uuid,
    /// Carried in from another system's export rather than made here.
    pub imported: bool,
    /// The values were removed by retention (the record was archived or deleted longer ago than
    /// the history is kept); the entry stays, as a link of the chain.
    pub values_erased: bool,
}

impl From<field_history::Model> for FieldHistoryEntry {
    fn from(model: field_history::Model) -> Self {
        let parsed =
            |text: Option<String>| text.and_then(|text| serde_json::from_str(&text).ok()).unwrap_or_default();
        let actor_type = match model.actor_type.as_str() {
            "apiKey" => ActorType::ApiKey,
            "cli" => ActorType::Cli,
            _ => ActorType::System,
        };
        FieldHistoryEntry {
            id: model.id,
            field: model.field,
            old_value: parsed(model.old_value),
            new_value: parsed(model.new_value),
            changed_timestamp: model.changed_at.into(),
            actor: HistoryActor {
                actor_type,
                member_id: model.actor_member_id,
                key_id: model.actor_key_id,
                oauth_client_id: model.actor_oauth_client_id,
            },
            operation_id: model.operation_id,
            request_id: model.request_id,
            batch_index: model.batch_index,
            privacy_request_id: model.privacy_request_id,
            profile_id: model.profile_id,
            event_id: model.event_id,
            imported: model.imported,
            values_erased: model.values_erased_at.is_some(),
        }
    }
}

crate::wire::described!(FieldHistoryEntry => "Field history entry", "Field history";);

pub struct HistoryApi {
    db: Database,
}

impl HistoryApi {
    pub fn new(db: Database) -> Self {
        HistoryApi { db }
    }

    async fn page(
        &self,
        auth: ApiKeyAuth,
        resource: ResourceType,
        id: Uuid,
        field: Query<Option<String>>,
        paging: UntimedPaging,
    ) -> Result<Paged<FieldHistoryEntry>, Failure<ReadErrors>> {
        let request = paging.request()?;
        let field = field.0.as_deref().filter(|field| !field.is_empty());
        let (rows, info) =
            history::list(&self.db, auth.0.organisation_id, resource, id, field, request).await?;
        Ok(paging.paged(rows, info, request))
    }
}

/// Declares the history operation of each resource (path, id parameter, operation id, tag,
/// scope, record type, summary), then any written out in full after them.
macro_rules! history_api {
    (records: { $($name:ident: $path:literal, $param:literal, $operation:literal, $tag:literal, $scope:literal, $resource:expr, $summary:literal;)+ } extra: { $($extra:tt)* }) => {
        #[OpenApi]
        impl HistoryApi {
            $(
                #[doc = $summary]
                ///
                /// Each field a write changed, with its old and new values, who changed it
                /// (member, key or OAuth client) and how (operation, request, batch item); newest
                /// first. `field` keeps one field's entries (for a list with ids, its items' too).
                #[oai(path = $path, method = "get", operation_id = $operation, tag = $tag)]
                async fn $name(
                    &self,
                    #[oai(scope = $scope)] auth: ApiKeyAuth,
                    /// The record's id.
                    #[oai(name = $param)]
                    id: Path<Uuid>,
                    /// Only this field's entries.
                    field: Query<Option<String>>,
                    paging: UntimedPaging,
                ) -> Result<Paged<FieldHistoryEntry>, Failure<ReadErrors>> {
                    self.page(auth, $resource, id.0, field, paging).await
                }
            )+
            $($extra)*
        }
    };
}

history_api! {
    records: {
    contact: "/contacts/:contactId/history", "contactId", "getContactHistory", "ApiTags::Contacts",
        "crate::types::Scope::ContactsRead", ResourceType::Contact, "A contact's field history";
    profile: "/profiles/:profileId/history", "profileId", "getProfileHistory", "ApiTags::Profiles",
        "crate::types::Scope::ContactsRead", ResourceType::Profile, "A profile's field history";
    opportunity: "/opportunities/:opportunityId/history", "opportunityId", "getOpportunityHistory",
        "ApiTags::Opportunities", "crate::types::Scope::OpportunitiesRead", ResourceType::Opportunity,
        "An opportunity's field history";
    mortgage: "/mortgages/:mortgageId/history", "mortgageId", "getMortgageHistory", "ApiTags::Mortgages",
        "crate::types::Scope::ProductsRead", ResourceType::Mortgage, "A mortgage's field history";
    kiwisaver: "/kiwisavers/:kiwiSaverId/history", "kiwiSaverId", "getKiwiSaverHistory", "ApiTags::KiwiSaver",
        "crate::types::Scope::ProductsRead", ResourceType::KiwiSaver, "A KiwiSaver account's field history";
    investment: "/investments/:investmentId/history", "investmentId", "getInvestmentHistory",
        "ApiTags::Investments", "crate::types::Scope::ProductsRead", ResourceType::Investment,
        "An investment's field history";
    note: "/notes/:noteId/history", "noteId", "getNoteHistory", "ApiTags::Notes",
        "crate::types::Scope::NotesRead", ResourceType::Note, "A note's field history";
    policy: "/policies/:policyId/history", "policyId", "getPolicyHistory", "ApiTags::Policies",
        "crate::types::Scope::PoliciesRead", ResourceType::Policy, "A policy's field history";
    member: "/members/:memberId/history", "memberId", "getMemberHistory", "ApiTags::Members",
        "crate::types::Scope::MembersRead", ResourceType::Member, "A member's field history";
    webhook_endpoint: "/webhook-endpoints/:webhookEndpointId/history", "webhookEndpointId",
        "getWebhookEndpointHistory", "ApiTags::Webhooks", "crate::types::Scope::WebhooksRead",
        ResourceType::WebhookEndpoint, "A webhook endpoint's field history";
    privacy_request: "/privacy/requests/:privacyRequestId/history", "privacyRequestId",
        "getPrivacyRequestHistory", "ApiTags::Privacy", "crate::types::Scope::PrivacyManage",
        ResourceType::PrivacyRequest, "A privacy request's field history";
    }
    extra: {
        /// A household's expenses' field history
        ///
        /// Each field of a household's expenses a write changed, expense lines item by item
        /// (`lines[id].amount`), with who changed it and how; newest first.
        #[oai(path = "/expenses/history", method = "get", operation_id = "getExpensesHistory", tag = "ApiTags::Expenses")]
        async fn expenses(
            &self,
            #[oai(scope = "crate::types::Scope::ExpensesRead")] auth: ApiKeyAuth,
            /// The household's profile id.
            #[oai(name = "profileId")]
            profile_id: Query<Uuid>,
            /// Only this field's entries.
            field: Query<Option<String>>,
            paging: UntimedPaging,
        ) -> Result<Paged<FieldHistoryEntry>, Failure<ReadErrors>> {
            self.page(auth, ResourceType::Expenses, profile_id.0, field, paging).await
        }
    }
}
