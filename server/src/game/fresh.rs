//! Reads of the database reused for a while: what the game needs on every
//! ask and answer (the content, the children playing) is read once per key
//! however many calls want it at that moment, then kept until it is older
//! than its freshness, when the next call reads it again. When a kept read
//! runs out under load, the calls that find it stale wait for one read
//! rather than each making its own.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::OnceCell;

/// Stale keys are swept out after this many new reads.
const SWEEP_EVERY: usize = 256;

pub struct Fresh<T> {
    fresh_for: Duration,
    kept: Mutex<Kept<T>>,
}

struct Kept<T> {
    by_key: HashMap<String, Arc<Slot<T>>>,
    made_since_sweep: usize,
}

/// One key's read: made when first wanted, filled once.
struct Slot<T> {
    made_at: Instant,
    value: OnceCell<T>,
}

impl<T: Clone> Fresh<T> {
    pub fn new(fresh_for: Duration) -> Fresh<T> {
        Fresh {
            fresh_for,
            kept: Mutex::new(Kept {
                by_key: HashMap::new(),
                made_since_sweep: 0,
            }),
        }
    }

    fn kept(&self) -> MutexGuard<'_, Kept<T>> {
        self.kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The value of `key`: kept if fresh, else read by `read` (once, for
    /// every call waiting on it). A failed read is not kept.
    pub async fn get<E, F, R>(&self, key: &str, read: R) -> Result<T, E>
    where
        R: FnOnce() -> F,
        F: Future<Output = Result<T, E>>,
    {
        let slot = self.slot(key);
        slot.value.get_or_try_init(read).await.cloned()
    }

    /// The fresh slot of `key`, made now if there is none.
    fn slot(&self, key: &str) -> Arc<Slot<T>> {
        let fresh_for = self.fresh_for;
        let mut kept = self.kept();
        if let Some(slot) = kept.by_key.get(key)
            && slot.made_at.elapsed() < fresh_for
        {
            return slot.clone();
        }
        kept.made_since_sweep += 1;
        if kept.made_since_sweep >= SWEEP_EVERY {
            kept.made_since_sweep = 0;
            kept.by_key
                .retain(|_, slot| slot.made_at.elapsed() < fresh_for);
        }
        let slot = Arc::new(Slot {
            made_at: Instant::now(),
            value: OnceCell::new(),
        });
        kept.by_key.insert(key.to_string(), slot.clone());
        slot
    }

    /// The value kept of `key`, if it has been read, fresh or not.
    pub fn peek(&self, key: &str) -> Option<T> {
        self.kept().by_key.get(key)?.value.get().cloned()
    }

    /// Drops what is kept of `key`: the next call reads it again.
    pub fn forget(&self, key: &str) {
        self.kept().by_key.remove(key);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    #[tokio::test]
    async fn calls_at_the_same_moment_share_one_read() {
        let fresh = Fresh::new(Duration::from_secs(10));
        let reads = AtomicUsize::new(0);
        let read = || async {
            reads.fetch_add(1, Ordering::SeqCst);
            tokio::task::yield_now().await;
            Ok::<_, ()>(7)
        };
        let (a, b, c) = tokio::join!(
            fresh.get("k", read),
            fresh.get("k", read),
            fresh.get("k", read)
        );
        assert_eq!((a, b, c), (Ok(7), Ok(7), Ok(7)));
        assert_eq!(reads.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn a_stale_or_forgotten_value_is_read_again_and_a_failed_read_is_not_kept() {
        let fresh = Fresh::new(Duration::ZERO);
        assert_eq!(fresh.get("k", || async { Ok::<_, ()>(1) }).await, Ok(1));
        assert_eq!(fresh.get("k", || async { Ok::<_, ()>(2) }).await, Ok(2));

        let fresh = Fresh::new(Duration::from_secs(10));
        assert_eq!(
            fresh.get("k", || async { Err::<u32, _>("down") }).await,
            Err("down")
        );
        assert_eq!(fresh.get("k", || async { Ok::<_, &str>(3) }).await, Ok(3));
        assert_eq!(fresh.get("k", || async { Ok::<_, &str>(4) }).await, Ok(3));
        assert_eq!(fresh.peek("k"), Some(3));
        fresh.forget("k");
        assert_eq!(fresh.peek("k"), None);
        assert_eq!(fresh.get("k", || async { Ok::<_, &str>(5) }).await, Ok(5));
    }
}
