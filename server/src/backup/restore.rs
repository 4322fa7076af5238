//! Restoring a backup into the data directory the settings name, before the
//! server serves anyone: checked, written, migrated forward, and every
//! closing of the erasure ledger re-applied (docs/backups.md).

use std::path::PathBuf;

use anyhow::{Context, bail, ensure};
use bytes::Bytes;
use sqlx::Connection;

use super::archive::{self, Manifest, Unzipped};
use super::{BackupStore, ledger, take};
use crate::config::Config;
use crate::db::Db;
use crate::storage::Storage;

/// What a restore did, for the operator.
#[derive(Debug)]
pub struct Restored {
    pub backup: Manifest,
    pub files: usize,
    /// Families closed again from the erasure ledger.
    pub erasures: usize,
}

impl Restored {
    pub fn report(&self) -> String {
        format!(
            "Restored backup {name} taken at {taken}: {tables} tables, {rows} rows, {files} \
             files (schema {schema}). Re-applied {erasures} family closings from the erasure \
             ledger made after it.",
            name = self.backup.name,
            taken = self.backup.taken_at,
            tables = self.backup.tables.len(),
            rows = self.backup.rows(),
            files = self.files,
            schema = self.backup.schema_version,
            erasures = self.erasures,
        )
    }
}

/// Restores `wanted` (a backup's name, or `latest`). Refuses to replace a
/// database that has tables unless `force`.
pub async fn restore(config: &Config, wanted: &str, force: bool) -> anyhow::Result<Restored> {
    let database = sqlite_path(&config.database_url())?;
    let files = Storage::from_config(config)?;
    let store = BackupStore::from_config(config, &files)?;
    let backup = store.find(wanted).await?;
    let unzipped = read_checked(&store, &backup).await?;
    let known = crate::db::latest_migration();
    ensure!(
        unzipped.manifest.schema_version <= known,
        "the backup {} is from a newer Plytime (schema {}; this one knows {known}): restore it \
         with that version",
        backup.name,
        unzipped.manifest.schema_version
    );
    if !force && has_tables(&database).await? {
        bail!(
            "the database {} is not empty: restore into an empty data directory, or pass --force \
             to replace it",
            database.display()
        );
    }
    write_database(&database, &unzipped.database)?;
    for (key, content) in &unzipped.files {
        files.put(key, Bytes::from(content.clone())).await?;
    }
    // Opening it runs the migrations forward.
    let db = Db::connect(&config.database_url()).await?;
    let erasures = ledger::reapply(&db, &files, &store).await?;
    db.close().await;
    Ok(Restored {
        backup,
        files: unzipped.files.len(),
        erasures,
    })
}

/// The archive, its checksum, its seal and its contents checked against
/// the manifest beside it.
async fn read_checked(store: &BackupStore, backup: &Manifest) -> anyhow::Result<Unzipped> {
    let name = &backup.name;
    let archive = store.archive(name).await?;
    let damaged = || format!("the backup {name} is damaged: its checksum does not match");
    ensure!(
        backup.archive_bytes == Some(archive.len() as u64)
            && backup.archive_sha256.as_deref() == Some(archive::sha256(&archive).as_str()),
        damaged()
    );
    let key = store.key().copied();
    let unzipped = tokio::task::spawn_blocking(move || -> anyhow::Result<Unzipped> {
        let zipped = archive::open(key.as_ref(), &archive)?;
        archive::unzip(&zipped)
    })
    .await?
    .with_context(|| format!("the backup {name} cannot be read"))?;
    ensure!(
        archive::sha256(&unzipped.database) == unzipped.manifest.database_sha256,
        damaged()
    );
    for (key, content) in &unzipped.files {
        let listed = unzipped.manifest.files.iter().find(|file| &file.key == key);
        ensure!(
            listed.is_some_and(|file| file.sha256 == archive::sha256(content)),
            damaged()
        );
    }
    Ok(unzipped)
}

fn sqlite_path(url: &str) -> anyhow::Result<PathBuf> {
    let Some(rest) = url.strip_prefix("sqlite://") else {
        bail!(take::POSTGRES_USES_PGBACKREST);
    };
    let path = rest.split('?').next().unwrap_or(rest);
    ensure!(
        !path.is_empty() && path != ":memory:",
        "restore needs a SQLite file"
    );
    Ok(PathBuf::from(path))
}

async fn has_tables(database: &std::path::Path) -> anyhow::Result<bool> {
    if !database.exists() {
        return Ok(false);
    }
    let url = format!("sqlite://{}?mode=ro", database.display());
    let mut connection = sqlx::SqliteConnection::connect(&url).await?;
    let tables = take::table_names(&mut connection).await?;
    connection.close().await?;
    Ok(!tables.is_empty())
}

/// Writes the database beside its place and moves it there, leaving no
/// log or shared-memory file of the one it replaces.
fn write_database(database: &std::path::Path, content: &[u8]) -> anyhow::Result<()> {
    if let Some(folder) = database.parent() {
        std::fs::create_dir_all(folder)?;
    }
    let partial = database.with_extension("restoring");
    std::fs::write(&partial, content)?;
    for suffix in ["-wal", "-shm"] {
        let mut side = database.as_os_str().to_owned();
        side.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(side));
    }
    std::fs::rename(&partial, database)
        .with_context(|| format!("moving the restored database to {}", database.display()))
}
