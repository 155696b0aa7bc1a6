//! Exact decimal numbers with at most two decimal places (money, percentages), read from JSON
//! as a whole number of hundredths, so no arithmetic ever happens in floating point.

use std::str::FromStr;

use rust_decimal::{Decimal, prelude::ToPrimitive};
use serde_json::{Number, Value};

/// Why a number could not be read as hundredths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HundredthsError {
    NotANumber,
    /// More than two decimal places (the text as the client wrote it).
    TooPrecise(String),
    /// Beyond what fits exactly (the text as the client wrote it).
    TooLarge(String),
}

/// The text of a JSON number as the client wrote it.
///
/// Rust prints a double as its shortest round-trip decimal, never in exponent form, which for
/// every number of up to 15 significant digits is exactly what the client sent.
pub fn json_text(value: &Value) -> Option<String> {
    let Value::Number(number) = value else { return None };
    match (number.as_i64(), number.as_f64()) {
        (Some(whole), _) => Some(whole.to_string()),
        (None, Some(double)) => Some(double.to_string()),
        _ => None,
    }
}

/// Reads decimal text such as `"1234567.89"` as hundredths, at most `max_abs` either way.
pub fn parse(text: &str, max_abs: i64) -> Result<i64, HundredthsError> {
    // Decided on the text first: a decimal type rounds digits past its own precision (28
    // places), which would read `0.000…0001` as 0.
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.get(2..).is_some_and(|rest| rest.bytes().any(|digit| digit != b'0')) {
        return Err(HundredthsError::TooPrecise(text.to_string()));
    }
    if whole.trim_start_matches('-').trim_start_matches('0').len() > 16 {
        return Err(HundredthsError::TooLarge(text.to_string()));
    }
    let number = Decimal::from_str(text).map_err(|_| HundredthsError::NotANumber)?.normalize();
    if number.scale() > 2 {
        return Err(HundredthsError::TooPrecise(text.to_string()));
    }
    (number * Decimal::ONE_HUNDRED)
        .to_i64()
        .filter(|hundredths| hundredths.abs() <= max_abs)
        .ok_or_else(|| HundredthsError::TooLarge(text.to_string()))
}

/// Reads a JSON number as hundredths, at most `max_abs` either way.
pub fn from_json(value: &Value, max_abs: i64) -> Result<i64, HundredthsError> {
    parse(&json_text(value).ok_or(HundredthsError::NotANumber)?, max_abs)
}

/// The JSON number of `hundredths`: a whole value is an integer (`28`, not `28.0`); otherwise
/// dividing an integer of at most 15 digits by 100 gives the double nearest the exact value,
/// whose shortest text (what serde_json prints) is that value.
pub fn to_number(hundredths: i64) -> Number {
    if hundredths % 100 == 0 {
        return Number::from(hundredths / 100);
    }
    Number::from_f64(hundredths as f64 / 100.0).unwrap_or_else(|| Number::from(0))
}
