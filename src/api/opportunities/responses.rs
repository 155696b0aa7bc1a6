//! What `/opportunities` answers.

use poem_openapi::Object;
use uuid::Uuid;

use crate::{
    entity::opportunity::{OpportunityStatus, OpportunityType},
    service::opportunities::{ClientInterview as ClientInterviewState, OpportunityView},
    types::{Date, Money, NzTimestamp},
};

/// The Notes section of a mortgage application. Every field is always present (empty when not
/// written yet).
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct DiaryNotes {
    /// What funding the clients need and why.
    pub purpose: String,
    /// The clients' history, character and current position.
    pub client_background: String,
    /// The recommendation to the clients and the instructions to the bank.
    pub recommendations: String,
    /// Other details relevant to the application.
    pub additional_information: String,
}

/// The client interview of an opportunity: what the client wants and how they mean to get
/// there. Every field is present once the interview has been written (empty when not answered).
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ClientInterview {
    /// What the client wants to achieve.
    pub goal: String,
    /// How the client means to get there.
    pub plan: String,
    /// What stands in the way.
    pub challenges: String,
    /// When it should happen.
    pub timing: String,
}

impl From<ClientInterviewState> for ClientInterview {
    fn from(state: ClientInterviewState) -> Self {
        ClientInterview {
            goal: state.goal,
            plan: state.plan,
            challenges: state.challenges,
            timing: state.timing,
        }
    }
}

/// The mortgage application of a mortgage opportunity.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct MortgageApplication {
    #[oai(nullable)]
    pub lender: Option<String>,
    #[oai(nullable)]
    pub loan_amount: Option<Money>,
    /// When the lender's pre-approval runs out.
    #[oai(nullable)]
    pub pre_approval_expiry_date: Option<Date>,
    #[oai(nullable)]
    pub expected_settlement_date: Option<Date>,
}

/// An opportunity. Mortgage opportunities carry `diaryNotes` and `mortgageApplication`; for
/// general ones both are null.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Opportunity {
    /// The opportunity's id (`opportunityId` in paths).
    pub id: Uuid,
    /// The opportunity's id again, under the name integrations of the original service key by.
    pub opportunity_id: Uuid,
    /// Your own id for the opportunity, if you gave it one (null otherwise).
    #[oai(nullable)]
    pub external_id: Option<String>,
    pub name: String,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub opportunity_type: OpportunityType,
    pub profile_id: Uuid,
    pub profile_name: String,
    /// True when the profile is archived, which blocks updates.
    pub is_profile_archived: bool,
    pub pipeline_id: Uuid,
    pub pipeline_name: String,
    pub stage_id: Uuid,
    pub stage_name: String,
    #[oai(nullable)]
    pub adviser_id: Option<Uuid>,
    #[oai(nullable)]
    pub adviser_name: Option<String>,
    /// The expected value of the business.
    #[oai(nullable)]
    pub value: Option<Money>,
    /// How the opportunity arose.
    #[oai(nullable)]
    pub source: Option<String>,
    /// Who referred it.
    #[oai(nullable)]
    pub referrer: Option<String>,
    #[oai(rename = "Status")]
    #[serde(rename = "Status")]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub status: OpportunityStatus,
    /// The New Zealand date it was won or lost; null while open.
    #[oai(nullable)]
    pub closed_date: Option<Date>,
    /// Why it was lost; only with `Status` Lost.
    #[oai(nullable)]
    pub lost_reason: Option<String>,
    pub is_archived: bool,
    /// Mortgage opportunities only.
    #[oai(nullable)]
    pub diary_notes: Option<DiaryNotes>,
    /// Mortgage opportunities only.
    #[oai(nullable)]
    pub mortgage_application: Option<MortgageApplication>,
    /// The client interview; null until it is first written.
    #[oai(nullable)]
    pub client_interview: Option<ClientInterview>,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
}

impl From<OpportunityView> for Opportunity {
    fn from(view: OpportunityView) -> Self {
        let state = view.state;
        let model = view.model;
        Opportunity {
            id: model.id,
            opportunity_id: model.id,
            external_id: state.external_id,
            name: state.name,
            opportunity_type: model.opportunity_type,
            profile_id: state.profile_id,
            profile_name: view.profile_name,
            is_profile_archived: view.is_profile_archived,
            pipeline_id: state.pipeline_id,
            pipeline_name: view.pipeline_name,
            stage_id: model.stage_id,
            stage_name: view.stage_name,
            adviser_id: state.adviser_id,
            adviser_name: view.adviser_name,
            value: state.value.map(Money::from_cents),
            source: state.source,
            referrer: state.referrer,
            status: state.status,
            closed_date: state.closed_date.map(Date),
            lost_reason: state.lost_reason,
            is_archived: state.is_archived,
            diary_notes: state.mortgage.as_ref().map(|m| DiaryNotes {
                purpose: m.diary_notes.purpose.clone(),
                client_background: m.diary_notes.client_background.clone(),
                recommendations: m.diary_notes.recommendations.clone(),
                additional_information: m.diary_notes.additional_information.clone(),
            }),
            mortgage_application: state.mortgage.map(|m| MortgageApplication {
                lender: m.lender,
                loan_amount: m.loan_amount.map(Money::from_cents),
                pre_approval_expiry_date: m.pre_approval_expiry_date.map(Date),
                expected_settlement_date: m.expected_settlement_date.map(Date),
            }),
            client_interview: state.client_interview.map(ClientInterview::from),
            created_timestamp: model.created_at.map(NzTimestamp),
            modified_timestamp: NzTimestamp(model.modified_at),
        }
    }
}

crate::wire::described!(Opportunity => "Opportunity", "Opportunities";);
