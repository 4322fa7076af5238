//! The session channel's fan-out: whatever one participant's connection
//! says (presence, signalling) reaches every connection in the same
//! session, on whichever replica it is held. Each connection then keeps
//! what concerns it (see `crate::video::channel`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use plytime_shared::api::rooms::PresenceState;
use plytime_shared::whiteboard::Scene;
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::db::{Backend, Db, room_messages};

/// PostgreSQL channel that carries room messages between replicas.
const NOTIFY_CHANNEL: &str = "plytime_rooms";
/// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more, and a
/// WebRTC offer can come near that: larger messages go through a table.
const MAX_INLINE_PAYLOAD: usize = 7000;
/// Messages a connection may fall behind by before it is dropped (its
/// client reconnects and negotiates afresh).
const ROOM_BACKLOG: usize = 256;

/// One message in one session's room, from one connection.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    pub session_id: String,
    pub uid: String,
    pub role: String,
    pub connection: String,
    pub message: RoomMessage,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RoomMessage {
    Presence {
        state: PresenceState,
    },
    /// For the connection `to` only.
    Signal {
        to: String,
        data: serde_json::Value,
    },
    /// Whiteboard changes, for the others in the room.
    Scene {
        scene: Scene,
    },
    /// A whiteboard pointer, for the others in the room.
    Pointer {
        data: serde_json::Value,
    },
    /// The server closes the room: every connection in it ends at once and
    /// writes nothing more (its family's account was closed).
    Closed,
}

/// How an envelope crosses between replicas.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Announcement {
    Inline(Envelope),
    Stored(String),
}

#[derive(Clone, Default)]
pub struct RoomHub {
    rooms: Arc<Mutex<HashMap<String, broadcast::Sender<Arc<Envelope>>>>>,
}

impl RoomHub {
    /// Every message of the session's room from now on, this connection's
    /// own included.
    pub fn enter(&self, session_id: &str) -> broadcast::Receiver<Arc<Envelope>> {
        let mut rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
        // Rooms nobody is in any more are dropped here, lazily.
        rooms.retain(|_, sender| sender.receiver_count() > 0);
        rooms
            .entry(session_id.to_string())
            .or_insert_with(|| broadcast::channel(ROOM_BACKLOG).0)
            .subscribe()
    }

    /// Rooms with someone in them on this replica, and their connections.
    pub fn occupancy(&self) -> (usize, usize) {
        let rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
        rooms
            .values()
            .map(|sender| sender.receiver_count())
            .filter(|connections| *connections > 0)
            .fold((0, 0), |(rooms, all), connections| {
                (rooms + 1, all + connections)
            })
    }

    fn deliver(&self, envelope: Envelope) {
        let rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(sender) = rooms.get(&envelope.session_id) {
            // No receivers left is fine: the room has emptied.
            let _ = sender.send(Arc::new(envelope));
        }
    }

    /// Sends the envelope to every connection in its room, on every replica.
    pub async fn publish(&self, db: &Db, envelope: Envelope) -> anyhow::Result<()> {
        if db.backend() == Backend::Sqlite {
            self.deliver(envelope);
            return Ok(());
        }
        let inline = serde_json::to_string(&Announcement::Inline(envelope))?;
        let announcement = if inline.len() <= MAX_INLINE_PAYLOAD {
            inline
        } else {
            let id = room_messages::store(db, &inline).await?;
            serde_json::to_string(&Announcement::Stored(id))?
        };
        super::notify(db, NOTIFY_CHANNEL, &announcement).await?;
        Ok(())
    }

    /// Ends every connection in the session's room, on every replica,
    /// without anything more being written for it.
    pub async fn close(&self, db: &Db, session_id: &str) -> anyhow::Result<()> {
        let envelope = Envelope {
            session_id: session_id.to_string(),
            uid: String::new(),
            role: String::new(),
            connection: String::new(),
            message: RoomMessage::Closed,
        };
        self.publish(db, envelope).await
    }

    /// With PostgreSQL: takes room messages from every replica and
    /// delivers them to the connections held here.
    pub fn listen(&self, db: Db, database_url: String) {
        let hub = self.clone();
        super::relay(
            &db,
            database_url,
            NOTIFY_CHANNEL,
            read_announcement,
            move |envelope| hub.deliver(envelope),
        );
    }
}

async fn read_announcement(db: Db, payload: String) -> anyhow::Result<Option<Envelope>> {
    let inline = match serde_json::from_str::<Announcement>(&payload)? {
        Announcement::Inline(envelope) => return Ok(Some(envelope)),
        Announcement::Stored(id) => room_messages::get(&db, &id).await?,
    };
    let Some(inline) = inline else {
        return Ok(None);
    };
    match serde_json::from_str::<Announcement>(&inline)? {
        Announcement::Inline(envelope) => Ok(Some(envelope)),
        Announcement::Stored(_) => Ok(None),
    }
}
