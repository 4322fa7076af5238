//! Which areas went up in a week and which are worth practising, from the
//! week's answers alone: a parent is told only what the answers show
//! (docs/screens.md, "This week").

use std::collections::HashMap;

use plytime_shared::api::digest::AreaOfWeek;
use plytime_shared::content::Decision;

use crate::db::answers;
use crate::db::digests::WeekAnswer;

/// An area is said to have gone up only on this many answers in the week
/// or more: one lucky answer is not a rise.
pub const ANSWERS_FOR_A_RISE: i64 = 3;
/// An area is worth practising once this many of the week's answers in it
/// were not right.
pub const MISSES_TO_PRACTISE: i64 = 2;
/// At most this many areas in each list, so the digest stays short.
pub const AREAS_LISTED: usize = 3;

/// One area's answers in the week.
#[derive(Debug, Clone, PartialEq)]
pub struct Tally {
    pub endcode_id: String,
    pub description: String,
    pub answers: i64,
    pub right: i64,
    /// The area's level after the week's last answer in it.
    pub last_score: f64,
}

impl Tally {
    fn misses(&self) -> i64 {
        self.answers - self.right
    }

    fn area(&self) -> AreaOfWeek {
        AreaOfWeek {
            description: self.description.clone(),
            answers: self.answers,
            right: self.right,
        }
    }
}

/// The week's answers by area, in the order each area was first met.
pub fn tally(answers: &[WeekAnswer]) -> Vec<Tally> {
    let mut tallies: Vec<Tally> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    for answer in answers {
        let at = *index.entry(&answer.endcode_id).or_insert_with(|| {
            tallies.push(Tally {
                endcode_id: answer.endcode_id.clone(),
                description: answer.description.clone(),
                answers: 0,
                right: 0,
                last_score: answer.endcode_score_after,
            });
            tallies.len() - 1
        });
        let tally = &mut tallies[at];
        tally.answers += 1;
        tally.right += i64::from(answers::parse_result(&answer.result) == Decision::Correct);
        tally.last_score = answer.endcode_score_after;
    }
    tallies
}

/// The areas whose level rose over the week, biggest rise first. An area
/// first met this week had no level before it, so it cannot have risen.
pub fn went_up(tallies: &[Tally], before_week: &HashMap<String, f64>) -> Vec<AreaOfWeek> {
    let mut risen: Vec<(f64, &Tally)> = tallies
        .iter()
        .filter(|tally| tally.answers >= ANSWERS_FOR_A_RISE)
        .filter_map(|tally| {
            let rise = tally.last_score - before_week.get(&tally.endcode_id)?;
            (rise > 0.0).then_some((rise, tally))
        })
        .collect();
    risen.sort_by(|a, b| b.0.total_cmp(&a.0));
    risen
        .into_iter()
        .take(AREAS_LISTED)
        .map(|(_, tally)| tally.area())
        .collect()
}

/// The areas with the most answers not right, leaving out any that went
/// up: a rise and a warning about the same area would contradict.
pub fn to_practise(tallies: &[Tally], went_up: &[AreaOfWeek]) -> Vec<AreaOfWeek> {
    most_missed(tallies, went_up)
        .into_iter()
        .map(Tally::area)
        .collect()
}

/// The tallies of the areas to practise: at least [`MISSES_TO_PRACTISE`]
/// answers not right, most misses first, none that went up, at most
/// [`AREAS_LISTED`].
pub fn most_missed<'a>(tallies: &'a [Tally], went_up: &[AreaOfWeek]) -> Vec<&'a Tally> {
    let mut missed: Vec<&Tally> = tallies
        .iter()
        .filter(|tally| tally.misses() >= MISSES_TO_PRACTISE)
        .filter(|tally| !went_up.iter().any(|up| up.description == tally.description))
        .collect();
    // Most misses first; of two alike, the one less often right.
    missed.sort_by(|a, b| {
        b.misses().cmp(&a.misses()).then_with(|| {
            let share = |t: &Tally| t.right as f64 / t.answers as f64;
            share(a).total_cmp(&share(b))
        })
    });
    missed.truncate(AREAS_LISTED);
    missed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(endcode: &str, result: &str, score: f64) -> WeekAnswer {
        WeekAnswer {
            endcode_id: endcode.into(),
            description: format!("Area {endcode}"),
            result: result.into(),
            endcode_score_after: score,
        }
    }

    #[test]
    fn answers_are_tallied_by_area_in_the_order_met() {
        let tallies = tally(&[
            answer("b", "CORRECT", 1.0),
            answer("a", "PASSED", 2.0),
            answer("b", "INCORRECT", 0.5),
        ]);
        assert_eq!(tallies.len(), 2);
        assert_eq!(
            (
                tallies[0].endcode_id.as_str(),
                tallies[0].answers,
                tallies[0].right
            ),
            ("b", 2, 1)
        );
        assert_eq!(tallies[0].last_score, 0.5);
        assert_eq!((tallies[1].answers, tallies[1].right), (1, 0));
    }

    #[test]
    fn a_rise_needs_enough_answers_and_a_level_before_the_week() {
        let tallies = tally(&[
            // Risen on three answers.
            answer("a", "CORRECT", 2.0),
            answer("a", "CORRECT", 2.5),
            answer("a", "CORRECT", 3.0),
            // Risen further, but on two answers only.
            answer("b", "CORRECT", 9.0),
            answer("b", "CORRECT", 9.5),
            // Three answers, but first met this week.
            answer("c", "CORRECT", 5.0),
            answer("c", "CORRECT", 5.0),
            answer("c", "CORRECT", 5.0),
        ]);
        let before = HashMap::from([("a".to_string(), 1.0), ("b".to_string(), 1.0)]);
        let up = went_up(&tallies, &before);
        assert_eq!(up.len(), 1);
        assert_eq!((up[0].description.as_str(), up[0].answers), ("Area a", 3));
    }

    #[test]
    fn the_areas_to_practise_are_the_most_missed_and_not_the_risen() {
        let tallies = tally(&[
            answer("a", "INCORRECT", 1.0),
            answer("a", "INCORRECT", 1.0),
            answer("b", "INCORRECT", 1.0),
            answer("b", "PASSED", 1.0),
            answer("b", "INCORRECT", 1.0),
            answer("c", "INCORRECT", 1.0),
        ]);
        let practise = to_practise(&tallies, &[]);
        let named: Vec<&str> = practise.iter().map(|a| a.description.as_str()).collect();
        assert_eq!(named, ["Area b", "Area a"]);
        let risen = [tallies[1].area()];
        assert_eq!(to_practise(&tallies, &risen).len(), 1);
    }
}
