//! Exports the types that cross the IPC boundary as TypeScript for the UI
//! (`ui/src/generated/desktop`, docs/desktop-ipc.md).
//!
//! The list below names what the commands send to JavaScript; the
//! `typescript_bindings` test fails when the checked-in files are stale.

use std::path::Path;

use ts_rs::{ExportError, TS};

use crate::config::ConfigView;
use crate::error::DesktopError;
use crate::session::{ApiResponse, SessionInfo};
use crate::sync_status::SyncStatus;

/// The folder, inside the UI's generated folder, that holds the desktop's
/// types: where their `#[ts(export_to = "desktop/")]` puts them. Types
/// they use from `plytime-shared` stay in the folder above.
pub const FOLDER: &str = "desktop";

/// Writes one `.ts` file per IPC type, and per type they use, into `dir`
/// (the desktop's types into its `desktop` folder).
pub fn export_all(dir: &Path) -> Result<(), ExportError> {
    macro_rules! export {
        ($($ty:ty),* $(,)?) => { $( <$ty as TS>::export_all_to(dir)?; )* };
    }
    export!(
        ApiResponse,
        ConfigView,
        DesktopError,
        SessionInfo,
        SyncStatus
    );
    Ok(())
}
