//! Demo insurance policies: New Zealand insurers, life, trauma, income and health cover with
//! loadings, exclusions and deferments, imported through the same checks as a policy file.

use chrono::{Days, Utc};
use rand::{Rng, SeedableRng, rngs::StdRng, seq::IndexedRandom};
use uuid::Uuid;

use crate::{
    db::Database,
    entity::{
        contact::ContactType,
        policy::{PaymentMethod, PolicyStatus, PremiumFrequency},
        profile::ProfileType,
    },
    error::ServiceError,
    service::{
        policies::{
            Addition, AdditionKind, CoverCategory,
            import::{self, NewCover, NewPolicy},
        },
        profiles::{self, ProfileView},
    },
    types::{Money, PageRequest},
};

/// Insurer, code, and its product for each category it sells.
const INSURERS: &[(&str, &str, [&str; 4])] = &[
    (
        "AIA New Zealand",
        "AIA",
        [
            "AIA Life Cover",
            "AIA Progressive Care",
            "AIA Income Protection",
            "AIA Total and Permanent Disablement",
        ],
    ),
    ("Partners Life", "PTL", ["Life Cover", "Trauma Cover", "Income Protection", "TPD Cover"]),
    (
        "Fidelity Life",
        "FID",
        ["Fidelity Life Cover", "Fidelity Trauma Recovery", "Fidelity Income Cover", "Fidelity TPD"],
    ),
    (
        "Asteron Life",
        "AST",
        ["Asteron Life Cover", "Asteron Trauma Cover", "Asteron Income Protection", "Asteron TPD Cover"],
    ),
    ("Chubb Life", "CHUBB", ["Chubb Life Cover", "Chubb Trauma", "Chubb Income Protection", "Chubb TPD"]),
];

const HEALTH: &[(&str, &str, &str)] = &[
    ("Southern Cross Health Insurance", "SCHI", "Wellbeing One"),
    ("nib New Zealand", "NIB", "Ultimate Health"),
    ("AIA New Zealand", "AIA", "Private Health Plus"),
];

const UNDERWRITING: &[(AdditionKind, &str, Option<i32>)] = &[
    (AdditionKind::Loading, "Body mass index", Some(50)),
    (AdditionKind::Loading, "Family history of heart disease", Some(25)),
    (AdditionKind::Exclusion, "Back and spine conditions", None),
    (AdditionKind::Exclusion, "Melanoma and other skin cancers", None),
    (AdditionKind::Deferment, "Mental health cover deferred pending specialist report", Some(12)),
];

fn dollars(rng: &mut StdRng, low: i64, high: i64, step: i64) -> Money {
    Money::from_cents(rng.random_range(low / step..=high / step) * step * 100)
}

fn cents(rng: &mut StdRng, low: i64, high: i64) -> Money {
    Money::from_cents(rng.random_range(low..=high))
}

fn additions(rng: &mut StdRng) -> Vec<Addition> {
    if !rng.random_bool(0.35) {
        return Vec::new();
    }
    let (kind, description, value) = *UNDERWRITING.choose(rng).unwrap_or(&UNDERWRITING[0]);
    vec![Addition { kind, description: description.to_string(), value }]
}

/// Imports risk and health policies for about half of the organisation's open households (the
/// first 500 profiles).
pub async fn seed(db: &Database, organisation_id: Uuid) -> Result<(), ServiceError> {
    let (profiles, _) = profiles::list(db, organisation_id, PageRequest::new(1, 500)).await?;
    let mut rng = StdRng::seed_from_u64(2031);
    import::import(db, organisation_id, plan(&mut rng, &profiles)).await?;
    Ok(())
}

/// The same for every profile of the organisation, a page of profiles at a time, each policy
/// number made unique by its place in the run (random ones would repeat among thousands);
/// `progress` is told the profiles done. Returns the policies made.
pub async fn bulk(
    db: &Database,
    organisation_id: Uuid,
    progress: impl Fn(usize),
) -> Result<usize, ServiceError> {
    let mut rng = StdRng::seed_from_u64(organisation_id.as_u128() as u64);
    let mut made = 0;
    super::each_page(db, organisation_id, progress, async |profiles| {
        let mut policies = plan(&mut rng, &profiles);
        for policy in &mut policies {
            made += 1;
            policy.policy_number = format!("{}-{made}", policy.policy_number);
        }
        let count = policies.len();
        import::import(db, organisation_id, policies).await?;
        Ok(count)
    })
    .await
}

/// Risk and health policies for about half of the open households among `profiles`.
fn plan(rng: &mut StdRng, profiles: &[ProfileView]) -> Vec<NewPolicy> {
    let today = Utc::now().date_naive();
    let mut policies = Vec::new();
    for profile in
        profiles.iter().filter(|p| !p.model.is_archived && p.model.profile_type == ProfileType::Personal)
    {
        let people: Vec<Uuid> = profile
            .contacts
            .iter()
            .filter(|c| c.contact_type == ContactType::Person)
            .map(|c| c.contact_id)
            .collect();
        if people.is_empty() || !rng.random_bool(0.5) {
            continue;
        }
        let (insurer, code, products) = *INSURERS.choose(rng).unwrap_or(&INSURERS[0]);
        let mut covers = Vec::new();
        for &person in &people {
            let cover =
                |category, product: &str, sum_insured: Option<Money>, premium: Money, rng: &mut StdRng| {
                    NewCover {
                        category,
                        life_assured_contact_id: Some(person),
                        product_name: product.to_string(),
                        sum_insured,
                        premium: Some(premium),
                        status: PolicyStatus::InForce,
                        additions: additions(rng),
                    }
                };
            let life = dollars(rng, 400_000, 1_200_000, 50_000);
            covers.push(cover(CoverCategory::Life, products[0], Some(life), cents(rng, 3_500, 9_500), rng));
            if rng.random_bool(0.7) {
                let trauma = dollars(rng, 100_000, 250_000, 25_000);
                covers.push(cover(
                    CoverCategory::Trauma,
                    products[1],
                    Some(trauma),
                    cents(rng, 4_000, 9_000),
                    rng,
                ));
            }
            if rng.random_bool(0.6) {
                let monthly = dollars(rng, 3_500, 8_000, 500);
                covers.push(cover(
                    CoverCategory::Income,
                    products[2],
                    Some(monthly),
                    cents(rng, 6_000, 16_000),
                    rng,
                ));
            }
            if rng.random_bool(0.3) {
                covers.push(cover(
                    CoverCategory::Tpd,
                    products[3],
                    Some(life),
                    cents(rng, 2_000, 5_000),
                    rng,
                ));
            }
        }
        let premium = covers.iter().filter_map(|c| c.premium).sum();
        let status = if rng.random_bool(0.9) { PolicyStatus::InForce } else { PolicyStatus::Lapsed };
        policies.push(NewPolicy {
            profile_id: profile.model.id,
            policy_number: format!("{code}-{}", rng.random_range(10_000_000..99_999_999)),
            provider_name: insurer.to_string(),
            provider_code: Some(code.to_string()),
            status,
            premium: Some(premium),
            payment_frequency: Some(PremiumFrequency::Monthly),
            payment_method: Some(if rng.random_bool(0.8) {
                PaymentMethod::DirectDebit
            } else {
                PaymentMethod::CreditCard
            }),
            next_due_date: today.checked_add_days(Days::new(rng.random_range(1..=30))),
            owner_contact_ids: people.clone(),
            covers,
        });
        if rng.random_bool(0.4) {
            let (insurer, code, plan) = *HEALTH.choose(rng).unwrap_or(&HEALTH[0]);
            let covers: Vec<NewCover> = people
                .iter()
                .map(|&person| NewCover {
                    category: CoverCategory::Health,
                    life_assured_contact_id: Some(person),
                    product_name: plan.to_string(),
                    sum_insured: None,
                    premium: Some(cents(rng, 6_000, 14_000)),
                    status: PolicyStatus::InForce,
                    additions: Vec::new(),
                })
                .collect();
            policies.push(NewPolicy {
                profile_id: profile.model.id,
                policy_number: format!("{code}-{}", rng.random_range(1_000_000_000i64..9_999_999_999)),
                provider_name: insurer.to_string(),
                provider_code: Some(code.to_string()),
                status: PolicyStatus::InForce,
                premium: Some(covers.iter().filter_map(|c| c.premium).sum()),
                payment_frequency: Some(PremiumFrequency::Monthly),
                payment_method: Some(PaymentMethod::DirectDebit),
                next_due_date: today.checked_add_days(Days::new(rng.random_range(1..=30))),
                owner_contact_ids: vec![people[0]],
                covers,
            });
        }
    }
    policies
}
