//! The Plytime desktop and kiosk client: the web UI in a native window,
//! with every server call made from Rust so the refresh token stays in the
//! OS keyring.

pub mod background;
pub mod commands;
pub mod desktop;
pub mod server_files;
pub mod startup_probe;

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use tauri::{Manager, WebviewUrl, WebviewWindowBuilder, WindowEvent};

use plytime_desktop_core::offline::Offline;
use plytime_desktop_core::seal::Sealer;
use plytime_desktop_core::secrets::{KeyringStore, MemoryStore, TokenStore};
use plytime_desktop_core::store::Store;
use plytime_desktop_core::sync_status::SyncState;
use plytime_desktop_core::{AppConfig, DesktopError, Session};

use crate::desktop::Desktop;

/// The window only ever shows the bundled UI (served as `tauri://localhost`,
/// or `http(s)://tauri.localhost` on some platforms), or the development
/// server when built without it; anywhere else is somewhere a child should
/// not be taken.
fn is_app_url(url: &tauri::Url) -> bool {
    let bundled = url.scheme() == "tauri"
        || (matches!(url.scheme(), "http" | "https") && url.host_str() == Some("tauri.localhost"));
    let dev_server = cfg!(not(feature = "custom-protocol"))
        && url.scheme() == "http"
        && url.host_str() == Some("localhost")
        && url.port() == Some(5173);
    bundled || dev_server
}

fn token_store(config: &AppConfig) -> Box<dyn TokenStore> {
    match KeyringStore::new(&config.server_url) {
        Ok(store) => Box::new(store),
        Err(error) => {
            tracing::warn!(%error, "no OS keyring: the session will not survive a restart");
            Box::new(MemoryStore::default())
        }
    }
}

/// The app's own database in its data folder, with packs sealed by a key
/// in the OS keyring (or, without a keyring, one that lasts this run).
fn offline_store(data_dir: PathBuf, config: &AppConfig) -> Result<Offline, DesktopError> {
    std::fs::create_dir_all(&data_dir)
        .map_err(|error| DesktopError::Storage(format!("{}: {error}", data_dir.display())))?;
    let store = Store::open(&data_dir.join("desktop.sqlite"))?;
    let sealer = match KeyringStore::pack_key(&config.server_url) {
        Ok(keys) => Sealer::from_store(&keys),
        Err(error) => Err(error),
    }
    .or_else(|error| {
        tracing::warn!(%error, "no OS keyring: packs kept this run only");
        Sealer::from_store(&MemoryStore::default())
    })?;
    Ok(Offline::new(store, sealer))
}

/// Where the window opens: a path no page claims (the UI is served for
/// it), so the UI sends whoever was signed in last to their own home and
/// anyone else to sign in. `/` is the admin's home, which would turn a
/// student or parent away.
const START_PATH: &str = "start";

pub fn run() {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .init();
    tauri::Builder::default()
        .register_asynchronous_uri_scheme_protocol(server_files::SCHEME, server_files::handle)
        .invoke_handler(tauri::generate_handler![
            commands::api_request,
            commands::open_session_in_browser,
            commands::auth_sign_in,
            commands::auth_sign_up,
            commands::auth_act_as,
            commands::auth_change_password,
            commands::auth_restore,
            commands::auth_sign_out,
            commands::app_config,
            commands::kiosk_exit,
            commands::sync_status,
            commands::sync_now,
        ])
        .setup(|app| {
            let args: Vec<String> = std::env::args().skip(1).collect();
            let config_dir = app.path().app_config_dir().ok();
            let config = AppConfig::load(
                &args,
                |name| std::env::var(name).ok(),
                config_dir.as_deref(),
            )?;
            let session = Session::new(config.server_url.clone(), token_store(&config));
            let offline = offline_store(app.path().app_data_dir()?, &config)?;
            let kiosk = config.kiosk;
            app.manage(Desktop {
                config,
                session,
                offline,
                sync: SyncState::default(),
                kiosk_unlocked: AtomicBool::new(false),
            });
            background::spawn_sync_loop(app.handle());
            let window = WebviewWindowBuilder::new(app, "main", WebviewUrl::App(START_PATH.into()));
            startup_probe::attach(window)
                .title("Plytime")
                .inner_size(1200.0, 800.0)
                .fullscreen(kiosk)
                .decorations(!kiosk)
                .always_on_top(kiosk)
                .on_navigation(is_app_url)
                .build()?;
            Ok(())
        })
        .on_window_event(|window, event| {
            if let WindowEvent::CloseRequested { api, .. } = event {
                let desktop = window.state::<Desktop>();
                // In kiosk mode only the adult PIN closes the app.
                if desktop.config.kiosk && !desktop.kiosk_unlocked.load(Ordering::SeqCst) {
                    api.prevent_close();
                }
            }
        })
        .run(tauri::generate_context!())
        .expect("the Plytime desktop app failed to start");
}

#[cfg(test)]
mod tests {
    use super::is_app_url;

    #[test]
    fn the_window_stays_on_the_bundled_ui() {
        let url = |text: &str| tauri::Url::parse(text).unwrap();
        assert!(is_app_url(&url("tauri://localhost/signin/student")));
        assert!(is_app_url(&url("http://tauri.localhost/student")));
        for elsewhere in [
            "https://example.com/",
            "http://localhost:8080/",
            "http://127.0.0.1:5173/",
        ] {
            assert!(!is_app_url(&url(elsewhere)), "{elsewhere}");
        }
    }
}
