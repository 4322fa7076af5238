//! Argon2 work, bounded. Each hash needs 19 MiB and a core for a good part
//! of a second; a class signing in at once would otherwise start dozens
//! together on the blocking pool, and the allocator keeps what they took
//! long after. So at most one hash per core runs at a time, the others wait
//! their turn in order (the semaphore is fair), each hash works in one of a
//! fixed set of memory buffers that are reused, never freed, and a request
//! that waits too long is told the server is busy (503) rather than piling
//! up. docs/accounts.md gives the measured effect.

use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use argon2::Block;
use tokio::sync::Semaphore;

use crate::error::{AppError, AppResult};

/// How long a sign-in waits for a free core before it is told to retry.
const QUEUE_TIMEOUT: Duration = Duration::from_secs(10);
pub const BUSY: &str = "The server is busy signing people in: please try again in a moment";

struct Hashing {
    turns: Semaphore,
    buffers: Mutex<Vec<Vec<Block>>>,
}

fn hashing() -> &'static Hashing {
    static HASHING: OnceLock<Hashing> = OnceLock::new();
    HASHING.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Hashing {
            turns: Semaphore::new(cores),
            buffers: Mutex::new(Vec::with_capacity(cores)),
        }
    })
}

/// Runs `work` on the blocking pool with a memory buffer of `blocks`
/// argon2 blocks, once a turn is free.
pub async fn with_memory<T: Send + 'static>(
    blocks: usize,
    work: impl FnOnce(&mut [Block]) -> T + Send + 'static,
) -> AppResult<T> {
    waiting_at_most(QUEUE_TIMEOUT, blocks, work).await
}

async fn waiting_at_most<T: Send + 'static>(
    patience: Duration,
    blocks: usize,
    work: impl FnOnce(&mut [Block]) -> T + Send + 'static,
) -> AppResult<T> {
    let hashing = hashing();
    let _turn = tokio::time::timeout(patience, hashing.turns.acquire())
        .await
        .map_err(|_| AppError::Busy(BUSY.into()))?
        .map_err(|error| AppError::Internal(error.into()))?;
    let mut buffer = take_buffer(hashing);
    let (result, buffer) = tokio::task::spawn_blocking(move || {
        if buffer.len() < blocks {
            buffer.resize(blocks, Block::default());
        }
        let result = work(&mut buffer[..blocks]);
        (result, buffer)
    })
    .await
    .map_err(|error| AppError::Internal(error.into()))?;
    give_back(hashing, buffer);
    Ok(result)
}

fn take_buffer(hashing: &Hashing) -> Vec<Block> {
    hashing
        .buffers
        .lock()
        .map(|mut buffers| buffers.pop())
        .ok()
        .flatten()
        .unwrap_or_default()
}

fn give_back(hashing: &Hashing, buffer: Vec<Block>) {
    if let Ok(mut buffers) = hashing.buffers.lock() {
        buffers.push(buffer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_waiting_longer_than_its_turn_allows_is_told_the_server_is_busy() {
        let hashing = hashing();
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        let taken = hashing
            .turns
            .acquire_many(cores as u32)
            .await
            .expect("every turn");
        let waited = waiting_at_most(Duration::from_millis(50), 8, |_| ()).await;
        assert!(matches!(waited, Err(AppError::Busy(_))), "{waited:?}");
        drop(taken);
        assert!(
            with_memory(8, |memory| memory.len())
                .await
                .is_ok_and(|n| n == 8)
        );
    }
}
