use serde::{Serialize, Serializer};
use ts_rs::TS;

/// Why a desktop command failed. Reaches JavaScript as `{kind, message}` so the
/// UI can tell "the server is unreachable" from "the server said no".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, TS)]
#[ts(as = "WireError", export_to = "desktop/")]
pub enum DesktopError {
    /// The server could not be reached (connection refused, DNS, time-out).
    #[error("{0}")]
    Offline(String),
    /// The credentials were wrong or the session is over.
    #[error("{0}")]
    Unauthorized(String),
    /// The server answered with an error, or with something we cannot read.
    #[error("{0}")]
    Server(String),
    /// The OS keyring (Secret Service) refused or is missing.
    #[error("{0}")]
    Keyring(String),
    /// Start-up settings or a command's arguments are invalid.
    #[error("{0}")]
    Config(String),
    /// A kiosk-mode action was refused.
    #[error("{0}")]
    Kiosk(String),
    /// The app's own database failed.
    #[error("{0}")]
    Storage(String),
}

/// Which kind of `DesktopError` a command failed with, as JavaScript reads
/// it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export_to = "desktop/")]
pub enum DesktopErrorKind {
    Offline,
    Unauthorized,
    Server,
    Keyring,
    Config,
    Kiosk,
    Storage,
}

/// What a failing command rejects with in JavaScript: the wire shape of a
/// [`DesktopError`], whose variants carry only their message.
#[derive(Serialize, TS)]
struct WireError {
    kind: DesktopErrorKind,
    message: String,
}

impl DesktopError {
    pub fn kind(&self) -> DesktopErrorKind {
        match self {
            DesktopError::Offline(_) => DesktopErrorKind::Offline,
            DesktopError::Unauthorized(_) => DesktopErrorKind::Unauthorized,
            DesktopError::Server(_) => DesktopErrorKind::Server,
            DesktopError::Keyring(_) => DesktopErrorKind::Keyring,
            DesktopError::Config(_) => DesktopErrorKind::Config,
            DesktopError::Kiosk(_) => DesktopErrorKind::Kiosk,
            DesktopError::Storage(_) => DesktopErrorKind::Storage,
        }
    }
}

impl Serialize for DesktopError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        WireError {
            kind: self.kind(),
            message: self.to_string(),
        }
        .serialize(serializer)
    }
}

/// An error with the causes underneath it ("error sending request" says
/// little without "connection refused" or "timed out").
fn with_causes(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut cause = error.source();
    while let Some(inner) = cause {
        text.push_str(&format!(": {inner}"));
        cause = inner.source();
    }
    text
}

impl From<reqwest::Error> for DesktopError {
    fn from(error: reqwest::Error) -> Self {
        if error.is_connect() || error.is_timeout() {
            DesktopError::Offline(format!(
                "Cannot reach the Plytime server: {}",
                with_causes(&error)
            ))
        } else if error.is_decode() {
            DesktopError::Server(format!("Unexpected answer from the server: {error}"))
        } else {
            DesktopError::Server(error.to_string())
        }
    }
}

impl From<keyring::Error> for DesktopError {
    fn from(error: keyring::Error) -> Self {
        DesktopError::Keyring(format!("OS keyring: {error}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serialises_as_kind_and_message() {
        let json = serde_json::to_value(DesktopError::Offline("no route".into())).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"kind": "offline", "message": "no route"})
        );
        let json = serde_json::to_value(DesktopError::Kiosk("locked".into())).unwrap();
        assert_eq!(json["kind"], "kiosk");
    }
}
