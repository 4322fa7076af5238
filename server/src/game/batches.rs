//! Work of play done on the database in batches. Under load many asks and
//! answers wait for the database's writer at the same moment, and many
//! children's cards for a read; a task takes every one waiting (up to a
//! limit) into one transaction, or one read, of a handful of statements,
//! instead of a handful each (docs/scaling.md). Each write is answered
//! only after the transaction holding it committed, so a killed server
//! loses nothing it acknowledged.

use std::collections::HashSet;
use std::future::Future;
use std::hash::Hash;
use std::sync::Arc;

use tokio::sync::{Semaphore, mpsc, oneshot};

use crate::db::Backend;
use crate::error::{AppError, AppResult};

/// How one kind of work is done, many at a time.
pub trait Batch: Send + Sync + 'static {
    type Item: Send + Sync + 'static;
    /// What an item comes to, once done.
    type Output: Send + 'static;

    /// Does `items` at once (a write in one transaction) and returns each
    /// one's outcome, in order; an error when the batch failed as a whole.
    fn run(
        &self,
        items: &[&Self::Item],
    ) -> impl Future<Output = sqlx::Result<Vec<AppResult<Self::Output>>>> + Send;
}

struct Waiting<I, O> {
    item: I,
    written: oneshot::Sender<AppResult<O>>,
}

/// The queue of writes waiting, and the task that records them.
pub struct Batches<I, O = ()> {
    queue: mpsc::UnboundedSender<Waiting<I, O>>,
}

impl<I, O> Clone for Batches<I, O> {
    fn clone(&self) -> Self {
        Batches {
            queue: self.queue.clone(),
        }
    }
}

impl<I: Send + Sync + 'static, O: Send + 'static> Batches<I, O> {
    /// Starts the task that works through `batch`, at most `most_at_once`
    /// at a time, where work on `backend` runs best; it ends when the last
    /// handle is dropped.
    ///
    /// Each SQLite connection is served by a thread of its own, which wakes
    /// the waiting task once per statement. Woken from outside, a task on
    /// the server's runtime waits behind the requests queued there, so
    /// under load each of a batch's dozen statements took about a
    /// millisecond; on a thread of its own the task goes on as soon as each
    /// statement is done. PostgreSQL's connections are sockets, shared with
    /// the requests and tied to the runtime that opened them, so its
    /// batches stay on that runtime.
    pub fn start<B: Batch<Item = I, Output = O>>(
        batch: B,
        most_at_once: usize,
        backend: Backend,
    ) -> Batches<I, O> {
        Batches::start_side_by_side(batch, most_at_once, 1, backend)
    }

    /// [`Batches::start`], with up to `side_by_side` batches under way at
    /// once: for reads, which need not wait for one another.
    pub fn start_side_by_side<B: Batch<Item = I, Output = O>>(
        batch: B,
        most_at_once: usize,
        side_by_side: u32,
        backend: Backend,
    ) -> Batches<I, O> {
        let (queue, waiting) = mpsc::unbounded_channel();
        let recording = record(batch, waiting, most_at_once, side_by_side);
        match backend {
            Backend::Postgres => {
                tokio::spawn(recording);
            }
            Backend::Sqlite => on_own_thread(recording),
        }
        Batches { queue }
    }

    /// Does `item`, together with whatever else is waiting, and returns its
    /// outcome once the batch holding it is done (a write: committed).
    pub async fn run(&self, item: I) -> AppResult<O> {
        let (written, done) = oneshot::channel();
        let closed = || AppError::from(sqlx::Error::PoolClosed);
        self.queue
            .send(Waiting { item, written })
            .map_err(|_| closed())?;
        done.await.unwrap_or_else(|_| Err(closed()))
    }
}

/// The items of `all` once each by `key`, in their first order: a batch
/// may hold several writes of one child, game or standing.
pub fn distinct_by<T, K: Eq + Hash>(
    all: impl IntoIterator<Item = T>,
    key: impl Fn(&T) -> K,
) -> Vec<T> {
    let mut seen = HashSet::new();
    all.into_iter()
        .filter(|item| seen.insert(key(item)))
        .collect()
}

/// The items of `all` once each, in their first order.
pub fn distinct<T: Eq + Hash + Clone>(all: impl IntoIterator<Item = T>) -> Vec<T> {
    distinct_by(all, T::clone)
}

/// Runs `task` to its end on a thread of its own.
fn on_own_thread(task: impl Future<Output = ()> + Send + 'static) {
    std::thread::Builder::new()
        .name("plytime-batches".into())
        .spawn(move || {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime for the batches' thread")
                .block_on(task)
        })
        .expect("a thread for the batches");
}

/// Takes what is waiting and does it at once, with up to `side_by_side`
/// batches under way, until every handle is gone; then lets the last ones
/// finish.
async fn record<B: Batch>(
    batch: B,
    mut waiting: mpsc::UnboundedReceiver<Waiting<B::Item, B::Output>>,
    most_at_once: usize,
    side_by_side: u32,
) {
    let batch = Arc::new(batch);
    let under_way = Arc::new(Semaphore::new(side_by_side as usize));
    loop {
        let Ok(room) = under_way.clone().acquire_owned().await else {
            return;
        };
        let mut taken = Vec::with_capacity(most_at_once);
        if waiting.recv_many(&mut taken, most_at_once).await == 0 {
            break;
        }
        let batch = batch.clone();
        tokio::spawn(async move {
            run(&*batch, taken).await;
            drop(room);
        });
    }
    let _ = under_way.acquire_many(side_by_side).await;
}

/// Does one batch and answers each of its items. A batch that fails as a
/// whole is done again one item at a time, so that each gets its own
/// outcome.
async fn run<B: Batch>(batch: &B, taken: Vec<Waiting<B::Item, B::Output>>) {
    let items: Vec<&B::Item> = taken.iter().map(|one| &one.item).collect();
    let outcomes = match batch.run(&items).await {
        Ok(outcomes) => outcomes,
        Err(error) if items.len() == 1 => vec![Err(error.into())],
        Err(_) => {
            let mut outcomes = Vec::with_capacity(items.len());
            for item in &items {
                outcomes.push(match batch.run(&[item]).await {
                    Ok(mut outcome) => outcome.remove(0),
                    Err(error) => Err(error.into()),
                });
            }
            outcomes
        }
    };
    for (one, outcome) in taken.into_iter().zip(outcomes) {
        let _ = one.written.send(outcome);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    /// Refuses odd numbers, and fails any transaction holding a 13.
    #[derive(Default)]
    struct Numbers {
        transactions: Mutex<Vec<Vec<u32>>>,
    }

    impl Batch for std::sync::Arc<Numbers> {
        type Item = u32;
        type Output = ();

        async fn run(&self, items: &[&u32]) -> sqlx::Result<Vec<AppResult<()>>> {
            let items: Vec<u32> = items.iter().map(|item| **item).collect();
            self.transactions.lock().unwrap().push(items.clone());
            if items.contains(&13) {
                return Err(sqlx::Error::RowNotFound);
            }
            Ok(items
                .iter()
                .map(|item| {
                    if item % 2 == 0 {
                        Ok(())
                    } else {
                        Err(AppError::bad_request("odd"))
                    }
                })
                .collect())
        }
    }

    #[tokio::test]
    async fn writes_waiting_together_share_a_transaction_and_keep_their_own_outcomes() {
        let numbers = std::sync::Arc::new(Numbers::default());
        let batches = Batches::start(numbers.clone(), 10, Backend::Postgres);
        let (two, three, four) = tokio::join!(batches.run(2), batches.run(3), batches.run(4));
        assert!(two.is_ok() && four.is_ok());
        assert!(three.is_err());
        assert_eq!(*numbers.transactions.lock().unwrap(), vec![vec![2, 3, 4]]);
    }

    #[tokio::test]
    async fn a_failed_transaction_is_tried_again_one_write_at_a_time() {
        let numbers = std::sync::Arc::new(Numbers::default());
        let batches = Batches::start(numbers.clone(), 10, Backend::Postgres);
        let (two, thirteen, four) = tokio::join!(batches.run(2), batches.run(13), batches.run(4));
        assert!(two.is_ok() && four.is_ok(), "the others are recorded");
        assert!(thirteen.is_err());
        assert_eq!(
            *numbers.transactions.lock().unwrap(),
            vec![vec![2, 13, 4], vec![2], vec![13], vec![4]]
        );
    }

    #[tokio::test]
    async fn a_writer_on_its_own_thread_records_every_write_and_answers_each() {
        let numbers = std::sync::Arc::new(Numbers::default());
        let batches = Batches::start(numbers.clone(), 10, Backend::Sqlite);
        let (two, three, four) = tokio::join!(batches.run(2), batches.run(3), batches.run(4));
        assert!(two.is_ok() && four.is_ok());
        assert!(three.is_err());
        let recorded: Vec<u32> = numbers.transactions.lock().unwrap().concat();
        assert_eq!(recorded, vec![2, 3, 4]);
    }

    /// Counts how many of its batches are under way at once.
    #[derive(Default)]
    struct Overlapping {
        now: std::sync::atomic::AtomicUsize,
        most: std::sync::atomic::AtomicUsize,
    }

    impl Batch for std::sync::Arc<Overlapping> {
        type Item = u32;
        type Output = ();

        async fn run(&self, items: &[&u32]) -> sqlx::Result<Vec<AppResult<()>>> {
            use std::sync::atomic::Ordering::SeqCst;
            let now = self.now.fetch_add(1, SeqCst) + 1;
            self.most.fetch_max(now, SeqCst);
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            self.now.fetch_sub(1, SeqCst);
            Ok(items.iter().map(|_| Ok(())).collect())
        }
    }

    #[tokio::test]
    async fn batches_side_by_side_overlap_and_writes_do_not() {
        for (side_by_side, most) in [(1, 1), (2, 2)] {
            let overlapping = std::sync::Arc::new(Overlapping::default());
            let batches = Batches::start_side_by_side(
                overlapping.clone(),
                1,
                side_by_side,
                Backend::Postgres,
            );
            let done = tokio::join!(batches.run(1), batches.run(2), batches.run(3));
            assert!(done.0.is_ok() && done.1.is_ok() && done.2.is_ok());
            let most_at_once = overlapping.most.load(std::sync::atomic::Ordering::SeqCst);
            assert_eq!(most_at_once, most, "{side_by_side} side by side");
        }
    }

    #[tokio::test]
    async fn a_transaction_takes_at_most_its_limit() {
        let numbers = std::sync::Arc::new(Numbers::default());
        let batches = Batches::start(numbers.clone(), 2, Backend::Postgres);
        let _ = tokio::join!(batches.run(2), batches.run(4), batches.run(6));
        assert_eq!(
            *numbers.transactions.lock().unwrap(),
            vec![vec![2, 4], vec![6]]
        );
    }
}
