//! Demo household expenses: realistic monthly New Zealand household budgets, with lines for
//! child support, fixed commitments and other costs, for the organisation's open households.

use rand::{Rng, SeedableRng, rngs::StdRng, seq::IndexedRandom};
use uuid::Uuid;

use crate::{
    db::Database,
    entity::{
        contact::ContactType, contact_expense::ContactExpenseKind, expense_line::LineType,
        profile::ProfileType,
    },
    error::ServiceError,
    service::{
        expenses::{self, ContactAmount, ExpenseScalars, ExpensesRequest, lines::LineInput},
        profiles::{self, ProfileView},
        transfer,
    },
    types::{Money, PageRequest},
};

const FIXED_COMMITMENTS: &[(&str, i64, i64)] = &[
    ("Car loan – UDC Finance", 380, 650),
    ("Les Mills gym membership", 70, 95),
    ("Netflix, Spotify and Neon", 40, 60),
    ("Personal loan – Harmoney", 150, 400),
    ("Afterpay instalments", 40, 120),
];

const ESSENTIAL: &[(&str, i64, i64)] = &[
    ("Pet food and vet bills", 60, 140),
    ("School donations and uniforms", 40, 90),
    ("Prescriptions and GP visits", 30, 80),
    ("Contents insurance – AMI", 35, 70),
];

const DISCRETIONARY: &[(&str, i64, i64)] = &[
    ("Takeaways and dining out", 120, 400),
    ("Holiday savings", 100, 300),
    ("Sports club fees", 30, 80),
    ("Gifts and koha", 40, 120),
];

fn dollars(rng: &mut StdRng, low: i64, high: i64) -> Money {
    Money::from_cents(rng.random_range(low..=high) * 100)
}

fn maybe(rng: &mut StdRng, chance: f64, low: i64, high: i64) -> Option<Money> {
    rng.random_bool(chance).then(|| dollars(rng, low, high))
}

fn lines(rng: &mut StdRng, choices: &[(&str, i64, i64)], most: usize) -> Vec<LineInput> {
    let count = rng.random_range(0..=most);
    choices
        .choose_multiple(rng, count)
        .copied()
        .collect::<Vec<_>>()
        .into_iter()
        .map(|(description, low, high)| LineInput {
            id: None,
            description: Some(description.to_string()),
            value: dollars(rng, low, high),
        })
        .collect()
}

/// Gives most of the organisation's open households (the first 500 profiles) a monthly budget,
/// through the service's own create (the same rules as the API).
pub async fn seed(db: &Database, organisation_id: Uuid) -> Result<(), ServiceError> {
    let (profiles, _) = profiles::list(db, organisation_id, PageRequest::new(1, 500)).await?;
    let mut rng = StdRng::seed_from_u64(2029);
    for profile in &profiles {
        if let Some(request) = budget(&mut rng, profile) {
            expenses::create(db, organisation_id, request).await?;
        }
    }
    Ok(())
}

/// Gives most open households of the whole organisation that have no budget yet a monthly
/// one, a page of profiles at a time, each page's together (checked as the API's create checks
/// them); `progress` is told the profiles done. Returns the households given one.
pub async fn bulk(
    db: &Database,
    organisation_id: Uuid,
    progress: impl Fn(usize),
) -> Result<usize, ServiceError> {
    let mut rng = StdRng::seed_from_u64(organisation_id.as_u128() as u64);
    super::each_page(db, organisation_id, progress, async |profiles| {
        let ids: Vec<Uuid> = profiles.iter().map(|profile| profile.model.id).collect();
        let budgeted = transfer::households_with_expenses(db, organisation_id, &ids).await?;
        let budgets: Vec<ExpensesRequest> = profiles
            .iter()
            .filter(|profile| !budgeted.contains(&profile.model.id))
            .filter_map(|profile| budget(&mut rng, profile))
            .collect();
        let made = budgets.len();
        expenses::create_many(db, organisation_id, budgets).await?;
        Ok(made)
    })
    .await
}

/// A monthly budget for an open personal household (four in five of them), or None.
fn budget(rng: &mut StdRng, profile: &ProfileView) -> Option<ExpensesRequest> {
    if profile.model.is_archived
        || profile.model.profile_type != ProfileType::Personal
        || rng.random_bool(0.2)
    {
        return None;
    }
    let people: Vec<Uuid> = profile
        .contacts
        .iter()
        .filter(|c| c.contact_type == ContactType::Person)
        .map(|c| c.contact_id)
        .collect();
    let renting = rng.random_bool(0.35);
    let children = rng.random_bool(0.5);
    let scalars = ExpenseScalars {
        food: Some(dollars(rng, 700, 1600)),
        rates: (!renting).then(|| dollars(rng, 230, 460)),
        body_corporate: maybe(rng, 0.15, 150, 450),
        home_insurance: (!renting).then(|| dollars(rng, 110, 260)),
        health_insurance: maybe(rng, 0.5, 90, 320),
        utilities: Some(dollars(rng, 220, 460)),
        phone_and_internet: Some(dollars(rng, 90, 170)),
        transport: Some(dollars(rng, 250, 750)),
        childcare: children.then(|| dollars(rng, 300, 1400)),
        education: children.then(|| dollars(rng, 40, 250)),
        clothing: Some(dollars(rng, 60, 260)),
        medical: Some(dollars(rng, 30, 130)),
        entertainment: Some(dollars(rng, 80, 420)),
        rent: renting.then(|| dollars(rng, 2000, 3400)),
    };
    let child_support = if rng.random_bool(0.15) {
        vec![LineInput {
            id: None,
            description: Some("Child support – Inland Revenue".into()),
            value: dollars(rng, 250, 650),
        }]
    } else {
        Vec::new()
    };
    let kiwisaver = people
        .iter()
        .map(|&contact_id| ContactAmount { contact_id, value: dollars(rng, 120, 480) })
        .collect();
    Some(ExpensesRequest {
        profile_id: profile.model.id,
        scalars: Box::new(move |stored| *stored = scalars),
        contact_amounts: vec![(ContactExpenseKind::KiwiSaver, kiwisaver)],
        lines: vec![
            (LineType::ChildSupport, child_support),
            (LineType::FixedCommitments, lines(rng, FIXED_COMMITMENTS, 3)),
            (LineType::OtherEssentialCosts, lines(rng, ESSENTIAL, 2)),
            (LineType::OtherDiscretionaryLivingCosts, lines(rng, DISCRETIONARY, 2)),
        ],
    })
}
