//! The recorded call's media path (docs/recordings.md): both participants'
//! browsers publish to a Janus VideoRoom made for their session and
//! receive each other through it, and Janus records what it receives.
//! Browsers never speak to Janus's API: this server does, on their behalf,
//! over the session channel (`bridge`), so no browser can stop, pause or
//! delete a recording, or learn the room's secrets.

pub mod bridge;
pub mod janus;
pub mod videoroom;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use hmac::{Hmac, Mac};
use plytime_shared::Role;
use tokio::sync::Mutex;
use tokio::time::Instant;

use crate::config::Config;
use janus::Janus;

/// How long an answer about whether Janus is up is believed: a room token
/// asks, and many are asked at a session's start.
const UP_CHECK_EVERY: Duration = Duration::from_secs(5);

#[derive(Clone)]
pub struct MediaServer {
    janus: Janus,
    /// Derives each room's id, pin and secret.
    secret: Arc<[u8]>,
    /// Where Janus writes the raw recordings, one folder per session.
    raw_dir: PathBuf,
    last_check: Arc<Mutex<Option<(Instant, bool)>>>,
    recordings: Recordings,
}

/// How many participants this replica has publishing into their session's
/// room, where Janus records them (`/metrics`).
#[derive(Clone, Default)]
pub struct Recordings(Arc<AtomicUsize>);

/// One participant counted in [`Recordings`] for as long as it is held.
pub struct Recorded(Arc<AtomicUsize>);

impl Recordings {
    pub fn in_progress(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }

    pub fn start(&self) -> Recorded {
        self.0.fetch_add(1, Ordering::Relaxed);
        Recorded(self.0.clone())
    }
}

impl Drop for Recorded {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// What identifies one session's room on Janus. Derived, not stored, so
/// every replica finds the same room, and nobody without the server's
/// secret can name it or join it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomKeys {
    pub room: u64,
    /// Needed to join the room.
    pub pin: String,
    /// Needed to change or destroy it and to remove someone from it.
    pub secret: String,
}

/// One participant's way into their session's room.
#[derive(Clone)]
pub struct MediaRoom {
    pub janus: Janus,
    pub keys: RoomKeys,
    /// The participant's publisher id in the room, which also names their
    /// recording files: the tutor is 1, the child 2.
    pub publisher: u64,
    /// The session's raw recording folder.
    pub rec_dir: PathBuf,
    /// Where the participant is counted while Janus records them.
    pub recordings: Recordings,
}

impl MediaServer {
    /// The media server the configuration names, if any.
    pub fn from_config(config: &Config) -> anyhow::Result<Option<MediaServer>> {
        let (url, secret) = match (&config.janus_url, &config.janus_secret) {
            (Some(url), Some(secret)) => (url, secret),
            (None, None) => return Ok(None),
            _ => anyhow::bail!("set both PLYTIME_JANUS_URL and PLYTIME_JANUS_SECRET"),
        };
        let raw_dir = config.recordings_raw_dir();
        std::fs::create_dir_all(&raw_dir)?;
        Ok(Some(MediaServer {
            janus: Janus::new(url, secret)?,
            secret: secret.as_bytes().into(),
            raw_dir: std::path::absolute(raw_dir)?,
            last_check: Arc::default(),
            recordings: Recordings::default(),
        }))
    }

    /// Whether Janus answers now (asked at most every few seconds).
    pub async fn is_up(&self) -> bool {
        let mut last = self.last_check.lock().await;
        if let Some((at, up)) = *last
            && at.elapsed() < UP_CHECK_EVERY
        {
            return up;
        }
        let up = self.janus.answers().await;
        if last.is_some_and(|(_, was)| was != up) || (last.is_none() && !up) {
            if up {
                tracing::info!("the media server answers again: calls are recorded");
            } else {
                tracing::warn!("the media server does not answer: calls are not recorded");
            }
        }
        *last = Some((Instant::now(), up));
        up
    }

    pub fn keys(&self, session_id: &str) -> RoomKeys {
        let derive = |purpose: &str| {
            let mut mac = Hmac::<sha2::Sha256>::new_from_slice(&self.secret)
                .expect("HMAC accepts keys of any length");
            mac.update(purpose.as_bytes());
            mac.update(session_id.as_bytes());
            mac.finalize().into_bytes()
        };
        let id = derive("janus room ");
        let mut first = [0u8; 8];
        first.copy_from_slice(&id[..8]);
        RoomKeys {
            // Within JavaScript's safe integers, for Janus's own tools.
            room: (u64::from_be_bytes(first) & ((1 << 53) - 1)).max(1),
            pin: hex::encode(&derive("janus pin ")[..16]),
            secret: hex::encode(&derive("janus secret ")[..16]),
        }
    }

    /// The session's raw recording folder.
    pub fn rec_dir(&self, session_id: &str) -> PathBuf {
        self.raw_dir.join(session_id)
    }

    pub fn room(&self, session_id: &str, role: Role) -> MediaRoom {
        MediaRoom {
            janus: self.janus.clone(),
            keys: self.keys(session_id),
            publisher: if role == Role::Student { 2 } else { 1 },
            rec_dir: self.rec_dir(session_id),
            recordings: self.recordings.clone(),
        }
    }

    /// Participants this replica has publishing into a recorded room now.
    pub fn recordings_in_progress(&self) -> usize {
        self.recordings.in_progress()
    }
}

impl MediaRoom {
    /// Ends the session's room: whoever is still in it is let go and the
    /// recording's files are closed. Nothing to do when it is gone.
    pub async fn close(&self) -> anyhow::Result<()> {
        let session = self.janus.session().await?;
        let result = async {
            let handle = session.attach().await?;
            match session
                .request(handle, videoroom::destroy(&self.keys))
                .await
            {
                Err(error) if janus::plugin_error_code(&error) == Some(videoroom::NO_SUCH_ROOM) => {
                    Ok(())
                }
                other => other.map(drop),
            }
        }
        .await;
        let _ = session.destroy().await;
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server(secret: &str) -> MediaServer {
        MediaServer {
            janus: Janus::new("http://127.0.0.1:1/janus", secret).unwrap(),
            secret: secret.as_bytes().into(),
            raw_dir: PathBuf::from("/raw"),
            last_check: Arc::default(),
            recordings: Recordings::default(),
        }
    }

    #[test]
    fn rooms_differ_by_session_and_secret_and_stay_the_same() {
        let one = server("one");
        assert_eq!(one.keys("s1"), one.keys("s1"));
        assert_ne!(one.keys("s1").room, one.keys("s2").room);
        assert_ne!(one.keys("s1"), server("two").keys("s1"));
        let keys = one.keys("s1");
        assert!(keys.room < 1 << 53);
        assert_ne!(keys.pin, keys.secret);
        assert_eq!(keys.pin.len(), 32);
    }

    #[test]
    fn the_tutor_and_the_child_publish_under_their_own_ids() {
        let one = server("one");
        assert_eq!(one.room("s1", Role::Tutor).publisher, 1);
        assert_eq!(one.room("s1", Role::Student).publisher, 2);
        assert_eq!(
            one.room("s1", Role::Student).rec_dir,
            PathBuf::from("/raw/s1")
        );
    }
}
