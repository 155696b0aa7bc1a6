//! Many profiles at once, for an import's chunk: their rows and search entries written in a
//! few statements, then their contacts linked and key contacts set together.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter};
use uuid::Uuid;

use super::{ProfileState, ProfileView, views_by_id};
use crate::{
    entity::profile,
    error::ServiceError,
    service::{
        events::{self, EventType, ResourceType},
        rules,
        search::{self, RecordKind},
    },
};

/// Creates many profiles without contacts at once (an import's chunk; each state passed
/// [`ProfileState::check`]): their rows and search entries, references checked as [`super::create`]
/// checks them. Returns their views in the order of `states` and their `profile.created`
/// events, which the caller records with the rest of its chunk.
pub(crate) async fn insert_many(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    states: &[ProfileState],
) -> Result<(Vec<ProfileView>, Vec<events::NewEvent>), ServiceError> {
    let mut advisers: Vec<Uuid> = states.iter().filter_map(|state| state.adviser_id).collect();
    advisers.sort_unstable();
    advisers.dedup();
    for adviser in advisers {
        if !crate::service::members::exists(conn, organisation_id, adviser).await? {
            return Err(ServiceError::invalid("adviserId", "no member with this id in your organisation"));
        }
    }
    let rows: Vec<profile::ActiveModel> =
        states.iter().map(|state| state.new_row(Uuid::now_v7(), organisation_id, None)).collect();
    crate::db::bulk::insert_chunked(conn, &rows).await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|row| row.id.clone().take()).collect();
    let entries: Vec<_> = ids
        .iter()
        .zip(states)
        .map(|(id, state)| (RecordKind::Profile, *id, state.searchable_text()))
        .collect();
    // New profiles have no contacts or opportunities yet to carry the text of.
    search::index_unlinked(conn, organisation_id, &entries).await?;
    let mut views = views_by_id(conn, organisation_id, &ids).await?;
    let views: Vec<ProfileView> = ids
        .iter()
        .map(|id| views.remove(id).ok_or(ServiceError::NotFound("Profile")))
        .collect::<Result<_, _>>()?;
    let created = views
        .iter()
        .map(|view| {
            let id = view.model.id;
            events::creation(organisation_id, EventType::ProfileCreated, id, Some(id), view)
        })
        .collect::<Result<_, _>>()?;
    Ok((views, created))
}

/// How an import finishes a profile it created: its key contact (one of its contacts), its
/// archived flag and its times.
#[derive(Debug, Clone, Copy)]
pub struct Finish {
    pub profile_id: Uuid,
    pub key_contact_id: Option<Uuid>,
    pub is_archived: bool,
    /// The created and modified times to give it; None sets the modified time to now.
    pub times: Option<(Option<DateTime<Utc>>, DateTime<Utc>)>,
}

/// Finishes many profiles at once (an import's chunk), with the rules [`update`] applies to
/// the same change (the profile is open; the key contact is one of its contacts). Returns the
/// profiles' views after the change and the events to record.
pub(crate) async fn finish_many(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    finishes: &[Finish],
) -> Result<(Vec<ProfileView>, Vec<events::NewEvent>), ServiceError> {
    let ids: Vec<Uuid> = finishes.iter().map(|finish| finish.profile_id).collect();
    let mut before = views_by_id(conn, organisation_id, &ids).await?;
    let mut rows = Vec::with_capacity(finishes.len());
    for finish in finishes {
        let view = before.get(&finish.profile_id).ok_or(ServiceError::NotFound("Profile"))?;
        rules::ensure_profile_open(&view.model)?;
        if let Some(key) = finish.key_contact_id
            && !view.contacts.iter().any(|link| link.contact_id == key)
        {
            return Err(ServiceError::invalid(
                "contacts[0].contactId",
                "is not one of the profile's contacts",
            ));
        }
        let (created, modified) = finish.times.unwrap_or((view.model.created_at, Utc::now()));
        rows.push(Finished {
            id: finish.profile_id,
            key_contact_id: finish.key_contact_id.or(view.model.key_contact_id),
            is_archived: finish.is_archived,
            created,
            modified,
        });
    }
    write_finished(conn, organisation_id, &rows).await?;
    let mut after = views_by_id(conn, organisation_id, &ids).await?;
    let mut changes = Vec::new();
    let mut views = Vec::new();
    for id in ids {
        let (Some(old), Some(new)) = (before.remove(&id), after.remove(&id)) else {
            return Err(ServiceError::NotFound("Profile"));
        };
        // What changed is the update's doing, as for a single update followed by setting the
        // times: new times alone are no event. The event shows the profile as it is now.
        let mut compared = new.clone();
        (compared.model.created_at, compared.model.modified_at) =
            (old.model.created_at, old.model.modified_at);
        if let Some(mut change) =
            events::change(organisation_id, ResourceType::Profile, id, Some(id), &old, &compared)?
        {
            change.data = events::render::render(&new)?;
            changes.push(change);
        }
        views.push(new);
    }
    Ok((views, changes))
}

/// A finished profile's new columns.
struct Finished {
    id: Uuid,
    key_contact_id: Option<Uuid>,
    is_archived: bool,
    created: Option<DateTime<Utc>>,
    modified: DateTime<Utc>,
}

/// Writes the finished profiles' columns. PostgreSQL takes a chunk in one `UPDATE … FROM
/// (VALUES …)`: one round trip per profile was most of a finishing chunk's time there. SQLite
/// runs in-process, where one prepared UPDATE per profile costs about as little.
async fn write_finished(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    rows: &[Finished],
) -> Result<(), ServiceError> {
    use sea_orm::{DbBackend, Statement, Value, sea_query::Expr};
    if conn.get_database_backend() != DbBackend::Postgres {
        for row in rows {
            profile::Entity::update_many()
                .col_expr(profile::Column::KeyContactId, Expr::value(row.key_contact_id))
                .col_expr(profile::Column::IsArchived, Expr::value(row.is_archived))
                .col_expr(profile::Column::CreatedAt, Expr::value(row.created))
                .col_expr(profile::Column::ModifiedAt, Expr::value(row.modified))
                .filter(profile::Column::OrganisationId.eq(organisation_id))
                .filter(profile::Column::Id.eq(row.id))
                .exec(conn)
                .await?;
        }
        return Ok(());
    }
    for chunk in rows.chunks(1_000) {
        let mut values: Vec<Value> = vec![organisation_id.into()];
        let mut tuples = Vec::with_capacity(chunk.len());
        for row in chunk {
            let n = values.len();
            tuples.push(format!(
                "(${}::uuid, ${}::uuid, ${}::boolean, ${}::timestamptz, ${}::timestamptz)",
                n + 1,
                n + 2,
                n + 3,
                n + 4,
                n + 5
            ));
            values.extend([
                row.id.into(),
                row.key_contact_id.into(),
                row.is_archived.into(),
                row.created.into(),
                row.modified.into(),
            ]);
        }
        let sql = format!(
            "UPDATE profiles AS p SET key_contact_id = v.column2, is_archived = v.column3,
                 created_at = v.column4, modified_at = v.column5
             FROM (VALUES {}) AS v WHERE p.organisation_id = $1 AND p.id = v.column1",
            tuples.join(", ")
        );
        conn.execute_raw(Statement::from_sql_and_values(DbBackend::Postgres, sql, values)).await?;
    }
    Ok(())
}
