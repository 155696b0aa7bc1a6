use std::{borrow::Cow, marker::PhantomData};

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

/// The same number as `ToJSON`, for responses serialised straight into bytes.
impl serde::Serialize for Percent {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&hundredths::to_number(i64::from(self.hundredths)), serializer)
    }
}

/// A fixed set of percentages a field accepts, such as the KiwiSaver contribution rates.
pub trait PercentSet: Send + Sync + 'static {
    /// The accepted rates, in the order the schema lists them.
    const RATES: &'static [Percent];
}

/// A [`Percent`] that must be one of the rates of `S`. The schema lists the rates as `oneOf`
/// exact numbers (`{minimum: 3.5, maximum: 3.5}`) rather than an `enum`: SDK generators such as
/// openapi-python-client drop any schema with a numeric `enum`, and this form states the same
/// rule to every reader.
pub struct PercentOf<S: PercentSet>(pub Percent, PhantomData<S>);

impl<S: PercentSet> Clone for PercentOf<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S: PercentSet> Copy for PercentOf<S> {}

impl<S: PercentSet> std::fmt::Debug for PercentOf<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<S: PercentSet> Type for PercentOf<S> {
    const IS_REQUIRED: bool = true;
    type RawValueType = Percent;
    type RawElementValueType = Percent;

    fn name() -> Cow<'static, str> {
        "percent".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        let MetaSchemaRef::Inline(mut schema) = Percent::schema_ref() else {
            unreachable!("a percentage's schema is inline")
        };
        schema.one_of = S::RATES
            .iter()
            .map(|rate| {
                let value = f64::from(rate.hundredths()) / 100.0;
                let mut exactly = MetaSchema::new("number");
                exactly.minimum = Some(value);
                exactly.maximum = Some(value);
                MetaSchemaRef::Inline(Box::new(exactly))
            })
            .collect();
        schema.minimum = None;
        schema.maximum = None;
        schema.example = S::RATES.first().and_then(ToJSON::to_json);
        MetaSchemaRef::Inline(schema)
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(&self.0)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl<S: PercentSet> ParseFromJSON for PercentOf<S> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        let percent = Percent::parse_from_json(value).map_err(ParseError::propagate)?;
        if S::RATES.contains(&percent) {
            Ok(PercentOf(percent, PhantomData))
        } else {
            Err(ParseError::custom(format!("must be one of: {}", list(S::RATES))))
        }
    }
}

impl<S: PercentSet> ToJSON for PercentOf<S> {
    fn to_json(&self) -> Option<Value> {
        self.0.to_json()
    }
}

impl<S: PercentSet> serde::Serialize for PercentOf<S> {
    fn serialize<Z: serde::Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        serde::Serialize::serialize(&self.0, serializer)
    }
}

/// `3, 3.5, 4`: rates as a client writes them.
fn list(rates: &[Percent]) -> String {
    rates.iter().map(Percent::to_string).collect::<Vec<_>>().join(", ")
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
