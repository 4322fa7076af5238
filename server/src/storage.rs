//! Files (profile pictures, question images, import spreadsheets) behind one
//! interface. Local directory by default; `object_store` also speaks to
//! S3-compatible storage, so scaling out changes the constructor only.

use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use bytes::Bytes;
use object_store::local::LocalFileSystem;
use object_store::path::Path as StorePath;
use object_store::{ObjectStore, PutPayload};

#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
}

impl Storage {
    /// Files under `root`, which is created if missing.
    pub fn local(root: &Path) -> anyhow::Result<Storage> {
        std::fs::create_dir_all(root)
            .with_context(|| format!("creating the file store {}", root.display()))?;
        let store = LocalFileSystem::new_with_prefix(root)?;
        Ok(Storage {
            store: Arc::new(store),
        })
    }

    /// Rejects keys that could step outside the store (`..`, empty parts).
    fn key(key: &str) -> anyhow::Result<StorePath> {
        StorePath::parse(key).with_context(|| format!("invalid file key {key:?}"))
    }

    pub async fn put(&self, key: &str, content: Bytes) -> anyhow::Result<()> {
        self.store
            .put(&Self::key(key)?, PutPayload::from(content))
            .await?;
        Ok(())
    }

    /// The file's bytes, or `None` when there is no such file.
    pub async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>> {
        let Ok(path) = Self::key(key) else {
            return Ok(None);
        };
        match self.store.get(&path).await {
            Ok(result) => Ok(Some(result.bytes().await?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    /// The folders and files directly inside `folder` (a key prefix without
    /// the trailing slash; empty for the top), each as its full key.
    pub async fn list(&self, folder: &str) -> anyhow::Result<Listing> {
        let prefix = if folder.is_empty() {
            None
        } else {
            Some(Self::key(folder)?)
        };
        let listed = self.store.list_with_delimiter(prefix.as_ref()).await?;
        Ok(Listing {
            folders: listed
                .common_prefixes
                .into_iter()
                .map(|path| path.to_string())
                .collect(),
            files: listed
                .objects
                .into_iter()
                .map(|object| (object.location.to_string(), object.size))
                .collect(),
        })
    }

    /// Deletes a file; a missing file is not an error.
    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self.store.delete(&Self::key(key)?).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }
}

/// What a folder holds: sub-folder keys, and file keys with their sizes.
#[derive(Debug, Default)]
pub struct Listing {
    pub folders: Vec<String>,
    pub files: Vec<(String, u64)>,
}
