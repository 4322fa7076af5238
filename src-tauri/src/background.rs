//! Work the app does on its own around the core's sync: a loop that sends
//! waiting work every few seconds while there is any, and content packs
//! fetched when a student signs in, so that their next game can be played
//! offline.

use std::time::Duration;

use plytime_desktop_core::{DesktopError, SessionInfo};
use plytime_shared::Role;
use plytime_shared::api::operations::profile;
use plytime_shared::api::profile::Me;
use tauri::{AppHandle, Manager};

use crate::desktop::Desktop;

/// How often waiting work is tried again.
const RETRY_EVERY: Duration = Duration::from_secs(10);

/// Tries the waiting work every few seconds for as long as the app runs.
pub fn spawn_sync_loop(app: &AppHandle) {
    let app = app.clone();
    tauri::async_runtime::spawn(async move {
        loop {
            tokio::time::sleep(RETRY_EVERY).await;
            let desktop = app.state::<Desktop>();
            if desktop.offline.waiting().unwrap_or(0) > 0 {
                desktop.send_waiting().await;
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
    desktop.send_waiting().await;
    // Through the offline layer, so that who is signed in is kept for
    // playing offline later.
    let me = profile::ME;
    let answer = desktop
        .offline
        .request(
            &desktop.session,
            me.method.as_str(),
            &me.path_below_api(&[]),
            &[],
            None,
        )
        .await?;
    let Ok(me) = serde_json::from_value::<Me>(answer.body) else {
        return Ok(());
    };
    desktop
        .offline
        .refresh_packs(&desktop.session, &me.user_data._id)
        .await
        .map(|_| ())
}
