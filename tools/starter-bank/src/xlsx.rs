//! Writes the bank as the two import workbooks described in
//! docs/import-formats.md: `.subjects.xlsx` (the hierarchy) and
//! `.questions.xlsx` (the questions in cell syntax).

use std::path::Path;

use plytime_shared::content::cell_syntax::{format_answers, format_lines};
use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook, Worksheet, XlsxError};

use crate::bank::{Bank, SUBJECT};

const SUBJECT_HEADINGS: [&str; 7] = [
    "subject",
    "theme",
    "topic",
    "endcode",
    "description",
    "priority",
    "help_videos",
];

const QUESTION_HEADINGS: [&str; 8] = [
    "ref",
    "endcode",
    "status",
    "score",
    "standard_time",
    "maximum_time",
    "lines",
    "answers",
];

pub fn write_subjects(bank: &Bank, path: &Path) -> Result<(), XlsxError> {
    let mut workbook = fixed_date_workbook()?;
    let sheet = workbook.add_worksheet().set_name("subjects")?;
    write_headings(
        sheet,
        &SUBJECT_HEADINGS,
        &[10.0, 36.0, 40.0, 22.0, 80.0, 9.0, 14.0],
    )?;
    for (row, endcode) in (1_u32..).zip(&bank.endcodes) {
        sheet.write_string(row, 0, SUBJECT)?;
        sheet.write_string(row, 1, endcode.theme)?;
        sheet.write_string(row, 2, endcode.topic)?;
        sheet.write_string(row, 3, endcode.name)?;
        sheet.write_string(row, 4, endcode.description)?;
        sheet.write_number(row, 5, endcode.priority)?;
    }
    workbook.save(path)
}

pub fn write_questions(bank: &Bank, path: &Path) -> Result<(), XlsxError> {
    let mut workbook = fixed_date_workbook()?;
    let sheet = workbook.add_worksheet().set_name("questions")?;
    write_headings(
        sheet,
        &QUESTION_HEADINGS,
        &[22.0, 20.0, 8.0, 7.0, 14.0, 14.0, 70.0, 40.0],
    )?;
    let wrapped = Format::new().set_text_wrap();
    for (row, question) in (1_u32..).zip(&bank.questions) {
        sheet.write_string(row, 0, &question.reference)?;
        sheet.write_string(row, 1, question.endcode)?;
        sheet.write_string(row, 2, "live")?;
        sheet.write_number(row, 3, question.score)?;
        sheet.write_number(row, 4, question.standard_time)?;
        sheet.write_number(row, 5, question.maximum_time)?;
        sheet.write_string_with_format(row, 6, format_lines(&question.lines), &wrapped)?;
        sheet.write_string_with_format(row, 7, format_answers(&question.answers), &wrapped)?;
    }
    workbook.save(path)
}

/// xlsx files carry a creation date; a fixed one keeps the checked-in files
/// byte-for-byte the same on every run.
fn fixed_date_workbook() -> Result<Workbook, XlsxError> {
    let mut workbook = Workbook::new();
    let created = ExcelDateTime::from_ymd(2025, 9, 1)?;
    workbook.set_properties(
        &DocProperties::new()
            .set_title("Plytime starter maths bank")
            .set_creation_datetime(&created),
    );
    Ok(workbook)
}

fn write_headings(
    sheet: &mut Worksheet,
    headings: &[&str],
    widths: &[f64],
) -> Result<(), XlsxError> {
    let bold = Format::new().set_bold();
    for (column, (heading, width)) in (0_u16..).zip(headings.iter().zip(widths)) {
        sheet.write_string_with_format(0, column, *heading, &bold)?;
        sheet.set_column_width(column, *width)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    Ok(())
}
