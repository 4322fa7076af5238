//! The game's calls: library, subjects to play, ask, answer, save, high
//! score.

use axum::extract::State;
use plytime_shared::api::content::Named;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::game::{
    AnswerRequest, AnswerResponse, AskRequest, AskedQuestion, GameSummary, Highscore, LibraryGame,
    SavedGame,
};
use plytime_shared::validation::field_error;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::content::hierarchy;
use crate::db::games::{self, NewGame};
use crate::db::now_millis;
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::game::{GAME_OVER, answering, next_question, own_student, playing_card, summary};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(library))
        .routes(routes!(subjects))
        .routes(routes!(ask))
        .routes(routes!(answer))
        .routes(routes!(save_game))
        .routes(routes!(highscore))
}

/// The games that can be played.
#[utoipa::path(get, path = "/game/library", tag = "game", security(("bearer" = [])),
    responses((status = 200, body = Vec<LibraryGame>)))]
async fn library(State(state): State<AppState>, _: AuthUser) -> AppResult<Json<Vec<LibraryGame>>> {
    let games = games::library(&state.db).await?;
    Ok(Json(
        games.into_iter().map(|game| game.into_api()).collect(),
    ))
}

/// Subjects with live questions, for the game setup screen.
#[utoipa::path(get, path = "/game/subjects", tag = "game", security(("bearer" = [])),
    responses((status = 200, body = Vec<Named>)))]
async fn subjects(State(state): State<AppState>, _: AuthUser) -> AppResult<Json<Vec<Named>>> {
    let subjects = hierarchy::playable_subjects(&state.db).await?;
    Ok(Json(
        subjects
            .into_iter()
            .map(|node| Named {
                _id: node.id,
                name: node.name,
            })
            .collect(),
    ))
}

/// The next question of a game, chosen for the student by the adaptive
/// engine. Its answers are not sent.
#[utoipa::path(put, path = "/ask", tag = "game", request_body = AskRequest,
    security(("bearer" = [])),
    responses((status = 200, body = AskedQuestion), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn ask(
    State(state): State<AppState>,
    user: AuthUser,
    Json(request): Json<AskRequest>,
) -> AppResult<Json<AskedQuestion>> {
    let card = playing_card(&state.players, &user, &request.student).await?;
    if request.focus.is_empty() {
        return Err(AppError::bad_request(field_error(
            "focus",
            "Choose a subject or a mix",
        )));
    }
    if request.game_summary_id.trim().is_empty() || request.game_summary_id.len() > 64 {
        return Err(AppError::bad_request(field_error(
            "game_summary_id",
            "Cannot be empty",
        )));
    }
    let game = match card.kept_game(&request.game_summary_id) {
        Some(game) => game,
        None => {
            let library = state
                .content_cache
                .library_game(&state.db, &request.game_id)
                .await?
                .ok_or_else(|| AppError::NotFound("No such game".into()))?;
            let start = NewGame {
                student_id: &request.student,
                game_id: &request.game_id,
                focus: &request.focus,
                started_at: now_millis(),
            };
            card.start_game(&request.game_summary_id, &start, &library)
        }
    };
    if !game.in_play(now_millis()) {
        return Err(AppError::Conflict(GAME_OVER.into()));
    }
    let choice = next_question(&state.play(), &card, &request).await?;
    let shown = state
        .content_cache
        .shown_question(&state.db, &choice.question_id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("question {} vanished", choice.question_id))?;
    Ok(Json(AskedQuestion {
        endcode: choice.endcode_id,
        ..AskedQuestion::clone(&shown)
    }))
}

/// Marks an answer to a question asked in the game, once.
#[utoipa::path(post, path = "/question/{question_id}/answer", tag = "game",
    request_body = AnswerRequest, params(("question_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = AnswerResponse), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn answer(
    State(state): State<AppState>,
    user: AuthUser,
    Path(question_id): Path<String>,
    Json(request): Json<AnswerRequest>,
) -> AppResult<Json<AnswerResponse>> {
    Ok(Json(
        answering::answer(&state.play(), &user, &question_id, &request).await?,
    ))
}

/// Saves a game's summary when it ends or is left.
#[utoipa::path(put, path = "/game", tag = "game", request_body = GameSummary,
    security(("bearer" = [])),
    responses((status = 200, body = SavedGame), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn save_game(
    State(state): State<AppState>,
    user: AuthUser,
    Json(summary): Json<GameSummary>,
) -> AppResult<Json<SavedGame>> {
    Ok(Json(
        summary::save(&state.db, &state.players, &user, &summary).await?,
    ))
}

#[derive(Debug, Deserialize, IntoParams)]
struct HighscoreQuery {
    game_type: String,
    duration: i64,
    /// The student; a student's own when absent.
    student_id: Option<String>,
}

/// The best total of the student's earlier games of this type and length.
#[utoipa::path(get, path = "/game/highscore", tag = "game", params(HighscoreQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Highscore), (status = 403, body = ErrorBody)))]
async fn highscore(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<HighscoreQuery>,
) -> AppResult<Json<Highscore>> {
    let student = match query.student_id {
        Some(student) => student,
        None => own_student(&state.db, &user).await?,
    };
    // Reading a high score is not playing: the child's tutors may too.
    access::student(&state.db, &user, &student).await?;
    let score = games::highscore(&state.db, &student, &query.game_type, query.duration).await?;
    Ok(Json(Highscore { score }))
}
