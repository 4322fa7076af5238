//! The safeguarding lead's work (docs/safeguarding.md): the queue of
//! concerns and their record, the messages whose contact details were
//! masked, and suspending a tutor while a concern about them is open.
//! Only a safeguarding lead reaches any of it.

use axum::extract::State;
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::api::safeguarding::{
    Concern, ConcernUpdate, FlaggedMessage, NO_SUCH_CONCERN, NO_SUCH_FLAGGED_MESSAGE,
    SUSPEND_NEEDS_OPEN_CONCERN, Suspension,
};
use plytime_shared::api::tutors::NO_SUCH_TUTOR;
use plytime_shared::validation::given;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::SafeguardingLead;
use crate::db::{concerns, flagged_messages, tutors};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;

/// The flagged messages a page shows, newest first.
const FLAGGED_PAGE: i64 = 200;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_concerns))
        .routes(routes!(get_concern, update_concern))
        .routes(routes!(suspend))
        .routes(routes!(list_flagged))
        .routes(routes!(mark_flagged_reviewed))
}

#[utoipa::path(get, path = "/safeguarding/concerns", tag = "safeguarding",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<Concern>), (status = 403, body = ErrorBody)))]
async fn list_concerns(
    State(state): State<AppState>,
    _: SafeguardingLead,
) -> AppResult<Json<Vec<Concern>>> {
    Ok(Json(concerns::list(&state.db).await?))
}

async fn concern(state: &AppState, id: &str) -> AppResult<Concern> {
    concerns::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_CONCERN.into()))
}

#[utoipa::path(get, path = "/safeguarding/concern/{concern_id}", tag = "safeguarding",
    params(("concern_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Concern), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn get_concern(
    State(state): State<AppState>,
    _: SafeguardingLead,
    Path(id): Path<String>,
) -> AppResult<Json<Concern>> {
    Ok(Json(concern(&state, &id).await?))
}

/// Records where a concern stands, the lead's notes and, to close it, the
/// outcome.
#[utoipa::path(put, path = "/safeguarding/concern/{concern_id}", tag = "safeguarding",
    request_body = ConcernUpdate, params(("concern_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = Concern), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn update_concern(
    State(state): State<AppState>,
    lead: SafeguardingLead,
    Path(id): Path<String>,
    Json(update): Json<ConcernUpdate>,
) -> AppResult<Json<Concern>> {
    update.problems().map_err(AppError::BadRequest)?;
    let updated = concerns::update(
        &state.db,
        &id,
        update.state,
        given(update.lead_notes.as_deref()),
        given(update.outcome.as_deref()),
    )
    .await?;
    if !updated {
        return Err(AppError::NotFound(NO_SUCH_CONCERN.into()));
    }
    tracing::info!(
        concern = id,
        lead = lead.uid,
        state = update.state.as_str(),
        "concern updated"
    );
    Ok(Json(concern(&state, &id).await?))
}

/// Suspends a tutor while an open concern about them is looked into, or
/// lifts the suspension.
#[utoipa::path(put, path = "/safeguarding/tutor/{tutor_id}/suspension", tag = "safeguarding",
    request_body = Suspension, params(("tutor_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn suspend(
    State(state): State<AppState>,
    lead: SafeguardingLead,
    Path(tutor_id): Path<String>,
    Json(suspension): Json<Suspension>,
) -> AppResult<Json<Success>> {
    let tutor = tutors::find(&state.db, state.config.dbs_policy(), &tutor_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_TUTOR.into()))?;
    let concern_id = match (suspension.suspended, suspension.concern_id.as_deref()) {
        (false, _) => None,
        (true, Some(concern_id))
            if concerns::open_about_tutor(&state.db, concern_id, &tutor._id).await? =>
        {
            Some(concern_id)
        }
        (true, _) => return Err(AppError::Conflict(SUSPEND_NEEDS_OPEN_CONCERN.into())),
    };
    concerns::set_suspension(&state.db, &tutor._id, concern_id).await?;
    tracing::info!(
        tutor = tutor._id,
        lead = lead.uid,
        suspended = suspension.suspended,
        "tutor suspension changed"
    );
    Ok(Json(Success::YES))
}

#[utoipa::path(get, path = "/safeguarding/flagged_messages", tag = "safeguarding",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<FlaggedMessage>), (status = 403, body = ErrorBody)))]
async fn list_flagged(
    State(state): State<AppState>,
    _: SafeguardingLead,
) -> AppResult<Json<Vec<FlaggedMessage>>> {
    Ok(Json(flagged_messages::list(&state.db, FLAGGED_PAGE).await?))
}

#[utoipa::path(put, path = "/safeguarding/flagged_message/{message_id}/reviewed",
    tag = "safeguarding", params(("message_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn mark_flagged_reviewed(
    State(state): State<AppState>,
    lead: SafeguardingLead,
    Path(id): Path<String>,
) -> AppResult<Json<Success>> {
    if !flagged_messages::mark_reviewed(&state.db, &id, &lead.uid).await? {
        return Err(AppError::NotFound(NO_SUCH_FLAGGED_MESSAGE.into()));
    }
    Ok(Json(Success::YES))
}
