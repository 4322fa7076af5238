//! Keeping a session's whiteboard as its participants draw
//! (docs/whiteboard.md). Each connection keeps what its own participant
//! drew: changes gather here and are merged into the stored scene every
//! couple of seconds and when the connection ends, so a crash loses at
//! most those seconds. The merge is the same whichever order changes
//! arrive in, so connections on several replicas write side by side.
//!
//! A save runs beside the connection, not in it: with hundreds of rooms
//! drawing, saves queue for the database's writer, and a connection that
//! waited for its own would hold up every message its participant sends
//! meanwhile (docs/live-sessions.md, "Capacity").

use std::future::pending;
use std::time::Duration;

use plytime_shared::whiteboard::{
    MAX_BOARD_ELEMENTS, MAX_CHANGE_ELEMENTS, MAX_SCENE_BYTES, SCENE_TOO_LARGE, Scene,
    TOO_MANY_ELEMENTS,
};

use tokio::task::JoinHandle;

use crate::db::{Db, whiteboards};
use crate::storage::Storage;
use crate::video::board_store::{self, Saved};

/// How long drawn changes may wait before they are stored.
pub const SAVE_EVERY: Duration = Duration::from_secs(2);

/// One connection's changes not yet stored.
pub struct BoardKeeper {
    session_id: String,
    storage: Storage,
    waiting: Option<Scene>,
    /// The stored scene's size when last seen.
    stored_bytes: usize,
    /// The save under way: it gives back the change it stores, to be kept
    /// again if the store failed.
    saving: Option<JoinHandle<(Scene, anyhow::Result<Saved>)>>,
    /// The size of the change being saved, counted as the board's meanwhile.
    saving_bytes: usize,
}

impl BoardKeeper {
    pub async fn new(db: &Db, storage: &Storage, session_id: &str) -> anyhow::Result<BoardKeeper> {
        let stored_bytes = whiteboards::bytes(db, session_id).await?;
        Ok(BoardKeeper {
            session_id: session_id.to_string(),
            storage: storage.clone(),
            waiting: None,
            stored_bytes,
            saving: None,
            saving_bytes: 0,
        })
    }

    /// Takes a change to keep, or says why not: one that would make the
    /// board too large is neither kept nor passed on.
    pub fn accept(&mut self, change: &Scene) -> Result<(), &'static str> {
        // Counted first, so that an oversized change costs no more than
        // its reading.
        if change.elements.len() > MAX_CHANGE_ELEMENTS {
            return Err(TOO_MANY_ELEMENTS);
        }
        let nothing = Scene::default();
        let waiting = self.waiting.as_ref().unwrap_or(&nothing);
        let board_bytes = self.stored_bytes + self.saving_bytes + waiting.bytes();
        if board_bytes + change.bytes() > MAX_SCENE_BYTES {
            return Err(SCENE_TOO_LARGE);
        }
        // What waits is part of the board: more elements in it than a
        // board may hold cannot be kept. (The stored board's own are
        // counted when the change is merged into it.)
        if waiting.elements_after_merge(change) > MAX_BOARD_ELEMENTS {
            return Err(TOO_MANY_ELEMENTS);
        }
        self.waiting
            .get_or_insert_with(Scene::default)
            .merge(change.clone());
        Ok(())
    }

    /// Starts storing what is waiting, beside the connection, unless a
    /// save is under way still (what waits then goes with the next).
    pub fn start_save(&mut self, db: &Db) {
        if self.saving.is_some() {
            return;
        }
        let Some(change) = self.waiting.take() else {
            return;
        };
        self.saving_bytes = change.bytes();
        let (db, storage, session_id) = (db.clone(), self.storage.clone(), self.session_id.clone());
        self.saving = Some(tokio::spawn(async move {
            let saved = board_store::save(&db, &storage, &session_id, &change).await;
            (change, saved)
        }));
    }

    /// The end of the save under way (never, without one): says so when
    /// the board turned out full (another participant's pictures filled
    /// it meanwhile). Safe to drop before it ends: the save goes on.
    pub async fn saved(&mut self) -> Result<(), &'static str> {
        let Some(saving) = self.saving.as_mut() else {
            return pending().await;
        };
        let finished = saving.await;
        self.saving = None;
        self.saving_bytes = 0;
        match finished {
            Ok((change, saved)) => self.outcome(change, saved),
            Err(error) => {
                tracing::error!(%error, session = %self.session_id, "a whiteboard save stopped");
                Ok(())
            }
        }
    }

    /// Stores what is waiting, after the save under way: for the
    /// connection's end.
    pub async fn save(&mut self, db: &Db) -> Result<(), &'static str> {
        let earlier = if self.saving.is_some() {
            self.saved().await
        } else {
            Ok(())
        };
        let Some(change) = self.waiting.take() else {
            return earlier;
        };
        let saved = board_store::save(db, &self.storage, &self.session_id, &change).await;
        earlier.and(self.outcome(change, saved))
    }

    /// Takes in how a save of `change` went.
    fn outcome(&mut self, change: Scene, saved: anyhow::Result<Saved>) -> Result<(), &'static str> {
        match saved {
            Ok(Saved::Kept(bytes)) => {
                self.stored_bytes = bytes;
                Ok(())
            }
            Ok(Saved::TooLarge) => Err(SCENE_TOO_LARGE),
            Ok(Saved::TooManyElements) => Err(TOO_MANY_ELEMENTS),
            Ok(Saved::Gone) => Ok(()),
            Err(error) => {
                // Kept for the next try rather than lost, with what came
                // meanwhile (the merge is the same in any order).
                tracing::warn!(error = %error, session = %self.session_id, "whiteboard not saved yet");
                let mut kept = change;
                if let Some(later) = self.waiting.take() {
                    kept.merge(later);
                }
                self.waiting = Some(kept);
                Ok(())
            }
        }
    }
}
