//! Admin operations: capacity thresholds and students' subject scores.

use axum::extract::State;
use plytime_shared::api::admin::{
    AdminVariables, OutboxEmail, ResetScoreRequest, StudentSubjectScore,
};
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::game::level::relative_offset;
use plytime_shared::validation::{self, Problems, field_error, given};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AdminUser;
use crate::db::{admin_variables, emails, score_admin};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Query};
use crate::state::AppState;
use crate::time::iso;

pub const CHOOSE_A_YEAR: &str = "Choose a school year";
pub const CHOOSE_A_LEVEL: &str = "Choose a relative level";
pub const NO_SUCH_SCORE: &str = "No such student or subject";
/// The score list's default page: 50 rows, from row 0.
const PAGE: i64 = 50;
const MAX_PAGE: i64 = 200;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_variables, save_variables))
        .routes(routes!(list_scores))
        .routes(routes!(reset_score))
        .routes(routes!(outbox))
}

#[derive(Debug, Deserialize, IntoParams)]
struct OutboxQuery {
    /// Only the e-mails to this address.
    recipient: Option<String>,
}

/// The newest e-mails, for admins of a demo server, where no SMTP relay
/// delivers them (one-time passwords, weekly digests).
#[utoipa::path(get, path = "/admin/outbox", tag = "admin", params(OutboxQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Vec<OutboxEmail>), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn outbox(
    State(state): State<AppState>,
    _: AdminUser,
    Query(query): Query<OutboxQuery>,
) -> AppResult<Json<Vec<OutboxEmail>>> {
    if !state.config.demo {
        return Err(AppError::NotFound(
            "The outbox is shown in demo mode only".into(),
        ));
    }
    let emails = match &query.recipient {
        Some(recipient) => emails::to_recipient(&state.db, recipient).await?,
        None => emails::newest(&state.db, 50).await?,
    };
    Ok(Json(
        emails
            .into_iter()
            .map(|email| OutboxEmail {
                _id: email.id,
                recipient: email.recipient,
                subject: email.subject,
                body: email.body,
                created_at: iso(email.created_at),
                sent_at: email.sent_at.map(iso),
            })
            .collect(),
    ))
}

#[utoipa::path(get, path = "/admin_variables", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = AdminVariables), (status = 403, body = ErrorBody)))]
async fn get_variables(
    State(state): State<AppState>,
    _: AdminUser,
) -> AppResult<Json<AdminVariables>> {
    Ok(Json(admin_variables::get(&state.db).await?))
}

#[utoipa::path(put, path = "/admin_variables", tag = "admin", request_body = AdminVariables,
    security(("bearer" = [])),
    responses((status = 200, body = AdminVariables), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn save_variables(
    State(state): State<AppState>,
    _: AdminUser,
    Json(variables): Json<AdminVariables>,
) -> AppResult<Json<AdminVariables>> {
    variables.problems().map_err(AppError::BadRequest)?;
    admin_variables::set(&state.db, variables).await?;
    Ok(Json(variables))
}

#[derive(Debug, Deserialize, IntoParams)]
#[allow(non_snake_case)]
struct ScoreQuery {
    _from: Option<i64>,
    _limit: Option<i64>,
    /// Only this student's scores.
    studentId: Option<String>,
}

/// Every student's score in every subject, the on-track level standing in
/// until the student's first answer.
#[utoipa::path(get, path = "/student/subject_scores/list", tag = "admin", params(ScoreQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Vec<StudentSubjectScore>), (status = 403, body = ErrorBody)))]
async fn list_scores(
    State(state): State<AppState>,
    _: AdminUser,
    Query(query): Query<ScoreQuery>,
) -> AppResult<Json<Vec<StudentSubjectScore>>> {
    let from = query._from.unwrap_or(0).max(0);
    let limit = query._limit.unwrap_or(PAGE).clamp(1, MAX_PAGE);
    let student = given(query.studentId.as_deref());
    Ok(Json(
        score_admin::list(&state.db, student, from, limit).await?,
    ))
}

/// Sets a student's subject and all its endcode scores to where a child of
/// the given school year and relative level stands today (docs/games.md).
#[utoipa::path(put, path = "/student/reset_student_score", tag = "admin",
    request_body = ResetScoreRequest, security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn reset_score(
    State(state): State<AppState>,
    _: AdminUser,
    Json(request): Json<ResetScoreRequest>,
) -> AppResult<Json<Success>> {
    let mut problems = Problems::default();
    problems
        .check(
            "school_year",
            request
                .school_year
                .map_or(Err(CHOOSE_A_YEAR), validation::school_year),
        )
        .check(
            "relative_level",
            match request.relative_level.as_deref() {
                None | Some("") => Err(CHOOSE_A_LEVEL),
                Some(level) => relative_offset(level).map(|_| ()).ok_or(CHOOSE_A_LEVEL),
            },
        );
    problems.finish().map_err(AppError::BadRequest)?;
    let (Some(school_year), Some(level)) = (request.school_year, request.relative_level) else {
        return Err(AppError::bad_request(field_error(
            "school_year",
            CHOOSE_A_YEAR,
        )));
    };
    let reset = score_admin::reset(
        &state.db,
        &request.student_id,
        &request.subject_id,
        school_year,
        &level,
    )
    .await?;
    if !reset {
        return Err(AppError::NotFound(NO_SUCH_SCORE.into()));
    }
    state.players.forget(&request.student_id);
    Ok(Json(Success { success: true }))
}
