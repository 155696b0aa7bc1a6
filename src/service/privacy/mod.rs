//! The Privacy Act 2020's requests about a person (a contact): the register of requests with
//! their statutory due dates and decisions ([`requests`]), and the carrying out of corrections
//! ([`corrections`]).

pub mod corrections;
pub mod requests;
