//! The key recordings are encrypted with: the operator's
//! (`PLYTIME_RECORDING_KEY`), or else one generated once and kept in the
//! database, so that every replica agrees on it without any setting.

use anyhow::Context;

use crate::config::Config;
use crate::db::{Db, secrets};

pub const KEY_BYTES: usize = 32;
/// The name of the generated key among the server's secrets.
const SECRET_NAME: &str = "recording_key";

/// 32 secret bytes. Never printed: `Debug` says only that it is a key.
#[derive(Clone)]
pub struct RecordingKey([u8; KEY_BYTES]);

impl std::fmt::Debug for RecordingKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RecordingKey(…)")
    }
}

impl RecordingKey {
    pub fn from_bytes(bytes: [u8; KEY_BYTES]) -> RecordingKey {
        RecordingKey(bytes)
    }

    pub fn bytes(&self) -> &[u8; KEY_BYTES] {
        &self.0
    }

    /// The configured key if there is one, else the database's.
    pub async fn load(config: &Config, db: &Db) -> anyhow::Result<RecordingKey> {
        match &config.recording_key {
            Some(text) => parse(text),
            None => {
                let stored = secrets::get_or_create(db, SECRET_NAME).await?;
                // The stored secret is 64 random bytes in hex: the first 32
                // are the key.
                let bytes = hex::decode(stored).context("the stored recording key is not hex")?;
                first_32(&bytes).context("the stored recording key is too short")
            }
        }
    }
}

fn first_32(bytes: &[u8]) -> Option<RecordingKey> {
    let key: [u8; KEY_BYTES] = bytes.get(..KEY_BYTES)?.try_into().ok()?;
    Some(RecordingKey(key))
}

/// `PLYTIME_RECORDING_KEY`: 64 hexadecimal digits (32 bytes).
fn parse(text: &str) -> anyhow::Result<RecordingKey> {
    hex::decode(text.trim())
        .ok()
        .filter(|bytes| bytes.len() == KEY_BYTES)
        .and_then(|bytes| first_32(&bytes))
        .context("PLYTIME_RECORDING_KEY must be 64 hexadecimal digits (32 bytes)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_configured_key_is_64_hex_digits_and_never_printed() {
        let key = parse(&"ab".repeat(32)).unwrap();
        assert_eq!(key.bytes(), &[0xab; KEY_BYTES]);
        assert_eq!(format!("{key:?}"), "RecordingKey(…)");
        assert!(parse("abc").is_err());
        assert!(parse(&"ab".repeat(33)).is_err());
        assert!(parse(&"zz".repeat(32)).is_err());
    }
}
