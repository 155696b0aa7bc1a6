//! The database schema, as an append-only list of migrations. A migration that has landed on
//! `main` is never edited; changes come as new files (`mYYYYMMDD_HHMMSS_<what>.rs`).
//! This crate never imports the application's entities.

pub use sea_orm_migration::prelude::*;

mod m20261121_000001_create_organisations;
mod m20261121_000002_create_members;
mod m20261121_000003_create_api_keys;
mod m20261121_000004_create_contacts;
mod m20261121_000005_create_profiles;
mod m20261121_000006_create_profile_contacts;
mod m20261121_000007_create_search_entries;
mod m20261121_000008_create_pipelines;
mod m20261121_000009_create_pipeline_stages;
mod m20261121_000010_create_opportunities;
mod m20261121_000011_create_financial_products;
mod m20261121_000012_create_household_expenses;
mod m20261121_000013_create_notes;
mod m20261121_000014_create_portal_accounts;
mod m20261121_000015_create_policies;
mod m20261121_000016_create_service_settings;
mod m20261122_100000_add_opportunity_client_interview;
mod m20261122_100100_create_idempotency_keys;
mod m20261122_173000_create_rate_limit_windows;
mod m20261123_010000_index_referencing_columns;
mod m20261123_020000_maintain_list_counts;
mod m20261123_030000_create_events;
mod m20261123_040000_create_webhooks;
mod m20261123_050000_index_modified_at;
mod m20261123_060000_create_transfer_ids;
mod m20261124_010000_search_entry_kinds;
mod m20261124_020000_search_related_text;
mod m20261126_010000_add_external_ids;
mod m20261126_030000_index_search_entries_in_order;
mod m20261126_040000_count_list_shifts;
mod m20261127_010000_index_search_text_by_kind;
mod m20261127_020000_drop_search_text_index;
mod m20261129_010000_index_search_trigrams_by_kind;
mod m20261202_010000_add_scopes;
mod m20261202_020000_create_invitation_states;
mod m20261202_030000_create_oauth_clients;
mod m20261202_040000_create_field_history;
mod m20261203_010000_create_access_log;
mod m20261203_020000_index_access_log_in_batches;
mod m20261205_010000_create_privacy_requests;
mod m20261206_010000_add_correction_columns;
mod m20261207_010000_add_erasure_columns;
mod m20261208_010000_drop_search_trigrams;
mod m20261209_010000_commit_ordered_events;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_create_organisations::Migration),
            Box::new(m20261121_000002_create_members::Migration),
            Box::new(m20261121_000003_create_api_keys::Migration),
            Box::new(m20261121_000004_create_contacts::Migration),
            Box::new(m20261121_000005_create_profiles::Migration),
            Box::new(m20261121_000006_create_profile_contacts::Migration),
            Box::new(m20261121_000007_create_search_entries::Migration),
            Box::new(m20261121_000008_create_pipelines::Migration),
            Box::new(m20261121_000009_create_pipeline_stages::Migration),
            Box::new(m20261121_000010_create_opportunities::Migration),
            Box::new(m20261121_000011_create_financial_products::Migration),
            Box::new(m20261121_000012_create_household_expenses::Migration),
            Box::new(m20261121_000013_create_notes::Migration),
            Box::new(m20261121_000014_create_portal_accounts::Migration),
            Box::new(m20261121_000015_create_policies::Migration),
            Box::new(m20261121_000016_create_service_settings::Migration),
            Box::new(m20261122_100000_add_opportunity_client_interview::Migration),
            Box::new(m20261122_100100_create_idempotency_keys::Migration),
            Box::new(m20261122_173000_create_rate_limit_windows::Migration),
            Box::new(m20261123_010000_index_referencing_columns::Migration),
            Box::new(m20261123_020000_maintain_list_counts::Migration),
            Box::new(m20261123_030000_create_events::Migration),
            Box::new(m20261123_040000_create_webhooks::Migration),
            Box::new(m20261123_050000_index_modified_at::Migration),
            Box::new(m20261123_060000_create_transfer_ids::Migration),
            Box::new(m20261124_010000_search_entry_kinds::Migration),
            Box::new(m20261124_020000_search_related_text::Migration),
            Box::new(m20261126_010000_add_external_ids::Migration),
            Box::new(m20261126_030000_index_search_entries_in_order::Migration),
            Box::new(m20261126_040000_count_list_shifts::Migration),
            Box::new(m20261127_010000_index_search_text_by_kind::Migration),
            Box::new(m20261127_020000_drop_search_text_index::Migration),
            Box::new(m20261129_010000_index_search_trigrams_by_kind::Migration),
            Box::new(m20261202_010000_add_scopes::Migration),
            Box::new(m20261202_020000_create_invitation_states::Migration),
            Box::new(m20261202_030000_create_oauth_clients::Migration),
            Box::new(m20261202_040000_create_field_history::Migration),
            Box::new(m20261203_010000_create_access_log::Migration),
            Box::new(m20261203_020000_index_access_log_in_batches::Migration),
            Box::new(m20261205_010000_create_privacy_requests::Migration),
            Box::new(m20261206_010000_add_correction_columns::Migration),
            Box::new(m20261207_010000_add_erasure_columns::Migration),
            Box::new(m20261208_010000_drop_search_trigrams::Migration),
            Box::new(m20261209_010000_commit_ordered_events::Migration),
        ]
    }
}
