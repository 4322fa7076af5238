//! Writes the game rules as test cases for the UI's copy of them
//! (`ui/src/generated/game_rules.json`), and fails when the checked-in file
//! is stale. The UI's tests replay every case through its own code.
//! Regenerate with `npm run gen:types`.

mod support;

use plytime_shared::content::Decision;
use plytime_shared::game::Difficulty;
use plytime_shared::game::ghosts::Ghost;
use plytime_shared::game::scoring::{
    AnswerOutcome, PlayerScore, points_for_answer, reward_threshold,
};
use plytime_shared::game::time_allowance::{
    TimeAllowance, ghost_seconds, pass_opens_after, playing_seconds, standard_seconds,
};
use serde_json::{Value, json};

/// A small deterministic generator, so the cases never change by chance.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn cases() -> Value {
    let mut rng = Lcg(7);
    let points: Vec<Value> = [(30.0, 30.0), (30.0, 15.0), (30.0, 5.0), (30.0, 45.0), (30.0, 90.0), (0.0, 3.0), (10.0, 3.0), (12.0, 7.5)]
        .iter()
        .map(|&(standard, taken)| json!({"standard_time": standard, "seconds_taken": taken, "points": points_for_answer(standard, taken)}))
        .collect();

    let results = [
        Decision::Correct,
        Decision::Correct,
        Decision::Incorrect,
        Decision::Passed,
    ];
    let games: Vec<Value> = (0..6)
        .map(|_| {
            let outcomes: Vec<AnswerOutcome> = (0..24)
                .map(|_| AnswerOutcome {
                    result: results[(rng.next() * results.len() as f64) as usize],
                    difficulty: Difficulty::ALL[(rng.next() * 4.0) as usize],
                    standard_time: (10 + (rng.next() * 40.0) as i64) as f64,
                    seconds_taken: (rng.next() * 80.0).round(),
                })
                .collect();
            let mut state = PlayerScore::default();
            let after: Vec<Value> = outcomes
                .iter()
                .map(|outcome| {
                    state = state.after(outcome);
                    json!({"state": state, "total_points": state.total_points(), "rubies": state.rubies()})
                })
                .collect();
            json!({"outcomes": outcomes, "after": after})
        })
        .collect();

    let thresholds: Vec<Value> = [0, 31, 32, 63, 64, 127, 128, 500]
        .iter()
        .map(|&total| json!({"total_points": total, "threshold": reward_threshold(total)}))
        .collect();

    let ghosts: Vec<Value> = [0.5, 0.8, 1.1]
        .iter()
        .enumerate()
        .map(|(index, &multiplier)| {
            let mut ghost = Ghost::new(index, "Nova", multiplier);
            let rolls: Vec<f64> = (0..90)
                .map(|_| (rng.next() * 1000.0).round() / 1000.0)
                .collect();
            let after: Vec<Value> = rolls
                .iter()
                .map(|&roll| {
                    ghost.tick(roll);
                    json!({"ghost": ghost, "total_points": ghost.total_points()})
                })
                .collect();
            json!({"index": index, "score_multiplier": multiplier, "rolls": rolls, "after": after})
        })
        .collect();

    let time_allowances: Vec<Value> = TimeAllowance::ALL
        .iter()
        .map(|&allowance| {
            let factor = allowance.factor();
            let playing =
                [60, 90, 120].map(|duration| [duration, playing_seconds(duration, factor)]);
            let scored =
                [0.0, 7.5, 20.0, 45.0].map(|taken| [taken, standard_seconds(taken, factor)]);
            let ghosts =
                [0, 1, 2, 3, 7, 119, 120].map(|played| [played, ghost_seconds(played, factor)]);
            let pass = [(10, 60), (30, 60), (45, 60), (84, 60), (84, 120), (84, 180)].map(
                |(standard, duration)| {
                    json!([
                        standard,
                        duration,
                        pass_opens_after(standard, duration, factor)
                    ])
                },
            );
            json!({
                "allowance": allowance,
                "factor": factor,
                "pass_opens_after": pass,
                "playing_seconds": playing,
                "standard_seconds": scored,
                "ghost_seconds": ghosts,
            })
        })
        .collect();

    json!({"points": points, "games": games, "reward_thresholds": thresholds, "ghosts": ghosts, "time_allowances": time_allowances})
}

#[test]
fn the_ui_game_rule_cases_are_up_to_date() {
    support::assert_up_to_date("game_rules.json", cases());
}
