//! What the engine reads of the content on every ask (which endcodes a
//! focus covers, each endcode's live questions, and the question shown),
//! kept for a few seconds. Content changes rarely, and an edit reaching
//! games a few seconds late does no harm, while re-reading it for every
//! question of every child costs the whole server.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use plytime_shared::api::game::AskedQuestion;

use crate::db::content::hierarchy::{self, PlayableEndcode};
use crate::db::content::questions::{self, Candidate};
use crate::db::{Db, json};

/// How long a read of the content is reused.
const FRESH_FOR: Duration = Duration::from_secs(10);

/// Reads by key, each with when it was read.
type Kept<T> = HashMap<String, (Instant, Arc<T>)>;
type Entries<T> = Mutex<Kept<T>>;

#[derive(Default)]
pub struct ContentCache {
    playable: Entries<Vec<PlayableEndcode>>,
    candidates: Entries<Vec<Candidate>>,
    shown: Entries<AskedQuestion>,
}

fn lock<T>(entries: &Entries<T>) -> MutexGuard<'_, Kept<T>> {
    entries
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn fresh_in<T>(entries: &Kept<T>, key: &str) -> Option<Arc<T>> {
    entries
        .get(key)
        .filter(|(at, _)| at.elapsed() < FRESH_FOR)
        .map(|(_, value)| value.clone())
}

fn fresh<T>(entries: &Entries<T>, key: &str) -> Option<Arc<T>> {
    fresh_in(&lock(entries), key)
}

fn keep<T>(entries: &Entries<T>, key: String, value: T) -> Arc<T> {
    let value = Arc::new(value);
    let mut entries = lock(entries);
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

    /// The live questions of each of `endcode_ids`. What is fresh is read
    /// under one lock, as every ask reads the whole focus; the rest from
    /// the database.
    pub async fn live_candidates<'e>(
        &self,
        db: &Db,
        endcode_ids: impl IntoIterator<Item = &'e str>,
    ) -> sqlx::Result<HashMap<&'e str, Arc<Vec<Candidate>>>> {
        let mut found = HashMap::new();
        let mut missing = Vec::new();
        {
            let entries = lock(&self.candidates);
            for endcode_id in endcode_ids {
                match fresh_in(&entries, endcode_id) {
                    Some(hit) => {
                        found.insert(endcode_id, hit);
                    }
                    None => missing.push(endcode_id),
                }
            }
        }
        for endcode_id in missing {
            let read = questions::live_candidates(db, endcode_id).await?;
            found.insert(
                endcode_id,
                keep(&self.candidates, endcode_id.to_string(), read),
            );
        }
        Ok(found)
    }

    /// The question `id` as a child is shown it (never its answers), or
    /// `None` if there is no such question.
    pub async fn shown_question(
        &self,
        db: &Db,
        id: &str,
    ) -> sqlx::Result<Option<Arc<AskedQuestion>>> {
        if let Some(hit) = fresh(&self.shown, id) {
            return Ok(Some(hit));
        }
        let Some(question) = questions::get(db, id).await? else {
            return Ok(None);
        };
        let shown = AskedQuestion {
            lines: json::decode("questions.lines", &question.lines)?,
            _id: question.id,
            reference: question.reference,
            score: question.score,
            maximum_time: question.maximum_time,
            standard_time: question.standard_time,
            endcode: question.endcode_id,
        };
        Ok(Some(keep(&self.shown, id.to_string(), shown)))
    }
}
