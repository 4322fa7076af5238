//! Where backups and the erasure ledger are kept, and how they are named.

use anyhow::Context;
use bytes::Bytes;

use super::archive::{KEY_BYTES, Manifest};
use crate::config::{Config, S3Settings};
use crate::storage::Storage;

/// Backups' names start so, then the time they were taken (UTC).
const NAME_PREFIX: &str = "plytime-";
const ARCHIVE_SUFFIX: &str = ".backup";
const MANIFEST_SUFFIX: &str = ".json";
/// The file store's folder for backups when no folder of their own is set.
const IN_FILE_STORE: &str = "backups";

#[derive(Clone)]
pub struct BackupStore {
    storage: Storage,
    /// The folder of `storage` that holds them ("" for the whole store).
    base: String,
    /// The key that seals them, if one is set.
    key: Option<[u8; KEY_BYTES]>,
}

impl BackupStore {
    /// The location the configuration names: `PLYTIME_BACKUP_DIR`, or
    /// `PLYTIME_BACKUP_S3_BUCKET`, or else the file store's `backups/`
    /// folder.
    pub fn from_config(config: &Config, files: &Storage) -> anyhow::Result<BackupStore> {
        let (storage, base) = match (&config.backup_dir, &config.backup_s3_bucket) {
            (Some(dir), _) => (Storage::local(dir)?, String::new()),
            (None, Some(bucket)) => {
                let bucket = S3Settings {
                    bucket: Some(bucket.clone()),
                    prefix: config.backup_s3_prefix.clone(),
                    ..config.s3.clone()
                };
                (Storage::s3(&bucket)?, String::new())
            }
            (None, None) => (files.clone(), IN_FILE_STORE.to_string()),
        };
        let key = config.backup_key.as_deref().map(parse_key).transpose()?;
        Ok(BackupStore { storage, base, key })
    }

    /// Whether backups live in the file store itself, whose walk must then
    /// leave them out.
    pub fn folder_in_file_store(&self) -> Option<&str> {
        (!self.base.is_empty()).then_some(self.base.as_str())
    }

    pub fn key(&self) -> Option<&[u8; KEY_BYTES]> {
        self.key.as_ref()
    }

    pub fn location(&self) -> String {
        match self.folder_in_file_store() {
            Some(folder) => format!("{} ({folder}/)", self.storage.location()),
            None => self.storage.location().to_string(),
        }
    }

    pub(super) fn path(&self, name: &str) -> String {
        if self.base.is_empty() {
            name.to_string()
        } else {
            format!("{}/{name}", self.base)
        }
    }

    pub fn archive_key(&self, backup: &str) -> String {
        self.path(&format!("{backup}{ARCHIVE_SUFFIX}"))
    }

    fn manifest_key(&self, backup: &str) -> String {
        self.path(&format!("{backup}{MANIFEST_SUFFIX}"))
    }

    pub(super) fn storage(&self) -> &Storage {
        &self.storage
    }

    /// Stores a backup: the archive first, its manifest last.
    pub(super) async fn put(
        &self,
        backup: &str,
        archive: Bytes,
        manifest: &Manifest,
    ) -> anyhow::Result<()> {
        self.storage.put(&self.archive_key(backup), archive).await?;
        let manifest = serde_json::to_vec_pretty(manifest)?;
        self.storage
            .put(&self.manifest_key(backup), Bytes::from(manifest))
            .await
    }

    /// Every complete backup, newest first.
    pub async fn list(&self) -> anyhow::Result<Vec<Manifest>> {
        let listing = self.storage.list(&self.base).await?;
        let mut backups = Vec::new();
        for (key, _) in listing.files {
            let Some(name) = key.rsplit('/').next() else {
                continue;
            };
            if !(name.starts_with(NAME_PREFIX) && name.ends_with(MANIFEST_SUFFIX)) {
                continue;
            }
            let Some(bytes) = self.storage.get(&key).await? else {
                continue;
            };
            let manifest: Manifest = serde_json::from_slice(&bytes)
                .with_context(|| format!("the backup manifest {key} is unreadable"))?;
            backups.push(manifest);
        }
        backups.sort_by_key(|backup| std::cmp::Reverse(backup.taken_at_millis));
        Ok(backups)
    }

    /// The backup named (with or without its suffix), or the newest for
    /// `latest`.
    pub async fn find(&self, wanted: &str) -> anyhow::Result<Manifest> {
        let wanted = wanted
            .trim_end_matches(ARCHIVE_SUFFIX)
            .trim_end_matches(MANIFEST_SUFFIX);
        let backups = self.list().await?;
        let found = if wanted == "latest" {
            backups.into_iter().next()
        } else {
            backups.into_iter().find(|backup| backup.name == wanted)
        };
        found.with_context(|| match wanted {
            "latest" => format!("there is no backup in {}", self.location()),
            name => format!("there is no backup {name} in {}", self.location()),
        })
    }

    pub async fn archive(&self, backup: &str) -> anyhow::Result<Bytes> {
        self.storage
            .get(&self.archive_key(backup))
            .await?
            .with_context(|| format!("the backup {backup} has lost its archive"))
    }

    /// Deletes a backup, its manifest first so it is never listed half gone.
    pub async fn delete(&self, backup: &str) -> anyhow::Result<()> {
        self.storage.delete(&self.manifest_key(backup)).await?;
        self.storage.delete(&self.archive_key(backup)).await
    }
}

/// A backup's name for the moment it is taken.
pub fn name_at(millis: i64) -> String {
    let time = chrono::DateTime::from_timestamp_millis(millis).unwrap_or_default();
    format!("{NAME_PREFIX}{}", time.format("%Y%m%dT%H%M%S%.3fZ"))
}

/// The backup key: 64 hexadecimal digits (32 bytes).
fn parse_key(text: &str) -> anyhow::Result<[u8; KEY_BYTES]> {
    let bytes = hex::decode(text.trim())
        .ok()
        .filter(|bytes| bytes.len() == KEY_BYTES)
        .context("PLYTIME_BACKUP_KEY must be 64 hexadecimal digits (32 bytes)")?;
    let mut key = [0u8; KEY_BYTES];
    key.copy_from_slice(&bytes);
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_by_time_and_keys_are_checked() {
        assert_eq!(name_at(0), "plytime-19700101T000000.000Z");
        assert!(name_at(1_000) < name_at(2_000));
        assert!(parse_key(&"ab".repeat(32)).is_ok());
        assert!(parse_key("abc").is_err());
        assert!(parse_key(&"zz".repeat(32)).is_err());
    }
}
