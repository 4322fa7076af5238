//! Start-up settings: which server to talk to, and kiosk mode with its
//! adult PIN. Read from the command line, then the environment, then an
//! optional `config.json` in the app's config folder.

use std::path::Path;

use serde::Deserialize;

use super::error::DesktopError;
use super::pin::PinHash;

pub const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

#[derive(Debug, Clone)]
pub struct AppConfig {
    pub server_url: url::Url,
    pub kiosk: bool,
    /// Needed to leave kiosk mode; kiosk mode without one cannot be left
    /// from the app (only by the machine's administrator).
    pub kiosk_pin: Option<PinHash>,
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
        let file: FileConfig = match config_dir.map(|dir| dir.join("config.json")) {
            Some(path) if path.exists() => {
                let text = std::fs::read_to_string(&path).map_err(|error| {
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
        let kiosk_pin = match (env("PLYTIME_KIOSK_PIN"), file.kiosk_pin_hash) {
            (Some(pin), _) => Some(PinHash::new(&pin)?),
            (None, Some(stored)) => Some(stored.parse()?),
            (None, None) => None,
        };
        Ok(AppConfig {
            server_url,
            kiosk,
            kiosk_pin,
        })
    }
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
