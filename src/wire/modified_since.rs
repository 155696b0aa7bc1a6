//! The `modifiedSince` query parameter of every list with modification times.

use std::borrow::Cow;

use chrono::{DateTime, Utc};
use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseError, ParseFromJSON, ParseFromParameter, ParseResult, ToJSON, Type},
};

/// An instant in ISO 8601 with any offset (`2026-11-22T10:00:00+13:00`, `…Z`, fractions of a
/// second allowed). A `+` written unencoded in a query string arrives as a space; a space before
/// the offset is read as the `+` it was, so the timestamp works pasted as is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ModifiedSince(pub DateTime<Utc>);

impl ModifiedSince {
    fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim_start();
        let restored = match text.rfind(' ') {
            Some(at) if at >= 19 && text[at + 1..].trim_end().len() == 5 => {
                format!("{}+{}", &text[..at], text[at + 1..].trim_end())
            }
            _ => text.trim_end().to_string(),
        };
        DateTime::parse_from_rfc3339(&restored)
            .map(|instant| ModifiedSince(instant.with_timezone(&Utc)))
            .map_err(|_| {
                format!(
                    "must be an ISO 8601 timestamp with an offset, e.g. 2026-11-22T10:00:00+13:00 or \
                     2026-11-21T21:00:00Z (got `{text}`)"
                )
            })
    }
}

impl Type for ModifiedSince {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "modified_since".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        let mut schema = MetaSchema::new_with_format("string", "date-time");
        schema.example = Some(serde_json::Value::String("2026-11-22T10:00:00+13:00".to_string()));
        MetaSchemaRef::Inline(Box::new(schema))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl ParseFromParameter for ModifiedSince {
    fn parse_from_parameter(value: &str) -> ParseResult<Self> {
        Self::parse(value).map_err(ParseError::custom)
    }
}

impl ParseFromJSON for ModifiedSince {
    fn parse_from_json(value: Option<serde_json::Value>) -> ParseResult<Self> {
        match value {
            Some(serde_json::Value::String(text)) => Self::parse(&text).map_err(ParseError::custom),
            other => Err(ParseError::expected_type(other.unwrap_or_default())),
        }
    }
}

impl ToJSON for ModifiedSince {
    fn to_json(&self) -> Option<serde_json::Value> {
        Some(serde_json::Value::String(self.0.to_rfc3339()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Option<String> {
        ModifiedSince::parse(text).ok().map(|since| since.0.to_rfc3339())
    }

    #[test]
    fn reads_any_offset_and_fractions() {
        assert_eq!(parsed("2026-11-22T10:00:00+13:00").as_deref(), Some("2026-11-21T21:00:00+00:00"));
        assert_eq!(parsed("2026-11-21T21:00:00Z").as_deref(), Some("2026-11-21T21:00:00+00:00"));
        assert_eq!(parsed("2026-11-21T16:30:00.25-04:30").as_deref(), Some("2026-11-21T21:00:00.250+00:00"));
    }

    #[test]
    fn a_plus_decoded_to_a_space_is_read_back() {
        assert_eq!(parsed("2026-11-22T10:00:00 13:00").as_deref(), Some("2026-11-21T21:00:00+00:00"));
    }

    #[test]
    fn refuses_what_is_not_a_timestamp_with_an_offset() {
        for bad in [
            "",
            "yesterday",
            "2026-11-22",
            "2026-11-22T10:00:00",
            "2026-11-22 10:00:00",
            "2026-13-01T00:00:00Z",
        ] {
            assert_eq!(parsed(bad), None, "{bad}");
        }
    }
}
