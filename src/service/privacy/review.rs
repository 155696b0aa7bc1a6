//! The records whose free text may mention a request's person, or others, for the adviser to
//! read: an access bundle lists them before it is sent, an erasure lists them as what it did
//! not edit (free text is never rewritten automatically).

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::service::{events::ResourceType, notes::NoteView, opportunities::OpportunityView};

/// One record to review, and which of its fields are free text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewItem {
    /// A note or an opportunity.
    pub resource: ResourceType,
    pub id: Uuid,
    pub fields: Vec<String>,
}

/// A [`ReviewItem`] as a request stores it.
#[derive(Serialize, Deserialize)]
struct Stored {
    resource_type: String,
    id: Uuid,
    fields: Vec<String>,
}

/// Every note (its `content`), and every opportunity with diary notes or a client interview.
pub fn items(notes: &[NoteView], opportunities: &[OpportunityView]) -> Vec<ReviewItem> {
    let mut items: Vec<ReviewItem> = notes
        .iter()
        .map(|note| ReviewItem {
            resource: ResourceType::Note,
            id: note.model.id,
            fields: vec!["content".into()],
        })
        .collect();
    items.extend(opportunities.iter().filter_map(|opportunity| {
        let mut fields = Vec::new();
        if opportunity.state.mortgage.is_some() {
            fields.push("diaryNotes".to_string());
        }
        if opportunity.state.client_interview.is_some() {
            fields.push("clientInterview".to_string());
        }
        (!fields.is_empty()).then_some(ReviewItem {
            resource: ResourceType::Opportunity,
            id: opportunity.model.id,
            fields,
        })
    }));
    items
}

/// A request's stored list (`privacy_requests.review`).
pub fn encode(items: &[ReviewItem]) -> String {
    let stored: Vec<Stored> = items
        .iter()
        .map(|item| Stored {
            resource_type: item.resource.name().into(),
            id: item.id,
            fields: item.fields.clone(),
        })
        .collect();
    serde_json::to_string(&stored).unwrap_or_else(|_| "[]".into())
}

/// The list a request stored; empty when it stored none.
pub fn decode(stored: Option<&str>) -> Vec<ReviewItem> {
    let stored: Vec<Stored> = stored.and_then(|text| serde_json::from_str(text).ok()).unwrap_or_default();
    stored
        .into_iter()
        .filter_map(|item| {
            let resource = ResourceType::from_name(&item.resource_type)?;
            Some(ReviewItem { resource, id: item.id, fields: item.fields })
        })
        .collect()
}
