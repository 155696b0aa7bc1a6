//! Household expenses: one record per profile, with monthly scalar amounts, two per-contact
//! lists and five types of expense lines.
//!
//! A request is validated whole before anything is written ([`lines::plan`] applies the
//! line rules); one broken rule anywhere changes nothing. Writes lock the household's record
//! first, so concurrent PATCHes of one household are applied one after the other and no line
//! is lost.

pub mod lines;
pub mod scalars;

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, sea_query::OnConflict,
};
use uuid::Uuid;

use crate::service::scoped;

use self::lines::{Line, LineInput};
pub use self::scalars::ExpenseScalars;
use super::{
    Problems,
    events::{self, EventType, ResourceType},
    memberships, rules,
};
use crate::{
    db::{Database, Reads},
    entity::{
        contact_expense::{self, ContactExpenseKind},
        expense_line::{self, LineType},
        household_expense, profile,
    },
    error::ServiceError,
    types::Money,
};

/// A contact's amount in a per-contact list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContactAmount {
    pub contact_id: Uuid,
    pub value: Money,
}

/// What a POST or PATCH asks for. On POST everything is new; on PATCH the per-contact amounts
/// are set contact by contact and the lines follow the line rules.
pub struct ExpensesRequest {
    pub profile_id: Uuid,
    /// Applied to the stored scalar amounts (all empty for a POST).
    pub scalars: Box<dyn Fn(&mut ExpenseScalars) + Send + Sync>,
    pub contact_amounts: Vec<(ContactExpenseKind, Vec<ContactAmount>)>,
    pub lines: Vec<(LineType, Vec<LineInput>)>,
}

/// A household's expenses as responses show them.
#[derive(Debug, Clone)]
pub struct ExpensesView {
    pub id: Uuid,
    pub profile_id: Uuid,
    pub is_profile_archived: bool,
    pub scalars: ExpenseScalars,
    pub contact_amounts: HashMap<ContactExpenseKind, Vec<ContactAmount>>,
    /// Every line, in id order, empty ones included (responses leave those out).
    pub lines: Vec<Line>,
    pub created_at: Option<DateTime<Utc>>,
    pub modified_at: DateTime<Utc>,
}

impl ExpensesView {
    /// The lines of one type that responses show, in id order.
    pub fn shown_lines(&self, line_type: LineType) -> impl Iterator<Item = &Line> {
        self.lines.iter().filter(move |line| line.line_type == line_type && !line.is_empty())
    }

    /// The sum of the values of one type's lines.
    pub fn total(&self, line_type: LineType) -> Money {
        self.lines.iter().filter(|line| line.line_type == line_type).map(|line| line.value).sum()
    }
}

async fn stored_lines(conn: &impl Reads, expenses_id: Uuid) -> Result<Vec<Line>, ServiceError> {
    Ok(conn
        .all(
            expense_line::Entity::find()
                .filter(expense_line::Column::ExpensesId.eq(expenses_id))
                .order_by_asc(expense_line::Column::Id),
        )
        .await?
        .into_iter()
        .map(|row| Line {
            id: row.id,
            line_type: row.line_type,
            description: row.description,
            value: Money::from_cents(row.value),
        })
        .collect())
}

async fn view(
    conn: &impl Reads,
    model: household_expense::Model,
    profile: &profile::Model,
) -> Result<ExpensesView, ServiceError> {
    let mut contact_amounts: HashMap<ContactExpenseKind, Vec<ContactAmount>> = HashMap::new();
    let amounts = contact_expense::Entity::find()
        .filter(contact_expense::Column::ExpensesId.eq(model.id))
        .order_by_asc(contact_expense::Column::ContactId);
    for row in conn.all(amounts).await? {
        contact_amounts
            .entry(row.kind)
            .or_default()
            .push(ContactAmount { contact_id: row.contact_id, value: Money::from_cents(row.value) });
    }
    Ok(ExpensesView {
        id: model.id,
        profile_id: model.profile_id,
        is_profile_archived: profile.is_archived,
        scalars: ExpenseScalars::of(&model),
        contact_amounts,
        lines: stored_lines(conn, model.id).await?,
        created_at: model.created_at,
        modified_at: model.modified_at,
    })
}

fn not_found() -> ServiceError {
    ServiceError::NotFound("Household expenses")
}

async fn find_record(
    conn: &impl Reads,
    organisation_id: Uuid,
    profile_id: Uuid,
    lock: bool,
) -> Result<Option<household_expense::Model>, ServiceError> {
    let mut query = scoped::of_organisation::<household_expense::Entity>(organisation_id)
        .filter(household_expense::Column::ProfileId.eq(profile_id));
    if lock {
        query = query.lock_exclusive();
    }
    Ok(conn.one(query).await?)
}

/// The expenses of the profile's household (404 when the profile is not the organisation's or
/// has none yet).
pub async fn get(
    db: &Database,
    organisation_id: Uuid,
    profile_id: Uuid,
) -> Result<ExpensesView, ServiceError> {
    let model = find_record(db, organisation_id, profile_id, false).await?.ok_or_else(not_found)?;
    let profile = scoped::lookup::<profile::Entity>(db, organisation_id, profile_id, false)
        .await?
        .ok_or_else(not_found)?;
    view(db, model, &profile).await
}

/// Checks a request's scalar amounts and per-contact lists; the contacts must belong to the
/// profile and appear once per list.
async fn check_amounts(
    conn: &impl Reads,
    profile: &profile::Model,
    scalars: &ExpenseScalars,
    request: &ExpensesRequest,
    problems: &mut Problems,
) -> Result<(), ServiceError> {
    for (field, amount) in scalars.named() {
        problems.not_negative(field, amount);
    }
    if request.contact_amounts.iter().all(|(_, amounts)| amounts.is_empty()) {
        return Ok(());
    }
    let contacts = memberships::contacts_of(conn, &[profile]).await?.remove(&profile.id).unwrap_or_default();
    for (kind, amounts) in &request.contact_amounts {
        for (index, amount) in amounts.iter().enumerate() {
            let at = |part: &str| format!("{}[{index}].{part}", kind.field());
            problems.not_negative(&at("value"), Some(amount.value));
            if amounts[..index].iter().any(|earlier| earlier.contact_id == amount.contact_id) {
                problems
                    .add(at("contactId"), format!("contact {} appears more than once", amount.contact_id));
            } else if !contacts.iter().any(|contact| contact.contact_id == amount.contact_id) {
                problems.add(
                    at("contactId"),
                    format!("contact {} is not a contact of this household", amount.contact_id),
                );
            }
        }
    }
    Ok(())
}

/// Writes new lines, changed line values and per-contact amounts (set contact by contact).
async fn write_details(
    conn: &impl ConnectionTrait,
    expenses_id: Uuid,
    changes: lines::LineChanges,
    contact_amounts: &[(ContactExpenseKind, Vec<ContactAmount>)],
) -> Result<(), ServiceError> {
    if !changes.new.is_empty() {
        let rows = changes.new.into_iter().map(|line| expense_line::ActiveModel {
            id: Set(line.id),
            expenses_id: Set(expenses_id),
            line_type: Set(line.line_type),
            description: Set(line.description),
            value: Set(line.value.cents()),
        });
        expense_line::Entity::insert_many(rows).exec_without_returning(conn).await?;
    }
    for (id, value) in changes.values {
        expense_line::Entity::update_many()
            .col_expr(expense_line::Column::Value, value.cents().into())
            .filter(expense_line::Column::Id.eq(id))
            .filter(expense_line::Column::ExpensesId.eq(expenses_id))
            .exec(conn)
            .await?;
    }
    let rows: Vec<contact_expense::ActiveModel> = contact_amounts
        .iter()
        .flat_map(|(kind, amounts)| {
            amounts.iter().map(|amount| contact_expense::ActiveModel {
                expenses_id: Set(expenses_id),
                kind: Set(*kind),
                contact_id: Set(amount.contact_id),
                value: Set(amount.value.cents()),
            })
        })
        .collect();
    if !rows.is_empty() {
        contact_expense::Entity::insert_many(rows)
            .on_conflict(
                OnConflict::columns([
                    contact_expense::Column::ExpensesId,
                    contact_expense::Column::Kind,
                    contact_expense::Column::ContactId,
                ])
                .update_column(contact_expense::Column::Value)
                .to_owned(),
            )
            .exec_without_returning(conn)
            .await?;
    }
    Ok(())
}

/// `POST /expenses`: creates the household's expenses (409 when it already has them).
pub async fn create(
    db: &Database,
    organisation_id: Uuid,
    request: ExpensesRequest,
) -> Result<ExpensesView, ServiceError> {
    db.write_with(request, move |txn, request| async move {
        let (view, created) = create_in(&txn, organisation_id, &request, None).await?;
        events::record(&*txn, created).await?;
        Ok(view)
    })
    .await
}

/// The source's times of an imported household's expenses.
#[derive(Debug, Clone, Copy)]
pub struct Times {
    pub created: Option<DateTime<Utc>>,
    pub modified: DateTime<Utc>,
}

/// Creates many households' expenses in one transaction (an import's chunk), each checked and
/// written as `POST /expenses` does, with the source's times when given; the first broken
/// request fails them all. Returns their views and creation events, in order.
pub(crate) async fn insert_imported(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    requests: &[(&ExpensesRequest, Option<Times>)],
) -> Result<(Vec<ExpensesView>, Vec<events::NewEvent>), ServiceError> {
    let mut views = Vec::with_capacity(requests.len());
    let mut created = Vec::with_capacity(requests.len());
    for (request, times) in requests {
        let (view, event) = create_in(conn, organisation_id, request, *times).await?;
        views.push(view);
        created.push(event);
    }
    Ok((views, created))
}

/// Creates many households' expenses in one transaction, with their events, checked as
/// [`insert_imported`] checks them (the demo's bulk seed).
pub async fn create_many(
    db: &Database,
    organisation_id: Uuid,
    requests: Vec<ExpensesRequest>,
) -> Result<(), ServiceError> {
    db.write_with(requests, move |txn, requests| async move {
        let requests: Vec<_> = requests.iter().map(|request| (request, None)).collect();
        let (_, created) = insert_imported(&txn, organisation_id, &requests).await?;
        events::record_many(&*txn, organisation_id, created).await
    })
    .await
}

/// The checks and writes of a create, in the caller's transaction; the event is the caller's
/// to record.
async fn create_in(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    request: &ExpensesRequest,
    times: Option<Times>,
) -> Result<(ExpensesView, events::NewEvent), ServiceError> {
    // The profile's lock also keeps two concurrent creates for it apart.
    let Some(profile) = rules::open_profile(conn, organisation_id, request.profile_id).await? else {
        return Err(ServiceError::invalid("profileId", "no profile with this id in your organisation"));
    };
    if find_record(conn, organisation_id, profile.id, false).await?.is_some() {
        return Err(ServiceError::Conflict {
            code: crate::error::ErrorCode::Conflict,
            message: "This household already has expenses; change them with PATCH /api/v1/expenses."
                .to_string(),
        });
    }
    let mut scalars = ExpenseScalars::default();
    (request.scalars)(&mut scalars);
    let mut problems = Problems::new();
    check_amounts(conn, &profile, &scalars, request, &mut problems).await?;
    let changes = lines::plan(&[], &request.lines, &mut problems);
    problems.finish()?;
    let now = Utc::now();
    let times = times.unwrap_or(Times { created: Some(now), modified: now });
    let mut row = household_expense::ActiveModel {
        id: Set(Uuid::now_v7()),
        organisation_id: Set(organisation_id),
        profile_id: Set(profile.id),
        created_at: Set(times.created),
        modified_at: Set(times.modified),
        ..Default::default()
    };
    scalars.set_on(&mut row);
    let model = row.insert(conn).await?;
    write_details(conn, model.id, changes, &request.contact_amounts).await?;
    let view = view(conn, model, &profile).await?;
    let event =
        events::creation(organisation_id, EventType::ExpensesCreated, view.id, Some(view.profile_id), &view)?;
    Ok((view, event))
}

/// `PATCH /expenses`: applies the request to the household's expenses under the line rules
/// (docs/decisions.md, ADR-19).
pub async fn update(
    db: &Database,
    organisation_id: Uuid,
    request: ExpensesRequest,
) -> Result<ExpensesView, ServiceError> {
    db.write_with(request, move |txn, request| async move {
        let txn = &*txn;
        // Locking the household's record first makes concurrent PATCHes of one household
        // take turns: each sees the lines the previous one wrote.
        let model =
            find_record(txn, organisation_id, request.profile_id, true).await?.ok_or_else(not_found)?;
        let profile =
            rules::open_profile(txn, organisation_id, model.profile_id).await?.ok_or_else(not_found)?;
        let mut scalars = ExpenseScalars::of(&model);
        (request.scalars)(&mut scalars);
        let mut problems = Problems::new();
        check_amounts(txn, &profile, &scalars, &request, &mut problems).await?;
        let stored = stored_lines(txn, model.id).await?;
        let changes = lines::plan(&stored, &request.lines, &mut problems);
        problems.finish()?;
        let before = view(txn, model.clone(), &profile).await?;
        let mut row: household_expense::ActiveModel = model.clone().into();
        scalars.set_on(&mut row);
        row.modified_at = Set(Utc::now());
        let model = row.update(txn).await?;
        write_details(txn, model.id, changes, &request.contact_amounts).await?;
        let after = view(txn, model, &profile).await?;
        let (id, profile_id) = (after.id, Some(after.profile_id));
        events::changed(txn, organisation_id, ResourceType::Expenses, id, profile_id, &before, &after)
            .await?;
        Ok(after)
    })
    .await
}

/// The line problems of a PATCH whose body also broke its schema (so it was not parsed): ids of
/// another type or household, repeated ids and over-long descriptions of new lines, found from
/// what the body's lines give, so the 400 can name every broken line at once.
pub async fn line_problems(
    db: &Database,
    organisation_id: Uuid,
    profile_id: Uuid,
    requested: Vec<(LineType, Vec<LineInput>)>,
) -> Result<Vec<crate::error::FieldError>, ServiceError> {
    let Some(model) = find_record(db, organisation_id, profile_id, false).await? else {
        return Ok(Vec::new());
    };
    let stored = stored_lines(db, model.id).await?;
    let mut problems = Problems::new();
    lines::plan(&stored, &requested, &mut problems);
    match problems.finish() {
        Err(ServiceError::Invalid(errors)) => Ok(errors),
        _ => Ok(Vec::new()),
    }
}
