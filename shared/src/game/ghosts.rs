//! The three simulated opponents of a multiplayer game (docs/games.md).

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use super::scoring::{STREAK_COINS, STREAK_LENGTH, total_points};

pub const GHOST_COUNT: usize = 3;
/// Shuffled across the ghosts at the start of each game.
pub const SCORE_MULTIPLIERS: [f64; GHOST_COUNT] = [0.5, 0.8, 1.1];
pub const COLOURS: [&str; GHOST_COUNT] = ["red", "orange", "blue"];
/// Names are drawn from this list without repeats.
pub const NAMES: [&str; 16] = [
    "Ace", "Blaze", "Comet", "Dash", "Echo", "Flash", "Ghosty", "Hopper", "Jinx", "Kiwi", "Luna",
    "Moxie", "Nova", "Pixel", "Rocket", "Ziggy",
];
/// Chance per second that a ghost answers a question…
pub const SCORE_CHANCE_PER_SECOND: f64 = 0.1;
/// …once more than this many seconds have passed since its last one.
pub const QUIET_SECONDS: i64 = 10;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Ghost {
    pub id: String,
    #[serde(rename = "score_multiplier")]
    pub score_multiplier: f64,
    pub name: String,
    pub colour: String,
    pub score: i64,
    pub difficulty_bonus: i64,
    pub streak_bonus: i64,
    pub streak: i64,
    pub highest_streak: i64,
    pub question_cnt: i64,
    /// Seconds since this ghost last answered.
    pub elapsed: i64,
}

impl Ghost {
    pub fn new(id: usize, name: &str, score_multiplier: f64) -> Ghost {
        Ghost {
            id: format!("ghost-{id}"),
            score_multiplier,
            name: name.to_string(),
            colour: COLOURS[id % GHOST_COUNT].to_string(),
            score: 0,
            difficulty_bonus: 0,
            streak_bonus: 0,
            streak: 0,
            highest_streak: 0,
            question_cnt: 0,
            elapsed: 0,
        }
    }

    /// One second of play. `roll` is a uniform random number in [0, 1):
    /// below the chance, and after the quiet time, the ghost answers a
    /// question correctly at MEDIUM, scoring its elapsed seconds times its
    /// multiplier.
    pub fn tick(&mut self, roll: f64) {
        self.elapsed += 1;
        if self.elapsed <= QUIET_SECONDS || roll >= SCORE_CHANCE_PER_SECOND {
            return;
        }
        self.score += (self.elapsed as f64 * self.score_multiplier).round() as i64;
        self.difficulty_bonus += 1;
        self.question_cnt += 1;
        self.streak += 1;
        self.highest_streak = self.highest_streak.max(self.streak);
        if self.streak % STREAK_LENGTH == 0 {
            self.score += STREAK_COINS;
            self.streak_bonus += 1;
        }
        self.elapsed = 0;
    }

    /// score + 5 × difficultyBonus + 20 × streakBonus.
    pub fn total_points(&self) -> i64 {
        total_points(self.score, self.difficulty_bonus, self.streak_bonus)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ghost_stays_quiet_for_ten_seconds_then_scores_by_chance() {
        let mut ghost = Ghost::new(0, "Nova", 1.1);
        for _ in 0..10 {
            ghost.tick(0.0);
        }
        assert_eq!(ghost.question_cnt, 0, "quiet for the first ten seconds");
        ghost.tick(0.5);
        assert_eq!(
            ghost.question_cnt, 0,
            "a roll above the chance does nothing"
        );
        ghost.tick(0.05);
        assert_eq!((ghost.question_cnt, ghost.score, ghost.elapsed), (1, 13, 0));
        assert_eq!(ghost.total_points(), 13 + 5);
        assert_eq!(ghost.colour, "red");
    }

    #[test]
    fn every_fifth_answer_is_a_streak_reward() {
        let mut ghost = Ghost::new(2, "Kiwi", 0.5);
        for _ in 0..5 {
            for _ in 0..11 {
                ghost.tick(0.0);
            }
        }
        assert_eq!(ghost.question_cnt, 5);
        assert_eq!(ghost.score, 5 * 6 + 20);
        assert_eq!(ghost.streak_bonus, 1);
        assert_eq!(ghost.colour, "blue");
    }
}
