//! Session recordings (docs/recordings.md). Janus writes each session's
//! call as raw files into a folder of its own; after the session this
//! module composes them into one WebM (the tutor and the child side by
//! side), keeps it encrypted in the file store, deletes the raw folder,
//! and plays it back, a byte range at a time, to the child's parent and
//! the safeguarding lead, noting every playback.
//!
//! - `raw`: reading a raw folder, `compose`: the WebM, `tools`: the media
//!   tools they run;
//! - `seal`, `key`, `store`: encryption at rest and the file store;
//! - `job`: finding finished sessions' folders; `retention`: deleting;
//! - `access`, `pass`, `range`: playback.

pub mod access;
pub mod compose;
pub mod job;
pub mod key;
pub mod pass;
pub mod range;
pub mod raw;
pub mod retention;
pub mod seal;
pub mod store;
pub mod tools;

use std::path::PathBuf;

pub use key::RecordingKey;

use crate::config::Config;

/// The folder Janus records a session's call into. The job finds finished
/// sessions by these folders, so this is all the media path needs from
/// here.
pub fn raw_folder(config: &Config, session_id: &str) -> PathBuf {
    config.recordings_raw_dir().join(session_id)
}
