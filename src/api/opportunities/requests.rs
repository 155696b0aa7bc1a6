//! What `/opportunities` takes: new opportunities, changes, and the parts of a mortgage
//! opportunity.

use poem_openapi::{Object, types::MaybeUndefined};
use uuid::Uuid;

use crate::api::patch;
use crate::{
    entity::opportunity::{OpportunityStatus, OpportunityType},
    error::ServiceError,
    service::{
        Problems,
        opportunities::{
            ClientInterview as ClientInterviewState, DiaryNotes as DiaryNotesState, MortgageDetails,
            OpportunityState,
        },
    },
    types::{Date, ExternalId, Money, NonBlank},
    wire::parse_checked,
};

/// Diary notes to write. On create, fields left out are empty; on update, fields left out stay
/// as they are.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct DiaryNotesInput {
    /// What funding the clients need and why.
    #[oai(nullable, validator(max_length = 20000))]
    pub purpose: Option<String>,
    /// The clients' history, character and current position.
    #[oai(nullable, validator(max_length = 20000))]
    pub client_background: Option<String>,
    /// The recommendation to the clients and the instructions to the bank.
    #[oai(nullable, validator(max_length = 20000))]
    pub recommendations: Option<String>,
    /// Other details relevant to the application.
    #[oai(nullable, validator(max_length = 20000))]
    pub additional_information: Option<String>,
}

impl DiaryNotesInput {
    pub(super) fn merge_into(&self, notes: &mut DiaryNotesState) {
        patch::texts([
            (&mut notes.purpose, &self.purpose),
            (&mut notes.client_background, &self.client_background),
            (&mut notes.recommendations, &self.recommendations),
            (&mut notes.additional_information, &self.additional_information),
        ]);
    }
}

/// Client interview answers to write. On create, fields left out are empty; on update, fields
/// left out stay as they are. Empty strings are allowed.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ClientInterviewInput {
    /// What the client wants to achieve.
    #[oai(nullable, validator(max_length = 10000))]
    pub goal: Option<String>,
    /// How the client means to get there.
    #[oai(nullable, validator(max_length = 10000))]
    pub plan: Option<String>,
    /// What stands in the way.
    #[oai(nullable, validator(max_length = 10000))]
    pub challenges: Option<String>,
    /// When it should happen.
    #[oai(nullable, validator(max_length = 10000))]
    pub timing: Option<String>,
}

impl ClientInterviewInput {
    /// Writes the answers given over `interview`, starting from an empty one if there is none.
    pub(super) fn merge_into(&self, interview: &mut Option<ClientInterviewState>) {
        let interview = interview.get_or_insert_with(ClientInterviewState::default);
        patch::texts([
            (&mut interview.goal, &self.goal),
            (&mut interview.plan, &self.plan),
            (&mut interview.challenges, &self.challenges),
            (&mut interview.timing, &self.timing),
        ]);
    }
}

/// Changes to a mortgage application: fields left out stay as they are, `null` clears one.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MortgageApplicationInput {
    #[oai(nullable, validator(max_length = 100))]
    pub lender: MaybeUndefined<String>,
    /// Not negative.
    #[oai(nullable)]
    pub loan_amount: MaybeUndefined<Money>,
    #[oai(nullable)]
    pub pre_approval_expiry_date: MaybeUndefined<Date>,
    #[oai(nullable)]
    pub expected_settlement_date: MaybeUndefined<Date>,
}

impl MortgageApplicationInput {
    pub(super) fn merge_into(&self, details: &mut MortgageDetails) {
        patch::optional(&mut details.lender, &self.lender);
        patch::optional_as(&mut details.loan_amount, &self.loan_amount, |m| m.cents());
        patch::optional_as(&mut details.pre_approval_expiry_date, &self.pre_approval_expiry_date, |d| d.0);
        patch::optional_as(&mut details.expected_settlement_date, &self.expected_settlement_date, |d| d.0);
    }
}

/// A new opportunity. It starts `Open`, at `stageId` or the pipeline's first stage.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OpportunityCreate {
    pub name: NonBlank<200>,
    /// A profile of your organisation that is not archived.
    pub profile_id: Uuid,
    /// A pipeline of your organisation.
    pub pipeline_id: Uuid,
    /// A stage of that pipeline; its first stage when left out.
    #[oai(nullable)]
    pub stage_id: Option<Uuid>,
    /// A member of your organisation.
    #[oai(nullable)]
    pub adviser_id: Option<Uuid>,
    /// Not negative.
    #[oai(nullable)]
    pub value: Option<Money>,
    #[oai(nullable, validator(max_length = 100))]
    pub source: Option<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub referrer: Option<String>,
    /// The client interview, if it has been held.
    #[oai(nullable)]
    pub client_interview: Option<ClientInterviewInput>,
    /// Your own id for the opportunity: unique among your organisation's opportunities (409
    /// `external_id_taken` naming the opportunity holding it otherwise).
    #[oai(nullable)]
    pub external_id: Option<ExternalId>,
}

impl OpportunityCreate {
    pub(super) fn into_state(self, mortgage: Option<MortgageDetails>) -> OpportunityState {
        OpportunityState {
            name: self.name.into(),
            profile_id: self.profile_id,
            pipeline_id: self.pipeline_id,
            stage_id: self.stage_id,
            adviser_id: self.adviser_id,
            value: self.value.map(Money::cents),
            source: self.source,
            referrer: self.referrer,
            status: OpportunityStatus::Open,
            closed_date: None,
            lost_reason: None,
            is_archived: false,
            external_id: self.external_id.map(String::from),
            mortgage,
            client_interview: self.client_interview.and_then(|input| {
                let mut interview = None;
                input.merge_into(&mut interview);
                interview
            }),
        }
    }
}

/// A new mortgage opportunity, with its diary notes and application.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MortgageOpportunityCreate {
    #[oai(flatten)]
    pub opportunity: OpportunityCreate,
    #[oai(nullable)]
    pub diary_notes: Option<DiaryNotesInput>,
    #[oai(nullable)]
    pub mortgage_application: Option<MortgageApplicationInput>,
}

impl MortgageOpportunityCreate {
    pub(super) fn into_state(self) -> OpportunityState {
        let mut details = MortgageDetails::default();
        if let Some(notes) = &self.diary_notes {
            notes.merge_into(&mut details.diary_notes);
        }
        if let Some(application) = &self.mortgage_application {
            application.merge_into(&mut details);
        }
        self.opportunity.into_state(Some(details))
    }
}

/// An imported opportunity's state, as `createOpportunity` (or `createMortgageOpportunity`)
/// would make it from `create` and, for one that came closed or archived, `updateOpportunity`
/// would then change it with `closing`; refused as they would refuse it, with the field.
pub fn parse_import(
    create: serde_json::Value,
    mortgage: bool,
    closing: Option<serde_json::Value>,
) -> Result<OpportunityState, ServiceError> {
    let mut state = if mortgage {
        parse_checked::<MortgageOpportunityCreate>(create).map(MortgageOpportunityCreate::into_state)
    } else {
        parse_checked::<OpportunityCreate>(create).map(|create| create.into_state(None))
    }
    .map_err(ServiceError::Invalid)?;
    if let Some(closing) = closing {
        let update = parse_checked::<OpportunityUpdate>(closing).map_err(ServiceError::Invalid)?;
        let mut problems = Problems::new();
        update.apply(&mut state, &mut problems);
        problems.finish()?;
    }
    state.check()?;
    Ok(state)
}

/// Changes to an open opportunity. Fields left out stay as they are; `null` clears an optional
/// field. Setting `Status` to `Won` or `Lost` closes it (`closedDate` becomes today).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OpportunityUpdate {
    pub name: MaybeUndefined<NonBlank<200>>,
    /// Moving to another pipeline without `stageId` starts at its first stage.
    pub pipeline_id: MaybeUndefined<Uuid>,
    /// A stage of the (new) pipeline.
    pub stage_id: MaybeUndefined<Uuid>,
    #[oai(nullable)]
    pub adviser_id: MaybeUndefined<Uuid>,
    #[oai(nullable)]
    pub value: MaybeUndefined<Money>,
    #[oai(nullable, validator(max_length = 100))]
    pub source: MaybeUndefined<String>,
    #[oai(nullable, validator(max_length = 200))]
    pub referrer: MaybeUndefined<String>,
    /// `Won` or `Lost` closes the opportunity.
    #[oai(rename = "Status", nullable)]
    pub status: Option<OpportunityStatus>,
    /// Only with `Status: Lost`.
    #[oai(nullable, validator(max_length = 500))]
    pub lost_reason: MaybeUndefined<String>,
    #[oai(nullable)]
    pub is_archived: Option<bool>,
    /// Client interview answers, merged field by field: answers left out stay as they are.
    #[oai(nullable)]
    pub client_interview: Option<ClientInterviewInput>,
    /// Your own id for the opportunity; `null` clears it.
    #[oai(nullable)]
    pub external_id: MaybeUndefined<ExternalId>,
}

impl OpportunityUpdate {
    pub(super) fn apply(&self, state: &mut OpportunityState, problems: &mut Problems) {
        patch::required(&mut state.name, &self.name, "name", problems);
        patch::required(&mut state.pipeline_id, &self.pipeline_id, "pipelineId", problems);
        if let MaybeUndefined::Null = self.stage_id {
            problems.add("stageId", "is required and cannot be cleared");
        }
        patch::optional(&mut state.stage_id, &self.stage_id);
        patch::optional(&mut state.adviser_id, &self.adviser_id);
        patch::optional_as(&mut state.value, &self.value, |m| m.cents());
        patch::optional(&mut state.source, &self.source);
        patch::optional(&mut state.referrer, &self.referrer);
        if let Some(status) = self.status {
            state.status = status;
        }
        patch::optional(&mut state.lost_reason, &self.lost_reason);
        if let Some(archived) = self.is_archived {
            state.is_archived = archived;
        }
        if let Some(interview) = &self.client_interview {
            interview.merge_into(&mut state.client_interview);
        }
        patch::optional(&mut state.external_id, &self.external_id);
    }
}

/// Changes to an open mortgage opportunity: the fields of a general update, plus diary notes and
/// the application, merged field by field (fields left out stay as they are).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MortgageOpportunityUpdate {
    #[oai(flatten)]
    pub opportunity: OpportunityUpdate,
    #[oai(nullable)]
    pub diary_notes: Option<DiaryNotesInput>,
    #[oai(nullable)]
    pub mortgage_application: Option<MortgageApplicationInput>,
}

/// A new opportunity of a batch: `opportunityType` `Mortgage` makes a mortgage opportunity (the
/// body of `POST /opportunities/mortgage`); `General` or none, a general one (`POST
/// /opportunities`, which takes no diary notes or application).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OpportunityCreateItem {
    #[oai(nullable)]
    pub opportunity_type: Option<OpportunityType>,
    #[oai(flatten)]
    pub fields: MortgageOpportunityCreate,
}
