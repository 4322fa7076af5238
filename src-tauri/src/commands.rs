//! The commands the UI invokes (docs/desktop-ipc.md): thin adapters over
//! the core (`plytime-desktop-core`).

use std::sync::atomic::Ordering;

use plytime_desktop_core::sync_status::SyncStatus;
use plytime_desktop_core::{ApiResponse, ConfigView, DesktopError, SessionInfo};
use tauri::{AppHandle, State};

use crate::background::prepare_offline;
use crate::desktop::Desktop;

#[tauri::command]
pub async fn api_request(
    desktop: State<'_, Desktop>,
    method: String,
    path: String,
    query: Option<Vec<(String, String)>>,
    body: Option<serde_json::Value>,
) -> Result<ApiResponse, DesktopError> {
    let query = query.unwrap_or_default();
    desktop
        .offline
        .request(&desktop.session, &method, &path, &query, body.as_ref())
        .await
}

/// How much offline work waits for the server, and how the last sync went.
#[tauri::command]
pub fn sync_status(desktop: State<'_, Desktop>) -> Result<SyncStatus, DesktopError> {
    desktop.sync_status()
}

/// Sends the waiting work now.
#[tauri::command]
pub async fn sync_now(desktop: State<'_, Desktop>) -> Result<SyncStatus, DesktopError> {
    desktop.send_waiting().await;
    desktop.sync_status()
}

/// A session has started: it is kept for an offline start, and a student's
/// packs are fetched.
fn started(
    app: &AppHandle,
    desktop: &Desktop,
    info: SessionInfo,
) -> Result<SessionInfo, DesktopError> {
    desktop.offline.remember(Some(&info))?;
    prepare_offline(app, &info);
    Ok(info)
}

#[tauri::command]
pub async fn auth_sign_in(
    app: AppHandle,
    desktop: State<'_, Desktop>,
    role: String,
    login: String,
    password: String,
) -> Result<SessionInfo, DesktopError> {
    let info = desktop.session.sign_in(&role, &login, &password).await?;
    started(&app, &desktop, info)
}

#[tauri::command]
pub async fn auth_sign_up(
    app: AppHandle,
    desktop: State<'_, Desktop>,
    email: String,
    password: String,
) -> Result<SessionInfo, DesktopError> {
    let info = desktop.session.sign_up(&email, &password).await?;
    started(&app, &desktop, info)
}

#[tauri::command]
pub async fn auth_act_as(
    app: AppHandle,
    desktop: State<'_, Desktop>,
    student_id: String,
) -> Result<SessionInfo, DesktopError> {
    let info = desktop.session.act_as(&student_id).await?;
    started(&app, &desktop, info)
}

#[tauri::command]
pub async fn auth_change_password(
    app: AppHandle,
    desktop: State<'_, Desktop>,
    current_password: String,
    new_password: String,
) -> Result<SessionInfo, DesktopError> {
    let info = desktop
        .session
        .change_password(&current_password, &new_password)
        .await?;
    started(&app, &desktop, info)
}

#[tauri::command]
pub async fn auth_restore(
    app: AppHandle,
    desktop: State<'_, Desktop>,
) -> Result<Option<SessionInfo>, DesktopError> {
    let info = desktop.offline.resume(&desktop.session).await?;
    if let Some(info) = &info {
        prepare_offline(&app, info);
    }
    Ok(info)
}

#[tauri::command]
pub async fn auth_sign_out(desktop: State<'_, Desktop>) -> Result<(), DesktopError> {
    desktop.offline.remember(None)?;
    desktop.session.sign_out().await
}

#[tauri::command]
pub fn app_config(desktop: State<'_, Desktop>) -> ConfigView {
    desktop.config.view()
}

/// Opens a live session in the computer's web browser, signed in for it
/// with a one-time handoff `code` (docs/live-sessions.md).
#[tauri::command]
pub fn open_session_in_browser(
    desktop: State<'_, Desktop>,
    session_id: String,
    code: String,
) -> Result<(), DesktopError> {
    plytime_desktop_core::browser::open_session(&desktop.config, &session_id, &code)
}

/// Leaves kiosk mode with the adult PIN: the app closes. A wrong PIN (or
/// none configured) leaves everything as it was. The argon2id check is
/// slow on purpose, so it runs on the blocking pool, not the UI thread.
/// Never rejects: resolves to whether the PIN was right.
#[tauri::command]
pub async fn kiosk_exit(
    app: AppHandle,
    desktop: State<'_, Desktop>,
    pin: String,
) -> Result<bool, DesktopError> {
    let config = desktop.config.clone();
    let right = tauri::async_runtime::spawn_blocking(move || config.check_kiosk_pin(&pin))
        .await
        .unwrap_or(false);
    if right {
        desktop.kiosk_unlocked.store(true, Ordering::SeqCst);
        app.exit(0);
    }
    Ok(right)
}
