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
        profiles,
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
        if profile.model.is_archived
            || profile.model.profile_type != ProfileType::Personal
            || rng.random_bool(0.2)
        {
            continue;
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
            food: Some(dollars(&mut rng, 700, 1600)),
            rates: (!renting).then(|| dollars(&mut rng, 230, 460)),
            body_corporate: maybe(&mut rng, 0.15, 150, 450),
            home_insurance: (!renting).then(|| dollars(&mut rng, 110, 260)),
            health_insurance: maybe(&mut rng, 0.5, 90, 320),
            utilities: Some(dollars(&mut rng, 220, 460)),
            phone_and_internet: Some(dollars(&mut rng, 90, 170)),
            transport: Some(dollars(&mut rng, 250, 750)),
            childcare: children.then(|| dollars(&mut rng, 300, 1400)),
            education: children.then(|| dollars(&mut rng, 40, 250)),
            clothing: Some(dollars(&mut rng, 60, 260)),
            medical: Some(dollars(&mut rng, 30, 130)),
            entertainment: Some(dollars(&mut rng, 80, 420)),
            rent: renting.then(|| dollars(&mut rng, 2000, 3400)),
        };
        let child_support = if rng.random_bool(0.15) {
            vec![LineInput {
                id: None,
                description: Some("Child support – Inland Revenue".into()),
                value: dollars(&mut rng, 250, 650),
            }]
        } else {
            Vec::new()
        };
        let kiwisaver = people
            .iter()
            .map(|&contact_id| ContactAmount { contact_id, value: dollars(&mut rng, 120, 480) })
            .collect();
        let request = ExpensesRequest {
            profile_id: profile.model.id,
            scalars: Box::new(move |stored| *stored = scalars),
            contact_amounts: vec![(ContactExpenseKind::KiwiSaver, kiwisaver)],
            lines: vec![
                (LineType::ChildSupport, child_support),
                (LineType::FixedCommitments, lines(&mut rng, FIXED_COMMITMENTS, 3)),
                (LineType::OtherEssentialCosts, lines(&mut rng, ESSENTIAL, 2)),
                (LineType::OtherDiscretionaryLivingCosts, lines(&mut rng, DISCRETIONARY, 2)),
            ],
        };
        expenses::create(db, organisation_id, request).await?;
    }
    Ok(())
}
