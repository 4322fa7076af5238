//! What an import did: counts of what changed and one line per refused row,
//! kept for the status panel and written as a results workbook.

use plytime_shared::api::import::{ImportResult, ImportResultKind};
use rust_xlsxwriter::{Format, Workbook};

#[derive(Debug, Default, Clone)]
pub struct Report {
    counts: Vec<(String, i64)>,
    /// Kept in row order (a file's own problems, row 0, first), however
    /// they were found: reading checks every row before applying finds more.
    errors: Vec<(u32, String)>,
    refusal: Option<String>,
}

impl Report {
    /// Adds to a count (created, updated, …), keeping first-seen order.
    pub fn count(&mut self, label: &str, amount: i64) {
        match self
            .counts
            .iter_mut()
            .find(|(existing, _)| existing == label)
        {
            Some((_, total)) => *total += amount,
            None => self.counts.push((label.to_string(), amount)),
        }
    }

    /// Records a refused row: where it is and why.
    pub fn row_error(&mut self, sheet: &str, row: u32, column: &str, reason: &str) {
        self.add_error(
            row,
            format!("Sheet '{sheet}' row {row}, column {column}: {reason}"),
        );
    }

    /// Records why the whole file was refused; nothing was changed.
    pub fn file_error(&mut self, reason: &str) {
        self.add_error(0, reason.to_string());
        self.refusal = Some(reason.to_string());
    }

    /// After every error of an earlier or the same row, so lines of one row
    /// stay in the order they were found.
    fn add_error(&mut self, row: u32, detail: String) {
        let at = self.errors.partition_point(|(earlier, _)| *earlier <= row);
        self.errors.insert(at, (row, detail));
    }

    /// Why the whole file was refused, if it was.
    pub fn refusal(&self) -> Option<&str> {
        self.refusal.as_deref()
    }

    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    pub fn errors(&self) -> Vec<&str> {
        self.errors
            .iter()
            .map(|(_, detail)| detail.as_str())
            .collect()
    }

    pub fn results(&self) -> Vec<ImportResult> {
        let info = self.counts.iter().map(|(label, count)| ImportResult {
            kind: ImportResultKind::Info,
            detail: label.clone(),
            count: *count,
        });
        let errors = self.errors.iter().map(|(_, detail)| ImportResult {
            kind: ImportResultKind::Error,
            detail: detail.clone(),
            count: 1,
        });
        info.chain(errors).collect()
    }

    /// The results as a workbook: one row per result line.
    pub fn to_workbook(&self, imported_file: &str) -> anyhow::Result<Vec<u8>> {
        let mut workbook = Workbook::new();
        let sheet = workbook.add_worksheet();
        sheet.set_name("results")?;
        let bold = Format::new().set_bold();
        sheet.write_string_with_format(0, 0, "Results of importing", &bold)?;
        sheet.write_string(0, 1, imported_file)?;
        for (column, heading) in ["type", "detail", "count"].into_iter().enumerate() {
            sheet.write_string_with_format(2, column as u16, heading, &bold)?;
        }
        for (index, result) in self.results().iter().enumerate() {
            let row = index as u32 + 3;
            let kind = match result.kind {
                ImportResultKind::Info => "info",
                ImportResultKind::Error => "error",
            };
            sheet.write_string(row, 0, kind)?;
            sheet.write_string(row, 1, &result.detail)?;
            sheet.write_number(row, 2, result.count as f64)?;
        }
        sheet.set_column_width(1, 100)?;
        Ok(workbook.save_to_buffer()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_lines_come_in_row_order_after_the_counts() {
        let mut report = Report::default();
        report.count("Rows read", 4);
        // Reading finds rows 4 and 2; applying then finds row 3 and another on 4.
        report.row_error("Sheet1", 4, "score", "first");
        report.row_error("Sheet1", 2, "ref", "second");
        report.count("Questions created", 1);
        report.row_error("Sheet1", 3, "endcode", "third");
        report.row_error("Sheet1", 4, "endcode", "fourth");
        let lines: Vec<(ImportResultKind, String)> = report
            .results()
            .into_iter()
            .map(|line| (line.kind, line.detail))
            .collect();
        let error = |detail: &str| (ImportResultKind::Error, detail.to_string());
        assert_eq!(
            lines,
            [
                (ImportResultKind::Info, "Rows read".to_string()),
                (ImportResultKind::Info, "Questions created".to_string()),
                error("Sheet 'Sheet1' row 2, column ref: second"),
                error("Sheet 'Sheet1' row 3, column endcode: third"),
                error("Sheet 'Sheet1' row 4, column score: first"),
                error("Sheet 'Sheet1' row 4, column endcode: fourth"),
            ]
        );
    }
}
