//! Questions are recorded as asked in batches. Under load many asks wait
//! for SQLite's single writer at the same moment; one multi-row insert
//! takes the writer once for all of them instead of once each, and commits
//! once (docs/scaling.md). An ask is answered only after the insert that
//! holds it committed, so its answer always finds it recorded, and a
//! killed server loses no ask it acknowledged.

use tokio::sync::{mpsc, oneshot};

use crate::db::Db;
use crate::db::games::{self, NewAsked};

/// The most asks one insert records (five parameters each, far below
/// either database's limit).
const MOST_AT_ONCE: usize = 200;

struct Waiting {
    asked: NewAsked,
    recorded: oneshot::Sender<sqlx::Result<()>>,
}

/// The queue of asks waiting to be recorded, and the task that records them.
#[derive(Clone)]
pub struct AskedLog {
    queue: mpsc::UnboundedSender<Waiting>,
}

impl AskedLog {
    /// Starts the recording task; it ends when the last handle is dropped.
    pub fn start(db: Db) -> AskedLog {
        let (queue, waiting) = mpsc::unbounded_channel();
        tokio::spawn(record_batches(db, waiting));
        AskedLog { queue }
    }

    /// Records `asked`, together with whatever else is waiting, and returns
    /// once it is committed.
    pub async fn record(&self, asked: NewAsked) -> sqlx::Result<()> {
        let (recorded, done) = oneshot::channel();
        self.queue
            .send(Waiting { asked, recorded })
            .map_err(|_| sqlx::Error::PoolClosed)?;
        done.await.unwrap_or(Err(sqlx::Error::PoolClosed))
    }
}

/// Takes what is waiting (at least one, at most [`MOST_AT_ONCE`]) and
/// records it in one statement, until every handle is gone.
async fn record_batches(db: Db, mut waiting: mpsc::UnboundedReceiver<Waiting>) {
    let mut batch = Vec::with_capacity(MOST_AT_ONCE);
    while waiting.recv_many(&mut batch, MOST_AT_ONCE).await > 0 {
        let asked: Vec<NewAsked> = batch.iter().map(|one| one.asked.clone()).collect();
        if games::record_asked_together(&db, &asked).await.is_ok() {
            for one in batch.drain(..) {
                let _ = one.recorded.send(Ok(()));
            }
            continue;
        }
        // One bad row fails the statement: record the rest one by one, so
        // that each ask gets its own outcome.
        for one in batch.drain(..) {
            let outcome = games::record_asked(&db, &one.asked).await;
            let _ = one.recorded.send(outcome);
        }
    }
}
