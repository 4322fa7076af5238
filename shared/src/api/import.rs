//! Spreadsheet import: the folder browser, the job status and its results.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// MIME type of a folder in the import folder listing.
pub const FOLDER_MIME_TYPE: &str = "application/vnd.google-apps.folder";
/// MIME type of an `.xlsx` workbook.
pub const XLSX_MIME_TYPE: &str =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
pub const SUBJECTS_SUFFIX: &str = ".subjects.xlsx";
pub const QUESTIONS_SUFFIX: &str = ".questions.xlsx";

/// A folder or an importable file. `id` is its path within the import
/// folder, to pass back as `folder` or `file`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DriveItem {
    pub id: String,
    pub name: String,
    pub mime_type: String,
}

/// One line of an import's results: `info` lines are counts of what was
/// done; `error` lines are rows or files that were refused, and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ImportResult {
    #[serde(rename = "type")]
    pub kind: ImportResultKind,
    pub detail: String,
    pub count: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ImportResultKind {
    Info,
    Error,
}

/// `GET import`. Every field is absent before the first import. `started`
/// without `finished` means running (for up to 15 minutes).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportStatus {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub started: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub finished: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub last_update: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub message: Option<String>,
    pub results: Vec<ImportResult>,
    /// The name of the finished import's results workbook (the `{file}` of
    /// its message), which `GET import/results` serves; absent while
    /// running or when the import failed before writing it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub results_file: Option<String>,
}

/// An import that started this long ago without finishing has timed out.
pub const IMPORT_TIMEOUT_MINUTES: i64 = 15;

pub const IMPORTING_SUBJECTS: &str =
    "Importing Subjects, themes, Topics and Endcodes, this may take a while, please wait...";
pub const IMPORTING_QUESTIONS: &str = "Importing Questions, this may take a while, please wait...";

/// The results workbook written beside an imported file: `a/b.questions.xlsx`
/// has `a/b.questions.results.xlsx`.
pub fn results_path(imported: &str) -> String {
    format!("{}.results.xlsx", imported.trim_end_matches(".xlsx"))
}

/// The results workbook's name without its folders, as messages give it.
pub fn results_file_name(imported: &str) -> String {
    let path = results_path(imported);
    path.rsplit('/').next().unwrap_or(&path).to_string()
}

pub fn import_complete(results_file: &str) -> String {
    format!("Import complete, see {results_file} for results")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_results_workbook_sits_beside_the_imported_file() {
        let imported = "starter/starter.questions.xlsx";
        assert_eq!(
            results_path(imported),
            "starter/starter.questions.results.xlsx"
        );
        assert_eq!(
            results_file_name(imported),
            "starter.questions.results.xlsx"
        );
        assert_eq!(
            import_complete(&results_file_name("a.subjects.xlsx")),
            "Import complete, see a.subjects.results.xlsx for results"
        );
    }
}
