//! Reading one variable's text: numbers in a range, hours, years, seconds and CIDR lists, each
//! refused with a message naming the variable.

use std::{str::FromStr, time::Duration};

use ipnet::IpNet;

use super::ConfigError;

pub(super) fn invalid(variable: &'static str, message: &str) -> ConfigError {
    ConfigError { variable, message: message.to_string() }
}

pub(super) fn parse_or<T: FromStr>(
    value: Option<String>,
    variable: &'static str,
    default: &str,
) -> Result<T, ConfigError>
where
    T::Err: std::fmt::Display,
{
    let text = value.unwrap_or_else(|| default.to_string());
    text.parse().map_err(|error: T::Err| invalid(variable, &format!("`{text}`: {error}")))
}

/// A whole number of hours from 1 to `max`; `span` says `max` in words for the message.
pub(super) fn hours(
    value: Option<String>,
    variable: &'static str,
    default: &str,
    max: u32,
    span: &str,
) -> Result<u32, ConfigError> {
    match parse_or(value, variable, default)? {
        hours if (1..=max).contains(&hours) => Ok(hours),
        _ => Err(invalid(variable, &format!("must be from 1 to {max} ({span})"))),
    }
}

/// A number of years from `least` (the statute's) to 100; `least` when unset.
pub(super) fn years_from(
    value: Option<String>,
    variable: &'static str,
    least: u32,
) -> Result<u32, ConfigError> {
    match parse_or(value, variable, &least.to_string())? {
        years if (least..=100).contains(&years) => Ok(years),
        _ => Err(invalid(variable, &format!("must be from {least} (the statute's) to 100 years"))),
    }
}

/// A time-out in whole seconds, from 1 to 3600.
pub(super) fn seconds(
    value: Option<String>,
    variable: &'static str,
    default: &str,
) -> Result<Duration, ConfigError> {
    match parse_or(value, variable, default)? {
        seconds @ 1..=3600 => Ok(Duration::from_secs(seconds)),
        _ => Err(invalid(variable, "must be a number of seconds from 1 to 3600")),
    }
}

/// Parses a comma-separated list of CIDRs; a bare address means that one address.
pub fn parse_cidrs(list: &str) -> Result<Vec<IpNet>, String> {
    list.split(',').map(str::trim).filter(|s| !s.is_empty()).map(parse_cidr).collect()
}

pub fn parse_cidr(text: &str) -> Result<IpNet, String> {
    text.parse::<IpNet>()
        .or_else(|_| text.parse::<std::net::IpAddr>().map(IpNet::from))
        .map_err(|_| format!("`{text}` is not a CIDR range such as 203.0.113.0/24"))
}
