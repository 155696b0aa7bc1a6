//! Rules of the world the service serves, with no storage and no HTTP: New Zealand's
//! working days as the Privacy Act 2020 counts them, and the record-keeping holds on erasure.

pub mod retention_holds;
pub mod working_days;
