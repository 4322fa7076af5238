//! Imports run as background jobs: one at a time, with their status kept in
//! the database, and their results written beside the imported file.

use bytes::Bytes;
use plytime_shared::api::import::import_complete;

use super::{Kind, import_workbook};
use crate::db::import_status;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// Where import spreadsheets live in file storage.
pub const IMPORT_ROOT: &str = "imports";
pub const ALREADY_RUNNING: &str = "An import is already running. Please wait for it to finish.";

/// The storage key of a path within the import folder. Paths that could
/// leave the folder are refused.
pub fn import_key(path: &str) -> AppResult<String> {
    let path = path.trim().trim_matches('/');
    let safe = path
        .split('/')
        .all(|part| !part.is_empty() && part != "." && part != ".." && !part.contains('\\'));
    if path.is_empty() {
        return Ok(IMPORT_ROOT.to_string());
    }
    if !safe {
        return Err(AppError::bad_request(
            "That path is outside the import folder",
        ));
    }
    Ok(format!("{IMPORT_ROOT}/{path}"))
}

/// Checks the file and claims the import status, then imports in the
/// background. Refused while another import runs.
pub async fn start(state: &AppState, kind: Kind, file: &str) -> AppResult<()> {
    if !file.ends_with(kind.suffix()) {
        return Err(AppError::bad_request(format!(
            "Only {} files can be imported as {}",
            kind.suffix(),
            kind.name()
        )));
    }
    let key = import_key(file)?;
    let bytes = state
        .storage
        .get(&key)
        .await?
        .ok_or_else(|| AppError::NotFound("No such file".into()))?;
    let job_id = uuid::Uuid::new_v4().to_string();
    if !import_status::claim(
        &state.db,
        &job_id,
        kind.name(),
        file,
        kind.progress_message(),
    )
    .await?
    {
        return Err(AppError::Conflict(ALREADY_RUNNING.into()));
    }
    let state = state.clone();
    tokio::spawn(async move {
        if let Err(error) = run(&state, &job_id, kind, &key, bytes.to_vec()).await {
            tracing::error!(error = format!("{error:#}"), key, "import failed");
            let failed = "Import failed: something went wrong on our side. Please try again.";
            let _ = import_status::finish(&state.db, &job_id, failed, &[]).await;
        }
    });
    Ok(())
}

async fn run(
    state: &AppState,
    job_id: &str,
    kind: Kind,
    key: &str,
    bytes: Vec<u8>,
) -> anyhow::Result<()> {
    let started = std::time::Instant::now();
    let report = import_workbook(&state.db, kind, bytes).await?;
    let results_key = format!("{}.results.xlsx", key.trim_end_matches(".xlsx"));
    let results_name = results_key
        .rsplit('/')
        .next()
        .unwrap_or(&results_key)
        .to_string();
    state
        .storage
        .put(&results_key, Bytes::from(report.to_workbook(key)?))
        .await?;
    let message = match report.refusal() {
        Some(reason) => format!("Import failed: {reason}"),
        None => import_complete(&results_name),
    };
    import_status::finish(&state.db, job_id, &message, &report.results()).await?;
    tracing::info!(
        key,
        elapsed_ms = started.elapsed().as_millis() as u64,
        "import finished"
    );
    Ok(())
}
