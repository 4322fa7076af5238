//! Keeping a session's whiteboard as its participants draw
//! (docs/whiteboard.md). Each connection keeps what its own participant
//! drew: changes gather here and are merged into the stored scene every
//! couple of seconds and when the connection ends, so a crash loses at
//! most those seconds. The merge is the same whichever order changes
//! arrive in, so connections on several replicas write side by side.

use std::time::Duration;

use plytime_shared::whiteboard::{
    MAX_BOARD_ELEMENTS, MAX_CHANGE_ELEMENTS, MAX_SCENE_BYTES, SCENE_TOO_LARGE, Scene,
    TOO_MANY_ELEMENTS,
};

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
}

impl BoardKeeper {
    pub async fn new(db: &Db, storage: &Storage, session_id: &str) -> anyhow::Result<BoardKeeper> {
        let stored_bytes = whiteboards::bytes(db, session_id).await?;
        Ok(BoardKeeper {
            session_id: session_id.to_string(),
            storage: storage.clone(),
            waiting: None,
            stored_bytes,
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
        if self.stored_bytes + waiting.bytes() + change.bytes() > MAX_SCENE_BYTES {
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

    /// Stores what is waiting; says so when the board turned out full
    /// (another participant's pictures filled it meanwhile).
    pub async fn save(&mut self, db: &Db) -> Result<(), &'static str> {
        let Some(change) = self.waiting.take() else {
            return Ok(());
        };
        match board_store::save(db, &self.storage, &self.session_id, &change).await {
            Ok(Saved::Kept(bytes)) => {
                self.stored_bytes = bytes;
                Ok(())
            }
            Ok(Saved::TooLarge) => Err(SCENE_TOO_LARGE),
            Ok(Saved::TooManyElements) => Err(TOO_MANY_ELEMENTS),
            Ok(Saved::Gone) => Ok(()),
            Err(error) => {
                // Kept for the next try rather than lost.
                tracing::warn!(error = %error, session = %self.session_id, "whiteboard not saved yet");
                self.waiting = Some(change);
                Ok(())
            }
        }
    }
}
