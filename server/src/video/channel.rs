//! One participant's connection to a session channel (docs/live-sessions.md):
//! presence, the built-in call's signalling and the whiteboard between the
//! session's two participants, through the room hub so that it works
//! across replicas.
//!
//! A person has one connection per session: opening the room again (a
//! reload, a second tab, a reconnect after a network drop) replaces the
//! old connection. The channel closes at the session's end. A connection
//! that ends without the client saying goodbye (a closed tab, a lost
//! network) is written to the register as a `disconnect` on the
//! participant's behalf.

use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use plytime_shared::Role;
use plytime_shared::api::rooms::{
    ChannelEvent, ChannelRequest, MAX_POINTER_MESSAGE, MediaEvent, POINTER_TOO_LONG, PresenceState,
};
use tokio::time::{Instant, interval, sleep_until};

use crate::db::{Db, now_millis, sessions};
use crate::media::MediaRoom;
use crate::media::bridge::Bridge;
use crate::realtime::rooms::{
    self, Envelope, ROOM_BACKLOG_BYTES, RoomHub, RoomMessage, RoomReceiver, TOO_LARGE_TO_PASS_ON,
};
use crate::storage::Storage;
use crate::video::chat as video_chat;
use crate::video::whiteboard::{BoardKeeper, SAVE_EVERY};

/// The server pings this often and drops a connection it has heard
/// nothing from (not even a pong) for `SILENT_LIMIT`: the network went
/// away without closing it.
const PING_EVERY: Duration = Duration::from_secs(15);
const SILENT_LIMIT: Duration = Duration::from_secs(45);

/// Signalling messages are small (an offer is a few kB), but a whiteboard
/// change may carry a picture; nothing larger than a JSON body is read.
pub const MAX_MESSAGE_BYTES: usize = 2 * 1024 * 1024;

/// Said (as a refusal, and as the reason the connection closes) when a
/// message is longer than `MAX_MESSAGE_BYTES`: it cannot be read, and the
/// connection cannot go on past it.
pub const MESSAGE_TOO_LONG: &str =
    "Messages on the session channel may be at most 2 MB: this one was not read";

/// Who holds a connection, in which session, until when.
pub struct Member {
    pub session_id: String,
    /// The session's child, whom a flagged chat message is about.
    pub student_id: String,
    pub uid: String,
    pub role: Role,
    /// The first name the other side knows them by, for the chat.
    pub name: String,
    /// The session's end, epoch milliseconds.
    pub ends_at: i64,
    /// The recorded call's room, when the call goes through the media
    /// server (docs/recordings.md).
    pub media: Option<MediaRoom>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// The client said goodbye and closed.
    Left,
    /// The connection broke or fell silent.
    Lost,
    /// The same person connected again.
    Replaced,
    /// The session is over.
    Ended,
    /// The server closed the room; nothing more is written.
    Closed,
}

/// What a connection does with a message of its room.
#[derive(Debug, PartialEq)]
enum Reaction {
    Ignore,
    Send(ChannelEvent),
    /// Tell the client, and tell the newcomer this connection is here.
    SendAndAnnounce(ChannelEvent),
    Replaced,
    Closed,
}

fn react(member: &Member, connection: &str, envelope: &Envelope) -> Reaction {
    if envelope.connection == connection {
        return Reaction::Ignore;
    }
    match &envelope.message {
        RoomMessage::Presence { state } if envelope.uid == member.uid => {
            if *state == PresenceState::Joined {
                Reaction::Replaced
            } else {
                Reaction::Ignore
            }
        }
        RoomMessage::Presence { state } => {
            let event = ChannelEvent::Peer {
                state: *state,
                uid: envelope.uid.clone(),
                role: envelope.role.clone(),
                connection: envelope.connection.clone(),
            };
            if *state == PresenceState::Joined {
                Reaction::SendAndAnnounce(event)
            } else {
                Reaction::Send(event)
            }
        }
        RoomMessage::Signal { to, data } if to == connection => {
            Reaction::Send(ChannelEvent::Signal {
                from: envelope.connection.clone(),
                data: data.clone(),
            })
        }
        RoomMessage::Signal { .. } => Reaction::Ignore,
        RoomMessage::Scene { scene } => Reaction::Send(ChannelEvent::Scene {
            from: envelope.connection.clone(),
            scene: scene.clone(),
        }),
        RoomMessage::Pointer { data } => Reaction::Send(ChannelEvent::Pointer {
            from: envelope.connection.clone(),
            data: *data,
        }),
        RoomMessage::Chat { message } => Reaction::Send(ChannelEvent::Chat {
            message: message.as_ref().clone(),
        }),
        RoomMessage::Questions => Reaction::Send(ChannelEvent::Questions),
        RoomMessage::Closed => Reaction::Closed,
    }
}

struct Connection {
    db: Db,
    rooms: RoomHub,
    member: Member,
    id: String,
}

impl Connection {
    async fn publish(&self, message: RoomMessage) {
        let envelope = Envelope {
            session_id: self.member.session_id.clone(),
            uid: self.member.uid.clone(),
            role: self.member.role.as_str().to_string(),
            connection: self.id.clone(),
            message,
        };
        if let Err(error) = self.rooms.publish(&self.db, envelope).await {
            tracing::warn!(error = %error, "could not publish to a session channel");
        }
    }

    async fn presence(&self, state: PresenceState) {
        self.publish(RoomMessage::Presence { state }).await;
    }
}

async fn send(socket: &mut WebSocket, event: &ChannelEvent) -> bool {
    let Ok(text) = serde_json::to_string(event) else {
        return false;
    };
    socket.send(Message::Text(text.into())).await.is_ok()
}

/// Runs the connection until it ends, then tells the room and, when the
/// client vanished, the register.
pub async fn serve(
    db: Db,
    storage: Storage,
    rooms: RoomHub,
    mut socket: WebSocket,
    member: Member,
) {
    let connection = Connection {
        id: uuid::Uuid::new_v4().to_string(),
        db,
        rooms,
        member,
    };
    // Entered before announcing, so that no answer to the announcement is missed.
    let mut room = connection.rooms.enter(&connection.member.session_id);
    let db = connection.db.clone();
    let mut board = match BoardKeeper::new(&db, &storage, &connection.member.session_id).await {
        Ok(board) => board,
        Err(error) => {
            tracing::error!(error = %error, "could not open a session's whiteboard");
            let _ = socket.send(Message::Close(None)).await;
            return;
        }
    };
    let outcome = if send(
        &mut socket,
        &ChannelEvent::Welcome {
            connection: connection.id.clone(),
        },
    )
    .await
    {
        connection.presence(PresenceState::Joined).await;
        relay(&connection, &mut socket, &mut room, &mut board).await
    } else {
        Outcome::Lost
    };
    if matches!(outcome, Outcome::Closed | Outcome::Ended) {
        // Nobody may stay in the media room: its recording ends here.
        if let Some(media) = &connection.member.media
            && let Err(error) = media.close().await
        {
            tracing::warn!(%error, "could not close a session's media room");
        }
    }
    if outcome == Outcome::Closed {
        let _ = socket.send(Message::Close(None)).await;
        return;
    }
    // What was drawn last is kept however else the connection ended.
    let _ = board.save(&db).await;
    // Written before the departure is announced, so whoever hears of it
    // finds it in the register.
    if outcome == Outcome::Lost {
        let member = &connection.member;
        if let Err(error) = sessions::record_event(
            &connection.db,
            &member.session_id,
            &member.uid,
            member.role.as_str(),
            "disconnect",
        )
        .await
        {
            tracing::warn!(error = %error, "could not record a lost connection");
        }
    }
    connection.presence(PresenceState::Left).await;
    let _ = socket.send(Message::Close(None)).await;
}

async fn relay(
    connection: &Connection,
    socket: &mut WebSocket,
    room: &mut RoomReceiver,
    board: &mut BoardKeeper,
) -> Outcome {
    let left = (connection.member.ends_at - now_millis()).max(0) as u64;
    let end = Instant::now() + Duration::from_millis(left);
    let mut ping = interval(PING_EVERY);
    let mut save = interval(SAVE_EVERY);
    let mut last_heard = Instant::now();
    let mut said_bye = false;
    // Opened by the browser's first `publish`, again after a failure.
    let mut bridge: Option<Bridge> = None;
    loop {
        tokio::select! {
            // What the room holds for this connection is read before more
            // is taken from its client: otherwise a client sending fast
            // would leave its own messages unread in the room (a
            // connection reads its own too), and the room, bounded, would
            // cut it off as fallen behind.
            biased;
            envelope = room.recv() => {
                // Fallen behind: the client reconnects and starts afresh.
                let Ok(envelope) = envelope else {
                    return Outcome::Lost;
                };
                match react(&connection.member, &connection.id, &envelope) {
                    Reaction::Ignore => {}
                    Reaction::Send(event) => {
                        if !send(socket, &event).await {
                            return Outcome::Lost;
                        }
                    }
                    Reaction::SendAndAnnounce(event) => {
                        if !send(socket, &event).await {
                            return Outcome::Lost;
                        }
                        connection.presence(PresenceState::Present).await;
                    }
                    Reaction::Replaced => {
                        send(socket, &ChannelEvent::Replaced).await;
                        return Outcome::Replaced;
                    }
                    Reaction::Closed => return Outcome::Closed,
                }
            }
            incoming = socket.recv() => {
                let message = match incoming {
                    Some(Ok(message)) => message,
                    Some(Err(error)) if too_long(&error) => {
                        refuse_too_long(socket).await;
                        return Outcome::Lost;
                    }
                    _ => return if said_bye { Outcome::Left } else { Outcome::Lost },
                };
                last_heard = Instant::now();
                match message {
                    Message::Text(text) => {
                        let to_room = match serde_json::from_str::<ChannelRequest>(&text) {
                            Ok(ChannelRequest::Signal { to, data }) => {
                                RoomMessage::Signal { to, data }
                            }
                            Ok(ChannelRequest::Scene { mut scene }) => {
                                // Pictures come only through the upload,
                                // which checks them (docs/whiteboard.md,
                                // "Worksheets"); elements only go this way.
                                scene.files.clear();
                                RoomMessage::Scene { scene }
                            }
                            Ok(ChannelRequest::Pointer { data }) => RoomMessage::Pointer { data },
                            Ok(ChannelRequest::Chat { text }) => {
                                if !chat(connection, socket, &text).await {
                                    return Outcome::Lost;
                                }
                                continue;
                            }
                            Ok(ChannelRequest::Bye) => {
                                said_bye = true;
                                continue;
                            }
                            Ok(ChannelRequest::Media { media }) => {
                                let Some(room) = &connection.member.media else { continue };
                                let open =
                                    bridge.get_or_insert_with(|| Bridge::open(room.clone()));
                                if !open.send(media).await {
                                    bridge = None;
                                }
                                continue;
                            }
                            Err(error) => {
                                tracing::debug!(%error, "unreadable channel message");
                                continue;
                            }
                        };
                        if !pass_on(connection, socket, board, to_room, text.len()).await {
                            return Outcome::Lost;
                        }
                    }
                    Message::Close(_) => {
                        return if said_bye { Outcome::Left } else { Outcome::Lost };
                    }
                    _ => {}
                }
            }
            event = next_media(&mut bridge) => match event {
                Some(media) => {
                    if !send(socket, &ChannelEvent::Media { media }).await {
                        return Outcome::Lost;
                    }
                }
                // It stopped, having said why: the browser publishes again.
                None => bridge = None,
            },
            _ = sleep_until(end) => {
                send(socket, &ChannelEvent::Ended).await;
                return Outcome::Ended;
            }
            _ = save.tick() => board.start_save(&connection.db),
            saved = board.saved() => {
                if let Err(message) = saved {
                    let refused = ChannelEvent::Refused { message: message.into() };
                    if !send(socket, &refused).await {
                        return Outcome::Lost;
                    }
                }
            }
            _ = ping.tick() => {
                if last_heard.elapsed() > SILENT_LIMIT
                    || socket.send(Message::Ping(Default::default())).await.is_err()
                {
                    return Outcome::Lost;
                }
            }
        }
    }
}

/// Whether `message` may go to the room, or why not: a pointer longer
/// than a pointer is, a message the room could not hold, a whiteboard
/// change the board cannot take (which is otherwise kept).
fn admit(
    message: &RoomMessage,
    length: usize,
    board: &mut BoardKeeper,
) -> Result<(), &'static str> {
    if matches!(message, RoomMessage::Pointer { .. }) && length > MAX_POINTER_MESSAGE {
        return Err(POINTER_TOO_LONG);
    }
    if rooms::held_bytes(message) > ROOM_BACKLOG_BYTES {
        return Err(TOO_LARGE_TO_PASS_ON);
    }
    match message {
        RoomMessage::Scene { scene } => board.accept(scene),
        _ => Ok(()),
    }
}

/// Passes the client's `message` (`length` bytes as it came) to the room,
/// or tells the client why not; false when the client is gone.
async fn pass_on(
    connection: &Connection,
    socket: &mut WebSocket,
    board: &mut BoardKeeper,
    message: RoomMessage,
    length: usize,
) -> bool {
    match admit(&message, length, board) {
        Ok(()) => {
            connection.publish(message).await;
            true
        }
        Err(why) => {
            send(
                socket,
                &ChannelEvent::Refused {
                    message: why.into(),
                },
            )
            .await
        }
    }
}

/// Keeps the client's chat message and passes it to both sides, or tells
/// the client why not; false when the client is gone.
async fn chat(connection: &Connection, socket: &mut WebSocket, text: &str) -> bool {
    match video_chat::keep(&connection.db, &connection.member, text).await {
        Ok(message) => {
            let kept = ChannelEvent::Chat {
                message: message.clone(),
            };
            let message = Box::new(message);
            connection.publish(RoomMessage::Chat { message }).await;
            send(socket, &kept).await
        }
        Err(why) => {
            let refused = ChannelEvent::Refused {
                message: why.into(),
            };
            send(socket, &refused).await
        }
    }
}

/// Whether the client sent a message longer than the channel reads.
fn too_long(error: &axum::Error) -> bool {
    let source = std::error::Error::source(error);
    matches!(
        source.and_then(|source| source.downcast_ref::<tungstenite::Error>()),
        Some(tungstenite::Error::Capacity(_))
    )
}

/// Says why a message was not read, as a refusal and as the reason the
/// connection closes (what came after it cannot be read either).
async fn refuse_too_long(socket: &mut WebSocket) {
    let refused = ChannelEvent::Refused {
        message: MESSAGE_TOO_LONG.into(),
    };
    if send(socket, &refused).await {
        let frame = CloseFrame {
            code: close_code::SIZE,
            reason: MESSAGE_TOO_LONG.into(),
        };
        let _ = socket.send(Message::Close(Some(frame))).await;
    }
}

/// The bridge's next word for the browser; never, without a bridge.
async fn next_media(bridge: &mut Option<Bridge>) -> Option<MediaEvent> {
    match bridge {
        Some(bridge) => bridge.next().await,
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn member() -> Member {
        Member {
            session_id: "s1".into(),
            student_id: "st1".into(),
            uid: "child".into(),
            role: Role::Student,
            name: "Ada".into(),
            ends_at: 0,
            media: None,
        }
    }

    fn from(uid: &str, connection: &str, message: RoomMessage) -> Envelope {
        Envelope {
            session_id: "s1".into(),
            uid: uid.into(),
            role: "TUTOR".into(),
            connection: connection.into(),
            message,
        }
    }

    fn presence(state: PresenceState) -> RoomMessage {
        RoomMessage::Presence { state }
    }

    #[test]
    fn a_joining_peer_is_told_to_the_client_and_answered_with_presence() {
        let reaction = react(
            &member(),
            "mine",
            &from("tutor", "t1", presence(PresenceState::Joined)),
        );
        assert_eq!(
            reaction,
            Reaction::SendAndAnnounce(ChannelEvent::Peer {
                state: PresenceState::Joined,
                uid: "tutor".into(),
                role: "TUTOR".into(),
                connection: "t1".into(),
            })
        );
        let reaction = react(
            &member(),
            "mine",
            &from("tutor", "t1", presence(PresenceState::Present)),
        );
        assert!(matches!(
            reaction,
            Reaction::Send(ChannelEvent::Peer { .. })
        ));
    }

    #[test]
    fn the_same_person_joining_again_replaces_this_connection() {
        let envelope = from("child", "newer", presence(PresenceState::Joined));
        assert_eq!(react(&member(), "mine", &envelope), Reaction::Replaced);
        let own_echo = from("child", "mine", presence(PresenceState::Joined));
        assert_eq!(react(&member(), "mine", &own_echo), Reaction::Ignore);
        let old_leaving = from("child", "older", presence(PresenceState::Left));
        assert_eq!(react(&member(), "mine", &old_leaving), Reaction::Ignore);
    }

    #[test]
    fn signals_reach_only_the_connection_they_name() {
        let signal = |to: &str| {
            from(
                "tutor",
                "t1",
                RoomMessage::Signal {
                    to: to.into(),
                    data: json!({"sdp": "x"}),
                },
            )
        };
        assert_eq!(
            react(&member(), "mine", &signal("mine")),
            Reaction::Send(ChannelEvent::Signal {
                from: "t1".into(),
                data: json!({"sdp": "x"})
            })
        );
        assert_eq!(react(&member(), "mine", &signal("stale")), Reaction::Ignore);
    }
}
