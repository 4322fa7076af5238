//! The erasure ledger: one object per family closing, kept beside the
//! backups and outside the database, never rewritten. A restore re-applies
//! every closing whose family the restored database still holds open (those
//! made after its backup was taken), so a family that asked to be erased
//! stays erased (docs/backups.md).

use bytes::Bytes;
use futures_core::future::BoxFuture;

use super::BackupStore;
use crate::db::Db;
use crate::privacy::closing::{self, Erasure, ErasureLedger};
use crate::storage::Storage;

const FOLDER: &str = "erasures";

impl ErasureLedger for BackupStore {
    fn record<'a>(&'a self, erasure: &'a Erasure) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(self.record_erasure(erasure))
    }
}

impl BackupStore {
    /// Appends a closing to the ledger.
    pub async fn record_erasure(&self, erasure: &Erasure) -> anyhow::Result<()> {
        let key = self.path(&format!(
            "{FOLDER}/{:015}-{}.json",
            erasure.closed_at_millis, erasure.parent_id
        ));
        self.storage()
            .put(&key, Bytes::from(serde_json::to_vec(erasure)?))
            .await
    }

    /// Every closing in the ledger, oldest first.
    pub async fn erasures(&self) -> anyhow::Result<Vec<Erasure>> {
        let mut erasures = Vec::new();
        for (key, _) in self.storage().walk(&self.path(FOLDER)).await? {
            let Some(bytes) = self.storage().get(&key).await? else {
                continue;
            };
            let erasure: Erasure = serde_json::from_slice(&bytes).map_err(|error| {
                anyhow::anyhow!("the erasure ledger entry {key} is unreadable: {error}")
            })?;
            erasures.push(erasure);
        }
        erasures.sort_by_key(|erasure| erasure.closed_at_millis);
        Ok(erasures)
    }
}

/// Closes again every family in the ledger that the database holds open:
/// run by a restore and before every server start, so a database brought
/// back by any means (a PostgreSQL point-in-time restore too) never serves
/// an erased family. Answers how many it closed.
pub async fn reapply(db: &Db, files: &Storage, store: &BackupStore) -> anyhow::Result<usize> {
    let mut closed = 0;
    for erasure in store.erasures().await? {
        if closing::close_again(db, files, &erasure.parent_id).await? {
            closed += 1;
        }
    }
    Ok(closed)
}
