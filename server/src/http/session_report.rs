//! The tutor's report to the parent after a session (docs/live-sessions.md,
//! "The report to the parent"): the tutor reads a prefilled draft and sends
//! it once; the child, their parent and admins read what was sent; admins
//! see which sessions still have none a day after they took place.

use axum::extract::State;
use plytime_shared::Role;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::reports::{NO_REPORT_YET, ReportToSend, SessionReport, UnreportedSession};
use plytime_shared::game::clock::DAY_MILLIS;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AdminUser, AuthUser, access};
use crate::db::{now_millis, session_reports};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::reports;
use crate::state::AppState;
use crate::time::iso;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_report, send_report))
        .routes(routes!(unreported))
}

/// A report is late once its session has been over this long.
const LATE_AFTER_MILLIS: i64 = DAY_MILLIS;
/// How far back the admin's list of late reports looks.
const LATE_LOOK_BACK_MILLIS: i64 = 30 * DAY_MILLIS;

/// The session's report. Until it is sent, its tutor and admins get the
/// draft, prefilled; the child and their parent are told there is none yet.
#[utoipa::path(get, path = "/session/{session_id}/report", tag = "sessions",
    params(("session_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = SessionReport), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn get_report(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<SessionReport>> {
    let row = access::session(&state.db, &user, &id).await?;
    if let Some(report) = reports::sent(&state.db, &row).await? {
        return Ok(Json(report));
    }
    let writes_it = user.is_admin() || row.tutor_account == user.uid;
    if !writes_it {
        return Err(AppError::NotFound(NO_REPORT_YET.into()));
    }
    Ok(Json(reports::draft(&state.db, &row).await?))
}

/// The session's tutor sends the report, once the session is over.
#[utoipa::path(put, path = "/session/{session_id}/report", tag = "sessions",
    params(("session_id" = String, Path)), request_body = ReportToSend,
    security(("bearer" = [])),
    responses((status = 200, body = SessionReport), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn send_report(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Json(request): Json<ReportToSend>,
) -> AppResult<Json<SessionReport>> {
    user.require(&[Role::Tutor])?;
    let row = access::session(&state.db, &user, &id).await?;
    if row.tutor_account != user.uid {
        return Err(AppError::forbidden());
    }
    Ok(Json(
        reports::send(&state.db, &state.mailer, &row, &request).await?,
    ))
}

/// Sessions both people attended that ended over a day ago (up to 30 days
/// back) and still have no report, oldest first.
#[utoipa::path(get, path = "/admin/session/unreported", tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<UnreportedSession>), (status = 403, body = ErrorBody)))]
async fn unreported(
    State(state): State<AppState>,
    _: AdminUser,
) -> AppResult<Json<Vec<UnreportedSession>>> {
    let late = now_millis() - LATE_AFTER_MILLIS;
    let rows = session_reports::unreported(&state.db, late - LATE_LOOK_BACK_MILLIS, late).await?;
    Ok(Json(
        rows.into_iter()
            .map(|row| UnreportedSession {
                session_id: row.id,
                session_date_time: iso(row.starts_at),
                student_name: format!("{} {}", row.student_first_name, row.student_last_name),
                tutor_name: format!("{} {}", row.tutor_first_name, row.tutor_last_name),
                subject: row.subject_name,
            })
            .collect(),
    ))
}
