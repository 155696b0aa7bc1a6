//! `audit verify --org …`: the organisation's field-history chain checked from its start.

use clap::Subcommand;
use uuid::Uuid;

use super::describe;
use crate::{
    db::Database,
    service::{history::chain, organisations},
};

#[derive(Subcommand)]
pub enum AuditCommand {
    /// Seal what is unsealed, then walk the organisation's field history chain and report the
    /// first entry that does not match (exit status 1 when one does not).
    Verify {
        #[arg(long)]
        org: Uuid,
    },
}

pub async fn run(db: &Database, command: AuditCommand) -> Result<(), String> {
    let AuditCommand::Verify { org } = command;
    organisations::find(db, org).await.map_err(describe)?;
    while chain::seal(db, org).await.map_err(describe)? > 0 {}
    let found = chain::verify(db, org).await.map_err(describe)?;
    match found.mismatch {
        None => {
            println!("verified: {} entries match the chain ({} unsealed)", found.entries, found.unsealed);
            Ok(())
        }
        Some(mismatch) => {
            let entry = mismatch.entry_id.map(|id| id.to_string()).unwrap_or_else(|| "missing".into());
            println!("NOT VERIFIED: position {} (entry {entry}): {}", mismatch.position, mismatch.reason);
            Err(format!("the field history does not verify at position {}", mismatch.position))
        }
    }
}
