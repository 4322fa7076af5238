//! Taking a backup: a snapshot of the database that writers do not wait
//! for, its files, a manifest, the archive sealed and stored.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, ensure};
use bytes::Bytes;
use sqlx::Connection;

use super::archive::{self, Manifest, StoredFile};
use super::store::{BackupStore, name_at};
use crate::db::{Backend, Db, now_millis};
use crate::storage::Storage;
use crate::time::iso;

pub const POSTGRES_USES_PGBACKREST: &str =
    "a PostgreSQL server is backed up with pgBackRest, not here (docs/backups.md)";

/// A folder for the snapshot, removed when dropped.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Takes a backup of `db` and the files of `files` into `store`.
pub async fn take(db: &Db, files: &Storage, store: &BackupStore) -> anyhow::Result<Manifest> {
    ensure!(db.backend() == Backend::Sqlite, POSTGRES_USES_PGBACKREST);
    let taken_at = now_millis();
    let name = name_at(taken_at);
    let scratch =
        Scratch(std::env::temp_dir().join(format!("plytime-backup-{}", uuid::Uuid::new_v4())));
    std::fs::create_dir_all(&scratch.0)?;
    let snapshot = scratch.0.join("snapshot.db");
    // A read: the single writer goes on while the snapshot is copied.
    let quoted = snapshot.display().to_string().replace('\'', "''");
    sqlx::query(&format!("VACUUM INTO '{quoted}'"))
        .execute(db.read())
        .await
        .context("taking the database snapshot")?;
    let database = tokio::fs::read(&snapshot).await?;
    let (schema_version, tables) = describe(&snapshot).await?;
    let (stored, contents) = stored_files(files, store).await?;
    let mut manifest = Manifest {
        name: name.clone(),
        taken_at: iso(taken_at),
        taken_at_millis: taken_at,
        schema_version,
        tables,
        database_sha256: archive::sha256(&database),
        files: stored,
        files_copied: files.is_local(),
        sealed: store.key().is_some(),
        archive_sha256: None,
        archive_bytes: None,
    };
    let key = store.key().copied();
    let inner = manifest.clone();
    let sealed = tokio::task::spawn_blocking(move || -> anyhow::Result<Vec<u8>> {
        let zipped = archive::zip(&inner, &database, &contents)?;
        match key {
            Some(key) => archive::seal(&key, &zipped),
            None => Ok(zipped),
        }
    })
    .await??;
    manifest.archive_sha256 = Some(archive::sha256(&sealed));
    manifest.archive_bytes = Some(sealed.len() as u64);
    store.put(&name, Bytes::from(sealed), &manifest).await?;
    tracing::info!(
        backup = name,
        bytes = manifest.archive_bytes,
        rows = manifest.rows(),
        files = manifest.files.len(),
        "backup taken"
    );
    Ok(manifest)
}

/// The snapshot's newest migration and the rows of each table.
async fn describe(snapshot: &Path) -> anyhow::Result<(i64, BTreeMap<String, i64>)> {
    let url = format!("sqlite://{}?mode=ro", snapshot.display());
    let mut connection = sqlx::SqliteConnection::connect(&url).await?;
    let mut tables = BTreeMap::new();
    for name in table_names(&mut connection).await? {
        // Names come from the schema, quoted as identifiers.
        let count: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM \"{name}\""))
            .fetch_one(&mut connection)
            .await?;
        tables.insert(name, count);
    }
    let version: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
        .fetch_one(&mut connection)
        .await?;
    connection.close().await?;
    Ok((version.unwrap_or(0), tables))
}

/// The tables of a SQLite database, its own bookkeeping left out.
pub(super) async fn table_names(
    connection: &mut sqlx::SqliteConnection,
) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
         ORDER BY name",
    )
    .fetch_all(connection)
    .await
}

/// The file store's files, but not the backups kept in it: each with its
/// content when the store is a folder on this machine.
async fn stored_files(
    files: &Storage,
    store: &BackupStore,
) -> anyhow::Result<(Vec<StoredFile>, Vec<(String, Vec<u8>)>)> {
    let skip = store
        .folder_in_file_store()
        .map(|folder| format!("{folder}/"));
    let mut stored = Vec::new();
    let mut contents = Vec::new();
    for (key, bytes) in files.walk("").await? {
        if skip
            .as_deref()
            .is_some_and(|folder| key.starts_with(folder))
        {
            continue;
        }
        let sha256 = if files.is_local() {
            // Deleted since it was listed: nothing refers to it any more.
            let Some(content) = files.get(&key).await? else {
                continue;
            };
            let sha256 = archive::sha256(&content);
            contents.push((key.clone(), content.to_vec()));
            sha256
        } else {
            String::new()
        };
        stored.push(StoredFile { key, bytes, sha256 });
    }
    Ok((stored, contents))
}
