//! JSON passed through as it is, documented as the schema of `T`: a batch item's record and
//! error are the single-record operation's own response bodies, so they are carried over
//! byte for byte instead of being parsed into `T` and written out again.

use std::{borrow::Cow, marker::PhantomData};

use poem_openapi::{
    registry::{MetaSchemaRef, Registry},
    types::{ParseFromJSON, ParseResult, ToJSON, Type},
};
use serde_json::Value;

/// A JSON value that is a `T` as the document describes it.
#[derive(Debug, Clone)]
pub struct RawJson<T> {
    value: Value,
    documented_as: PhantomData<fn() -> T>,
}

impl<T> RawJson<T> {
    /// `value`, which must be what `T` serialises to (the response of the operation that
    /// answers with a `T`).
    pub fn new(value: Value) -> Self {
        RawJson { value, documented_as: PhantomData }
    }
}

impl<T: Type> Type for RawJson<T> {
    const IS_REQUIRED: bool = true;
    type RawValueType = Value;
    type RawElementValueType = Value;

    fn name() -> Cow<'static, str> {
        T::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(&self.value)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl<T: Type> ParseFromJSON for RawJson<T> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        Ok(RawJson::new(value.unwrap_or_default()))
    }
}

impl<T: Type> ToJSON for RawJson<T> {
    fn to_json(&self) -> Option<Value> {
        Some(self.value.clone())
    }
}

impl<T> serde::Serialize for RawJson<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(serializer)
    }
}
