//! The desktop's offline play: content packs to take away, and the queued
//! answers and games it brings back.

use axum::extract::State;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::sync::{
    ContentPack, SYNC_PAGE_SIZE, SyncAnswersRequest, SyncGamesRequest, SyncResponse,
};
use plytime_shared::validation::field_error;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::game::{offline, pack, playing_student};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(content_pack))
        .routes(routes!(sync_answers))
        .routes(routes!(sync_games))
}

/// One subject's live questions with their answers, for playing offline.
#[utoipa::path(get, path = "/student/{id}/content_pack/{subject_id}", tag = "sync",
    params(("id" = String, Path), ("subject_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = ContentPack), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn content_pack(
    State(state): State<AppState>,
    user: AuthUser,
    Path((student_id, subject_id)): Path<(String, String)>,
) -> AppResult<Json<ContentPack>> {
    playing_student(&state.db, &user, &student_id).await?;
    Ok(Json(
        pack::content_pack(&state.db, &student_id, &subject_id).await?,
    ))
}

fn check_page(count: usize, field: &str) -> AppResult<()> {
    if count > SYNC_PAGE_SIZE {
        return Err(AppError::bad_request(field_error(
            field,
            &format!("At most {SYNC_PAGE_SIZE} at a time"),
        )));
    }
    Ok(())
}

/// Answers given offline, marked again here and applied once each.
#[utoipa::path(post, path = "/sync/answers", tag = "sync", request_body = SyncAnswersRequest,
    security(("bearer" = [])),
    responses((status = 200, body = SyncResponse), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn sync_answers(
    State(state): State<AppState>,
    user: AuthUser,
    Json(request): Json<SyncAnswersRequest>,
) -> AppResult<Json<SyncResponse>> {
    check_page(request.answers.len(), "answers")?;
    playing_student(&state.db, &user, &request.student_id).await?;
    let mut items = Vec::with_capacity(request.answers.len());
    for answer in &request.answers {
        items.push(
            offline::apply_answer(&state.db, &state.players, &request.student_id, answer).await?,
        );
    }
    Ok(Json(SyncResponse { items }))
}

/// Games played offline, saved once each after their answers.
#[utoipa::path(post, path = "/sync/games", tag = "sync", request_body = SyncGamesRequest,
    security(("bearer" = [])),
    responses((status = 200, body = SyncResponse), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn sync_games(
    State(state): State<AppState>,
    user: AuthUser,
    Json(request): Json<SyncGamesRequest>,
) -> AppResult<Json<SyncResponse>> {
    check_page(request.games.len(), "games")?;
    playing_student(&state.db, &user, &request.student_id).await?;
    let mut items = Vec::with_capacity(request.games.len());
    for game in &request.games {
        items.push(
            offline::apply_game(&state.db, &state.players, &user, &request.student_id, game)
                .await?,
        );
    }
    Ok(Json(SyncResponse { items }))
}
