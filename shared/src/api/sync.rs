//! Offline play on the desktop: the content pack a desktop keeps to play a
//! subject without the server, and the queued answers and games it sends
//! back when the connection returns.
//!
//! Every queued item carries its own id, chosen on the desktop when the
//! item is made. That id is the idempotency key: the server stores the
//! answer (or game) under it, so sending an item again, however often and
//! after whatever crash, finds it already there and changes nothing.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::game::GameSummary;
use crate::content::{Alternative, AnswerPart, Decision, Element, Line, Submission};
use crate::game::Difficulty;
use crate::game::estimate::QuestionLevel;
use crate::game::time_allowance::TimeAllowance;

/// Most items a desktop sends in one sync request.
pub const SYNC_PAGE_SIZE: usize = 50;

/// Reasons an answer given offline is refused, each final: sending the
/// item again is refused the same way.
pub const OFFLINE_NO_SUCH_QUESTION: &str = "No such question";
pub const OFFLINE_ANSWER_ID_TAKEN: &str = "This answer id belongs to another student";
pub const OFFLINE_ALREADY_ANSWERED: &str = "This question has already been answered in this game";
pub const OFFLINE_GAME_OF_ANOTHER: &str = "This game belongs to another student";
pub const OFFLINE_GAME_OVER: &str = "This game is over";
pub const OFFLINE_NO_SUCH_GAME_TYPE: &str = "No such game";
pub const OFFLINE_BAD_ID: &str = "Ids must be 1 to 64 characters";
/// Reasons from the rules an offline answer's timeline must keep
/// (`game::synced`).
pub const SYNC_ANSWER_IN_FUTURE: &str = "This answer is dated in the future";
pub const SYNC_ANSWER_TOO_OLD: &str =
    "This answer is older than the 42 days an offline answer counts for";
pub const SYNC_ANSWER_TOO_FAST: &str =
    "This answer came faster than a question can be read and answered (under 1 second)";
pub const SYNC_ANSWER_OUTSIDE_GAME: &str = "This answer falls outside its game's time";
pub const SYNC_ANSWER_OUT_OF_ORDER: &str =
    "This answer's question was asked before the game's previous answer was given";
pub const SYNC_ANSWER_BAD_TIME: &str = "answered_at: Is not a date and time";

/// An endcode a pack's questions come from, with the ids of its topic,
/// theme and subject so that a focus on any of them can be resolved
/// offline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PackEndcode {
    pub _id: String,
    pub topic_id: String,
    pub theme_id: String,
    pub subject_id: String,
    pub priority: i64,
}

/// A live question with what marking it needs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PackQuestion {
    pub _id: String,
    #[serde(rename = "ref")]
    pub reference: String,
    pub endcode_id: String,
    /// The authored difficulty.
    pub score: f64,
    /// The difficulty measured from children's answers and how many it
    /// rests on (`game::estimate::QuestionLevel`); absent from packs made
    /// before it was measured.
    #[serde(default)]
    #[schema(required)]
    pub measured_score: Option<f64>,
    #[serde(default)]
    #[schema(required)]
    pub measured_count: i64,
    pub maximum_time: i64,
    pub standard_time: i64,
    #[schema(value_type = Vec<Vec<Element>>)]
    pub lines: Vec<Line>,
    #[schema(value_type = Vec<Vec<AnswerPart>>)]
    pub answers: Vec<Alternative>,
}

impl PackQuestion {
    pub fn level(&self) -> QuestionLevel {
        QuestionLevel {
            authored: self.score,
            measured: self.measured_score,
            measured_count: self.measured_count,
        }
    }
}

/// The student's standing in one endcode when the pack was made.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PackEstimate {
    pub endcode_id: String,
    pub score: f64,
    /// How sure the score is, in months (`game::estimate::Estimate`);
    /// absent from packs made before it was kept.
    #[serde(default)]
    #[schema(required)]
    pub uncertainty: Option<f64>,
    pub answer_count: i64,
    /// ISO 8601.
    pub last_answered_at: String,
}

/// `GET student/{id}/content_pack/{subject_id}`: one subject's live
/// questions, for one student to play offline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ContentPack {
    pub student_id: String,
    pub subject_id: String,
    /// ISO 8601: when the server made the pack.
    pub issued_at: String,
    /// The student's level in the subject (their estimate, or where a
    /// child of their school year is on track).
    pub subject_level: f64,
    /// How sure that level is when the pack is issued, in months; absent
    /// from packs made before it was kept.
    #[serde(default)]
    #[schema(required)]
    pub subject_uncertainty: Option<f64>,
    pub endcodes: Vec<PackEndcode>,
    pub questions: Vec<PackQuestion>,
    pub estimates: Vec<PackEstimate>,
    /// Questions the student answered in the last few days, asked again
    /// only when nothing else is left.
    pub recently_answered: Vec<String>,
    /// The time the student's games give them, so an offline game is
    /// scored on the clock the server will replay it on; standard in packs
    /// made before extra time existed.
    #[serde(default)]
    #[schema(required)]
    pub time_allowance: TimeAllowance,
}

/// One answer given offline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct OfflineAnswer {
    /// Chosen on the desktop (a UUID): the answer's id on the server too.
    pub _id: String,
    pub question_id: String,
    /// The game it was given in, with the library game and focus the game
    /// started with (the server records the game on its first answer).
    pub game_summary_id: String,
    pub game_id: String,
    pub focus: Vec<String>,
    pub difficulty: Difficulty,
    #[schema(value_type = Object)]
    pub answer: Submission,
    /// Seconds taken.
    pub time: f64,
    /// ISO 8601: when the student answered.
    pub answered_at: String,
}

/// `POST sync/answers`: at most `SYNC_PAGE_SIZE` answers of one student,
/// oldest first.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SyncAnswersRequest {
    pub student_id: String,
    pub answers: Vec<OfflineAnswer>,
}

/// `POST sync/games`: at most `SYNC_PAGE_SIZE` games of one student, each
/// sent after all of its answers.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SyncGamesRequest {
    pub student_id: String,
    pub games: Vec<GameSummary>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SyncOutcome {
    /// Recorded now.
    Applied,
    /// Recorded by an earlier send of the same item: nothing changed.
    Duplicate,
    /// Refused for good (see `reason`); the desktop drops it and says why.
    Rejected,
}

/// What became of one queued item.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SyncedItem {
    pub _id: String,
    pub outcome: SyncOutcome,
    /// For an answer applied or duplicated: the server's own marking.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub result: Option<Decision>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub reason: Option<String>,
}

impl SyncedItem {
    pub fn rejected(id: &str, reason: &str) -> SyncedItem {
        SyncedItem {
            _id: id.to_string(),
            outcome: SyncOutcome::Rejected,
            result: None,
            reason: Some(reason.to_string()),
        }
    }
}

/// The answer to a sync request: one item per item sent, in order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SyncResponse {
    pub items: Vec<SyncedItem>,
}
