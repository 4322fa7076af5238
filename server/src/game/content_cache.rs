//! What the engine reads of the content on every ask (which endcodes a
//! focus covers, and each endcode's live questions), kept for a few
//! seconds. Content changes rarely, and an edit reaching games a few
//! seconds late does no harm, while re-reading it for every question of
//! every child costs the whole server.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::db::Db;
use crate::db::content::hierarchy::{self, PlayableEndcode};
use crate::db::content::questions::{self, Candidate};

/// How long a read of the content is reused.
const FRESH_FOR: Duration = Duration::from_secs(10);

type Entries<T> = Mutex<HashMap<String, (Instant, Arc<Vec<T>>)>>;

#[derive(Default)]
pub struct ContentCache {
    playable: Entries<PlayableEndcode>,
    candidates: Entries<Candidate>,
}

fn fresh<T>(entries: &Entries<T>, key: &str) -> Option<Arc<Vec<T>>> {
    let entries = entries
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    entries
        .get(key)
        .filter(|(at, _)| at.elapsed() < FRESH_FOR)
        .map(|(_, value)| value.clone())
}

fn keep<T>(entries: &Entries<T>, key: String, value: Vec<T>) -> Arc<Vec<T>> {
    let value = Arc::new(value);
    let mut entries = entries
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // Stale entries go whenever a new one comes, so the map stays small.
    entries.retain(|_, (at, _)| at.elapsed() < FRESH_FOR);
    entries.insert(key, (Instant::now(), value.clone()));
    value
}

impl ContentCache {
    pub async fn playable_endcodes(
        &self,
        db: &Db,
        focus: &[String],
    ) -> sqlx::Result<Arc<Vec<PlayableEndcode>>> {
        let mut sorted = focus.to_vec();
        sorted.sort();
        let key = sorted.join("\n");
        if let Some(hit) = fresh(&self.playable, &key) {
            return Ok(hit);
        }
        Ok(keep(
            &self.playable,
            key,
            hierarchy::playable_endcodes(db, focus).await?,
        ))
    }

    pub async fn live_candidates(
        &self,
        db: &Db,
        endcode_id: &str,
    ) -> sqlx::Result<Arc<Vec<Candidate>>> {
        if let Some(hit) = fresh(&self.candidates, endcode_id) {
            return Ok(hit);
        }
        Ok(keep(
            &self.candidates,
            endcode_id.to_string(),
            questions::live_candidates(db, endcode_id).await?,
        ))
    }
}
