//! A backup's archive: a zip of its manifest, the database snapshot and the
//! files, sealed with ChaCha20-Poly1305 when a key is set. A sealed archive
//! is `PLYTIME-SEALED-1`, a random 12-byte nonce and the ciphertext; the
//! tag makes a wrong key or a changed byte fail loudly.

use std::collections::BTreeMap;
use std::io::{Cursor, Read, Write};

use anyhow::{Context, bail};
use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Nonce};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use zip::write::SimpleFileOptions;

pub const KEY_BYTES: usize = 32;
const SEALED: &[u8] = b"PLYTIME-SEALED-1";
const NONCE_BYTES: usize = 12;
/// The archive's entries.
pub const MANIFEST_ENTRY: &str = "manifest.json";
pub const DATABASE_ENTRY: &str = "plytime.db";
pub const FILES_FOLDER: &str = "files/";

/// A file of the file store as the backup holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredFile {
    pub key: String,
    pub bytes: u64,
    pub sha256: String,
}

/// What a backup holds, written inside it and beside it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub name: String,
    pub taken_at: String,
    pub taken_at_millis: i64,
    /// The newest migration the database had.
    pub schema_version: i64,
    /// Rows in each table.
    pub tables: BTreeMap<String, i64>,
    pub database_sha256: String,
    /// The file store's files: copied into the archive when the store is a
    /// folder, named only when it is a bucket (which keeps its own copies).
    pub files: Vec<StoredFile>,
    pub files_copied: bool,
    pub sealed: bool,
    /// The archive as stored: set on the manifest written beside it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archive_sha256: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archive_bytes: Option<u64>,
}

impl Manifest {
    pub fn rows(&self) -> i64 {
        self.tables.values().sum()
    }
}

pub fn sha256(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// Zips the manifest, the database and the files.
pub fn zip(
    manifest: &Manifest,
    database: &[u8],
    files: &[(String, Vec<u8>)],
) -> anyhow::Result<Vec<u8>> {
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    // The fastest deflate, for the database and the manifest: a backup
    // shares the cores with children playing. The files (pictures,
    // spreadsheets) are compressed already and are stored as they are.
    let deflated = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .compression_level(Some(1))
        .large_file(true);
    let stored = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Stored)
        .large_file(true);
    zip.start_file(MANIFEST_ENTRY, deflated)?;
    zip.write_all(&serde_json::to_vec_pretty(manifest)?)?;
    zip.start_file(DATABASE_ENTRY, deflated)?;
    zip.write_all(database)?;
    for (key, content) in files {
        zip.start_file(format!("{FILES_FOLDER}{key}"), stored)?;
        zip.write_all(content)?;
    }
    Ok(zip.finish()?.into_inner())
}

/// The entries of a zipped backup: its manifest, its database and its files.
pub struct Unzipped {
    pub manifest: Manifest,
    pub database: Vec<u8>,
    pub files: Vec<(String, Vec<u8>)>,
}

pub fn unzip(bytes: &[u8]) -> anyhow::Result<Unzipped> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).context("not a backup archive")?;
    let mut read = |name: &str| -> anyhow::Result<Vec<u8>> {
        let mut entry = zip
            .by_name(name)
            .with_context(|| format!("the archive has no {name}"))?;
        let mut content = Vec::new();
        entry.read_to_end(&mut content)?;
        Ok(content)
    };
    let manifest: Manifest = serde_json::from_slice(&read(MANIFEST_ENTRY)?)
        .context("the archive's manifest is unreadable")?;
    let database = read(DATABASE_ENTRY)?;
    let mut files = Vec::new();
    for file in &manifest.files {
        if manifest.files_copied {
            files.push((
                file.key.clone(),
                read(&format!("{FILES_FOLDER}{}", file.key))?,
            ));
        }
    }
    Ok(Unzipped {
        manifest,
        database,
        files,
    })
}

pub fn seal(key: &[u8; KEY_BYTES], plain: &[u8]) -> anyhow::Result<Vec<u8>> {
    let cipher = ChaCha20Poly1305::new(key.into());
    let mut nonce = [0u8; NONCE_BYTES];
    rand::thread_rng().fill_bytes(&mut nonce);
    let sealed = cipher
        .encrypt(Nonce::from_slice(&nonce), plain)
        .map_err(|_| anyhow::anyhow!("sealing the backup failed"))?;
    Ok([SEALED, &nonce, &sealed].concat())
}

/// The zip inside an archive, opened with `key` when it is sealed.
pub fn open(key: Option<&[u8; KEY_BYTES]>, archive: &[u8]) -> anyhow::Result<Vec<u8>> {
    let Some(sealed) = archive.strip_prefix(SEALED) else {
        return Ok(archive.to_vec());
    };
    let Some(key) = key else {
        bail!("the backup is sealed: set PLYTIME_BACKUP_KEY to the key it was made with");
    };
    if sealed.len() < NONCE_BYTES {
        bail!("the backup is truncated");
    }
    let (nonce, ciphertext) = sealed.split_at(NONCE_BYTES);
    ChaCha20Poly1305::new(key.into())
        .decrypt(Nonce::from_slice(nonce), ciphertext)
        .map_err(|_| {
            anyhow::anyhow!(
                "the backup key does not open this backup: wrong key, or a damaged backup"
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest() -> Manifest {
        Manifest {
            name: "plytime-x".into(),
            taken_at: "2026-12-06T09:00:00.000Z".into(),
            taken_at_millis: 1,
            schema_version: 21,
            tables: BTreeMap::from([("accounts".into(), 3)]),
            database_sha256: sha256(b"db"),
            files: vec![StoredFile {
                key: "pictures/a.png".into(),
                bytes: 3,
                sha256: sha256(b"png"),
            }],
            files_copied: true,
            sealed: false,
            archive_sha256: None,
            archive_bytes: None,
        }
    }

    #[test]
    fn an_archive_round_trips_sealed_and_refuses_the_wrong_key() {
        let zipped = zip(
            &manifest(),
            b"db",
            &[("pictures/a.png".into(), b"png".to_vec())],
        )
        .unwrap();
        let key = [7u8; KEY_BYTES];
        let sealed = seal(&key, &zipped).unwrap();
        assert!(
            !sealed.windows(2).any(|pair| pair == b"db"),
            "not readable sealed"
        );
        let opened = open(Some(&key), &sealed).unwrap();
        let unzipped = unzip(&opened).unwrap();
        assert_eq!(unzipped.manifest, manifest());
        assert_eq!(unzipped.database, b"db");
        assert_eq!(unzipped.files, [("pictures/a.png".into(), b"png".to_vec())]);

        let wrong = open(Some(&[8u8; KEY_BYTES]), &sealed).unwrap_err();
        assert!(wrong.to_string().contains("does not open"), "{wrong}");
        assert!(
            open(None, &sealed)
                .unwrap_err()
                .to_string()
                .contains("sealed")
        );
        let mut damaged = sealed.clone();
        let last = damaged.len() - 1;
        damaged[last] ^= 1;
        assert!(open(Some(&key), &damaged).is_err());
        assert!(unzip(b"not a zip").is_err());
    }
}
