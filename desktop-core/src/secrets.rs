//! Where the refresh token is kept between runs: the OS keyring (Secret
//! Service on Linux), never a file or JavaScript storage.

use std::sync::Mutex;

use crate::error::DesktopError;

pub trait TokenStore: Send + Sync {
    fn load(&self) -> Result<Option<String>, DesktopError>;
    fn save(&self, token: &str) -> Result<(), DesktopError>;
    fn delete(&self) -> Result<(), DesktopError>;
}

/// The keyring entry "plytime" / server address, so that one machine can
/// hold sessions for different servers.
pub struct KeyringStore {
    entry: keyring::Entry,
}

impl KeyringStore {
    pub fn new(server: &url::Url) -> Result<KeyringStore, DesktopError> {
        Ok(KeyringStore {
            entry: keyring::Entry::new("plytime", server.as_str())?,
        })
    }

    /// The key that seals this machine's content packs for the server.
    pub fn pack_key(server: &url::Url) -> Result<KeyringStore, DesktopError> {
        Ok(KeyringStore {
            entry: keyring::Entry::new("plytime-pack-key", server.as_str())?,
        })
    }
}

impl TokenStore for KeyringStore {
    fn load(&self) -> Result<Option<String>, DesktopError> {
        match self.entry.get_password() {
            Ok(token) => Ok(Some(token)),
            Err(keyring::Error::NoEntry) => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    fn save(&self, token: &str) -> Result<(), DesktopError> {
        Ok(self.entry.set_password(token)?)
    }

    fn delete(&self) -> Result<(), DesktopError> {
        match self.entry.delete_credential() {
            Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }
}

/// For tests, and for machines without a keyring: the token lives only as
/// long as the app.
#[derive(Default)]
pub struct MemoryStore {
    token: Mutex<Option<String>>,
}

impl TokenStore for MemoryStore {
    fn load(&self) -> Result<Option<String>, DesktopError> {
        Ok(self.token.lock().unwrap_or_else(|p| p.into_inner()).clone())
    }

    fn save(&self, token: &str) -> Result<(), DesktopError> {
        *self.token.lock().unwrap_or_else(|p| p.into_inner()) = Some(token.to_string());
        Ok(())
    }

    fn delete(&self) -> Result<(), DesktopError> {
        *self.token.lock().unwrap_or_else(|p| p.into_inner()) = None;
        Ok(())
    }
}
