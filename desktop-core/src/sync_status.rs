//! The app's offline state as the UI shows it (`sync_status`), and sending
//! the waiting work one sync at a time, keeping how the last one went.

use std::sync::{Mutex, MutexGuard};

use serde::Serialize;
use ts_rs::TS;

use crate::error::DesktopError;
use crate::offline::Offline;
use crate::session::Session;
use crate::store::queue::{ItemKind, Rejection};
use crate::sync::{self, SyncReport};

/// The last sync that did something, or failed.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export_to = "desktop/")]
pub struct LastSync {
    /// ISO 8601.
    pub at: String,
    pub report: SyncReport,
    pub error: Option<String>,
}

/// How the offline work stands (docs/desktop-ipc.md, Offline).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export_to = "desktop/")]
pub struct SyncStatus {
    /// False once a call found the server out of reach, until one reaches
    /// it again.
    pub online: bool,
    pub waiting_answers: usize,
    pub waiting_games: usize,
    /// Review flags set offline.
    pub waiting_reviews: usize,
    pub syncing: bool,
    /// Subjects kept to play offline, for every student on this machine.
    pub packs: usize,
    pub last_sync: Option<LastSync>,
    pub rejections: Vec<Rejection>,
}

#[derive(Default)]
struct Inner {
    syncing: bool,
    last_sync: Option<LastSync>,
}

/// Whether a sync is under way, and how the last one went.
#[derive(Default)]
pub struct SyncState {
    inner: Mutex<Inner>,
}

impl SyncState {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn status(&self, offline: &Offline) -> Result<SyncStatus, DesktopError> {
        let store = offline.store();
        let inner = self.lock();
        Ok(SyncStatus {
            online: offline.reachable(),
            waiting_answers: store.waiting(ItemKind::Answer)?,
            waiting_games: store.waiting(ItemKind::Game)?,
            waiting_reviews: store.waiting(ItemKind::Review)?,
            syncing: inner.syncing,
            packs: store.pack_count()?,
            last_sync: inner.last_sync.clone(),
            rejections: store.rejections()?,
        })
    }

    /// Sends the waiting work, unless a sync is already under way, and
    /// keeps how it went.
    pub async fn send_waiting(&self, offline: &Offline, session: &Session) {
        {
            let mut inner = self.lock();
            if inner.syncing {
                return;
            }
            inner.syncing = true;
        }
        let result = sync::push(offline.store(), session).await;
        offline.saw(&result);
        let mut inner = self.lock();
        inner.syncing = false;
        let (report, error) = match result {
            Ok(report) => (report, None),
            Err(error) => (SyncReport::default(), Some(error.to_string())),
        };
        if report != SyncReport::default() || error.is_some() {
            inner.last_sync = Some(LastSync {
                at: chrono::Utc::now().to_rfc3339(),
                report,
                error,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seal::Sealer;
    use crate::secrets::MemoryStore;
    use crate::store::Store;
    use plytime_shared::api::sync::OfflineAnswer;

    fn offline() -> Offline {
        Offline::new(
            Store::in_memory().unwrap(),
            Sealer::from_store(&MemoryStore::default()).unwrap(),
        )
    }

    /// A server address nothing listens on.
    fn unreachable_session() -> Session {
        let server = url::Url::parse("http://127.0.0.1:9/").unwrap();
        Session::new(server, Box::new(MemoryStore::default()))
    }

    #[tokio::test]
    async fn a_failed_sync_is_kept_and_reported_in_the_wire_shape() {
        let (offline, state) = (offline(), SyncState::default());
        let answer = serde_json::json!({
            "_id": "a1", "question_id": "q1", "game_summary_id": "g1", "game_id": "lg1",
            "focus": ["t1"], "difficulty": "MEDIUM", "answer": {}, "time": 3.0,
            "answered_at": "2026-11-24T10:00:00Z"
        });
        serde_json::from_value::<OfflineAnswer>(answer.clone()).expect("a queued answer");
        offline
            .store()
            .enqueue(ItemKind::Answer, "a1", "s1", &answer)
            .unwrap();

        state.send_waiting(&offline, &unreachable_session()).await;

        let status = serde_json::to_value(state.status(&offline).unwrap()).unwrap();
        assert_eq!(status["online"], false);
        assert_eq!(status["waitingAnswers"], 1);
        assert_eq!(status["syncing"], false);
        let last = &status["lastSync"];
        assert_eq!(
            last["report"],
            serde_json::json!({"applied": 0, "duplicates": 0, "rejected": 0})
        );
        assert!(
            last["error"].as_str().unwrap().contains("Cannot reach"),
            "{last}"
        );
        assert_eq!(status["rejections"], serde_json::json!([]));
    }

    #[tokio::test]
    async fn a_sync_with_nothing_waiting_leaves_no_trace() {
        let (offline, state) = (offline(), SyncState::default());
        state.send_waiting(&offline, &unreachable_session()).await;
        let status = state.status(&offline).unwrap();
        assert!(status.online && status.last_sync.is_none());
    }
}
