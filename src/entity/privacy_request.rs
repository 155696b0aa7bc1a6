use sea_orm::entity::prelude::*;

/// Which of the Privacy Act's requests it is: access to the information held (IPP 6), its
/// correction (IPP 7), or its erasure (IPP 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
#[oai(rename_all = "lowercase")]
pub enum PrivacyRequestType {
    #[sea_orm(string_value = "access")]
    Access,
    #[sea_orm(string_value = "correction")]
    Correction,
    #[sea_orm(string_value = "erasure")]
    Erasure,
}

/// Where a request stands: `open` until decided, then the decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
#[oai(rename_all = "lowercase")]
pub enum PrivacyRequestStatus {
    /// Received, not yet decided.
    #[sea_orm(string_value = "open")]
    Open,
    /// An access request answered: the information was given (the bundle).
    #[sea_orm(string_value = "granted")]
    Granted,
    /// A correction request accepted: the values sought were applied to the contact.
    #[sea_orm(string_value = "corrected")]
    Corrected,
    /// Refused; for a correction, the person's statement of correction is attached to the contact.
    #[sea_orm(string_value = "declined")]
    Declined,
    /// The person withdrew the request.
    #[sea_orm(string_value = "withdrawn")]
    Withdrawn,
    /// An erasure decided but held back by a retention hold: it runs on `schedule_on`.
    #[sea_orm(string_value = "scheduled")]
    Scheduled,
    /// An erasure carried out: the contact is a tombstone.
    #[sea_orm(string_value = "erased")]
    Erased,
}

/// A Privacy Act request about a contact, and its decision.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "privacy_requests")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub contact_id: Uuid,
    pub request_type: PrivacyRequestType,
    pub status: PrivacyRequestStatus,
    pub received_on: Date,
    /// 20 working days after `received_on` (`domain::working_days`).
    pub due_on: Date,
    #[sea_orm(column_type = "Text", nullable)]
    pub notes: Option<String>,
    /// A correction request's values sought: a JSON object of contact fields.
    #[sea_orm(column_type = "Text", nullable)]
    pub corrections: Option<String>,
    pub decided_on: Option<Date>,
    #[sea_orm(column_type = "Text", nullable)]
    pub decision_notes: Option<String>,
    /// A declined correction's statement of the correction sought, in the person's words.
    #[sea_orm(column_type = "Text", nullable)]
    pub statement: Option<String>,
    pub created_by_member_id: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub modified_at: DateTimeUtc,
    /// The day a scheduled erasure runs.
    pub schedule_on: Option<Date>,
    /// An erasure's records whose free text may mention the person: a JSON array of
    /// `service::privacy::review::ReviewItem`.
    #[sea_orm(column_type = "Text", nullable)]
    pub review: Option<String>,
}

impl ActiveModelBehavior for ActiveModel {}
