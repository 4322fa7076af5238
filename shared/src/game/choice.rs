//! Choosing the next question (docs/games.md), the same on the server and on a
//! desktop playing offline: each endcode in focus is weighted by how well
//! its questions fit the level sought and by its priority, weakness and
//! staleness; one is drawn by weight, then the question whose score is
//! nearest the target. The randomness comes in as numbers in [0, 1) so
//! that these rules stay pure and testable.
//!
//! [`choose`] is the whole rule over a snapshot of what the caller knows:
//! the server builds it from its database, the desktop from its content
//! packs.

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

/// An endcode in the focus, as choosing sees it.
#[derive(Debug, Clone)]
pub struct InFocus<'a, Q> {
    pub endcode_id: &'a str,
    pub standing: EndcodeStanding,
    /// Its live questions.
    pub questions: Vec<&'a Q>,
}

/// Whether the child has met a question lately.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    /// Asked in this game: never asked again in it.
    InThisGame,
    /// Answered in the last few days: asked again only when nothing else
    /// is left in its endcode.
    Recently,
    NotLately,
}

/// The question chosen and its endcode.
#[derive(Debug, PartialEq)]
pub struct Chosen<'a, Q> {
    pub endcode_id: &'a str,
    pub question: &'a Q,
}

/// Why no question could be chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoChoice {
    /// The focus holds no live question.
    NothingInFocus,
    /// Every question in the focus was asked in this game.
    AllAsked,
}

/// The next question of a game. The endcodes to exclude (the one just
/// asked) are left out unless nothing else is in focus; endcodes are drawn
/// by weight until one has a question not asked in this game; within it,
/// questions not met lately come first, and among them one of those
/// nearest the level sought. `roll` gives uniform numbers in [0, 1).
pub fn choose<'a, Q>(
    in_focus: Vec<InFocus<'a, Q>>,
    excluded: &[String],
    difficulty: Difficulty,
    seen: impl Fn(&Q) -> Seen,
    difficulty_of: impl Fn(&Q) -> f64,
    mut roll: impl FnMut() -> f64,
) -> Result<Chosen<'a, Q>, NoChoice> {
    if in_focus.is_empty() {
        return Err(NoChoice::NothingInFocus);
    }
    let is_excluded = |endcode: &InFocus<'a, Q>| excluded.iter().any(|id| id == endcode.endcode_id);
    let mut pool = if in_focus.iter().all(is_excluded) {
        in_focus
    } else {
        in_focus
            .into_iter()
            .filter(|endcode| !is_excluded(endcode))
            .collect()
    };
    let mut weights: Vec<f64> = pool
        .iter()
        .map(|endcode| endcode.standing.weight(difficulty))
        .collect();
    while !pool.is_empty() {
        let index = pick_weighted(&weights, roll());
        let endcode = pool.swap_remove(index);
        weights.swap_remove(index);
        let unasked: Vec<&'a Q> = endcode
            .questions
            .iter()
            .copied()
            .filter(|question| seen(question) != Seen::InThisGame)
            .collect();
        let not_lately: Vec<&'a Q> = unasked
            .iter()
            .copied()
            .filter(|question| seen(question) == Seen::NotLately)
            .collect();
        let choosable = if not_lately.is_empty() {
            unasked
        } else {
            not_lately
        };
        let target = target_question_score(endcode.standing.level, difficulty);
        let near = nearest(&choosable, |question| difficulty_of(question), target);
        if let Some(question) = pick_evenly(&near, roll()) {
            return Ok(Chosen {
                endcode_id: endcode.endcode_id,
                question: **question,
            });
        }
    }
    Err(NoChoice::AllAsked)
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

    /// A question of the tests: its id and difficulty.
    type Question = (&'static str, f64);

    fn endcode<'a>(id: &'a str, level: f64, questions: &'a [Question]) -> InFocus<'a, Question> {
        InFocus {
            endcode_id: id,
            standing: EndcodeStanding {
                level,
                subject_level: level,
                priority: 3,
                min_score: questions.iter().map(|q| q.1).fold(f64::INFINITY, f64::min),
                max_score: questions
                    .iter()
                    .map(|q| q.1)
                    .fold(f64::NEG_INFINITY, f64::max),
                days_since_practised: None,
            },
            questions: questions.iter().collect(),
        }
    }

    fn chosen_id(
        in_focus: Vec<InFocus<'_, Question>>,
        excluded: &[&str],
        seen: impl Fn(&Question) -> Seen,
    ) -> Result<&'static str, NoChoice> {
        let excluded: Vec<String> = excluded.iter().map(|id| id.to_string()).collect();
        choose(
            in_focus,
            &excluded,
            Difficulty::Medium,
            seen,
            |q| q.1,
            || 0.0,
        )
        .map(|chosen| chosen.question.0)
    }

    #[test]
    fn the_excluded_endcode_is_left_out_unless_it_is_all_there_is() {
        let first = [("a1", 84.0)];
        let second = [("b1", 84.0)];
        let both = || vec![endcode("a", 84.0, &first), endcode("b", 84.0, &second)];
        assert_eq!(chosen_id(both(), &["a"], |_| Seen::NotLately), Ok("b1"));
        assert_eq!(chosen_id(both(), &["b"], |_| Seen::NotLately), Ok("a1"));
        let alone = vec![endcode("a", 84.0, &first)];
        assert_eq!(chosen_id(alone, &["a"], |_| Seen::NotLately), Ok("a1"));
    }

    #[test]
    fn questions_met_lately_wait_until_nothing_else_is_left() {
        let questions = [("near", 84.0), ("far", 95.0)];
        let recently = |q: &Question| {
            if q.0 == "near" {
                Seen::Recently
            } else {
                Seen::NotLately
            }
        };
        let focus = || vec![endcode("a", 84.0, &questions)];
        assert_eq!(chosen_id(focus(), &[], recently), Ok("far"));
        let asked_far = |q: &Question| {
            if q.0 == "far" {
                Seen::InThisGame
            } else {
                Seen::Recently
            }
        };
        assert_eq!(chosen_id(focus(), &[], asked_far), Ok("near"));
        assert_eq!(chosen_id(focus(), &[], |_| Seen::NotLately), Ok("near"));
    }

    #[test]
    fn an_endcode_asked_out_gives_way_to_the_next_and_then_the_bank_is_exhausted() {
        let first = [("a1", 84.0)];
        let second = [("b1", 70.0)];
        let focus = || vec![endcode("a", 84.0, &first), endcode("b", 84.0, &second)];
        let asked_a1 = |q: &Question| {
            if q.0 == "a1" {
                Seen::InThisGame
            } else {
                Seen::NotLately
            }
        };
        assert_eq!(chosen_id(focus(), &[], asked_a1), Ok("b1"));
        assert_eq!(
            chosen_id(focus(), &[], |_| Seen::InThisGame),
            Err(NoChoice::AllAsked)
        );
        assert_eq!(
            chosen_id(Vec::new(), &[], |_| Seen::NotLately),
            Err(NoChoice::NothingInFocus)
        );
    }
}
