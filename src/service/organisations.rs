use chrono::Utc;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait};
use uuid::Uuid;

use super::members::{self, NewMember};
use crate::{
    db::{Database, Reads},
    entity::organisation,
    error::ServiceError,
};

/// A new organisation and the manager who runs it.
pub struct NewOrganisation {
    pub name: String,
    pub is_sandbox: bool,
    pub manager: NewMember,
}

/// Creates the organisation with its manager member and default pipelines, in one transaction.
pub async fn create(db: &Database, new: NewOrganisation) -> Result<organisation::Model, ServiceError> {
    let mut problems = super::Problems::new();
    problems.require_text("name", &new.name, 200);
    problems.finish()?;
    let new = std::sync::Arc::new(new);
    db.write_with(new, move |txn, new| async move {
        let txn = &*txn;
        let now = Utc::now();
        let organisation = organisation::ActiveModel {
            id: Set(Uuid::now_v7()),
            name: Set(new.name.trim().to_string()),
            is_sandbox: Set(new.is_sandbox),
            created_at: Set(Some(now)),
            modified_at: Set(now),
        }
        .insert(txn)
        .await?;
        members::insert(txn, organisation.id, &new.manager).await?;
        super::pipelines::provision_defaults(txn, organisation.id).await?;
        Ok(organisation)
    })
    .await
}

pub async fn find(db: &Database, id: Uuid) -> Result<organisation::Model, ServiceError> {
    db.one(organisation::Entity::find_by_id(id)).await?.ok_or(ServiceError::NotFound("Organisation"))
}

/// True when no organisation exists yet (a brand-new database).
pub async fn none_exist(db: &Database) -> Result<bool, ServiceError> {
    Ok(db.count(organisation::Entity::find()).await? == 0)
}

/// The first sandbox organisation, if there is one.
pub async fn find_sandbox(db: &Database) -> Result<Option<organisation::Model>, ServiceError> {
    use sea_orm::{ColumnTrait, QueryFilter, QueryOrder};
    let sandbox = organisation::Entity::find()
        .filter(organisation::Column::IsSandbox.eq(true))
        .order_by_asc(organisation::Column::Id);
    Ok(db.one(sandbox).await?)
}
