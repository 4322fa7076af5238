//! Slot maths: a week is seven days of 96 quarter-hour slots, stored as
//! (day_of_week, minutes from midnight) in London wall-clock time.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const DAYS_PER_WEEK: usize = 7;
pub const SLOT_MINUTES: i64 = 15;
pub const MINUTES_PER_DAY: i64 = 24 * 60;
pub const DAY_NAMES: [&str; DAYS_PER_WEEK] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// Whether `time` (minutes from midnight) starts a slot.
pub fn is_slot_time(time: i64) -> bool {
    (0..MINUTES_PER_DAY).contains(&time) && time % SLOT_MINUTES == 0
}

pub fn is_day(day_of_week: i64) -> bool {
    (0..DAYS_PER_WEEK as i64).contains(&day_of_week)
}

/// The slot start times from `from` up to but excluding `until`: adding
/// 17:00–18:00 gives 17:00, 17:15, 17:30 and 17:45.
pub fn slot_times(from: i64, until: i64) -> impl Iterator<Item = i64> {
    let first = (from.max(0) + SLOT_MINUTES - 1) / SLOT_MINUTES * SLOT_MINUTES;
    (first..until.min(MINUTES_PER_DAY)).step_by(SLOT_MINUTES as usize)
}

/// The parts of the day a parent can prefer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum ApproxTime {
    #[serde(rename = "Morning (08:00-11:45)")]
    Morning,
    #[serde(rename = "Early Afternoon (12:00-14:45)")]
    EarlyAfternoon,
    #[serde(rename = "Late Afternoon (15:00-17:45)")]
    LateAfternoon,
    #[serde(rename = "Early Evening (18:00-20:45)")]
    EarlyEvening,
    #[serde(rename = "Late Evening (21:00-23:45)")]
    LateEvening,
}

impl ApproxTime {
    pub const ALL: [ApproxTime; 5] = [
        ApproxTime::Morning,
        ApproxTime::EarlyAfternoon,
        ApproxTime::LateAfternoon,
        ApproxTime::EarlyEvening,
        ApproxTime::LateEvening,
    ];

    /// Slot start times covered, in minutes: the label's first and last
    /// start, both included.
    pub fn starts(self) -> std::ops::RangeInclusive<i64> {
        let (from_hour, to_hour) = match self {
            ApproxTime::Morning => (8, 11),
            ApproxTime::EarlyAfternoon => (12, 14),
            ApproxTime::LateAfternoon => (15, 17),
            ApproxTime::EarlyEvening => (18, 20),
            ApproxTime::LateEvening => (21, 23),
        };
        from_hour * 60..=to_hour * 60 + 45
    }

    pub fn covers(self, time: i64) -> bool {
        self.starts().contains(&time)
    }
}

/// `hh:mm` for minutes from midnight.
pub fn clock(time: i64) -> String {
    format!("{:02}:{:02}", time / 60, time % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_gives_its_slots_up_to_but_excluding_the_end() {
        let table: [(i64, i64, Vec<i64>); 5] = [
            (17 * 60, 18 * 60, vec![1020, 1035, 1050, 1065]),
            (17 * 60, 17 * 60, vec![]),
            (18 * 60, 17 * 60, vec![]),
            (23 * 60 + 30, 24 * 60, vec![1410, 1425]),
            (10, 40, vec![15, 30]),
        ];
        for (from, until, expected) in table {
            assert_eq!(slot_times(from, until).collect::<Vec<_>>(), expected);
        }
    }

    #[test]
    fn slot_times_are_quarter_hours_of_one_day() {
        assert!(is_slot_time(0));
        assert!(is_slot_time(1425));
        assert!(!is_slot_time(1440));
        assert!(!is_slot_time(-15));
        assert!(!is_slot_time(20));
    }

    #[test]
    fn approximate_times_cover_their_labels() {
        let json = serde_json::to_string(&ApproxTime::LateAfternoon).unwrap();
        assert_eq!(json, "\"Late Afternoon (15:00-17:45)\"");
        assert!(ApproxTime::Morning.covers(8 * 60));
        assert!(ApproxTime::Morning.covers(11 * 60 + 45));
        assert!(!ApproxTime::Morning.covers(12 * 60));
        assert!(ApproxTime::LateEvening.covers(23 * 60 + 45));
        // Every slot from 08:00 on belongs to exactly one part of the day.
        for time in slot_times(8 * 60, MINUTES_PER_DAY) {
            let owners = ApproxTime::ALL.iter().filter(|part| part.covers(time));
            assert_eq!(owners.count(), 1, "{}", clock(time));
        }
    }
}
