//! Integrators' own ids (`externalId`): unique per organisation within a resource, so a record
//! can be found, and upserted, by the id it has in the integrator's system.
//!
//! Every write that sets an external id [`claim`]s it inside its transaction: on PostgreSQL it
//! first takes a transaction-scoped advisory lock on (organisation, resource, value), so of
//! two instances writing the same value at once the second waits for the first to commit and
//! then finds it taken (or, for an upsert, finds the record to change). SQLite has one writer,
//! which serialises the same steps. The unique indexes of `m20261126_010000` are the backstop.

use sea_orm::{
    ColumnTrait, DatabaseTransaction, QueryFilter, QuerySelect, QueryTrait, Select,
    sea_query::SelectStatement,
};
use uuid::Uuid;

use crate::{
    db::{Database, Reads},
    entity::{contact, financial_product, financial_product::ProductType, note, opportunity, profile},
    error::{ErrorCode, ServiceError},
    service::scoped::{OrgScoped, of_organisation},
};

/// A resource whose records carry an `externalId`; each has a namespace of its own (the three
/// contact types share the contacts').
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Resource {
    Contact,
    Profile,
    Opportunity,
    Mortgage,
    KiwiSaver,
    Investment,
    Note,
}

impl Resource {
    /// The record's name in messages ("is already held by contact …").
    pub fn noun(self) -> &'static str {
        match self {
            Resource::Contact => "contact",
            Resource::Profile => "profile",
            Resource::Opportunity => "opportunity",
            Resource::Mortgage => "mortgage",
            Resource::KiwiSaver => "KiwiSaver account",
            Resource::Investment => "investment",
            Resource::Note => "note",
        }
    }

    /// The resource of a financial product of `product_type`.
    pub fn of_product(product_type: ProductType) -> Self {
        match product_type {
            ProductType::Mortgage => Resource::Mortgage,
            ProductType::KiwiSaver => Resource::KiwiSaver,
            ProductType::Investment => Resource::Investment,
        }
    }

    /// The ids of the organisation's records of this resource holding any of `values`.
    fn holders(self, organisation_id: Uuid, values: &[&str]) -> SelectStatement {
        fn ids<E: OrgScoped>(organisation_id: Uuid, external_id: E::Column, values: &[&str]) -> Select<E> {
            let held = match values {
                [value] => external_id.eq(*value),
                values => external_id.is_in(values.iter().copied()),
            };
            of_organisation::<E>(organisation_id).select_only().column(E::ID).filter(held)
        }
        let product = |product_type: ProductType| {
            ids::<financial_product::Entity>(organisation_id, financial_product::Column::ExternalId, values)
                .filter(financial_product::Column::ProductType.eq(product_type))
                .into_query()
        };
        match self {
            Resource::Contact => {
                ids::<contact::Entity>(organisation_id, contact::Column::ExternalId, values).into_query()
            }
            Resource::Profile => {
                ids::<profile::Entity>(organisation_id, profile::Column::ExternalId, values).into_query()
            }
            Resource::Opportunity => {
                ids::<opportunity::Entity>(organisation_id, opportunity::Column::ExternalId, values)
                    .into_query()
            }
            Resource::Mortgage => product(ProductType::Mortgage),
            Resource::KiwiSaver => product(ProductType::KiwiSaver),
            Resource::Investment => product(ProductType::Investment),
            Resource::Note => {
                ids::<note::Entity>(organisation_id, note::Column::ExternalId, values).into_query()
            }
        }
    }
}

/// The organisation's record of `resource` holding `value`, if any.
pub async fn find(
    conn: &impl Reads,
    organisation_id: Uuid,
    resource: Resource,
    value: &str,
) -> Result<Option<Uuid>, ServiceError> {
    // No record holds text with a NUL (writes refuse it), and PostgreSQL refuses it even as a
    // parameter: the answer is known without asking.
    if value.contains('\0') {
        return Ok(None);
    }
    let ids: Vec<Uuid> = conn.rows(resource.holders(organisation_id, &[value])).await?;
    Ok(ids.into_iter().next())
}

/// Holds (organisation, resource, `value`) until `txn` ends ([`crate::db::hold_key`]).
pub async fn lock(
    txn: &DatabaseTransaction,
    organisation_id: Uuid,
    resource: Resource,
    value: &str,
) -> Result<(), ServiceError> {
    crate::db::hold_key(txn, &lock_key(organisation_id, resource, value)).await?;
    Ok(())
}

/// Holds every one of `values` ([`lock`], in one statement) and answers whether any is held by
/// a record already: a write of many new records claims their values at once. Values with a NUL
/// are held by nothing (see [`find`]).
pub async fn claim_all(
    txn: &DatabaseTransaction,
    organisation_id: Uuid,
    resource: Resource,
    values: &[&str],
) -> Result<bool, ServiceError> {
    let values: Vec<&str> = values.iter().copied().filter(|value| !value.contains('\0')).collect();
    if values.is_empty() {
        return Ok(false);
    }
    let keys: Vec<String> = values.iter().map(|value| lock_key(organisation_id, resource, value)).collect();
    crate::db::hold_keys(txn, &keys).await?;
    let mut holders = resource.holders(organisation_id, &values);
    holders.limit(1);
    let held: Vec<Uuid> = txn.rows(holders).await?;
    Ok(!held.is_empty())
}

/// Holds (organisation, resource, value) for each of `values` for the rest of a batch's
/// transaction ([`Database::write_together`]), as [`lock`] does for one write: a batch takes its
/// upserts' values up front, in order, so two batches never wait on each other in a circle.
pub async fn hold(
    db: &Database,
    organisation_id: Uuid,
    resource: Resource,
    values: &[&str],
) -> Result<(), ServiceError> {
    let keys: Vec<String> = values.iter().map(|value| lock_key(organisation_id, resource, value)).collect();
    db.hold_together(&keys).await?;
    Ok(())
}

/// The lock's name. A NUL is spelt out, since PostgreSQL refuses it in text (the write holding
/// it is refused anyway, once its body is checked).
fn lock_key(organisation_id: Uuid, resource: Resource, value: &str) -> String {
    format!("external-id/{organisation_id}/{resource:?}/{}", value.replace('\0', "\\u0000"))
}

/// Checks, in a write, that `value` (when set) is free for the record `own` (`None` for a new
/// record): held by no other record of the resource, else 409 `external_id_taken` naming the
/// holder. The value stays held until the write commits.
pub async fn claim(
    txn: &DatabaseTransaction,
    organisation_id: Uuid,
    resource: Resource,
    value: Option<&str>,
    own: Option<Uuid>,
) -> Result<(), ServiceError> {
    let Some(value) = value else { return Ok(()) };
    lock(txn, organisation_id, resource, value).await?;
    match find(txn, organisation_id, resource, value).await? {
        Some(holder) if Some(holder) != own => Err(ServiceError::Taken {
            code: ErrorCode::ExternalIdTaken,
            field: "externalId",
            message: format!("is already held by {} {holder}", resource.noun()),
        }),
        _ => Ok(()),
    }
}
