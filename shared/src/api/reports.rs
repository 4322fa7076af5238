//! The tutor's report to the parent after a session (docs/live-sessions.md,
//! "The report to the parent"): what the server knows of the session, the
//! areas to practise next, and the tutor's own words.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::live_questions::LiveQuestion;
use crate::schedule::status::SessionStatus;

/// The most a tutor's note may hold, in characters: a few sentences.
pub const NOTE_MAX_CHARS: usize = 2_000;

pub const NOTE_REQUIRED: &str = "Write a few sentences for the parent";
pub const NOTE_TOO_LONG: &str = "Keep the note under 2000 characters";
pub const NOT_OVER_YET: &str = "The report is written once the session is over";
pub const NOTHING_TO_REPORT: &str = "A cancelled session has no report";
pub const ALREADY_SENT: &str = "This report has already been sent";
pub const NO_REPORT_YET: &str = "No report for this session yet";
pub const NOT_SUGGESTED: &str = "Choose the areas to practise from the suggestions";

/// An area (an endcode) in the child's words, with the answers behind it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PracticeArea {
    pub endcode_id: String,
    pub description: String,
    /// Answers given in the area over the two weeks up to the session.
    pub answers: i64,
    pub right: i64,
}

/// `GET /api/session/{id}/report`. Before it is sent, only the session's
/// tutor (and admins) can read it: a draft prefilled from what the server
/// knows, with every suggested area to practise and an empty note.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SessionReport {
    pub session_id: String,
    pub student_first_name: String,
    pub tutor_first_name: String,
    pub subject: String,
    /// ISO 8601: when the session began.
    pub session_date_time: String,
    pub session_length: i64,
    pub status: SessionStatus,
    /// Whole minutes the child was in the call, within the session's time.
    pub minutes_in_call: i64,
    /// The areas of the questions put on the board and asked live, in the
    /// child's words.
    pub worked_on: Vec<String>,
    /// The questions the tutor asked live, with the child's answers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub live_questions: Vec<LiveQuestion>,
    /// The draft's suggestions, or the areas the tutor chose when sending.
    pub practise_next: Vec<PracticeArea>,
    /// The tutor's words; empty in a draft.
    pub note: String,
    /// ISO 8601; absent in a draft.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent_at: Option<String>,
}

/// `PUT /api/session/{id}/report`: the tutor sends the report, once.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ReportToSend {
    pub note: String,
    /// Endcode ids, each one of the draft's suggestions.
    pub practise_next: Vec<String>,
}

/// `GET /api/admin/session/unreported`: a session that took place more
/// than a day ago and still has no report.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct UnreportedSession {
    pub session_id: String,
    /// ISO 8601.
    pub session_date_time: String,
    pub student_name: String,
    pub tutor_name: String,
    pub subject: String,
}
