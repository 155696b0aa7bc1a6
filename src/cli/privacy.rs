//! `privacy erase-due [--on DAY]`: carries out the scheduled erasures due on a day, as every
//! server does each hour. The day may be set, to run a day's erasures from a job of one's
//! own or to rehearse one; running it on several hosts at once erases each person once.

use chrono::NaiveDate;
use clap::Subcommand;

use super::describe;
use crate::{
    api::{contacts::read_correction, hold_years},
    config::Config,
    db::Database,
    service::privacy::{holds, scheduled},
};

#[derive(Subcommand)]
pub enum PrivacyCommand {
    /// Carry out the scheduled erasures due on a day (today in New Zealand unless set); prints
    /// each request erased, moved to a later day, or still held.
    EraseDue {
        /// The day to run as (YYYY-MM-DD).
        #[arg(long)]
        on: Option<NaiveDate>,
    },
}

pub async fn run(db: &Database, config: &Config, command: PrivacyCommand) -> Result<(), String> {
    let PrivacyCommand::EraseDue { on } = command;
    let on = on.unwrap_or_else(holds::today);
    let ran = scheduled::run_due(db, on, hold_years(config), read_correction).await.map_err(describe)?;
    for id in &ran.erased {
        println!("erased: request {id}");
    }
    for id in &ran.moved {
        println!("moved: request {id} (a retention hold grew)");
    }
    for id in &ran.held {
        println!("held: request {id} (a profile of the person is active again)");
    }
    println!("{} erased, {} moved, {} held on {on}", ran.erased.len(), ran.moved.len(), ran.held.len());
    Ok(())
}
