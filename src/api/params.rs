//! The one rule for text in query parameters: no NUL character.
//!
//! Request bodies get the same rule from the schema check every body passes; query parameters
//! are checked here, once for every operation, so no search or filter has to remember it.
//! (Path parameters are UUIDs, which cannot hold a NUL.)

use poem::{Request, Result};

use crate::{error::FieldError, http::ApiError, wire::NUL_MESSAGE};

/// Refuses (400 `validation_failed`) a request whose query string carries a NUL character in
/// a parameter's value or name, naming every such parameter; otherwise passes it on.
pub async fn refuse_nul_in_query(request: Request) -> Result<Request> {
    let query = request.uri().query().unwrap_or_default();
    let problems: Vec<FieldError> = form_urlencoded::parse(query.as_bytes())
        .filter(|(name, value)| name.contains('\0') || value.contains('\0'))
        .map(|(name, _)| {
            let field = if name.contains('\0') { "query".to_string() } else { name.into_owned() };
            FieldError::new(field, NUL_MESSAGE)
        })
        .collect();
    if problems.is_empty() { Ok(request) } else { Err(ApiError::validation(problems).into()) }
}
