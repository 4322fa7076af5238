//! Extra time for a child who needs it (docs/games.md, "Extra time").
//!
//! A parent may give a child more time in games. The whole game is then
//! played on a slower clock: it lasts longer, Pass opens later, the ghosts
//! answer more slowly, and each answer is scored on the time it took
//! divided by the same factor. A child on double time who answers in twice
//! the standard time scores exactly what a child on standard time scores
//! in the standard time, so totals, high scores and tokens stay fair.

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS, ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum TimeAllowance {
    /// Timed play, the default.
    #[default]
    Standard,
    /// Half as much time again (×1.5).
    OneAndAHalf,
    /// Twice the time (×2).
    Double,
}

impl TimeAllowance {
    pub const ALL: [TimeAllowance; 3] = [
        TimeAllowance::Standard,
        TimeAllowance::OneAndAHalf,
        TimeAllowance::Double,
    ];

    /// How much slower the game's clock runs.
    pub fn factor(self) -> f64 {
        match self {
            TimeAllowance::Standard => 1.0,
            TimeAllowance::OneAndAHalf => 1.5,
            TimeAllowance::Double => 2.0,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TimeAllowance::Standard => "standard",
            TimeAllowance::OneAndAHalf => "one_and_a_half",
            TimeAllowance::Double => "double",
        }
    }

    /// The allowance a stored name stands for; standard time for anything
    /// else, as a record written before extra time existed means it.
    pub fn parse(stored: &str) -> TimeAllowance {
        TimeAllowance::ALL
            .into_iter()
            .find(|allowance| allowance.as_str() == stored)
            .unwrap_or_default()
    }
}

/// Seconds a game lasts on the slower clock.
pub fn playing_seconds(duration_seconds: i64, factor: f64) -> i64 {
    (duration_seconds as f64 * clamp_factor(factor)).round() as i64
}

/// The seconds an answer is scored on: the time it took on the slower
/// clock, brought back to standard time.
pub fn standard_seconds(seconds_taken: f64, factor: f64) -> f64 {
    seconds_taken / clamp_factor(factor)
}

/// Whole seconds the ghosts have lived after `seconds_played` seconds of a
/// game: on extra time they live more slowly, so they answer less often.
pub fn ghost_seconds(seconds_played: i64, factor: f64) -> i64 {
    (seconds_played as f64 / clamp_factor(factor)).floor() as i64
}

/// The share of a game after which Pass opens on any question, however long
/// its standard time (docs/games.md, "Pass").
pub const PASS_AT_THE_LATEST: f64 = 0.5;

/// Seconds on the slower clock after which a question may be passed: its
/// standard time, or half the game if that comes first. Some questions'
/// standard time is longer than a short game; without the cap their Pass
/// would never open.
pub fn pass_opens_after(standard_time: i64, duration_seconds: i64, factor: f64) -> f64 {
    let latest = duration_seconds as f64 * PASS_AT_THE_LATEST;
    (standard_time.max(0) as f64).min(latest) * clamp_factor(factor)
}

/// A factor from storage or the wire, kept to the range extra time uses.
fn clamp_factor(factor: f64) -> f64 {
    if factor.is_finite() {
        factor.clamp(1.0, TimeAllowance::Double.factor())
    } else {
        1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scoring::points_for_answer;

    #[test]
    fn a_double_time_answer_in_twice_the_standard_time_scores_as_a_standard_one() {
        let standard = points_for_answer(10.0, standard_seconds(10.0, 1.0));
        let double = points_for_answer(10.0, standard_seconds(20.0, 2.0));
        assert_eq!(standard, double);
        assert_eq!(
            points_for_answer(8.0, standard_seconds(9.0, 1.5)),
            points_for_answer(8.0, 6.0)
        );
    }

    #[test]
    fn the_game_lasts_longer_and_the_ghosts_live_more_slowly() {
        assert_eq!(playing_seconds(60, 1.0), 60);
        assert_eq!(playing_seconds(60, 1.5), 90);
        assert_eq!(playing_seconds(60, 2.0), 120);
        assert_eq!(ghost_seconds(120, 2.0), 60);
        assert_eq!(ghost_seconds(3, 1.5), 2);
        // Over a whole game the ghosts live as long as on standard time.
        assert_eq!(ghost_seconds(playing_seconds(90, 1.5), 1.5), 90);
    }

    #[test]
    fn pass_opens_at_the_standard_time_or_halfway_through_the_game() {
        assert_eq!(pass_opens_after(20, 60, 1.0), 20.0);
        assert_eq!(pass_opens_after(20, 60, 2.0), 40.0);
        // The longest question in the bank, on double time in a 1-minute
        // game: halfway through its 120 seconds rather than never.
        assert_eq!(pass_opens_after(84, 60, 2.0), 60.0);
        assert!(pass_opens_after(84, 60, 2.0) < playing_seconds(60, 2.0) as f64);
        assert_eq!(pass_opens_after(84, 180, 1.0), 84.0);
    }

    #[test]
    fn a_stored_factor_outside_the_allowances_is_held_to_them() {
        assert_eq!(playing_seconds(60, f64::NAN), 60);
        assert_eq!(playing_seconds(60, 0.1), 60);
        assert_eq!(playing_seconds(60, 50.0), 120);
        assert_eq!(TimeAllowance::parse("double"), TimeAllowance::Double);
        assert_eq!(TimeAllowance::parse("nonsense"), TimeAllowance::Standard);
    }
}
