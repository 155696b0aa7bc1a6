//! The sandbox: a demo organisation with realistic New Zealand data and a key that works from
//! any address, so a newcomer can call the API and use Swagger UI straight away.

use crate::{
    db::Database,
    entity::member::MemberRole,
    error::ServiceError,
    service::{
        keys::{self, NewKey},
        members::{self, NewMember},
        oauth,
        organisations::{self, NewOrganisation},
    },
};

pub const SANDBOX_NAME: &str = "Kōwhai Financial Advice (Sandbox)";

/// Profiles in the sandbox's demo data (about two contacts each).
const DEMO_PROFILES: usize = 30;
/// Opportunities in the sandbox's demo data.
const DEMO_OPPORTUNITIES: usize = 40;

/// What seeding created.
pub struct SandboxSeed {
    pub organisation_id: uuid::Uuid,
    /// The sandbox API key; shown once, only its hash is stored.
    pub api_key: String,
    /// A sandbox OAuth 2.0 client (client credentials): its `client_id` and secret, shown once.
    pub oauth_client: (String, String),
}

fn member(first: &str, last: &str, role: MemberRole, fsp: Option<&str>) -> NewMember {
    NewMember {
        first_name: first.to_string(),
        last_name: last.to_string(),
        email: format!(
            "{}.{}@kowhai-advice.co.nz",
            first.to_lowercase(),
            last.to_lowercase().replace('\'', "")
        ),
        role,
        fsp_number: fsp.map(str::to_string),
    }
}

/// Creates a new sandbox organisation with its demo data and a sandbox key.
pub async fn seed_demo(db: &Database) -> Result<SandboxSeed, ServiceError> {
    let organisation = organisations::create(
        db,
        NewOrganisation {
            name: SANDBOX_NAME.to_string(),
            is_sandbox: true,
            manager: member("Aroha", "Ngata", MemberRole::Manager, Some("FSP1002381")),
        },
    )
    .await?;
    let mut advisers = Vec::new();
    for colleague in [
        member("James", "Whitcombe", MemberRole::Adviser, Some("FSP1004417")),
        member("Priya", "Raghunathan", MemberRole::Adviser, Some("FSP1007725")),
        member("Mere", "Parata", MemberRole::Adviser, Some("FSP1011096")),
        member("Liam", "O'Connor", MemberRole::Assistant, None),
        member("Sophie", "Chen", MemberRole::Assistant, None),
    ] {
        let is_adviser = colleague.role == MemberRole::Adviser;
        let member = members::add(db, organisation.id, colleague).await?;
        if is_adviser {
            advisers.push(member.id);
        }
    }
    super::demo::seed_profiles(db, organisation.id, advisers.clone(), DEMO_PROFILES).await?;
    super::demo::opportunities::seed(db, organisation.id, &advisers, DEMO_OPPORTUNITIES).await?;
    super::demo::products::seed(db, organisation.id).await?;
    super::demo::expenses::seed(db, organisation.id).await?;
    super::demo::notes::seed(db, organisation.id, &advisers).await?;
    super::demo::policies::seed(db, organisation.id).await?;
    super::demo::seed_portal_accounts(db, organisation.id).await?;
    super::demo::privacy::seed(db, organisation.id).await?;
    let (_, api_key) = keys::create(
        db,
        NewKey {
            organisation_id: organisation.id,
            member_email: None,
            sandbox: true,
            allowed_cidrs: Vec::new(),
            expires_in_days: None,
            scopes: None,
        },
    )
    .await?;
    let new_client = oauth::NewClient {
        organisation_id: organisation.id,
        member_email: None,
        sandbox: true,
        allowed_cidrs: Vec::new(),
        scopes: None,
    };
    let (client, secret) = oauth::create(db, new_client).await?;
    Ok(SandboxSeed { organisation_id: organisation.id, api_key, oauth_client: (client.client_id, secret) })
}

/// Seeds the sandbox when `enabled` and the database holds no organisation yet.
pub async fn seed_on_first_start(db: &Database, enabled: bool) -> Result<Option<SandboxSeed>, ServiceError> {
    if enabled && organisations::none_exist(db).await? {
        return Ok(Some(seed_demo(db).await?));
    }
    Ok(None)
}
