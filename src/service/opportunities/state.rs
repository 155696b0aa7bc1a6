//! The editable state of an opportunity, shared by create and update: its fields, the
//! mortgage details and client interview it may carry, and how each maps to and from a row.

use chrono::{NaiveDate, Utc};
use sea_orm::ActiveValue::Set;
use uuid::Uuid;

use crate::{
    entity::opportunity::{self, OpportunityStatus, OpportunityType},
    error::ServiceError,
    service::{Problems, search},
};

/// The four free-text fields of a mortgage application's Notes section.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DiaryNotes {
    pub purpose: String,
    pub client_background: String,
    pub recommendations: String,
    pub additional_information: String,
}

/// The client interview of any opportunity: four free-text answers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClientInterview {
    pub goal: String,
    pub plan: String,
    pub challenges: String,
    pub timing: String,
}

impl ClientInterview {
    /// The interview stored in a row; `None` while it has never been written.
    pub(super) fn from_model(model: &opportunity::Model) -> Option<Self> {
        let columns = [
            &model.interview_goal,
            &model.interview_plan,
            &model.interview_challenges,
            &model.interview_timing,
        ];
        let text = |value: &Option<String>| value.clone().unwrap_or_default();
        columns.iter().any(|c| c.is_some()).then(|| ClientInterview {
            goal: text(&model.interview_goal),
            plan: text(&model.interview_plan),
            challenges: text(&model.interview_challenges),
            timing: text(&model.interview_timing),
        })
    }

    pub(super) fn fields(&self) -> [(&'static str, &String); 4] {
        [
            ("clientInterview.goal", &self.goal),
            ("clientInterview.plan", &self.plan),
            ("clientInterview.challenges", &self.challenges),
            ("clientInterview.timing", &self.timing),
        ]
    }
}

/// What a mortgage opportunity adds.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MortgageDetails {
    pub diary_notes: DiaryNotes,
    pub lender: Option<String>,
    /// Cents.
    pub loan_amount: Option<i64>,
    pub pre_approval_expiry_date: Option<NaiveDate>,
    pub expected_settlement_date: Option<NaiveDate>,
}

/// The editable fields of an opportunity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpportunityState {
    pub name: String,
    pub profile_id: Uuid,
    pub pipeline_id: Uuid,
    /// `None` on create: the pipeline's first stage.
    pub stage_id: Option<Uuid>,
    pub adviser_id: Option<Uuid>,
    /// Cents.
    pub value: Option<i64>,
    pub source: Option<String>,
    pub referrer: Option<String>,
    pub status: OpportunityStatus,
    pub closed_date: Option<NaiveDate>,
    pub lost_reason: Option<String>,
    pub is_archived: bool,
    /// Present for mortgage opportunities.
    pub mortgage: Option<MortgageDetails>,
    /// Present once the client interview has been written.
    pub client_interview: Option<ClientInterview>,
    /// The integrator's own id (`externalId`).
    pub external_id: Option<String>,
}

impl OpportunityState {
    pub(super) fn from_model(model: &opportunity::Model) -> Self {
        let text = |value: &Option<String>| value.clone().unwrap_or_default();
        OpportunityState {
            name: model.name.clone(),
            profile_id: model.profile_id,
            pipeline_id: model.pipeline_id,
            stage_id: Some(model.stage_id),
            adviser_id: model.adviser_id,
            value: model.value,
            source: model.source.clone(),
            referrer: model.referrer.clone(),
            status: model.status,
            closed_date: model.closed_date,
            lost_reason: model.lost_reason.clone(),
            is_archived: model.is_archived,
            external_id: model.external_id.clone(),
            mortgage: (model.opportunity_type == OpportunityType::Mortgage).then(|| MortgageDetails {
                diary_notes: DiaryNotes {
                    purpose: text(&model.diary_purpose),
                    client_background: text(&model.diary_client_background),
                    recommendations: text(&model.diary_recommendations),
                    additional_information: text(&model.diary_additional_information),
                },
                lender: model.lender.clone(),
                loan_amount: model.loan_amount,
                pre_approval_expiry_date: model.pre_approval_expiry_date,
                expected_settlement_date: model.expected_settlement_date,
            }),
            client_interview: ClientInterview::from_model(model),
        }
    }

    /// The checks a create makes of the state alone, before it reads anything.
    pub fn check(&self) -> Result<(), ServiceError> {
        let mut problems = Problems::new();
        self.validate(&mut problems);
        problems.finish()
    }

    pub(super) fn validate(&self, problems: &mut Problems) {
        problems.require_text("name", &self.name, 200);
        problems.optional_text("source", &self.source, 100);
        problems.optional_text("referrer", &self.referrer, 200);
        problems.optional_text("lostReason", &self.lost_reason, 500);
        if self.value.is_some_and(|cents| cents < 0) {
            problems.add("value", "must not be negative");
        }
        if self.lost_reason.is_some() && self.status != OpportunityStatus::Lost {
            problems.add("lostReason", "can only be given when Status is Lost");
        }
        if let Some(mortgage) = &self.mortgage {
            problems.optional_text("mortgageApplication.lender", &mortgage.lender, 100);
            if mortgage.loan_amount.is_some_and(|cents| cents < 0) {
                problems.add("mortgageApplication.loanAmount", "must not be negative");
            }
            let notes = &mortgage.diary_notes;
            for (field, text) in [
                ("diaryNotes.purpose", &notes.purpose),
                ("diaryNotes.clientBackground", &notes.client_background),
                ("diaryNotes.recommendations", &notes.recommendations),
                ("diaryNotes.additionalInformation", &notes.additional_information),
            ] {
                if text.chars().count() > MAX_DIARY_CHARS {
                    problems.add(field, format!("must be at most {MAX_DIARY_CHARS} characters"));
                }
            }
        }
        for (field, text) in self.client_interview.iter().flat_map(ClientInterview::fields) {
            if text.chars().count() > MAX_INTERVIEW_CHARS {
                problems.add(field, format!("must be at most {MAX_INTERVIEW_CHARS} characters"));
            }
        }
    }

    pub(super) fn apply_to(&self, row: &mut opportunity::ActiveModel, stage_id: Uuid) {
        let notes = self.mortgage.as_ref().map(|m| &m.diary_notes);
        let some_text = |text: Option<&String>| text.map(|t| t.to_string());
        row.profile_id = Set(self.profile_id);
        row.pipeline_id = Set(self.pipeline_id);
        row.stage_id = Set(stage_id);
        row.adviser_id = Set(self.adviser_id);
        row.opportunity_type =
            Set(if self.mortgage.is_some() { OpportunityType::Mortgage } else { OpportunityType::General });
        row.name = Set(self.name.trim().to_string());
        row.value = Set(self.value);
        row.source = Set(self.source.clone());
        row.referrer = Set(self.referrer.clone());
        row.status = Set(self.status);
        row.closed_date = Set(self.closed_date);
        row.lost_reason = Set(self.lost_reason.clone());
        row.is_archived = Set(self.is_archived);
        row.external_id = Set(self.external_id.clone());
        row.diary_purpose = Set(some_text(notes.map(|n| &n.purpose)));
        row.diary_client_background = Set(some_text(notes.map(|n| &n.client_background)));
        row.diary_recommendations = Set(some_text(notes.map(|n| &n.recommendations)));
        row.diary_additional_information = Set(some_text(notes.map(|n| &n.additional_information)));
        row.lender = Set(self.mortgage.as_ref().and_then(|m| m.lender.clone()));
        row.loan_amount = Set(self.mortgage.as_ref().and_then(|m| m.loan_amount));
        row.pre_approval_expiry_date = Set(self.mortgage.as_ref().and_then(|m| m.pre_approval_expiry_date));
        row.expected_settlement_date = Set(self.mortgage.as_ref().and_then(|m| m.expected_settlement_date));
        let interview = self.client_interview.as_ref();
        row.interview_goal = Set(some_text(interview.map(|i| &i.goal)));
        row.interview_plan = Set(some_text(interview.map(|i| &i.plan)));
        row.interview_challenges = Set(some_text(interview.map(|i| &i.challenges)));
        row.interview_timing = Set(some_text(interview.map(|i| &i.timing)));
        row.modified_at = Set(Utc::now());
    }

    pub(super) fn searchable_text(&self) -> String {
        search::searchable_text([
            Some(self.name.as_str()),
            self.mortgage.as_ref().and_then(|m| m.lender.as_deref()),
        ])
    }
}

/// Longest diary note.
pub const MAX_DIARY_CHARS: usize = 20_000;
/// Longest answer of the client interview.
pub const MAX_INTERVIEW_CHARS: usize = 10_000;
