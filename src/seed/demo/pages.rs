//! Every profile of an organisation, a page at a time: what the bulk generators that add
//! records to existing profiles walk.

use uuid::Uuid;

use crate::{
    db::Database,
    error::ServiceError,
    service::profiles::{self, ProfileView},
    types::PageRequest,
};

/// Profiles read per page.
const PROFILES_PER_PAGE: u64 = 500;

/// Hands each page of the organisation's profiles, in creation order, to `page`, telling
/// `progress` the profiles done after each. Returns the sum of what `page` returned (the
/// records it made).
pub async fn each_page(
    db: &Database,
    organisation_id: Uuid,
    progress: impl Fn(usize),
    mut page: impl AsyncFnMut(Vec<ProfileView>) -> Result<usize, ServiceError>,
) -> Result<usize, ServiceError> {
    let (mut number, mut done, mut made) = (1, 0, 0);
    loop {
        let request = PageRequest::new(number, PROFILES_PER_PAGE);
        let (profiles, _) = profiles::list(db, organisation_id, request).await?;
        if profiles.is_empty() {
            return Ok(made);
        }
        number += 1;
        done += profiles.len();
        made += page(profiles).await?;
        progress(done);
    }
}
