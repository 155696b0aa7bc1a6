//! The Privacy Act 2020's requests about a person (a contact): the register of requests with
//! their statutory due dates and decisions ([`requests`]), the carrying out of corrections
//! ([`corrections`]) and the bundle an access request answers ([`bundle`]).

pub mod bundle;
pub mod corrections;
pub mod requests;
