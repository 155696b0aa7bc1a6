//! Demo financial products: mortgages with New Zealand lenders, KiwiSaver accounts with the
//! main providers' funds and investments, for the open profiles of an organisation.

use chrono::{Duration, Months, NaiveDate, Utc};
use rand::{Rng, SeedableRng, rngs::StdRng, seq::IndexedRandom};
use uuid::Uuid;

use super::names::{LENDERS, REGIONS};
use crate::{
    db::Database,
    entity::{
        contact::ContactType,
        financial_product::{FundType, InvestmentType, LoanType, RateType, RepaymentFrequency},
        profile::ProfileType,
    },
    error::ServiceError,
    service::{
        products::{
            self, ProductState, investments::InvestmentDetails, kiwisavers::KiwiSaverDetails,
            mortgages::MortgageDetails,
        },
        profiles::{self, ProfileView},
    },
    types::{Money, PageRequest, Percent},
};

/// A fund of a scheme and its risk profile.
type Fund = (&'static str, FundType);

/// Provider, scheme and its funds.
const KIWISAVER_SCHEMES: &[(&str, &str, &[Fund])] = &[
    (
        "Milford",
        "Milford KiwiSaver Plan",
        &[
            ("Conservative Fund", FundType::Conservative),
            ("Balanced Fund", FundType::Balanced),
            ("Active Growth Fund", FundType::Growth),
            ("Aggressive Fund", FundType::Aggressive),
        ],
    ),
    (
        "Simplicity",
        "Simplicity KiwiSaver Scheme",
        &[
            ("Conservative Fund", FundType::Conservative),
            ("Balanced Fund", FundType::Balanced),
            ("Growth Fund", FundType::Growth),
        ],
    ),
    (
        "Fisher Funds",
        "Fisher Funds KiwiSaver Plan",
        &[("Conservative Fund", FundType::Conservative), ("Growth Fund", FundType::Growth)],
    ),
    (
        "Generate",
        "Generate KiwiSaver Scheme",
        &[
            ("Conservative Fund", FundType::Conservative),
            ("Moderate Fund", FundType::Balanced),
            ("Focused Growth Fund", FundType::Aggressive),
        ],
    ),
    (
        "ANZ",
        "ANZ KiwiSaver Scheme",
        &[
            ("Cash Fund", FundType::Defensive),
            ("Balanced Growth Fund", FundType::Balanced),
            ("Growth Fund", FundType::Growth),
        ],
    ),
    (
        "Booster",
        "Booster KiwiSaver Scheme",
        &[("Moderate Fund", FundType::Balanced), ("High Growth Fund", FundType::Aggressive)],
    ),
];

/// Provider, product and type.
const INVESTMENTS: &[(&str, &str, InvestmentType)] = &[
    ("Milford", "Milford Active Growth Wholesale Fund", InvestmentType::ManagedFund),
    ("Harbour Asset Management", "Harbour Income Fund", InvestmentType::ManagedFund),
    ("Kernel", "Kernel NZ 50 Fund", InvestmentType::ManagedFund),
    ("Sharesies", "NZX and ASX share portfolio", InvestmentType::Shares),
    ("Jarden", "Direct NZX share portfolio", InvestmentType::Shares),
    ("ASB", "12-month term deposit", InvestmentType::TermDeposit),
    ("Kiwibank", "6-month term deposit", InvestmentType::TermDeposit),
    ("New Zealand Government", "Kiwi Bonds", InvestmentType::Bonds),
    ("Craigs Investment Partners", "NZ corporate bond portfolio", InvestmentType::Bonds),
    ("Augusta", "Commercial property syndicate", InvestmentType::Property),
    ("Rabobank", "PremiumSaver", InvestmentType::Cash),
];

fn money(dollars: i64) -> Option<Money> {
    Some(Money::from_cents(dollars * 100))
}

/// The repayment that pays `principal` off over `years` at `rate` percent a year (table loan),
/// to the dollar. Demo data only: floating point is fine for a made-up figure.
fn table_repayment(principal: i64, rate: Percent, years: i32, frequency: RepaymentFrequency) -> i64 {
    let per_year = match frequency {
        RepaymentFrequency::Weekly => 52.0,
        RepaymentFrequency::Fortnightly => 26.0,
        RepaymentFrequency::Monthly => 12.0,
    };
    let periodic = f64::from(rate.hundredths()) / 10_000.0 / per_year;
    let periods = per_year * f64::from(years);
    let payment = principal as f64 * periodic / (1.0 - (1.0 + periodic).powf(-periods));
    payment.round() as i64
}

struct Generator {
    rng: StdRng,
    today: NaiveDate,
    /// Where the household being generated lives.
    region: &'static str,
}

impl Generator {
    fn mortgage(&mut self, profile: &ProfileView, owners: Vec<Uuid>) -> ProductState<MortgageDetails> {
        let rng = &mut self.rng;
        let lender = LENDERS.choose(rng).copied().unwrap_or("ANZ");
        let loan = rng.random_range(35..=130) * 10_000; // $350,000 to $1.3m
        let years_ago = rng.random_range(1..=8);
        let balance = loan - loan * years_ago / 40;
        let term_years = 30;
        let fixed = rng.random_bool(0.8);
        let rate = if fixed { rng.random_range(439..=569) } else { rng.random_range(579..=649) };
        let frequency =
            *[RepaymentFrequency::Weekly, RepaymentFrequency::Fortnightly, RepaymentFrequency::Monthly]
                .choose(rng)
                .unwrap_or(&RepaymentFrequency::Fortnightly);
        let rate = Percent::from_hundredths(rate);
        let settled =
            self.today - Months::new(12 * years_ago as u32) - Duration::days(rng.random_range(0..300));
        ProductState {
            external_id: None,
            profile_id: profile.model.id,
            state: Some(self.region.to_string()),
            owner_contact_ids: owners,
            details: MortgageDetails {
                reference_id: Some(format!("KFA-ML-{}", rng.random_range(100_000..999_999))),
                lender: Some(lender.to_string()),
                loan_type: Some(if rng.random_bool(0.9) {
                    LoanType::TableLoan
                } else {
                    LoanType::InterestOnly
                }),
                loan_amount: money(loan),
                balance: money(balance),
                interest_rate: Some(rate),
                rate_type: Some(if fixed { RateType::Fixed } else { RateType::Floating }),
                fixed_rate_expiry_date: fixed.then(|| self.today + Months::new(rng.random_range(1..=36))),
                settlement_date: Some(settled),
                term_years: Some(term_years),
                repayment: money(table_repayment(balance, rate, term_years - years_ago as i32, frequency)),
                frequency: Some(frequency),
            },
        }
    }

    fn kiwisaver(&mut self, profile: &ProfileView, member: Uuid) -> ProductState<KiwiSaverDetails> {
        let rng = &mut self.rng;
        let (provider, scheme, funds) = *KIWISAVER_SCHEMES.choose(rng).unwrap_or(&KIWISAVER_SCHEMES[0]);
        let (fund, fund_type) = *funds.choose(rng).unwrap_or(&funds[0]);
        let employee = *[350, 350, 350, 400, 600, 800, 1000].choose(rng).unwrap_or(&350);
        ProductState {
            external_id: None,
            profile_id: profile.model.id,
            state: Some(self.region.to_string()),
            owner_contact_ids: vec![member],
            details: KiwiSaverDetails {
                provider: Some(provider.to_string()),
                scheme_name: Some(scheme.to_string()),
                fund_name: Some(fund.to_string()),
                fund_type: Some(fund_type),
                member_number: Some(rng.random_range(10_000_000..99_999_999).to_string()),
                balance: Some(Money::from_cents(rng.random_range(500_000..25_000_000))),
                employee_contribution_rate: Some(Percent::from_hundredths(employee)),
                employer_contribution_rate: Some(Percent::from_hundredths(350)),
                pir: Some(Percent::from_hundredths(*[2800, 2800, 1750, 1050].choose(rng).unwrap_or(&2800))),
            },
        }
    }

    fn investment(&mut self, profile: &ProfileView, owners: Vec<Uuid>) -> ProductState<InvestmentDetails> {
        let rng = &mut self.rng;
        let (provider, product, kind) = *INVESTMENTS.choose(rng).unwrap_or(&INVESTMENTS[0]);
        ProductState {
            external_id: None,
            profile_id: profile.model.id,
            state: Some(self.region.to_string()),
            owner_contact_ids: owners,
            details: InvestmentDetails {
                provider: Some(provider.to_string()),
                product_name: Some(product.to_string()),
                investment_type: Some(kind),
                value: Some(Money::from_cents(rng.random_range(10..=400) * 250_000)),
            },
        }
    }
}

/// The products generated for one profile.
#[derive(Default)]
struct Planned {
    mortgages: Vec<ProductState<MortgageDetails>>,
    kiwisavers: Vec<ProductState<KiwiSaverDetails>>,
    investments: Vec<ProductState<InvestmentDetails>>,
}

impl Planned {
    fn add(&mut self, generator: &mut Generator, profile: &ProfileView) {
        if profile.model.is_archived {
            return;
        }
        let people: Vec<Uuid> = profile
            .contacts
            .iter()
            .filter(|c| c.contact_type == ContactType::Person)
            .map(|c| c.contact_id)
            .collect();
        generator.region = REGIONS.choose(&mut generator.rng).copied().unwrap_or(REGIONS[0]);
        let everyone: Vec<Uuid> = profile.contacts.iter().map(|c| c.contact_id).collect();
        if profile.model.profile_type == ProfileType::Personal && generator.rng.random_bool(0.7) {
            self.mortgages.push(generator.mortgage(profile, people.clone()));
        }
        for member in people {
            if generator.rng.random_bool(0.8) {
                self.kiwisavers.push(generator.kiwisaver(profile, member));
            }
        }
        if generator.rng.random_bool(0.35) {
            self.investments.push(generator.investment(profile, everyone));
        }
    }
}

fn generator(seed: u64) -> Generator {
    Generator { rng: StdRng::seed_from_u64(seed), today: Utc::now().date_naive(), region: REGIONS[0] }
}

/// Adds mortgages, KiwiSaver accounts and investments to the organisation's open profiles
/// (the first 500) through the service's own functions (the same rules as the API).
pub async fn seed(db: &Database, organisation_id: Uuid) -> Result<(), ServiceError> {
    let (profiles, _) = profiles::list(db, organisation_id, PageRequest::new(1, 500)).await?;
    let mut generator = generator(2028);
    let mut planned = Planned::default();
    for profile in &profiles {
        planned.add(&mut generator, profile);
    }
    for state in planned.mortgages {
        products::create(db, organisation_id, state).await?;
    }
    for state in planned.kiwisavers {
        products::create(db, organisation_id, state).await?;
    }
    for state in planned.investments {
        products::create(db, organisation_id, state).await?;
    }
    Ok(())
}

/// Gives every open profile of the organisation demo products, inserted in bulk for
/// benchmarks; calls `progress` with the number of profiles done. Returns how many products
/// were made.
pub async fn bulk(
    db: &Database,
    organisation_id: Uuid,
    progress: impl Fn(usize),
) -> Result<usize, ServiceError> {
    let mut generator = generator(organisation_id.as_u128() as u64);
    super::each_page(db, organisation_id, progress, async |profiles| {
        let mut planned = Planned::default();
        for profile in &profiles {
            planned.add(&mut generator, profile);
        }
        let made = planned.mortgages.len() + planned.kiwisavers.len() + planned.investments.len();
        products::insert_many(db, organisation_id, planned.mortgages).await?;
        products::insert_many(db, organisation_id, planned.kiwisavers).await?;
        products::insert_many(db, organisation_id, planned.investments).await?;
        Ok(made)
    })
    .await
}
