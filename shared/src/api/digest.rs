//! The weekly digest: what each of a parent's children did in a week, as
//! the parent's home shows it and the weekly e-mail sends it
//! (docs/screens.md, "This week").

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::schedule::status::SessionStatus;

/// `GET /api/parent/digest`: the week so far, Monday 00:00 London time up
/// to now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct WeeklyDigest {
    /// ISO 8601: Monday 00:00 London time.
    pub week_start: String,
    /// ISO 8601: the following Monday 00:00 London time.
    pub week_end: String,
    pub children: Vec<ChildWeek>,
}

/// One child's week.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ChildWeek {
    pub student_id: String,
    pub first_name: String,
    pub games_played: i64,
    /// Whole minutes of play, each game counted until it ended.
    pub minutes_played: i64,
    pub answered: i64,
    pub right: i64,
    /// Areas whose level rose this week, biggest rise first.
    pub went_up: Vec<AreaOfWeek>,
    /// Areas with the most wrong answers this week.
    pub to_practise: Vec<AreaOfWeek>,
    /// The week's tutor sessions that have ended, earliest first.
    pub sessions: Vec<SessionOfWeek>,
}

/// An area (an endcode) in the child's words, with the evidence behind
/// what is said of it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AreaOfWeek {
    pub description: String,
    /// Answers given in the area this week.
    pub answers: i64,
    pub right: i64,
}

/// A tutor session that took place, or should have, this week.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SessionOfWeek {
    /// ISO 8601.
    pub starts_at: String,
    pub subject: String,
    pub tutor_first_name: String,
    pub status: SessionStatus,
    /// What became of it, in a parent's words ("Attended").
    pub outcome: String,
    /// The tutor's note from their report on it, once sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report: Option<String>,
}
