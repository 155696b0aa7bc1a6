//! Request fields the interface no longer accepts (docs/decisions.md, ADR-18,
//! removed KiwiSaver fields): a body that still carries one gets a 400 `field_removed` naming
//! its replacement, instead of having the field silently ignored like any other unknown field.

use poem::http::StatusCode;
use serde_json::Value;

use crate::{error::FieldError, http::ApiError};

struct RemovedField {
    /// The request schema that no longer takes the field.
    schema: &'static str,
    field: &'static str,
    replacement: &'static str,
}

const REMOVED: &[RemovedField] = &[
    RemovedField {
        schema: "KiwiSaverCreate",
        field: "KiwiSaverPolicyNumber",
        replacement: "KiwiSaverMemberNumber",
    },
    RemovedField {
        schema: "KiwiSaverCreate",
        field: "MembershipNumber",
        replacement: "KiwiSaverMemberNumber",
    },
    RemovedField {
        schema: "KiwiSaverUpdate",
        field: "KiwiSaverPolicyNumber",
        replacement: "KiwiSaverMemberNumber",
    },
    RemovedField {
        schema: "KiwiSaverUpdate",
        field: "MembershipNumber",
        replacement: "KiwiSaverMemberNumber",
    },
];

/// The removed fields a body for `schema` carries, as one error.
pub fn check(schema: &str, body: &Value) -> Result<(), ApiError> {
    let errors: Vec<FieldError> = REMOVED
        .iter()
        .filter(|removed| removed.schema == schema && body.get(removed.field).is_some())
        .map(|removed| {
            FieldError::new(removed.field, format!("was removed; send {} instead", removed.replacement))
        })
        .collect();
    let Some(first) = errors.first() else { return Ok(()) };
    let message = format!("{} {}", first.field, first.message);
    Err(ApiError {
        errors,
        ..ApiError::new(StatusCode::BAD_REQUEST, crate::error::ErrorCode::FieldRemoved, message)
    })
}
