//! Statements of correction as contacts show and take them.

use poem_openapi::Object;
use uuid::Uuid;

use crate::{
    service::contacts::CorrectionStatement,
    types::{Date, NonBlank},
};

/// A statement of correction (Privacy Act 2020, IPP 7): the correction the person sought and
/// the agency declined, in their words, to be read with the contact's information.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct CorrectionStatementLine {
    pub statement: String,
    /// The day it was attached.
    pub attached_on: Date,
    /// The declined correction request it came with (`GET /privacy/requests/{id}`); null for
    /// one carried in by an import.
    #[oai(nullable)]
    pub privacy_request_id: Option<Uuid>,
}

impl From<&CorrectionStatement> for CorrectionStatementLine {
    fn from(line: &CorrectionStatement) -> Self {
        CorrectionStatementLine {
            statement: line.statement.clone(),
            attached_on: Date(line.attached_on),
            privacy_request_id: line.privacy_request_id,
        }
    }
}

/// A statement of correction carried in with a contact, as another system attached it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct NewCorrectionStatement {
    pub statement: NonBlank<10000>,
    /// The day it was attached there; not after today.
    pub attached_on: Date,
}

impl From<&NewCorrectionStatement> for CorrectionStatement {
    fn from(line: &NewCorrectionStatement) -> Self {
        CorrectionStatement {
            statement: line.statement.clone().into(),
            attached_on: line.attached_on.0,
            privacy_request_id: None,
        }
    }
}
