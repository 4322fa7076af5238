//! The content hierarchy (subject → theme → topic → endcode → question) as
//! admins see and edit it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::content::{Alternative, AnswerPart, Element, Line};

/// How many questions sit at one score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ScoreCount {
    pub score: f64,
    pub occurs: i64,
}

/// The difficulties measured from children's answers of the questions
/// under a level that the engine uses instead of their authored scores
/// (`game::estimate::QuestionLevel::is_measured`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct MeasuredStats {
    pub min_score: f64,
    pub max_score: f64,
    /// Questions measured so far.
    pub question_count: i64,
    /// The answers their measurements rest on.
    pub answer_count: i64,
}

/// An id with its name, for breadcrumbs and tables.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Named {
    pub _id: String,
    pub name: String,
}

/// The question statistics every admin level carries. Scores are absent
/// when the level has no questions yet. Archived questions are not counted.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct QuestionStats {
    #[schema(required)]
    pub min_score: Option<f64>,
    #[schema(required)]
    pub max_score: Option<f64>,
    pub question_distribution: Vec<ScoreCount>,
    pub question_count: i64,
    /// Absent while none of the questions is measured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measured: Option<MeasuredStats>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AdminSubject {
    pub _id: String,
    pub name: String,
    #[schema(required)]
    pub min_score: Option<f64>,
    #[schema(required)]
    pub max_score: Option<f64>,
    pub question_distribution: Vec<ScoreCount>,
    pub question_count: i64,
    /// See [`QuestionStats::measured`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub measured: Option<MeasuredStats>,
    pub endcode_count: i64,
    pub topic_count: i64,
    pub theme_count: i64,
    pub themes: Vec<Named>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AdminTheme {
    pub _id: String,
    pub name: String,
    /// The subject's id.
    pub subject: String,
    #[schema(required)]
    pub min_score: Option<f64>,
    #[schema(required)]
    pub max_score: Option<f64>,
    pub question_distribution: Vec<ScoreCount>,
    pub question_count: i64,
    /// See [`QuestionStats::measured`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub measured: Option<MeasuredStats>,
    pub endcode_count: i64,
    pub topic_count: i64,
    pub topics: Vec<Named>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AdminTopic {
    pub _id: String,
    pub name: String,
    /// The theme's id.
    pub theme: String,
    #[schema(required)]
    pub min_score: Option<f64>,
    #[schema(required)]
    pub max_score: Option<f64>,
    pub question_distribution: Vec<ScoreCount>,
    pub question_count: i64,
    /// See [`QuestionStats::measured`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub measured: Option<MeasuredStats>,
    pub endcode_count: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AdminEndcode {
    pub _id: String,
    pub name: String,
    /// The topic's id.
    pub topic: String,
    pub description: String,
    pub help_videos: Vec<String>,
    /// 1 (highest) to 3.
    pub priority: i64,
    #[schema(required)]
    pub min_score: Option<f64>,
    #[schema(required)]
    pub max_score: Option<f64>,
    pub question_distribution: Vec<ScoreCount>,
    pub question_count: i64,
    /// See [`QuestionStats::measured`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub measured: Option<MeasuredStats>,
}

/// `POST subject`, `PUT subject/{id}`, and the same for theme and topic.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct NamedBody {
    pub name: String,
}

/// `POST topic/{id}/endcode`, `PUT endcode/{id}`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct EndcodeBody {
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub help_videos: Vec<String>,
    /// 1 (highest) to 3; 2 when not given.
    #[serde(default = "default_priority")]
    pub priority: i64,
}

fn default_priority() -> i64 {
    2
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum QuestionStatus {
    Draft,
    Review,
    Approved,
    Live,
    Archived,
}

impl QuestionStatus {
    pub const ALL: [QuestionStatus; 5] = [
        QuestionStatus::Draft,
        QuestionStatus::Review,
        QuestionStatus::Approved,
        QuestionStatus::Live,
        QuestionStatus::Archived,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            QuestionStatus::Draft => "draft",
            QuestionStatus::Review => "review",
            QuestionStatus::Approved => "approved",
            QuestionStatus::Live => "live",
            QuestionStatus::Archived => "archived",
        }
    }

    pub fn parse(name: &str) -> Option<QuestionStatus> {
        QuestionStatus::ALL
            .into_iter()
            .find(|status| status.as_str() == name.trim())
    }
}

/// A question as admins edit it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AdminQuestion {
    pub _id: String,
    #[serde(rename = "ref")]
    pub reference: String,
    pub status: QuestionStatus,
    /// The authored difficulty.
    pub score: f64,
    /// The difficulty measured from children's answers, on the same month
    /// scale, and how many answers it rests on; null before the first.
    #[schema(required = true)]
    pub measured_score: Option<f64>,
    pub measured_count: i64,
    /// Whether the engine uses the measured difficulty rather than the
    /// authored one: it rests on enough answers.
    pub measured_in_use: bool,
    pub standard_time: i64,
    pub maximum_time: i64,
    #[schema(value_type = Vec<Vec<Element>>)]
    pub lines: Vec<Line>,
    #[schema(value_type = Vec<Vec<AnswerPart>>)]
    pub answers: Vec<Alternative>,
    pub endcode: Named,
    pub topic: Named,
    pub theme: Named,
    pub subject: Named,
}

/// `POST endcode/{id}/question` and `PUT question/{id}`. On update `ref` is
/// read-only: the stored one is kept whatever is sent.
///
/// Times and score are read as numbers so that a fraction or a negative
/// number gets its field's message rather than a parse error.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct QuestionBody {
    #[serde(rename = "ref", default)]
    pub reference: String,
    pub status: QuestionStatus,
    pub score: f64,
    pub standard_time: f64,
    pub maximum_time: f64,
    #[schema(value_type = Vec<Vec<Element>>)]
    pub lines: Vec<Line>,
    #[schema(value_type = Vec<Vec<AnswerPart>>)]
    pub answers: Vec<Alternative>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct SearchMetadata {
    pub from: i64,
    pub to: i64,
    pub of: i64,
}

/// `GET admin/question/search`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct QuestionSearchResult {
    pub data: Vec<AdminQuestion>,
    pub metadata: SearchMetadata,
}

/// `POST admin/image`: an image for Image elements.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ImageUpload {
    pub content_base64: String,
    pub content_type: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ImageId {
    pub image_id: String,
}

/// Limits of the content fields.
pub const MAX_SCORE: f64 = 200.0;
pub const SCORE_MESSAGE: &str = "Must be number between 0 and 200";
pub const WHOLE_NUMBER_MESSAGE: &str = "Must be whole number greater than or equal to 0";
pub const PRIORITY_MESSAGE: &str = "Must be 1, 2 or 3";
/// Shown to the editor as a warning; saving is not refused for it.
pub const MAXIMUM_TIME_WARNING: &str = "Maximum time must be longer than standard time";
