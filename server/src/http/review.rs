//! Answer review: the student's answers with their questions, the review
//! and help flags, and tutors resolving help requests.

use axum::extract::State;
use plytime_shared::Role;
use plytime_shared::api::content::Named;
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::api::review::{
    AnswerRecord, EndcodeInfo, ResolveUpdate, ReviewUpdate, ReviewedQuestion,
};
use plytime_shared::game::Difficulty;
use plytime_shared::game::clock::WEEK_MILLIS;
use plytime_shared::game::review::review_earns_token;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::answers::{self, RecordRow, parse_result};
use crate::db::{json, now_millis, tokens};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::state::AppState;
use crate::time::{iso, parse_iso};

pub const NO_SUCH_ANSWER: &str = "No such answer";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_answers))
        .routes(routes!(review_answer))
        .routes(routes!(resolve_answer))
}

#[derive(Debug, Deserialize, IntoParams)]
struct AnswersQuery {
    /// Start of the window (ISO 8601); a week ago when absent.
    since_date_iso: Option<String>,
    /// End of the window (ISO 8601); now when absent.
    to_date_iso: Option<String>,
}

fn millis(field: &str, value: Option<&str>, default: i64) -> AppResult<i64> {
    match value {
        None | Some("") => Ok(default),
        Some(text) => parse_iso(field, text),
    }
}

fn record(row: RecordRow) -> sqlx::Result<AnswerRecord> {
    let named = |id: String, name: String| Named { _id: id, name };
    Ok(AnswerRecord {
        _id: row.id,
        reviewed: row.reviewed != 0,
        help_requested: row.help_requested != 0,
        resolved: row.resolved != 0,
        question: ReviewedQuestion {
            _id: row.question_id,
            reference: row.reference,
            answers: json::decode("questions.answers", &row.answers)?,
            lines: json::decode("questions.lines", &row.lines)?,
            maximum_time: row.maximum_time,
        },
        answer: json::decode("answers.answer", &row.answer)?,
        result: parse_result(&row.result),
        score: row.question_score,
        timestamp: iso(row.answered_at),
        subject: named(row.subject_id, row.subject_name),
        theme: named(row.theme_id, row.theme_name),
        topic: named(row.topic_id, row.topic_name),
        endcode: EndcodeInfo {
            _id: row.endcode_id,
            name: row.endcode_name,
            description: row.description,
            help_videos: json::decode("endcodes.help_videos", &row.help_videos)?,
            priority: row.priority,
        },
        response_time_pc: row.response_time_pc,
        response_time: row.response_time,
        session_id: row.session_id,
        difficulty: Difficulty::parse(&row.difficulty).unwrap_or(Difficulty::Medium),
    })
}

/// A student's answers in a window (a week by default), newest first.
#[utoipa::path(get, path = "/student/{student_id}/answers", tag = "review",
    params(("student_id" = String, Path), AnswersQuery), security(("bearer" = [])),
    responses((status = 200, body = Vec<AnswerRecord>), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn list_answers(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student): Path<String>,
    Query(query): Query<AnswersQuery>,
) -> AppResult<Json<Vec<AnswerRecord>>> {
    access::student_screen(&state.db, &user, &student).await?;
    let now = now_millis();
    let since = millis(
        "since_date_iso",
        query.since_date_iso.as_deref(),
        now - WEEK_MILLIS,
    )?;
    let until = millis("to_date_iso", query.to_date_iso.as_deref(), now + 1)?;
    let rows = answers::records(&state.db, &student, since, until).await?;
    let records = rows.into_iter().map(record).collect::<sqlx::Result<_>>()?;
    Ok(Json(records))
}

/// The student marks an answer reviewed or asks for help (which also marks
/// it reviewed). Reviewing a wrong or passed answer within 14 days turns its
/// pending token into a real one, once.
#[utoipa::path(put, path = "/student/answer/{answer_id}", tag = "review",
    request_body = ReviewUpdate, params(("answer_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn review_answer(
    State(state): State<AppState>,
    user: AuthUser,
    Path(answer_id): Path<String>,
    Json(update): Json<ReviewUpdate>,
) -> AppResult<Json<Success>> {
    let owned = answers::owner(&state.db, &answer_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_ANSWER.into()))?;
    access::family_act(&state.db, &user, &owned.student_id).await?;
    let reviewed = update.reviewed || update.help_requested;
    let mut tx = state.db.write().begin().await?;
    answers::set_review(&mut tx, &answer_id, reviewed, update.help_requested).await?;
    let result = parse_result(&owned.result);
    if reviewed && review_earns_token(result, owned.answered_at, now_millis()) {
        tokens::review_pending(&mut tx, &owned.student_id, &answer_id).await?;
    }
    tx.commit().await?;
    Ok(Json(Success::YES))
}

/// A tutor (or admin) marks a help request dealt with.
#[utoipa::path(put, path = "/student/answer/{answer_id}/resolve", tag = "review",
    request_body = ResolveUpdate, params(("answer_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn resolve_answer(
    State(state): State<AppState>,
    user: AuthUser,
    Path(answer_id): Path<String>,
    Json(update): Json<ResolveUpdate>,
) -> AppResult<Json<Success>> {
    user.require(&[Role::Tutor, Role::Admin])?;
    let owned = answers::owner(&state.db, &answer_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_ANSWER.into()))?;
    access::student_screen(&state.db, &user, &owned.student_id).await?;
    answers::set_resolved(&state.db, &answer_id, update.resolved).await?;
    Ok(Json(Success::YES))
}
