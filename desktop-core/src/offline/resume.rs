//! Starting the app without the server. Who signed in last is kept beside
//! the queue; while their refresh token is still in the keyring and the
//! server is out of reach, the app carries on as them, from the kept
//! reads and packs, and their work waits in the queue until the server is
//! back.

use super::Offline;
use crate::error::DesktopError;
use crate::session::{Session, SessionInfo};

const SIGNED_IN: &str = "session";

impl Offline {
    /// Keeps who is signed in (`None` once they sign out).
    pub fn remember(&self, info: Option<&SessionInfo>) -> Result<(), DesktopError> {
        match info {
            Some(info) => {
                let info = serde_json::to_value(info).unwrap_or_default();
                self.store.keep_response(SIGNED_IN, &info)
            }
            None => self.store.forget_response(SIGNED_IN),
        }
    }

    /// Who is signed in, as last kept.
    pub fn remembered(&self) -> Result<Option<SessionInfo>, DesktopError> {
        let kept = self.store.kept_response(SIGNED_IN)?;
        Ok(kept.and_then(|info| serde_json::from_value(info).ok()))
    }

    /// Resumes the kept session at start-up: through the server when it
    /// answers, otherwise as whoever was signed in last.
    pub async fn resume(&self, session: &Session) -> Result<Option<SessionInfo>, DesktopError> {
        let restored = session.restore().await;
        self.saw(&restored);
        match restored {
            Ok(info) => {
                self.remember(info.as_ref())?;
                Ok(info)
            }
            Err(DesktopError::Offline(message)) => match self.remembered()? {
                Some(info) => Ok(Some(info)),
                None => Err(DesktopError::Offline(message)),
            },
            Err(other) => Err(other),
        }
    }
}
