//! The marker: decides whether a submitted answer is right. It runs on the
//! server for every answer (the client's word is never trusted) and on the
//! desktop for offline games.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use super::answer::{Alternative, Submission};
use super::element::{Line, input_kinds};
use super::normalise::canonical;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum Decision {
    Correct,
    Incorrect,
    /// Nothing was entered: the student passed.
    Passed,
}

/// CORRECT when every part of one alternative matches what was typed into
/// that input; PASSED when nothing was typed; INCORRECT otherwise.
pub fn mark(lines: &[Line], answers: &[Alternative], submission: &Submission) -> Decision {
    let typed: BTreeMap<&str, &str> = submission
        .values()
        .filter(|part| !part.value.trim().is_empty())
        .map(|part| (part.reference.as_str(), part.value.as_str()))
        .collect();
    if typed.is_empty() {
        return Decision::Passed;
    }
    let kinds = input_kinds(lines);
    let part_matches = |reference: &str, accepted: &[String]| {
        let Some(&kind) = kinds.get(reference) else {
            return false;
        };
        let Some(given) = typed
            .get(reference)
            .and_then(|value| canonical(kind, value))
        else {
            return false;
        };
        accepted
            .iter()
            .any(|value| canonical(kind, value).as_deref() == Some(given.as_str()))
    };
    let any_alternative_matches = answers.iter().any(|alternative| {
        !alternative.is_empty()
            && alternative
                .iter()
                .all(|part| part_matches(&part.reference, &part.values))
    });
    if any_alternative_matches {
        Decision::Correct
    } else {
        Decision::Incorrect
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::answer::{AnswerPart, SubmittedPart};
    use crate::content::element::Element;

    fn lines() -> Vec<Line> {
        vec![
            vec![
                Element::Text {
                    text: "Half of 3 is".into(),
                },
                Element::Fraction {
                    reference: "f".into(),
                },
            ],
            vec![
                Element::Text {
                    text: "or as a decimal".into(),
                },
                Element::Dp1 {
                    reference: "d".into(),
                },
            ],
        ]
    }

    fn answers() -> Vec<Alternative> {
        let part = |reference: &str, values: &[&str]| AnswerPart {
            reference: reference.into(),
            values: values.iter().map(|v| v.to_string()).collect(),
        };
        vec![vec![part("f", &["3/2", "6/4"]), part("d", &["1.5"])]]
    }

    fn submit(parts: &[(&str, &str)]) -> Submission {
        parts
            .iter()
            .enumerate()
            .map(|(index, (reference, value))| {
                (
                    format!("{index}-1"),
                    SubmittedPart {
                        reference: reference.to_string(),
                        value: value.to_string(),
                    },
                )
            })
            .collect()
    }

    #[test]
    fn decisions() {
        let table: &[(&[(&str, &str)], Decision)] = &[
            (&[("f", "3/2"), ("d", "1.5")], Decision::Correct),
            (&[("f", "6/4"), ("d", "1.50")], Decision::Correct),
            (&[("f", " 3 / 2 "), ("d", "+1.5")], Decision::Correct),
            (&[("f", "3/2"), ("d", "1.6")], Decision::Incorrect),
            (&[("f", "9/6"), ("d", "1.5")], Decision::Incorrect),
            (&[("f", "3/2")], Decision::Incorrect),
            (&[("f", "3/2"), ("d", "")], Decision::Incorrect),
            (&[("x", "3/2"), ("d", "1.5")], Decision::Incorrect),
            (&[("f", ""), ("d", "  ")], Decision::Passed),
            (&[], Decision::Passed),
        ];
        for (parts, expected) in table {
            assert_eq!(
                mark(&lines(), &answers(), &submit(parts)),
                *expected,
                "{parts:?}"
            );
        }
    }

    #[test]
    fn an_empty_answer_list_never_marks_correct() {
        assert_eq!(
            mark(&lines(), &[], &submit(&[("f", "3/2")])),
            Decision::Incorrect
        );
        assert_eq!(
            mark(&lines(), &[vec![]], &submit(&[("f", "3/2")])),
            Decision::Incorrect
        );
    }
}
