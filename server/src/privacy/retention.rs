//! The background job that applies the retention schedule
//! (`db::retention::SCHEDULE`, docs/privacy.md) every hour, deletes the
//! files of the whiteboards it deleted, and deletes session recordings past
//! keeping (docs/recordings.md). With several replicas a lease lets one run
//! it at a time.

use std::time::Duration;

use crate::db::{Db, leases, retention};
use crate::recordings;
use crate::storage::Storage;
use crate::video::board_store;

const LEASE: &str = "retention";
pub const EVERY: Duration = Duration::from_secs(60 * 60);

/// Deletes what is past keeping; recordings are kept `recording_days`.
pub async fn run_once(
    db: &Db,
    storage: &Storage,
    recording_days: u32,
    holder: &str,
) -> anyhow::Result<()> {
    // Held a little under the interval, so the next hour's run by any
    // replica finds it free.
    let lease_millis = EVERY.as_millis() as i64 - 60_000;
    if !leases::take(db, LEASE, holder, lease_millis).await? {
        return Ok(());
    }
    // Before the schedule, which deletes a closed family's old sessions:
    // their recordings' files go first. A file store that does not answer
    // holds up only this, not the rest of the schedule.
    let swept = recordings::retention::sweep(db, storage, recording_days).await;
    match swept {
        Ok(0) => {}
        Ok(recordings) => tracing::info!(recordings, "recordings past keeping deleted"),
        Err(error) => tracing::error!(
            error = format!("{error:#}"),
            "recordings past keeping could not be deleted: tried again next hour"
        ),
    }
    for (records, deleted) in retention::apply_all(db).await? {
        if deleted > 0 {
            tracing::info!(records, deleted, "retention schedule applied");
        }
    }
    let boards = board_store::sweep(db, storage).await?;
    if boards > 0 {
        tracing::info!(boards, "pictures of deleted whiteboards removed");
    }
    Ok(())
}
