//! The session channel's fan-out: whatever one participant's connection
//! says (presence, signalling) reaches every connection in the same
//! session, on whichever replica it is held. Each connection then keeps
//! what concerns it (see `crate::video::channel`).
//!
//! A room holds each message until every connection in it has read it. A
//! connection that does not read (its client stopped reading, its network
//! stalled) would make the room hold everything said meanwhile, so the
//! room is bounded in messages and in bytes: beyond either, the oldest
//! messages go, and a connection that had not read them has fallen behind
//! and is cut off. Its client reconnects and starts afresh (the other
//! side sends it the whole board, the call is negotiated again), which
//! keeps both sides right. Refusing the newest instead would leave the
//! reader behind without its knowing, with a board that differs from the
//! other's.

use std::collections::{HashMap, VecDeque};
use std::mem::size_of;
use std::sync::{Arc, Mutex, MutexGuard};

use plytime_shared::api::rooms::{BoardPointer, ChatMessage, PresenceState};
use plytime_shared::whiteboard::Scene;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use tokio::sync::Notify;

use crate::db::{Backend, Db, room_messages};

/// PostgreSQL channel that carries room messages between replicas.
const NOTIFY_CHANNEL: &str = "plytime_rooms";
/// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more, and a
/// WebRTC offer can come near that: larger messages go through a table.
const MAX_INLINE_PAYLOAD: usize = 7000;
/// Messages a connection may fall behind by before it is cut off.
const ROOM_BACKLOG: usize = 256;
/// Bytes a room may hold for connections that have not read them, as the
/// messages take in memory (`held_bytes`), which is up to some ten times
/// their JSON: a board of freehand strokes is mostly pairs of small
/// numbers. The largest message a participant may send (2 MB of JSON)
/// takes up to about 20 MB so; this holds one such with the ordinary
/// traffic besides. Before, a room could hold 256 messages whatever their
/// size: several GB.
pub const ROOM_BACKLOG_BYTES: usize = 32 * 1024 * 1024;

pub const TOO_LARGE_TO_PASS_ON: &str =
    "This message is too large to pass on (over 32 MB once read): send less at once";

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
        data: BoardPointer,
    },
    /// A chat message as kept, for the others in the room (boxed: it is
    /// larger than every other message held in a room).
    Chat {
        message: Box<ChatMessage>,
    },
    /// A live question was asked or answered, for everyone in the room.
    Questions,
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

/// Roughly the memory a JSON value takes: the value itself, and what it
/// holds on the heap (a string's bytes, an array's slots, an object's
/// entries).
fn value_bytes(value: &Value) -> usize {
    size_of::<Value>()
        + match value {
            Value::String(text) => text.capacity(),
            Value::Array(items) => items_bytes(items),
            Value::Object(entries) => entries_bytes(entries),
            _ => 0,
        }
}

/// An array's slots, the spare ones included, and what its items hold.
fn items_bytes(items: &Vec<Value>) -> usize {
    (items.capacity() - items.len()) * size_of::<Value>()
        + items.iter().map(value_bytes).sum::<usize>()
}

/// An object's entries: a map's own cost for each, its key and its value.
fn entries_bytes(entries: &Map<String, Value>) -> usize {
    const ENTRY: usize = 3 * size_of::<usize>();
    entries
        .iter()
        .map(|(key, value)| ENTRY + size_of::<String>() + key.capacity() + value_bytes(value))
        .sum()
}

/// Roughly the memory a message takes while a room holds it.
pub fn held_bytes(message: &RoomMessage) -> usize {
    size_of::<Envelope>()
        + match message {
            RoomMessage::Signal { to, data } => to.capacity() + value_bytes(data),
            RoomMessage::Scene { scene } => {
                items_bytes(&scene.elements) + entries_bytes(&scene.files)
            }
            RoomMessage::Chat { message } => {
                message.text.capacity() + message.sender_name.capacity()
            }
            RoomMessage::Presence { .. }
            | RoomMessage::Pointer { .. }
            | RoomMessage::Questions
            | RoomMessage::Closed => 0,
        }
}

fn envelope_bytes(envelope: &Envelope) -> usize {
    let Envelope {
        session_id,
        uid,
        role,
        connection,
        message,
    } = envelope;
    session_id.capacity()
        + uid.capacity()
        + role.capacity()
        + connection.capacity()
        + held_bytes(message)
}

/// A message that some connection in the room has yet to read.
struct Held {
    envelope: Arc<Envelope>,
    bytes: usize,
    /// How many connections have yet to read it.
    unread: usize,
}

/// One room's messages that some connection has yet to read, oldest
/// first. Messages are numbered as they come; each connection keeps the
/// number of the next one it reads.
#[derive(Default)]
struct Backlog {
    held: VecDeque<Held>,
    /// The number of the oldest message held.
    first: u64,
    bytes: usize,
    connections: usize,
}

impl Backlog {
    /// The number the next message will have.
    fn end(&self) -> u64 {
        self.first + self.held.len() as u64
    }

    fn drop_oldest(&mut self, gone: &mut Vec<Held>) {
        if let Some(oldest) = self.held.pop_front() {
            self.first += 1;
            self.bytes -= oldest.bytes;
            gone.push(oldest);
        }
    }

    /// Lets go of the oldest messages every connection has read.
    fn release(&mut self, gone: &mut Vec<Held>) {
        while self.held.front().is_some_and(|held| held.unread == 0) {
            self.drop_oldest(gone);
        }
    }

    fn push(&mut self, envelope: Arc<Envelope>, bytes: usize, gone: &mut Vec<Held>) {
        if self.connections == 0 {
            return;
        }
        self.held.push_back(Held {
            envelope,
            bytes,
            unread: self.connections,
        });
        self.bytes += bytes;
        // The newest always stays: the channel refuses a message larger
        // than the whole bound before it comes here.
        while self.held.len() > 1
            && (self.held.len() > ROOM_BACKLOG || self.bytes > ROOM_BACKLOG_BYTES)
        {
            self.drop_oldest(gone);
        }
    }
}

/// One session's room on this replica.
#[derive(Default)]
struct Room {
    backlog: Mutex<Backlog>,
    arrived: Notify,
}

impl Room {
    fn backlog(&self) -> MutexGuard<'_, Backlog> {
        self.backlog.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The connection missed messages, dropped to keep its room within its
/// bounds while it did not read.
#[derive(Debug, PartialEq, Eq)]
pub struct FellBehind;

/// One connection's place in its room.
pub struct RoomReceiver {
    room: Arc<Room>,
    /// The number of the next message to read.
    next: u64,
}

impl RoomReceiver {
    /// The room's next message, once there is one. `FellBehind` when
    /// messages it had not read were dropped (after which it goes on from
    /// the oldest still held). Nothing is lost when the wait is given up.
    pub async fn recv(&mut self) -> Result<Arc<Envelope>, FellBehind> {
        let room = self.room.clone();
        loop {
            let arrived = room.arrived.notified();
            let mut arrived = std::pin::pin!(arrived);
            // Listening before looking, so that no arrival goes unheard.
            arrived.as_mut().enable();
            if let Some(envelope) = self.try_recv()? {
                return Ok(envelope);
            }
            arrived.await;
        }
    }

    fn try_recv(&mut self) -> Result<Option<Arc<Envelope>>, FellBehind> {
        let mut gone = Vec::new();
        let mut backlog = self.room.backlog();
        if self.next < backlog.first {
            self.next = backlog.first;
            return Err(FellBehind);
        }
        let position = (self.next - backlog.first) as usize;
        let Some(held) = backlog.held.get_mut(position) else {
            return Ok(None);
        };
        held.unread -= 1;
        let envelope = held.envelope.clone();
        self.next += 1;
        backlog.release(&mut gone);
        drop(backlog);
        // What went is freed here, out of the lock.
        drop(gone);
        Ok(Some(envelope))
    }
}

impl Drop for RoomReceiver {
    fn drop(&mut self) {
        let mut gone = Vec::new();
        let mut backlog = self.room.backlog();
        backlog.connections -= 1;
        let unread = self.next.saturating_sub(backlog.first) as usize;
        for held in backlog.held.iter_mut().skip(unread) {
            held.unread -= 1;
        }
        backlog.release(&mut gone);
        drop(backlog);
        drop(gone);
    }
}

/// What a replica's rooms hold now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Occupancy {
    /// Rooms with someone in them.
    pub rooms: usize,
    pub connections: usize,
    /// Memory the rooms' messages not yet read take (`held_bytes`).
    pub backlog_bytes: usize,
}

#[derive(Clone, Default)]
pub struct RoomHub {
    rooms: Arc<Mutex<HashMap<String, Arc<Room>>>>,
}

impl RoomHub {
    /// Every message of the session's room from now on, this connection's
    /// own included.
    pub fn enter(&self, session_id: &str) -> RoomReceiver {
        let mut rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
        // Rooms nobody is in any more are dropped here, lazily.
        rooms.retain(|_, room| room.backlog().connections > 0);
        let room = rooms.entry(session_id.to_string()).or_default().clone();
        let mut backlog = room.backlog();
        backlog.connections += 1;
        let next = backlog.end();
        drop(backlog);
        RoomReceiver { room, next }
    }

    /// Rooms with someone in them on this replica, their connections, and
    /// what they hold.
    pub fn occupancy(&self) -> Occupancy {
        let rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
        let mut occupancy = Occupancy {
            rooms: 0,
            connections: 0,
            backlog_bytes: 0,
        };
        for room in rooms.values() {
            let backlog = room.backlog();
            if backlog.connections > 0 {
                occupancy.rooms += 1;
                occupancy.connections += backlog.connections;
            }
            occupancy.backlog_bytes += backlog.bytes;
        }
        occupancy
    }

    fn deliver(&self, envelope: Envelope) {
        let bytes = envelope_bytes(&envelope);
        let room = {
            let rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
            rooms.get(&envelope.session_id).cloned()
        };
        // No room or nobody left in it is fine: the room has emptied.
        let Some(room) = room else {
            return;
        };
        let mut gone = Vec::new();
        room.backlog().push(Arc::new(envelope), bytes, &mut gone);
        room.arrived.notify_waiters();
        drop(gone);
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

#[cfg(test)]
mod tests {
    use plytime_shared::api::rooms::{PointerAt, PointerButton, PointerTool};
    use serde_json::json;

    use super::*;

    fn signal(data: Value) -> Envelope {
        Envelope {
            session_id: "s1".into(),
            uid: "tutor".into(),
            role: "TUTOR".into(),
            connection: "t1".into(),
            message: RoomMessage::Signal {
                to: "c1".into(),
                data,
            },
        }
    }

    /// A signal that takes about `megabytes` MB once read.
    fn large(megabytes: usize) -> Envelope {
        signal(json!({"sdp": "x".repeat(megabytes << 20)}))
    }

    fn backlog_bytes(hub: &RoomHub) -> usize {
        hub.occupancy().backlog_bytes
    }

    fn next(receiver: &mut RoomReceiver) -> Result<Option<Arc<Envelope>>, FellBehind> {
        receiver.try_recv()
    }

    #[test]
    fn a_message_reaches_every_connection_and_is_let_go_once_all_have_read_it() {
        let hub = RoomHub::default();
        let (mut one, mut other) = (hub.enter("s1"), hub.enter("s1"));
        let mut elsewhere = hub.enter("s2");
        hub.deliver(large(1));
        assert!(backlog_bytes(&hub) > 1 << 20);
        assert!(next(&mut one).unwrap().is_some());
        assert!(
            backlog_bytes(&hub) > 1 << 20,
            "the other has yet to read it"
        );
        assert!(next(&mut other).unwrap().is_some());
        assert_eq!(backlog_bytes(&hub), 0);
        assert_eq!(next(&mut one), Ok(None));
        assert_eq!(next(&mut elsewhere), Ok(None));
        assert_eq!(
            hub.occupancy(),
            Occupancy {
                rooms: 2,
                connections: 3,
                backlog_bytes: 0
            }
        );
    }

    #[test]
    fn a_connection_that_does_not_read_falls_behind_and_the_room_stays_within_its_bytes() {
        let hub = RoomHub::default();
        let (mut reading, mut stalled) = (hub.enter("s1"), hub.enter("s1"));
        for _ in 0..40 {
            hub.deliver(large(3));
            assert!(next(&mut reading).unwrap().is_some());
            assert!(backlog_bytes(&hub) <= ROOM_BACKLOG_BYTES);
        }
        // 120 MB were said; the room held the last 10 messages at most.
        assert!(backlog_bytes(&hub) > ROOM_BACKLOG_BYTES - (4 << 20));
        assert_eq!(next(&mut stalled), Err(FellBehind));
        let mut caught_up = 0;
        while next(&mut stalled).unwrap().is_some() {
            caught_up += 1;
        }
        assert!((1..=10).contains(&caught_up), "{caught_up}");
        assert_eq!(backlog_bytes(&hub), 0);
        // Then it goes on as any other.
        hub.deliver(large(1));
        assert!(next(&mut stalled).unwrap().is_some());
        assert!(next(&mut reading).unwrap().is_some());
    }

    #[test]
    fn the_room_stays_within_its_messages_however_small() {
        let hub = RoomHub::default();
        let (_reading_nothing, mut stalled) = (hub.enter("s1"), hub.enter("s1"));
        for n in 0..1_000 {
            hub.deliver(signal(json!(n)));
        }
        assert_eq!(next(&mut stalled), Err(FellBehind));
        let first = next(&mut stalled).unwrap().unwrap();
        assert_eq!(
            first.message,
            RoomMessage::Signal {
                to: "c1".into(),
                data: json!(1_000 - ROOM_BACKLOG)
            }
        );
    }

    #[test]
    fn a_connection_that_leaves_lets_go_of_what_it_had_not_read() {
        let hub = RoomHub::default();
        let (mut reading, stalled) = (hub.enter("s1"), hub.enter("s1"));
        hub.deliver(large(2));
        hub.deliver(large(2));
        assert!(next(&mut reading).unwrap().is_some());
        assert!(backlog_bytes(&hub) > 4 << 20);
        drop(stalled);
        assert!(backlog_bytes(&hub) > 2 << 20, "the reader has one to read");
        assert!(next(&mut reading).unwrap().is_some());
        assert_eq!(backlog_bytes(&hub), 0);
        drop(reading);
        hub.deliver(large(1));
        assert_eq!(backlog_bytes(&hub), 0, "nobody is there to read it");
    }

    #[tokio::test]
    async fn a_waiting_connection_hears_of_a_message_as_it_comes() {
        let hub = RoomHub::default();
        let mut waiting = hub.enter("s1");
        let sender = hub.clone();
        tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            sender.deliver(signal(json!("offer")));
        });
        let envelope = tokio::time::timeout(std::time::Duration::from_secs(5), waiting.recv())
            .await
            .expect("heard within seconds")
            .unwrap();
        assert_eq!(envelope.connection, "t1");
    }

    #[test]
    fn a_message_is_counted_as_it_takes_memory_not_as_it_is_written() {
        let pointer = RoomMessage::Pointer {
            data: BoardPointer {
                pointer: PointerAt {
                    x: 1.0,
                    y: 2.0,
                    tool: PointerTool::Pointer,
                },
                button: PointerButton::Up,
            },
        };
        assert!(held_bytes(&pointer) < 512, "{}", held_bytes(&pointer));
        // The probe's pointer was 1.9 MB of small numbers: some 27 MB held.
        let numbers = format!("[{}0]", "0,".repeat(950_000));
        let data: Value = serde_json::from_str(&numbers).unwrap();
        let message = RoomMessage::Signal {
            to: "c1".into(),
            data,
        };
        let held = held_bytes(&message);
        assert!((25 << 20..40 << 20).contains(&held), "{held}");
    }
}
