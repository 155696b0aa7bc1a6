//! The Privacy Act 2020's requests about a person (a contact): the register of requests with
//! their statutory due dates and decisions ([`requests`]), the carrying out of corrections
//! ([`corrections`]) and erasures ([`erasure`]), the bundle an access request answers
//! ([`bundle`]), the retention holds on erasure ([`holds`]), the scheduled erasures' runner
//! ([`scheduled`]) and the free text an adviser reviews ([`review`]).

pub mod bundle;
pub mod corrections;
pub mod erasure;
pub mod holds;
pub mod requests;
pub mod review;
pub mod scheduled;
