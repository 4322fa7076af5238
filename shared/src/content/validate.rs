//! The checks a question must pass before it is saved: its lines make sense,
//! each input has its own `ref`, and every stored answer is one the marker
//! would mark CORRECT. Messages name the part at fault as `field: message`.

use std::collections::BTreeMap;

use super::answer::{Alternative, Submission, SubmittedPart};
use super::element::{Element, InputKind, Line};
use super::marker::{Decision, mark};
use super::normalise::canonical;
use crate::validation::{CANNOT_BE_EMPTY, field_error, non_empty};

/// Every problem with the question's lines and answers; empty when it may be
/// saved.
pub fn question_problems(lines: &[Line], answers: &[Alternative]) -> Vec<String> {
    let mut problems = line_problems(lines);
    if !problems.is_empty() {
        return problems;
    }
    problems.extend(answer_problems(lines, answers));
    problems
}

/// Problems with a question's score and times, as `field: message`.
/// Numbers arrive as JSON numbers, so fractions and negatives are caught
/// here with the form's messages rather than as parse errors.
pub fn score_and_time_problems(score: f64, standard_time: f64, maximum_time: f64) -> Vec<String> {
    use crate::api::content::{MAX_SCORE, SCORE_MESSAGE, WHOLE_NUMBER_MESSAGE};
    let mut problems = Vec::new();
    if !(score.is_finite() && (0.0..=MAX_SCORE).contains(&score)) {
        problems.push(field_error("score", SCORE_MESSAGE));
    }
    for (field, value) in [
        ("standard_time", standard_time),
        ("maximum_time", maximum_time),
    ] {
        if !(value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= 86_400.0) {
            problems.push(field_error(field, WHOLE_NUMBER_MESSAGE));
        }
    }
    problems
}

fn line_problems(lines: &[Line]) -> Vec<String> {
    let mut problems = Vec::new();
    if lines.is_empty() {
        problems.push(field_error("lines", CANNOT_BE_EMPTY));
    }
    // ref -> (kind, where first seen); MC choices may share their ref.
    let mut seen: BTreeMap<&str, (InputKind, String)> = BTreeMap::new();
    let mut mc_values: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (l, line) in lines.iter().enumerate() {
        if line.is_empty() {
            problems.push(field_error(&format!("lines[{l}]"), CANNOT_BE_EMPTY));
        }
        for (e, element) in line.iter().enumerate() {
            let at = format!("lines[{l}][{e}]");
            match element {
                Element::Text { text } if non_empty(text).is_err() => {
                    problems.push(field_error(&format!("{at}.text"), CANNOT_BE_EMPTY));
                }
                Element::Image { image_id } if non_empty(image_id).is_err() => {
                    problems.push(field_error(&format!("{at}.image_id"), CANNOT_BE_EMPTY));
                }
                Element::Mc { reference, value } => {
                    if non_empty(value).is_err() {
                        problems.push(field_error(&format!("{at}.value"), CANNOT_BE_EMPTY));
                    } else if mc_values
                        .entry(reference)
                        .or_default()
                        .contains(&value.trim())
                    {
                        problems.push(field_error(
                            &format!("{at}.value"),
                            &format!("'{value}' is already a choice of '{reference}'"),
                        ));
                    } else {
                        mc_values.entry(reference).or_default().push(value.trim());
                    }
                }
                _ => {}
            }
            let Some((reference, kind)) = element.input() else {
                continue;
            };
            if non_empty(reference).is_err() {
                problems.push(field_error(&format!("{at}.ref"), CANNOT_BE_EMPTY));
                continue;
            }
            match seen.get(reference) {
                Some((InputKind::MultipleChoice, _)) if kind == InputKind::MultipleChoice => {}
                Some((_, first)) => problems.push(field_error(
                    &format!("{at}.ref"),
                    &format!("'{reference}' is already used by the input at {first}"),
                )),
                None => {
                    seen.insert(reference, (kind, at));
                }
            }
        }
    }
    if lines
        .iter()
        .flatten()
        .all(|element| element.input().is_none())
        && !lines.is_empty()
    {
        problems.push(field_error(
            "lines",
            "The question needs at least one input",
        ));
    }
    problems
}

fn answer_problems(lines: &[Line], answers: &[Alternative]) -> Vec<String> {
    let kinds = super::element::input_kinds(lines);
    let mut problems = Vec::new();
    if answers.is_empty() {
        problems.push(field_error("answers", CANNOT_BE_EMPTY));
    }
    for (a, alternative) in answers.iter().enumerate() {
        let before = problems.len();
        for reference in kinds.keys() {
            if !alternative.iter().any(|part| part.reference == *reference) {
                problems.push(field_error(
                    &format!("answers[{a}]"),
                    &format!("No value for the input '{reference}'"),
                ));
            }
        }
        for (p, part) in alternative.iter().enumerate() {
            let at = format!("answers[{a}][{p}]");
            let Some(&kind) = kinds.get(part.reference.as_str()) else {
                problems.push(field_error(
                    &format!("{at}.ref"),
                    &format!("There is no input '{}' in the question", part.reference),
                ));
                continue;
            };
            if part.values.is_empty() {
                problems.push(field_error(&format!("{at}.values"), CANNOT_BE_EMPTY));
            }
            for value in &part.values {
                if let Some(problem) = value_problem(lines, kind, &part.reference, value) {
                    problems.push(field_error(&at, &problem));
                }
            }
        }
        // Belt and braces: whatever the checks above think, the marker has
        // the last word on whether this answer can ever be marked right.
        if problems.len() == before && !marks_itself_correct(lines, answers, alternative) {
            problems.push(field_error(
                &format!("answers[{a}]"),
                "This answer would not be marked correct",
            ));
        }
    }
    problems
}

fn value_problem(lines: &[Line], kind: InputKind, reference: &str, value: &str) -> Option<String> {
    if kind == InputKind::MultipleChoice {
        let is_choice = lines.iter().flatten().any(|element| {
            matches!(element, Element::Mc { reference: r, value: v }
                if r == reference && v.trim() == value.trim())
        });
        return (!is_choice)
            .then(|| format!("'{value}' is not one of the choices of '{reference}'"));
    }
    canonical(kind, value)
        .is_none()
        .then(|| format!("'{value}' is not a valid {}", kind.name()))
}

/// Submits every accepted value of the alternative, one at a time, and asks
/// the marker.
fn marks_itself_correct(
    lines: &[Line],
    answers: &[Alternative],
    alternative: &Alternative,
) -> bool {
    let longest = alternative
        .iter()
        .map(|part| part.values.len())
        .max()
        .unwrap_or(0);
    (0..longest).all(|i| {
        let submission: Submission = alternative
            .iter()
            .enumerate()
            .map(|(p, part)| {
                let value = part.values.get(i).or_else(|| part.values.first());
                let value = value.cloned().unwrap_or_default();
                (
                    format!("answer-{p}"),
                    SubmittedPart {
                        reference: part.reference.clone(),
                        value,
                    },
                )
            })
            .collect();
        mark(lines, answers, &submission) == Decision::Correct
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::answer::AnswerPart;

    fn part(reference: &str, values: &[&str]) -> AnswerPart {
        AnswerPart {
            reference: reference.into(),
            values: values.iter().map(|v| v.to_string()).collect(),
        }
    }

    fn text(text: &str) -> Element {
        Element::Text { text: text.into() }
    }

    #[test]
    fn score_and_times_table() {
        let score = "score: Must be number between 0 and 200";
        let standard = "standard_time: Must be whole number greater than or equal to 0";
        let maximum = "maximum_time: Must be whole number greater than or equal to 0";
        let table: &[(f64, f64, f64, &[&str])] = &[
            (0.0, 0.0, 0.0, &[]),
            (200.0, 30.0, 60.0, &[]),
            (87.5, 30.0, 20.0, &[]),
            (200.5, 30.0, 60.0, &[score]),
            (-1.0, 30.0, 60.0, &[score]),
            (f64::NAN, 30.0, 60.0, &[score]),
            (50.0, 2.5, 60.0, &[standard]),
            (50.0, 30.0, -1.0, &[maximum]),
        ];
        for (s, st, mt, expected) in table {
            assert_eq!(
                score_and_time_problems(*s, *st, *mt),
                *expected,
                "{s} {st} {mt}"
            );
        }
    }

    #[test]
    fn a_sound_question_has_no_problems() {
        let lines = vec![
            vec![
                text("How much is 3 x £1.20?"),
                Element::Gbp {
                    reference: "cost".into(),
                },
            ],
            vec![
                text("Pick the even number"),
                Element::Mc {
                    reference: "even".into(),
                    value: "3".into(),
                },
                Element::Mc {
                    reference: "even".into(),
                    value: "4".into(),
                },
            ],
        ];
        let answers = vec![vec![part("cost", &["3.60", "£3.6"]), part("even", &["4"])]];
        assert_eq!(question_problems(&lines, &answers), Vec::<String>::new());
    }

    #[test]
    fn problems_name_the_part_at_fault() {
        let frac = |r: &str| Element::Fraction {
            reference: r.into(),
        };
        let cases: Vec<(Vec<Line>, Vec<Alternative>, &str)> = vec![
            (vec![], vec![], "lines: Cannot be empty"),
            (vec![vec![]], vec![], "lines[0]: Cannot be empty"),
            (
                vec![vec![text(" ")]],
                vec![],
                "lines[0][0].text: Cannot be empty",
            ),
            (
                vec![vec![text("Hi")]],
                vec![],
                "lines: The question needs at least one input",
            ),
            (
                vec![vec![frac("a"), frac("a")]],
                vec![],
                "lines[0][1].ref: 'a' is already used by the input at lines[0][0]",
            ),
            (
                vec![vec![frac(" ")]],
                vec![],
                "lines[0][0].ref: Cannot be empty",
            ),
            (vec![vec![frac("a")]], vec![], "answers: Cannot be empty"),
            (
                vec![vec![frac("a")]],
                vec![vec![]],
                "answers[0]: No value for the input 'a'",
            ),
            (
                vec![vec![frac("a")]],
                vec![vec![part("a", &["1/2"]), part("b", &["1"])]],
                "answers[0][1].ref: There is no input 'b' in the question",
            ),
            (
                vec![vec![frac("a")]],
                vec![vec![part("a", &["1/x"])]],
                "answers[0][0]: '1/x' is not a valid Fraction",
            ),
            (
                vec![vec![frac("a")]],
                vec![vec![part("a", &[])]],
                "answers[0][0].values: Cannot be empty",
            ),
            (
                vec![vec![Element::Mc {
                    reference: "m".into(),
                    value: "yes".into(),
                }]],
                vec![vec![part("m", &["no"])]],
                "answers[0][0]: 'no' is not one of the choices of 'm'",
            ),
            (
                vec![vec![
                    Element::Mc {
                        reference: "m".into(),
                        value: "yes".into(),
                    },
                    Element::Mc {
                        reference: "m".into(),
                        value: "yes".into(),
                    },
                ]],
                vec![vec![part("m", &["yes"])]],
                "lines[0][1].value: 'yes' is already a choice of 'm'",
            ),
            (
                vec![vec![Element::WholeNumber {
                    reference: "n".into(),
                }]],
                vec![vec![part("n", &["2.5"])]],
                "answers[0][0]: '2.5' is not a valid Whole Number",
            ),
        ];
        for (lines, answers, expected) in cases {
            let problems = question_problems(&lines, &answers);
            assert!(
                problems.iter().any(|p| p == expected),
                "{expected:?} not in {problems:?}"
            );
        }
    }
}
