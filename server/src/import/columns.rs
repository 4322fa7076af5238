//! Reading a sheet's rows by heading, with the checks both import kinds share.

use super::report::Report;
use super::workbook::{Row, Sheet};

/// The required headings that the sheet lacks, as one message.
pub fn missing_headings(sheet: &Sheet, required: &[&str]) -> Option<String> {
    let missing: Vec<&str> = required
        .iter()
        .copied()
        .filter(|heading| sheet.column(heading).is_none())
        .collect();
    (!missing.is_empty()).then(|| {
        format!(
            "Sheet '{}' has no column headed {} in row 1",
            sheet.name,
            missing
                .iter()
                .map(|heading| format!("'{heading}'"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    })
}

/// One row's cells by heading, collecting the row's problems in `report`.
pub struct RowReader<'a> {
    pub sheet: &'a Sheet,
    pub row: &'a Row,
    pub ok: bool,
}

impl<'a> RowReader<'a> {
    pub fn new(sheet: &'a Sheet, row: &'a Row) -> Self {
        RowReader {
            sheet,
            row,
            ok: true,
        }
    }

    /// The cell under `heading`; empty when the column or cell is absent.
    pub fn text(&self, heading: &str) -> &'a str {
        self.sheet
            .column(heading)
            .and_then(|column| self.row.cells.get(column))
            .map(String::as_str)
            .unwrap_or("")
    }

    pub fn problem(&mut self, report: &mut Report, heading: &str, reason: &str) {
        self.ok = false;
        report.row_error(&self.sheet.name, self.row.number, heading, reason);
    }

    /// The cell, which must not be empty.
    pub fn required(&mut self, report: &mut Report, heading: &str) -> String {
        let text = self.text(heading).trim().to_string();
        if text.is_empty() {
            self.problem(report, heading, plytime_shared::validation::CANNOT_BE_EMPTY);
        }
        text
    }

    /// The cell as a number, or `None` (reported) when it is not one.
    pub fn number(&mut self, report: &mut Report, heading: &str) -> Option<f64> {
        let text = self.required(report, heading);
        if text.is_empty() {
            return None;
        }
        match text.parse::<f64>() {
            Ok(number) if number.is_finite() => Some(number),
            _ => {
                self.problem(report, heading, &format!("'{text}' is not a number"));
                None
            }
        }
    }
}
