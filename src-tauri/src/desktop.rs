//! The state every command and background task shares, built once in
//! `setup()`.

use std::sync::atomic::AtomicBool;

use plytime_desktop_core::offline::Offline;
use plytime_desktop_core::sync_status::{SyncState, SyncStatus};
use plytime_desktop_core::{AppConfig, DesktopError, Session};

pub struct Desktop {
    pub config: AppConfig,
    pub session: Session,
    pub offline: Offline,
    pub sync: SyncState,
    /// Set once the adult PIN was given; the window may then close.
    pub kiosk_unlocked: AtomicBool,
}

impl Desktop {
    /// Sends the waiting work, unless a sync is already under way.
    pub async fn send_waiting(&self) {
        self.sync.send_waiting(&self.offline, &self.session).await;
    }

    pub fn sync_status(&self) -> Result<SyncStatus, DesktopError> {
        self.sync.status(&self.offline)
    }
}
