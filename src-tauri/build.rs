/// Declaring the commands makes each one a permission, so the capability file
/// decides which windows may call them.
const COMMANDS: &[&str] = &[
    "api_request",
    "auth_sign_in",
    "auth_sign_up",
    "auth_act_as",
    "auth_change_password",
    "auth_restore",
    "auth_sign_out",
    "app_config",
    "kiosk_exit",
    "sync_status",
    "sync_now",
    "open_session_in_browser",
];

fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("failed to run the Tauri build script");
}
