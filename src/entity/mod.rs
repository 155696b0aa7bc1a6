//! SeaORM entities: the database's view of the records. They never appear in the API; the
//! API has its own types in `src/api`. Enums shared by both derive the traits of both.

pub mod api_key;
pub mod contact;
pub mod contact_expense;
pub mod event;
pub mod event_sequence;
pub mod expense_line;
pub mod field_history;
pub mod financial_product;
pub mod financial_product_owner;
pub mod history_checkpoint;
pub mod household_expense;
pub mod idempotency_key;
pub mod invitation_revocation;
pub mod invitation_use;
pub mod list_count;
pub mod member;
pub mod note;
pub mod oauth_client;
pub mod opportunity;
pub mod organisation;
pub mod pipeline;
pub mod pipeline_stage;
pub mod policy;
pub mod policy_owner;
pub mod portal_account;
pub mod privacy_request;
pub mod profile;
pub mod profile_contact;
pub mod search_entry;
pub mod service_setting;
pub mod transfer_id;
pub mod webhook_delivery;
pub mod webhook_delivery_attempt;
pub mod webhook_endpoint;

use sea_orm::{ColumnTrait, ColumnType, EntityTrait, IdenStatic, Iterable};

/// One column of a table as its entity declares it.
#[derive(Debug, Clone)]
pub struct DeclaredColumn {
    pub table: &'static str,
    pub column: &'static str,
    pub column_type: ColumnType,
}

/// Every entity's columns with their declared types. SQLite's own column types do not say
/// which Rust type a value is read as (`INTEGER` holds both `i32` and `i64` fields), so the
/// SQLite reader (`db::sqlite_reads`) takes the type from here.
pub fn declared_columns() -> Vec<DeclaredColumn> {
    fn of<E: EntityTrait>(columns: &mut Vec<DeclaredColumn>) {
        let table = E::default().table_name();
        columns.extend(E::Column::iter().map(|column| DeclaredColumn {
            table,
            column: column.as_str(),
            column_type: column.def().get_column_type().clone(),
        }));
    }
    let mut columns = Vec::new();
    of::<api_key::Entity>(&mut columns);
    of::<contact::Entity>(&mut columns);
    of::<contact_expense::Entity>(&mut columns);
    of::<event::Entity>(&mut columns);
    of::<event_sequence::Entity>(&mut columns);
    of::<expense_line::Entity>(&mut columns);
    of::<field_history::Entity>(&mut columns);
    of::<financial_product::Entity>(&mut columns);
    of::<financial_product_owner::Entity>(&mut columns);
    of::<history_checkpoint::Entity>(&mut columns);
    of::<household_expense::Entity>(&mut columns);
    of::<idempotency_key::Entity>(&mut columns);
    of::<invitation_revocation::Entity>(&mut columns);
    of::<invitation_use::Entity>(&mut columns);
    of::<list_count::Entity>(&mut columns);
    of::<member::Entity>(&mut columns);
    of::<note::Entity>(&mut columns);
    of::<oauth_client::Entity>(&mut columns);
    of::<opportunity::Entity>(&mut columns);
    of::<organisation::Entity>(&mut columns);
    of::<pipeline::Entity>(&mut columns);
    of::<pipeline_stage::Entity>(&mut columns);
    of::<policy::Entity>(&mut columns);
    of::<policy_owner::Entity>(&mut columns);
    of::<portal_account::Entity>(&mut columns);
    of::<privacy_request::Entity>(&mut columns);
    of::<profile::Entity>(&mut columns);
    of::<profile_contact::Entity>(&mut columns);
    of::<search_entry::Entity>(&mut columns);
    of::<service_setting::Entity>(&mut columns);
    of::<transfer_id::Entity>(&mut columns);
    of::<webhook_delivery::Entity>(&mut columns);
    of::<webhook_delivery_attempt::Entity>(&mut columns);
    of::<webhook_endpoint::Entity>(&mut columns);
    columns
}
