//! Writes of play recorded in batches. Under load many asks and answers
//! wait for the database's writer at the same moment; a task takes every
//! one waiting (up to a limit) into one transaction of a handful of
//! statements and commits once, instead of a transaction each
//! (docs/scaling.md). Each write is answered only after the transaction
//! holding it committed, so a killed server loses nothing it acknowledged.

use std::collections::HashSet;
use std::future::Future;
use std::hash::Hash;

use tokio::sync::{mpsc, oneshot};

use crate::error::{AppError, AppResult};

/// How one kind of write is recorded, many at a time.
pub trait Batch: Send + Sync + 'static {
    type Item: Send + Sync + 'static;
    /// What a write comes to, once recorded.
    type Output: Send + 'static;

    /// Records `items` in one transaction and returns each one's outcome,
    /// in order; an error when the transaction failed as a whole.
    fn write(
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
    /// Starts the task that records through `batch`, at most `most_at_once`
    /// in a transaction; it ends when the last handle is dropped.
    pub fn start<B: Batch<Item = I, Output = O>>(batch: B, most_at_once: usize) -> Batches<I, O> {
        let (queue, waiting) = mpsc::unbounded_channel();
        tokio::spawn(record(batch, waiting, most_at_once));
        Batches { queue }
    }

    /// Records `item`, together with whatever else is waiting, and returns
    /// its outcome once the transaction holding it committed.
    pub async fn write(&self, item: I) -> AppResult<O> {
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

/// Takes what is waiting and records it in one transaction, until every
/// handle is gone. A batch that fails as a whole is recorded again one
/// item at a time, so that each gets its own outcome.
async fn record<B: Batch>(
    batch: B,
    mut waiting: mpsc::UnboundedReceiver<Waiting<B::Item, B::Output>>,
    most_at_once: usize,
) {
    let mut taken = Vec::with_capacity(most_at_once);
    while waiting.recv_many(&mut taken, most_at_once).await > 0 {
        let items: Vec<&B::Item> = taken.iter().map(|one| &one.item).collect();
        let outcomes = match batch.write(&items).await {
            Ok(outcomes) => outcomes,
            Err(error) if items.len() == 1 => vec![Err(error.into())],
            Err(_) => {
                let mut outcomes = Vec::with_capacity(items.len());
                for item in &items {
                    outcomes.push(match batch.write(&[item]).await {
                        Ok(mut outcome) => outcome.remove(0),
                        Err(error) => Err(error.into()),
                    });
                }
                outcomes
            }
        };
        for (one, outcome) in taken.drain(..).zip(outcomes) {
            let _ = one.written.send(outcome);
        }
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

        async fn write(&self, items: &[&u32]) -> sqlx::Result<Vec<AppResult<()>>> {
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
        let batches = Batches::start(numbers.clone(), 10);
        let (two, three, four) = tokio::join!(batches.write(2), batches.write(3), batches.write(4));
        assert!(two.is_ok() && four.is_ok());
        assert!(three.is_err());
        assert_eq!(*numbers.transactions.lock().unwrap(), vec![vec![2, 3, 4]]);
    }

    #[tokio::test]
    async fn a_failed_transaction_is_tried_again_one_write_at_a_time() {
        let numbers = std::sync::Arc::new(Numbers::default());
        let batches = Batches::start(numbers.clone(), 10);
        let (two, thirteen, four) =
            tokio::join!(batches.write(2), batches.write(13), batches.write(4));
        assert!(two.is_ok() && four.is_ok(), "the others are recorded");
        assert!(thirteen.is_err());
        assert_eq!(
            *numbers.transactions.lock().unwrap(),
            vec![vec![2, 13, 4], vec![2], vec![13], vec![4]]
        );
    }

    #[tokio::test]
    async fn a_transaction_takes_at_most_its_limit() {
        let numbers = std::sync::Arc::new(Numbers::default());
        let batches = Batches::start(numbers.clone(), 2);
        let _ = tokio::join!(batches.write(2), batches.write(4), batches.write(6));
        assert_eq!(
            *numbers.transactions.lock().unwrap(),
            vec![vec![2, 4], vec![6]]
        );
    }
}
