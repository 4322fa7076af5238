//! Live questions (docs/live-sessions.md, "Live questions"): the session's
//! tutor asks, its child answers, and both sides, the child's parent and
//! admins read them.

use axum::extract::State;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::game::AnswerResponse;
use plytime_shared::api::live_questions::{AskLiveQuestion, LiveAnswerRequest, LiveQuestion};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::error::AppResult;
use crate::extract::{Json, Path};
use crate::state::AppState;
use crate::video::live_questions;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(live_questions, ask_live_question))
        .routes(routes!(answer_live_question))
}

/// The questions asked in the session, first asked first, with the
/// child's answers; never the correct answers.
#[utoipa::path(get, path = "/session/{session_id}/questions", tag = "sessions",
    params(("session_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Vec<LiveQuestion>), (status = 404, body = ErrorBody)))]
async fn live_questions(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<LiveQuestion>>> {
    let session = access::session(&state.db, &user, &id).await?;
    Ok(Json(live_questions::of_session(&state.db, &session).await?))
}

/// The tutor asks a bank question of the session's subject, while the
/// session is on; every question asked so far comes back.
#[utoipa::path(post, path = "/session/{session_id}/questions", tag = "sessions",
    params(("session_id" = String, Path)), request_body = AskLiveQuestion,
    security(("bearer" = [])),
    responses((status = 200, body = Vec<LiveQuestion>), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn ask_live_question(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Json(request): Json<AskLiveQuestion>,
) -> AppResult<Json<Vec<LiveQuestion>>> {
    let session = access::session(&state.db, &user, &id).await?;
    live_questions::ask(
        &state.db,
        &state.rooms,
        &user,
        &session,
        &request.question_id,
    )
    .await?;
    Ok(Json(live_questions::of_session(&state.db, &session).await?))
}

/// The child answers a question asked in their session, once; the server
/// marks it and gives the result with the correct answers.
#[utoipa::path(post, path = "/session/{session_id}/questions/{asked_id}/answer",
    tag = "sessions",
    params(("session_id" = String, Path), ("asked_id" = String, Path)),
    request_body = LiveAnswerRequest, security(("bearer" = [])),
    responses((status = 200, body = AnswerResponse), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn answer_live_question(
    State(state): State<AppState>,
    user: AuthUser,
    Path((id, asked_id)): Path<(String, String)>,
    Json(request): Json<LiveAnswerRequest>,
) -> AppResult<Json<AnswerResponse>> {
    let session = access::session(&state.db, &user, &id).await?;
    let marked = live_questions::answer(
        &state.db,
        &state.rooms,
        &user,
        &session,
        &asked_id,
        &request,
    )
    .await?;
    Ok(Json(marked))
}
