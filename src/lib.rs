//! advisory-crm: an HTTP data service for the client-relationship systems of New Zealand
//! financial advisers. See README.md and docs/decisions.md.

pub mod api;
pub mod app;
pub mod auth;
pub mod cli;
pub mod config;
pub mod db;
pub mod delivery;
pub mod domain;
pub mod entity;
pub mod error;
pub mod http;
pub mod monitoring;
pub mod request_id;
pub mod seed;
pub mod service;
pub mod telemetry;
pub mod transfer;
pub mod types;
pub mod wire;
