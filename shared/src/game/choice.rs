//! Choosing the next question (docs/games.md), the same on the server and on a
//! desktop playing offline: each endcode in focus is weighted by how well
//! its questions fit the level sought and by its priority, weakness and
//! staleness; one is drawn by weight, then the question whose score is
//! nearest the target. The randomness comes in as numbers in [0, 1) so
//! that these rules stay pure and testable.

use super::Difficulty;
use super::level::{endcode_weight, gap_to_range, target_question_score};

/// Questions within this many months of the nearest are equally near.
const NEAR_ENOUGH: f64 = 0.5;

/// What choosing among endcodes knows of one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EndcodeStanding {
    /// The student's level in the endcode (or their subject level, before
    /// any answer there).
    pub level: f64,
    pub subject_level: f64,
    pub priority: i64,
    /// The score range of its live questions.
    pub min_score: f64,
    pub max_score: f64,
    pub days_since_practised: Option<f64>,
}

impl EndcodeStanding {
    pub fn weight(&self, difficulty: Difficulty) -> f64 {
        let target = target_question_score(self.level, difficulty);
        let gap = gap_to_range(target, self.min_score, self.max_score);
        endcode_weight(
            gap,
            self.level,
            self.subject_level,
            self.priority,
            self.days_since_practised,
        )
    }
}

/// The index a uniform `roll` in [0, 1) lands on when each index is as
/// likely as its weight; the last when the weights are all zero.
pub fn pick_weighted(weights: &[f64], roll: f64) -> usize {
    let total: f64 = weights.iter().sum();
    let mut left = roll.clamp(0.0, 1.0) * total;
    for (index, weight) in weights.iter().enumerate() {
        if left < *weight {
            return index;
        }
        left -= weight;
    }
    weights.len().saturating_sub(1)
}

/// Among `candidates`, those whose score is nearest `target` (within half
/// a month of the nearest), so that equally near ones take turns.
pub fn nearest<T>(candidates: &[T], score: impl Fn(&T) -> f64, target: f64) -> Vec<&T> {
    let best = candidates
        .iter()
        .map(|candidate| (score(candidate) - target).abs())
        .fold(f64::INFINITY, f64::min);
    candidates
        .iter()
        .filter(|candidate| (score(candidate) - target).abs() <= best + NEAR_ENOUGH)
        .collect()
}

/// One of `choices` for a uniform `roll` in [0, 1).
pub fn pick_evenly<T>(choices: &[T], roll: f64) -> Option<&T> {
    if choices.is_empty() {
        return None;
    }
    let index = ((roll.clamp(0.0, 1.0) * choices.len() as f64) as usize).min(choices.len() - 1);
    choices.get(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_roll_lands_on_each_index_in_proportion_to_its_weight() {
        let weights = [1.0, 3.0, 0.0, 4.0];
        let cases = [
            (0.0, 0),
            (0.124, 0),
            (0.125, 1),
            (0.49, 1),
            (0.5, 3),
            (0.999, 3),
            (1.0, 3),
        ];
        for (roll, index) in cases {
            assert_eq!(pick_weighted(&weights, roll), index, "roll {roll}");
        }
        assert_eq!(pick_weighted(&[0.0, 0.0], 0.3), 1);
        assert_eq!(pick_weighted(&[], 0.3), 0);
    }

    #[test]
    fn the_nearest_questions_and_those_within_half_a_month_of_them() {
        let scores = [70.0, 83.6, 84.0, 84.4, 90.0];
        let near: Vec<f64> = nearest(&scores, |s| *s, 84.0)
            .into_iter()
            .copied()
            .collect();
        assert_eq!(near, [83.6, 84.0, 84.4]);
        let near: Vec<f64> = nearest(&scores, |s| *s, 100.0)
            .into_iter()
            .copied()
            .collect();
        assert_eq!(near, [90.0]);
        assert!(nearest(&[] as &[f64], |s| *s, 1.0).is_empty());
        assert_eq!(pick_evenly(&near, 0.99), Some(&90.0));
        assert_eq!(pick_evenly(&[1, 2, 3], 0.5), Some(&2));
        assert_eq!(pick_evenly(&[] as &[i32], 0.5), None);
    }

    #[test]
    fn endcodes_that_fit_the_level_sought_weigh_most() {
        let standing = |min_score, max_score| EndcodeStanding {
            level: 84.0,
            subject_level: 84.0,
            priority: 3,
            min_score,
            max_score,
            days_since_practised: Some(14.0),
        };
        let fitting = standing(80.0, 90.0).weight(Difficulty::Medium);
        let far_above = standing(120.0, 130.0).weight(Difficulty::Medium);
        assert!(fitting > 10.0 * far_above, "{fitting} vs {far_above}");
        let due = EndcodeStanding {
            priority: 1,
            ..standing(80.0, 90.0)
        };
        assert!(due.weight(Difficulty::Medium) > fitting);
    }
}
