//! `.questions.xlsx`: questions matched on `ref`, each placed in the endcode
//! its row names. Every question is checked like one saved by hand, its
//! answers marked by the marker, before anything is written.

use std::collections::{HashMap, HashSet};

use plytime_shared::api::content::QuestionStatus;
use plytime_shared::content::cell_syntax::{parse_answers, parse_lines};
use plytime_shared::content::validate::{question_problems, score_and_time_problems};
use plytime_shared::content::{Alternative, Element, Line};

use super::columns::{RowReader, missing_headings};
use super::report::Report;
use super::workbook::Sheet;
use crate::db::Db;
use crate::db::content::questions::{self, QuestionFields, StoredQuestion};
use crate::db::content::{Level, hierarchy, images};

/// The columns a question file must have, in the template's order
/// (docs/import-formats.md).
pub const QUESTION_COLUMNS: [&str; 8] = [
    "ref",
    "endcode",
    "status",
    "score",
    "standard_time",
    "maximum_time",
    "lines",
    "answers",
];
/// Rows written per transaction: small enough that other writers (games in
/// progress) are not kept waiting long.
const CHUNK: usize = 500;

#[derive(Debug, Clone, PartialEq)]
pub struct QuestionRow {
    pub number: u32,
    pub reference: String,
    pub endcode: String,
    /// Optional: picks among endcodes of one name in different subjects.
    pub subject: String,
    pub status: QuestionStatus,
    pub score: f64,
    pub standard_time: i64,
    pub maximum_time: i64,
    pub lines: Vec<Line>,
    pub answers: Vec<Alternative>,
}

/// A problem message from the shared checks reads `field: reason`; the
/// field's first part names the column.
fn report_problem(reader: &mut RowReader<'_>, report: &mut Report, problem: &str) {
    let (field, reason) = problem.split_once(": ").unwrap_or(("", problem));
    let column = field
        .split(['[', '.'])
        .next()
        .filter(|c| !c.is_empty())
        .unwrap_or("lines");
    let reason = if field.contains('[') {
        format!("{field}: {reason}")
    } else {
        reason.to_string()
    };
    reader.problem(report, column, &reason);
}

/// Reads and checks every row on its own; bad rows are reported and left out.
pub fn read_rows(sheet: &Sheet, report: &mut Report) -> Result<Vec<QuestionRow>, String> {
    if let Some(problem) = missing_headings(sheet, &QUESTION_COLUMNS) {
        return Err(problem);
    }
    let mut seen: HashMap<String, u32> = HashMap::new();
    let mut rows = Vec::new();
    for row in &sheet.rows {
        let mut reader = RowReader::new(sheet, row);
        let reference = reader.required(report, "ref");
        let endcode = reader.required(report, "endcode");
        let status_text = reader.required(report, "status");
        let status = QuestionStatus::parse(&status_text.to_lowercase());
        if status.is_none() && !status_text.is_empty() {
            reader.problem(
                report,
                "status",
                &format!("'{status_text}' is not a question status"),
            );
        }
        let numbers = ["score", "standard_time", "maximum_time"].map(|h| reader.number(report, h));
        if let [Some(score), Some(standard), Some(maximum)] = numbers {
            for problem in score_and_time_problems(score, standard, maximum) {
                report_problem(&mut reader, report, &problem);
            }
        }
        let lines = parse_cell(&mut reader, report, "lines", parse_lines);
        let answers = parse_cell(&mut reader, report, "answers", parse_answers);
        if let (Some(lines), Some(answers)) = (&lines, &answers) {
            for problem in question_problems(lines, answers) {
                report_problem(&mut reader, report, &problem);
            }
        }
        if let Some(first) = seen.get(&reference).filter(|_| reader.ok) {
            reader.problem(report, "ref", &format!("Repeats row {first}"));
        }
        let (
            true,
            Some(status),
            [Some(score), Some(standard), Some(maximum)],
            Some(lines),
            Some(answers),
        ) = (reader.ok, status, numbers, lines, answers)
        else {
            continue;
        };
        seen.insert(reference.clone(), row.number);
        rows.push(QuestionRow {
            number: row.number,
            reference,
            endcode,
            subject: reader.text("subject").trim().to_string(),
            status,
            score,
            standard_time: standard as i64,
            maximum_time: maximum as i64,
            lines,
            answers,
        });
    }
    Ok(rows)
}

fn parse_cell<T>(
    reader: &mut RowReader<'_>,
    report: &mut Report,
    heading: &str,
    parse: fn(&str) -> Result<T, String>,
) -> Option<T> {
    let text = reader.required(report, heading);
    if text.is_empty() {
        return None;
    }
    parse(&text)
        .map_err(|problem| reader.problem(report, heading, &problem))
        .ok()
}

/// Writes the rows whose endcode and images exist: new refs are created,
/// changed ones updated, identical ones left alone.
pub async fn apply(
    db: &Db,
    sheet_name: &str,
    rows: &[QuestionRow],
    report: &mut Report,
) -> anyhow::Result<()> {
    let subject_names: HashMap<String, String> = hierarchy::nodes(db, Level::Subject, None)
        .await?
        .into_iter()
        .map(|subject| (subject.id, subject.name))
        .collect();
    // Endcode names are unique within a subject, so (name, subject) finds one.
    let mut endcodes: HashMap<String, Vec<(String, String)>> = HashMap::new();
    for endcode in hierarchy::all_endcodes(db).await? {
        let subject = subject_names
            .get(&endcode.subject_id)
            .cloned()
            .unwrap_or_default();
        endcodes
            .entry(endcode.name)
            .or_default()
            .push((endcode.id, subject));
    }
    let image_ids: HashSet<String> = images::all_ids(db).await?.into_iter().collect();
    let stored: HashMap<String, StoredQuestion> = questions::all_stored(db)
        .await?
        .into_iter()
        .map(|question| (question.reference.clone(), question))
        .collect();

    let mut writable = Vec::new();
    for row in rows {
        let refuse = |report: &mut Report, column: &str, reason: &str| {
            report.row_error(sheet_name, row.number, column, reason)
        };
        let named: Vec<&(String, String)> = endcodes
            .get(&row.endcode)
            .into_iter()
            .flatten()
            .filter(|(_, subject)| row.subject.is_empty() || *subject == row.subject)
            .collect();
        let endcode_id = match named.as_slice() {
            [(id, _)] => id.clone(),
            [_, _, ..] => {
                refuse(
                    report,
                    "endcode",
                    &format!(
                        "'{}' names endcodes in several subjects: add a subject column",
                        row.endcode
                    ),
                );
                continue;
            }
            [] if !row.subject.is_empty() => {
                refuse(
                    report,
                    "endcode",
                    &format!(
                        "There is no endcode '{}' in subject '{}'",
                        row.endcode, row.subject
                    ),
                );
                continue;
            }
            [] => {
                refuse(
                    report,
                    "endcode",
                    &format!("There is no endcode '{}'", row.endcode),
                );
                continue;
            }
        };
        let missing_image = row
            .lines
            .iter()
            .flatten()
            .find_map(|element| match element {
                Element::Image { image_id } if !image_ids.contains(image_id) => Some(image_id),
                _ => None,
            });
        if let Some(image_id) = missing_image {
            refuse(report, "lines", &format!("There is no image '{image_id}'"));
            continue;
        }
        writable.push((row, endcode_id));
    }

    for chunk in writable.chunks(CHUNK) {
        let mut tx = db.write().begin().await?;
        for (row, endcode_id) in chunk {
            let fields = QuestionFields {
                status: row.status,
                score: row.score,
                standard_time: row.standard_time,
                maximum_time: row.maximum_time,
                lines: &row.lines,
                answers: &row.answers,
            };
            match stored.get(&row.reference) {
                Some(existing) if existing.same_as(endcode_id, &fields)? => {
                    report.count("Questions unchanged", 1)
                }
                Some(existing) => {
                    questions::update(&mut *tx, &existing.id, Some(endcode_id), &fields).await?;
                    report.count("Questions updated", 1);
                }
                None => {
                    questions::insert(&mut *tx, endcode_id, &row.reference, &fields)
                        .await?
                        .ok_or_else(|| {
                            anyhow::anyhow!("ref {} appeared meanwhile", row.reference)
                        })?;
                    report.count("Questions created", 1);
                }
            }
        }
        tx.commit().await?;
    }
    Ok(())
}
