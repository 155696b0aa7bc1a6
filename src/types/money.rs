use std::borrow::Cow;

use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type},
};
use serde_json::{Number, Value};

use super::hundredths::{self, HundredthsError};

/// An amount of New Zealand dollars, exact to the cent.
///
/// On the wire it is a JSON number with at most two decimal places (the spec says "number";
/// poem-openapi's own `Decimal` would be a string). Inside it is a whole number of cents, so
/// no arithmetic ever happens in floating point, and the database stores integer cents
/// (SQLite has no exact decimal column).
///
/// Parsing goes through the shortest decimal text that reproduces the JSON number, which is
/// exactly what the client wrote for every amount of up to 15 significant digits; more than two decimal
/// places is a 400, never a silent rounding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Money {
    cents: i64,
}

/// The largest amount in cents: 15 significant digits, the most a JSON number (an IEEE
/// double) is guaranteed to carry through any parser and back exactly.
const MAX_CENTS: i64 = 999_999_999_999_999;

impl Money {
    pub const ZERO: Money = Money { cents: 0 };

    pub fn from_cents(cents: i64) -> Self {
        Money { cents }
    }

    pub fn cents(self) -> i64 {
        self.cents
    }

    pub fn is_negative(self) -> bool {
        self.cents < 0
    }

    /// Parses the decimal text of an amount, e.g. `"1234567.89"`.
    pub fn parse_decimal(text: &str) -> Result<Self, String> {
        hundredths::parse(text, MAX_CENTS).map(Money::from_cents).map_err(|error| describe(&error, text))
    }

    fn to_number(self) -> Number {
        hundredths::to_number(self.cents)
    }
}

fn describe(error: &HundredthsError, text: &str) -> String {
    match error {
        HundredthsError::NotANumber => format!("`{text}` is not an amount of money"),
        HundredthsError::TooPrecise(text) => {
            format!("{text} has more than two decimal places; amounts are exact to the cent")
        }
        HundredthsError::TooLarge(text) => {
            format!("must be at most {} in size (got {text})", MAX_CENTS / 100)
        }
    }
}

/// Lets poem-openapi's `minimum`/`maximum` validators state a field's bounds in the schema
/// (`#[oai(validator(minimum(value = "0")))]`). Only for those comparisons: no arithmetic on
/// money goes through a float.
impl num_traits::AsPrimitive<f64> for Money {
    fn as_(self) -> f64 {
        self.cents as f64 / 100.0
    }
}

impl std::ops::Add for Money {
    type Output = Money;

    fn add(self, other: Money) -> Money {
        Money::from_cents(self.cents.saturating_add(other.cents))
    }
}

impl std::iter::Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        iter.fold(Money::ZERO, |total, amount| total + amount)
    }
}

impl Type for Money {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "money".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        let mut schema = MetaSchema::new("number");
        schema.rust_typename = Some(std::any::type_name::<Money>());
        schema.description = Some("An amount in New Zealand dollars, at most two decimal places.");
        schema.example = Some(Value::Number(Money::from_cents(123_456_789).to_number()));
        schema.minimum = Some(-(MAX_CENTS as f64) / 100.0);
        schema.maximum = Some(MAX_CENTS as f64 / 100.0);
        MetaSchemaRef::Inline(Box::new(schema))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl Money {
    /// Reads a JSON number as an amount.
    pub fn parse_json_number(value: &Value) -> Result<Self, String> {
        let Some(text) = hundredths::json_text(value) else {
            return Err(
                if value.is_number() { "must be an amount of money" } else { "must be a number" }.to_string()
            );
        };
        Money::parse_decimal(&text)
    }
}

impl ParseFromJSON for Money {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value.unwrap_or_default() {
            number @ Value::Number(_) => Money::parse_json_number(&number).map_err(ParseError::custom),
            other => Err(ParseError::expected_type(other)),
        }
    }
}

impl ToJSON for Money {
    fn to_json(&self) -> Option<Value> {
        Some(Value::Number(self.to_number()))
    }
}

/// The same number as `ToJSON`, for responses serialised straight into bytes.
impl serde::Serialize for Money {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&self.to_number(), serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> Result<Money, String> {
        Money::parse_from_json(Some(serde_json::from_str(json).unwrap()))
            .map_err(|error| error.into_message())
    }

    fn print(money: Money) -> String {
        serde_json::to_string(&money.to_json().unwrap()).unwrap()
    }

    #[test]
    fn round_trips_amounts_exactly() {
        for text in
            ["1234567.89", "0.1", "0.2", "0.3", "0.07", "19.99", "9999999999999.99", "-9999999999999.99"]
        {
            let money = parse(text).unwrap();
            assert_eq!(print(money), text, "{text}");
        }
        assert_eq!(parse("1234567.89").unwrap().cents(), 123_456_789);
        assert_eq!(parse("0.1").unwrap() + parse("0.2").unwrap(), parse("0.3").unwrap());
    }

    #[test]
    fn accepts_whole_numbers_and_trailing_zeros() {
        assert_eq!(parse("250").unwrap().cents(), 25_000);
        assert_eq!(parse("250.50").unwrap().cents(), 25_050);
        assert_eq!(parse("-4.5").unwrap().cents(), -450);
    }

    #[test]
    fn rejects_fractions_of_a_cent_and_non_numbers() {
        assert!(parse("0.30000000000000004").is_err());
        assert!(parse("1.005").is_err());
        assert!(parse("\"12.50\"").is_err());
        assert!(parse("1e300").is_err());
        assert!(parse("10000000000000").is_err());
    }

    #[test]
    fn tiny_amounts_are_too_precise_never_zero() {
        for json in ["1e-7", "1e-30", "1e-300", "5e-324", "-5e-324"] {
            assert!(parse(json).unwrap_err().contains("more than two decimal places"), "{json}");
        }
        assert!(parse("1e300").unwrap_err().contains("must be at most"));
    }
}
