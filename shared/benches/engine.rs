//! The adaptive engine's quality, simulated. Synthetic children of known
//! level answer questions chosen at their estimated level (MEDIUM): right
//! or wrong as the attainment model says, and quickly or slowly as the
//! signed residual time model says (`game::estimate`). Four measures, each
//! for the engine's rule and, in the same run, for the rule it replaced
//! and a fixed-step baseline:
//!
//! 1. Placement: how many answers the estimate needs to come and stay
//!    within ±3 months of a new child's level, and the success rate the
//!    child then experiences. An exact Bayesian posterior over the same
//!    answers shows what this evidence allows: it is the most accurate
//!    estimate on average, and no rule can place children much faster
//!    (its median and 90th percentile), whatever its steps.
//! 2. Tracking: children who learn during eight weeks of play, some
//!    working faster or slower than others, and how far the estimate is
//!    from their level at the end.
//! 3. Question difficulty: how close the measured difficulty of a bank of
//!    questions, authored with errors, comes to the truth after 200
//!    children.
//! 4. Borrowing: how many answers a new endcode needs when the child's
//!    level in its topic is known.
//!
//! Run: `cargo bench -p plytime-shared --bench engine`

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

use plytime_shared::game::Difficulty;
use plytime_shared::game::estimate::{
    self, Answer, Estimate, NEW_UNCERTAINTY, QuestionLevel, Relative, TOPIC_SPREAD,
};
use plytime_shared::game::level::{
    ODDS_SCALE, SUCCESS_AT_LEVEL, expected_success, target_question_score,
};

const SEED: u64 = 0x9E37_79B9_7F4A_7C15;
/// Every simulated question's time limit, in seconds.
const TIME_LIMIT: f64 = 60.0;
/// Where every simulated child starts: a year-3 child's on-track level.
const START: f64 = 86.0;
/// Children are anywhere from this many months behind to as many ahead.
const SPREAD: f64 = 12.0;
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

    fn normal(&mut self) -> f64 {
        let (u, v) = (self.next().max(1e-12), self.next());
        (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
    }

    fn level(&mut self) -> f64 {
        START + (self.next() * 2.0 - 1.0) * SPREAD
    }
}

/// The log-odds of a correct answer (the attainment model).
fn log_odds(child: f64, question: f64) -> f64 {
    (SUCCESS_AT_LEVEL / (1.0 - SUCCESS_AT_LEVEL)).ln()
        + std::f64::consts::LN_10 / ODDS_SCALE * (child - question)
}

/// One answer of a child at `level` who works at `pace` (1 = as the model
/// says, 2 = twice as slowly): whether it is right, and the seconds taken.
/// The signed share of time left, s, has density ∝ exp(z·s) on [−1, 1]
/// (drawn by inverting its distribution function), so its sign is right
/// exactly as often as the attainment model says.
fn respond(rng: &mut Rng, level: f64, question: f64, pace: f64) -> (bool, f64) {
    let z = log_odds(level, question);
    let u = rng.next();
    let s = if z.abs() < 1e-9 {
        2.0 * u - 1.0
    } else {
        ((-z).exp() + u * (z.exp() - (-z).exp())).ln() / z
    };
    (s > 0.0, (1.0 - s.abs()) * TIME_LIMIT * pace)
}

/// A question the engine asks a child estimated at `estimate`: the bank has
/// questions every few months, so the nearest one is up to two months off
/// the target.
fn question_for(rng: &mut Rng, estimate: f64) -> f64 {
    target_question_score(estimate, Difficulty::Medium) + rng.next() * 4.0 - 2.0
}

fn timed(correct: bool, seconds: f64) -> Answer {
    Answer {
        correct,
        seconds,
        time_limit: TIME_LIMIT,
    }
}

/// A way of estimating a child's level from their answers.
trait Rule {
    fn start(&mut self, level: f64, uncertainty: f64);
    fn level(&self) -> f64;
    fn answer(&mut self, question: f64, correct: bool, seconds: f64);
    /// Days pass without answers.
    fn rest(&mut self, _days: f64) {}
}

/// The rule this engine had before: correctness only, a step of 5 months
/// shrinking with the answer count to 1.5.
#[derive(Default)]
struct Before {
    score: f64,
    answers: f64,
}

impl Rule for Before {
    fn start(&mut self, level: f64, _uncertainty: f64) {
        (self.score, self.answers) = (level, 0.0);
    }
    fn level(&self) -> f64 {
        self.score
    }
    fn answer(&mut self, question: f64, correct: bool, _seconds: f64) {
        let step = (5.0 / (1.0 + self.answers / 8.0)).max(1.5);
        let surprise = f64::from(u8::from(correct)) - expected_success(self.score, question);
        self.score = (self.score + step * surprise / 0.75).clamp(0.0, 200.0);
        self.answers += 1.0;
    }
}

/// The baseline: correctness only and a constant two-month step.
#[derive(Default)]
struct FixedStep(f64);

impl Rule for FixedStep {
    fn start(&mut self, level: f64, _uncertainty: f64) {
        self.0 = level;
    }
    fn level(&self) -> f64 {
        self.0
    }
    fn answer(&mut self, question: f64, correct: bool, _seconds: f64) {
        let surprise = f64::from(u8::from(correct)) - expected_success(self.0, question);
        self.0 = (self.0 + 2.0 * surprise / 0.75).clamp(0.0, 200.0);
    }
}

/// The engine's rule (`game::estimate`). It does not know the simulated
/// questions' authored scores are exact, so it allows for their error.
struct Engine(Estimate);

impl Rule for Engine {
    fn start(&mut self, level: f64, uncertainty: f64) {
        self.0 = Estimate {
            uncertainty,
            ..Estimate::new(level)
        };
    }
    fn level(&self) -> f64 {
        self.0.score
    }
    fn answer(&mut self, question: f64, correct: bool, seconds: f64) {
        self.0 = estimate::after_answer(
            self.0,
            &QuestionLevel::authored(question),
            &timed(correct, seconds),
        );
    }
    fn rest(&mut self, days: f64) {
        self.0 = self.0.aged(days);
    }
}

/// The exact posterior mean over a grid of levels, from a normal prior as
/// wide as a new child's uncertainty and the response model's likelihood
/// of each answer: the best estimate these answers allow.
struct Posterior {
    origin: f64,
    weights: Vec<f64>,
}

const GRID_STEP: f64 = 0.1;
const GRID_HALF_WIDTH: f64 = 40.0;

impl Posterior {
    fn at(&self, index: usize) -> f64 {
        self.origin - GRID_HALF_WIDTH + index as f64 * GRID_STEP
    }
}

impl Rule for Posterior {
    fn start(&mut self, level: f64, uncertainty: f64) {
        self.origin = level;
        let points = (2.0 * GRID_HALF_WIDTH / GRID_STEP) as usize + 1;
        self.weights = (0..points)
            .map(|index| {
                let gap = (index as f64 * GRID_STEP - GRID_HALF_WIDTH) / uncertainty;
                (-gap * gap / 2.0).exp()
            })
            .collect();
    }
    fn level(&self) -> f64 {
        let total: f64 = self.weights.iter().sum();
        let weighted: f64 = (0..self.weights.len())
            .map(|index| self.weights[index] * self.at(index))
            .sum();
        weighted / total
    }
    fn answer(&mut self, question: f64, correct: bool, seconds: f64) {
        let left = (1.0 - seconds / TIME_LIMIT).clamp(0.0, 1.0);
        let s = if correct { left } else { -left };
        let mut largest = 0.0f64;
        for index in 0..self.weights.len() {
            let z = log_odds(self.at(index), question);
            let density = if z.abs() < 1e-9 {
                0.5
            } else {
                z * (z * s).exp() / (2.0 * z.sinh())
            };
            self.weights[index] *= density;
            largest = largest.max(self.weights[index]);
        }
        for weight in &mut self.weights {
            *weight /= largest;
        }
    }
}

struct Placement {
    answers_to_settle: Vec<usize>,
    successes: usize,
    asked: usize,
    /// The summed distance from the truth after `SUCCESS_AFTER` answers.
    error_then: f64,
}

impl Placement {
    fn new() -> Placement {
        Placement {
            answers_to_settle: Vec::new(),
            successes: 0,
            asked: 0,
            error_then: 0.0,
        }
    }

    fn percentile(&self, p: f64) -> usize {
        self.answers_to_settle[((self.answers_to_settle.len() - 1) as f64 * p) as usize]
    }

    fn share_within(&self, answers: usize) -> f64 {
        self.answers_to_settle
            .iter()
            .filter(|&&n| n <= answers)
            .count() as f64
            / self.answers_to_settle.len() as f64
    }

    fn success(&self) -> f64 {
        self.successes as f64 / self.asked as f64
    }

    fn mean_error_then(&self) -> f64 {
        self.error_then / self.answers_to_settle.len() as f64
    }
}

/// The answer after which the estimate came within the tolerance and
/// stayed there for `STAY` answers; `None` if it never did.
struct Settling {
    run: usize,
    settled_at: Option<usize>,
}

impl Settling {
    fn new() -> Settling {
        Settling {
            run: 0,
            settled_at: None,
        }
    }

    fn after(&mut self, answers: usize, estimate: f64, truth: f64) {
        self.run = if (estimate - truth).abs() <= TOLERANCE {
            self.run + 1
        } else {
            0
        };
        if self.run == STAY && self.settled_at.is_none() {
            self.settled_at = Some(answers + 1 - STAY);
        }
    }
}

const PLACED_CHILDREN: usize = 4000;
const PLACEMENT_ANSWERS: usize = 120;
/// Success is counted once the estimate has had this many answers.
const SUCCESS_AFTER: usize = 40;

fn place(rule: &mut dyn Rule, children: usize) -> Placement {
    let mut rng = Rng(SEED);
    let mut placement = Placement::new();
    for _ in 0..children {
        let level = rng.level();
        rule.start(START, NEW_UNCERTAINTY);
        let mut settling = Settling::new();
        for answer in 0..PLACEMENT_ANSWERS {
            let question = question_for(&mut rng, rule.level());
            let (correct, seconds) = respond(&mut rng, level, question, 1.0);
            if answer >= SUCCESS_AFTER {
                placement.asked += 1;
                placement.successes += usize::from(correct);
            }
            rule.answer(question, correct, seconds);
            if answer + 1 == SUCCESS_AFTER {
                placement.error_then += (rule.level() - level).abs();
            }
            settling.after(answer + 1, rule.level(), level);
        }
        placement
            .answers_to_settle
            .push(settling.settled_at.unwrap_or(PLACEMENT_ANSWERS + 1));
    }
    placement.answers_to_settle.sort_unstable();
    placement
}

fn report_placement(name: &str, placement: &Placement) {
    println!(
        "  {name:<16} median {:>3}, 90th percentile {:>3}, within 40: {:>5.1}%; MEDIUM success {:>5.1}%; off by {:.2} after {SUCCESS_AFTER}",
        placement.percentile(0.5),
        placement.percentile(0.9),
        placement.share_within(40) * 100.0,
        placement.success() * 100.0,
        placement.mean_error_then()
    );
}

const TRACKED_CHILDREN: usize = 2000;
const WEEKS: usize = 8;
const PLAY_DAYS: [f64; 3] = [0.0, 2.0, 4.0];
const ANSWERS_A_GAME: usize = 15;
/// Children learn up to this many months a week while they play.
const MOST_LEARNING_A_WEEK: f64 = 2.0;
/// The spread of children's pace: one standard deviation is about 1.5
/// times faster or slower.
const PACE_SPREAD: f64 = 0.4;

struct Tracking {
    error: f64,
    bias: f64,
}

/// Children who learn while they play three games a week for eight weeks;
/// with `pace_spread`, some work faster or slower than the model says.
fn track(rule: &mut dyn Rule, pace_spread: f64) -> Tracking {
    let mut rng = Rng(SEED ^ 0x5555);
    let (mut error, mut bias) = (0.0, 0.0);
    for _ in 0..TRACKED_CHILDREN {
        let first_level = rng.level();
        let learning = rng.next() * MOST_LEARNING_A_WEEK;
        let pace = (rng.normal() * pace_spread).exp();
        rule.start(START, NEW_UNCERTAINTY);
        let mut last_day = 0.0;
        let mut level = first_level;
        for week in 0..WEEKS {
            for day in PLAY_DAYS {
                let today = week as f64 * 7.0 + day;
                rule.rest(today - last_day);
                last_day = today;
                level = first_level + learning * today / 7.0;
                for _ in 0..ANSWERS_A_GAME {
                    let question = question_for(&mut rng, rule.level());
                    let (correct, seconds) = respond(&mut rng, level, question, pace);
                    rule.answer(question, correct, seconds);
                }
            }
        }
        error += (rule.level() - level).abs();
        bias += rule.level() - level;
    }
    let children = TRACKED_CHILDREN as f64;
    Tracking {
        error: error / children,
        bias: bias / children,
    }
}

const BANK_CHILDREN: usize = 200;
const BANK_ANSWERS: usize = 40;
/// The bank: questions every quarter month over the levels the children
/// are asked at…
const BANK_LOWEST: f64 = 70.0;
const BANK_QUESTIONS: usize = 129;
/// …whose authors misjudge them by this much (standard deviation, months).
const AUTHORING_ERROR: f64 = 5.0;

struct BankQuestion {
    truth: f64,
    level: QuestionLevel,
}

struct Measured {
    measured_error: f64,
    authored_error: f64,
    answers_per_question: f64,
    in_use: usize,
}

/// 200 new children play the bank in turn; each answer moves the child's
/// estimate and the question's measured difficulty, and the engine
/// chooses by measured difficulty once a question has enough answers.
fn measure_bank() -> Measured {
    let mut rng = Rng(SEED ^ 0xABCD);
    let mut bank: Vec<BankQuestion> = (0..BANK_QUESTIONS)
        .map(|index| {
            let truth = BANK_LOWEST + index as f64 * 0.25;
            BankQuestion {
                truth,
                level: QuestionLevel::authored(truth + rng.normal() * AUTHORING_ERROR),
            }
        })
        .collect();
    for _ in 0..BANK_CHILDREN {
        let level = rng.level();
        let mut child = Estimate::new(START);
        let mut asked = vec![false; bank.len()];
        for _ in 0..BANK_ANSWERS {
            let target = target_question_score(child.score, Difficulty::Medium);
            let Some(index) = (0..bank.len())
                .filter(|&index| !asked[index])
                .min_by(|&a, &b| {
                    let gap = |index: usize| (bank[index].level.in_use() - target).abs();
                    gap(a).total_cmp(&gap(b))
                })
            else {
                break;
            };
            asked[index] = true;
            let question = &mut bank[index];
            let (correct, seconds) = respond(&mut rng, level, question.truth, 1.0);
            let answer = timed(correct, seconds);
            let shift = estimate::question_shift(child, &question.level, &answer);
            child = estimate::after_answer(child, &question.level, &answer);
            question.level.measured = Some(question.level.measured_or_authored() + shift);
            question.level.measured_count += 1;
        }
    }
    let count = bank.len() as f64;
    Measured {
        measured_error: bank
            .iter()
            .map(|question| (question.level.measured_or_authored() - question.truth).abs())
            .sum::<f64>()
            / count,
        authored_error: bank
            .iter()
            .map(|question| (question.level.authored - question.truth).abs())
            .sum::<f64>()
            / count,
        answers_per_question: bank
            .iter()
            .map(|question| question.level.measured_count as f64)
            .sum::<f64>()
            / count,
        in_use: bank
            .iter()
            .filter(|question| question.level.is_measured())
            .count(),
    }
}

/// How sure the child's estimate in the endcode they know is.
const SIBLING_UNCERTAINTY: f64 = 2.5;

/// Children placed in one endcode of a topic meet another: answers to
/// settle there when the engine borrows from the first, against starting
/// from the year's default.
fn borrow(children: usize) -> (Placement, Placement) {
    let run = |borrowing: bool| {
        let mut rng = Rng(SEED ^ 0x1234);
        let mut placement = Placement::new();
        for _ in 0..children {
            // The new endcode lies the topic's spread from the known one.
            let known = rng.level();
            let sibling_estimate = known + rng.normal() * SIBLING_UNCERTAINTY;
            let level = known + rng.normal() * TOPIC_SPREAD;
            let mut child = if borrowing {
                let sibling = Relative {
                    topic_id: "topic",
                    theme_id: "theme",
                    estimate: Estimate {
                        score: sibling_estimate,
                        uncertainty: SIBLING_UNCERTAINTY,
                        answer_count: 40,
                    },
                };
                estimate::borrowed("topic", "theme", [sibling], Estimate::new(START))
            } else {
                Estimate::new(START)
            };
            let mut settling = Settling::new();
            for answer in 0..PLACEMENT_ANSWERS {
                let question = question_for(&mut rng, child.score);
                let (correct, seconds) = respond(&mut rng, level, question, 1.0);
                child = estimate::after_answer(
                    child,
                    &QuestionLevel::authored(question),
                    &timed(correct, seconds),
                );
                placement.asked += 1;
                placement.successes += usize::from(correct);
                settling.after(answer + 1, child.score, level);
            }
            placement
                .answers_to_settle
                .push(settling.settled_at.unwrap_or(PLACEMENT_ANSWERS + 1));
        }
        placement.answers_to_settle.sort_unstable();
        placement
    };
    (run(true), run(false))
}

fn goal(name: &str, value: String, best: String, met: bool) {
    let verdict = if met { "met" } else { "NOT MET" };
    println!("  {name:<48} {value:>7} {best:>9}   {verdict}");
}

fn main() {
    println!(
        "1. Placement: {PLACED_CHILDREN} new children, ±{SPREAD} months around {START}, \
         {PLACEMENT_ANSWERS} answers each; answers until the estimate is within \
         ±{TOLERANCE} months for {STAY} answers in a row"
    );
    let engine = place(&mut Engine(Estimate::new(START)), PLACED_CHILDREN);
    let before = place(&mut Before::default(), PLACED_CHILDREN);
    let fixed = place(&mut FixedStep::default(), PLACED_CHILDREN);
    let best = place(
        &mut Posterior {
            origin: START,
            weights: Vec::new(),
        },
        PLACED_CHILDREN,
    );
    report_placement("engine", &engine);
    report_placement("engine before", &before);
    report_placement("fixed step", &fixed);
    report_placement("exact posterior", &best);

    println!(
        "2. Tracking: {TRACKED_CHILDREN} children learning 0–{MOST_LEARNING_A_WEEK} months a \
         week, {} games of {ANSWERS_A_GAME} a week for {WEEKS} weeks; mean distance from their \
         level at the end (and the mean signed error)",
        PLAY_DAYS.len()
    );
    for (name, pace_spread) in [("steady pace", 0.0), ("varying pace", PACE_SPREAD)] {
        let engine = track(&mut Engine(Estimate::new(START)), pace_spread);
        let before = track(&mut Before::default(), pace_spread);
        let fixed = track(&mut FixedStep::default(), pace_spread);
        println!(
            "  {name:<16} engine {:.2} ({:+.2}), engine before {:.2} ({:+.2}), fixed step {:.2} ({:+.2})",
            engine.error, engine.bias, before.error, before.bias, fixed.error, fixed.bias
        );
    }

    let measured = measure_bank();
    println!(
        "3. Question difficulty: {BANK_QUESTIONS} questions authored ±{AUTHORING_ERROR} months \
         off, {BANK_CHILDREN} children × {BANK_ANSWERS} answers ({:.0} answers a question): \
         mean distance from the truth, measured {:.2}, authored {:.2}; {} of {BANK_QUESTIONS} \
         in use",
        measured.answers_per_question,
        measured.measured_error,
        measured.authored_error,
        measured.in_use
    );

    let (borrowing, from_default) = borrow(PLACED_CHILDREN);
    println!(
        "4. Borrowing: a new endcode of a topic where the child is placed; answers to settle, \
         median {} and 90th percentile {} (from the year's default: {} and {})",
        borrowing.percentile(0.5),
        borrowing.percentile(0.9),
        from_default.percentile(0.5),
        from_default.percentile(0.9)
    );

    println!("Goals{:<46}{:>7} {:>9}", "", "engine", "exact posterior");
    let (median, p90) = (engine.percentile(0.5), engine.percentile(0.9));
    goal(
        "median answers to ±3 months ≤ 5",
        median.to_string(),
        best.percentile(0.5).to_string(),
        median <= 5,
    );
    goal(
        "90th percentile ≤ 12",
        p90.to_string(),
        best.percentile(0.9).to_string(),
        p90 <= 12,
    );
    let within = engine.share_within(40) * 100.0;
    goal(
        "within ±3 months in 40 answers ≥ 99%",
        format!("{within:.1}%"),
        format!("{:.1}%", best.share_within(40) * 100.0),
        within >= 99.0,
    );
    let success = engine.success() * 100.0;
    goal(
        "MEDIUM success 70–80%",
        format!("{success:.1}%"),
        format!("{:.1}%", best.success() * 100.0),
        (70.0..=80.0).contains(&success),
    );
    goal(
        "measured difficulty after 200 children ≤ 3 months",
        format!("{:.2}", measured.measured_error),
        String::new(),
        measured.measured_error <= 3.0,
    );
}
