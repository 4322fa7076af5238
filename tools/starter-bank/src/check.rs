//! The checks every generated question passes before it is written, so the
//! checked-in bank always imports: the same validation the server runs on
//! save, and a lossless trip through the spreadsheet cell syntax.

use plytime_shared::content::cell_syntax::{
    format_answers, format_lines, parse_answers, parse_lines,
};
use plytime_shared::content::validate;

use crate::bank::Question;

/// Every problem with the question, each prefixed with its ref.
pub fn question_problems(question: &Question) -> Vec<String> {
    let mut problems = validate::question_problems(&question.lines, &question.answers);
    problems.extend(validate::score_and_time_problems(
        f64::from(question.score),
        f64::from(question.standard_time),
        f64::from(question.maximum_time),
    ));
    if parse_lines(&format_lines(&question.lines)).as_ref() != Ok(&question.lines) {
        problems.push("lines: do not survive the spreadsheet cell syntax".to_string());
    }
    if parse_answers(&format_answers(&question.answers)).as_ref() != Ok(&question.answers) {
        problems.push("answers: do not survive the spreadsheet cell syntax".to_string());
    }
    problems
        .into_iter()
        .map(|problem| format!("{}: {problem}", question.reference))
        .collect()
}
