//! Spreadsheet import of the content hierarchy and of questions (see
//! docs/import-formats.md): read with bounded memory, check every row, apply
//! the good ones, report the rest.

mod columns;
pub mod job;
pub mod questions;
pub mod report;
pub mod subjects;
pub mod templates;
pub mod workbook;

use plytime_shared::api::import::{
    IMPORTING_QUESTIONS, IMPORTING_SUBJECTS, QUESTIONS_SUFFIX, SUBJECTS_SUFFIX,
};

use crate::db::Db;
use report::Report;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Subjects,
    Questions,
}

impl Kind {
    pub fn suffix(self) -> &'static str {
        match self {
            Kind::Subjects => SUBJECTS_SUFFIX,
            Kind::Questions => QUESTIONS_SUFFIX,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Subjects => "subjects",
            Kind::Questions => "questions",
        }
    }

    pub fn progress_message(self) -> &'static str {
        match self {
            Kind::Subjects => IMPORTING_SUBJECTS,
            Kind::Questions => IMPORTING_QUESTIONS,
        }
    }
}

/// Imports one workbook. A file that cannot be read changes nothing and
/// comes back as a report with a file error; `Err` is kept for failures of
/// our own, such as the database going away.
pub async fn import_workbook(db: &Db, kind: Kind, bytes: Vec<u8>) -> anyhow::Result<Report> {
    // Reading and checking is CPU work (unzipping, parsing, marking every
    // answer): it runs on the blocking pool.
    let parsed = tokio::task::spawn_blocking(move || {
        let mut report = Report::default();
        let sheet = match workbook::read_first_sheet(&bytes) {
            Ok(sheet) => sheet,
            Err(error) => return (report, Err(error.to_string())),
        };
        report.count("Rows read", sheet.rows.len() as i64);
        let rows = match kind {
            Kind::Subjects => subjects::read_rows(&sheet, &mut report)
                .map(|rows| Rows::Subjects(sheet.name.clone(), rows)),
            Kind::Questions => questions::read_rows(&sheet, &mut report)
                .map(|rows| Rows::Questions(sheet.name.clone(), rows)),
        };
        (report, rows)
    })
    .await?;
    let (mut report, rows) = parsed;
    match rows {
        Err(problem) => report.file_error(&problem),
        Ok(Rows::Subjects(sheet, rows)) => subjects::apply(db, &sheet, &rows, &mut report).await?,
        Ok(Rows::Questions(sheet, rows)) => {
            questions::apply(db, &sheet, &rows, &mut report).await?
        }
    }
    Ok(report)
}

/// The rows read, with the name of the sheet they came from.
enum Rows {
    Subjects(String, Vec<subjects::SubjectRow>),
    Questions(String, Vec<questions::QuestionRow>),
}
