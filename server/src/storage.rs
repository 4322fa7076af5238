//! Files (profile pictures, question images, import spreadsheets and their
//! results, whiteboard pictures, session recordings) behind one interface (docs/storage.md): a
//! folder of the data directory by default, or an S3 bucket (Amazon S3 or
//! an S3-compatible server) when one is configured.

use std::net::IpAddr;
use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use anyhow::{Context, bail, ensure};
use bytes::Bytes;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as StorePath;
use object_store::prefix::PrefixStore;
use object_store::{ObjectStore, PutPayload, WriteMultipart};
use tokio_stream::StreamExt;

use crate::config::{Config, S3Settings};

pub mod stored_files;

#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
    /// Where the files are, for the log.
    location: Arc<str>,
    /// A folder rather than a bucket: backups copy its files.
    local: bool,
}

impl Storage {
    /// The store the configuration names: its S3 bucket when it has one,
    /// otherwise the data directory's `files` folder.
    pub fn from_config(config: &Config) -> anyhow::Result<Storage> {
        if config.s3.bucket.is_some() {
            Storage::s3(&config.s3)
        } else {
            Storage::local(&config.data_dir.join("files"))
        }
    }

    /// Files under `root`, which is created if missing.
    pub fn local(root: &Path) -> anyhow::Result<Storage> {
        std::fs::create_dir_all(root)
            .with_context(|| format!("creating the file store {}", root.display()))?;
        // Folders emptied by deletions go too, as they do in a bucket, so
        // that listings look the same on both.
        let store = LocalFileSystem::new_with_prefix(root)?.with_automatic_cleanup(true);
        Ok(Storage {
            store: Arc::new(store),
            location: format!("folder {}", root.display()).into(),
            local: true,
        })
    }

    /// Files in the bucket `settings` names. The keys come from the
    /// settings, or else from the standard `AWS_*` variables or the
    /// machine's role.
    pub fn s3(settings: &S3Settings) -> anyhow::Result<Storage> {
        let bucket = settings
            .bucket
            .as_deref()
            .context("no S3 bucket is configured")?;
        let mut builder = AmazonS3Builder::from_env().with_bucket_name(bucket);
        if let Some(endpoint) = &settings.endpoint {
            check_endpoint(endpoint, settings.allow_http)?;
            builder = builder
                .with_endpoint(endpoint)
                .with_allow_http(settings.allow_http);
        } else {
            ensure!(
                !settings.allow_http,
                "--s3-allow-http needs an http:// --s3-endpoint on a loopback address"
            );
        }
        if let Some(region) = &settings.region {
            builder = builder.with_region(region);
        }
        match (&settings.access_key_id, &settings.secret_access_key) {
            (Some(id), Some(secret)) => {
                builder = builder
                    .with_access_key_id(id)
                    .with_secret_access_key(secret);
            }
            (None, None) => {}
            _ => bail!("give both the S3 access key id and its secret, or neither"),
        }
        let store = builder
            .build()
            .with_context(|| format!("setting up the S3 bucket {bucket}"))?;
        let at = settings.endpoint.as_deref().unwrap_or("Amazon S3");
        let (store, location): (Arc<dyn ObjectStore>, String) = match &settings.prefix {
            Some(prefix) => (
                Arc::new(PrefixStore::new(store, Self::key(prefix)?)),
                format!("S3 bucket {bucket}, folder {prefix}, at {at}"),
            ),
            None => (Arc::new(store), format!("S3 bucket {bucket} at {at}")),
        };
        Ok(Storage {
            store,
            location: location.into(),
            local: false,
        })
    }

    /// Where the files are, e.g. `S3 bucket plytime at https://…`.
    pub fn location(&self) -> &str {
        &self.location
    }

    /// A folder on this machine rather than a bucket.
    pub fn is_local(&self) -> bool {
        self.local
    }

    /// Every file under `folder` (empty: the whole store), at any depth,
    /// with its size, in key order.
    pub async fn walk(&self, folder: &str) -> anyhow::Result<Vec<(String, u64)>> {
        let prefix = if folder.is_empty() {
            None
        } else {
            Some(Self::key(folder)?)
        };
        let mut listed = self.store.list(prefix.as_ref());
        let mut files = Vec::new();
        while let Some(object) = listed.next().await {
            let object = object?;
            files.push((object.location.to_string(), object.size));
        }
        files.sort();
        Ok(files)
    }

    /// Fails unless the store answers: a wrong bucket, address or key is
    /// found at start rather than at the first upload.
    pub async fn check(&self) -> anyhow::Result<()> {
        self.store
            .list_with_delimiter(None)
            .await
            .with_context(|| format!("the file store ({}) does not answer", self.location))?;
        Ok(())
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

    /// Bytes `range` of a file, or `None` when there is no such file: a
    /// recording is played back a few chunks at a time
    /// (docs/recordings.md). The range must lie inside the file.
    pub async fn get_range(&self, key: &str, range: Range<u64>) -> anyhow::Result<Option<Bytes>> {
        let Ok(path) = Self::key(key) else {
            return Ok(None);
        };
        match self.store.get_range(&path, range).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    /// The size of a file, or `None` when there is no such file.
    pub async fn size(&self, key: &str) -> anyhow::Result<Option<u64>> {
        let Ok(path) = Self::key(key) else {
            return Ok(None);
        };
        match self.store.head(&path).await {
            Ok(meta) => Ok(Some(meta.size)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    /// Starts writing a file piece by piece, for files too large to hold in
    /// memory at once. Nothing is visible under `key` until
    /// [`Upload::finish`].
    pub async fn upload(&self, key: &str) -> anyhow::Result<Upload> {
        let upload = self.store.put_multipart(&Self::key(key)?).await?;
        Ok(Upload(WriteMultipart::new_with_chunk_size(
            upload,
            UPLOAD_PART_BYTES,
        )))
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
        self.delete_path(&Self::key(key)?).await
    }

    async fn delete_path(&self, path: &StorePath) -> anyhow::Result<()> {
        match self.store.delete(path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }

    /// Deletes every file in `folder` and its sub-folders; an empty or
    /// missing folder is not an error.
    pub async fn delete_folder(&self, folder: &str) -> anyhow::Result<()> {
        let prefix = Self::key(folder)?;
        ensure!(!prefix.as_ref().is_empty(), "refusing to delete every file");
        // Listed first, then deleted: a folder changing under its own
        // listing may skip entries.
        let mut listed = self.store.list(Some(&prefix));
        let mut paths = Vec::new();
        while let Some(object) = listed.next().await {
            paths.push(object?.location);
        }
        for path in paths {
            self.delete_path(&path).await?;
        }
        Ok(())
    }
}

/// The parts a large file is uploaded in: S3's smallest part but the last.
const UPLOAD_PART_BYTES: usize = 5 * 1024 * 1024;
/// Parts on their way at once: enough to keep a bucket busy, few enough to
/// bound the memory an upload holds.
const UPLOADS_IN_FLIGHT: usize = 2;

/// A file being written piece by piece ([`Storage::upload`]).
pub struct Upload(WriteMultipart);

impl Upload {
    /// Adds the next bytes, waiting while too many parts are in flight.
    pub async fn write(&mut self, bytes: &[u8]) -> anyhow::Result<()> {
        self.0.wait_for_capacity(UPLOADS_IN_FLIGHT).await?;
        self.0.write(bytes);
        Ok(())
    }

    /// Makes the file visible under its key.
    pub async fn finish(self) -> anyhow::Result<()> {
        self.0.finish().await?;
        Ok(())
    }

    /// Throws away what was written.
    pub async fn abort(self) -> anyhow::Result<()> {
        self.0.abort().await?;
        Ok(())
    }
}

/// An `http://` endpoint is taken only on a loopback address, and only
/// when asked for: anywhere else the keys would cross the network in the
/// clear.
fn check_endpoint(endpoint: &str, allow_http: bool) -> anyhow::Result<()> {
    let url = reqwest::Url::parse(endpoint)
        .with_context(|| format!("the S3 endpoint {endpoint:?} is not a URL"))?;
    match url.scheme() {
        "https" => ensure!(
            !allow_http,
            "--s3-allow-http is only for an http:// endpoint on a loopback address"
        ),
        "http" => {
            let host = url.host_str().unwrap_or_default();
            let loopback = host == "localhost"
                || host
                    .trim_matches(['[', ']'])
                    .parse::<IpAddr>()
                    .is_ok_and(|ip| ip.is_loopback());
            ensure!(
                loopback,
                "the S3 endpoint {endpoint} is plain http: use https, or a loopback address"
            );
            ensure!(
                allow_http,
                "the S3 endpoint {endpoint} is plain http: set --s3-allow-http to use it"
            );
        }
        scheme => bail!("the S3 endpoint {endpoint} must be https:// (not {scheme}://)"),
    }
    Ok(())
}

/// What a folder holds: sub-folder keys, and file keys with their sizes.
#[derive(Debug, Default)]
pub struct Listing {
    pub folders: Vec<String>,
    pub files: Vec<(String, u64)>,
}

#[cfg(test)]
mod tests;
