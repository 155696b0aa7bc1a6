//! What a single write costs in statements, as the request log's `queries=N` counts them
//! (history, access log and outbox included). Each statement is a round trip to the database,
//! and on SQLite a hand-off to its worker thread; a write's rate follows its count.

use serde_json::json;

use crate::helpers::{on_postgres, spawn_app};

/// The statements a person's create into a new profile sends: the contact, the profile (with
/// its key contact), the membership, and both search entries in one statement, each written
/// once with its final text; the actor's member name, once per request; and the two events,
/// written together at the end of the transaction with one statement each for the events, their
/// history, the access entry and the webhook look-up, and on SQLite the position counter
/// (PostgreSQL stamps positions after the commit). Nothing is read back: the records' views are
/// built from the rows as inserted.
const PERSON_CREATE_STATEMENTS: (usize, usize) = (10, 9);

#[tokio::test]
async fn a_persons_create_sends_no_more_statements_than_it_needs() {
    let app = spawn_app().await;
    // The first write of an organisation makes its counters; measure a later one.
    app.create("/api/v1/contacts/person", json!({"firstName": "Hemi", "lastName": "Walker"})).await;
    let body = json!({"firstName": "Aroha", "lastName": "Ngata"});
    let (reply, statements) =
        advisory_crm::db::count_queries(app.post("/api/v1/contacts/person", &body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    eprintln!("a person's create: {statements} statements");
    let bound = if on_postgres() { PERSON_CREATE_STATEMENTS.1 } else { PERSON_CREATE_STATEMENTS.0 };
    assert!(statements <= bound, "{statements} statements, more than {bound}");
}
