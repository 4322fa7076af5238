//! Answer review, performance and messages (notes).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::content::Named;
use crate::content::{AnswerPart, Decision, Element, Submission};
use crate::game::Difficulty;

/// The question as the review screens show it, answers included (the
/// student has answered it already).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ReviewedQuestion {
    pub _id: String,
    #[serde(rename = "ref")]
    pub reference: String,
    #[schema(value_type = Vec<Vec<AnswerPart>>)]
    pub answers: Vec<Vec<AnswerPart>>,
    #[schema(value_type = Vec<Vec<Element>>)]
    pub lines: Vec<Vec<Element>>,
    pub maximum_time: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct EndcodeInfo {
    pub _id: String,
    pub name: String,
    pub description: String,
    pub help_videos: Vec<String>,
    pub priority: i64,
}

/// `GET student/{id}/answers`: one answer record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AnswerRecord {
    pub _id: String,
    pub reviewed: bool,
    pub help_requested: bool,
    pub resolved: bool,
    pub question: ReviewedQuestion,
    pub answer: Submission,
    pub result: Decision,
    /// The question's score.
    pub score: f64,
    /// When it was answered (ISO 8601).
    pub timestamp: String,
    pub subject: Named,
    pub theme: Named,
    pub topic: Named,
    pub endcode: EndcodeInfo,
    pub response_time_pc: f64,
    /// Seconds.
    pub response_time: f64,
    pub difficulty: Difficulty,
    /// The live session whose tutor asked it (docs/live-sessions.md, "Live
    /// questions"); absent for an answer given in a game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub session_id: Option<String>,
}

/// `PUT student/answer/{id}`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ReviewUpdate {
    pub reviewed: bool,
    pub help_requested: bool,
}

/// `PUT student/answer/{id}/resolve`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ResolveUpdate {
    pub resolved: bool,
}

/// One node of the performance hierarchy (subject > theme > topic >
/// endcode). Subjects add the engine's uncertainty; endcodes add
/// description and priority.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PerformanceNode {
    pub _id: String,
    pub name: String,
    #[schema(required)]
    pub min: Option<f64>,
    #[schema(required)]
    pub max: Option<f64>,
    pub current_score: f64,
    pub previous_score: f64,
    pub recent_answer_count: i64,
    /// Every answer the student ever gave here; 0 throughout the tree means
    /// there is no performance to show yet, only the content's defaults.
    pub answer_count: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub description: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub priority: Option<i64>,
    /// For a subject: how unsure the engine is of the child's level there,
    /// a standard deviation in months (docs/games.md, "How the engine
    /// estimates a child's level"). Parents are told no more than it allows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub uncertainty: Option<f64>,
    #[schema(no_recursion)]
    pub children: Vec<PerformanceNode>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct EndcodeScore {
    pub endcode: String,
    pub score: f64,
}

/// `GET student/{id}/trend_stats`: one week's snapshot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TrendStat {
    /// The week's start (Monday 00:00 UTC), ISO 8601.
    pub timestamp: String,
    pub scores: Vec<EndcodeScore>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NoteMessage {
    pub user_content: String,
}

/// A message between a student and the adults around them, about a
/// subject.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Note {
    pub _id: String,
    pub subject: String,
    pub student: String,
    pub sender_id: String,
    pub sender_name: String,
    pub timestamp: String,
    pub message: NoteMessage,
    /// Contact details were taken out of the message before it was kept
    /// (docs/safeguarding.md).
    pub masked: bool,
}

/// `POST note/{student}/{subject}`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct NewNote {
    pub message: String,
}

/// `GET note/{student}/{subject}`: a page of notes, newest first, `count`
/// of them, out of `total`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct NotesPage {
    pub notes: Vec<Note>,
    pub count: i64,
    pub total: i64,
}

/// `GET unread_notes/{student}/{subject}`: notes from others since the
/// caller last read, and when that was.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct UnreadNotes {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub timestamp: Option<String>,
    pub count: i64,
}

/// `PUT notes_read/{student}/{subject}`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct NotesRead {
    pub timestamp: String,
}

/// Notes longer than this are refused.
pub const MAX_NOTE_CHARS: usize = 4000;
/// Notes page size when none is asked for.
pub const NOTES_PAGE: i64 = 10;
