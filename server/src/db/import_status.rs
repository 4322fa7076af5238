//! The one import status row. Claiming it is a conditional UPDATE, so two
//! requests (or two replicas) can never both start an import.

use plytime_shared::api::import::{
    IMPORT_TIMEOUT_MINUTES, ImportResult, ImportStatus, results_file_name, results_path,
};
use sqlx::FromRow;

use super::{Db, json, now_millis};

const TIMEOUT_MILLIS: i64 = IMPORT_TIMEOUT_MINUTES * 60 * 1000;

#[derive(Debug, FromRow)]
struct StatusRow {
    file: Option<String>,
    started: Option<i64>,
    finished: Option<i64>,
    last_update: Option<i64>,
    message: String,
    results: String,
}

impl StatusRow {
    /// The imported file, once its import has written the results workbook
    /// beside it: the job writes the workbook before it records any result
    /// line, and a job that fails on our side records none.
    fn with_results(&self) -> Option<&str> {
        let has_lines = self.results != "[]";
        self.file
            .as_deref()
            .filter(|_| self.finished.is_some() && has_lines)
    }
}

const SELECT: &str = "SELECT file, started, finished, last_update, message, results \
                      FROM import_status WHERE id = 'current'";

fn iso(millis: Option<i64>) -> Option<String> {
    millis.map(crate::time::iso)
}

pub async fn get(db: &Db) -> sqlx::Result<ImportStatus> {
    let row: StatusRow = sqlx::query_as(SELECT).fetch_one(db.read()).await?;
    let results_file = row.with_results().map(results_file_name);
    Ok(ImportStatus {
        started: iso(row.started),
        finished: iso(row.finished),
        last_update: iso(row.last_update),
        message: (!row.message.is_empty()).then_some(row.message),
        results: json::decode("import_status.results", &row.results)?,
        results_file,
    })
}

/// The path in the import folder of the last import's results workbook,
/// once that import has written one.
pub async fn results_of_last(db: &Db) -> sqlx::Result<Option<String>> {
    let row: StatusRow = sqlx::query_as(SELECT).fetch_one(db.read()).await?;
    Ok(row.with_results().map(results_path))
}

/// Starts an import unless one is running (started, not finished, and not
/// yet timed out). True when this caller now owns the status row.
pub async fn claim(
    db: &Db,
    job_id: &str,
    kind: &str,
    file: &str,
    message: &str,
) -> sqlx::Result<bool> {
    let now = now_millis();
    let claimed = sqlx::query(
        "UPDATE import_status SET job_id = $1, kind = $2, file = $3, started = $4, \
         finished = NULL, last_update = $4, message = $5, results = '[]' \
         WHERE id = 'current' AND (started IS NULL OR finished IS NOT NULL OR started < $6)",
    )
    .bind(job_id)
    .bind(kind)
    .bind(file)
    .bind(now)
    .bind(message)
    .bind(now - TIMEOUT_MILLIS)
    .execute(db.write())
    .await?;
    Ok(claimed.rows_affected() == 1)
}

/// Records the outcome, unless a later import has taken the row over (this
/// one timed out and another started).
pub async fn finish(
    db: &Db,
    job_id: &str,
    message: &str,
    results: &[ImportResult],
) -> sqlx::Result<()> {
    let now = now_millis();
    let results = serde_json::to_string(results).unwrap_or_else(|_| "[]".into());
    sqlx::query(
        "UPDATE import_status SET finished = $1, last_update = $1, message = $2, results = $3 \
         WHERE id = 'current' AND job_id = $4",
    )
    .bind(now)
    .bind(message)
    .bind(results)
    .bind(job_id)
    .execute(db.write())
    .await?;
    Ok(())
}
