//! Properties of the marker that must hold for any input whatsoever.

use plytime_shared::content::normalise::canonical;
use plytime_shared::content::{
    AnswerPart, Decision, Element, InputKind, Submission, SubmittedPart, mark,
};
use proptest::prelude::*;

/// Strings that look like answers (digits, signs, separators) as well as
/// anything at all.
fn answer_like() -> impl Strategy<Value = String> {
    prop_oneof!["[0-9 .,:/£()+-]{0,12}", any::<String>(),]
}

fn one_input_question(value: &str) -> (Vec<Vec<Element>>, Vec<Vec<AnswerPart>>) {
    let lines = vec![vec![Element::WholeNumber {
        reference: "n".into(),
    }]];
    let answers = vec![vec![AnswerPart {
        reference: "n".into(),
        values: vec![value.into()],
    }]];
    (lines, answers)
}

fn submit(value: &str) -> Submission {
    Submission::from([(
        "0-0".to_string(),
        SubmittedPart {
            reference: "n".into(),
            value: value.into(),
        },
    )])
}

proptest! {
    #[test]
    fn reading_any_text_never_panics(text in answer_like()) {
        for kind in InputKind::ALL {
            let _ = canonical(kind, &text);
        }
    }

    #[test]
    fn marking_any_submission_never_panics(expected in answer_like(), typed in answer_like()) {
        let (lines, answers) = one_input_question(&expected);
        let _ = mark(&lines, &answers, &submit(&typed));
    }

    #[test]
    fn a_valid_answer_marks_itself_correct(n in any::<i64>()) {
        let value = n.to_string();
        let (lines, answers) = one_input_question(&value);
        prop_assert_eq!(mark(&lines, &answers, &submit(&value)), Decision::Correct);
        let other = n.wrapping_add(1).to_string();
        prop_assert_eq!(mark(&lines, &answers, &submit(&other)), Decision::Incorrect);
    }

    #[test]
    fn decimals_equal_in_value_are_equal(whole in 0u32..100_000, frac in 0u32..100) {
        let plain = format!("{whole}.{frac:02}");
        let padded = format!("+00{whole}.{frac:02}00");
        prop_assert_eq!(
            canonical(InputKind::Decimal(4), &plain),
            canonical(InputKind::Decimal(4), &padded)
        );
    }
}
