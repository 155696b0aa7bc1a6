//! `/privacy/requests`: the register of Privacy Act 2020 requests about a contact (access,
//! correction, erasure), with each one's statutory due date and decision. Scope
//! `privacy:manage`, which no key holds unless granted by name.

use std::collections::BTreeMap;

use poem_openapi::{
    Object, OpenApi,
    param::{Path, Query},
    types::MaybeUndefined,
};
use serde_json::Value;
use uuid::Uuid;

use super::{contacts::read_correction, patch, privacy_bundle::ReviewItem, tags::ApiTags};
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::privacy_request::{self, PrivacyRequestStatus, PrivacyRequestType},
    http::{Failure, ListErrors, ReadErrors, WriteErrors},
    service::privacy::{
        holds::HoldYears,
        requests::{self, Decision, NewRequest, RequestFilters},
        review,
    },
    types::{Date, NzTimestamp},
    wire::{Created, Found, JsonBody, Paged, Paging, Updated},
};

/// A Privacy Act request about a contact, and its decision.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PrivacyRequest {
    /// The request's id (`privacyRequestId` in paths).
    pub id: Uuid,
    /// The request's id again, under its typed name.
    pub privacy_request_id: Uuid,
    /// Access to the information held (IPP 6), its correction (IPP 7) or its erasure.
    #[oai(rename = "type")]
    #[serde(rename = "type")]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub request_type: PrivacyRequestType,
    /// `open` until decided; a decision is final.
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub status: PrivacyRequestStatus,
    /// The person the request is about.
    pub contact_id: Uuid,
    /// The day the request was received.
    pub received_on: Date,
    /// The day it must be decided by: 20 working days after `receivedOn`, as the Act counts
    /// them (no weekends, national public holidays, or 25 December to 15 January).
    pub due_on: Date,
    #[oai(nullable)]
    pub notes: Option<String>,
    /// A correction request's values sought, as the contact's fields (`{"lastName": "Ngata"}`).
    #[oai(nullable)]
    pub corrections: Option<BTreeMap<String, Value>>,
    /// The day the request was decided; null while open.
    #[oai(nullable)]
    pub decided_on: Option<Date>,
    /// The reasons for the decision, as the agency records them.
    #[oai(nullable)]
    pub decision_notes: Option<String>,
    /// A declined correction's statement of the correction sought, in the person's words.
    #[oai(nullable)]
    pub statement: Option<String>,
    /// A scheduled erasure's day: it runs then, once the retention holds have ended. Left out
    /// unless the erasure is scheduled.
    #[oai(nullable, skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub schedule_on: Option<Date>,
    /// An erasure's records whose free text may still mention the person (notes, diary notes,
    /// client interviews): erasure does not edit free text, so an adviser reads them. Left out
    /// until the erasure has run.
    #[oai(nullable, default, skip_serializing_if_is_empty)]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub for_review: Vec<ReviewItem>,
    /// The member who opened the request.
    #[oai(nullable)]
    pub created_by_member_id: Option<Uuid>,
    pub created_timestamp: NzTimestamp,
    pub modified_timestamp: NzTimestamp,
}

impl From<privacy_request::Model> for PrivacyRequest {
    fn from(model: privacy_request::Model) -> Self {
        PrivacyRequest {
            id: model.id,
            privacy_request_id: model.id,
            request_type: model.request_type,
            status: model.status,
            contact_id: model.contact_id,
            received_on: Date(model.received_on),
            due_on: Date(model.due_on),
            notes: model.notes,
            corrections: model.corrections.and_then(|sought| serde_json::from_str(&sought).ok()),
            decided_on: model.decided_on.map(Date),
            decision_notes: model.decision_notes,
            statement: model.statement,
            schedule_on: model.schedule_on.map(Date),
            for_review: review::decode(model.review.as_deref()).into_iter().map(ReviewItem::from).collect(),
            created_by_member_id: model.created_by_member_id,
            created_timestamp: NzTimestamp(model.created_at),
            modified_timestamp: NzTimestamp(model.modified_at),
        }
    }
}

/// A request received.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PrivacyRequestCreate {
    #[oai(rename = "type")]
    pub request_type: PrivacyRequestType,
    /// A contact of your organisation: the person the request is about.
    pub contact_id: Uuid,
    /// The day the request was received (not after today); `dueOn` is counted from it.
    pub received_on: Date,
    /// At most 10,000 characters.
    #[oai(nullable, validator(max_length = 10000))]
    pub notes: Option<String>,
    /// For a correction request (and only for one): the contact's fields and the values sought,
    /// as an update of the contact would send them.
    #[oai(nullable)]
    pub corrections: Option<BTreeMap<String, Value>>,
}

/// A decision on a request, or changes to its notes: only the fields present are applied.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PrivacyRequestUpdate {
    /// The decision: `granted` (access), `corrected` (correction), `erased` or `scheduled`
    /// (erasure), `declined` or `withdrawn` (any). A decided request's status cannot change
    /// again (409), except a `scheduled` erasure's.
    #[oai(nullable)]
    pub status: Option<PrivacyRequestStatus>,
    /// With `status: scheduled`: the day the erasure runs, not before the last retention hold
    /// ends (`GET …/holds`, `erasableOn`); that day when left out.
    #[oai(nullable)]
    pub schedule_on: Option<Date>,
    /// The day of the decision; today (New Zealand time) when left out.
    #[oai(nullable)]
    pub decided_on: Option<Date>,
    /// At most 10,000 characters; `null` clears them.
    #[oai(nullable, validator(max_length = 10000))]
    pub notes: MaybeUndefined<String>,
    /// The reasons for the decision (at most 10,000 characters); `null` clears them.
    #[oai(nullable, validator(max_length = 10000))]
    pub decision_notes: MaybeUndefined<String>,
    /// A declined correction request's statement of the correction sought (at most 10,000
    /// characters), to be read with the information.
    #[oai(nullable, validator(max_length = 10000))]
    pub statement: MaybeUndefined<String>,
}

impl From<PrivacyRequestUpdate> for Decision {
    fn from(update: PrivacyRequestUpdate) -> Self {
        Decision {
            status: update.status,
            decided_on: update.decided_on.map(|day| day.0),
            notes: patch::present(update.notes),
            decision_notes: patch::present(update.decision_notes),
            statement: patch::present(update.statement),
            schedule_on: update.schedule_on.map(|day| day.0),
            while_status: None,
        }
    }
}

crate::wire::described!(PrivacyRequest => "Privacy request", "Privacy requests";);

pub struct PrivacyApi {
    db: Database,
    years: HoldYears,
}

impl PrivacyApi {
    pub fn new(db: Database, years: HoldYears) -> Self {
        PrivacyApi { db, years }
    }
}

#[OpenApi(prefix_path = "/privacy/requests", tag = "ApiTags::Privacy")]
impl PrivacyApi {
    /// List privacy requests
    ///
    /// The organisation's Privacy Act requests in the order they were opened, optionally only
    /// those of one status, type or contact.
    #[oai(path = "/", method = "get", operation_id = "listPrivacyRequests")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::PrivacyManage")] auth: ApiKeyAuth,
        /// Only requests with this status.
        status: Query<Option<PrivacyRequestStatus>>,
        /// Only requests of this type.
        #[oai(name = "type")]
        request_type: Query<Option<PrivacyRequestType>>,
        /// Only requests about this contact.
        #[oai(name = "contactId")]
        contact_id: Query<Option<Uuid>>,
        paging: Paging,
    ) -> Result<Paged<PrivacyRequest>, Failure<ListErrors>> {
        let request = paging.request()?;
        let filters =
            RequestFilters { status: status.0, request_type: request_type.0, contact_id: contact_id.0 };
        let (models, total) = requests::list(&self.db, auth.0.organisation_id, filters, request).await?;
        Ok(paging.paged(models, total, request))
    }

    /// Get a privacy request
    ///
    /// One request, with its due date and decision.
    #[oai(path = "/:privacyRequestId", method = "get", operation_id = "getPrivacyRequest")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::PrivacyManage")] auth: ApiKeyAuth,
        /// The request's id.
        #[oai(name = "privacyRequestId")]
        id: Path<Uuid>,
    ) -> Result<Found<PrivacyRequest>, Failure<ReadErrors>> {
        Ok(Found(requests::get(&self.db, auth.0.organisation_id, id.0).await?.into()))
    }

    /// Open a privacy request
    ///
    /// Records a request about a contact received on `receivedOn`, due 20 working days later
    /// (`dueOn`): weekends, New Zealand's national public holidays (Matariki and Mondayised
    /// days included) and 25 December to 15 January are not counted. Regional anniversary days
    /// are not excluded. A correction request names the values sought in `corrections`.
    #[oai(path = "/", method = "post", operation_id = "createPrivacyRequest")]
    async fn create(
        &self,
        #[oai(scope = "crate::types::Scope::PrivacyManage")] auth: ApiKeyAuth,
        body: JsonBody<PrivacyRequestCreate>,
    ) -> Result<Created<PrivacyRequest>, Failure<WriteErrors>> {
        let body = body.0;
        let new = NewRequest {
            request_type: body.request_type,
            contact_id: body.contact_id,
            received_on: body.received_on.0,
            notes: body.notes,
            corrections: body.corrections.map(|sought| sought.into_iter().collect()),
        };
        let model =
            requests::create(&self.db, auth.0.organisation_id, new, auth.0.member_id, read_correction)
                .await?;
        Ok(Created(model.into()))
    }

    /// Decide a privacy request
    ///
    /// Records the decision (`status`, `decidedOn`, `decisionNotes`) or changes the notes.
    /// Each type has its decisions: an access request is `granted`, a correction `corrected`,
    /// an erasure `erased` or `scheduled`, and any may be `declined` or `withdrawn`. A declined
    /// correction may carry the person's `statement`. A decision is final: changing a decided
    /// request's status is a 409.
    ///
    /// `erased` erases the person now: their contact becomes a tombstone (`isErased`), and
    /// their values leave search, field history, events, webhook deliveries not yet sent and
    /// stored responses; `contact.erased` is sent. While a retention hold applies it answers
    /// 409 `retention_hold`, listing each hold and its end in `errors`. `scheduled` runs the
    /// erasure on `scheduleOn`, or on the day the last hold ends; until then it may be moved,
    /// declined or withdrawn.
    #[oai(path = "/:privacyRequestId", method = "patch", operation_id = "updatePrivacyRequest")]
    async fn update(
        &self,
        #[oai(scope = "crate::types::Scope::PrivacyManage")] auth: ApiKeyAuth,
        /// The request's id.
        #[oai(name = "privacyRequestId")]
        id: Path<Uuid>,
        body: JsonBody<PrivacyRequestUpdate>,
    ) -> Result<Updated<PrivacyRequest>, Failure<WriteErrors>> {
        let model = requests::update(
            &self.db,
            auth.0.organisation_id,
            id.0,
            body.0.into(),
            read_correction,
            self.years,
        )
        .await?;
        Ok(Updated(model.into()))
    }
}
