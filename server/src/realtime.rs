//! Live delivery of new notes to everyone watching a channel (a student's
//! subject). With SQLite there is one server, so a note is handed straight
//! to the watchers in this process. With PostgreSQL there may be several
//! replicas behind a load balancer, so a new note is announced with
//! NOTIFY, and every replica, this one included, LISTENs and hands it to
//! its own watchers.

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
pub struct Hub {
    channels: Arc<Mutex<HashMap<Channel, broadcast::Sender<Note>>>>,
}

#[derive(Serialize, Deserialize)]
struct Announcement {
    note_id: String,
}

impl Hub {
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
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(NOTIFY_CHANNEL)
                    .bind(payload)
                    .execute(db.write())
                    .await?;
            }
        }
        Ok(())
    }

    /// With PostgreSQL: listens for announcements from every replica and
    /// delivers them here, reconnecting if the connection drops.
    pub fn listen(&self, db: Db, database_url: String) {
        if db.backend() != Backend::Postgres {
            return;
        }
        let hub = self.clone();
        tokio::spawn(async move {
            loop {
                if let Err(error) = hub.listen_once(&db, &database_url).await {
                    tracing::warn!(error = %error, "note listener lost its connection; retrying");
                }
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
        });
    }

    async fn listen_once(&self, db: &Db, database_url: &str) -> sqlx::Result<()> {
        let mut listener = sqlx::postgres::PgListener::connect(database_url).await?;
        listener.listen(NOTIFY_CHANNEL).await?;
        loop {
            let notification = listener.recv().await?;
            let Ok(announcement) = serde_json::from_str::<Announcement>(notification.payload())
            else {
                continue;
            };
            if let Some(note) = notes::get(db, &announcement.note_id).await? {
                self.deliver(note);
            }
        }
    }
}
