//! How long recordings are kept (docs/recordings.md): `recording_retention_days`
//! after they were made, longer while a concern about the session is open,
//! and not at all once the child's family has closed its account. The
//! audit of who watched stays (docs/privacy.md says until when).

use std::path::Path;

use plytime_shared::game::clock::DAY_MILLIS;

use super::store;
use crate::db::recordings::{self, RecordingRow};
use crate::db::{Db, now_millis};
use crate::storage::Storage;

/// Deletes the recordings past keeping, and any of a closed family (made
/// while it closed); answers how many went. Run by the retention job.
pub async fn sweep(db: &Db, storage: &Storage, retention_days: u32) -> anyhow::Result<usize> {
    let before = now_millis() - i64::from(retention_days) * DAY_MILLIS;
    let mut gone = recordings::expired(db, before).await?;
    gone.extend(recordings::of_closed_families(db).await?);
    delete_all(db, storage, &gone).await
}

/// Deletes the recordings of the family of `parent_id`, and the raw
/// folders of its sessions when this server has them (`raw_dir`).
pub async fn erase_family(
    db: &Db,
    storage: &Storage,
    raw_dir: Option<&Path>,
    parent_id: &str,
) -> anyhow::Result<usize> {
    let gone = recordings::of_family(db, parent_id).await?;
    let deleted = delete_all(db, storage, &gone).await?;
    if let Some(raw_dir) = raw_dir {
        for session_id in recordings::sessions_of_family(db, parent_id).await? {
            let folder = raw_dir.join(&session_id);
            match tokio::fs::remove_dir_all(&folder).await {
                Err(error) if error.kind() != std::io::ErrorKind::NotFound => {
                    return Err(anyhow::anyhow!(
                        "deleting the raw recording {}: {error}",
                        folder.display()
                    ));
                }
                _ => {}
            }
        }
    }
    Ok(deleted)
}

async fn delete_all(db: &Db, storage: &Storage, gone: &[RecordingRow]) -> anyhow::Result<usize> {
    for recording in gone {
        store::delete(db, storage, recording).await?;
    }
    Ok(gone.len())
}
