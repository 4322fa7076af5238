//! Writes when a paid plan's change takes effect as test cases for the UI's
//! copy of the rule (`ui/src/generated/plan_change_rules.json`, used by the
//! summary before a change is confirmed), and fails when the checked-in file
//! is stale. Regenerate with `npm run gen:types`.

mod support;

use plytime_shared::api::subscriptions::change_takes_effect;
use serde_json::{Value, json};

/// Weekly prices of the plans, by sessions, as the demo sells them.
const PRICES: [(i64, i64); 4] = [(0, 499), (1, 1999), (2, 3499), (7, 10999)];

fn cases() -> Value {
    let mut cases = Vec::new();
    for old in PRICES {
        for new in PRICES {
            cases.push(json!({"old_sessions": old.0, "old_pence": old.1,
                "new_sessions": new.0, "new_pence": new.1,
                "takes_effect": change_takes_effect(old, new)}));
        }
    }
    // A dearer price for the same sessions still waits for the payment.
    cases.push(
        json!({"old_sessions": 2, "old_pence": 3499, "new_sessions": 2,
        "new_pence": 3999, "takes_effect": change_takes_effect((2, 3499), (2, 3999))}),
    );
    Value::Array(cases)
}

#[test]
fn the_ui_plan_change_cases_are_up_to_date() {
    support::assert_up_to_date("plan_change_rules.json", cases());
}
