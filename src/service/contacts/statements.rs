//! Statements of correction (IPP 7): when an agency declines to correct a person's
//! information, it attaches, on request, the person's statement of the correction sought, so
//! that it is read with the information. A contact carries its statements as a list; a
//! declined correction request attaches (or replaces) its own, and an import carries a
//! source's statements in with the contact.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::history::{decode, encode};
use crate::service::{Problems, opportunities::today};

/// Longest statement, in characters (as a request's statement).
pub const MAX_STATEMENT_CHARS: usize = 10_000;

/// A statement a contact is to be read with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CorrectionStatement {
    /// The person's statement of the correction sought, in their words.
    pub statement: String,
    /// The day it was attached.
    pub attached_on: NaiveDate,
    /// The declined correction request it came with; none for one carried in by an import.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub privacy_request_id: Option<Uuid>,
}

/// The stored column: null while there are none, so that rows without statements stay as
/// they were.
pub fn encode_column(statements: &[CorrectionStatement]) -> Option<String> {
    (!statements.is_empty()).then(|| encode(statements))
}

pub fn decode_column(column: &Option<String>) -> Vec<CorrectionStatement> {
    column.as_deref().map(decode).unwrap_or_default()
}

/// Sets request `request_id`'s statement in `statements`: replaces the one it attached before,
/// or removes it when `statement` is none.
pub fn attach(statements: &mut Vec<CorrectionStatement>, request_id: Uuid, statement: Option<&str>) {
    let position = statements.iter().position(|line| line.privacy_request_id == Some(request_id));
    match (position, statement) {
        (Some(index), Some(text)) => statements[index].statement = text.to_string(),
        (Some(index), None) => {
            statements.remove(index);
        }
        (None, Some(text)) => statements.push(CorrectionStatement {
            statement: text.to_string(),
            attached_on: today(),
            privacy_request_id: Some(request_id),
        }),
        (None, None) => {}
    }
}

pub fn validate(problems: &mut Problems, statements: &[CorrectionStatement]) {
    for (index, line) in statements.iter().enumerate() {
        let at = format!("correctionStatements[{index}]");
        problems.require_text(&format!("{at}.statement"), &line.statement, MAX_STATEMENT_CHARS);
        if line.attached_on > today() {
            problems.add(format!("{at}.attachedOn"), "cannot be after today (New Zealand time)");
        }
    }
}
