//! Session recordings (docs/recordings.md): played back by the child's
//! parent and the safeguarding lead, every playback kept in an audit log.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::Role;

/// What everyone who may not watch a recording is told, whether or not it
/// exists.
pub const NO_SUCH_RECORDING: &str = "No such recording";
/// A `Range` that starts past the recording's end.
pub const RANGE_NOT_SATISFIABLE: &str = "The range asked for is not in the recording";
/// A playback pass that is forged, expired, for another recording, or
/// whose sign-in has ended.
pub const PLAYBACK_PASS_INVALID: &str =
    "This playback link has expired, please open the recording again";

/// Where a player streams one recording from: the URL carries a pass, as a
/// `<video>` element cannot send the bearer token.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PlaybackPass {
    /// The recording's stream, relative to the server's origin.
    pub url: String,
    /// When the pass stops working (ISO 8601).
    pub expires_at: String,
}

/// One playback of a recording, as the audit log keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RecordingView {
    pub _id: String,
    /// Who watched: their account id, name and role (a safeguarding lead
    /// is an admin).
    pub viewer_uid: String,
    pub viewer_name: String,
    pub viewer_role: Role,
    /// ISO 8601.
    pub viewed_at: String,
    /// The address the request came from.
    pub address: String,
    /// The `Range` header asked for (`bytes=0-1023`); none for the whole
    /// file, or for a playback opened in the player.
    #[schema(required)]
    pub range: Option<String>,
}
