//! `/events`: the feed of changes to the organisation's records, oldest first, and the audit
//! trail of who changed what (docs/decisions.md, ADR-24).

use poem_openapi::{
    Enum, Object, OpenApi,
    param::{Path, Query},
};
use uuid::Uuid;

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::event,
    http::{Failure, ListErrors, ReadErrors},
    service::events::{self, EventFilter, EventType, ResourceType},
    types::NzTimestamp,
    wire::{Found, NumberedPaging, Paged},
};

/// Who made a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "camelCase")]
pub enum ActorType {
    /// A request with an API key (`memberId` and `memberName` name its member, if it has one).
    ApiKey,
    /// A command-line command run by an operator (imports, members added).
    Cli,
    /// The service itself (start-up provisioning, demo data).
    System,
}

/// Who made a change.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct EventActor {
    #[oai(rename = "type")]
    #[serde(rename = "type")]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub actor_type: ActorType,
    /// The member the API key was issued to.
    #[oai(nullable)]
    pub member_id: Option<Uuid>,
    /// The member's name when the change was made.
    #[oai(nullable)]
    pub member_name: Option<String>,
    /// The prefix of the API key used (never the key itself); for an OAuth 2.0 access token,
    /// the token's prefix.
    #[oai(nullable)]
    pub api_key_prefix: Option<String>,
    /// For a change made with an OAuth 2.0 access token: its client's `client_id`. Absent for
    /// changes made with an API key.
    #[oai(nullable, skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub oauth_client_id: Option<String>,
}

/// A change to one of the organisation's records.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Event {
    /// The event's id; pass it as `after` to read the events that followed it.
    pub id: Uuid,
    /// What happened (the `EventType` schema lists every type with its meaning).
    #[oai(rename = "type")]
    #[serde(rename = "type")]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub event_type: EventType,
    /// When the change was made.
    pub occurred_timestamp: NzTimestamp,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub resource_type: ResourceType,
    /// The changed record's id.
    pub resource_id: Uuid,
    /// The profile the record belongs to (for contacts, their first profile).
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    pub actor: EventActor,
    /// For updates, archivals, restorations and status or key-contact changes: the fields of
    /// `data` whose values changed. Null for creations.
    #[oai(nullable)]
    pub changed_fields: Option<Vec<String>>,
    /// The record right after the change, exactly as its GET endpoint returned it then.
    pub data: serde_json::Value,
}

impl From<event::Model> for Event {
    fn from(model: event::Model) -> Self {
        let actor_type = match model.actor_type.as_str() {
            "apiKey" => ActorType::ApiKey,
            "cli" => ActorType::Cli,
            _ => ActorType::System,
        };
        Event {
            id: model.id,
            event_type: EventType::from_name(&model.event_type)
                .expect("events are stored with the names of the catalogue"),
            occurred_timestamp: model.occurred_at.into(),
            resource_type: ResourceType::from_name(&model.resource_type)
                .expect("events are stored with the names of the catalogue"),
            resource_id: model.resource_id,
            profile_id: model.profile_id,
            actor: EventActor {
                actor_type,
                member_id: model.actor_member_id,
                member_name: model.actor_member_name,
                api_key_prefix: model.actor_api_key_prefix,
                oauth_client_id: model.actor_oauth_client_id,
            },
            changed_fields: model.changed_fields.and_then(|text| serde_json::from_str(&text).ok()),
            data: serde_json::from_str(&model.data).unwrap_or_default(),
        }
    }
}

crate::wire::described!(Event => "Event", "Events";);

pub struct EventsApi {
    db: Database,
}

impl EventsApi {
    pub fn new(db: Database) -> Self {
        EventsApi { db }
    }
}

#[OpenApi(prefix_path = "/events", tag = "ApiTags::Events")]
impl EventsApi {
    /// List events
    ///
    /// The organisation's events, oldest first, in the order they were committed. To follow
    /// changes, keep the id of the last event read and ask for `after=<that id>`: an event that
    /// commits late is never skipped. Events are kept for at least 30 days.
    #[oai(path = "/", method = "get", operation_id = "listEvents")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::EventsRead")] auth: ApiKeyAuth,
        /// Only events of this type.
        #[oai(name = "type")]
        event_type: Query<Option<EventType>>,
        /// Only events about this kind of record.
        #[oai(name = "resourceType")]
        resource_type: Query<Option<ResourceType>>,
        /// Only events about this record.
        #[oai(name = "resourceId")]
        resource_id: Query<Option<Uuid>>,
        /// Only events after this one (an event id of your organisation).
        after: Query<Option<Uuid>>,
        paging: NumberedPaging,
    ) -> Result<Paged<Event>, Failure<ListErrors>> {
        let request = paging.request()?;
        let filter = EventFilter {
            event_type: event_type.0,
            resource_type: resource_type.0,
            resource_id: resource_id.0,
            after: after.0,
            readable: ResourceType::readable_with(auth.0.scopes),
        };
        let (models, info) = events::list(&self.db, auth.0.organisation_id, filter, request).await?;
        Ok(paging.paged(models, info, request))
    }

    /// Get an event
    ///
    /// One event, with the record as it was right after the change.
    #[oai(path = "/:eventId", method = "get", operation_id = "getEvent")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::EventsRead")] auth: ApiKeyAuth,
        /// The event's id.
        #[oai(name = "eventId")]
        event_id: Path<Uuid>,
    ) -> Result<Found<Event>, Failure<ReadErrors>> {
        Ok(Found(
            events::get(
                &self.db,
                auth.0.organisation_id,
                event_id.0,
                &ResourceType::readable_with(auth.0.scopes),
            )
            .await?
            .into(),
        ))
    }
}

/// Writes the catalogue into the document: the `EventType` schema's description gets a table of
/// every type with what it means, and `x-enum-descriptions` maps each to its description (the
/// form code generators read), since poem-openapi documents an enum's values without theirs.
pub fn document_catalogue(document: &mut serde_json::Value) {
    let Some(schema) = document.pointer_mut("/components/schemas/EventType") else { return };
    let mut description = String::from(
        "The type of an event: `<resourceType>.<what happened>`.\n\n| Type | Meaning |\n|---|---|\n",
    );
    let mut descriptions = serde_json::Map::new();
    for event_type in EventType::ALL {
        description.push_str(&format!("| `{}` | {} |\n", event_type.name(), event_type.description()));
        descriptions.insert(event_type.name().to_string(), event_type.description().into());
    }
    schema["description"] = description.trim_end().into();
    schema["x-enum-descriptions"] = descriptions.into();
}
