//! Persistence: one SQL code path for SQLite and PostgreSQL through sqlx's
//! `Any` driver. Queries live in the module of the entity they serve.

pub mod accounts;
pub mod admin_variables;
pub mod answers;
pub mod availability;
pub mod board_timeline;
pub mod bookings;
mod checkpoints;
pub mod concerns;
pub mod constraints;
pub mod content;
pub mod digests;
pub mod emails;
pub mod ended_signins;
pub mod family_erasure;
pub mod family_records;
pub mod flagged_messages;
pub mod games;
pub mod import_status;
pub mod json;
pub mod leases;
pub mod matching;
mod migrations;
pub mod mixes;
pub mod notes;
pub mod packed;
pub mod parents;
pub mod people;
pub mod plan_changes;
pub mod products;
pub mod recording_consent;
pub mod recordings;
pub mod refresh_tokens;
pub mod retention;
pub mod room_messages;
pub mod rows;
pub mod score_admin;
pub mod scores;
pub mod secrets;
pub mod session_chat;
pub mod session_handoffs;
pub mod session_questions;
pub mod session_reports;
pub mod session_views;
pub mod sessions;
pub mod signin_failures;
pub mod signup_attempts;
pub mod subscription_levels;
pub mod subscriptions;
pub mod tokens;
pub mod tutors;
pub mod whiteboards;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The database `connection` (or a transaction on it) talks to.
    pub fn of(connection: &sqlx::AnyConnection) -> Backend {
        if connection.backend_name() == <sqlx::Postgres as sqlx::Database>::NAME {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

/// The database, as two pools. With PostgreSQL both are the same pool. With
/// SQLite every write goes through a single connection, so writers queue in
/// the pool instead of failing with SQLITE_BUSY, while readers run in
/// parallel beside it (WAL).
#[derive(Clone)]
pub struct Db {
    read: AnyPool,
    write: AnyPool,
    backend: Backend,
    /// SQLite's log copied back beside the writer, for as long as the
    /// database is in use.
    _checkpoints: Option<Arc<checkpoints::Checkpoints>>,
}

/// How long a SQLite connection waits for a lock held by another process
/// (e.g. a backup) before giving up.
const SQLITE_BUSY_TIMEOUT_MS: u64 = 30_000;

/// The newest migration this build knows: a backup from a newer schema is
/// not restored by it.
pub fn latest_migration() -> i64 {
    migrations::for_backend(Backend::Sqlite)
        .last()
        .map_or(0, |migration| migration.version)
}

impl Db {
    pub async fn connect(url: &str) -> anyhow::Result<Db> {
        sqlx::any::install_default_drivers();
        let options = AnyConnectOptions::from_str(url).context("invalid DATABASE_URL")?;
        let backend = match options.database_url.scheme() {
            "sqlite" => Backend::Sqlite,
            "postgres" | "postgresql" => Backend::Postgres,
            other => anyhow::bail!("unsupported database scheme `{other}`"),
        };
        let db = match backend {
            Backend::Postgres => {
                let pool = AnyPoolOptions::new()
                    .max_connections(16)
                    .acquire_timeout(Duration::from_secs(30))
                    .connect_with(options)
                    .await
                    .context("connecting to PostgreSQL")?;
                Db {
                    read: pool.clone(),
                    write: pool,
                    backend,
                    _checkpoints: None,
                }
            }
            Backend::Sqlite => {
                let write = sqlite_pool(1, Role::Writer)
                    .connect_with(options.clone())
                    .await
                    .context("opening the SQLite database (is the data directory writable?)")?;
                // WAL is a property of the file: set it once, before readers open.
                sqlx::query("PRAGMA journal_mode = WAL")
                    .execute(&write)
                    .await?;
                let read = sqlite_pool(8, Role::Reader).connect_with(options).await?;
                let checkpoints = checkpoints::start(read.clone());
                Db {
                    read,
                    write,
                    backend,
                    _checkpoints: Some(Arc::new(checkpoints)),
                }
            }
        };
        db.migrate().await?;
        Ok(db)
    }

    async fn migrate(&self) -> anyhow::Result<()> {
        migrations::migrator(self.backend)
            .await?
            .run(&self.write)
            .await
            .context("running database migrations")
    }

    /// The pool for queries that only read.
    pub fn read(&self) -> &AnyPool {
        &self.read
    }

    /// The pool for anything that writes, including read-then-write
    /// transactions.
    pub fn write(&self) -> &AnyPool {
        &self.write
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    pub async fn close(&self) {
        self.read.close().await;
        self.write.close().await;
    }
}

/// What a SQLite pool's connections are for.
#[derive(Clone, Copy, PartialEq)]
enum Role {
    Reader,
    /// The single writer, which leaves checkpoints to `db::checkpoints`.
    Writer,
}

/// A pool of SQLite connections. Statement journals (kept while a
/// statement of a transaction runs, to undo it alone) stay in memory
/// (`temp_store`): in a file, every multi-row statement of a batch opened
/// and wrote one.
fn sqlite_pool(max_connections: u32, role: Role) -> AnyPoolOptions {
    let checkpoint = match role {
        Role::Reader => "",
        Role::Writer => "PRAGMA wal_autocheckpoint = 0;",
    };
    AnyPoolOptions::new()
        .max_connections(max_connections)
        .acquire_timeout(Duration::from_secs(60))
        // A connection to a file on this machine does not go stale, and
        // pinging it before every use costs a round trip to its thread.
        .test_before_acquire(false)
        .after_connect(move |connection, _| {
            Box::pin(async move {
                connection
                    .execute(
                        format!(
                            "PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}; \
                             PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; \
                             PRAGMA temp_store = MEMORY; {checkpoint}"
                        )
                        .as_str(),
                    )
                    .await?;
                Ok(())
            })
        })
}

/// Milliseconds since the Unix epoch: how timestamps are stored.
pub fn now_millis() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// A write transaction on either database.
pub type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;
