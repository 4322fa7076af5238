//! The app's offline state as the UI shows it, and the work around the
//! core's sync: a background loop that sends waiting work every few
//! seconds while there is any, and content packs fetched when a student
//! signs in, so that their next game can be played offline.

use std::sync::Mutex;
use std::time::Duration;

use plytime_shared::Role;
use serde::Serialize;
use tauri::{AppHandle, Manager};

use crate::commands::Desktop;
use crate::core::offline::Offline;
use crate::core::store::queue::{ItemKind, Rejection};
use crate::core::sync::{self, SyncReport};
use crate::core::{DesktopError, SessionInfo};

/// How often waiting work is tried again.
const RETRY_EVERY: Duration = Duration::from_secs(10);

/// The last sync that did something, or failed.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LastSync {
    /// ISO 8601.
    pub at: String,
    pub report: SyncReport,
    pub error: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
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

#[derive(Default)]
pub struct SyncState {
    inner: Mutex<Inner>,
}

impl SyncState {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
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
}

/// Sends the waiting work, once at a time, and keeps how it went.
pub async fn sync(desktop: &Desktop) {
    {
        let mut inner = desktop.sync.lock();
        if inner.syncing {
            return;
        }
        inner.syncing = true;
    }
    let result = sync::push(desktop.offline.store(), &desktop.session).await;
    desktop.offline.saw(&result);
    let mut inner = desktop.sync.lock();
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

/// Tries the waiting work every few seconds for as long as the app runs.
pub fn spawn_sync_loop(app: &AppHandle) {
    let app = app.clone();
    tauri::async_runtime::spawn(async move {
        loop {
            tokio::time::sleep(RETRY_EVERY).await;
            let desktop = app.state::<Desktop>();
            if desktop.offline.waiting().unwrap_or(0) > 0 {
                sync(&desktop).await;
            }
        }
    });
}

/// When a student has signed in: sends what waits, then fetches their
/// packs, in the background. Started without the server, it tries again
/// every few seconds until the server is back, for as long as the same
/// student stays signed in.
pub fn prepare_offline(app: &AppHandle, info: &SessionInfo) {
    if info.role != Role::Student || info.must_change_password {
        return;
    }
    let (app, info) = (app.clone(), info.clone());
    tauri::async_runtime::spawn(async move {
        let desktop = app.state::<Desktop>();
        loop {
            match sync_and_fetch_packs(&desktop).await {
                Err(DesktopError::Offline(_)) => {}
                Err(error) => {
                    tracing::warn!(%error, "content packs not refreshed");
                    return;
                }
                Ok(()) => return,
            }
            tokio::time::sleep(RETRY_EVERY).await;
            if desktop.offline.remembered().ok().flatten().as_ref() != Some(&info) {
                return;
            }
        }
    });
}

/// Sends what waits, then fetches the signed-in student's packs.
async fn sync_and_fetch_packs(desktop: &Desktop) -> Result<(), DesktopError> {
    sync(desktop).await;
    let me = desktop
        .offline
        .request(&desktop.session, "GET", "profile/me", &[], None)
        .await?;
    let Some(student_id) = me.body["user_data"]["_id"].as_str() else {
        return Ok(());
    };
    desktop
        .offline
        .refresh_packs(&desktop.session, student_id)
        .await
        .map(|_| ())
}
