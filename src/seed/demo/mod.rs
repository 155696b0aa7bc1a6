//! Demo data: realistic New Zealand households, businesses and trusts, generated
//! deterministically from a seed, for the sandbox and for benchmarks.

pub mod bulk;
pub mod expenses;
mod names;
pub mod notes;
pub mod opportunities;
mod pages;
pub mod policies;
pub mod privacy;
pub mod products;

use chrono::NaiveDate;
use rand::{Rng, SeedableRng, rngs::StdRng, seq::IndexedRandom};
use uuid::Uuid;

use self::names::{FIRST_NAMES, JOBS, LAST_NAMES, PLACES, SOURCES, TRADES};
pub use self::pages::each_page;
use crate::entity::{
    contact::{Gender, TrustType},
    profile::{ProfileRank, ProfileStatus, ProfileType},
};
use crate::service::{
    contacts::{
        CompanyState, ContactKind, ContactState, PersonState, TrustState,
        history::{AddressRecord, DEFAULT_COUNTRY, EmploymentRecord, EmploymentType},
    },
    profiles::ProfileState,
};

/// Adds `count` generated profiles to the organisation through the service's own create and
/// update functions, so demo data passes the same rules as data from the API.
pub async fn seed_profiles(
    db: &crate::db::Database,
    organisation_id: Uuid,
    advisers: Vec<Uuid>,
    count: usize,
) -> Result<(), crate::error::ServiceError> {
    use crate::service::{contacts, profiles};
    let mut generator = DemoGenerator::new(2026, advisers);
    for number in 1001..1001 + count {
        let demo = generator.next_profile();
        let archived = demo.profile.is_archived;
        // The ids the firm's previous system gave them, as an integrator keeps them in
        // `externalId` (README, "Sync from your own system").
        let external_id = Some(format!("HH-{number}"));
        let open = ProfileState { is_archived: false, external_id, ..demo.profile };
        let profile = profiles::create(db, organisation_id, open, Vec::new()).await?;
        for (index, state) in demo.contacts.into_iter().enumerate() {
            let external_id = Some(format!("CL-{number}-{}", index + 1));
            let new = contacts::NewContact {
                state: ContactState { external_id, ..state },
                profile_id: Some(profile.model.id),
                is_key_contact: index == 0,
            };
            contacts::create(db, organisation_id, new).await?;
        }
        if archived {
            profiles::update(db, organisation_id, profile.model.id, Vec::new(), |state, _| {
                state.is_archived = true
            })
            .await?;
        }
    }
    Ok(())
}

/// Gives every third profile's key contact a client-portal account, so the sandbox's invitation
/// links show both modes (log in and set up).
pub async fn seed_portal_accounts(
    db: &crate::db::Database,
    organisation_id: Uuid,
) -> Result<(), crate::error::ServiceError> {
    let (profiles, _) =
        crate::service::profiles::list(db, organisation_id, crate::types::PageRequest::new(1, 500)).await?;
    for profile in profiles.iter().step_by(3) {
        if let Some(contact_id) = profile.model.key_contact_id {
            crate::service::invitations::record_portal_account(db, contact_id).await?;
        }
    }
    Ok(())
}

/// A generated profile and its contacts; the first contact is the key contact.
#[derive(Debug, Clone)]
pub struct DemoProfile {
    pub profile: ProfileState,
    pub contacts: Vec<ContactState>,
}

/// Generates demo profiles from `seed`; the same seed always gives the same profiles.
pub struct DemoGenerator {
    rng: StdRng,
    advisers: Vec<Uuid>,
    serial: u64,
}

impl DemoGenerator {
    pub fn new(seed: u64, advisers: Vec<Uuid>) -> Self {
        DemoGenerator { rng: StdRng::seed_from_u64(seed), advisers, serial: 0 }
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        *items.choose(&mut self.rng).expect("demo lists are not empty")
    }

    fn date(&mut self, from_year: i32, to_year: i32) -> NaiveDate {
        let year = self.rng.random_range(from_year..=to_year);
        let day = self.rng.random_range(1..=365);
        NaiveDate::from_yo_opt(year, day).unwrap_or_default()
    }

    fn phone(&mut self, mobile: bool) -> String {
        let number: u32 = self.rng.random_range(1_000_000..9_999_999);
        let digits = number.to_string();
        if mobile {
            format!("02{} {} {}", self.rng.random_range(1..=9), &digits[..3], &digits[3..])
        } else {
            format!("0{} {} {}", self.pick(&[3, 4, 6, 7, 9]), &digits[..3], &digits[3..])
        }
    }

    fn email(&mut self, first: &str, last: &str) -> String {
        let clean = |s: &str| {
            crate::service::search::fold(s).chars().filter(char::is_ascii_alphanumeric).collect::<String>()
        };
        self.serial += 1;
        let domain =
            self.pick(&["gmail.com", "xtra.co.nz", "outlook.co.nz", "icloud.com", "slingshot.co.nz"]);
        format!("{}.{}{}@{domain}", clean(first), clean(last), self.serial)
    }

    fn person(&mut self, last: &str, born_from: i32, born_to: i32) -> ContactState {
        let first = self.pick(FIRST_NAMES);
        let (street, suburb, city, postcode) = self.pick(PLACES);
        let moved_in = self.date(2008, 2024);
        let mut addresses = vec![AddressRecord {
            address_line1: format!("{} {street}", self.rng.random_range(1..250)),
            address_line2: None,
            suburb: Some(suburb.to_string()),
            city: Some(city.to_string()),
            postcode: Some(postcode.to_string()),
            country: DEFAULT_COUNTRY.to_string(),
            from_date: Some(moved_in),
            to_date: None,
            is_current: true,
        }];
        if self.rng.random_bool(0.4) {
            let (street, suburb, city, postcode) = self.pick(PLACES);
            addresses.push(AddressRecord {
                address_line1: format!("{} {street}", self.rng.random_range(1..250)),
                address_line2: None,
                suburb: Some(suburb.to_string()),
                city: Some(city.to_string()),
                postcode: Some(postcode.to_string()),
                country: DEFAULT_COUNTRY.to_string(),
                from_date: Some(self.date(1998, 2007)),
                to_date: Some(moved_in.pred_opt().unwrap_or(moved_in)),
                is_current: false,
            });
        }
        let (employer, occupation) = self.pick(JOBS);
        let employments = vec![EmploymentRecord {
            employer_name: employer.to_string(),
            occupation: Some(occupation.to_string()),
            employment_type: Some(self.pick(&[
                EmploymentType::FullTime,
                EmploymentType::FullTime,
                EmploymentType::PartTime,
                EmploymentType::Contractor,
            ])),
            annual_income: Some(self.rng.random_range(450..1_800) * 10_000),
            from_date: Some(self.date(2010, 2024)),
            to_date: None,
            is_current: true,
        }];
        ContactState {
            email: Some(self.email(first, last)),
            phone: self.rng.random_bool(0.3).then(|| self.phone(false)),
            is_archived: false,
            external_id: None,
            correction_statements: Vec::new(),
            kind: ContactKind::Person(PersonState {
                title: None,
                first_name: first.to_string(),
                middle_name: None,
                last_name: last.to_string(),
                preferred_name: None,
                date_of_birth: Some(self.date(born_from, born_to)),
                gender: Some(self.pick(&[
                    Gender::Female,
                    Gender::Male,
                    Gender::Female,
                    Gender::Male,
                    Gender::PreferNotToSay,
                ])),
                mobile_phone: Some(self.phone(true)),
                addresses,
                employments,
            }),
        }
    }

    fn profile_state(&mut self, name: String, profile_type: ProfileType) -> ProfileState {
        let adviser = if self.advisers.is_empty() { None } else { Some(self.pick(&self.advisers.clone())) };
        ProfileState {
            name,
            profile_type,
            profile_status: self.pick(&[
                ProfileStatus::ExistingClient,
                ProfileStatus::ExistingClient,
                ProfileStatus::ExistingClient,
                ProfileStatus::Prospect,
                ProfileStatus::Prospect,
                ProfileStatus::PreviousClient,
                ProfileStatus::ReferralPartner,
            ]),
            profile_rank: self.pick(&[
                Some(ProfileRank::A),
                Some(ProfileRank::B),
                Some(ProfileRank::C),
                Some(ProfileRank::D),
                None,
            ]),
            profile_source: Some(self.pick(SOURCES).to_string()),
            adviser_id: adviser,
            is_archived: self.rng.random_bool(0.05),
            external_id: None,
        }
    }

    /// The next household, business or trust.
    pub fn next_profile(&mut self) -> DemoProfile {
        let last = self.pick(LAST_NAMES);
        let roll: f64 = self.rng.random();
        if roll < 0.65 {
            let mut contacts = vec![self.person(last, 1955, 2000)];
            if self.rng.random_bool(0.8) {
                contacts.push(self.person(last, 1955, 2000));
            }
            if self.rng.random_bool(0.15) {
                contacts.push(self.person(last, 2001, 2007));
            }
            let profile = self.profile_state(format!("{last} Household"), ProfileType::Personal);
            DemoProfile { profile, contacts }
        } else if roll < 0.85 {
            let (trade, industry) = self.pick(TRADES);
            let company = ContactState {
                email: Some(format!(
                    "accounts{}@{}{}.co.nz",
                    self.rng.random_range(1..99),
                    crate::service::search::fold(last).replace(['\'', ' '], ""),
                    trade.to_lowercase()
                )),
                phone: Some(self.phone(false)),
                is_archived: false,
                external_id: None,
                correction_statements: Vec::new(),
                kind: ContactKind::Company(CompanyState {
                    company_name: format!("{last} {trade} Limited"),
                    trading_name: self.rng.random_bool(0.4).then(|| format!("{last} {trade}")),
                    nzbn: Some(format!("94290{:08}", self.rng.random_range(0..100_000_000u32))),
                    company_number: Some(self.rng.random_range(1_000_000..9_999_999u32).to_string()),
                    industry: Some(industry.to_string()),
                }),
            };
            let director = self.person(last, 1960, 1995);
            let profile = self.profile_state(format!("{last} {trade} Limited"), ProfileType::Business);
            DemoProfile { profile, contacts: vec![company, director] }
        } else {
            let whanau = self.rng.random_bool(0.3);
            let trust = ContactState {
                email: None,
                phone: None,
                is_archived: false,
                external_id: None,
                correction_statements: Vec::new(),
                kind: ContactKind::Trust(TrustState {
                    trust_name: format!("{last} {} Trust", if whanau { "Whānau" } else { "Family" }),
                    trust_type: Some(TrustType::Family),
                    settlement_date: Some(self.date(1995, 2022)),
                }),
            };
            let trustee = self.person(last, 1950, 1990);
            let profile = self.profile_state(
                format!("{last} {} Trust", if whanau { "Whānau" } else { "Family" }),
                ProfileType::Business,
            );
            DemoProfile { profile, contacts: vec![trust, trustee] }
        }
    }
}
