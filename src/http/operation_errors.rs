//! What each operation can fail with, as the OpenAPI document states it: a [`Failure`] carries
//! an [`ApiError`] and names, through its [`ErrorSet`], the statuses the operation can really
//! return, so generated SDKs get accurate error types.

use std::marker::PhantomData;

use poem::{IntoResponse, Response, error::ResponseError};
use poem_openapi::{
    ApiResponse,
    registry::{MetaMediaType, MetaResponse, MetaResponses, MetaSchemaRef, Registry},
    types::Type,
};

use super::errors::{ApiError, ErrorBody};
use crate::error::{ErrorCode, ServiceError};

/// The statuses an operation can fail with, for the OpenAPI document. Each operation names the
/// set that matches what it can really return, so generated SDKs get accurate error types.
pub trait ErrorSet: Send + Sync + 'static {
    const STATUSES: &'static [u16];
}

/// Statuses every authenticated operation can return.
const COMMON: [u16; 6] = [400, 401, 403, 429, 500, 503];

macro_rules! error_set {
    ($(#[$doc:meta])* $name:ident: [$($extra:literal),*]) => {
        $(#[$doc])*
        pub struct $name;
        impl ErrorSet for $name {
            const STATUSES: &'static [u16] = &{
                const EXTRA: &[u16] = &[$($extra),*];
                let mut all = [0u16; COMMON.len() + EXTRA.len()];
                let mut i = 0;
                while i < COMMON.len() { all[i] = COMMON[i]; i += 1; }
                let mut j = 0;
                while j < EXTRA.len() { all[i + j] = EXTRA[j]; j += 1; }
                all
            };
        }
    };
}

error_set!(
    /// A list or search.
    ListErrors: []
);
error_set!(
    /// A read of one record.
    ReadErrors: [404]
);
error_set!(
    /// A create or update with a JSON body.
    WriteErrors: [404, 409, 413, 415]
);
error_set!(
    /// A removed endpoint.
    GoneErrors: [410]
);

/// The error half of an operation's result: an [`ApiError`], documented with the statuses of
/// the set `S`.
pub struct Failure<S: ErrorSet>(pub ApiError, PhantomData<S>);

impl<S: ErrorSet> From<ApiError> for Failure<S> {
    fn from(error: ApiError) -> Self {
        Failure(error, PhantomData)
    }
}

impl<S: ErrorSet> From<ServiceError> for Failure<S> {
    fn from(error: ServiceError) -> Self {
        Failure(error.into(), PhantomData)
    }
}

impl<S: ErrorSet> From<Failure<S>> for poem::Error {
    fn from(failure: Failure<S>) -> Self {
        poem::Error::from(failure.0)
    }
}

impl<S: ErrorSet> IntoResponse for Failure<S> {
    fn into_response(self) -> Response {
        self.0.as_response()
    }
}

fn describe(status: u16) -> &'static str {
    match status {
        400 => {
            "The request is invalid: a parameter or field is missing or wrong (`validation_failed`, `field_removed`)."
        }
        401 => "The API key is missing, unknown, revoked or expired (`invalid_api_key`).",
        403 => {
            "The API key is not allowed from this address (`ip_not_allowed`), or lacks the scope the operation needs (`insufficient_scope`; `WWW-Authenticate` names it)."
        }
        404 => "No such record in your organisation (`not_found`).",
        409 => {
            "The record's state does not allow this (`profile_archived`, `opportunity_not_open`, `conflict`)."
        }
        410 => "This endpoint was removed (`endpoint_removed`); the message names its replacement.",
        413 => "The request body is larger than 1 MiB (`payload_too_large`).",
        415 => "The request body is not `application/json` (`unsupported_media_type`).",
        429 => "Too many requests for this API key (`rate_limited`); see `Retry-After`.",
        500 => "An unexpected failure on our side (`internal`).",
        503 => {
            "The database cannot be reached (`unavailable`), or its disk is full and nothing was written \
                (`insufficient_storage`); see `Retry-After`."
        }
        _ => "Error.",
    }
}

impl<S: ErrorSet> ApiResponse for Failure<S> {
    fn meta() -> MetaResponses {
        MetaResponses {
            responses: S::STATUSES
                .iter()
                .map(|&status| MetaResponse {
                    description: describe(status),
                    status: Some(status),
                    status_range: None,
                    content: vec![MetaMediaType {
                        content_type: "application/json; charset=utf-8",
                        schema: ErrorBody::schema_ref(),
                    }],
                    headers: vec![],
                })
                .collect(),
        }
    }

    fn register(registry: &mut Registry) {
        ErrorBody::register(registry);
        document_codes(registry);
    }
}

/// Sets the `Error` schema's documentation of `code` to the list of [`ErrorCode`]s, so the
/// document can never miss a code the service sends.
fn document_codes(registry: &mut Registry) {
    let Some(schema) = registry.schemas.get_mut(ErrorBody::name().as_ref()) else { return };
    for (name, property) in &mut schema.properties {
        if let (&"code", MetaSchemaRef::Inline(property)) = (&*name, property) {
            property.description = Some(ErrorCode::documentation());
        }
    }
}
