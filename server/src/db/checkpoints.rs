//! SQLite's write-ahead log copied back into the database file beside the
//! writer, not in its way. By default the connection that commits does it,
//! whenever the log passes a thousand pages: in the middle of the single
//! writer's work, which every ask and answer waits on (a tenth of that
//! work under load, docs/scaling.md). So the writer's connection never
//! checkpoints (`wal_autocheckpoint = 0`), and a task of its own does,
//! several times a second, on a reader's connection.

use std::time::Duration;

use sqlx::AnyPool;
use tokio::task::AbortHandle;
use tokio::time::MissedTickBehavior;

/// How often the log is copied back: under the heaviest load it grows by
/// a few megabytes in this time.
const EVERY: Duration = Duration::from_millis(200);

/// The checkpointing task, which ends when this is dropped (with the last
/// handle on the database).
pub struct Checkpoints(AbortHandle);

impl Drop for Checkpoints {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Starts checkpointing the database behind `pool`. A passive checkpoint
/// copies what no reader still needs and never waits for the writer;
/// what it cannot copy yet waits for the next.
pub fn start(pool: AnyPool) -> Checkpoints {
    let task = tokio::spawn(async move {
        let mut every = tokio::time::interval(EVERY);
        every.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let checkpoint = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)");
            if let Err(error) = checkpoint.execute(&pool).await {
                tracing::warn!(%error, "copying the write-ahead log into the database");
            }
        }
    });
    Checkpoints(task.abort_handle())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use crate::db::Db;

    fn size(file: &Path) -> u64 {
        std::fs::metadata(file).map(|meta| meta.len()).unwrap_or(0)
    }

    #[tokio::test]
    async fn the_log_is_copied_back_beside_a_writer_that_never_checkpoints() {
        let dir = std::env::temp_dir().join(format!("plytime-log-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("plytime.db");
        let db = Db::connect(&format!("sqlite://{}?mode=rwc", file.display()))
            .await
            .unwrap();
        let writer_setting = |pragma: &'static str| {
            let db = db.clone();
            async move {
                let value: i64 = sqlx::query_scalar(pragma)
                    .fetch_one(db.write())
                    .await
                    .unwrap();
                value
            }
        };
        assert_eq!(writer_setting("PRAGMA wal_autocheckpoint").await, 0);
        assert_eq!(writer_setting("PRAGMA temp_store").await, 2, "in memory");

        sqlx::query("CREATE TABLE filler (data BLOB NOT NULL)")
            .execute(db.write())
            .await
            .unwrap();
        let before = size(&file);
        // Far below the thousand pages at which a writer would checkpoint.
        sqlx::query("INSERT INTO filler (data) VALUES (randomblob(400000))")
            .execute(db.write())
            .await
            .unwrap();
        let mut copied = false;
        for _ in 0..50 {
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            if size(&file) >= before + 400_000 {
                copied = true;
                break;
            }
        }
        db.close().await;
        let _ = std::fs::remove_dir_all(&dir);
        assert!(copied, "the committed blob reached the database file");
    }
}
