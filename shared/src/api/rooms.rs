//! The live session room: what `GET /api/session/{id}/room` gives a
//! participant, and the messages of the session channel that carries the
//! built-in call's signalling and the participants' presence
//! (docs/live-sessions.md).

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use crate::whiteboard::Scene;

/// A pointer message is a few numbers and two words, some 120 bytes of
/// JSON: this many leaves room for long decimals and never for a payload.
pub const MAX_POINTER_MESSAGE: usize = 512;

pub const POINTER_TOO_LONG: &str =
    "A pointer message may be at most 512 bytes: this one was not passed on";

/// The most a chat message in the room may hold, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

pub const CHAT_TOO_LONG: &str = "A chat message may be at most 500 characters: it was not sent";
pub const CHAT_EMPTY: &str = "A chat message needs some words: it was not sent";
pub const CHAT_NOT_KEPT: &str = "The chat message could not be kept: try again";

/// A message of the room's chat, kept with the session
/// (`GET /api/session/{id}/chat`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ChatMessage {
    pub _id: String,
    /// The sender's account.
    pub sender_id: String,
    pub sender_name: String,
    /// `STUDENT` or `TUTOR`.
    pub role: String,
    /// As shown: contact details masked (docs/safeguarding.md).
    pub text: String,
    /// ISO 8601.
    pub sent_at: String,
}

/// Where a participant's pointer is on the whiteboard, as the drawing
/// component reports it. Only these fields are read and passed on, so a
/// pointer takes the same few bytes whatever was sent.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS, ToSchema)]
pub struct BoardPointer {
    pub pointer: PointerAt,
    pub button: PointerButton,
}

/// A pointer's place on the board, and whether it is a laser pointer.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS, ToSchema)]
pub struct PointerAt {
    pub x: f64,
    pub y: f64,
    pub tool: PointerTool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PointerTool {
    Pointer,
    Laser,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PointerButton {
    Up,
    Down,
}

/// Which video service runs the room; the server's configuration decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum VideoProvider {
    /// A one-to-one WebRTC call between the two browsers, signalled over
    /// the session channel.
    Builtin,
    /// A Jitsi Meet room (self-hosted or JaaS), joined with a Jitsi JWT.
    Jitsi,
}

/// A STUN or TURN server for the built-in call, in the shape of the
/// browser's `RTCIceServer`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct IceServer {
    pub urls: Vec<String>,
    /// TURN only: `expiry:uid`, minted for this session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub username: Option<String>,
    /// TURN only: the HMAC of the username with the relay's shared secret.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub credential: Option<String>,
}

/// `GET /api/session/{id}/room`: the room token and how to use it
/// (docs/live-sessions.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RoomToken {
    /// Built-in: the same as `channel_token`. Jitsi: the participant's JWT.
    pub token: String,
    /// Opens the session channel (presence, the whiteboard, and the
    /// built-in call's signalling), whichever the video provider.
    pub channel_token: String,
    /// The room's name: unguessable, with no personal data in it.
    pub room_id: String,
    pub provider: VideoProvider,
    /// Built-in only: where the browser finds its way through networks.
    pub ice_servers: Vec<IceServer>,
    /// Jitsi only: the Jitsi Meet server, e.g. `meet.example.org`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub jitsi_domain: Option<String>,
    /// When the room closes (the session's end), ISO 8601.
    pub expires_at: String,
    /// Built-in only: the call goes through the server's media server,
    /// which records it (docs/recordings.md). When false the two browsers
    /// connect to each other and nothing is recorded: the room says so.
    pub recorded: bool,
}

/// `GET /api/video/check`: what the Audio/Video Check tries to reach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct VideoCheck {
    pub provider: VideoProvider,
    /// Built-in only, with TURN credentials good for a few minutes.
    pub ice_servers: Vec<IceServer>,
    /// Jitsi only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub jitsi_domain: Option<String>,
}

/// Why a participant's presence changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PresenceState {
    /// Has just connected (or reconnected, with a new connection id).
    Joined,
    /// Was already connected when someone else joined.
    Present,
    /// Has gone.
    Left,
}

/// What a participant sends on the session channel.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ChannelRequest {
    /// Relayed to the other participant's connection `to` (WebRTC offers,
    /// answers and ICE candidates); the server does not read `data`.
    Signal {
        to: String,
        #[ts(type = "unknown")]
        #[schema(value_type = Object)]
        data: serde_json::Value,
    },
    /// Changes to the whiteboard: relayed to the other participant and kept
    /// with the session.
    Scene { scene: Scene },
    /// Where this participant's pointer is on the whiteboard: relayed only.
    /// At most `MAX_POINTER_MESSAGE` bytes.
    Pointer { data: BoardPointer },
    /// A chat message: kept with the session, then passed to both sides
    /// (the sender's copy is the one kept, contact details masked).
    Chat { text: String },
    /// Leaving on purpose: the client has written its own `disconnect`.
    Bye,
    /// A recorded call's media, negotiated with the server's media server
    /// rather than with the other participant.
    Media { media: MediaRequest },
}

/// A session description (`{type, sdp}` in the browser), complete with
/// its ICE candidates: the recorded call does not trickle them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct SessionDescription {
    #[serde(rename = "type")]
    pub kind: String,
    pub sdp: String,
}

/// A participant's side of a recorded call (docs/recordings.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MediaRequest {
    /// The offer of this participant's camera and microphone, send-only.
    Publish { description: SessionDescription },
    /// The answer to an `offer` of the other participant's media.
    Answer { description: SessionDescription },
}

/// The media server's side of a recorded call.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MediaEvent {
    /// The answer to `publish`: this participant's media is being sent
    /// and recorded.
    Published { description: SessionDescription },
    /// The other participant's media, receive-only: answer it.
    Offer { description: SessionDescription },
    /// The other participant's media stopped (they left or lost their
    /// connection); another `offer` comes when they are back.
    Unsubscribed,
    /// The media server could not be reached or refused: the client
    /// drops its media connections and publishes again a little later.
    Failed { message: String },
}

/// What the server sends on the session channel.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ChannelEvent {
    /// The first message: this connection's id.
    Welcome { connection: String },
    /// Someone else in the room came, was there already, or went.
    Peer {
        state: PresenceState,
        uid: String,
        role: String,
        connection: String,
    },
    /// A signal from the other participant's connection `from`.
    Signal {
        from: String,
        #[ts(type = "unknown")]
        #[schema(value_type = Object)]
        data: serde_json::Value,
    },
    /// The other participant's whiteboard changes.
    Scene { from: String, scene: Scene },
    /// The other participant's pointer on the whiteboard.
    Pointer { from: String, data: BoardPointer },
    /// A chat message as kept, the sender's own included.
    Chat { message: ChatMessage },
    /// The session's live questions changed (one was asked or answered):
    /// read them again from `GET /api/session/{id}/questions`.
    Questions,
    /// A message of this connection's (a whiteboard change, a pointer, a
    /// signal) was not passed on, nor kept, and why.
    Refused { message: String },
    /// The same person opened the room elsewhere; this connection is closed.
    Replaced,
    /// The session is over; the channel closes.
    Ended,
    /// The recorded call's media server speaking to this participant.
    Media { media: MediaEvent },
}

/// `POST /api/session/{id}/handoff`: a one-time code that signs a web
/// browser in for this one session, for the desktop app to open the
/// session where video calls can run (docs/live-sessions.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct SessionHandoff {
    pub code: String,
    /// The code is refused after this moment, ISO 8601.
    pub expires_at: String,
}

/// `POST /api/auth/handoff`: redeems a handoff code once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct HandoffRequest {
    pub code: String,
}
