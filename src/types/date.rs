use chrono::NaiveDate;

use super::scalar::string_scalar;

/// A calendar date without a time of day, `YYYY-MM-DD` on the wire (`format: date`).
///
/// chrono's own `NaiveDate` is documented by poem-openapi with the non-standard format
/// `naive-date`, which SDK generators do not understand; this type fixes the schema.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date(pub NaiveDate);

impl Date {
    pub(crate) fn parse_text(text: &str) -> Result<Self, String> {
        NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .ok()
            .filter(|_| text.len() == 10)
            .map(Date)
            .ok_or_else(|| format!("must be a date in the form YYYY-MM-DD (got `{text}`)"))
    }

    fn format_text(&self) -> String {
        // NaiveDate's Display is `%Y-%m-%d` (a sign only outside years 0–9999, as `%Y`) without
        // parsing a format string for every date of a page.
        self.0.to_string()
    }
}

string_scalar!(Date, name: "date", format: "date",
    description: "A calendar date, YYYY-MM-DD.", example: "2026-03-31");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_only_the_full_iso_form() {
        assert!(Date::parse_text("2026-02-28").is_ok());
        assert!(Date::parse_text("2026-02-30").is_err());
        assert!(Date::parse_text("2026-2-3").is_err());
        assert!(Date::parse_text("28/02/2026").is_err());
    }

    #[test]
    fn formats_as_the_iso_form_it_accepts() {
        for text in ["2026-02-28", "0001-01-01", "1900-12-31", "9999-12-31"] {
            assert_eq!(Date::parse_text(text).unwrap().format_text(), text);
        }
    }
}
