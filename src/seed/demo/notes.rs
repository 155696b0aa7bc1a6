//! Demo notes: an adviser's meeting notes on the organisation's open profiles, as HTML.

use rand::{Rng, SeedableRng, rngs::StdRng, seq::IndexedRandom};
use uuid::Uuid;

use crate::{
    db::Database,
    error::ServiceError,
    service::{
        notes::{self, NewNote, NoteState},
        profiles::{self, ProfileView},
    },
    types::PageRequest,
};

const NOTES: &[&str] = &[
    "<p>Initial meeting at their home. Both keen to <strong>refix before March</strong>; current ASB rate rolls off then.</p><ul><li>Send fact find</li><li>Request last three payslips</li></ul>",
    "<p>Phoned about the <em>KiwiSaver first-home withdrawal</em>: application lodged with the provider, expect 10 working days.</p>",
    "<p>Insurance review booked for next month. Check income protection <b>wait period</b> against their sick leave.</p>",
    "<p>Client prefers e-mail over phone. Partner works night shifts: call after 2 pm.</p>",
    "<p>Pre-approval received from Westpac, valid 90 days.</p><ol><li>Building report</li><li>LIM</li><li>Registered valuation</li></ol>",
    "<p>Discussed moving KiwiSaver from <b>Conservative</b> to <b>Growth</b>; 25-year horizon. Risk profile questionnaire attached to the fact find.</p>",
];

/// Adds one to three notes to each open profile (the first 500), by the given advisers,
/// checked and sanitised as the API's create does.
pub async fn seed(db: &Database, organisation_id: Uuid, advisers: &[Uuid]) -> Result<(), ServiceError> {
    let (profiles, _) = profiles::list(db, organisation_id, PageRequest::new(1, 500)).await?;
    let mut rng = StdRng::seed_from_u64(2030);
    add(db, organisation_id, advisers, &mut rng, &profiles).await?;
    Ok(())
}

/// Adds one to three notes to every open profile of the organisation, by the given advisers,
/// a page of profiles at a time; `progress` is told the profiles done. Returns the notes made.
pub async fn bulk(
    db: &Database,
    organisation_id: Uuid,
    advisers: &[Uuid],
    progress: impl Fn(usize),
) -> Result<usize, ServiceError> {
    let mut rng = StdRng::seed_from_u64(organisation_id.as_u128() as u64);
    super::each_page(db, organisation_id, progress, async |profiles| {
        add(db, organisation_id, advisers, &mut rng, &profiles).await
    })
    .await
}

/// Writes one to three notes on each of the open `profiles`, together.
async fn add(
    db: &Database,
    organisation_id: Uuid,
    advisers: &[Uuid],
    rng: &mut StdRng,
    profiles: &[ProfileView],
) -> Result<usize, ServiceError> {
    let mut new = Vec::new();
    for profile in profiles.iter().filter(|p| !p.model.is_archived) {
        for _ in 0..rng.random_range(1..=3) {
            let state = NoteState {
                profile_id: profile.model.id,
                content: NOTES.choose(rng).copied().unwrap_or(NOTES[0]).to_string(),
                is_pinned: rng.random_bool(0.2),
                external_id: None,
            };
            new.push(NewNote { state, author: advisers.choose(rng).copied() });
        }
    }
    let made = new.len();
    notes::create_many(db, organisation_id, new).await?;
    Ok(made)
}
