//! Start-up settings: which server to talk to, and kiosk mode with its
//! adult PIN. Read from the command line, then the environment, then an
//! optional `config.json` in the app's config folder.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::DesktopError;
use crate::pin::{PinCheck, PinHash};

pub const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

#[derive(Debug, Clone)]
pub struct AppConfig {
    pub server_url: url::Url,
    pub kiosk: bool,
    /// Needed to leave kiosk mode; kiosk mode without one cannot be left
    /// from the app (only by the machine's administrator).
    pub kiosk_pin: Option<PinHash>,
    /// The `config.json` that `kiosk_pin` was read from (not set for
    /// `PLYTIME_KIOSK_PIN`), where an old SHA-256 hash is replaced by an
    /// argon2id one the first time the PIN is given.
    pub kiosk_pin_file: Option<PathBuf>,
}

/// The settings the UI may know (`app_config`); the PIN stays here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export_to = "desktop/")]
pub struct ConfigView {
    pub server_url: String,
    pub kiosk: bool,
}

/// `config.json` in the app config folder; every field optional.
#[derive(Debug, Default, Deserialize)]
struct FileConfig {
    server_url: Option<String>,
    kiosk: Option<bool>,
    kiosk_pin_hash: Option<String>,
}

fn truthy(value: &str) -> bool {
    !matches!(
        value.trim().to_ascii_lowercase().as_str(),
        "" | "0" | "false" | "no" | "off"
    )
}

impl AppConfig {
    /// `args` are the command-line arguments after the program name:
    /// `--server URL`, `--kiosk`. `env` looks up environment variables
    /// (`PLYTIME_SERVER_URL`, `PLYTIME_KIOSK`, `PLYTIME_KIOSK_PIN`).
    pub fn load(
        args: &[String],
        env: impl Fn(&str) -> Option<String>,
        config_dir: Option<&Path>,
    ) -> Result<AppConfig, DesktopError> {
        let config_file = config_dir
            .map(|dir| dir.join("config.json"))
            .filter(|path| path.exists());
        let file: FileConfig = match &config_file {
            Some(path) => {
                let text = std::fs::read_to_string(path).map_err(|error| {
                    DesktopError::Config(format!("{}: {error}", path.display()))
                })?;
                serde_json::from_str(&text)
                    .map_err(|error| DesktopError::Config(format!("{}: {error}", path.display())))?
            }
            _ => FileConfig::default(),
        };
        let flag_value = |flag: &str| {
            args.iter()
                .position(|arg| arg == flag)
                .and_then(|index| args.get(index + 1))
                .cloned()
        };
        let server = flag_value("--server")
            .or_else(|| env("PLYTIME_SERVER_URL"))
            .or(file.server_url)
            .unwrap_or_else(|| DEFAULT_SERVER.to_string());
        let server_url = url::Url::parse(server.trim())
            .ok()
            .filter(|url| matches!(url.scheme(), "http" | "https"))
            .ok_or_else(|| DesktopError::Config(format!("'{server}' is not a server address")))?;
        let kiosk = args.iter().any(|arg| arg == "--kiosk")
            || env("PLYTIME_KIOSK").is_some_and(|value| truthy(&value))
            || file.kiosk.unwrap_or(false);
        let (kiosk_pin, kiosk_pin_file) = match (env("PLYTIME_KIOSK_PIN"), file.kiosk_pin_hash) {
            (Some(pin), _) => (Some(PinHash::new(&pin)?), None),
            (None, Some(stored)) => (Some(stored.parse()?), config_file),
            (None, None) => (None, None),
        };
        Ok(AppConfig {
            server_url,
            kiosk,
            kiosk_pin,
            kiosk_pin_file,
        })
    }

    pub fn view(&self) -> ConfigView {
        ConfigView {
            server_url: self.server_url.to_string(),
            kiosk: self.kiosk,
        }
    }

    /// Whether `pin` is the adult PIN (never, when none is configured). An
    /// old SHA-256 hash that it matches is replaced in `config.json` by an
    /// argon2id one; if that cannot be written the PIN is still right, and
    /// the replacement is tried again next time. Slow on purpose (argon2id):
    /// call it off the UI thread.
    pub fn check_kiosk_pin(&self, pin: &str) -> bool {
        let Some(stored) = &self.kiosk_pin else {
            return false;
        };
        match stored.check(pin) {
            PinCheck::Wrong => false,
            PinCheck::Right => true,
            PinCheck::RightUpgraded(upgraded) => {
                if let Some(path) = &self.kiosk_pin_file {
                    let shown = path.display();
                    match replace_pin_hash(path, stored, &upgraded) {
                        Ok(true) => tracing::info!(path = %shown, "kiosk PIN hash now argon2id"),
                        Ok(false) => tracing::warn!(
                            path = %shown,
                            "kiosk_pin_hash is no longer the one read at start-up: left as it is"
                        ),
                        Err(error) => tracing::warn!(%error, "kiosk PIN hash left in its old form"),
                    }
                }
                true
            }
        }
    }
}

/// Puts `new` in place of the `kiosk_pin_hash` in the config file at
/// `path`, keeping every other setting, if the file still holds `old`
/// (`Ok(false)` when it does not). The new file replaces the old one
/// whole (written beside it, then renamed), so a crash leaves one or the
/// other; a symlinked `config.json` is updated where it points.
fn replace_pin_hash(path: &Path, old: &PinHash, new: &PinHash) -> Result<bool, DesktopError> {
    static REPLACING: Mutex<()> = Mutex::new(());
    let _one_at_a_time = REPLACING.lock().unwrap_or_else(PoisonError::into_inner);
    let failed = |error: &dyn std::fmt::Display| {
        DesktopError::Config(format!("{}: {error}", path.display()))
    };
    let path = std::fs::canonicalize(path).map_err(|e| failed(&e))?;
    let text = std::fs::read_to_string(&path).map_err(|e| failed(&e))?;
    let mut settings: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| failed(&e))?;
    let holds_old = settings
        .get("kiosk_pin_hash")
        .and_then(serde_json::Value::as_str)
        .and_then(|stored| stored.parse::<PinHash>().ok())
        .is_some_and(|stored| &stored == old);
    if !holds_old {
        return Ok(false);
    }
    settings.insert("kiosk_pin_hash".into(), new.to_string().into());
    let mut text = serde_json::to_string_pretty(&settings).map_err(|e| failed(&e))?;
    text.push('\n');
    let permissions = std::fs::metadata(&path)
        .map_err(|e| failed(&e))?
        .permissions();
    let temporary = path.with_extension("json.new");
    let written = std::fs::write(&temporary, text)
        .and_then(|()| std::fs::set_permissions(&temporary, permissions))
        .and_then(|()| std::fs::rename(&temporary, &path));
    if let Err(error) = written {
        let _ = std::fs::remove_file(&temporary);
        return Err(failed(&error));
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_env(_: &str) -> Option<String> {
        None
    }

    #[test]
    fn defaults_to_a_local_server_without_kiosk() {
        let config = AppConfig::load(&[], no_env, None).unwrap();
        assert_eq!(config.server_url.as_str(), "http://127.0.0.1:8080/");
        assert!(!config.kiosk && config.kiosk_pin.is_none());
    }

    #[test]
    fn flags_win_over_the_environment_and_the_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("config.json"),
            r#"{"server_url": "https://file.example", "kiosk": false}"#,
        )
        .unwrap();
        let env = |name: &str| match name {
            "PLYTIME_SERVER_URL" => Some("https://env.example".to_string()),
            "PLYTIME_KIOSK" => Some("1".to_string()),
            "PLYTIME_KIOSK_PIN" => Some("4321".to_string()),
            _ => None,
        };
        let args = vec![
            "--server".to_string(),
            "https://flag.example:8443".to_string(),
        ];
        let config = AppConfig::load(&args, env, Some(dir.path())).unwrap();
        assert_eq!(config.server_url.as_str(), "https://flag.example:8443/");
        assert!(config.kiosk);
        assert!(config.kiosk_pin.unwrap().matches("4321"));

        let from_file = AppConfig::load(&[], no_env, Some(dir.path())).unwrap();
        assert_eq!(from_file.server_url.as_str(), "https://file.example/");
    }

    /// `printf '%s%s' abcd 4321 | sha256sum`: a kiosk set up before argon2id.
    const LEGACY_4321: &str =
        "sha256$abcd$766724e2275657b656fcc8f94ecacadff3a798689303c5aa4d0e579ced7066b9";

    fn write_config(dir: &Path, pin_hash: &str) {
        let settings = serde_json::json!({
            "server_url": "https://file.example",
            "kiosk": true,
            "kiosk_pin_hash": pin_hash,
        });
        std::fs::write(dir.join("config.json"), settings.to_string()).unwrap();
    }

    fn stored_pin_hash(dir: &Path) -> String {
        let text = std::fs::read_to_string(dir.join("config.json")).unwrap();
        let settings: serde_json::Value = serde_json::from_str(&text).unwrap();
        settings["kiosk_pin_hash"].as_str().unwrap().to_owned()
    }

    #[test]
    fn an_old_sha256_pin_in_the_file_is_restored_as_argon2id_once_given() {
        let dir = tempfile::tempdir().unwrap();
        write_config(dir.path(), LEGACY_4321);
        let config = AppConfig::load(&[], no_env, Some(dir.path())).unwrap();
        assert_eq!(
            config.kiosk_pin_file.as_deref(),
            Some(dir.path().join("config.json").as_path())
        );

        assert!(!config.check_kiosk_pin("1234"));
        assert_eq!(stored_pin_hash(dir.path()), LEGACY_4321);

        assert!(config.check_kiosk_pin("4321"));
        let upgraded = stored_pin_hash(dir.path());
        assert!(upgraded.starts_with("$argon2id$v=19$"), "{upgraded}");
        assert!(!upgraded.contains("4321"));
        let text = std::fs::read_to_string(dir.path().join("config.json")).unwrap();
        assert!(text.contains("https://file.example") && text.contains("\"kiosk\": true"));
        assert!(!dir.path().join("config.json.new").exists());

        // The running app still holds the old hash: the PIN stays right,
        // and the file, no longer holding it, is left alone.
        assert!(config.check_kiosk_pin("4321"));
        assert_eq!(stored_pin_hash(dir.path()), upgraded);

        let restarted = AppConfig::load(&[], no_env, Some(dir.path())).unwrap();
        assert!(restarted.kiosk && !restarted.kiosk_pin.as_ref().unwrap().is_legacy());
        assert_eq!(restarted.server_url.as_str(), "https://file.example/");
        assert!(restarted.check_kiosk_pin("4321"));
        assert!(!restarted.check_kiosk_pin("1234"));
        assert_eq!(stored_pin_hash(dir.path()), upgraded);
    }

    #[test]
    fn an_old_pin_is_still_right_when_its_upgrade_cannot_be_written() {
        let dir = tempfile::tempdir().unwrap();
        write_config(dir.path(), LEGACY_4321);
        let config = AppConfig::load(&[], no_env, Some(dir.path())).unwrap();
        std::fs::remove_file(dir.path().join("config.json")).unwrap();
        assert!(config.check_kiosk_pin("4321"));
        assert!(!config.check_kiosk_pin("4322"));
        assert!(!dir.path().join("config.json").exists());
    }

    #[test]
    fn a_pin_hash_changed_since_start_up_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        write_config(dir.path(), LEGACY_4321);
        let config = AppConfig::load(&[], no_env, Some(dir.path())).unwrap();
        let replacement = PinHash::new("8642").unwrap().to_string();
        write_config(dir.path(), &replacement);
        assert!(config.check_kiosk_pin("4321"));
        assert_eq!(stored_pin_hash(dir.path()), replacement);
    }

    #[test]
    fn a_pin_from_the_environment_is_never_written() {
        let dir = tempfile::tempdir().unwrap();
        write_config(dir.path(), LEGACY_4321);
        let env = |name: &str| (name == "PLYTIME_KIOSK_PIN").then(|| "9753".to_string());
        let config = AppConfig::load(&[], env, Some(dir.path())).unwrap();
        assert!(config.kiosk_pin_file.is_none());
        assert!(config.check_kiosk_pin("9753"));
        assert!(!config.check_kiosk_pin("4321"));
        assert_eq!(stored_pin_hash(dir.path()), LEGACY_4321);
    }

    #[test]
    fn no_pin_configured_is_never_right() {
        let config = AppConfig::load(&[], no_env, None).unwrap();
        assert!(!config.check_kiosk_pin(""));
        assert!(!config.check_kiosk_pin("0000"));
    }

    #[test]
    fn a_garbage_pin_hash_in_the_file_is_refused_at_start_up() {
        let dir = tempfile::tempdir().unwrap();
        for garbage in [
            "$argon2id$v=19$m=4294967295,t=2,p=1$c2FsdHNhbHQ$AAAA",
            "sha256$x$12",
            "4321",
        ] {
            write_config(dir.path(), garbage);
            let refused = AppConfig::load(&[], no_env, Some(dir.path()));
            assert!(matches!(refused, Err(DesktopError::Config(_))), "{garbage}");
        }
    }

    #[test]
    fn refuses_what_is_not_a_server_address() {
        for bad in ["ftp://x", "not a url", ""] {
            let args = vec!["--server".to_string(), bad.to_string()];
            assert!(matches!(
                AppConfig::load(&args, no_env, None),
                Err(DesktopError::Config(_))
            ));
        }
    }
}
