//! What an import did: counts of what changed and one line per refused row,
//! kept for the status panel and written as a results workbook.

use plytime_shared::api::import::{ImportResult, ImportResultKind};
use rust_xlsxwriter::{Format, Workbook};

#[derive(Debug, Default, Clone)]
pub struct Report {
    counts: Vec<(String, i64)>,
    errors: Vec<String>,
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
        self.errors.push(format!(
            "Sheet '{sheet}' row {row}, column {column}: {reason}"
        ));
    }

    /// Records why the whole file was refused; nothing was changed.
    pub fn file_error(&mut self, reason: &str) {
        self.errors.push(reason.to_string());
        self.refusal = Some(reason.to_string());
    }

    /// Why the whole file was refused, if it was.
    pub fn refusal(&self) -> Option<&str> {
        self.refusal.as_deref()
    }

    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    pub fn errors(&self) -> &[String] {
        &self.errors
    }

    pub fn results(&self) -> Vec<ImportResult> {
        let info = self.counts.iter().map(|(label, count)| ImportResult {
            kind: ImportResultKind::Info,
            detail: label.clone(),
            count: *count,
        });
        let errors = self.errors.iter().map(|detail| ImportResult {
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
