//! `GET /privacy/requests/{id}/holds`: the record-keeping duties that keep a request's person's
//! information from erasure today, each with its reason and the day it ends
//! (`service::privacy::holds`).

use poem_openapi::{Enum, Object, OpenApi, param::Path};
use uuid::Uuid;

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    config::Config,
    db::Database,
    http::{Failure, ReadErrors},
    service::privacy::holds::{self, Hold, HoldReason, HoldYears},
    types::Date,
    wire::Found,
};

/// Why a person's information must be kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "camelCase")]
pub enum RetentionHoldReason {
    /// The financial advice provider's licence: advice records seven years (or as configured)
    /// from the latest record concerning the person.
    AdviceRecords,
    /// AML/CFT Act ss 50–51: identity and verification records five years (or as configured)
    /// after the relationship ends (the archiving of their last active profile).
    AmlCft,
}

/// One hold on a person's information.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct RetentionHold {
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub reason: RetentionHoldReason,
    /// The day it is counted from: the latest advice record, or the end of the relationship;
    /// null while the relationship goes on.
    #[oai(nullable)]
    pub since: Option<Date>,
    /// The first day the information may be erased; null while the relationship goes on (the
    /// hold then ends five years after it does).
    #[oai(nullable)]
    pub ends_on: Option<Date>,
}

/// The holds in force today on a request's person.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct RetentionHolds {
    pub privacy_request_id: Uuid,
    pub contact_id: Uuid,
    /// Empty when nothing keeps the information.
    pub holds: Vec<RetentionHold>,
    /// The first day no hold applies, as far as is known today; null while a hold has no end.
    #[oai(nullable)]
    pub erasable_on: Option<Date>,
}

crate::wire::described!(RetentionHolds => "Retention holds", "Retention holds";);

impl From<Hold> for RetentionHold {
    fn from(hold: Hold) -> Self {
        RetentionHold {
            reason: match hold.reason {
                HoldReason::AdviceRecords => RetentionHoldReason::AdviceRecords,
                HoldReason::AmlCft => RetentionHoldReason::AmlCft,
            },
            since: hold.since.map(Date),
            ends_on: hold.ends_on.map(Date),
        }
    }
}

/// The holds' lengths as the operator configured them.
pub fn hold_years(config: &Config) -> HoldYears {
    HoldYears { advice_records: config.privacy_hold_advice_years, aml_cft: config.privacy_hold_aml_years }
}

pub struct PrivacyHoldsApi {
    db: Database,
    years: HoldYears,
}

impl PrivacyHoldsApi {
    pub fn new(db: Database, years: HoldYears) -> Self {
        PrivacyHoldsApi { db, years }
    }
}

#[OpenApi(prefix_path = "/privacy/requests", tag = "ApiTags::Privacy")]
impl PrivacyHoldsApi {
    /// Get the retention holds on a request's person
    ///
    /// The record-keeping duties that keep the person's information from erasure today: advice
    /// records (seven years from the latest opportunity, product, policy or note concerning
    /// them) and AML/CFT (five years after their last active profile is archived; no end while
    /// one is active). `erasableOn` is the first day none applies. Lengths are the operator's
    /// (`PRIVACY_HOLD_ADVICE_YEARS`, `PRIVACY_HOLD_AML_YEARS`), never below the statutes'.
    #[oai(path = "/:privacyRequestId/holds", method = "get", operation_id = "getPrivacyRequestHolds")]
    async fn holds(
        &self,
        #[oai(scope = "crate::types::Scope::PrivacyManage")] auth: ApiKeyAuth,
        /// The request's id.
        #[oai(name = "privacyRequestId")]
        id: Path<Uuid>,
    ) -> Result<Found<RetentionHolds>, Failure<ReadErrors>> {
        let (request, found) = holds::of_request(&self.db, auth.0.organisation_id, id.0, self.years).await?;
        let erasable_on = holds::erasable_on(&found, holds::today()).map(Date);
        Ok(Found(RetentionHolds {
            privacy_request_id: request.id,
            contact_id: request.contact_id,
            holds: found.into_iter().map(RetentionHold::from).collect(),
            erasable_on,
        }))
    }
}
