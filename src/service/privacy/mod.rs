//! The Privacy Act 2020's requests about a person (a contact): the register of requests with
//! their statutory due dates and decisions ([`requests`]), the carrying out of corrections
//! ([`corrections`]) the bundle an access request answers ([`bundle`]) and the retention holds on erasure
//! ([`holds`]).

pub mod bundle;
pub mod corrections;
pub mod holds;
pub mod requests;
