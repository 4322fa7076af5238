//! Weekly sessions in London wall-clock time, turned into instants. A
//! session booked for Monday 17:00 stays at 17:00 in London across the
//! clock changes, so its UTC instant moves by an hour twice a year.

use chrono::{Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Europe::London;

/// One occurrence of a weekly slot: its London date and its start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Occurrence {
    /// `yyyy-MM-dd` in London.
    pub date: String,
    /// Epoch milliseconds.
    pub starts_at: i64,
}

/// The instant of `minutes` after midnight on a London date. Sessions run
/// from 08:00, far from the clock changes at 01:00–02:00, but a time in a
/// skipped hour moves forward and a repeated hour takes its first instant.
pub fn london_instant(date: NaiveDate, minutes: i64) -> i64 {
    let time = NaiveTime::MIN + Duration::minutes(minutes.clamp(0, 24 * 60 - 1));
    let local = date.and_time(time);
    let zoned = London.from_local_datetime(&local).earliest().or_else(|| {
        London
            .from_local_datetime(&(local + Duration::hours(1)))
            .earliest()
    });
    match zoned {
        Some(instant) => instant.timestamp_millis(),
        // Unreachable for London's rules; fall back to reading it as UTC.
        None => Utc.from_utc_datetime(&local).timestamp_millis(),
    }
}

/// The occurrences of a weekly slot (day 0 = Monday, minutes from midnight)
/// that start after `after` (epoch ms), for `weeks` weeks.
pub fn weekly_occurrences(
    day_of_week: i64,
    minutes: i64,
    after: i64,
    weeks: u32,
) -> Vec<Occurrence> {
    let Some(start) = chrono::DateTime::from_timestamp_millis(after) else {
        return Vec::new();
    };
    let today = start.with_timezone(&London).date_naive();
    let offset = (day_of_week - i64::from(today.weekday().num_days_from_monday())).rem_euclid(7);
    let first = today + Duration::days(offset);
    (0..=i64::from(weeks))
        .map(|week| first + Duration::weeks(week))
        .map(|date| Occurrence {
            date: date.format("%Y-%m-%d").to_string(),
            starts_at: london_instant(date, minutes),
        })
        .filter(|occurrence| occurrence.starts_at > after)
        .take(weeks as usize)
        .collect()
}

/// The occurrence of a weekly slot in the week (Monday to Sunday) of the
/// London date `date` (`yyyy-MM-dd`); `None` for a date that is not one.
pub fn occurrence_in_week_of(date: &str, day_of_week: i64, minutes: i64) -> Option<Occurrence> {
    let date = NaiveDate::parse_from_str(date, "%Y-%m-%d").ok()?;
    let monday = date - Duration::days(i64::from(date.weekday().num_days_from_monday()));
    let day = monday + Duration::days(day_of_week.rem_euclid(7));
    Some(Occurrence {
        date: day.format("%Y-%m-%d").to_string(),
        starts_at: london_instant(day, minutes),
    })
}

/// The London calendar date of an instant: the day a family or a tutor
/// would call it.
pub fn london_date(instant: i64) -> NaiveDate {
    london_time(instant).date_naive()
}

/// An instant on London's wall clock, for showing it to a family.
pub fn london_time(instant: i64) -> chrono::DateTime<chrono_tz::Tz> {
    chrono::DateTime::from_timestamp_millis(instant)
        .unwrap_or_default()
        .with_timezone(&London)
}

/// Monday 00:00 in London of the week holding `instant`: the start of a
/// family's week, whichever side of a clock change.
pub fn london_week_start(instant: i64) -> i64 {
    let day = london_date(instant);
    let monday = day - Duration::days(i64::from(day.weekday().num_days_from_monday()));
    london_instant(monday, 0)
}

/// The London day of week (0 = Monday) and minutes from midnight of an
/// instant, for showing a session's weekly slot.
pub fn london_slot(instant: i64) -> (i64, i64) {
    let local = london_time(instant);
    let minutes = local
        .time()
        .signed_duration_since(NaiveTime::MIN)
        .num_minutes();
    (i64::from(local.weekday().num_days_from_monday()), minutes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(text: &str) -> i64 {
        chrono::DateTime::parse_from_rfc3339(text)
            .unwrap()
            .timestamp_millis()
    }

    fn iso(millis: i64) -> String {
        chrono::DateTime::from_timestamp_millis(millis)
            .unwrap()
            .format("%Y-%m-%dT%H:%MZ")
            .to_string()
    }

    #[test]
    fn a_monday_five_pm_session_stays_at_five_in_london_across_march() {
        // The clocks go forward on Sunday 29 March 2026.
        let after = utc("2026-03-17T12:00:00Z");
        let occurrences = weekly_occurrences(0, 17 * 60, after, 3);
        let starts: Vec<String> = occurrences.iter().map(|o| iso(o.starts_at)).collect();
        assert_eq!(
            starts,
            [
                "2026-03-23T17:00Z", // GMT
                "2026-03-30T16:00Z", // BST: still 17:00 in London
                "2026-04-06T16:00Z",
            ]
        );
        assert_eq!(occurrences[1].date, "2026-03-30");
        for occurrence in &occurrences {
            assert_eq!(london_slot(occurrence.starts_at), (0, 17 * 60));
        }
    }

    #[test]
    fn and_across_october() {
        // The clocks go back on Sunday 25 October 2026.
        let after = utc("2026-10-13T12:00:00Z");
        let starts: Vec<String> = weekly_occurrences(0, 17 * 60, after, 3)
            .iter()
            .map(|o| iso(o.starts_at))
            .collect();
        assert_eq!(
            starts,
            [
                "2026-10-19T16:00Z",
                "2026-10-26T17:00Z",
                "2026-11-02T17:00Z"
            ]
        );
    }

    #[test]
    fn the_first_occurrence_is_the_next_one_after_the_moment() {
        // Monday 23 November 2026, 17:30 London: today's 17:00 has passed.
        let after = utc("2026-11-23T17:30:00Z");
        let dates: Vec<String> = weekly_occurrences(0, 17 * 60, after, 2)
            .into_iter()
            .map(|o| o.date)
            .collect();
        assert_eq!(dates, ["2026-11-30", "2026-12-07"]);
        // Today's evening slot is still ahead.
        let dates: Vec<String> = weekly_occurrences(0, 18 * 60, after, 1)
            .into_iter()
            .map(|o| o.date)
            .collect();
        assert_eq!(dates, ["2026-11-23"]);
        // Sunday comes later in the same week.
        let dates: Vec<String> = weekly_occurrences(6, 9 * 60, after, 1)
            .into_iter()
            .map(|o| o.date)
            .collect();
        assert_eq!(dates, ["2026-11-29"]);
    }

    #[test]
    fn skipped_and_repeated_hours_resolve() {
        let spring = NaiveDate::from_ymd_opt(2026, 3, 29).unwrap();
        assert_eq!(iso(london_instant(spring, 90)), "2026-03-29T01:30Z");
        let autumn = NaiveDate::from_ymd_opt(2026, 10, 25).unwrap();
        assert_eq!(iso(london_instant(autumn, 90)), "2026-10-25T00:30Z");
    }

    #[test]
    fn the_occurrence_in_a_dates_week_is_that_weeks_slot() {
        // Tuesday 15 December 2026: its week runs from Monday the 14th.
        let wednesday = occurrence_in_week_of("2026-12-15", 2, 17 * 60).unwrap();
        assert_eq!(wednesday.date, "2026-12-16");
        assert_eq!(iso(wednesday.starts_at), "2026-12-16T17:00Z");
        let monday = occurrence_in_week_of("2026-12-20", 0, 9 * 60).unwrap();
        assert_eq!(monday.date, "2026-12-14", "Sunday's week began on Monday");
        // Summer time: 17:00 in London is 16:00 UTC.
        let june = occurrence_in_week_of("2026-06-10", 4, 17 * 60).unwrap();
        assert_eq!(iso(june.starts_at), "2026-06-12T16:00Z");
        assert!(occurrence_in_week_of("15/12/2026", 0, 0).is_none());
    }

    #[test]
    fn a_week_starts_on_monday_midnight_in_london() {
        // The clocks go forward on Sunday 29 March 2026: that Sunday noon
        // is in the week that began at Monday 00:00 GMT…
        assert_eq!(
            iso(london_week_start(utc("2026-03-29T12:00:00Z"))),
            "2026-03-23T00:00Z"
        );
        // …and Monday 30 March 00:30 in London begins the next week, from
        // 00:00 summer time.
        assert_eq!(
            iso(london_week_start(utc("2026-03-29T23:30:00Z"))),
            "2026-03-29T23:00Z"
        );
    }
}
