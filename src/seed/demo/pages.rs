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

/// A walk over the organisation's profiles in creation order, counting those handed out.
pub struct ProfilePages<'a> {
    db: &'a Database,
    organisation_id: Uuid,
    page: u64,
    done: usize,
}

impl<'a> ProfilePages<'a> {
    pub fn new(db: &'a Database, organisation_id: Uuid) -> Self {
        ProfilePages { db, organisation_id, page: 1, done: 0 }
    }

    /// The next page of profiles, or None after the last.
    pub async fn next(&mut self) -> Result<Option<Vec<ProfileView>>, ServiceError> {
        let request = PageRequest::new(self.page, PROFILES_PER_PAGE);
        let (profiles, _) = profiles::list(self.db, self.organisation_id, request).await?;
        if profiles.is_empty() {
            return Ok(None);
        }
        self.page += 1;
        self.done += profiles.len();
        Ok(Some(profiles))
    }

    /// The profiles handed out so far.
    pub fn done(&self) -> usize {
        self.done
    }
}
