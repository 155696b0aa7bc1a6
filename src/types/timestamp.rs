use chrono::{DateTime, SecondsFormat, Utc};
use chrono_tz::Pacific::Auckland;

use super::scalar::string_scalar;

/// An instant, stored in UTC and shown in New Zealand time: ISO 8601 with the
/// `Pacific/Auckland` offset in force at that instant (`+13:00` during daylight time,
/// `+12:00` otherwise), e.g. `2026-01-15T09:30:00+13:00`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NzTimestamp(pub DateTime<Utc>);

impl NzTimestamp {
    pub(crate) fn parse_text(text: &str) -> Result<Self, String> {
        DateTime::parse_from_rfc3339(text)
            .map(|instant| NzTimestamp(instant.with_timezone(&Utc)))
            .map_err(|_| format!("must be an ISO 8601 timestamp with an offset (got `{text}`)"))
    }

    fn format_text(&self) -> String {
        self.0.with_timezone(&Auckland).to_rfc3339_opts(SecondsFormat::Secs, false)
    }
}

impl From<DateTime<Utc>> for NzTimestamp {
    fn from(instant: DateTime<Utc>) -> Self {
        NzTimestamp(instant)
    }
}

string_scalar!(NzTimestamp, name: "nz_timestamp", format: "date-time",
    description: "ISO 8601 timestamp in New Zealand time (Pacific/Auckland offset).",
    example: "2026-01-15T09:30:00+13:00");

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(utc: &str) -> String {
        NzTimestamp(utc.parse().unwrap()).format_text()
    }

    #[test]
    fn uses_daylight_offset_in_summer_and_standard_offset_in_winter() {
        assert_eq!(shown("2026-01-14T20:30:00Z"), "2026-01-15T09:30:00+13:00");
        assert_eq!(shown("2026-07-14T21:30:00Z"), "2026-07-15T09:30:00+12:00");
    }

    #[test]
    fn switches_offset_at_the_daylight_saving_boundaries() {
        // 2026: daylight time ends 5 April 03:00 NZDT (14:00Z on 4 April) and starts
        // 27 September 02:00 NZST (14:00Z on 26 September).
        assert_eq!(shown("2026-04-04T13:59:59Z"), "2026-04-05T02:59:59+13:00");
        assert_eq!(shown("2026-04-04T14:00:00Z"), "2026-04-05T02:00:00+12:00");
        assert_eq!(shown("2026-09-26T13:59:59Z"), "2026-09-27T01:59:59+12:00");
        assert_eq!(shown("2026-09-26T14:00:00Z"), "2026-09-27T03:00:00+13:00");
    }
}
