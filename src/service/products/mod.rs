//! Financial products: mortgages, KiwiSaver accounts and investments.
//!
//! The three share their shape and their rules, written once here: each belongs to a profile
//! (fixed at creation), carries `State`, names owners who must be contacts of that profile, and
//! cannot be updated while the profile is archived (409 `profile_archived`). Each type brings
//! only its own fields, through [`ProductDetails`].

pub mod investments;
pub mod kiwisavers;
pub mod mortgages;

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, Select,
};
use uuid::Uuid;

use super::{
    Filter, Problems,
    events::{self, EventType, ResourceType},
    external_ids::{self, Resource},
    joined::{column_of, left_join},
    memberships, rules, scoped,
};
use crate::{
    db::{Database, Reads, bulk::insert_chunked, row_struct, shapes::Shape},
    entity::{
        contact::ContactType,
        financial_product::{self, ProductType},
        financial_product_owner, profile,
    },
    error::ServiceError,
    types::{PageInfo, PageRequest},
};

/// What one type of product adds to the shared shape.
pub trait ProductDetails: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static {
    const TYPE: ProductType;
    /// The resource's name in messages ("Mortgage").
    const NAME: &'static str;
    /// How the product names its owners.
    const OWNERS: Owners;

    fn from_model(model: &financial_product::Model) -> Self;
    /// Sets this type's columns (the other types' columns are left alone).
    fn apply_to(&self, row: &mut financial_product::ActiveModel);
    fn validate(&self, problems: &mut Problems);
}

/// How a type of product names the contacts it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owners {
    /// `ownerContactIds`: any of the profile's contacts, each at most once.
    Contacts,
    /// `contactId`: the one person who is the member of a KiwiSaver scheme.
    Member,
}

impl Owners {
    fn field(self, index: usize) -> String {
        match self {
            Owners::Contacts => format!("ownerContactIds[{index}]"),
            Owners::Member => "contactId".to_string(),
        }
    }
}

/// The editable state of a product: the shared part and the type's details.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductState<D> {
    pub profile_id: Uuid,
    /// More detailed location information (`State`; docs/decisions.md, ADR-18).
    pub state: Option<String>,
    /// The integrator's own id (`externalId`).
    pub external_id: Option<String>,
    /// In the order the client gave them; at most one for a KiwiSaver account.
    pub owner_contact_ids: Vec<Uuid>,
    pub details: D,
}

/// Longest `State`.
const MAX_STATE_CHARS: usize = 100;
/// Most owners a product can have.
pub const MAX_OWNERS: usize = 20;

impl<D: ProductDetails> ProductState<D> {
    fn from_model(model: &financial_product::Model, owner_contact_ids: Vec<Uuid>) -> Self {
        ProductState {
            profile_id: model.profile_id,
            state: model.state.clone(),
            external_id: model.external_id.clone(),
            owner_contact_ids,
            details: D::from_model(model),
        }
    }

    /// The checks a create makes of the state alone, before it reads anything.
    pub fn check(&self) -> Result<(), ServiceError> {
        let mut problems = Problems::new();
        self.validate(&mut problems);
        problems.finish()
    }

    fn validate(&self, problems: &mut Problems) {
        problems.optional_text("State", &self.state, MAX_STATE_CHARS);
        if self.owner_contact_ids.len() > MAX_OWNERS {
            problems.add("ownerContactIds", format!("must have at most {MAX_OWNERS} contacts"));
        }
        self.details.validate(problems);
    }

    fn apply_to(&self, row: &mut financial_product::ActiveModel) {
        row.profile_id = Set(self.profile_id);
        row.product_type = Set(D::TYPE);
        row.state = Set(self.state.clone());
        row.external_id = Set(self.external_id.clone());
        self.details.apply_to(row);
        row.modified_at = Set(Utc::now());
    }
}

/// A product as responses show it.
#[derive(Debug, Clone)]
pub struct ProductView<D> {
    pub id: Uuid,
    pub state: ProductState<D>,
    /// True when the profile is archived, which blocks updates.
    pub is_profile_archived: bool,
    pub created_at: Option<DateTime<Utc>>,
    pub modified_at: DateTime<Utc>,
}

impl<D: ProductDetails> ProductView<D> {
    fn of(model: financial_product::Model, owner_contact_ids: Vec<Uuid>, is_profile_archived: bool) -> Self {
        ProductView {
            id: model.id,
            state: ProductState::from_model(&model, owner_contact_ids),
            is_profile_archived,
            created_at: model.created_at,
            modified_at: model.modified_at,
        }
    }
}

/// Attaches owners and the profile's archived flag: two queries, whatever the number of products.
async fn views<D: ProductDetails>(
    conn: &impl Reads,
    models: Vec<financial_product::Model>,
) -> Result<Vec<ProductView<D>>, ServiceError> {
    let mut owners = owners_of(conn, models.iter().map(|m| m.id).collect()).await?;
    let archived = rules::archived_flags(conn, models.iter().map(|m| m.profile_id)).await?;
    Ok(models
        .into_iter()
        .map(|model| {
            let owners = owners.remove(&model.id).unwrap_or_default();
            let archived = archived.get(&model.profile_id).copied().unwrap_or_default();
            ProductView::of(model, owners, archived)
        })
        .collect())
}

row_struct! {
    /// What a product's single read takes from each of its rows: one owner (none when it has no
    /// owner) and the profile's archived flag.
    #[derive(Debug)]
    struct OwnerRow {
        owner_contact_id: Option<Uuid>,
        profile_is_archived: Option<bool>,
    }
}

/// The owners of each product, in their order, in one query.
async fn owners_of(
    conn: &impl Reads,
    product_ids: Vec<Uuid>,
) -> Result<HashMap<Uuid, Vec<Uuid>>, ServiceError> {
    let rows = conn
        .all(
            financial_product_owner::Entity::find()
                .filter(financial_product_owner::Column::ProductId.is_in(product_ids))
                .order_by_asc(financial_product_owner::Column::ProductId)
                .order_by_asc(financial_product_owner::Column::Position),
        )
        .await?;
    let mut owners: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
    for row in rows {
        owners.entry(row.product_id).or_default().push(row.contact_id);
    }
    Ok(owners)
}

fn of_organisation<D: ProductDetails>(organisation_id: Uuid) -> Select<financial_product::Entity> {
    crate::service::scoped::of_organisation::<financial_product::Entity>(organisation_id)
        .filter(financial_product::Column::ProductType.eq(D::TYPE))
}

/// Filters of the product lists.
#[derive(Debug, Clone, Default)]
pub struct ProductFilters {
    pub profile_id: Option<Uuid>,
    pub external_id: Option<String>,
}

/// The organisation's products of type `D` in creation order, optionally of one profile only,
/// or only the one holding an external id.
pub async fn list<D: ProductDetails>(
    db: &Database,
    organisation_id: Uuid,
    filters: ProductFilters,
    page: PageRequest,
) -> Result<(Vec<ProductView<D>>, PageInfo), ServiceError> {
    let mut query = of_organisation::<D>(organisation_id);
    let mut filter = Filter::Whole(organisation_id, super::CountedList::Products(D::TYPE));
    if let Some(profile_id) = filters.profile_id {
        query = query.filter(financial_product::Column::ProfileId.eq(profile_id));
        filter = Filter::Organisation;
    }
    if let Some(external_id) = filters.external_id {
        query = query.filter(financial_product::Column::ExternalId.eq(external_id));
        filter = Filter::Organisation;
    }
    let (models, total) = super::fetch(db, query, financial_product::Column::Id, page, filter).await?;
    Ok((views(db, models).await?, total))
}

async fn find_model<D: ProductDetails>(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
    lock: bool,
) -> Result<financial_product::Model, ServiceError> {
    let mut query = of_organisation::<D>(organisation_id).filter(financial_product::Column::Id.eq(id));
    if lock {
        query = query.lock_exclusive();
    }
    conn.one(query).await?.ok_or(ServiceError::NotFound(D::NAME))
}

async fn view<D: ProductDetails>(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<ProductView<D>, ServiceError> {
    let model = find_model::<D>(conn, organisation_id, id, false).await?;
    Ok(views(conn, vec![model]).await?.remove(0))
}

/// The product with its owners and its profile's archived flag, in one query (a row per owner).
pub async fn get<D: ProductDetails>(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<ProductView<D>, ServiceError> {
    // One statement for every type of product (a `static` in a generic function is shared by
    // all its instances): the type is checked on the row instead.
    static SHAPE: Shape<2> = Shape::new();
    let rows = db
        .all_with::<_, OwnerRow, 2>(&SHAPE, [organisation_id, id], |[organisation_id, id]| {
            let mut select = scoped::of_organisation::<financial_product::Entity>(organisation_id)
                .filter(financial_product::Column::Id.eq(id))
                .column_as(
                    column_of(financial_product_owner::Entity, financial_product_owner::Column::ContactId),
                    "owner_contact_id",
                )
                .column_as(column_of(profile::Entity, profile::Column::IsArchived), "profile_is_archived")
                .order_by_asc(financial_product_owner::Column::Position);
            left_join(
                &mut select,
                financial_product_owner::Entity,
                financial_product_owner::Column::ProductId,
                financial_product::Column::Id,
            );
            left_join(
                &mut select,
                profile::Entity,
                profile::Column::Id,
                financial_product::Column::ProfileId,
            );
            select
        })
        .await?;
    let Some((model, first)) = rows.first().filter(|(model, _)| model.product_type == D::TYPE) else {
        return Err(ServiceError::NotFound(D::NAME));
    };
    let owners = rows.iter().filter_map(|(_, row)| row.owner_contact_id).collect();
    Ok(ProductView::of(model.clone(), owners, first.profile_is_archived.unwrap_or_default()))
}

/// Checks the owners `state` names that `current` does not already have: each must be a
/// contact of the product's profile (a person, for a KiwiSaver member), named once. Owners kept
/// from before are not checked again, so a product stays updatable after an owner leaves the
/// profile.
async fn check_owners<D: ProductDetails>(
    conn: &impl Reads,
    profile: &profile::Model,
    current: &[Uuid],
    state: &ProductState<D>,
    problems: &mut Problems,
) -> Result<(), ServiceError> {
    let wanted = &state.owner_contact_ids;
    if wanted.iter().all(|id| current.contains(id)) && !has_repeats(wanted) {
        return Ok(());
    }
    let contacts = memberships::contacts_of(conn, &[profile]).await?.remove(&profile.id).unwrap_or_default();
    owner_problems(profile.id, &contacts, current, state, problems);
    Ok(())
}

/// [`check_owners`]'s rules, given the contacts of the product's profile.
fn owner_problems<D: ProductDetails>(
    profile_id: Uuid,
    contacts: &[memberships::ContactLink],
    current: &[Uuid],
    state: &ProductState<D>,
    problems: &mut Problems,
) {
    let wanted = &state.owner_contact_ids;
    for (index, id) in wanted.iter().enumerate() {
        let field = D::OWNERS.field(index);
        if wanted[..index].contains(id) {
            problems.add(field, format!("contact {id} appears more than once"));
        } else if !current.contains(id) {
            match contacts.iter().find(|contact| contact.contact_id == *id) {
                None => {
                    problems.add(field, format!("contact {id} is not a contact of the profile {profile_id}"))
                }
                Some(contact)
                    if D::OWNERS == Owners::Member && contact.contact_type != ContactType::Person =>
                {
                    problems.add(field, "must be a person contact: a KiwiSaver member is a person")
                }
                Some(_) => {}
            }
        }
    }
}

fn has_repeats(ids: &[Uuid]) -> bool {
    ids.iter().enumerate().any(|(index, id)| ids[..index].contains(id))
}

/// Replaces the product's owners.
async fn save_owners(
    conn: &impl ConnectionTrait,
    product_id: Uuid,
    owners: &[Uuid],
) -> Result<(), ServiceError> {
    financial_product_owner::Entity::delete_many()
        .filter(financial_product_owner::Column::ProductId.eq(product_id))
        .exec(conn)
        .await?;
    if owners.is_empty() {
        return Ok(());
    }
    let rows = owners.iter().enumerate().map(|(position, contact_id)| financial_product_owner::ActiveModel {
        product_id: Set(product_id),
        contact_id: Set(*contact_id),
        position: Set(i32::try_from(position).unwrap_or(i32::MAX)),
    });
    financial_product_owner::Entity::insert_many(rows).exec_without_returning(conn).await?;
    Ok(())
}

pub async fn create<D: ProductDetails>(
    db: &Database,
    organisation_id: Uuid,
    state: ProductState<D>,
) -> Result<ProductView<D>, ServiceError> {
    db.write_with(state, move |txn, state| async move {
        let txn = &*txn;
        let mut problems = Problems::new();
        state.validate(&mut problems);
        match rules::open_profile(txn, organisation_id, state.profile_id).await? {
            None => problems.add("profileId", "no profile with this id in your organisation"),
            Some(profile) => check_owners(txn, &profile, &[], &state, &mut problems).await?,
        }
        problems.finish()?;
        let resource = Resource::of_product(D::TYPE);
        external_ids::claim(txn, organisation_id, resource, state.external_id.as_deref(), None).await?;
        let mut row = financial_product::ActiveModel {
            id: Set(Uuid::now_v7()),
            organisation_id: Set(organisation_id),
            created_at: Set(Some(Utc::now())),
            ..Default::default()
        };
        state.apply_to(&mut row);
        let model = row.insert(txn).await?;
        save_owners(txn, model.id, &state.owner_contact_ids).await?;
        let (id, profile_id) = (model.id, model.profile_id);
        let view = views::<D>(txn, vec![model]).await?.remove(0);
        events::created(txn, organisation_id, created_event(D::TYPE), id, Some(profile_id), &view).await?;
        Ok(view)
    })
    .await
}

/// Updates a product by applying `change` to its stored state.
pub async fn update<D, F>(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
    change: F,
) -> Result<ProductView<D>, ServiceError>
where
    D: ProductDetails,
    F: Fn(&mut ProductState<D>, &mut Problems) + Send + Sync + 'static,
{
    db.write_with(change, move |txn, change| async move {
        let txn = &*txn;
        let model = find_model::<D>(txn, organisation_id, id, true).await?;
        let owners = owners_of(txn, vec![id]).await?.remove(&id).unwrap_or_default();
        let current = ProductState::<D>::from_model(&model, owners);
        let profile = rules::open_profile(txn, organisation_id, model.profile_id)
            .await?
            .ok_or(ServiceError::NotFound(D::NAME))?;
        let mut state = current.clone();
        let mut problems = Problems::new();
        change(&mut state, &mut problems);
        if state.profile_id != current.profile_id {
            problems
                .add("profileId", "cannot be changed: a product stays with the profile it was created for");
            state.profile_id = current.profile_id;
        }
        state.validate(&mut problems);
        check_owners(txn, &profile, &current.owner_contact_ids, &state, &mut problems).await?;
        problems.finish()?;
        if state.external_id != current.external_id {
            let (resource, external_id) = (Resource::of_product(D::TYPE), state.external_id.as_deref());
            external_ids::claim(txn, organisation_id, resource, external_id, Some(id)).await?;
        }
        let before = view::<D>(txn, organisation_id, id).await?;
        if state != current {
            let mut row: financial_product::ActiveModel = model.into();
            state.apply_to(&mut row);
            row.update(txn).await?;
            if state.owner_contact_ids != current.owner_contact_ids {
                save_owners(txn, id, &state.owner_contact_ids).await?;
            }
        }
        let after = view::<D>(txn, organisation_id, id).await?;
        let profile_id = Some(profile.id);
        events::changed(txn, organisation_id, resource_of(D::TYPE), id, profile_id, &before, &after).await?;
        Ok(after)
    })
    .await
}

/// The event recording a product's create.
fn created_event(product_type: ProductType) -> EventType {
    EventType::of(resource_of(product_type), "created").expect("products have created events")
}

/// The kind of record events name a product type by.
fn resource_of(product_type: ProductType) -> ResourceType {
    match product_type {
        ProductType::Mortgage => ResourceType::Mortgage,
        ProductType::KiwiSaver => ResourceType::KiwiSaver,
        ProductType::Investment => ResourceType::Investment,
    }
}

/// The rows of new products and of their owners, in order, created now.
fn new_rows<D: ProductDetails>(
    organisation_id: Uuid,
    states: &[ProductState<D>],
) -> (Vec<financial_product::ActiveModel>, Vec<financial_product_owner::ActiveModel>) {
    let now = Utc::now();
    let mut rows = Vec::with_capacity(states.len());
    let mut owners = Vec::new();
    for state in states {
        let id = Uuid::now_v7();
        let mut row = financial_product::ActiveModel {
            id: Set(id),
            organisation_id: Set(organisation_id),
            created_at: Set(Some(now)),
            ..Default::default()
        };
        state.apply_to(&mut row);
        rows.push(row);
        owners.extend(state.owner_contact_ids.iter().enumerate().map(|(position, contact_id)| {
            financial_product_owner::ActiveModel {
                product_id: Set(id),
                contact_id: Set(*contact_id),
                position: Set(i32::try_from(position).unwrap_or(i32::MAX)),
            }
        }));
    }
    (rows, owners)
}

/// Creates many products at once (an import's chunk; each state passed
/// [`ProductState::check`]), with the rules [`create`] applies to their references (the
/// profile is the organisation's and open, each owner one of its contacts). `stamp` may set
/// each new row's times. Returns the views in order and each product's created event.
pub(crate) async fn insert_imported<D: ProductDetails>(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    states: &[ProductState<D>],
    stamp: impl Fn(usize, &mut financial_product::ActiveModel),
) -> Result<(Vec<ProductView<D>>, Vec<events::NewEvent>), ServiceError> {
    let profiles =
        super::profiles::by_id(conn, organisation_id, states.iter().map(|state| state.profile_id)).await?;
    let mut contacts = HashMap::new();
    for chunk in profiles.values().collect::<Vec<_>>().chunks(5_000) {
        contacts.extend(memberships::contacts_of(conn, chunk).await?);
    }
    for state in states {
        let mut problems = Problems::new();
        match profiles.get(&state.profile_id) {
            None => problems.add("profileId", "no profile with this id in your organisation"),
            Some(profile) => {
                rules::ensure_profile_open(profile)?;
                let contacts = contacts.get(&profile.id).map(Vec::as_slice).unwrap_or_default();
                owner_problems(profile.id, contacts, &[], state, &mut problems);
            }
        }
        problems.finish()?;
    }
    let (mut rows, owners) = new_rows(organisation_id, states);
    for (index, row) in rows.iter_mut().enumerate() {
        stamp(index, row);
    }
    insert_chunked(conn, &rows).await?;
    insert_chunked(conn, &owners).await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|row| row.id.clone().take()).collect();
    let mut models = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(5_000) {
        let chunk = chunk.to_vec();
        models.extend(
            conn.all(
                of_organisation::<D>(organisation_id).filter(financial_product::Column::Id.is_in(chunk)),
            )
            .await?,
        );
    }
    let mut by_id: HashMap<Uuid, ProductView<D>> =
        views::<D>(conn, models).await?.into_iter().map(|view| (view.id, view)).collect();
    let views: Vec<ProductView<D>> = ids
        .iter()
        .map(|id| by_id.remove(id).ok_or(ServiceError::NotFound(D::NAME)))
        .collect::<Result<_, _>>()?;
    let mut recorded = Vec::with_capacity(views.len());
    for view in &views {
        let (id, profile_id) = (view.id, view.state.profile_id);
        recorded.push(events::creation(organisation_id, created_event(D::TYPE), id, Some(profile_id), view)?);
    }
    Ok((views, recorded))
}

/// Inserts many products at once (demo data for benchmarks). Nothing is checked here: every
/// state must name a profile of the organisation and contacts of that profile.
pub async fn insert_many<D: ProductDetails>(
    db: &Database,
    organisation_id: Uuid,
    states: Vec<ProductState<D>>,
) -> Result<(), ServiceError> {
    let (rows, owners) = new_rows(organisation_id, &states);
    db.write_with((rows, owners), move |txn, rows| async move {
        let txn = &*txn;
        let (products, owners) = &*rows;
        insert_chunked(txn, products).await?;
        insert_chunked(txn, owners).await?;
        Ok(())
    })
    .await
}
