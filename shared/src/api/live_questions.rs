//! Questions the tutor asks during a live session (docs/live-sessions.md,
//! "Live questions"): a bank question on the child's screen, answered with
//! the game's inputs and marked by the server, its result seen by the
//! tutor at once. The answer counts in the child's answers as a session
//! answer: no tokens, no game score, no move of their level.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::content::answer::Submission;
use crate::content::element::Line;
use crate::content::marker::Decision;

/// The most questions a tutor may ask in one session: far more than
/// fifteen minutes hold, and a bound on what one session can write.
pub const MAX_LIVE_QUESTIONS: i64 = 40;

pub const TOO_MANY_LIVE_QUESTIONS: &str = "A session takes at most 40 questions";
pub const NO_SUCH_LIVE_QUESTION: &str = "No such question in this session";
pub const NOT_IN_SUBJECT: &str = "That question is not one of this session's subject";

/// `POST /api/session/{id}/questions`: the tutor asks a bank question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AskLiveQuestion {
    pub question_id: String,
}

/// `POST /api/session/{id}/questions/{asked_id}/answer`: the child's
/// answer, by the input's position, as in a game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct LiveAnswerRequest {
    pub answer: Submission,
    /// Seconds the child took, as their screen counted them.
    pub time: f64,
}

/// How the child answered a live question, as the server marked it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct LiveAnswer {
    pub answer: Submission,
    pub result: Decision,
    /// ISO 8601.
    pub answered_at: String,
}

/// `GET /api/session/{id}/questions`: a question asked in the session,
/// as the child sees it (never its correct answers), and the answer once
/// given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct LiveQuestion {
    pub _id: String,
    pub question_id: String,
    pub endcode_id: String,
    /// The area in the child's words.
    pub endcode_description: String,
    pub lines: Vec<Line>,
    /// ISO 8601.
    pub asked_at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub answered: Option<LiveAnswer>,
}
