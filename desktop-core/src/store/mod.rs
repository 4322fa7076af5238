//! The desktop's own SQLite file: the queue of work done offline and what
//! the app keeps to play and read without the server (sealed content
//! packs, the last answers to a few reads). Every change is one
//! transaction, committed with a full sync, so a crash or a power cut
//! loses nothing a child was told was saved.

pub mod kept;
pub mod queue;

use std::path::Path;
use std::sync::{Mutex, MutexGuard};

use rusqlite::Connection;

use crate::error::DesktopError;

/// The queue of work done offline, and what the server refused of it.
const QUEUE: &str = "
    CREATE TABLE queue (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        item_id TEXT NOT NULL UNIQUE,
        student_id TEXT NOT NULL,
        body TEXT NOT NULL
    );
    CREATE TABLE sync_rejections (
        item_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        reason TEXT NOT NULL,
        rejected_at INTEGER NOT NULL
    );";

/// Sealed content packs, and the last answers to the game's reads.
const KEPT: &str = "
    CREATE TABLE packs (
        student_id TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        sealed BLOB NOT NULL,
        PRIMARY KEY (student_id, subject_id)
    );
    CREATE TABLE cached_responses (
        key TEXT PRIMARY KEY,
        body TEXT NOT NULL
    );";

/// The schema, one step per entry; `PRAGMA user_version` counts the steps
/// already applied.
const MIGRATIONS: &[&str] = &[QUEUE, KEPT];

pub struct Store {
    connection: Mutex<Connection>,
}

impl From<rusqlite::Error> for DesktopError {
    fn from(error: rusqlite::Error) -> Self {
        DesktopError::Storage(format!("Local storage: {error}"))
    }
}

impl Store {
    pub fn open(path: &Path) -> Result<Store, DesktopError> {
        let connection = Connection::open(path)?;
        Self::prepare(connection)
    }

    /// A store that lives only as long as the value, for tests.
    pub fn in_memory() -> Result<Store, DesktopError> {
        Self::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut connection: Connection) -> Result<Store, DesktopError> {
        connection.pragma_update(None, "journal_mode", "WAL")?;
        connection.pragma_update(None, "synchronous", "FULL")?;
        connection.busy_timeout(std::time::Duration::from_secs(10))?;
        let applied: usize =
            connection.pragma_query_value(None, "user_version", |row| row.get(0))?;
        let transaction = connection.transaction()?;
        for (step, sql) in MIGRATIONS.iter().enumerate().skip(applied) {
            transaction.execute_batch(sql)?;
            transaction.pragma_update(None, "user_version", step + 1)?;
        }
        transaction.commit()?;
        Ok(Store {
            connection: Mutex::new(connection),
        })
    }

    fn connection(&self) -> MutexGuard<'_, Connection> {
        self.connection
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
