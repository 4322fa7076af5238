//! Points, streaks and totals of a human player (docs/games.md).

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use super::Difficulty;
use crate::content::Decision;

/// Every this many consecutive correct answers earn a streak reward.
pub const STREAK_LENGTH: i64 = 5;
/// Gold coins a streak reward adds to the score.
pub const STREAK_COINS: i64 = 20;
/// Weight of a bonus point (jewel) in the total.
pub const BONUS_WEIGHT: i64 = 5;
/// Weight of a streak point in the total.
pub const STREAK_WEIGHT: i64 = 20;
/// The rewards display's base threshold of total points.
pub const REWARD_BASE_THRESHOLD: i64 = 40;

/// Gold coins for a correct answer:
/// round((1 + (standard_time - seconds_taken) / standard_time) * seconds_taken),
/// at least 1. It peaks when the answer takes exactly the standard time
/// and falls for faster and slower answers alike.
pub fn points_for_answer(standard_time: f64, seconds_taken: f64) -> i64 {
    if standard_time <= 0.0 || !seconds_taken.is_finite() || seconds_taken < 0.0 {
        return 1;
    }
    let points = (1.0 + (standard_time - seconds_taken) / standard_time) * seconds_taken;
    (points.round() as i64).max(1)
}

/// What happened to one question of a game.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS, ToSchema)]
pub struct AnswerOutcome {
    pub result: Decision,
    pub difficulty: Difficulty,
    pub standard_time: f64,
    pub seconds_taken: f64,
}

/// A human player's running state through a game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PlayerScore {
    /// Gold coins.
    pub score: i64,
    /// Jewels.
    pub bonus_points: i64,
    pub streak_points: i64,
    pub consecutive_correct_answers: i64,
    pub highest_streak: i64,
    pub total_questions: i64,
    pub correct_answers: i64,
}

impl PlayerScore {
    /// The state after one more answer.
    pub fn after(mut self, outcome: &AnswerOutcome) -> PlayerScore {
        self.total_questions += 1;
        if outcome.result != Decision::Correct {
            self.consecutive_correct_answers = 0;
            return self;
        }
        self.correct_answers += 1;
        self.score += points_for_answer(outcome.standard_time, outcome.seconds_taken);
        self.bonus_points += outcome.difficulty.bonus_points();
        if outcome.difficulty == Difficulty::Easy {
            // Easy answers count, but never towards a streak.
            self.consecutive_correct_answers = 0;
            return self;
        }
        self.consecutive_correct_answers += 1;
        self.highest_streak = self.highest_streak.max(self.consecutive_correct_answers);
        if self.consecutive_correct_answers % STREAK_LENGTH == 0 {
            self.score += STREAK_COINS;
            self.streak_points += 1;
        }
        self
    }

    /// Total points = score + 5 × bonus points + 20 × streak points.
    pub fn total_points(&self) -> i64 {
        total_points(self.score, self.bonus_points, self.streak_points)
    }

    /// Rubies shown: the streak modulo 5.
    pub fn rubies(&self) -> i64 {
        self.consecutive_correct_answers % STREAK_LENGTH
    }

    /// Replays a whole game.
    pub fn of_game<'a>(outcomes: impl IntoIterator<Item = &'a AnswerOutcome>) -> PlayerScore {
        outcomes
            .into_iter()
            .fold(PlayerScore::default(), |state, outcome| {
                state.after(outcome)
            })
    }
}

/// Network time allowed on top of the time since a question was asked.
pub const LATENCY_ALLOWANCE_SECONDS: f64 = 2.0;

/// The seconds an answer counts as having taken: as the client claims,
/// but never below 0 nor above the time since its question was asked
/// (plus the network allowance); that time when the claim is no number.
pub fn answer_seconds(claimed: f64, since_asked: f64) -> f64 {
    let claimed = if claimed.is_finite() {
        claimed
    } else {
        since_asked
    };
    claimed.clamp(0.0, since_asked + LATENCY_ALLOWANCE_SECONDS)
}

/// The total of any player, human or ghost.
pub fn total_points(score: i64, bonus_points: i64, streak_points: i64) -> i64 {
    score + BONUS_WEIGHT * bonus_points + STREAK_WEIGHT * streak_points
}

/// The rewards display's threshold: 40, doubled for as long as the total
/// has reached 80% of the current threshold.
pub fn reward_threshold(total_points: i64) -> i64 {
    let mut threshold = REWARD_BASE_THRESHOLD;
    while total_points * 5 >= threshold * 4 {
        threshold *= 2;
    }
    threshold
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_takes_no_longer_than_since_its_question_was_asked() {
        assert_eq!(answer_seconds(5.0, 10.0), 5.0);
        assert_eq!(answer_seconds(30.0, 10.0), 12.0);
        assert_eq!(answer_seconds(-3.0, 10.0), 0.0);
        assert_eq!(answer_seconds(f64::NAN, 10.0), 10.0);
    }

    #[test]
    fn points_table() {
        let table = [
            (30.0, 30.0, 30),
            (30.0, 15.0, 23),
            (30.0, 5.0, 9),
            (30.0, 45.0, 23),
            (30.0, 60.0, 1),
            (30.0, 90.0, 1),
            (20.0, 0.0, 1),
            (0.0, 12.0, 1),
            (10.0, 3.0, 5),
        ];
        for (standard, taken, expected) in table {
            assert_eq!(
                points_for_answer(standard, taken),
                expected,
                "{standard} {taken}"
            );
        }
    }

    #[test]
    fn streaks_reward_every_fifth_correct_answer_and_reset() {
        let correct = |difficulty| AnswerOutcome {
            result: Decision::Correct,
            difficulty,
            standard_time: 10.0,
            seconds_taken: 10.0,
        };
        let wrong = AnswerOutcome {
            result: Decision::Incorrect,
            ..correct(Difficulty::Medium)
        };
        let mut state = PlayerScore::default();
        for _ in 0..5 {
            state = state.after(&correct(Difficulty::Medium));
        }
        assert_eq!(
            (state.score, state.streak_points, state.bonus_points),
            (5 * 10 + 20, 1, 5)
        );
        assert_eq!(state.rubies(), 0);
        state = state.after(&correct(Difficulty::Hard));
        assert_eq!((state.consecutive_correct_answers, state.rubies()), (6, 1));
        state = state.after(&wrong);
        assert_eq!(
            (state.consecutive_correct_answers, state.highest_streak),
            (0, 6)
        );
        state = state
            .after(&correct(Difficulty::SuperHard))
            .after(&correct(Difficulty::Easy));
        assert_eq!(
            state.consecutive_correct_answers, 0,
            "easy resets the streak"
        );
        assert_eq!(state.bonus_points, 5 + 2 + 3);
        assert_eq!(state.total_questions, 9);
        assert_eq!(state.correct_answers, 8);
        assert_eq!(state.total_points(), state.score + 5 * 10 + 20);
    }

    #[test]
    fn reward_threshold_doubles_at_eighty_percent() {
        assert_eq!(reward_threshold(0), 40);
        assert_eq!(reward_threshold(31), 40);
        assert_eq!(reward_threshold(32), 80);
        assert_eq!(reward_threshold(64), 160);
    }
}
