//! Tutor sessions: the lists, one session, and moving or handing over one
//! session or a subscription's weekly slot. The live room is in
//! `session_room`.

use axum::extract::State;
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::api::sessions::{NO_SUCH_SESSION, Session, WeeklyReschedule};
use plytime_shared::validation::field_error;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::session_views::{self, Owner, SessionRow};
use crate::db::{now_millis, sessions};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::recordings;
use crate::schedule::changes;
use crate::state::AppState;
use crate::time::parse_iso;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(upcoming))
        .routes(routes!(past))
        .routes(routes!(get_session))
        .routes(routes!(cancel_session))
        .routes(routes!(reschedule_session))
        .routes(routes!(substitute_session))
        .routes(routes!(reschedule_subscription))
        .routes(routes!(substitute_subscription))
}

#[derive(Debug, Deserialize, IntoParams)]
struct ListQuery {
    student_id: Option<String>,
    parent_id: Option<String>,
    tutor_id: Option<String>,
    /// ISO 8601; upcoming lists default to now.
    after_time: Option<String>,
    /// ISO 8601; past lists default to now.
    before_time: Option<String>,
}

/// Whose list is asked for: one of a student, a parent or a tutor.
fn owner(query: &ListQuery) -> AppResult<Owner<'_>> {
    match (&query.student_id, &query.parent_id, &query.tutor_id) {
        (Some(student), None, None) => Ok(Owner::Student(student)),
        (None, Some(parent), None) => Ok(Owner::Parent(parent)),
        (None, None, Some(tutor)) => Ok(Owner::Tutor(tutor)),
        _ => Err(AppError::bad_request(
            "Ask for one of student_id, parent_id or tutor_id",
        )),
    }
}

fn time(field: &str, value: &Option<String>) -> AppResult<Option<i64>> {
    value
        .as_deref()
        .filter(|text| !text.is_empty())
        .map(|text| parse_iso(field, text))
        .transpose()
}

#[utoipa::path(get, path = "/session/list/upcoming", tag = "sessions", params(ListQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Vec<Session>), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn upcoming(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ListQuery>,
) -> AppResult<Json<Vec<Session>>> {
    listed(&state, &user, &query, Listed::Upcoming).await
}

#[utoipa::path(get, path = "/session/list/past", tag = "sessions", params(ListQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Vec<Session>), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn past(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ListQuery>,
) -> AppResult<Json<Vec<Session>>> {
    listed(&state, &user, &query, Listed::Past).await
}

/// Which way a session list runs from now.
enum Listed {
    Upcoming,
    Past,
}

/// The sessions of the list's owner, from now (or the time given) onwards
/// or back, up to the other time when one is given.
async fn listed(
    state: &AppState,
    user: &AuthUser,
    query: &ListQuery,
    listed: Listed,
) -> AppResult<Json<Vec<Session>>> {
    let owner = owner(query)?;
    access::session_list(&state.db, user, owner).await?;
    let after = time("after_time", &query.after_time)?;
    let before = time("before_time", &query.before_time)?;
    let rows = match listed {
        Listed::Upcoming => {
            let from = after.unwrap_or_else(now_millis);
            session_views::upcoming(&state.db, owner, from, before).await?
        }
        Listed::Past => {
            let from = before.unwrap_or_else(now_millis);
            session_views::past(&state.db, owner, from, after).await?
        }
    };
    Ok(Json(viewed(state, user, rows).await?))
}

/// The sessions as `user` sees them: with the recording of each that they
/// may watch (docs/recordings.md).
async fn viewed(
    state: &AppState,
    user: &AuthUser,
    rows: Vec<SessionRow>,
) -> AppResult<Vec<Session>> {
    let mut recordings = recordings::access::watchable(&state.db, user, &rows).await?;
    let mut sessions = session_views::hydrate(&state.db, rows).await?;
    for session in &mut sessions {
        session.recording_id = recordings.remove(&session._id);
    }
    Ok(sessions)
}

async fn hydrated(state: &AppState, user: &AuthUser, row: SessionRow) -> AppResult<Session> {
    let mut list = viewed(state, user, vec![row]).await?;
    list.pop()
        .ok_or_else(|| AppError::NotFound(NO_SUCH_SESSION.into()))
}

#[utoipa::path(get, path = "/session/{session_id}", tag = "sessions",
    params(("session_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Session), (status = 404, body = ErrorBody)))]
async fn get_session(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Session>> {
    let row = access::session(&state.db, &user, &id).await?;
    Ok(Json(hydrated(&state, &user, row).await?))
}

#[derive(Debug, Deserialize, IntoParams)]
struct SessionQuery {
    session_id: String,
    #[allow(dead_code)]
    subscription_id: Option<String>,
    #[allow(dead_code)]
    session_date_time: Option<String>,
    new_session_date_time: Option<String>,
}

#[utoipa::path(put, path = "/session/cancel", tag = "sessions", params(SessionQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Session), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn cancel_session(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<SessionQuery>,
) -> AppResult<Json<Session>> {
    let row = access::manage_session(&state.db, &user, &query.session_id).await?;
    changes::ensure_changeable(&state.db, &row).await?;
    let mut tx = state.db.write().begin().await?;
    if !sessions::cancel_one(&mut tx, &row.id, None).await? {
        return Err(AppError::Conflict(changes::ALREADY_CANCELLED.into()));
    }
    tx.commit().await?;
    let row = access::session(&state.db, &user, &row.id).await?;
    Ok(Json(hydrated(&state, &user, row).await?))
}

/// Moves one session to `new_session_date_time` with the same tutor.
#[utoipa::path(post, path = "/session/reschedule", tag = "sessions", params(SessionQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Session), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn reschedule_session(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<SessionQuery>,
) -> AppResult<Json<Session>> {
    let row = access::manage_session(&state.db, &user, &query.session_id).await?;
    changes::ensure_changeable(&state.db, &row).await?;
    let new_time =
        time("new_session_date_time", &query.new_session_date_time)?.ok_or_else(|| {
            AppError::bad_request(field_error(
                "new_session_date_time",
                "Is not a valid DateTime",
            ))
        })?;
    let id = changes::reschedule_one(&state, &row, new_time).await?;
    let row = access::session(&state.db, &user, &id).await?;
    Ok(Json(hydrated(&state, &user, row).await?))
}

/// Hands one session to another tutor free at that time.
#[utoipa::path(post, path = "/session/substitute", tag = "sessions", params(SessionQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Session), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn substitute_session(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<SessionQuery>,
) -> AppResult<Json<Session>> {
    let row = access::manage_session(&state.db, &user, &query.session_id).await?;
    changes::ensure_changeable(&state.db, &row).await?;
    let id = changes::substitute_one(&state, &row).await?;
    let row = session_views::find(&state.db, &id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_SESSION.into()))?;
    Ok(Json(hydrated(&state, &user, row).await?))
}

/// Moves one weekly slot of the subscription from now on.
#[utoipa::path(post, path = "/subscription/{subscription_id}/reschedule", tag = "sessions",
    request_body = WeeklyReschedule, params(("subscription_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn reschedule_subscription(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Json(request): Json<WeeklyReschedule>,
) -> AppResult<Json<Success>> {
    let row = access::manage_subscription(&state.db, &user, &id).await?;
    changes::reschedule_weekly(&state, &row, &request).await?;
    Ok(Json(Success::YES))
}

/// Gives the subscription to another tutor free at all its weekly times.
#[utoipa::path(post, path = "/subscription/{subscription_id}/substitute", tag = "sessions",
    params(("subscription_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn substitute_subscription(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Success>> {
    let row = access::manage_subscription(&state.db, &user, &id).await?;
    changes::substitute_subscription(&state, &row).await?;
    Ok(Json(Success::YES))
}
