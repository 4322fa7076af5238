//! Tutors' weekly availability, by tutor id or account id.

use axum::extract::State;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::tutors::Availability;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::availability::{self, SaveError};
use crate::db::now_millis;
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_availability, save_availability))
}

#[utoipa::path(get, path = "/tutor/{tutor_id}/availability", tag = "tutors",
    params(("tutor_id" = String, Path, description = "tutor id or account id")),
    security(("bearer" = [])),
    responses((status = 200, body = Availability), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn get_availability(
    State(state): State<AppState>,
    user: AuthUser,
    Path(tutor_id): Path<String>,
) -> AppResult<Json<Availability>> {
    let tutor = access::tutor(&state.db, state.config.dbs_policy(), &user, &tutor_id).await?;
    Ok(Json(
        availability::week(&state.db, &tutor._id, now_millis()).await?,
    ))
}

/// Replaces the tutor's week. Slots held by a subscription cannot be
/// removed; the whole save is refused then.
#[utoipa::path(put, path = "/tutor/{tutor_id}/availability", tag = "tutors",
    request_body = Availability,
    params(("tutor_id" = String, Path, description = "tutor id or account id")),
    security(("bearer" = [])),
    responses((status = 200, body = Availability), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn save_availability(
    State(state): State<AppState>,
    user: AuthUser,
    Path(tutor_id): Path<String>,
    Json(week): Json<Availability>,
) -> AppResult<Json<Availability>> {
    let tutor = access::tutor(&state.db, state.config.dbs_policy(), &user, &tutor_id).await?;
    week.problems().map_err(AppError::BadRequest)?;
    match availability::save(&state.db, &tutor._id, &week, now_millis()).await {
        Ok(()) => {}
        Err(error @ SaveError::Booked(_)) => return Err(AppError::Conflict(error.to_string())),
        Err(SaveError::Database(error)) => return Err(error.into()),
    }
    Ok(Json(
        availability::week(&state.db, &tutor._id, now_millis()).await?,
    ))
}
