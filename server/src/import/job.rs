//! Imports run as background jobs: one at a time, with their status kept in
//! the database, and their results written beside the imported file.

use bytes::Bytes;
use plytime_shared::api::import::{import_complete, results_file_name, results_path};

use super::report::Report;
use super::{Kind, import_workbook};
use crate::db::{Db, import_status};
use crate::error::{AppError, AppResult};
use crate::storage::Storage;

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
pub async fn start(db: &Db, storage: &Storage, kind: Kind, file: &str) -> AppResult<()> {
    if !file.ends_with(kind.suffix()) {
        return Err(AppError::bad_request(format!(
            "Only {} files can be imported as {}",
            kind.suffix(),
            kind.name()
        )));
    }
    let key = import_key(file)?;
    let bytes = storage
        .get(&key)
        .await?
        .ok_or_else(|| AppError::NotFound("No such file".into()))?;
    let job = Job::claim(db, storage, kind, file).await?;
    tokio::spawn(async move { job.run_recorded(bytes.to_vec()).await });
    Ok(())
}

/// Imports a file of the import folder at once, recorded as the last
/// import just like one started from the import page, results file and
/// all: the demo's starter bank is imported this way when the server
/// starts, so the import page shows it.
pub async fn import_now(
    db: &Db,
    storage: &Storage,
    kind: Kind,
    file: &str,
    bytes: Vec<u8>,
) -> anyhow::Result<Option<Report>> {
    let job = Job::claim(db, storage, kind, file).await?;
    Ok(job.run_recorded(bytes).await)
}

/// An import that owns the import status row.
struct Job {
    db: Db,
    storage: Storage,
    id: String,
    kind: Kind,
    /// The imported file's storage key.
    key: String,
}

impl Job {
    /// Takes the status row for a new job importing `file` (a path in the
    /// import folder), unless another import runs.
    async fn claim(db: &Db, storage: &Storage, kind: Kind, file: &str) -> AppResult<Job> {
        let key = import_key(file)?;
        let id = uuid::Uuid::new_v4().to_string();
        if !import_status::claim(db, &id, kind.name(), file, kind.progress_message()).await? {
            return Err(AppError::Conflict(ALREADY_RUNNING.into()));
        }
        Ok(Job {
            db: db.clone(),
            storage: storage.clone(),
            id,
            kind,
            key,
        })
    }

    /// The import's report, or None when it failed on our side (then the
    /// status says so and the error is logged).
    async fn run_recorded(self, bytes: Vec<u8>) -> Option<Report> {
        match self.run(bytes).await {
            Ok(report) => Some(report),
            Err(error) => {
                let key = &self.key;
                tracing::error!(error = format!("{error:#}"), key, "import failed");
                let failed = "Import failed: something went wrong on our side. Please try again.";
                let _ = import_status::finish(&self.db, &self.id, failed, &[]).await;
                None
            }
        }
    }

    async fn run(&self, bytes: Vec<u8>) -> anyhow::Result<Report> {
        let (started, key) = (std::time::Instant::now(), self.key.as_str());
        let report = import_workbook(&self.db, self.kind, bytes).await?;
        let workbook = Bytes::from(report.to_workbook(key)?);
        self.storage.put(&results_path(key), workbook).await?;
        let message = match report.refusal() {
            Some(reason) => format!("Import failed: {reason}"),
            None => import_complete(&results_file_name(key)),
        };
        import_status::finish(&self.db, &self.id, &message, &report.results()).await?;
        tracing::info!(
            key,
            elapsed_ms = started.elapsed().as_millis() as u64,
            "import finished"
        );
        Ok(report)
    }
}
