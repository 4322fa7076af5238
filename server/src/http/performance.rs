//! A student's performance: the current hierarchy of scores and the weekly
//! trend, built by [`crate::performance`].

use axum::extract::State;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::review::{PerformanceNode, TrendStat};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::error::AppResult;
use crate::extract::{Json, Path};
use crate::performance;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(current_stats))
        .routes(routes!(trend_stats))
}

/// subject > theme > topic > endcode, each with the score range of its
/// questions, the student's current score, the score at the start of this
/// week, and the answers of the last seven days. Only content with
/// questions is shown.
#[utoipa::path(get, path = "/student/{student_id}/current_stats", tag = "performance",
    params(("student_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Vec<PerformanceNode>), (status = 403, body = ErrorBody)))]
async fn current_stats(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student): Path<String>,
) -> AppResult<Json<Vec<PerformanceNode>>> {
    access::student_screen(&state.db, &user, &student).await?;
    Ok(Json(performance::current(&state.db, &student).await?))
}

/// Weekly snapshots for the current week and the three before it (weeks
/// start Monday 00:00 UTC): each holds, for every endcode practised in the
/// nine weeks up to the snapshot, the student's latest score there.
#[utoipa::path(get, path = "/student/{student_id}/trend_stats", tag = "performance",
    params(("student_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Vec<TrendStat>), (status = 403, body = ErrorBody)))]
async fn trend_stats(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student): Path<String>,
) -> AppResult<Json<Vec<TrendStat>>> {
    access::student_screen(&state.db, &user, &student).await?;
    Ok(Json(performance::trend(&state.db, &student).await?))
}
