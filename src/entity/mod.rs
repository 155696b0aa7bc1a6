//! SeaORM entities: the database's view of the records. They never appear in the API; the
//! API has its own types in `src/api`. Enums shared by both derive the traits of both.

pub mod api_key;
pub mod contact;
pub mod contact_expense;
pub mod event;
pub mod event_sequence;
pub mod expense_line;
pub mod financial_product;
pub mod financial_product_owner;
pub mod household_expense;
pub mod idempotency_key;
pub mod list_count;
pub mod member;
pub mod note;
pub mod opportunity;
pub mod organisation;
pub mod pipeline;
pub mod pipeline_stage;
pub mod policy;
pub mod policy_owner;
pub mod portal_account;
pub mod profile;
pub mod profile_contact;
pub mod search_entry;
pub mod service_setting;
pub mod transfer_id;
pub mod webhook_delivery;
pub mod webhook_delivery_attempt;
pub mod webhook_endpoint;
