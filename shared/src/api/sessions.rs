//! Tutor sessions: the lists, one session, and the calls that move them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::content::Named;
use crate::schedule::status::SessionStatus;

pub const NO_SUCH_SESSION: &str = "No such session";
pub const SUBSTITUTE_FAILED: &str = "Failed to substiute subscription";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SessionStudent {
    pub _id: String,
    pub name: String,
    pub first_name: String,
    pub school_year: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SessionTutor {
    pub _id: String,
    pub first_name: String,
}

/// One entry of a session's register.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RegisterEntry {
    #[serde(rename = "type")]
    pub kind: String,
    /// ISO 8601.
    pub time: String,
    /// The account that recorded it.
    pub user: String,
}

/// A session with what the lists show.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Session {
    pub _id: String,
    pub recurring_session_id: String,
    pub subscription_id: String,
    pub student_id: String,
    pub parent_id: String,
    pub tutor_id: String,
    /// London day of week (0 is Monday) and minutes from midnight.
    pub day_of_week: i64,
    pub session_time: i64,
    /// Minutes.
    pub session_length: i64,
    /// ISO 8601.
    pub session_date_time: String,
    pub session_date_time_end: String,
    pub subject: Named,
    /// The accounts expected in the room: the student's and the tutor's.
    pub participants: Vec<String>,
    pub paid: bool,
    pub cancelled: bool,
    pub relative_level: String,
    pub rescheduled: bool,
    pub substituted: bool,
    pub student: SessionStudent,
    pub tutor: SessionTutor,
    pub register: Vec<RegisterEntry>,
    pub status: SessionStatus,
    /// Still to come, with a tutor who is suspended: an admin hands it to
    /// another tutor.
    pub needs_substitute: bool,
    /// The tutor has sent the report on it (`GET /api/session/{id}/report`).
    pub report_sent: bool,
    /// The session's recording (`GET /api/recording/{id}`), only for those
    /// who may watch it: the child's parent and the safeguarding lead
    /// (docs/recordings.md). Absent for everyone else.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recording_id: Option<String>,
}

/// The event types a session's register records.
pub const REGISTER_TYPES: [&str; 14] = [
    "connect",
    "disconnect",
    "add_local_video",
    "remove_local_video",
    "pause_local_video",
    "unpause_local_video",
    "add_local_audio",
    "remove_local_audio",
    "pause_local_audio",
    "unpause_local_audio",
    "add_local_screen",
    "remove_local_screen",
    "user_still_connected",
    "heartbeat",
];

/// `PUT /api/session/{id}/register`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RegisterEvent {
    #[serde(rename = "type")]
    pub kind: String,
    /// When it happened, ISO 8601 (the server records its own time).
    pub time: String,
}

/// `POST /api/subscription/{id}/reschedule`: move one weekly slot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct WeeklyReschedule {
    pub old_day_of_week: i64,
    pub old_time: i64,
    pub new_day_of_week: i64,
    pub new_time: i64,
    pub session_length: i64,
}
