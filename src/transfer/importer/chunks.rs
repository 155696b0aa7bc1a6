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

use std::collections::{HashMap, HashSet};

use serde_json::{Value, json};
use tokio::task::JoinHandle;
use uuid::Uuid;

use super::{
    Fail, Importer, id_text,
    insurance::{policy_contacts, policy_import},
    people::{contact_fields, contact_type, key_contact, profile_fields},
    pick,
    records::{came_closed, closing_fields, note_fields, opportunity_fields, product_fields},
    source_id, stamps,
};
use crate::{
    api::{
        self,
        expenses::ScalarExpenses,
        products::{
            CreateBody, investments::InvestmentCreate, kiwisavers::KiwiSaverCreate, mortgages::MortgageCreate,
        },
    },
    db::Database,
    entity::{expense_line::LineType, financial_product::ProductType},
    error::ServiceError,
    service::{
        events::actor,
        notes::NewNote,
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

    async fn profiles(&mut self, records: Vec<Value>) -> Result<(), String> {
        let advisers =
            records.iter().filter_map(|r| r.get("adviserId").and_then(id_text)).collect::<Vec<_>>();
        let advisers = self.mapped(Kind::Member.name(), advisers).await?;
        let steps = self
            .new_steps(Kind::Profile, records, |importer, id, record| {
                let mut body = profile_fields(record);
                let adviser = body
                    .get("adviserId")
                    .filter(|v| !v.is_null())
                    .map(|v| id_text(v).and_then(|a| advisers.get(&a)));
                match adviser {
                    Some(None) => return Ok(None),
                    Some(Some(local)) => {
                        body.insert("adviserId".into(), json!(local));
                    }
                    None => {}
                }
                stamps(record)?;
                let state = api::profiles::parse_create(Value::Object(body))?;
                Ok(Some(FreshProfile { key: importer.key(Kind::Profile.name(), id), state }))
            })
            .await?;
        self.write_steps(steps).await
    }

    async fn contacts(&mut self, records: Vec<Value>) -> Result<(), String> {
        let profiles = records.iter().flat_map(profile_ids).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let steps = self
            .new_steps(Kind::Contact, records, |importer, id, record| {
                // One profile, found, and not archived: a create alone; anything more goes alone.
                let linked = profile_ids(record);
                let profile = match linked.as_slice() {
                    [only] => profiles.get(only),
                    _ => None,
                };
                let Some(profile) = profile.filter(|_| record.get("IsArchived") != Some(&json!(true))) else {
                    return Ok(None);
                };
                let stamps = stamps(record)?;
                let mut body = contact_fields(record);
                body.insert("profileId".into(), json!(profile));
                let contact = api::contacts::parse_create(contact_type(record)?, Value::Object(body))?;
                Ok(Some(FreshContact { key: importer.key(Kind::Contact.name(), id), contact, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    async fn finishes(&mut self, records: Vec<Value>) -> Result<(), String> {
        let ids = records.iter().filter_map(|r| source_id(Kind::Profile, r)).collect();
        let rows = self.mappings(Kind::Profile.name(), ids).await?;
        let keys = records.iter().filter_map(|r| key_contact(r).as_ref().and_then(id_text)).collect();
        let keys = self.mapped(Kind::Contact.name(), keys).await?;
        let mut steps = Vec::new();
        let mut seen = HashSet::new();
        for record in records {
            let Some(id) = source_id(Kind::Profile, &record) else { continue };
            if self.in_flight(&id) {
                steps.push(Step::Alone(record));
                continue;
            }
            // Finished already (or not imported): nothing to do, as for a single one.
            let Some(row) = rows.get(&id).filter(|row| row.source_modified.is_none()) else { continue };
            if !seen.insert(id.clone()) {
                continue;
            }
            let key_contact =
                match key_contact(&record).as_ref().map(|key| id_text(key).and_then(|k| keys.get(&k))) {
                    Some(None) => {
                        steps.push(Step::Alone(record));
                        continue;
                    }
                    Some(Some(local)) => Some(*local),
                    None => None,
                };
            match stamps(&record) {
                Ok(stamps) => {
                    let finish = ProfileFinish {
                        key: self.key(Kind::Profile.name(), &id),
                        profile_id: row.local_id,
                        key_contact_id: key_contact,
                        is_archived: record.get("isProfileArchived") == Some(&json!(true)),
                        stamps,
                    };
                    steps.push(Step::Together(record, finish));
                }
                Err(fail) => self.refused(Kind::Profile, &id, fail)?,
            }
        }
        self.write_steps(steps).await
    }

    async fn opportunities(&mut self, records: Vec<Value>) -> Result<(), String> {
        // Each reference's field, and the local ids of the source ids it holds.
        let mut references = Vec::new();
        for (field, kind) in OPPORTUNITY_REFERENCES {
            let ids = records.iter().filter_map(|r| r.get(field).and_then(id_text)).collect();
            references.push((field, self.mapped(kind, ids).await?));
        }
        let steps = self
            .new_steps(Kind::Opportunity, records, |importer, id, record| {
                let (mut body, mortgage) = opportunity_fields(record);
                for (field, mapped) in &references {
                    let Some(value) = record.get(*field) else { continue };
                    let Some(local) = localised(value, mapped) else { return Ok(None) };
                    body.insert(field.to_string(), local);
                }
                let closing = came_closed(record).then(|| Value::Object(closing_fields(record)));
                let stamps = stamps(record)?;
                let state = api::opportunities::parse_import(Value::Object(body), mortgage, closing)?;
                Ok(Some(FreshOpportunity { key: importer.key(Kind::Opportunity.name(), id), state, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    /// New products of one type, their create body `B`'s.
    async fn products<B>(&mut self, records: Vec<Value>) -> Result<(), String>
    where
        B: CreateBody + poem_openapi::types::ParseFromJSON,
        FreshProduct<B::Details>: Together,
    {
        let kind = <FreshProduct<B::Details> as Together>::HELD.kind();
        let profiles = records.iter().filter_map(|r| r.get("profileId").and_then(id_text)).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let contacts = records.iter().flat_map(|r| owner_ids(r).into_iter().flatten()).collect();
        let contacts = self.mapped(Kind::Contact.name(), contacts).await?;
        let steps = self
            .new_steps(kind, records, |importer, id, record| {
                let mut body = product_fields(kind, record);
                for (field, value) in body.iter_mut() {
                    let (values, mapped): (Vec<&mut Value>, _) = match field.as_str() {
                        "profileId" => (vec![value], &profiles),
                        "contactId" => (vec![value], &contacts),
                        "ownerContactIds" => {
                            (value.as_array_mut().into_iter().flatten().collect(), &contacts)
                        }
                        _ => continue,
                    };
                    for value in values {
                        let Some(local) = localised(value, mapped) else { return Ok(None) };
                        *value = local;
                    }
                }
                let stamps = stamps(record)?;
                let state = api::products::parse_import::<B>(Value::Object(body))?;
                Ok(Some(FreshProduct { key: importer.key(kind.name(), id), state, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    /// New notes: a note whose profile was not imported goes alone (which names it); its
    /// author is kept when the member came across, as for a single one.
    async fn notes(&mut self, records: Vec<Value>) -> Result<(), String> {
        let profiles = records.iter().filter_map(|r| r.get("profileId").and_then(id_text)).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let authors = records.iter().filter_map(|r| r.get("createdByMemberId").and_then(id_text)).collect();
        let authors = self.mapped(Kind::Member.name(), authors).await?;
        let steps = self
            .new_steps(Kind::Note, records, |importer, id, record| {
                let mut body = note_fields(record);
                let Some(profile) = record.get("profileId").and_then(|value| localised(value, &profiles))
                else {
                    return Ok(None);
                };
                body.insert("profileId".into(), profile);
                let author = record.get("createdByMemberId").and_then(id_text).and_then(|a| authors.get(&a));
                let stamps = stamps(record)?;
                let state = api::notes::parse_import(Value::Object(body))?;
                let note = NewNote { state, author: author.copied() };
                Ok(Some(FreshNote { key: importer.key(Kind::Note.name(), id), note, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    /// New policies: one naming a profile or contact that was not imported goes alone (which
    /// names it).
    async fn policies(&mut self, records: Vec<Value>) -> Result<(), String> {
        let profiles = records.iter().filter_map(|r| r.get("profileId").and_then(id_text)).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let contacts = records
            .iter()
            .flat_map(|r| policy_contacts(r).into_iter().filter_map(|(_, v)| id_text(v)))
            .collect();
        let contacts = self.mapped(Kind::Contact.name(), contacts).await?;
        let steps = self
            .new_steps(Kind::Policy, records, |importer, id, record| {
                let Some(profile) = record.get("profileId").and_then(id_text).and_then(|p| profiles.get(&p))
                else {
                    return Ok(None);
                };
                let contact = |value: &Value| match value {
                    Value::Null => Some(None),
                    value => id_text(value).and_then(|source| contacts.get(&source)).map(|id| Some(*id)),
                };
                let stamps = stamps(record)?;
                let Some(policy) = policy_import(record, Some(*profile), contact)? else { return Ok(None) };
                Ok(Some(FreshPolicy { key: importer.key(Kind::Policy.name(), id), policy, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    /// New households' expenses: one naming a profile or contact that was not imported goes
    /// alone (which names it), as does one whose lines' source ids are missing or repeated.
    async fn households(&mut self, records: Vec<Value>) -> Result<(), String> {
        let profiles = records.iter().filter_map(|r| r.get("profileId").and_then(id_text)).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let contacts = records
            .iter()
            .flat_map(|r| CONTACT_AMOUNTS.iter().flat_map(|list| listed(r, list)))
            .filter_map(|entry| entry.get("contactId").and_then(id_text))
            .collect();
        let contacts = self.mapped(Kind::Contact.name(), contacts).await?;
        let steps = self
            .new_steps(Kind::Expenses, records, |importer, id, record| {
                let mut body = pick(record, ScalarExpenses::field_names());
                let Some(profile) = record.get("profileId").and_then(|value| localised(value, &profiles))
                else {
                    return Ok(None);
                };
                body.insert("profileId".into(), profile);
                for list in CONTACT_AMOUNTS {
                    let mut amounts = Vec::new();
                    for entry in listed(record, list) {
                        let Some(contact) =
                            entry.get("contactId").and_then(|value| localised(value, &contacts))
                        else {
                            return Ok(None);
                        };
                        amounts.push(json!({ "contactId": contact, "value": entry.get("value") }));
                    }
                    body.insert(list.into(), Value::Array(amounts));
                }
                let mut lines = Vec::new();
                let mut line_ids = HashSet::new();
                for line_type in LineType::ALL {
                    let mut keys = Vec::new();
                    let mut created = Vec::new();
                    for line in listed(record, line_type.field()) {
                        let Some(line_id) =
                            line.get("id").and_then(id_text).filter(|id| line_ids.insert(id.clone()))
                        else {
                            return Ok(None);
                        };
                        keys.push(importer.key("expenseLine", &line_id));
                        created.push(
                            json!({ "description": line.get("description"), "value": line.get("value") }),
                        );
                    }
                    body.insert(line_type.field().into(), Value::Array(created));
                    lines.push((line_type, keys));
                }
                let stamps = stamps(record)?;
                let request = api::expenses::parse_import(Value::Object(body))?;
                Ok(Some(FreshExpenses {
                    key: importer.key(Kind::Expenses.name(), id),
                    request,
                    lines,
                    stamps,
                }))
            })
            .await?;
        self.write_steps(steps).await
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

/// The local id of the source id `value` holds (null stays null), or None when that record was
/// not imported: the record referring to it then goes alone, which names the reference.
fn localised(value: &Value, mapped: &HashMap<String, Uuid>) -> Option<Value> {
    if value.is_null() {
        return Some(Value::Null);
    }
    id_text(value).and_then(|source| mapped.get(&source)).map(|id| json!(id))
}

/// The per-contact lists of a household's expenses.
const CONTACT_AMOUNTS: [&str; 2] = ["kiwiSaverExpenses", "superannuationExpenses"];

/// The entries of the record's array `field` (none when it is missing or not an array).
fn listed<'a>(record: &'a Value, field: &str) -> impl Iterator<Item = &'a Value> {
    record.get(field).and_then(Value::as_array).into_iter().flatten()
}

/// The source ids of a product's owners (`contactId` or `ownerContactIds`), null ones as None.
fn owner_ids(record: &Value) -> Vec<Option<String>> {
    let listed = record.get("ownerContactIds").and_then(Value::as_array).into_iter().flatten();
    record.get("contactId").into_iter().chain(listed).map(id_text).collect()
}

/// The fields by which an opportunity refers to other records, and the kind each names.
const OPPORTUNITY_REFERENCES: [(&str, &str); 4] =
    [("profileId", "profile"), ("pipelineId", "pipeline"), ("stageId", "stage"), ("adviserId", "member")];

/// The source ids of a contact's profiles.
fn profile_ids(record: &Value) -> Vec<String> {
    record
        .get("profiles")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|link| link.get("profileId").and_then(id_text))
        .collect()
}
