//! Seeding: the demo data generator and the sandbox organisation. It sits beside the service
//! layer, not inside it: it only calls the services' own create and update functions, so seeded
//! data passes the same rules as data sent to the API.

pub mod demo;
pub mod sandbox;
