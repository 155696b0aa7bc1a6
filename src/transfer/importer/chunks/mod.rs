//! New profiles, contacts, opportunities and products, and the finishing of profiles, a chunk
//! at a time (ADR-27): the records of a chunk that have no mapping yet are checked one by one as their
//! API operation checks its body (a refused one is reported with its field), then written
//! together by `service::transfer` in one transaction. Anything else (a record imported before,
//! a contact in several profiles or archived, a reference not found) and every record of a
//! chunk that fails goes through the API operations one at a time, which say precisely what is
//! wrong. An opportunity that came won, lost or archived is written as its create and then the
//! update closing it would leave it, with one `opportunity.created` event.
//!
//! A chunk is written by a task of its own while the next one is read, looked up and checked
//! ([`InFlight`]): a profile of `import file` showed the import and the database taking turns,
//! each idle while the other worked. Only one chunk is in flight; anything else that writes or
//! reads what it writes (a record alone, the mappings queued, the end of a pass) lands it first,
//! and a record of the next chunk with the same source id goes alone, after it.

mod kinds;

use std::collections::{HashMap, HashSet};

use serde_json::Value;
use tokio::task::JoinHandle;
use uuid::Uuid;

use super::{Fail, Importer, source_id};
use crate::{
    api::products::{investments::InvestmentCreate, kiwisavers::KiwiSaverCreate, mortgages::MortgageCreate},
    db::Database,
    entity::financial_product::ProductType,
    error::ServiceError,
    service::{
        events::actor,
        products::ProductDetails,
        transfer::{
            self, Fresh, FreshContact, FreshExpenses, FreshNote, FreshOpportunity, FreshPolicy, FreshProduct,
            FreshProfile, ProfileFinish,
        },
    },
    transfer::{kinds::Kind, summary::Problem},
};

/// How many records are written together.
const CHUNK: usize = 1_000;

/// The records created in chunks after which the database's statistics of the tables they
/// fill are first refreshed; they are refreshed again each time the number doubles, so they
/// always describe at least half of what the import wrote, at a cost logarithmic in its size.
const FIRST_STATISTICS: usize = 2 * CHUNK;

/// The refreshes of the statistics of what an import's chunks fill: the records created in
/// chunks so far, the number at which the next refresh is due, and the refresh running.
pub(super) struct Statistics {
    landed: usize,
    due: usize,
    running: Option<JoinHandle<()>>,
}

impl Default for Statistics {
    fn default() -> Self {
        Statistics { landed: 0, due: FIRST_STATISTICS, running: None }
    }
}

impl Statistics {
    /// Counts records created in chunks and starts refreshing the statistics when they are
    /// due, beside the chunks being written: `ANALYZE` takes a second at 400,000 contacts and
    /// blocks no write. They only guide the database's planner, so a refresh that fails is
    /// reported and the import goes on.
    fn count(&mut self, db: &Database, records: usize) {
        self.landed += records;
        let refreshing = self.running.as_ref().is_some_and(|refresh| !refresh.is_finished());
        if self.landed < self.due || refreshing {
            return;
        }
        self.due = self.landed * 2;
        let db = db.clone();
        self.running = Some(tokio::spawn(async move {
            if let Err(error) = transfer::refresh_statistics(&db).await {
                tracing::warn!(%error, "could not refresh the statistics of the imported tables");
            }
        }));
    }

    /// Waits for the refresh running, if any.
    pub(super) async fn refreshed(&mut self) {
        if let Some(refresh) = self.running.take() {
            // A refresh that panicked changed nothing the import needs.
            let _ = refresh.await;
        }
    }
}

/// What the held records are waiting for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Held {
    Profiles,
    Contacts,
    Finishes,
    Opportunities,
    Products(ProductType),
    Notes,
    Policies,
    Expenses,
}

impl Held {
    pub(super) fn of(kind: Kind) -> Option<Held> {
        match kind {
            Kind::Profile => Some(Held::Profiles),
            Kind::Contact => Some(Held::Contacts),
            Kind::Opportunity => Some(Held::Opportunities),
            Kind::Mortgage => Some(Held::Products(ProductType::Mortgage)),
            Kind::KiwiSaver => Some(Held::Products(ProductType::KiwiSaver)),
            Kind::Investment => Some(Held::Products(ProductType::Investment)),
            Kind::Note => Some(Held::Notes),
            Kind::Policy => Some(Held::Policies),
            Kind::Expenses => Some(Held::Expenses),
            _ => None,
        }
    }

    /// The kind of the records held.
    fn kind(self) -> Kind {
        match self {
            Held::Profiles | Held::Finishes => Kind::Profile,
            Held::Contacts => Kind::Contact,
            Held::Opportunities => Kind::Opportunity,
            Held::Products(ProductType::Mortgage) => Kind::Mortgage,
            Held::Products(ProductType::KiwiSaver) => Kind::KiwiSaver,
            Held::Products(ProductType::Investment) => Kind::Investment,
            Held::Notes => Kind::Note,
            Held::Policies => Kind::Policy,
            Held::Expenses => Kind::Expenses,
        }
    }

    /// Whether each record written is counted created (a finish updates what its pass created).
    fn creates(self) -> bool {
        self != Held::Finishes
    }
}

/// A run of records being written together by a task of its own.
pub(super) struct InFlight {
    held: Held,
    records: Vec<Value>,
    source_ids: HashSet<String>,
    write: JoinHandle<Result<(), ServiceError>>,
}

/// What becomes of each record of a chunk, in the chunk's order: written together with its
/// neighbours (with what to write), or alone through the API operations.
enum Step<T> {
    Together(Value, T),
    Alone(Value),
}

impl Importer {
    /// The last pass over the profiles (see [`Importer::finish_now`]), a chunk at a time.
    pub async fn finish_profile(&mut self, record: Value) -> Result<(), String> {
        if self.dry_run {
            return self.finish_now(&record).await;
        }
        self.hold(Held::Finishes, record).await
    }

    pub(super) async fn hold(&mut self, held: Held, record: Value) -> Result<(), String> {
        if self.held_as != Some(held) {
            self.write_held().await?;
            self.held_as = Some(held);
        }
        self.held.push(record);
        if self.held.len() >= CHUNK {
            self.write_held().await?;
        }
        Ok(())
    }

    /// Waits for the run in flight, if any: counts its records created, or writes each of them
    /// alone when the run failed.
    pub(super) async fn land(&mut self) -> Result<(), String> {
        let Some(flight) = self.in_flight.take() else { return Ok(()) };
        let written = flight.write.await.map_err(|error| format!("writing a chunk failed: {error}"))?;
        match written {
            Ok(()) if flight.held.creates() => {
                self.summary.entry(flight.held.kind()).created += flight.records.len();
                self.statistics.count(&self.db, flight.records.len());
            }
            Ok(()) => {}
            Err(_) => {
                for record in flight.records {
                    self.write_alone(flight.held, &record).await?;
                }
            }
        }
        Ok(())
    }

    /// Whether the run in flight writes the record of `kind` with this source id.
    fn in_flight(&self, source_id: &str) -> bool {
        self.in_flight.as_ref().is_some_and(|flight| flight.source_ids.contains(source_id))
    }

    /// Writes one record through the API operations (after the run in flight).
    async fn alone(&mut self, held: Held, record: &Value) -> Result<(), String> {
        self.land().await?;
        self.write_alone(held, record).await
    }

    async fn write_alone(&mut self, held: Held, record: &Value) -> Result<(), String> {
        match held {
            Held::Finishes => self.finish_now(record).await,
            Held::Profiles
            | Held::Contacts
            | Held::Opportunities
            | Held::Products(_)
            | Held::Notes
            | Held::Policies
            | Held::Expenses => self.record_now(held.kind(), record).await,
        }
    }

    pub(super) async fn write_held(&mut self) -> Result<(), String> {
        let records = std::mem::take(&mut self.held);
        let Some(held) = self.held_as else { return Ok(()) };
        if records.is_empty() {
            return Ok(());
        }
        // The chunk reads the mappings from the database: the queued ones first.
        self.flush_mappings().await?;
        match held {
            Held::Profiles => self.profiles(records).await,
            Held::Contacts => self.contacts(records).await,
            Held::Finishes => self.finishes(records).await,
            Held::Opportunities => self.opportunities(records).await,
            Held::Products(ProductType::Mortgage) => self.products::<MortgageCreate>(records).await,
            Held::Products(ProductType::KiwiSaver) => self.products::<KiwiSaverCreate>(records).await,
            Held::Products(ProductType::Investment) => self.products::<InvestmentCreate>(records).await,
            Held::Notes => self.notes(records).await,
            Held::Policies => self.policies(records).await,
            Held::Expenses => self.households(records).await,
        }
    }

    /// The local ids of these source records of `kind` that are mapped, by source id.
    async fn mapped(&self, kind: &str, ids: Vec<String>) -> Result<HashMap<String, Uuid>, String> {
        let rows = self.mappings(kind, ids).await?;
        Ok(rows.into_iter().map(|(id, row)| (id, row.local_id)).collect())
    }

    async fn mappings(
        &self,
        kind: &str,
        mut ids: Vec<String>,
    ) -> Result<HashMap<String, crate::entity::transfer_id::Model>, String> {
        ids.sort_unstable();
        ids.dedup();
        transfer::mapped_many(&self.db, self.organisation_id, &self.source, kind, &ids)
            .await
            .map_err(|error| format!("database error: {error}"))
    }

    /// Counts a record refused before it was written; Err only when the import must stop.
    fn refused(&mut self, kind: Kind, source_id: &str, fail: Fail) -> Result<(), String> {
        match fail {
            Fail::Bad { field, message } => {
                self.summary.fail(Problem { kind, source_id: source_id.into(), field, message })
            }
            Fail::Skip(reason) => self.summary.skip(kind, reason),
            Fail::Fatal(message) => return Err(message),
        }
        Ok(())
    }

    /// What becomes of each of a chunk's records of `kind`, in order. A record with no mapping
    /// yet and not being written is new: `fresh` makes what to write of it (None: it goes alone
    /// after all, e.g. for a reference not mapped; an error: it is refused and counted). Any
    /// other record goes alone; one listed again in the chunk is written once, and counted
    /// unchanged.
    async fn new_steps<T>(
        &mut self,
        kind: Kind,
        records: Vec<Value>,
        mut fresh: impl FnMut(&Self, &str, &Value) -> Result<Option<T>, Fail>,
    ) -> Result<Vec<Step<T>>, String> {
        let ids = records.iter().filter_map(|r| source_id(kind, r)).collect();
        let known = self.mapped(kind.name(), ids).await?;
        let mut steps = Vec::with_capacity(records.len());
        let mut seen = HashSet::new();
        for record in records {
            let new = source_id(kind, &record).filter(|id| !known.contains_key(id) && !self.in_flight(id));
            let Some(id) = new else {
                steps.push(Step::Alone(record));
                continue;
            };
            if !seen.insert(id.clone()) {
                self.summary.entry(kind).unchanged += 1;
                continue;
            }
            match fresh(self, &id, &record) {
                Ok(Some(item)) => steps.push(Step::Together(record, item)),
                Ok(None) => steps.push(Step::Alone(record)),
                Err(fail) => self.refused(kind, &id, fail)?,
            }
        }
        Ok(steps)
    }

    /// Writes the steps in order: each run of records written together in one go (counted
    /// created, but finishes), each other record alone; when a run fails, its records go alone.
    /// The last run is left in flight.
    async fn write_steps<T: Together>(&mut self, steps: Vec<Step<T>>) -> Result<(), String> {
        let mut run: Vec<(Value, T)> = Vec::new();
        for step in steps {
            match step {
                Step::Together(record, item) => run.push((record, item)),
                Step::Alone(record) => {
                    self.write_run(std::mem::take(&mut run)).await?;
                    self.alone(T::HELD, &record).await?;
                }
            }
        }
        self.write_run(run).await?;
        self.flush_mappings().await
    }

    /// Lands the run in flight and starts writing this one.
    async fn write_run<T: Together>(&mut self, run: Vec<(Value, T)>) -> Result<(), String> {
        if run.is_empty() {
            return Ok(());
        }
        self.land().await?;
        let (records, items): (Vec<Value>, Vec<T>) = run.into_iter().unzip();
        let source_ids = records.iter().filter_map(|record| source_id(T::HELD.kind(), record)).collect();
        let write = write_in_own_task(self.db.clone(), self.organisation_id, items);
        self.in_flight = Some(InFlight { held: T::HELD, records, source_ids, write });
        Ok(())
    }
}

/// What a chunk writes together: what its records were held for (their kind, whether they
/// are counted created, and how one is written alone).
trait Together: Fresh {
    const HELD: Held;
}

impl Together for FreshProfile {
    const HELD: Held = Held::Profiles;
}

impl Together for FreshContact {
    const HELD: Held = Held::Contacts;
}

impl Together for ProfileFinish {
    const HELD: Held = Held::Finishes;
}

impl Together for FreshOpportunity {
    const HELD: Held = Held::Opportunities;
}

impl<D: ProductDetails> Together for FreshProduct<D> {
    const HELD: Held = Held::Products(D::TYPE);
}

impl Together for FreshNote {
    const HELD: Held = Held::Notes;
}

impl Together for FreshPolicy {
    const HELD: Held = Held::Policies;
}

impl Together for FreshExpenses {
    const HELD: Held = Held::Expenses;
}

/// Starts writing a chunk in a task of its own, made by the import's actor (its events say so).
fn write_in_own_task<T: Together>(
    db: Database,
    organisation_id: Uuid,
    items: Vec<T>,
) -> JoinHandle<Result<(), ServiceError>> {
    tokio::spawn(actor::scope(actor::current(), async move {
        transfer::write_chunk(&db, organisation_id, items).await
    }))
}
