//! The adaptive engine's quality, simulated: synthetic students of known
//! ability answer questions chosen at their estimated level (MEDIUM), with
//! success drawn from the attainment model. Prints how many answers the
//! estimate needs to come and stay within ±3 months of the truth, and the
//! success rate the child experiences, for the engine's update rule and for
//! a fixed-step baseline, in the same run.
//!
//! Run: `cargo bench -p plytime-shared --bench engine`

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

use plytime_shared::game::Difficulty;
use plytime_shared::game::level::{expected_success, target_question_score, updated_score};

const STUDENTS: usize = 4000;
const ANSWERS: usize = 120;
/// Within this many months of the truth counts as found…
const TOLERANCE: f64 = 3.0;
/// …once the estimate stays there for this many answers in a row.
const STAY: usize = 5;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

type Rule = fn(f64, f64, bool, i64) -> f64;

/// The baseline: the same model, but a constant two-month step.
fn fixed_step(student: f64, question: f64, correct: bool, _answers: i64) -> f64 {
    let surprise = f64::from(u8::from(correct)) - expected_success(student, question);
    (student + 2.0 * surprise / 0.75).clamp(0.0, 200.0)
}

struct Outcome {
    answers_to_settle: Vec<usize>,
    successes: usize,
    asked: usize,
}

fn simulate(rule: Rule, seed: u64) -> Outcome {
    let mut rng = Rng(seed);
    let mut outcome = Outcome {
        answers_to_settle: Vec::new(),
        successes: 0,
        asked: 0,
    };
    for _ in 0..STUDENTS {
        // A year-3 child anywhere from a year behind to a year ahead.
        let start = 86.0;
        let ability = start + (rng.next() * 24.0 - 12.0);
        let mut estimate = start;
        let mut settled_at = None;
        let mut run = 0;
        for answer in 0..ANSWERS {
            // The bank has questions every few months: the nearest one is
            // up to two months off the target.
            let question =
                target_question_score(estimate, Difficulty::Medium) + rng.next() * 4.0 - 2.0;
            let correct = rng.next() < expected_success(ability, question);
            if answer >= 40 {
                outcome.asked += 1;
                outcome.successes += usize::from(correct);
            }
            estimate = rule(estimate, question, correct, answer as i64);
            run = if (estimate - ability).abs() <= TOLERANCE {
                run + 1
            } else {
                0
            };
            if run == STAY && settled_at.is_none() {
                settled_at = Some(answer + 1 - STAY + 1);
            }
        }
        outcome
            .answers_to_settle
            .push(settled_at.unwrap_or(ANSWERS + 1));
    }
    outcome.answers_to_settle.sort_unstable();
    outcome
}

fn report(name: &str, outcome: &Outcome) {
    let percentile = |p: f64| {
        outcome.answers_to_settle[((outcome.answers_to_settle.len() - 1) as f64 * p) as usize]
    };
    let within_40 = outcome
        .answers_to_settle
        .iter()
        .filter(|&&n| n <= 40)
        .count() as f64
        / outcome.answers_to_settle.len() as f64;
    println!(
        "{name:<10} answers to ±{TOLERANCE} months: median {:>3}, 90th percentile {:>3}; within 40: {:>5.1}%; MEDIUM success {:>5.1}%",
        percentile(0.5),
        percentile(0.9),
        within_40 * 100.0,
        outcome.successes as f64 / outcome.asked as f64 * 100.0
    );
}

fn main() {
    let engine = simulate(updated_score, 0x9E37_79B9_7F4A_7C15);
    let baseline = simulate(fixed_step, 0x9E37_79B9_7F4A_7C15);
    println!(
        "{STUDENTS} synthetic students, abilities ±12 months around their start, {ANSWERS} answers each"
    );
    report("engine", &engine);
    report("fixed step", &baseline);
    println!(
        "median answers, engine ÷ baseline: {:.2}",
        engine.answers_to_settle[STUDENTS / 2] as f64
            / baseline.answers_to_settle[STUDENTS / 2] as f64
    );
}
