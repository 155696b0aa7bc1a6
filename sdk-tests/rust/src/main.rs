//! Uses the Rust client progenitor generates from openapi/openapi.json against a running server:
//! pagination, creating and updating a person, and a 404 read as the documented Error type.
//! Exits non-zero on the first mismatch.

use std::process::ExitCode;

mod client {
    #![allow(clippy::all, unused_imports, dead_code)]
    include!(concat!(env!("OUT_DIR"), "/client.rs"));
}

use client::{
    Client,
    types::{Contact, ContactPersonContact, PersonContactCreate, PersonContactUpdate},
};

type Outcome = Result<(), String>;

fn check(condition: bool, message: impl FnOnce() -> String) -> Outcome {
    if condition { Ok(()) } else { Err(message()) }
}

fn env(name: &str) -> Result<String, String> {
    std::env::var(name).ok().filter(|value| !value.is_empty()).ok_or_else(|| format!("set {name}"))
}

fn client() -> Result<Client, String> {
    let base_url = env("CRM_BASE_URL")?;
    let key = env("CRM_API_KEY")?;
    let mut headers = reqwest::header::HeaderMap::new();
    let value =
        format!("Bearer {key}").parse().map_err(|_| "CRM_API_KEY is not a header value".to_string())?;
    headers.insert(reqwest::header::AUTHORIZATION, value);
    let http = reqwest::Client::builder().default_headers(headers).build().map_err(|e| e.to_string())?;
    Ok(Client::new_with_client(&format!("{}/api/v1", base_url.trim_end_matches('/')), http))
}

fn person(contact: Contact) -> Result<ContactPersonContact, String> {
    match contact {
        Contact::PersonContact(person) => Ok(person),
        other => Err(format!("expected a person, got {other:?}")),
    }
}

fn id_of(contact: &Contact) -> uuid::Uuid {
    match contact {
        Contact::PersonContact(c) => c.id,
        Contact::CompanyContact(c) => c.id,
        Contact::TrustContact(c) => c.id,
    }
}

async fn pagination(api: &Client) -> Outcome {
    let page1 = api
        .list_contacts()
        .page_size(2)
        .send()
        .await
        .map_err(|e| format!("list page 1: {e}"))?
        .into_inner()
        .data;
    check(page1.page == 1 && page1.page_size == 2, || {
        format!("page 1 says page {}, size {}", page1.page, page1.page_size)
    })?;
    check(page1.items.len() == 2, || format!("page 1 has {} items, expected 2", page1.items.len()))?;
    check(page1.next_page == Some(2), || format!("page 1 points at nextPage {:?}", page1.next_page))?;

    let next = page1.next_page.and_then(std::num::NonZeroU64::new).ok_or("no next page")?;
    let page2 = api
        .list_contacts()
        .page(next)
        .page_size(2)
        .send()
        .await
        .map_err(|e| format!("list page 2: {e}"))?
        .into_inner()
        .data;
    check(page2.page == 2, || format!("page 2 says page {}", page2.page))?;
    check(!page2.items.is_empty(), || "page 2 is empty".to_string())?;
    let first: Vec<_> = page1.items.iter().map(id_of).collect();
    check(!page2.items.iter().any(|c| first.contains(&id_of(c))), || {
        "page 2 repeats a contact of page 1".to_string()
    })
}

async fn create_and_update_person(api: &Client) -> Outcome {
    let created = api
        .create_person_contact()
        .body(PersonContactCreate::builder().first_name("Aroha").last_name("SDK-Rust"))
        .send()
        .await
        .map_err(|e| format!("create person: {e}"))?;
    check(created.status() == 201, || format!("create person answered {}", created.status()))?;
    let created = person(created.into_inner().data)?;
    check(created.first_name == "Aroha" && created.last_name == "SDK-Rust", || {
        format!("created {} {}", created.first_name, created.last_name)
    })?;

    let first_name = "Hana".parse().map_err(|e| format!("first name: {e}"))?;
    let updated = api
        .update_person_contact()
        .contact_id(created.id)
        .body(PersonContactUpdate::builder().first_name(Some(first_name)))
        .send()
        .await
        .map_err(|e| format!("update person: {e}"))?;
    let updated = person(updated.into_inner().data)?;
    check(updated.id == created.id, || "the update answered another contact".to_string())?;
    check(updated.first_name == "Hana" && updated.last_name == "SDK-Rust", || {
        format!("the update did not apply: {} {}", updated.first_name, updated.last_name)
    })
}

async fn not_found(api: &Client) -> Outcome {
    let missing = uuid::Uuid::new_v4();
    match api.get_contact().contact_id(missing).send().await {
        Ok(found) => Err(format!("an unknown contact was found: {:?}", found.into_inner())),
        Err(client::Error::ErrorResponse(response)) => {
            check(response.status() == 404, || format!("unknown contact answered {}", response.status()))?;
            check(response.code == "not_found", || format!("unknown contact gave code {}", response.code))?;
            check(!response.request_id.is_empty(), || "the 404 has no requestId".to_string())
        }
        Err(other) => Err(format!("the 404 did not arrive as the documented Error type: {other}")),
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    let outcome = async {
        let api = client()?;
        pagination(&api).await?;
        create_and_update_person(&api).await?;
        not_found(&api).await
    }
    .await;
    match outcome {
        Ok(()) => {
            println!("Rust client: pagination, create, update and 404 as typed error all passed");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("Rust client check failed: {message}");
            ExitCode::FAILURE
        }
    }
}
