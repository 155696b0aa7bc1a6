//! `seed`: the sandbox organisation with demo data, and bulk demo data for benchmarks.

use uuid::Uuid;

use super::describe;
use crate::{
    db::Database,
    seed::{
        demo::{self, DemoGenerator},
        sandbox,
    },
    service::{members, organisations, profiles},
    types::PageRequest,
};

/// The bulk demo data asked for.
pub struct Wanted {
    pub profiles: Option<usize>,
    pub opportunities: Option<usize>,
    pub products: bool,
    pub notes: bool,
    pub policies: bool,
    pub expenses: bool,
}

/// Seeds into `org`, or into a new sandbox organisation whose key is printed at the end.
pub async fn seed(db: &Database, org: Option<Uuid>, wanted: Wanted) -> Result<(), String> {
    let (organisation_id, key) = match org {
        Some(org) => (organisations::find(db, org).await.map_err(describe)?.id, None),
        None => {
            let seed = sandbox::seed_demo(db).await.map_err(describe)?;
            println!("created sandbox organisation {} ({})", sandbox::SANDBOX_NAME, seed.organisation_id);
            let (client_id, secret) = &seed.oauth_client;
            println!(
                "sandbox OAuth client (client credentials): client_id {client_id} client_secret {secret}"
            );
            (seed.organisation_id, Some(seed.api_key))
        }
    };
    if let Some(count) = wanted.profiles {
        generate_profiles(db, organisation_id, count).await?;
    }
    if let Some(count) = wanted.opportunities {
        generate_opportunities(db, organisation_id, count).await?;
    }
    if wanted.products {
        generate_products(db, organisation_id).await?;
    }
    if wanted.notes {
        generate_notes(db, organisation_id).await?;
    }
    if wanted.policies {
        generate_policies(db, organisation_id).await?;
    }
    if wanted.expenses {
        across_profiles(db, organisation_id, "household budgets", async |progress| {
            demo::expenses::bulk(db, organisation_id, progress).await
        })
        .await?;
    }
    if let Some(key) = key {
        println!("sandbox API key (shown only now):");
        println!("{key}");
    }
    Ok(())
}

/// Bulk-generates `count` demo profiles in batches, showing progress.
async fn generate_profiles(db: &Database, organisation_id: Uuid, count: usize) -> Result<(), String> {
    const BATCH: usize = 1_000;
    let advisers = members::advisers(db, organisation_id).await.map_err(describe)?;
    let mut generator = DemoGenerator::new(organisation_id.as_u128() as u64, advisers);
    let progress = progress_bar(count, "profiles");
    let started = std::time::Instant::now();
    let mut done = 0;
    while done < count {
        let size = BATCH.min(count - done);
        let batch = (0..size).map(|_| generator.next_profile()).collect();
        demo::bulk::insert(db, organisation_id, batch).await.map_err(describe)?;
        done += size;
        progress.set_position(done as u64);
    }
    progress.finish_and_clear();
    println!("generated {count} profiles in {:.1}s", started.elapsed().as_secs_f64());
    Ok(())
}

/// Bulk-generates demo notes on every open profile, by the organisation's advisers.
async fn generate_notes(db: &Database, organisation_id: Uuid) -> Result<(), String> {
    let advisers = members::advisers(db, organisation_id).await.map_err(describe)?;
    across_profiles(db, organisation_id, "notes", async |progress| {
        demo::notes::bulk(db, organisation_id, &advisers, progress).await
    })
    .await
}

/// Bulk-generates demo insurance policies across the organisation's households.
async fn generate_policies(db: &Database, organisation_id: Uuid) -> Result<(), String> {
    across_profiles(db, organisation_id, "policies", async |progress| {
        demo::policies::bulk(db, organisation_id, progress).await
    })
    .await
}

/// Bulk-generates demo products for every profile.
async fn generate_products(db: &Database, organisation_id: Uuid) -> Result<(), String> {
    across_profiles(db, organisation_id, "financial products", async |progress| {
        demo::products::bulk(db, organisation_id, progress).await
    })
    .await
}

/// Runs a generator that walks every profile (`generate`, told the profiles done), showing
/// progress, and says how many `what` it made.
async fn across_profiles(
    db: &Database,
    organisation_id: Uuid,
    what: &str,
    generate: impl AsyncFnOnce(&dyn Fn(usize)) -> Result<usize, crate::error::ServiceError>,
) -> Result<(), String> {
    let (_, profiles) =
        profiles::list(db, organisation_id, PageRequest::new(1, 1)).await.map_err(describe)?;
    let progress = progress_bar(profiles.total as usize, &format!("profiles given {what}"));
    let started = std::time::Instant::now();
    let made = generate(&|done| progress.set_position(done as u64)).await.map_err(describe)?;
    progress.finish_and_clear();
    println!("generated {made} {what} in {:.1}s", started.elapsed().as_secs_f64());
    Ok(())
}

/// Bulk-generates `count` demo opportunities, showing progress.
async fn generate_opportunities(db: &Database, organisation_id: Uuid, count: usize) -> Result<(), String> {
    let advisers = members::advisers(db, organisation_id).await.map_err(describe)?;
    let progress = progress_bar(count, "opportunities");
    let started = std::time::Instant::now();
    demo::opportunities::bulk(db, organisation_id, &advisers, count, |done| {
        progress.set_position(done as u64)
    })
    .await
    .map_err(describe)?;
    progress.finish_and_clear();
    println!("generated {count} opportunities in {:.1}s", started.elapsed().as_secs_f64());
    Ok(())
}

fn progress_bar(count: usize, what: &str) -> indicatif::ProgressBar {
    let template = format!("{{bar:40}} {{pos}}/{{len}} {what} ({{per_sec}}, {{eta}} left)");
    indicatif::ProgressBar::new(count as u64).with_style(
        indicatif::ProgressStyle::with_template(&template)
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    )
}
