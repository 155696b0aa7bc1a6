//! Working days as the Privacy Act 2020 (s 7) defines them: every day except Saturdays,
//! Sundays, Good Friday, Easter Monday, Anzac Day, Labour Day, the Sovereign's birthday,
//! Matariki and Waitangi Day; the Monday after Waitangi Day or Anzac Day when either falls on
//! a weekend; and every day from 25 December to 15 January. An agency decides on a request
//! "within 20 working days after the day on which the request is received" (s 44).
//!
//! National holidays only: regional anniversary days are not working-day exclusions under the
//! Act's definition, and are out of scope. Christmas, Boxing Day and the New Year holidays
//! (and their Mondayised days) all fall within 25 December to 15 January, so the summer
//! period covers them. Matariki has no rule to compute it: its dates are the schedule of
//! Te Kāhui o Matariki Public Holiday Act 2022, kept here for the years below.

use chrono::{Datelike, Duration, NaiveDate, Weekday};

/// Matariki Observance Day (always a Friday), by year, from the Act's schedule.
const MATARIKI: [(i32, u32, u32); 10] = [
    (2022, 6, 24),
    (2023, 7, 14),
    (2024, 6, 28),
    (2025, 6, 20),
    (2026, 7, 10),
    (2027, 6, 25),
    (2028, 7, 14),
    (2029, 7, 6),
    (2030, 6, 21),
    (2031, 7, 11),
];

/// The first and last years the table holds.
pub const TABLE_YEARS: (i32, i32) = (MATARIKI[0].0, MATARIKI[MATARIKI.len() - 1].0);

/// The working day count asked for reaches a year this table does not hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutsideTable(pub i32);

/// Easter Sunday of `year` (the Anonymous Gregorian algorithm).
fn easter_sunday(year: i32) -> NaiveDate {
    let a = year % 19;
    let b = year / 100;
    let c = year % 100;
    let d = b / 4;
    let e = b % 4;
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let i = c / 4;
    let k = c % 4;
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    date(year, month as u32, day as u32)
}

fn date(year: i32, month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, day).expect("a calendar date")
}

/// The `n`th (1-based) `weekday` of `month`.
fn nth_weekday(year: i32, month: u32, weekday: Weekday, n: u32) -> NaiveDate {
    NaiveDate::from_weekday_of_month_opt(year, month, weekday, n as u8).expect("a weekday of the month")
}

/// A holiday observed on its date, or on the Monday after when it falls on a weekend.
fn mondayised(day: NaiveDate) -> NaiveDate {
    match day.weekday() {
        Weekday::Sat => day + Duration::days(2),
        Weekday::Sun => day + Duration::days(1),
        _ => day,
    }
}

/// The days of `year`, other than weekends and the summer period, that are not working days,
/// in date order; `None` for a year the table does not hold.
pub fn holidays(year: i32) -> Option<Vec<(NaiveDate, &'static str)>> {
    let (_, month, day) = MATARIKI.iter().find(|(known, _, _)| *known == year)?;
    let easter = easter_sunday(year);
    let mut days = vec![
        (mondayised(date(year, 2, 6)), "Waitangi Day"),
        (easter - Duration::days(2), "Good Friday"),
        (easter + Duration::days(1), "Easter Monday"),
        (mondayised(date(year, 4, 25)), "Anzac Day"),
        (nth_weekday(year, 6, Weekday::Mon, 1), "King's Birthday"),
        (date(year, *month, *day), "Matariki"),
        (nth_weekday(year, 10, Weekday::Mon, 4), "Labour Day"),
    ];
    days.sort();
    Some(days)
}

/// Whether `day` falls from 25 December to 15 January.
fn in_summer_period(day: NaiveDate) -> bool {
    (day.month() == 12 && day.day() >= 25) || (day.month() == 1 && day.day() <= 15)
}

/// Whether `day` is a working day; an error for a year the table does not hold.
pub fn is_working_day(day: NaiveDate) -> Result<bool, OutsideTable> {
    let holidays = holidays(day.year()).ok_or(OutsideTable(day.year()))?;
    Ok(!matches!(day.weekday(), Weekday::Sat | Weekday::Sun)
        && !in_summer_period(day)
        && !holidays.iter().any(|(holiday, _)| *holiday == day))
}

/// The `count`th working day after `received` (the day of receipt is not counted): the last
/// day to decide a request received that day, for `count` 20.
pub fn working_days_after(received: NaiveDate, count: u32) -> Result<NaiveDate, OutsideTable> {
    let mut day = received;
    let mut counted = 0;
    while counted < count {
        day = day.succ_opt().ok_or(OutsideTable(day.year()))?;
        if is_working_day(day)? {
            counted += 1;
        }
    }
    Ok(day)
}

/// The Privacy Act's time to decide on a request: 20 working days.
pub const DECIDE_WITHIN: u32 = 20;

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn holiday_dates(year: i32) -> Vec<String> {
        holidays(year).unwrap().into_iter().map(|(day, _)| day.to_string()).collect()
    }

    // Each year's national holidays outside the summer period, as Employment New Zealand
    // publishes them (Mondayised where the Act says).
    #[test]
    fn holidays_2024() {
        assert_eq!(
            holiday_dates(2024),
            [
                "2024-02-06",
                "2024-03-29",
                "2024-04-01",
                "2024-04-25",
                "2024-06-03",
                "2024-06-28",
                "2024-10-28"
            ]
        );
    }

    #[test]
    fn holidays_2025() {
        assert_eq!(
            holiday_dates(2025),
            [
                "2025-02-06",
                "2025-04-18",
                "2025-04-21",
                "2025-04-25",
                "2025-06-02",
                "2025-06-20",
                "2025-10-27"
            ]
        );
    }

    #[test]
    fn holidays_2026_anzac_day_on_a_saturday_is_mondayised() {
        assert_eq!(
            holiday_dates(2026),
            [
                "2026-02-06",
                "2026-04-03",
                "2026-04-06",
                "2026-04-27",
                "2026-06-01",
                "2026-07-10",
                "2026-10-26"
            ]
        );
    }

    #[test]
    fn holidays_2027_waitangi_day_on_a_saturday_is_mondayised() {
        assert_eq!(
            holiday_dates(2027),
            [
                "2027-02-08",
                "2027-03-26",
                "2027-03-29",
                "2027-04-26",
                "2027-06-07",
                "2027-06-25",
                "2027-10-25"
            ]
        );
    }

    #[test]
    fn holidays_2028_waitangi_day_on_a_sunday_is_mondayised() {
        assert_eq!(
            holiday_dates(2028),
            [
                "2028-02-07",
                "2028-04-14",
                "2028-04-17",
                "2028-04-25",
                "2028-06-05",
                "2028-07-14",
                "2028-10-23"
            ]
        );
    }

    #[test]
    fn holidays_2029() {
        assert_eq!(
            holiday_dates(2029),
            [
                "2029-02-06",
                "2029-03-30",
                "2029-04-02",
                "2029-04-25",
                "2029-06-04",
                "2029-07-06",
                "2029-10-22"
            ]
        );
    }

    #[test]
    fn holidays_2030() {
        assert_eq!(
            holiday_dates(2030),
            [
                "2030-02-06",
                "2030-04-19",
                "2030-04-22",
                "2030-04-25",
                "2030-06-03",
                "2030-06-21",
                "2030-10-28"
            ]
        );
    }

    #[test]
    fn twenty_working_days_skip_the_summer_period() {
        // Received Friday 19 Dec 2025: 22, 23, 24 Dec count, then nothing until Friday 16 Jan
        // 2026; Waitangi Day (Friday 6 Feb) does not count either.
        assert_eq!(working_days_after(d("2025-12-19"), DECIDE_WITHIN), Ok(d("2026-02-10")));
    }

    #[test]
    fn twenty_working_days_skip_a_mondayised_waitangi_day() {
        // Waitangi Day 2027 is a Saturday: Monday 8 February is not a working day.
        assert_eq!(working_days_after(d("2027-01-25"), DECIDE_WITHIN), Ok(d("2027-02-23")));
    }

    #[test]
    fn twenty_working_days_skip_matariki() {
        // Matariki 2026 is Friday 10 July.
        assert_eq!(working_days_after(d("2026-06-26"), DECIDE_WITHIN), Ok(d("2026-07-27")));
    }

    #[test]
    fn years_outside_the_table_are_an_error_not_a_guess() {
        assert_eq!(working_days_after(d("2031-12-20"), DECIDE_WITHIN), Err(OutsideTable(2032)));
        assert!(is_working_day(d("2021-06-01")).is_err());
    }
}
