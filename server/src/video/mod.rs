//! Live session video through one interface with two implementations,
//! chosen by configuration (docs/live-sessions.md): the built-in one-to-one
//! WebRTC call signalled over the session channel, or Jitsi Meet.
//!
//! Who may enter a room, and when, is decided here for both.

pub mod board_store;
pub mod channel;
pub mod chat;
pub mod jitsi;
pub mod live_questions;
pub mod turn;
pub mod whiteboard;

use anyhow::Context;
use plytime_shared::Role;
use plytime_shared::api::rooms::{IceServer, RoomToken, VideoCheck, VideoProvider};
use plytime_shared::schedule::status::{OPEN_BEFORE_MINUTES, is_open};

use crate::auth::tokens::{Signin, TokenKeys};
use crate::config::{Config, VideoProviderSetting};
use crate::db::now_millis;
use crate::db::session_views::SessionRow;
use crate::error::{AppError, AppResult};
use crate::media::{MediaRoom, MediaServer};
use crate::time::iso;

pub const NOT_A_PARTICIPANT: &str = "Only the session's tutor and student take part in it";
pub const ROOM_CANCELLED: &str = "This session was cancelled";
pub const ROOM_UNPAID: &str = "This session is not paid for";
pub const ROOM_NOT_OPEN_YET: &str = "The session opens 2 minutes before it starts";
pub const ROOM_CLOSED: &str = "This session has ended";

/// TURN credentials outlive the session by this much, so a relay
/// allocation made near the end can still be refreshed.
const TURN_GRACE_SECONDS: i64 = 5 * 60;

#[derive(Clone)]
pub enum Video {
    Builtin {
        stun_urls: Vec<String>,
        turn: Option<turn::TurnRelay>,
        /// Carries and records the calls when configured and up.
        media: Option<MediaServer>,
    },
    Jitsi(jitsi::JitsiRooms),
}

/// Someone being let into a session's room.
pub struct Participant<'a> {
    pub uid: &'a str,
    pub role: Role,
    /// What the others see them called.
    pub name: &'a str,
    /// The sign-in they asked under: their pass ends with it.
    pub signin: Option<&'a Signin>,
}

impl Video {
    pub fn from_config(config: &Config) -> anyhow::Result<Video> {
        match config.video_provider {
            VideoProviderSetting::Builtin => {
                let turn = match (&config.turn_secret, config.turn_urls.is_empty()) {
                    (Some(secret), false) => Some(turn::TurnRelay::new(
                        config.turn_urls.clone(),
                        secret.clone(),
                    )),
                    (None, true) => None,
                    _ => anyhow::bail!("set both PLYTIME_TURN_URLS and PLYTIME_TURN_SECRET"),
                };
                Ok(Video::Builtin {
                    stun_urls: config.stun_urls.clone(),
                    turn,
                    media: MediaServer::from_config(config)?,
                })
            }
            VideoProviderSetting::Jitsi => {
                let setting = |value: &Option<String>, name: &str| {
                    value
                        .clone()
                        .with_context(|| format!("the Jitsi video provider needs {name}"))
                };
                Ok(Video::Jitsi(jitsi::JitsiRooms::new(
                    setting(&config.jitsi_domain, "PLYTIME_JITSI_DOMAIN")?,
                    setting(&config.jitsi_app_id, "PLYTIME_JITSI_APP_ID")?,
                    &setting(&config.jitsi_app_secret, "PLYTIME_JITSI_APP_SECRET")?,
                    config.jitsi_audience.clone(),
                    config.jitsi_subject.clone(),
                )))
            }
        }
    }

    pub fn provider(&self) -> VideoProvider {
        match self {
            Video::Builtin { .. } => VideoProvider::Builtin,
            Video::Jitsi(_) => VideoProvider::Jitsi,
        }
    }

    /// The participant's room token for the session, valid until its end.
    pub fn room_token(
        &self,
        keys: &TokenKeys,
        session: &SessionRow,
        who: Participant<'_>,
    ) -> anyhow::Result<RoomToken> {
        let opens = (session.starts_at - OPEN_BEFORE_MINUTES * 60_000) / 1000;
        let ends = session.ends_at() / 1000;
        let channel_token = keys.issue_room(who.uid, who.role, &session.id, who.signin, ends)?;
        let mut room = RoomToken {
            token: String::new(),
            channel_token: channel_token.clone(),
            room_id: session.room_id.clone(),
            provider: self.provider(),
            ice_servers: Vec::new(),
            jitsi_domain: None,
            expires_at: iso(session.ends_at()),
            recorded: false,
        };
        match self {
            Video::Builtin {
                stun_urls, turn, ..
            } => {
                room.token = channel_token;
                room.ice_servers =
                    ice_servers(stun_urls, turn.as_ref(), who.uid, ends + TURN_GRACE_SECONDS);
            }
            Video::Jitsi(rooms) => {
                let affiliation = if who.role == Role::Student {
                    jitsi::Affiliation::Member
                } else {
                    jitsi::Affiliation::Owner
                };
                let pass = jitsi::JitsiPass {
                    room: &session.room_id,
                    user: jitsi::JitsiUser {
                        id: who.uid.to_string(),
                        name: who.name.to_string(),
                        affiliation,
                    },
                    not_before: opens,
                    expires: ends,
                };
                room.token = rooms.token(pass, chrono::Utc::now().timestamp())?;
                room.jitsi_domain = Some(rooms.domain.clone());
            }
        }
        Ok(room)
    }
}

impl Video {
    /// The media server that carries and records built-in calls, if any.
    pub fn media_server(&self) -> Option<&MediaServer> {
        match self {
            Video::Builtin { media, .. } => media.as_ref(),
            Video::Jitsi(_) => None,
        }
    }

    /// Whether a participant joining the session's built-in call now goes
    /// through the media server, and so is recorded: not when the child's
    /// parent objected, nor while the media server is down (the browsers
    /// then connect to each other, and the room says so).
    pub async fn records(&self, recording_allowed: bool) -> bool {
        match self.media_server() {
            Some(media) if recording_allowed => media.is_up().await,
            _ => false,
        }
    }

    /// The participant's way into the session's recorded room.
    pub fn media_room(&self, session_id: &str, role: Role) -> Option<MediaRoom> {
        self.media_server()
            .map(|media| media.room(session_id, role))
    }

    /// What the Audio/Video Check of `uid` tries to reach: the ICE servers
    /// (TURN credentials for a few minutes) or the Jitsi server.
    pub fn check(&self, uid: &str) -> VideoCheck {
        match self {
            Video::Builtin {
                stun_urls, turn, ..
            } => VideoCheck {
                provider: VideoProvider::Builtin,
                ice_servers: ice_servers(
                    stun_urls,
                    turn.as_ref(),
                    uid,
                    now_seconds() + CHECK_SECONDS,
                ),
                jitsi_domain: None,
            },
            Video::Jitsi(rooms) => VideoCheck {
                provider: VideoProvider::Jitsi,
                ice_servers: Vec::new(),
                jitsi_domain: Some(rooms.domain.clone()),
            },
        }
    }
}

/// TURN credentials of the Audio/Video Check last this long.
const CHECK_SECONDS: i64 = 10 * 60;

fn now_seconds() -> i64 {
    chrono::Utc::now().timestamp()
}

/// The STUN servers, and the TURN relay with credentials for `uid` until `expires`.
fn ice_servers(
    stun_urls: &[String],
    turn: Option<&turn::TurnRelay>,
    uid: &str,
    expires: i64,
) -> Vec<IceServer> {
    let mut servers = Vec::new();
    if !stun_urls.is_empty() {
        servers.push(IceServer {
            urls: stun_urls.to_vec(),
            username: None,
            credential: None,
        });
    }
    if let Some(turn) = turn {
        servers.push(turn.ice_server(uid, expires));
    }
    servers
}

/// Why a session's room is closed at `now`, or `None` while it is open:
/// from 2 minutes before a paid, uncancelled session's start until its end.
pub fn room_closed(session: &SessionRow, now: i64) -> Option<&'static str> {
    if session.cancelled != 0 {
        Some(ROOM_CANCELLED)
    } else if !session.paid() {
        Some(ROOM_UNPAID)
    } else if now >= session.ends_at() {
        Some(ROOM_CLOSED)
    } else if !is_open(session.starts_at, session.ends_at(), now) {
        Some(ROOM_NOT_OPEN_YET)
    } else {
        None
    }
}

/// The session's room is open now, or 409 saying why not: for what only
/// happens in the room (its pass, its register, its live questions).
pub fn open_room(session: &SessionRow) -> AppResult<()> {
    match room_closed(session, now_millis()) {
        None => Ok(()),
        Some(reason) => Err(AppError::Conflict(reason.into())),
    }
}

/// Whether the account is one of the session's two participants.
pub fn takes_part(session: &SessionRow, uid: &str) -> bool {
    session.student_account == uid || session.tutor_account == uid
}
