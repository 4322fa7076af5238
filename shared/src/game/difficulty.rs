use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    SuperHard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::SuperHard,
    ];

    /// Bonus points (jewels) a correct answer earns at this difficulty.
    pub fn bonus_points(self) -> i64 {
        match self {
            Difficulty::Easy => 0,
            Difficulty::Medium => 1,
            Difficulty::Hard => 2,
            Difficulty::SuperHard => 3,
        }
    }

    /// The difficulty an answer counts at when it claims `self` for a
    /// question asked at `asked`: a student may drop to EASY on the
    /// question asked at MEDIUM (it reuses it), but never claim more.
    pub fn at_most(self, asked: Difficulty) -> Difficulty {
        if self.bonus_points() <= asked.bonus_points() {
            self
        } else {
            asked
        }
    }

    /// How far above the student's level (in months) questions are sought.
    pub fn level_offset(self) -> f64 {
        match self {
            Difficulty::Easy => -6.0,
            Difficulty::Medium => 0.0,
            Difficulty::Hard => 6.0,
            Difficulty::SuperHard => 12.0,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Easy => "EASY",
            Difficulty::Medium => "MEDIUM",
            Difficulty::Hard => "HARD",
            Difficulty::SuperHard => "SUPER_HARD",
        }
    }

    pub fn parse(name: &str) -> Option<Difficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|difficulty| difficulty.as_str() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_may_lower_its_difficulty_but_never_raise_it() {
        use Difficulty::*;
        assert_eq!(Easy.at_most(Medium), Easy);
        assert_eq!(SuperHard.at_most(Medium), Medium);
        assert_eq!(Hard.at_most(Hard), Hard);
    }
}
