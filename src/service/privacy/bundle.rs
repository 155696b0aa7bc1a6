//! What an access request (IPP 6) answers: everything the organisation holds about the person,
//! gathered from every resource, with other people's own information left out
//! (docs/decisions.md, ADR-40):
//! - the contact, and the profiles they belong to (whose other contacts show by name and
//!   whether they are key contact, nothing more);
//! - the products they own and the policies they own or are a life assured on, each policy
//!   without the covers of other lives assured;
//! - their profiles' opportunities, expenses (the per-contact amounts only theirs) and notes;
//!   notes and opportunities' free text may mention others, so the answer lists them for the
//!   adviser's review before it is sent;
//! - the field history of their own records (the contact, the products and policies above);
//! - the access log's entries about them.

use std::future::Future;

use uuid::Uuid;

use crate::{
    db::Database,
    entity::{field_history, privacy_request},
    error::ServiceError,
    service::{
        access_log::{self as access, AccessFilter, AccessRow},
        contacts::{self, ContactView},
        events::ResourceType,
        expenses::{self, ExpensesView},
        history,
        notes::{self, NoteFilters, NoteView},
        opportunities::{self, OpportunityFilters, OpportunityView},
        policies::{self, PolicyView},
        products::{
            self, ProductDetails, ProductFilters, ProductView, investments::InvestmentDetails,
            kiwisavers::KiwiSaverDetails, mortgages::MortgageDetails,
        },
        profiles::{self, ProfileView},
        scoped,
    },
    types::{PageInfo, PageRequest},
};

/// The person's information, gathered for an access request.
pub struct Bundle {
    pub request: privacy_request::Model,
    pub contact: ContactView,
    pub profiles: Vec<ProfileView>,
    pub mortgages: Vec<ProductView<MortgageDetails>>,
    pub kiwi_savers: Vec<ProductView<KiwiSaverDetails>>,
    pub investments: Vec<ProductView<InvestmentDetails>>,
    pub policies: Vec<PolicyView>,
    pub opportunities: Vec<OpportunityView>,
    pub expenses: Vec<ExpensesView>,
    pub notes: Vec<NoteView>,
    /// Each of their own records' field history, newest first.
    pub history: Vec<RecordHistory>,
    /// Who has seen their records, newest first.
    pub access: Vec<AccessRow>,
}

/// One record's field history.
pub struct RecordHistory {
    pub resource: ResourceType,
    pub resource_id: Uuid,
    pub entries: Vec<field_history::Model>,
}

/// Most records read per page while gathering.
const PAGE: u64 = 500;

/// Gathers the bundle of the access request `request_id` (not found unless it is the
/// organisation's request; any type may ask, as the person named is the same).
pub async fn gather(db: &Database, organisation_id: Uuid, request_id: Uuid) -> Result<Bundle, ServiceError> {
    let request = scoped::find::<privacy_request::Entity>(db, organisation_id, request_id, false).await?;
    let mut bundle = records(db, organisation_id, request).await?;
    let person = bundle.contact.model.id;
    let mut records = vec![(ResourceType::Contact, person)];
    records.extend(bundle.mortgages.iter().map(|product| (ResourceType::Mortgage, product.id)));
    records.extend(bundle.kiwi_savers.iter().map(|product| (ResourceType::KiwiSaver, product.id)));
    records.extend(bundle.investments.iter().map(|product| (ResourceType::Investment, product.id)));
    records.extend(bundle.policies.iter().map(|policy| (ResourceType::Policy, policy.model.id)));
    for (resource, resource_id) in records {
        let entries =
            all(|page| history::list(db, organisation_id, resource, resource_id, None, page)).await?;
        bundle.history.push(RecordHistory { resource, resource_id, entries });
    }
    // This instance's reads of the last moment are still in its buffer: written first, so the
    // bundle holds them (another instance's may follow within a second). A failure (a full
    // disk) leaves them out rather than refusing the request.
    if let Err(error) = db.access_log().flush().await {
        tracing::warn!(%error, "the access log's buffer could not be written before a privacy bundle");
    }
    let about = AccessFilter { contact_id: Some(person), ..Default::default() };
    bundle.access = all(|page| access::list(db, organisation_id, &about, page)).await?;
    Ok(bundle)
}

/// The request's person's records, without the history and access log (`history` and `access`
/// left empty).
pub async fn records(
    db: &Database,
    organisation_id: Uuid,
    request: privacy_request::Model,
) -> Result<Bundle, ServiceError> {
    let person = request.contact_id;
    let contact = contacts::get(db, organisation_id, person).await?;
    let mut bundle = Bundle {
        request,
        contact,
        profiles: Vec::new(),
        mortgages: Vec::new(),
        kiwi_savers: Vec::new(),
        investments: Vec::new(),
        policies: Vec::new(),
        opportunities: Vec::new(),
        expenses: Vec::new(),
        notes: Vec::new(),
        history: Vec::new(),
        access: Vec::new(),
    };
    let profile_ids: Vec<Uuid> = bundle.contact.profiles.iter().map(|link| link.profile_id).collect();
    for profile_id in profile_ids {
        bundle.profiles.push(profiles::get(db, organisation_id, profile_id).await?);
        bundle.mortgages.extend(owned::<MortgageDetails>(db, organisation_id, profile_id, person).await?);
        bundle.kiwi_savers.extend(owned::<KiwiSaverDetails>(db, organisation_id, profile_id, person).await?);
        bundle.investments.extend(owned::<InvestmentDetails>(db, organisation_id, profile_id, person).await?);
        let policies = all(|page| policies::list(db, organisation_id, Some(profile_id), page)).await?;
        bundle.policies.extend(policies.into_iter().filter_map(|policy| theirs(policy, person)));
        let filters = OpportunityFilters { profile_id: Some(profile_id), ..Default::default() };
        bundle
            .opportunities
            .extend(all(|page| opportunities::list(db, organisation_id, filters.clone(), page)).await?);
        match expenses::get(db, organisation_id, profile_id).await {
            Ok(mut household) => {
                for amounts in household.contact_amounts.values_mut() {
                    amounts.retain(|amount| amount.contact_id == person);
                }
                bundle.expenses.push(household);
            }
            Err(ServiceError::NotFound(_)) => {}
            Err(error) => return Err(error),
        }
        let filters = NoteFilters { profile_id: Some(profile_id), ..Default::default() };
        bundle.notes.extend(all(|page| notes::list(db, organisation_id, filters.clone(), page)).await?);
    }
    Ok(bundle)
}

/// The profile's products of type `D` that the person owns.
async fn owned<D: ProductDetails>(
    db: &Database,
    organisation_id: Uuid,
    profile_id: Uuid,
    person: Uuid,
) -> Result<Vec<ProductView<D>>, ServiceError> {
    let filters = ProductFilters { profile_id: Some(profile_id), ..Default::default() };
    let products = all(|page| products::list::<D>(db, organisation_id, filters.clone(), page)).await?;
    Ok(products.into_iter().filter(|product| product.state.owner_contact_ids.contains(&person)).collect())
}

/// The policy as the person may see it: one they own or are a life assured on, without the
/// covers of other lives assured; `None` for another person's policy.
fn theirs(mut policy: PolicyView, person: Uuid) -> Option<PolicyView> {
    let owns = policy.owners.iter().any(|(owner, _)| *owner == person);
    let assured = policy.covers.iter().any(|(cover, _)| cover.life_assured_contact_id == Some(person));
    if !owns && !assured {
        return None;
    }
    policy.covers.retain(|(cover, _)| cover.life_assured_contact_id.is_none_or(|life| life == person));
    Some(policy)
}

/// Every page of a list, read `PAGE` records at a time along its cursor.
async fn all<T, F, Fut>(mut read: F) -> Result<Vec<T>, ServiceError>
where
    F: FnMut(PageRequest) -> Fut,
    Fut: Future<Output = Result<(Vec<T>, PageInfo), ServiceError>>,
{
    let mut records = Vec::new();
    let mut page = PageRequest::new(1, PAGE);
    loop {
        let (found, info) = read(page).await?;
        records.extend(found);
        match info.next {
            Some(next) => page.after = Some(next),
            None => return Ok(records),
        }
    }
}
