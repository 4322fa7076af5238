//! The answer-review table's Token and Performance columns, decided
//! once for the server and the UI.

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use crate::content::Decision;
use crate::game::clock::DAY_MILLIS;

/// Reviewing earns a pending token only within this many days.
pub const REVIEW_WINDOW_DAYS: i64 = 14;
/// Answers from before this moment (1 December 2022, UTC, epoch ms) never
/// carried tokens.
pub const TOKEN_CUTOFF_MILLIS: i64 = 1_669_852_800_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TokenColumn {
    #[serde(rename = "n/a")]
    NotApplicable,
    Pending,
    Awarded,
}

/// n/a for answers older than 14 days or before the cut-off; pending for a
/// wrong or passed answer not yet reviewed; otherwise awarded.
pub fn token_column(result: Decision, reviewed: bool, answered_at: i64, now: i64) -> TokenColumn {
    if answered_at < TOKEN_CUTOFF_MILLIS || now - answered_at > REVIEW_WINDOW_DAYS * DAY_MILLIS {
        TokenColumn::NotApplicable
    } else if result != Decision::Correct && !reviewed {
        TokenColumn::Pending
    } else {
        TokenColumn::Awarded
    }
}

/// Whether reviewing this answer now turns its pending token into a real one.
pub fn review_earns_token(result: Decision, answered_at: i64, now: i64) -> bool {
    token_column(result, false, answered_at, now) == TokenColumn::Pending
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PerformanceColumn {
    Wrong,
    Pass,
    Perfect,
    Okay,
    #[serde(rename = "good effort")]
    GoodEffort,
}

/// wrong, pass; for a correct answer perfect within the standard time,
/// okay within the maximum time, otherwise good effort.
pub fn performance_column(
    result: Decision,
    response_time_pc: f64,
    response_time: f64,
    maximum_time: f64,
) -> PerformanceColumn {
    match result {
        Decision::Incorrect => PerformanceColumn::Wrong,
        Decision::Passed => PerformanceColumn::Pass,
        Decision::Correct if response_time_pc <= 100.0 => PerformanceColumn::Perfect,
        Decision::Correct if response_time <= maximum_time => PerformanceColumn::Okay,
        Decision::Correct => PerformanceColumn::GoodEffort,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReviewedColumn {
    Help,
    Okay,
    Todo,
}

/// help while help is requested and unresolved; okay once reviewed or help
/// was asked; todo otherwise.
pub fn reviewed_column(reviewed: bool, help_requested: bool, resolved: bool) -> ReviewedColumn {
    if help_requested && !resolved {
        ReviewedColumn::Help
    } else if reviewed || help_requested {
        ReviewedColumn::Okay
    } else {
        ReviewedColumn::Todo
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = TOKEN_CUTOFF_MILLIS + 400 * DAY_MILLIS;

    #[test]
    fn token_column_table() {
        use Decision::*;
        use TokenColumn::*;
        let table = [
            (Correct, false, NOW - DAY_MILLIS, Awarded),
            (Incorrect, false, NOW - DAY_MILLIS, Pending),
            (Passed, false, NOW - 14 * DAY_MILLIS, Pending),
            (Incorrect, true, NOW - DAY_MILLIS, Awarded),
            (Incorrect, false, NOW - 15 * DAY_MILLIS, NotApplicable),
            (Correct, true, TOKEN_CUTOFF_MILLIS - 1, NotApplicable),
        ];
        for (result, reviewed, at, expected) in table {
            assert_eq!(
                token_column(result, reviewed, at, NOW),
                expected,
                "{result:?} {reviewed} {at}"
            );
        }
        assert!(review_earns_token(Incorrect, NOW - DAY_MILLIS, NOW));
        assert!(!review_earns_token(Correct, NOW - DAY_MILLIS, NOW));
        assert!(!review_earns_token(Passed, NOW - 20 * DAY_MILLIS, NOW));
    }

    #[test]
    fn performance_column_table() {
        use Decision::*;
        use PerformanceColumn::*;
        let table = [
            (Incorrect, 50.0, 5.0, 60.0, Wrong),
            (Passed, 200.0, 40.0, 60.0, Pass),
            (Correct, 100.0, 20.0, 60.0, Perfect),
            (Correct, 150.0, 30.0, 60.0, Okay),
            (Correct, 400.0, 80.0, 60.0, GoodEffort),
        ];
        for (result, pc, time, maximum, expected) in table {
            assert_eq!(performance_column(result, pc, time, maximum), expected);
        }
    }

    #[test]
    fn reviewed_column_table() {
        use ReviewedColumn::*;
        let table = [
            (false, false, false, Todo),
            (true, false, false, Okay),
            (true, true, false, Help),
            (true, true, true, Okay),
            (false, true, true, Okay),
        ];
        for (reviewed, help, resolved, expected) in table {
            assert_eq!(reviewed_column(reviewed, help, resolved), expected);
        }
    }
}
