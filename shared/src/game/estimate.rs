//! How the engine estimates a child's level and a question's difficulty
//! from answers (docs/games.md, "How the engine estimates a child's
//! level"), the same on the server and on a desktop playing offline.
//!
//! Every level and difficulty is on the month scale, and each carries an
//! uncertainty: the standard deviation, in months, of where the truth may
//! lie. An answer is evidence about the gap between the child and the
//! question. It counts for more the less is known about the child and the
//! more is known about the question, so a new child is placed in a few
//! answers and a settled one is not thrown around by one slip.
//!
//! The evidence is the answer's correctness and how much of the question's
//! time limit was left. A fast correct answer says more than a slow one,
//! and a fast wrong answer costs more than a slow one: under the response
//! model below, a child far above a question answers it both correctly
//! and quickly, and a child far below it gives up or guesses quickly.

use std::collections::HashMap;
use std::f64::consts::LN_10;

use super::clock::days_between;
use super::level::{MAX_SCORE, MIN_SCORE, ODDS_SCALE, SUCCESS_AT_LEVEL};

/// How unsure the level of a child who has not answered yet is, in months:
/// a child of a school year may be anywhere from about a year behind to a
/// year ahead of on track.
pub const NEW_UNCERTAINTY: f64 = 7.0;
/// The least uncertainty an estimate keeps, so that a child who learns
/// (or forgets) still moves, a little, with every answer: a settled
/// child's fast slip costs about a month. Smaller floors track a steady
/// child more closely but leave more children stuck a few months off
/// (`benches/engine.rs`: 2.5 finds 97.5% of children within 40 answers,
/// 2.0 only 96.4%).
pub const SETTLED_UNCERTAINTY: f64 = 2.5;
/// How much the variance of an estimate grows per day without answers
/// (months² a day): a child learns between games, so after a week away
/// the next answers count for more again.
pub const UNCERTAINTY_GROWTH_PER_DAY: f64 = 0.6;
/// How unsure a question's authored score is, in months.
pub const AUTHORED_UNCERTAINTY: f64 = 4.0;
/// Answers a question needs before the engine uses its measured
/// difficulty instead of the authored score: fewer would let the first
/// few children's luck move the question.
pub const MEASURED_AFTER_ANSWERS: i64 = 30;
/// How far an endcode's level usually lies from its neighbours': a child
/// not yet met in an endcode is taken to be where they are in its topic,
/// else its theme, else the subject, this much less surely (months).
pub const TOPIC_SPREAD: f64 = 2.5;
pub const THEME_SPREAD: f64 = 3.5;
pub const SUBJECT_SPREAD: f64 = 4.5;
/// The share of an answer's score that rests on correctness alone; the
/// rest rests on the time left. Pure residual time (0) would extract the
/// most from each answer if every child worked at the same pace, but a
/// naturally slow, careful child would then be placed too low and a quick
/// guesser too high; a quarter on correctness keeps most of the gain and
/// halves that bias (measured in `benches/engine.rs`).
pub const CORRECTNESS_WEIGHT: f64 = 0.25;
/// The most one answer moves an estimate, in months.
const MAX_STEP: f64 = 10.0;

/// A child's level in an endcode or subject, in months, with how unsure it
/// is and how many answers it rests on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    pub score: f64,
    /// Standard deviation in months.
    pub uncertainty: f64,
    pub answer_count: i64,
}

impl Estimate {
    /// Where a child who has not answered yet is taken to be.
    pub fn new(level: f64) -> Estimate {
        Estimate {
            score: level.clamp(MIN_SCORE, MAX_SCORE),
            uncertainty: NEW_UNCERTAINTY,
            answer_count: 0,
        }
    }

    /// A stored estimate; one saved before uncertainties were kept has
    /// the uncertainty its answer count would have given it.
    pub fn stored(score: f64, uncertainty: Option<f64>, answer_count: i64) -> Estimate {
        Estimate {
            score,
            uncertainty: uncertainty
                .filter(|value| value.is_finite() && *value > 0.0)
                .unwrap_or_else(|| after_answers(NEW_UNCERTAINTY, answer_count)),
            answer_count,
        }
    }

    /// The estimate at `now` (epoch milliseconds) of one last moved at
    /// `last_answered_at`.
    pub fn at(self, last_answered_at: Option<i64>, now: i64) -> Estimate {
        match last_answered_at {
            Some(at) => self.aged(days_between(at, now)),
            None => self,
        }
    }

    /// The estimate after `days` without answers: the same level, less
    /// surely.
    pub fn aged(self, days: f64) -> Estimate {
        let variance = self.uncertainty.powi(2) + UNCERTAINTY_GROWTH_PER_DAY * days.max(0.0);
        Estimate {
            uncertainty: variance.sqrt().min(NEW_UNCERTAINTY.max(self.uncertainty)),
            ..self
        }
    }
}

/// A question's difficulty: the authored score, and the one measured from
/// every child's answers with how many answers it rests on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct QuestionLevel {
    pub authored: f64,
    /// `None` until the first answer.
    pub measured: Option<f64>,
    pub measured_count: i64,
}

impl QuestionLevel {
    pub fn authored(score: f64) -> QuestionLevel {
        QuestionLevel {
            authored: score,
            measured: None,
            measured_count: 0,
        }
    }

    /// Whether the engine uses the measured difficulty.
    pub fn is_measured(&self) -> bool {
        self.measured.is_some() && self.measured_count >= MEASURED_AFTER_ANSWERS
    }

    /// The difficulty the engine chooses by and scores answers against.
    pub fn in_use(&self) -> f64 {
        match self.measured {
            Some(measured) if self.is_measured() => measured,
            _ => self.authored,
        }
    }

    fn in_use_uncertainty(&self) -> f64 {
        if self.is_measured() {
            self.measured_uncertainty()
        } else {
            AUTHORED_UNCERTAINTY
        }
    }

    /// The measured difficulty so far: the authored score before any answer.
    pub fn measured_or_authored(&self) -> f64 {
        self.measured.unwrap_or(self.authored)
    }

    fn measured_uncertainty(&self) -> f64 {
        after_answers(AUTHORED_UNCERTAINTY, self.measured_count)
    }
}

/// One answer as evidence.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Answer {
    pub correct: bool,
    pub seconds: f64,
    /// The question's time limit in seconds (see [`time_limit`]); 0 when
    /// it has none, and then only correctness counts.
    pub time_limit: f64,
}

/// A question's time limit for the engine: its maximum time, or twice its
/// standard time when it has no maximum; 0 when it has neither.
pub fn time_limit(standard_time: i64, maximum_time: i64) -> f64 {
    if maximum_time > 0 {
        maximum_time as f64
    } else {
        (2 * standard_time.max(0)) as f64
    }
}

impl Answer {
    /// The share of the score resting on correctness alone.
    fn correctness_weight(&self) -> f64 {
        if self.time_limit > 0.0 && self.seconds.is_finite() {
            CORRECTNESS_WEIGHT
        } else {
            1.0
        }
    }

    /// The answer's score from −1 to 1, the signed residual time: the
    /// share of the time limit left when answering, positive when correct
    /// and negative when not, with [`CORRECTNESS_WEIGHT`] of it for
    /// correctness alone. An answer at or past the limit scores
    /// ±`CORRECTNESS_WEIGHT`.
    pub fn score(&self) -> f64 {
        let weight = self.correctness_weight();
        let time_left = if weight < 1.0 {
            ((self.time_limit - self.seconds) / self.time_limit).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let sign = if self.correct { 1.0 } else { -1.0 };
        sign * (weight + (1.0 - weight) * time_left)
    }
}

/// Log-odds of success per month by which the child is above the question.
fn log_odds_per_month() -> f64 {
    LN_10 / ODDS_SCALE
}

/// The log-odds that a child at `student` answers a question at `question`
/// correctly (as in [`super::level::expected_success`]).
fn log_odds(student: f64, question: f64) -> f64 {
    (SUCCESS_AT_LEVEL / (1.0 - SUCCESS_AT_LEVEL)).ln() + log_odds_per_month() * (student - question)
}

/// What an answer's score is expected to be, how fast that expectation
/// changes with the log-odds, and how much the score varies, under the
/// signed residual time model: the signed share of time left, `s`, has
/// density proportional to exp(z·s) on [−1, 1], where z is the log-odds
/// of success. Its correctness then follows the attainment model exactly
/// (P(s > 0) = 1 / (1 + e^−z)), and the faster answers are the more
/// likely the further the child is from the question.
#[derive(Debug, Clone, Copy)]
struct Expectation {
    mean: f64,
    slope: f64,
    variance: f64,
}

fn expectation(z: f64, weight: f64) -> Expectation {
    // The mean of s (the Langevin function) and its slope, and the first
    // two moments of |s|; written with their limits near z = 0, where the
    // closed forms lose precision.
    let small = z.abs() < 1e-3;
    let langevin = if small {
        z / 3.0
    } else {
        1.0 / z.tanh() - 1.0 / z
    };
    let langevin_slope = if small {
        1.0 / 3.0 - z * z / 15.0
    } else {
        1.0 / (z * z) - 1.0 / z.sinh().powi(2)
    };
    let y = z.abs().max(1e-2);
    let abs_mean = 1.0 - (y / 2.0).tanh() / y;
    let abs_square = 1.0 - 2.0 / (y.tanh() * y) + 2.0 / (y * y);
    let sign_mean = (z / 2.0).tanh();
    let mean = weight * sign_mean + (1.0 - weight) * langevin;
    let slope = weight * (1.0 - sign_mean * sign_mean) / 2.0 + (1.0 - weight) * langevin_slope;
    let square = weight * weight
        + 2.0 * weight * (1.0 - weight) * abs_mean
        + (1.0 - weight).powi(2) * abs_square;
    Expectation {
        mean,
        slope,
        variance: (square - mean * mean).max(1e-9),
    }
}

/// How far the evidence of one answer moves a level whose variance is
/// `own` (months²), and that variance afterwards, when the answer compares
/// it with a level of variance `other`. A linearised Bayesian (Kalman)
/// update: the answer's surprise, in months, weighted by the share of the
/// total uncertainty that is this level's.
fn update(own: f64, other: f64, student: f64, question: f64, answer: &Answer) -> (f64, f64) {
    let weight = answer.correctness_weight();
    let expected = expectation(log_odds(student, question), weight);
    // d(expected score)/d(month of gap).
    let slope = expected.slope * log_odds_per_month();
    let total = (own + other) * slope * slope + expected.variance;
    let step = own * slope * (answer.score() - expected.mean) / total;
    let variance = own - own * own * slope * slope / total;
    (step.clamp(-MAX_STEP, MAX_STEP), variance)
}

/// The child's estimate after one more answer to `question`.
pub fn after_answer(student: Estimate, question: &QuestionLevel, answer: &Answer) -> Estimate {
    let (step, variance) = update(
        student.uncertainty.powi(2),
        question.in_use_uncertainty().powi(2),
        student.score,
        question.in_use(),
        answer,
    );
    Estimate {
        score: (student.score + step).clamp(MIN_SCORE, MAX_SCORE),
        uncertainty: variance.sqrt().max(SETTLED_UNCERTAINTY),
        answer_count: student.answer_count + 1,
    }
}

/// How far one answer moves the question's measured difficulty, in months
/// (added to [`QuestionLevel::measured_or_authored`]): up when the child
/// did worse than expected, and by less the less is known of the child.
pub fn question_shift(student: Estimate, question: &QuestionLevel, answer: &Answer) -> f64 {
    let measured = question.measured_or_authored();
    let (step, _) = update(
        question.measured_uncertainty().powi(2),
        student.uncertainty.powi(2),
        student.score,
        measured,
        answer,
    );
    // The question's step is against the evidence: a child who did better
    // than expected finds it easier.
    (measured - step).clamp(MIN_SCORE, MAX_SCORE) - measured
}

/// The uncertainty left after `answers` answers, starting from `start`:
/// each answer at the level sought carries about as much evidence as
/// [`typical_evidence`] says.
fn after_answers(start: f64, answers: i64) -> f64 {
    if answers <= 0 {
        return start;
    }
    let precision = 1.0 / (start * start) + answers.max(0) as f64 * typical_evidence();
    (1.0 / precision).sqrt().max(SETTLED_UNCERTAINTY)
}

/// The evidence (inverse variance, per month²) of one answer to a question
/// at the child's own level.
fn typical_evidence() -> f64 {
    let expected = expectation(log_odds(0.0, 0.0), CORRECTNESS_WEIGHT);
    let slope = expected.slope * log_odds_per_month();
    slope * slope / expected.variance
}

/// Where a child's estimate in an endcode sits in the hierarchy.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Relative<'a> {
    pub topic_id: &'a str,
    pub theme_id: &'a str,
    pub estimate: Estimate,
}

/// The estimate for an endcode the child has not answered in yet, in
/// topic `topic_id` of theme `theme_id`: borrowed from their estimates in
/// the other endcodes of its topic, else of its theme, else from their
/// subject level, less surely by the spread between endcodes.
pub fn borrowed<'a>(
    topic_id: &str,
    theme_id: &str,
    relatives: impl IntoIterator<Item = Relative<'a>>,
    subject: Estimate,
) -> Estimate {
    Neighbours::of(relatives).borrowed(topic_id, theme_id, subject)
}

/// A child's endcode estimates pooled by topic and by theme: gathered once,
/// then lent to every endcode not met yet (see [`borrowed`]). Gathered for
/// every question chosen and looked in for every endcode of its focus, so
/// keyed with a fast hash: the keys are content ids, not a caller's input.
#[derive(Debug, Default)]
pub struct Neighbours<'a> {
    topics: Pools<'a>,
    themes: Pools<'a>,
}

type Pools<'a> = HashMap<&'a str, Pooled, foldhash::fast::RandomState>;

/// Estimates pooled by their precision (inverse variance).
#[derive(Debug, Default, Clone, Copy)]
struct Pooled {
    precision: f64,
    weighted: f64,
}

impl Pooled {
    fn add(&mut self, estimate: Estimate) {
        let weight = 1.0 / estimate.uncertainty.max(SETTLED_UNCERTAINTY).powi(2);
        self.precision += weight;
        self.weighted += weight * estimate.score;
    }

    /// The pooled score and its uncertainty.
    fn estimate(self) -> Option<(f64, f64)> {
        (self.precision > 0.0).then(|| {
            (
                self.weighted / self.precision,
                (1.0 / self.precision).sqrt(),
            )
        })
    }
}

impl<'a> Neighbours<'a> {
    pub fn of(relatives: impl IntoIterator<Item = Relative<'a>>) -> Neighbours<'a> {
        let mut neighbours = Neighbours::default();
        for relative in relatives {
            let estimate = relative.estimate;
            neighbours
                .topics
                .entry(relative.topic_id)
                .or_default()
                .add(estimate);
            neighbours
                .themes
                .entry(relative.theme_id)
                .or_default()
                .add(estimate);
        }
        neighbours
    }

    /// [`borrowed`] from these neighbours.
    pub fn borrowed(&self, topic_id: &str, theme_id: &str, subject: Estimate) -> Estimate {
        let pooled = |pools: &Pools, id: &str| pools.get(id).and_then(|pooled| pooled.estimate());
        let (score, uncertainty, spread) =
            if let Some((score, uncertainty)) = pooled(&self.topics, topic_id) {
                (score, uncertainty, TOPIC_SPREAD)
            } else if let Some((score, uncertainty)) = pooled(&self.themes, theme_id) {
                (score, uncertainty, THEME_SPREAD)
            } else {
                (subject.score, subject.uncertainty, SUBJECT_SPREAD)
            };
        Estimate {
            score,
            uncertainty: uncertainty.hypot(spread).min(NEW_UNCERTAINTY),
            answer_count: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::clock::DAY_MILLIS;
    use crate::game::level::expected_success;

    fn answer(correct: bool, seconds: f64) -> Answer {
        Answer {
            correct,
            seconds,
            time_limit: 60.0,
        }
    }

    fn new_child() -> Estimate {
        Estimate::new(84.0)
    }

    #[test]
    fn an_answer_scores_its_share_of_time_left_signed_by_correctness() {
        let cases = [
            (true, 0.0, 1.0),
            (true, 30.0, 0.625),
            (true, 60.0, 0.25),
            (true, 600.0, 0.25),
            (false, 0.0, -1.0),
            (false, 60.0, -0.25),
        ];
        for (correct, seconds, score) in cases {
            assert!(
                (answer(correct, seconds).score() - score).abs() < 1e-12,
                "{correct} in {seconds}s"
            );
        }
        let untimed = Answer {
            correct: true,
            seconds: 5.0,
            time_limit: 0.0,
        };
        assert_eq!(untimed.score(), 1.0);
        assert_eq!(time_limit(30, 60), 60.0);
        assert_eq!(time_limit(30, 0), 60.0);
        assert_eq!(time_limit(0, 0), 0.0);
    }

    #[test]
    fn the_expected_score_matches_the_attainment_model_and_its_limits() {
        // With correctness alone the mean is 2p − 1.
        for gap in [-20.0, -5.0, 0.0, 7.0, 30.0] {
            let p = expected_success(84.0 + gap, 84.0);
            let expected = expectation(log_odds(84.0 + gap, 84.0), 1.0);
            assert!((expected.mean - (2.0 * p - 1.0)).abs() < 1e-9, "gap {gap}");
            assert!((expected.variance - 4.0 * p * (1.0 - p)).abs() < 1e-9);
        }
        // Near z = 0 the time-only score is uniform on [−1, 1].
        let flat = expectation(0.0, 0.0);
        assert!(flat.mean.abs() < 1e-9);
        assert!((flat.variance - 1.0 / 3.0).abs() < 1e-4);
        // Continuous across the switch to the limits.
        let (below, above) = (expectation(0.0009, 0.0), expectation(0.0011, 0.0));
        assert!((below.mean - above.mean).abs() < 1e-4);
        assert!((below.slope - above.slope).abs() < 1e-4);
    }

    #[test]
    fn fast_answers_say_more_than_slow_ones() {
        let question = QuestionLevel::authored(84.0);
        let fast_right = after_answer(new_child(), &question, &answer(true, 5.0));
        let slow_right = after_answer(new_child(), &question, &answer(true, 55.0));
        let fast_wrong = after_answer(new_child(), &question, &answer(false, 5.0));
        let slow_wrong = after_answer(new_child(), &question, &answer(false, 55.0));
        assert!(fast_right.score > slow_right.score);
        assert!(fast_right.score > 84.0 && fast_wrong.score < 84.0);
        assert!(fast_wrong.score < slow_wrong.score && slow_wrong.score < 84.0);
        assert!(fast_right.uncertainty < NEW_UNCERTAINTY);
        assert_eq!(fast_right.answer_count, 1);
    }

    #[test]
    fn a_settled_child_moves_less_than_a_new_one_and_never_leaves_the_scale() {
        let question = QuestionLevel::authored(84.0);
        let settled = Estimate {
            score: 84.0,
            uncertainty: SETTLED_UNCERTAINTY,
            answer_count: 200,
        };
        let new_drop = 84.0 - after_answer(new_child(), &question, &answer(false, 5.0)).score;
        let settled_drop = 84.0 - after_answer(settled, &question, &answer(false, 5.0)).score;
        assert!(
            settled_drop > 0.0 && settled_drop * 5.0 < new_drop,
            "{settled_drop} vs {new_drop}"
        );
        assert!(new_drop <= MAX_STEP);
        let top = after_answer(
            Estimate::new(199.9),
            &QuestionLevel::authored(150.0),
            &answer(true, 0.0),
        );
        assert!(top.score <= MAX_SCORE);
        let bottom = after_answer(
            Estimate::new(0.1),
            &QuestionLevel::authored(50.0),
            &answer(false, 0.0),
        );
        assert!(bottom.score >= MIN_SCORE);
        assert!(settled.aged(7.0).uncertainty > SETTLED_UNCERTAINTY);
        assert_eq!(settled.aged(10_000.0).uncertainty, NEW_UNCERTAINTY);
        assert_eq!(settled.aged(-3.0), settled);
        let week = 7 * DAY_MILLIS;
        assert_eq!(settled.at(Some(0), week), settled.aged(7.0));
        assert_eq!(settled.at(None, week), settled);
    }

    #[test]
    fn estimates_stored_without_an_uncertainty_take_their_counts() {
        assert_eq!(Estimate::stored(80.0, None, 0).uncertainty, NEW_UNCERTAINTY);
        let some = Estimate::stored(80.0, None, 10).uncertainty;
        let many = Estimate::stored(80.0, None, 100).uncertainty;
        assert!(NEW_UNCERTAINTY > some && some > many && many >= SETTLED_UNCERTAINTY);
        assert_eq!(Estimate::stored(80.0, Some(2.5), 10).uncertainty, 2.5);
    }

    #[test]
    fn questions_use_their_measured_difficulty_once_it_rests_on_enough_answers() {
        let mut question = QuestionLevel {
            authored: 85.0,
            measured: Some(92.0),
            measured_count: MEASURED_AFTER_ANSWERS - 1,
        };
        assert_eq!(question.in_use(), 85.0);
        question.measured_count += 1;
        assert_eq!(question.in_use(), 92.0);
        assert_eq!(QuestionLevel::authored(85.0).measured_or_authored(), 85.0);
    }

    #[test]
    fn a_question_gets_harder_when_children_fail_it_and_a_new_child_moves_it_less() {
        let question = QuestionLevel::authored(84.0);
        let settled = Estimate {
            score: 84.0,
            uncertainty: SETTLED_UNCERTAINTY,
            answer_count: 200,
        };
        let failed = question_shift(settled, &question, &answer(false, 5.0));
        let passed = question_shift(settled, &question, &answer(true, 5.0));
        assert!(failed > 0.0 && passed < 0.0);
        let by_new_child = question_shift(new_child(), &question, &answer(false, 5.0));
        assert!(by_new_child > 0.0 && by_new_child < failed);
        let well_known = QuestionLevel {
            measured: Some(84.0),
            measured_count: 1000,
            ..question
        };
        assert!(question_shift(settled, &well_known, &answer(false, 5.0)) < failed);
    }

    #[test]
    fn an_endcode_not_yet_met_borrows_from_its_topic_then_its_theme_then_the_subject() {
        let at = |score| Estimate {
            score,
            uncertainty: 3.0,
            answer_count: 30,
        };
        let subject = at(90.0);
        let relatives = [
            Relative {
                topic_id: "t1",
                theme_id: "h1",
                estimate: at(80.0),
            },
            Relative {
                topic_id: "t2",
                theme_id: "h1",
                estimate: at(100.0),
            },
        ];
        let in_topic = borrowed("t1", "h1", relatives, subject);
        assert!((in_topic.score - 80.0).abs() < 1e-9);
        assert!((in_topic.uncertainty - 3.0f64.hypot(TOPIC_SPREAD)).abs() < 1e-9);
        let in_theme = borrowed("t3", "h1", relatives, subject);
        assert!((in_theme.score - 90.0).abs() < 1e-9);
        assert!(in_theme.uncertainty > in_topic.uncertainty);
        let elsewhere = borrowed("t4", "h2", relatives, subject);
        assert_eq!(elsewhere.score, 90.0);
        assert_eq!(elsewhere.answer_count, 0);
        let new_in_subject = borrowed("t4", "h2", [], Estimate::new(84.0));
        assert_eq!(new_in_subject.uncertainty, NEW_UNCERTAINTY);
    }
}
