use std::collections::HashSet;

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseTransaction, DbErr, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect,
};
use uuid::Uuid;

use super::{
    Problems,
    events::{self, EventType},
};
use crate::{
    db::{Database, Reads},
    entity::{
        member::{self, MemberRole},
        organisation,
    },
    error::ServiceError,
    types::{PageInfo, PageRequest},
};

/// A member to add to an organisation.
#[derive(Debug, Clone)]
pub struct NewMember {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub role: MemberRole,
    pub fsp_number: Option<String>,
}

/// One page of the organisation's members in creation order, and the total.
pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    page: PageRequest,
) -> Result<(Vec<member::Model>, PageInfo), ServiceError> {
    let query = crate::service::scoped::of_organisation::<member::Entity>(organisation_id);
    super::fetch_page(db, query, member::Column::Id, page).await
}

/// The member, if it belongs to the organisation.
pub async fn find(conn: &impl Reads, organisation_id: Uuid, id: Uuid) -> Result<member::Model, ServiceError> {
    lookup(conn, organisation_id, id).await?.ok_or(ServiceError::NotFound("Member"))
}

/// Whether the organisation has a member with this id. A database failure is an error, never
/// a "no".
pub async fn exists(conn: &impl Reads, organisation_id: Uuid, id: Uuid) -> Result<bool, ServiceError> {
    Ok(lookup(conn, organisation_id, id).await?.is_some())
}

/// Which of `ids` are members of the organisation, in one query per 5,000 ids.
pub async fn existing(
    conn: &impl Reads,
    organisation_id: Uuid,
    mut ids: Vec<Uuid>,
) -> Result<HashSet<Uuid>, ServiceError> {
    ids.sort_unstable();
    ids.dedup();
    let found = super::scoped::all_by_ids::<member::Entity>(conn, organisation_id, &ids).await?;
    Ok(found.into_iter().map(|member| member.id).collect())
}

async fn lookup(conn: &impl Reads, organisation_id: Uuid, id: Uuid) -> Result<Option<member::Model>, DbErr> {
    conn.one(member::Entity::find_by_id(id).filter(member::Column::OrganisationId.eq(organisation_id))).await
}

pub async fn find_by_email(
    conn: &impl Reads,
    organisation_id: Uuid,
    email: &str,
) -> Result<member::Model, ServiceError> {
    lookup_by_email(conn, organisation_id, email).await?.ok_or(ServiceError::NotFound("Member"))
}

async fn lookup_by_email(
    conn: &impl Reads,
    organisation_id: Uuid,
    email: &str,
) -> Result<Option<member::Model>, DbErr> {
    conn.one(
        crate::service::scoped::of_organisation::<member::Entity>(organisation_id)
            .filter(member::Column::Email.eq(email.trim().to_lowercase())),
    )
    .await
}

/// Adds a member to the organisation.
pub async fn add(
    db: &Database,
    organisation_id: Uuid,
    new: NewMember,
) -> Result<member::Model, ServiceError> {
    // Members sit below organisations (an organisation is created with its manager member), so
    // the existence check reads the entity rather than calling `organisations`.
    db.one(organisation::Entity::find_by_id(organisation_id))
        .await?
        .ok_or(ServiceError::NotFound("Organisation"))?;
    db.write_with(new, move |txn, new| async move {
        let txn = &*txn;
        let member = insert(txn, organisation_id, &new).await?;
        events::created(txn, organisation_id, EventType::MemberCreated, member.id, None, &member).await?;
        Ok(member)
    })
    .await
}

/// Validates and inserts a member inside the caller's transaction.
pub(super) async fn insert(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    new: &NewMember,
) -> Result<member::Model, ServiceError> {
    let mut problems = Problems::new();
    problems.require_text("firstName", &new.first_name, 100);
    problems.require_text("lastName", &new.last_name, 100);
    problems.require_email("email", new.email.trim());
    problems.finish()?;
    let email = new.email.trim().to_lowercase();
    if lookup_by_email(conn, organisation_id, &email).await?.is_some() {
        return Err(ServiceError::Conflict {
            code: crate::error::ErrorCode::Conflict,
            message: format!("A member with e-mail {email} already exists in this organisation"),
        });
    }
    let now = Utc::now();
    Ok(member::ActiveModel {
        id: Set(Uuid::now_v7()),
        organisation_id: Set(organisation_id),
        first_name: Set(new.first_name.trim().to_string()),
        last_name: Set(new.last_name.trim().to_string()),
        email: Set(email),
        role: Set(new.role),
        is_active: Set(true),
        fsp_number: Set(new.fsp_number.clone()),
        created_at: Set(Some(now)),
        modified_at: Set(now),
    }
    .insert(conn)
    .await?)
}

/// The ids of the organisation's active advisers.
pub async fn advisers(db: &Database, organisation_id: Uuid) -> Result<Vec<Uuid>, ServiceError> {
    let advisers = crate::service::scoped::of_organisation::<member::Entity>(organisation_id)
        .select_only()
        .column(member::Column::Id)
        .filter(member::Column::Role.eq(MemberRole::Adviser))
        .filter(member::Column::IsActive.eq(true))
        .order_by_asc(member::Column::Id);
    Ok(db.rows(advisers).await?)
}
