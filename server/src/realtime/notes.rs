//! New notes, live, to everyone watching a channel (a student's subject).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use plytime_shared::api::review::Note;
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::db::{Backend, Db, notes};

/// PostgreSQL channel that carries note announcements between replicas.
const NOTIFY_CHANNEL: &str = "plytime_notes";
/// Notes a slow watcher may fall behind by before it misses some (it then
/// reloads the page of notes).
const WATCHER_BACKLOG: usize = 64;

type Channel = (String, String);

#[derive(Clone, Default)]
pub struct NotesHub {
    channels: Arc<Mutex<HashMap<Channel, broadcast::Sender<Note>>>>,
}

#[derive(Serialize, Deserialize)]
struct Announcement {
    note_id: String,
}

impl NotesHub {
    /// Watches a channel: every note posted to it from now on.
    pub fn watch(&self, student_id: &str, subject_id: &str) -> broadcast::Receiver<Note> {
        let mut channels = self
            .channels
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // Channels nobody watches any more are dropped here, lazily.
        channels.retain(|_, sender| sender.receiver_count() > 0);
        channels
            .entry((student_id.to_string(), subject_id.to_string()))
            .or_insert_with(|| broadcast::channel(WATCHER_BACKLOG).0)
            .subscribe()
    }

    fn deliver(&self, note: Note) {
        let channels = self
            .channels
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(sender) = channels.get(&(note.student.clone(), note.subject.clone())) {
            // No receivers left is fine: nobody is watching.
            let _ = sender.send(note);
        }
    }

    /// Announces a new note to its watchers, on every replica.
    pub async fn publish(&self, db: &Db, note: Note) -> sqlx::Result<()> {
        match db.backend() {
            Backend::Sqlite => self.deliver(note),
            Backend::Postgres => {
                let payload =
                    serde_json::to_string(&Announcement { note_id: note._id }).unwrap_or_default();
                super::notify(db, NOTIFY_CHANNEL, &payload).await?;
            }
        }
        Ok(())
    }

    /// With PostgreSQL: takes announcements from every replica and
    /// delivers them here.
    pub fn listen(&self, db: Db, database_url: String) {
        let hub = self.clone();
        super::relay(
            &db,
            database_url,
            NOTIFY_CHANNEL,
            read_announcement,
            move |note| hub.deliver(note),
        );
    }
}

async fn read_announcement(db: Db, payload: String) -> anyhow::Result<Option<Note>> {
    let announcement: Announcement = serde_json::from_str(&payload)?;
    Ok(notes::get(&db, &announcement.note_id).await?)
}
