//! Writes the answer-review column rules as test cases for the UI's copy
//! of them (`ui/src/generated/review_rules.json`), and fails when the
//! checked-in file is stale. The UI's tests replay every case through its
//! own code. Regenerate with `npm run gen:types`.

mod support;

use plytime_shared::content::Decision;
use plytime_shared::game::review::{
    REVIEW_WINDOW_DAYS, TOKEN_CUTOFF_MILLIS, performance_column, reviewed_column, token_column,
};
use serde_json::{Value, json};

const DAY: i64 = 24 * 60 * 60 * 1000;
const RESULTS: [Decision; 3] = [Decision::Correct, Decision::Incorrect, Decision::Passed];

fn cases() -> Value {
    let now = TOKEN_CUTOFF_MILLIS + 400 * DAY;
    let ages = [
        0,
        DAY,
        REVIEW_WINDOW_DAYS * DAY,
        REVIEW_WINDOW_DAYS * DAY + 1,
        30 * DAY,
        now - TOKEN_CUTOFF_MILLIS,
        now - TOKEN_CUTOFF_MILLIS + 1,
    ];
    let mut tokens = Vec::new();
    for result in RESULTS {
        for reviewed in [false, true] {
            for age in ages {
                let answered_at = now - age;
                tokens.push(json!({"result": result, "reviewed": reviewed,
                    "answered_at": answered_at, "now": now,
                    "column": token_column(result, reviewed, answered_at, now)}));
            }
        }
    }
    let mut performance = Vec::new();
    for result in RESULTS {
        for (pc, seconds, maximum) in [
            (50.0, 5.0, 60.0),
            (100.0, 20.0, 60.0),
            (100.5, 20.1, 60.0),
            (150.0, 60.0, 60.0),
            (151.0, 60.5, 60.0),
            (400.0, 80.0, 60.0),
        ] {
            performance.push(json!({"result": result, "response_time_pc": pc,
                "response_time": seconds, "maximum_time": maximum,
                "column": performance_column(result, pc, seconds, maximum)}));
        }
    }
    let mut reviewed = Vec::new();
    for flags in 0..8 {
        let (was_reviewed, help, resolved) = (flags & 1 != 0, flags & 2 != 0, flags & 4 != 0);
        reviewed.push(json!({"reviewed": was_reviewed, "help_requested": help,
            "resolved": resolved, "column": reviewed_column(was_reviewed, help, resolved)}));
    }
    json!({"token": tokens, "performance": performance, "reviewed": reviewed})
}

#[test]
fn the_ui_review_rule_cases_are_up_to_date() {
    support::assert_up_to_date("review_rules.json", cases());
}
