//! The bodies of the batch operations. The document shows each item as the single-record
//! operation's own body, but the items are not parsed here: each is handed to that operation
//! as it was sent, which checks it and answers for it (a bad item is a 400 result of its own,
//! not a 400 for the whole batch). Only the batch's own fields are checked here.

use std::marker::PhantomData;

use poem::{Request, RequestBody, Result};
use poem_openapi::{
    impl_apirequest_for_payload,
    payload::{ParsePayload, Payload},
    registry::{MetaSchemaRef, Registry},
    types::Type,
};
use serde_json::{Map, Value};

use crate::{
    error::FieldError,
    http::ApiError,
    wire::{JsonBody, read_json},
};

/// Most items a batch takes.
pub const MAX_ITEMS: usize = 100;

/// A batch of writes: the items as sent, and whether it is all or nothing. `D` is the schema
/// the document shows.
pub struct WriteBatch<D> {
    pub items: Vec<Value>,
    pub atomic: bool,
    documented_as: PhantomData<fn() -> D>,
}

/// What a batch read asks for: records by our ids or by external ids, each as sent.
pub enum ReadKeys {
    Ids(Vec<Value>),
    ExternalIds(Vec<Value>),
}

impl ReadKeys {
    /// How many records are asked for.
    pub fn count(&self) -> usize {
        match self {
            ReadKeys::Ids(keys) | ReadKeys::ExternalIds(keys) => keys.len(),
        }
    }
}

/// A batch read's body. `D` is the schema the document shows.
pub struct ReadBatch<D> {
    pub keys: ReadKeys,
    documented_as: PhantomData<fn() -> D>,
}

/// The list under `field`: present, an array, with 1 to [`MAX_ITEMS`] entries.
fn entries(body: &Map<String, Value>, field: &str) -> std::result::Result<Vec<Value>, FieldError> {
    match body.get(field) {
        None | Some(Value::Null) => {
            Err(FieldError::new(field, format!("is required: send 1 to {MAX_ITEMS} entries")))
        }
        Some(Value::Array(entries)) if entries.is_empty() => {
            Err(FieldError::new(field, format!("must have 1 to {MAX_ITEMS} entries (got none)")))
        }
        Some(Value::Array(entries)) if entries.len() > MAX_ITEMS => Err(FieldError::new(
            field,
            format!("must have at most {MAX_ITEMS} entries (got {})", entries.len()),
        )),
        Some(Value::Array(entries)) => Ok(entries.clone()),
        Some(_) => Err(FieldError::new(field, "must be an array")),
    }
}

/// The body as a JSON object, or the 400 saying it is not one.
async fn object_of<D: Type>(request: &Request, body: &mut RequestBody) -> Result<Map<String, Value>> {
    match read_json::<D>(request, body).await? {
        Value::Object(body) => Ok(body),
        _ => Err(ApiError::invalid_field("body", "must be a JSON object").into()),
    }
}

/// A JSON body documented as the schema `D` (what a client sends), whatever it is parsed into.
macro_rules! documented_as {
    ($body:ident) => {
        impl<D: Type> Payload for $body<D> {
            const CONTENT_TYPE: &'static str = JsonBody::<D>::CONTENT_TYPE;

            fn check_content_type(content_type: &str) -> bool {
                JsonBody::<D>::check_content_type(content_type)
            }

            fn schema_ref() -> MetaSchemaRef {
                D::schema_ref()
            }

            fn register(registry: &mut Registry) {
                D::register(registry);
            }
        }
    };
}

documented_as!(WriteBatch);
documented_as!(ReadBatch);

impl<D: Type> ParsePayload for WriteBatch<D> {
    const IS_REQUIRED: bool = true;

    async fn from_request(request: &Request, body: &mut RequestBody) -> Result<Self> {
        let body = object_of::<D>(request, body).await?;
        let mut problems = Vec::new();
        let items = entries(&body, "items").unwrap_or_else(|problem| {
            problems.push(problem);
            Vec::new()
        });
        let atomic = match body.get("atomic") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(atomic)) => *atomic,
            Some(_) => {
                problems.push(FieldError::new("atomic", "must be true or false"));
                false
            }
        };
        if !problems.is_empty() {
            return Err(ApiError::validation(problems).into());
        }
        Ok(WriteBatch { items, atomic, documented_as: PhantomData })
    }
}

impl_apirequest_for_payload!(WriteBatch<D>, D: Type);

impl<D: Type> ParsePayload for ReadBatch<D> {
    const IS_REQUIRED: bool = true;

    async fn from_request(request: &Request, body: &mut RequestBody) -> Result<Self> {
        let body = object_of::<D>(request, body).await?;
        let present = |field: &str| body.get(field).is_some_and(|value| !value.is_null());
        let keys = match (present("ids"), present("externalIds")) {
            (true, false) => entries(&body, "ids").map(ReadKeys::Ids),
            (false, true) => entries(&body, "externalIds").map(ReadKeys::ExternalIds),
            (true, true) => {
                Err(FieldError::new("externalIds", "cannot be sent with ids: send one or the other"))
            }
            (false, false) => Err(FieldError::new("ids", "is required: send ids or externalIds")),
        };
        match keys {
            Ok(keys) => Ok(ReadBatch { keys, documented_as: PhantomData }),
            Err(problem) => Err(ApiError::validation(vec![problem]).into()),
        }
    }
}

impl_apirequest_for_payload!(ReadBatch<D>, D: Type);
