use std::borrow::Cow;

use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type},
};
use serde_json::Value;

use super::hundredths::{self, HundredthsError};

/// A percentage from 0 to 100, exact to two decimal places: `6.49` is 6.49 %.
///
/// Like [`Money`](super::Money) it is a JSON number on the wire and a whole number of
/// hundredths inside and in the database, so interest rates and contribution rates are never
/// rounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Percent {
    hundredths: i32,
}

const MAX_HUNDREDTHS: i32 = 10_000;

impl Percent {
    /// `percent` whole percent.
    pub const fn whole(percent: i32) -> Self {
        Percent { hundredths: percent * 100 }
    }

    /// Hundredths of a percent (basis points): `from_hundredths(649)` is 6.49 %.
    pub const fn from_hundredths(hundredths: i32) -> Self {
        Percent { hundredths }
    }

    pub fn hundredths(self) -> i32 {
        self.hundredths
    }

    /// Reads a JSON number as a percentage.
    pub fn parse_json_number(value: &Value) -> Result<Self, String> {
        let hundredths =
            hundredths::from_json(value, i64::from(MAX_HUNDREDTHS)).map_err(|error| match error {
                HundredthsError::NotANumber => "must be a number".to_string(),
                HundredthsError::TooPrecise(text) => format!("{text} has more than two decimal places"),
                HundredthsError::TooLarge(_) => "must be between 0 and 100".to_string(),
            })?;
        let hundredths = i32::try_from(hundredths).map_err(|_| "must be between 0 and 100".to_string())?;
        if hundredths < 0 {
            return Err("must be between 0 and 100".to_string());
        }
        Ok(Percent { hundredths })
    }
}

impl std::fmt::Display for Percent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", hundredths::to_number(i64::from(self.hundredths)))
    }
}

impl Type for Percent {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "percent".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        let mut schema = MetaSchema::new("number");
        schema.rust_typename = Some(std::any::type_name::<Percent>());
        schema.description =
            Some("A percentage from 0 to 100, at most two decimal places (6.49 means 6.49 %).");
        schema.example = Some(Value::Number(hundredths::to_number(649)));
        schema.minimum = Some(0.0);
        schema.maximum = Some(100.0);
        MetaSchemaRef::Inline(Box::new(schema))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl ParseFromJSON for Percent {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value.unwrap_or_default() {
            number @ Value::Number(_) => Percent::parse_json_number(&number).map_err(ParseError::custom),
            other => Err(ParseError::expected_type(other)),
        }
    }
}

impl ToJSON for Percent {
    fn to_json(&self) -> Option<Value> {
        Some(Value::Number(hundredths::to_number(i64::from(self.hundredths))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> Result<Percent, String> {
        Percent::parse_json_number(&serde_json::from_str(json).unwrap())
    }

    #[test]
    fn round_trips_rates_exactly() {
        for text in ["6.49", "10.5", "17.5", "28", "0", "100", "0.07", "4.1"] {
            let percent = parse(text).unwrap();
            assert_eq!(serde_json::to_string(&percent.to_json().unwrap()).unwrap(), text, "{text}");
        }
        assert_eq!(parse("6.49").unwrap().hundredths(), 649);
    }

    #[test]
    fn rejects_out_of_range_and_over_precise() {
        assert!(parse("-0.01").is_err());
        assert!(parse("100.01").is_err());
        assert!(parse("6.495").unwrap_err().contains("two decimal places"));
        assert!(parse("\"6.5\"").is_err());
    }
}
