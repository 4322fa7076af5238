//! A student's mixes: named selections of content to play from.

use axum::extract::State;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::game::{DeletedMix, Mix, MixBody};
use plytime_shared::validation::{self, field_error};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::conflicts::{Conflict, or_conflict};
use crate::db::content::hierarchy;
use crate::db::mixes;
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;

pub const NO_SUCH_MIX: &str = "No such mix";
const MAX_MIX_ITEMS: usize = 500;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_mixes, create_mix))
        .routes(routes!(save_mix, delete_mix))
}

async fn checked(state: &AppState, body: &MixBody) -> AppResult<()> {
    let mut problems = Vec::new();
    if let Err(message) = validation::non_empty(&body.name) {
        problems.push(field_error("name", message));
    }
    if body.subjects.is_empty() {
        problems.push(field_error("subjects", validation::CANNOT_BE_EMPTY));
    } else if body.subjects.len() > MAX_MIX_ITEMS
        || !hierarchy::all_exist(&state.db, &body.subjects).await?
    {
        problems.push(field_error(
            "subjects",
            "Contains something that is not in the content",
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(AppError::BadRequest(problems))
    }
}

#[utoipa::path(get, path = "/student/{student_id}/mixes", tag = "mixes",
    params(("student_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Vec<Mix>), (status = 403, body = ErrorBody)))]
async fn list_mixes(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student): Path<String>,
) -> AppResult<Json<Vec<Mix>>> {
    access::student(&state.db, &user, &student).await?;
    Ok(Json(mixes::of_student(&state.db, &student).await?))
}

#[utoipa::path(post, path = "/student/{student_id}/mixes", tag = "mixes", request_body = MixBody,
    params(("student_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Mix), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn create_mix(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student): Path<String>,
    Json(body): Json<MixBody>,
) -> AppResult<Json<Mix>> {
    access::student(&state.db, &user, &student).await?;
    checked(&state, &body).await?;
    let id = or_conflict(
        mixes::insert(
            &state.db,
            &student,
            &body.name,
            &body.subject,
            &body.subjects,
        )
        .await,
        Conflict::MixName,
    )?;
    let mix = mixes::get(&state.db, &student, &id).await?;
    mix.map(Json)
        .ok_or_else(|| AppError::NotFound(NO_SUCH_MIX.into()))
}

#[utoipa::path(put, path = "/student/{student_id}/mixes/{mix_id}", tag = "mixes",
    request_body = MixBody,
    params(("student_id" = String, Path), ("mix_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Mix), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn save_mix(
    State(state): State<AppState>,
    user: AuthUser,
    Path((student, mix_id)): Path<(String, String)>,
    Json(body): Json<MixBody>,
) -> AppResult<Json<Mix>> {
    access::student(&state.db, &user, &student).await?;
    checked(&state, &body).await?;
    let updated = mixes::update(
        &state.db,
        &student,
        &mix_id,
        &body.name,
        &body.subject,
        &body.subjects,
    )
    .await;
    if !or_conflict(updated, Conflict::MixName)? {
        return Err(AppError::NotFound(NO_SUCH_MIX.into()));
    }
    let mix = mixes::get(&state.db, &student, &mix_id).await?;
    mix.map(Json)
        .ok_or_else(|| AppError::NotFound(NO_SUCH_MIX.into()))
}

#[utoipa::path(delete, path = "/student/{student_id}/mixes/{mix_id}", tag = "mixes",
    params(("student_id" = String, Path), ("mix_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = DeletedMix), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn delete_mix(
    State(state): State<AppState>,
    user: AuthUser,
    Path((student, mix_id)): Path<(String, String)>,
) -> AppResult<Json<DeletedMix>> {
    access::student(&state.db, &user, &student).await?;
    if !mixes::delete(&state.db, &student, &mix_id).await? {
        return Err(AppError::NotFound(NO_SUCH_MIX.into()));
    }
    Ok(Json(DeletedMix { mix_id }))
}
