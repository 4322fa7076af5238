//! The job that turns finished sessions' raw folders into recordings.
//!
//! The raw folder on disk is the job's whole state: every 15 seconds it
//! looks at the folders Janus left, and a session's folder still there 30
//! seconds after the session's end is composed, stored and deleted. A
//! restart, or a crash part way, leaves the folder, and the next run takes
//! it up again (storing is idempotent: one recording per session).
//!
//! With several replicas each session is leased while it is composed, so
//! that replicas sharing the raw folder never compose one twice, and
//! replicas with folders of their own each compose theirs. A session that
//! fails keeps its lease for an hour: it is logged once (per server run)
//! and tried again then, on whichever replica, rather than every minute.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, SystemTime};

use plytime_shared::game::clock::DAY_MILLIS;

use super::store::{self, Composed};
use super::{RecordingKey, compose, raw};
use crate::config::Config;
use crate::db::recordings::{self, Finished};
use crate::db::{Db, leases, now_millis};
use crate::metrics::Metrics;
use crate::storage::Storage;

/// Looking at the raw folders costs a directory listing.
pub const EVERY: Duration = Duration::from_secs(15);
/// The session channel closes the session's Janus room at its end, which
/// closes every file; this leaves room for a replica that was slow to.
pub const GRACE_MS: i64 = 30_000;
/// A folder with a file written this recently is still being written.
const QUIET: Duration = Duration::from_secs(15);
/// Longer than composing any session takes; a replica that dies part way
/// frees the session after this.
const LEASE_MS: i64 = 60 * 60_000;
/// A failed session waits this long before it is tried again.
const RETRY_AFTER_MS: i64 = 60 * 60_000;
/// Working files are the composing replica's for as long as its lease.
const WORK_KEPT_FOR: Duration = Duration::from_millis(LEASE_MS as u64);

/// What the job works with.
pub struct Recorder<'a> {
    pub db: &'a Db,
    pub storage: &'a Storage,
    pub key: &'a RecordingKey,
    pub metrics: &'a Metrics,
    pub config: &'a Config,
}

/// What this server has already logged, so that a folder that keeps
/// failing, or that names no session, is logged once rather than every
/// minute; and when a failed session is next tried.
#[derive(Default)]
pub struct Noted {
    retry_at: Mutex<HashMap<String, i64>>,
    unknown: Mutex<HashSet<String>>,
}

impl Noted {
    fn waiting(&self, session_id: &str, now: i64) -> bool {
        let retry_at = self.retry_at.lock().unwrap_or_else(|e| e.into_inner());
        retry_at.get(session_id).is_some_and(|at| now < *at)
    }

    /// Notes a failure; true the first time for the session.
    fn failed(&self, session_id: &str, retry_at: i64) -> bool {
        let mut retry = self.retry_at.lock().unwrap_or_else(|e| e.into_inner());
        retry.insert(session_id.to_string(), retry_at).is_none()
    }

    fn forget(&self, session_id: &str) {
        let mut retry = self.retry_at.lock().unwrap_or_else(|e| e.into_inner());
        retry.remove(session_id);
    }

    /// True the first time a folder naming no session is seen.
    fn first_unknown(&self, name: &str) -> bool {
        let mut unknown = self.unknown.lock().unwrap_or_else(|e| e.into_inner());
        unknown.insert(name.to_string())
    }
}

impl Recorder<'_> {
    /// Looks at every raw folder once; a folder that fails does not stop the
    /// others.
    pub async fn run_once(&self, holder: &str, noted: &Noted) -> anyhow::Result<()> {
        let raw_dir = self.config.recordings_raw_dir();
        let work_dir = work_dir(self.config);
        sweep_work(&work_dir).await;
        let Ok(mut entries) = tokio::fs::read_dir(&raw_dir).await else {
            // No folder: nothing has been recorded here.
            return Ok(());
        };
        let mut folders = Vec::new();
        while let Some(entry) = entries.next_entry().await? {
            if entry.file_type().await?.is_dir() && raw::is_session_folder(&entry.file_name()) {
                folders.push((
                    entry.file_name().to_string_lossy().into_owned(),
                    entry.path(),
                ));
            }
        }
        for (session_id, folder) in folders {
            self.take_up(holder, noted, &session_id, &folder, &work_dir)
                .await;
        }
        Ok(())
    }
}

/// The lease of one session's composition.
fn lease(session_id: &str) -> String {
    format!("recording:{session_id}")
}

/// Where recordings are composed: the data directory, never the file
/// store, and only while a recording is made.
pub fn work_dir(config: &Config) -> PathBuf {
    config.data_dir.join("recordings-work")
}

/// What became of a session's folder.
enum Outcome {
    /// Stored as this recording.
    Stored(String),
    /// The session's recording was kept already (a run before stopped
    /// before it tidied up).
    Kept,
    /// Nothing playable in it: nobody's camera or microphone was on.
    Empty,
    /// Its family has closed its account, or it is past keeping: its
    /// media is deleted unseen.
    NotKept(&'static str),
    /// Janus is still writing it.
    NotYet,
}

impl Recorder<'_> {
    async fn take_up(
        &self,
        holder: &str,
        noted: &Noted,
        session_id: &str,
        folder: &Path,
        work_dir: &Path,
    ) {
        let now = now_millis();
        if noted.waiting(session_id, now) {
            return;
        }
        let session = match recordings::session_end(self.db, session_id).await {
            Ok(Some(session)) => session,
            Ok(None) => {
                if noted.first_unknown(session_id) {
                    tracing::warn!(
                        folder = %folder.display(),
                        "a raw recording folder names no session: left as it is"
                    );
                }
                return;
            }
            Err(error) => {
                tracing::warn!(error = %error, "could not look a recorded session up");
                return;
            }
        };
        if now < session.ends_at + GRACE_MS {
            return;
        }
        let name = lease(session_id);
        match leases::take(self.db, &name, holder, LEASE_MS).await {
            Ok(true) => {}
            Ok(false) => return,
            Err(error) => {
                tracing::warn!(error = %error, "could not lease a recorded session");
                return;
            }
        }
        let work = work_dir.join(session_id);
        let outcome = self.make(session_id, session, folder, &work).await;
        let _ = tokio::fs::remove_dir_all(&work).await;
        let outcome = match outcome {
            Ok(Outcome::NotYet) => Ok(Outcome::NotYet),
            // The raw media goes once it is kept encrypted, or is not to be
            // kept at all.
            Ok(done) => tokio::fs::remove_dir_all(folder)
                .await
                .map(|()| done)
                .map_err(|error| anyhow::anyhow!("deleting the raw folder: {error}")),
            Err(error) => Err(error),
        };
        match outcome {
            Ok(outcome) => {
                if matches!(outcome, Outcome::Stored(_)) {
                    self.metrics.job_ran("recording", true);
                }
                noted.forget(session_id);
                let _ = leases::release(self.db, &name, holder).await;
                log(session_id, &outcome);
            }
            Err(error) => {
                let retry_at = now + RETRY_AFTER_MS;
                // Held until the retry, so no replica tries sooner.
                let _ = leases::take(self.db, &name, holder, RETRY_AFTER_MS).await;
                self.metrics.job_ran("recording", false);
                if noted.failed(session_id, retry_at) {
                    tracing::error!(
                        error = format!("{error:#}"),
                        session = session_id,
                        "a session's recording could not be made: tried again hourly"
                    );
                } else {
                    tracing::debug!(error = format!("{error:#}"), session = session_id, "again");
                }
            }
        }
    }

    /// Composes and stores the session's folder, using `work` for the files
    /// in between.
    async fn make(
        &self,
        session_id: &str,
        session: Finished,
        folder: &Path,
        work: &Path,
    ) -> anyhow::Result<Outcome> {
        if !session.family_open {
            return Ok(Outcome::NotKept("the family closed its account"));
        }
        let keep_for = i64::from(self.config.recording_retention_days) * DAY_MILLIS;
        if session.ends_at < now_millis() - keep_for && !session.open_concern {
            return Ok(Outcome::NotKept("older than recordings are kept"));
        }
        if recordings::of_session(self.db, session_id).await?.is_some() {
            return Ok(Outcome::Kept);
        }
        let Some(files) = raw::finished_files(folder).await? else {
            return Ok(Outcome::NotYet);
        };
        if written_lately(&files).await {
            return Ok(Outcome::NotYet);
        }
        let _ = tokio::fs::remove_dir_all(work).await;
        tokio::fs::create_dir_all(work).await?;
        let placed = raw::pieces(&files, work).await?;
        if placed.pieces.is_empty() {
            return Ok(Outcome::Empty);
        }
        let output = work.join("session.webm");
        let duration_ms = compose::compose(&placed.pieces, &output).await?;
        let composed = Composed {
            file: &output,
            duration_ms,
            started_at: placed.started_at,
        };
        let id = store::store(self.db, self.storage, self.key, session_id, &composed).await?;
        Ok(Outcome::Stored(id))
    }
}

fn log(session_id: &str, outcome: &Outcome) {
    match outcome {
        Outcome::Stored(id) => {
            tracing::info!(session = session_id, recording = id, "session recorded");
        }
        Outcome::Kept => {
            tracing::info!(
                session = session_id,
                "raw folder of a stored recording deleted"
            );
        }
        Outcome::Empty => {
            tracing::info!(session = session_id, "nothing was recorded in the session");
        }
        Outcome::NotKept(why) => {
            tracing::info!(
                session = session_id,
                why,
                "a session's raw recording deleted"
            );
        }
        Outcome::NotYet => {}
    }
}

/// Whether any of `files` changed in the last [`QUIET`] (or cannot tell).
async fn written_lately(files: &[PathBuf]) -> bool {
    for file in files {
        if !raw::unwritten_for(file, QUIET).await {
            return true;
        }
    }
    false
}

/// Deletes working folders left by a composition that never finished (a
/// crash, a kill): they hold unencrypted media.
async fn sweep_work(work_dir: &Path) {
    let Ok(mut entries) = tokio::fs::read_dir(work_dir).await else {
        return;
    };
    while let Ok(Some(entry)) = entries.next_entry().await {
        let stale = entry
            .metadata()
            .await
            .and_then(|meta| meta.modified())
            .ok()
            .and_then(|time| SystemTime::now().duration_since(time).ok())
            .is_some_and(|age| age > WORK_KEPT_FOR);
        if stale {
            let _ = tokio::fs::remove_dir_all(entry.path()).await;
        }
    }
}
