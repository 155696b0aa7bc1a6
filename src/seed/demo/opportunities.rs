//! Demo opportunities across the default pipelines: mortgages with realistic diary notes,
//! KiwiSaver, insurance and investment work, some won, lost or archived.

use rand::{Rng, SeedableRng, rngs::StdRng, seq::IndexedRandom};
use uuid::Uuid;

use super::names::LENDERS;
use crate::{
    db::Database,
    entity::{opportunity::OpportunityStatus, pipeline::PipelineCategory},
    error::ServiceError,
    service::Problems,
    service::{
        opportunities::{self, ClientInterview, DiaryNotes, MortgageDetails, OpportunityState, UpdateKind},
        pipelines, profiles,
    },
    types::PageRequest,
};

const MORTGAGE_WORK: &[(&str, &str, &str)] = &[
    (
        "First home purchase",
        "Purchase of a first home with a 10% deposit, using KiwiSaver first-home withdrawals from both applicants.",
        "Both applicants in permanent full-time roles for over three years; no consumer debt apart from a credit card with a $5,000 limit.",
    ),
    (
        "Refinance to a lower rate",
        "Refinance the existing home loan from the current lender to reduce repayments and consolidate a car loan.",
        "Long-standing homeowners with a clean repayment history; the car loan was taken out last year for a family vehicle.",
    ),
    (
        "Top-up for renovations",
        "Top-up of the existing loan to fund a kitchen and bathroom renovation with council consent.",
        "Equity of about 45% on a recent registered valuation; steady household income with some overtime.",
    ),
    (
        "Investment property purchase",
        "Purchase of a first rental property using equity in the family home, interest-only for two years.",
        "Owner-occupiers with strong equity; one applicant is self-employed with two years of financial statements.",
    ),
    (
        "Fixed-rate rollover",
        "Review of fixed-rate options as the current two-year term ends, splitting across terms to spread rate risk.",
        "Existing clients, loan well within serviceability; they want lower repayments while the children are young.",
    ),
];

/// Client interviews (goal, plan, challenges, timing) as advisers record them.
const INTERVIEWS: &[(&str, &str, &str, &str)] = &[
    (
        "Own a home in Hamilton before the children start school.",
        "Save the remaining deposit over twelve months and get pre-approval in spring.",
        "Rent takes a large share of income; one partner's contract ends in March.",
        "Within 18 months.",
    ),
    (
        "Retire at 62 with the mortgage paid off.",
        "Increase KiwiSaver contributions to 8% and make lump-sum repayments from bonuses.",
        "Self-employed income varies from year to year.",
        "Review every year at the fixed-rate rollover.",
    ),
    (
        "Make sure the family is looked after if something happens to either parent.",
        "Life and income protection cover sized to clear the mortgage and replace 75% of income.",
        "A pre-existing back condition may bring an exclusion.",
        "Cover in place before the new loan settles.",
    ),
    (
        "Grow savings for the grandchildren's education.",
        "A balanced managed fund with monthly contributions.",
        "",
        "Start this quarter.",
    ),
];

const OTHER_WORK: &[(PipelineCategory, &str)] = &[
    (PipelineCategory::KiwiSaver, "KiwiSaver fund review"),
    (PipelineCategory::KiwiSaver, "KiwiSaver provider switch"),
    (PipelineCategory::PersonalRiskInsurance, "Life and trauma cover review"),
    (PipelineCategory::PersonalRiskInsurance, "Income protection for the self-employed"),
    (PipelineCategory::Investments, "Managed fund portfolio"),
    (PipelineCategory::Investments, "Term deposit ladder"),
];

/// What a generated opportunity ends up as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Open,
    Won,
    Lost,
    Archived,
}

/// Generates opportunities for the given profiles and pipelines, deterministically.
struct Generator<'a> {
    rng: StdRng,
    profiles: &'a [Uuid],
    pipelines: &'a [pipelines::PipelineView],
    advisers: &'a [Uuid],
}

impl Generator<'_> {
    fn next(&mut self) -> Option<(OpportunityState, Outcome)> {
        let rng = &mut self.rng;
        let profile_id = *self.profiles.choose(rng)?;
        let is_mortgage = rng.random_bool(0.5);
        let category = if is_mortgage { PipelineCategory::Mortgages } else { OTHER_WORK.choose(rng)?.0 };
        let pipeline = self.pipelines.iter().find(|p| p.model.category == category)?;
        let stage = pipeline.stages.choose(rng).map(|s| s.id);
        let (name, mortgage, value) = if is_mortgage {
            let (work, purpose, background) = *MORTGAGE_WORK.choose(rng)?;
            let lender = *LENDERS.choose(rng)?;
            let loan = rng.random_range(35..=130) * 1_000_000; // $350,000 to $1.3m, in cents
            let details = MortgageDetails {
                diary_notes: DiaryNotes {
                    purpose: purpose.to_string(),
                    client_background: background.to_string(),
                    recommendations: format!(
                        "Recommend {lender}: split the loan between a 1-year and a 2-year fixed rate, with a small floating portion for lump-sum repayments."
                    ),
                    additional_information:
                        "Building report and LIM to be supplied before unconditional approval.".to_string(),
                },
                lender: Some(lender.to_string()),
                loan_amount: Some(loan),
                pre_approval_expiry_date: None,
                expected_settlement_date: None,
            };
            (format!("{work} ({lender})"), Some(details), Some(loan / 100 * 85 / 100)) // ~0.85% commission
        } else {
            let names: Vec<&str> =
                OTHER_WORK.iter().filter(|(c, _)| *c == category).map(|(_, n)| *n).collect();
            (names.choose(rng)?.to_string(), None, Some(rng.random_range(5..=60) * 10_000))
        };
        let roll: f64 = rng.random();
        let outcome = match roll {
            r if r < 0.15 => Outcome::Won,
            r if r < 0.25 => Outcome::Lost,
            r if r < 0.30 => Outcome::Archived,
            _ => Outcome::Open,
        };
        let state = OpportunityState {
            name,
            profile_id,
            pipeline_id: pipeline.model.id,
            stage_id: stage,
            adviser_id: self.advisers.choose(rng).copied(),
            value,
            source: Some(
                ["Referral", "Website", "Existing client", "Bank referral"].choose(rng)?.to_string(),
            ),
            referrer: None,
            status: OpportunityStatus::Open,
            closed_date: None,
            lost_reason: None,
            is_archived: false,
            external_id: None,
            mortgage,
            client_interview: rng.random_bool(0.5).then(|| interview(rng)).flatten(),
        };
        Some((state, outcome))
    }
}

fn interview(rng: &mut StdRng) -> Option<ClientInterview> {
    let (goal, plan, challenges, timing) = INTERVIEWS.choose(rng)?;
    Some(ClientInterview {
        goal: goal.to_string(),
        plan: plan.to_string(),
        challenges: challenges.to_string(),
        timing: timing.to_string(),
    })
}

fn close(state: &mut OpportunityState, outcome: Outcome) {
    match outcome {
        Outcome::Open => {}
        Outcome::Won => state.status = OpportunityStatus::Won,
        Outcome::Lost => {
            state.status = OpportunityStatus::Lost;
            state.lost_reason = Some("Client went directly to their bank".to_string());
        }
        Outcome::Archived => state.is_archived = true,
    }
}

/// Adds `count` opportunities to the organisation's open profiles through the service's own
/// functions (the same rules as the API).
pub async fn seed(
    db: &Database,
    organisation_id: Uuid,
    advisers: &[Uuid],
    count: usize,
) -> Result<(), ServiceError> {
    let (profiles, _) = profiles::list(db, organisation_id, PageRequest::new(1, 500)).await?;
    let open: Vec<Uuid> = profiles.iter().filter(|p| !p.model.is_archived).map(|p| p.model.id).collect();
    let (pipelines, _) = pipelines::list(db, organisation_id, PageRequest::new(1, 500)).await?;
    let mut generator =
        Generator { rng: StdRng::seed_from_u64(2027), profiles: &open, pipelines: &pipelines, advisers };
    for _ in 0..count {
        let Some((state, outcome)) = generator.next() else { break };
        let created = opportunities::create(db, organisation_id, state).await?;
        if outcome != Outcome::Open {
            let change = move |state: &mut OpportunityState, _: &mut Problems| close(state, outcome);
            opportunities::update(db, organisation_id, created.model.id, UpdateKind::Any, change).await?;
        }
    }
    Ok(())
}

/// Inserts `count` generated opportunities in bulk across all the organisation's profiles, for
/// benchmarks; calls `progress` after each batch with the number done.
pub async fn bulk(
    db: &Database,
    organisation_id: Uuid,
    advisers: &[Uuid],
    count: usize,
    progress: impl Fn(usize),
) -> Result<(), ServiceError> {
    const BATCH: usize = 1_000;
    let profile_ids = profiles::all_ids(db, organisation_id).await?;
    let (pipelines, _) = pipelines::list(db, organisation_id, PageRequest::new(1, 500)).await?;
    let mut generator = Generator {
        rng: StdRng::seed_from_u64(organisation_id.as_u128() as u64),
        profiles: &profile_ids,
        pipelines: &pipelines,
        advisers,
    };
    let mut done = 0;
    while done < count {
        let size = BATCH.min(count - done);
        let mut batch = Vec::with_capacity(size);
        for _ in 0..size {
            let Some((mut state, outcome)) = generator.next() else { break };
            close(&mut state, outcome);
            if state.status != OpportunityStatus::Open {
                // Closed on a day of the past year, as a firm's history would be (in New
                // Zealand's calendar, as the service dates a closing).
                let days_ago = chrono::Days::new(generator.rng.random_range(1..=365));
                state.closed_date = Some(opportunities::today() - days_ago);
            }
            batch.push(state);
        }
        opportunities::insert_many(db, organisation_id, batch).await?;
        done += size;
        progress(done);
    }
    Ok(())
}
