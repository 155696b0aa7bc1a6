//! The access log: who was answered with which people's and households' records (ADR-39).
//! One entry per response that carried any, with the ids packed in it: a read's entry waits in
//! the process's buffer (`db::access_log`, written within a second), a write's is written in
//! the write's transaction, so a committed change always has its entry. Webhook deliveries are
//! entries too (sends to the endpoint), and so are exports.

mod query;
pub mod retention;
mod subjects;

use std::{
    future::Future,
    net::IpAddr,
    sync::{Arc, Mutex},
};

use chrono::Utc;
use sea_orm::ConnectionTrait;
use uuid::Uuid;

pub use crate::db::access_log::AccessRow;

pub use self::{
    query::{AccessFilter, list},
    subjects::Subjects,
};
use crate::{
    db::{
        Database,
        access_log::{exists, insert, update_subjects},
    },
    error::ServiceError,
};

/// The request being answered, as its entry names it.
#[derive(Debug)]
pub struct Requester {
    pub organisation_id: Uuid,
    pub key_id: Uuid,
    pub oauth_client_id: Option<String>,
    pub member_id: Option<Uuid>,
    pub client_ip: Option<IpAddr>,
    pub request_id: Option<String>,
    pub operation_id: Option<String>,
    /// The entry a write of the request wrote (in the write's transaction), as written so
    /// far: later writes of the request add their records to it, and its answer is not logged
    /// again.
    entry: Mutex<Option<AccessRow>>,
}

impl Requester {
    pub fn new(
        organisation_id: Uuid,
        key_id: Uuid,
        oauth_client_id: Option<String>,
        member_id: Option<Uuid>,
        client_ip: Option<IpAddr>,
        request_id: Option<String>,
        operation_id: Option<String>,
    ) -> Self {
        Requester {
            organisation_id,
            key_id,
            oauth_client_id,
            member_id,
            client_ip,
            request_id,
            operation_id,
            entry: Mutex::new(None),
        }
    }

    /// The entry a write of the request wrote, if any.
    fn held(&self) -> Option<AccessRow> {
        self.entry.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
    }

    /// Whether a write of the request wrote an entry (its answer is logged already).
    fn wrote(&self) -> bool {
        self.entry.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).is_some()
    }

    fn row(&self, subjects: Subjects) -> AccessRow {
        AccessRow {
            id: Uuid::now_v7(),
            organisation_id: self.organisation_id,
            at: Utc::now(),
            actor_type: "apiKey",
            key_id: Some(self.key_id),
            oauth_client_id: self.oauth_client_id.clone(),
            member_id: self.member_id,
            client_ip: self.client_ip.map(|ip| ip.to_string()),
            request_id: self.request_id.clone(),
            operation_id: self.operation_id.clone(),
            contact_ids: subjects.contact_ids,
            profile_ids: subjects.profile_ids,
        }
    }
}

tokio::task_local! {
    static REQUESTER: Arc<Requester>;
}

/// Runs `work` (a request) with `requester` as the one its entries name.
pub fn scope<F: Future>(requester: Arc<Requester>, work: F) -> impl Future<Output = F::Output> {
    REQUESTER.scope(requester, work)
}

/// The answer to `requester` carried `subjects`: its entry, unless a write of the request wrote
/// one already (a write's answer is the record it wrote). Held in the buffer, written within a
/// second.
pub fn answered(db: &Database, requester: &Requester, subjects: Subjects) {
    if audit_is_off() || subjects.is_empty() || requester.wrote() {
        return;
    }
    db.access_log().push(requester.row(subjects));
}

/// The request is answered: a write's entry (stored in its transaction) gets indexed by the
/// buffer's next flush, so its flusher must be running.
pub fn finished(db: &Database, requester: &Requester) {
    if requester.wrote() {
        db.access_log().start_flusher();
    }
}

/// A write of the current request changed `records` (each as its GET shows it, with its
/// profile): the request's entry, in the write's transaction `conn`. Outside a request (the
/// command line, background work) no one is answered, so there is no entry.
pub async fn written<'a>(
    conn: &impl ConnectionTrait,
    records: impl IntoIterator<Item = (&'a serde_json::Value, Option<Uuid>)>,
) -> Result<(), ServiceError> {
    let Ok(requester) = REQUESTER.try_with(Arc::clone) else { return Ok(()) };
    if audit_is_off() {
        return Ok(());
    }
    let held = requester.held();
    let mut subjects = match &held {
        Some(row) => Subjects::of_ids(&row.contact_ids, &row.profile_ids),
        None => Subjects::default(),
    };
    for (data, profile_id) in records {
        subjects.add_value(data);
        if let Some(profile_id) = profile_id {
            subjects.add_profile(profile_id);
        }
    }
    if subjects.is_empty() {
        return Ok(());
    }
    // One entry for the request, however many records (and transactions: a batch's items) it
    // writes: the first write inserts it, later ones add their records to it. An entry whose
    // transaction was rolled back (and rerun) is not there to add to, so it is inserted again.
    let row = match held {
        // Nothing new (a creation's second record, its profile, names the same people): the
        // entry stands as long as it is there (a rerun transaction has lost it).
        Some(row)
            if row.contact_ids.len() == subjects.contact_ids.len()
                && row.profile_ids.len() == subjects.profile_ids.len() =>
        {
            if !exists(conn, &row).await? {
                insert(conn, std::slice::from_ref(&row)).await?;
            }
            return Ok(());
        }
        Some(row) => {
            let row =
                AccessRow { contact_ids: subjects.contact_ids, profile_ids: subjects.profile_ids, ..row };
            if !update_subjects(conn, &row).await? {
                insert(conn, std::slice::from_ref(&row)).await?;
            }
            row
        }
        None => {
            let row = requester.row(subjects);
            insert(conn, std::slice::from_ref(&row)).await?;
            row
        }
    };
    *requester.entry.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(row);
    Ok(())
}

/// A webhook delivery sent `body` (an event) to the endpoint `endpoint_id`: an entry naming the
/// endpoint as the key and the delivery as the request.
pub fn delivered(db: &Database, organisation_id: Uuid, endpoint_id: Uuid, delivery_id: Uuid, body: &[u8]) {
    let subjects = Subjects::of_json(body);
    if audit_is_off() || subjects.is_empty() {
        return;
    }
    db.access_log().push(AccessRow {
        id: Uuid::now_v7(),
        organisation_id,
        at: Utc::now(),
        actor_type: "webhook",
        key_id: Some(endpoint_id),
        oauth_client_id: None,
        member_id: None,
        client_ip: None,
        request_id: Some(delivery_id.to_string()),
        operation_id: Some("webhookDelivery".to_string()),
        contact_ids: subjects.contact_ids,
        profile_ids: subjects.profile_ids,
    });
}

/// `advisory-crm export` wrote the organisation's `subjects` to a file: its entry, written now.
pub async fn exported(db: &Database, organisation_id: Uuid, subjects: Subjects) -> Result<(), ServiceError> {
    if audit_is_off() || subjects.is_empty() {
        return Ok(());
    }
    let row = AccessRow {
        id: Uuid::now_v7(),
        organisation_id,
        at: Utc::now(),
        actor_type: "cli",
        key_id: None,
        oauth_client_id: None,
        member_id: None,
        client_ip: None,
        request_id: None,
        operation_id: Some("export".to_string()),
        contact_ids: subjects.contact_ids,
        profile_ids: subjects.profile_ids,
    };
    db.write_statement(|conn| {
        let row = row.clone();
        async move { insert(&conn, &[row]).await }
    })
    .await?;
    Ok(())
}

/// Whether this is a build for measuring what the audit costs (`make bench` only: the
/// `unaudited` feature, which no deployment's build has).
pub const fn audit_is_off() -> bool {
    cfg!(feature = "unaudited")
}
