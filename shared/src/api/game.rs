//! The game: its library, asking and answering, the summary, high scores
//! and mixes.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::content::{Alternative, AnswerPart, Decision, Element, Line, Submission};
use crate::game::Difficulty;
use crate::game::scoring::PlayerScore;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GameMode {
    Multiplayer,
    Singleplayer,
}

impl GameMode {
    pub fn as_str(self) -> &'static str {
        match self {
            GameMode::Multiplayer => "multiplayer",
            GameMode::Singleplayer => "singleplayer",
        }
    }
}

/// `GET game/library`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct LibraryGame {
    pub _id: String,
    /// `speed_standard`.
    pub game_type: String,
    pub description: String,
    /// Seconds.
    pub duration: i64,
    pub game_mode: GameMode,
}

/// `PUT ask`. `focus` holds the ids of subjects (or of themes, topics and
/// endcodes, as a mix may) to draw questions from. `game_summary_id` is the
/// id the client gave this game when it started, and `game_id` the library
/// game being played: the server records each question asked in the game.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct AskRequest {
    pub student: String,
    pub difficulty: Difficulty,
    pub focus: Vec<String>,
    #[serde(default)]
    pub endcodes_to_exclude: Vec<String>,
    pub game_summary_id: String,
    pub game_id: String,
}

/// A question as a student sees it: never its answers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AskedQuestion {
    pub _id: String,
    #[serde(rename = "ref")]
    pub reference: String,
    pub score: f64,
    pub maximum_time: i64,
    pub standard_time: i64,
    #[schema(value_type = Vec<Vec<Element>>)]
    pub lines: Vec<Line>,
    /// The endcode's id, so that the next ask can exclude it.
    pub endcode: String,
}

/// `POST question/{question_id}/answer`. `time` is the seconds the student
/// took; the server bounds it by the time since the question was asked.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct AnswerRequest {
    pub student_id: String,
    pub time: f64,
    pub difficulty: Difficulty,
    pub answer: Submission,
    pub game_summary_id: String,
    pub game_id: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AnswerResponse {
    pub result: Decision,
    /// The correct answers, shown to the student after they answered.
    #[schema(value_type = Vec<Vec<AnswerPart>>)]
    pub answers: Vec<Alternative>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PlayerType {
    Human,
    Ghost,
}

/// One player of a game summary. Humans carry their coins and counts;
/// ghosts their id and colour.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlayerSummary {
    pub player: String,
    pub player_type: PlayerType,
    pub total_points: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coins: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty_bonus: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub streak_bonus: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub streak: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub highest_streak: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question_cnt: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub correct_cnt: Option<i64>,
}

impl PlayerSummary {
    /// The human player, with the figures their answers earned.
    pub fn human(name: &str, score: &PlayerScore) -> PlayerSummary {
        PlayerSummary {
            player: name.to_string(),
            player_type: PlayerType::Human,
            total_points: score.total_points(),
            id: None,
            colour: None,
            coins: Some(score.score),
            difficulty_bonus: Some(score.bonus_points),
            streak_bonus: Some(score.streak_points),
            streak: Some(score.consecutive_correct_answers),
            highest_streak: Some(score.highest_streak),
            question_cnt: Some(score.total_questions),
            correct_cnt: Some(score.correct_answers),
        }
    }
}

/// `PUT game`: the summary of a finished (or abandoned) game. The human
/// player's figures are replayed on the server from the answers it marked;
/// what the client sends for them is ignored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct GameSummary {
    pub _id: String,
    pub game_id: String,
    pub focus: Vec<String>,
    pub players: Vec<PlayerSummary>,
    #[serde(default)]
    pub started_at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<String>,
    pub game_type: String,
    pub duration: i64,
}

/// Tokens a game earned, shown on its summary (docs/games.md).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct GameTokens {
    pub token_count: i64,
    pub pending_token_count: i64,
    pub without_subscription_count: i64,
}

/// The answer to `PUT game`: the summary as saved, the tokens earned, and
/// the best total of earlier games of the same type and duration.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SavedGame {
    pub summary: GameSummary,
    /// Always there from the server; `null` from the desktop app when the
    /// game was saved offline and the server will count its tokens at sync.
    #[schema(required)]
    pub tokens: Option<GameTokens>,
    pub previous_highscore: i64,
}

/// `GET game/highscore`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Highscore {
    pub score: i64,
}

/// A student's named selection of subjects (or themes, topics, endcodes).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Mix {
    pub _id: String,
    pub student: String,
    pub name: String,
    pub subject: String,
    pub subjects: Vec<String>,
}

/// `POST student/{id}/mixes`, `PUT student/{id}/mixes/{mix_id}`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct MixBody {
    pub name: String,
    pub subject: String,
    pub subjects: Vec<String>,
}

/// `DELETE student/{id}/mixes/{mix_id}`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DeletedMix {
    pub mix_id: String,
}

pub const NO_QUESTIONS: &str =
    "There are no questions for this choice yet. Please choose another subject or mix.";
pub const BANK_EXHAUSTED: &str = "You have answered every question for this choice in this game. Please choose another subject or mix.";
