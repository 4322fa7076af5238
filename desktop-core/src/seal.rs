//! Sealing what a child must not read from disk (content packs carry the
//! answers): ChaCha20-Poly1305 with a random key kept in the OS keyring,
//! never in the app's files. A pack opened with the wrong key, or altered
//! on disk, fails to open rather than giving wrong answers.

use chacha20poly1305::aead::{Aead, KeyInit, OsRng};
use chacha20poly1305::{AeadCore, ChaCha20Poly1305, Key, Nonce};

use crate::error::DesktopError;
use crate::secrets::TokenStore;

const NONCE_BYTES: usize = 12;

pub struct Sealer {
    cipher: ChaCha20Poly1305,
}

impl Sealer {
    /// The sealer whose key `keys` keeps, making and keeping one the
    /// first time.
    pub fn from_store(keys: &dyn TokenStore) -> Result<Sealer, DesktopError> {
        let kept = keys
            .load()?
            .and_then(|hex_key| hex::decode(hex_key).ok())
            .filter(|bytes| bytes.len() == 32);
        let key = match kept {
            Some(bytes) => *Key::from_slice(&bytes),
            None => {
                let key = ChaCha20Poly1305::generate_key(&mut OsRng);
                keys.save(&hex::encode(key))?;
                key
            }
        };
        Ok(Sealer {
            cipher: ChaCha20Poly1305::new(&key),
        })
    }

    /// A fresh nonce, then the ciphertext with its tag.
    pub fn seal(&self, plain: &[u8]) -> Result<Vec<u8>, DesktopError> {
        let nonce = ChaCha20Poly1305::generate_nonce(&mut OsRng);
        let sealed = self
            .cipher
            .encrypt(&nonce, plain)
            .map_err(|_| DesktopError::Storage("Could not seal the content".into()))?;
        Ok([nonce.as_slice(), &sealed].concat())
    }

    pub fn open(&self, sealed: &[u8]) -> Result<Vec<u8>, DesktopError> {
        if sealed.len() < NONCE_BYTES {
            return Err(DesktopError::Storage("Sealed content is truncated".into()));
        }
        let (nonce, body) = sealed.split_at(NONCE_BYTES);
        self.cipher
            .decrypt(Nonce::from_slice(nonce), body)
            .map_err(|_| DesktopError::Storage("Sealed content cannot be opened".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::secrets::MemoryStore;

    #[test]
    fn sealed_content_opens_only_with_its_key_and_unaltered() {
        let keys = MemoryStore::default();
        let sealer = Sealer::from_store(&keys).unwrap();
        let plain = br#"{"answers":[["42"]]}"#;
        let sealed = sealer.seal(plain).unwrap();
        assert!(
            !sealed.windows(2).any(|pair| pair == b"42"),
            "the answer is not readable on disk"
        );
        // The same key, kept in the store, opens it after a restart.
        assert_eq!(
            Sealer::from_store(&keys).unwrap().open(&sealed).unwrap(),
            plain
        );

        let other = Sealer::from_store(&MemoryStore::default()).unwrap();
        assert!(other.open(&sealed).is_err());
        let mut altered = sealed.clone();
        *altered.last_mut().unwrap() ^= 1;
        assert!(sealer.open(&altered).is_err());
        assert!(sealer.open(&sealed[..5]).is_err());
    }
}
