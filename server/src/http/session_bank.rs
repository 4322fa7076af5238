//! Questions from the bank for a session's tutor to put on the whiteboard
//! (docs/whiteboard.md, "What the tutor can add"): any area of the
//! session's subject, the questions nearest the child's level first.

use axum::extract::State;
use plytime_shared::api::bank::{BANK_QUESTIONS_OFFERED, BankQuestion};
use plytime_shared::api::errors::ErrorBody;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::content::{hierarchy, questions};
use crate::db::{json, now_millis, scores};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::state::AppState;

pub const NO_SUCH_AREA: &str = "No such endcode in this session's subject";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(bank))
}

#[derive(Debug, Deserialize, IntoParams)]
struct BankQuery {
    endcode_id: String,
}

/// Up to five live questions of one area, as the child would see them.
#[utoipa::path(get, path = "/session/{session_id}/bank", tag = "sessions",
    params(("session_id" = String, Path), BankQuery), security(("bearer" = [])),
    responses((status = 200, body = Vec<BankQuestion>), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn bank(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Query(query): Query<BankQuery>,
) -> AppResult<Json<Vec<BankQuestion>>> {
    let session = access::manage_session(&state.db, &user, &id).await?;
    let endcode = hierarchy::endcode(&state.db, &query.endcode_id)
        .await?
        .filter(|endcode| endcode.subject_id == session.subject_id)
        .ok_or_else(|| AppError::NotFound(NO_SUCH_AREA.into()))?;
    let level = scores::subject_estimate(
        &state.db,
        &session.student_id,
        &session.subject_id,
        now_millis(),
    )
    .await?
    .map(|estimate| estimate.score);
    let rows = questions::live_near(&state.db, &endcode.id, level, BANK_QUESTIONS_OFFERED).await?;
    let mut offered = Vec::with_capacity(rows.len());
    for row in rows {
        offered.push(BankQuestion {
            lines: json::decode("questions.lines", &row.lines)?,
            _id: row.id,
            endcode_id: endcode.id.clone(),
            endcode_description: endcode.description.clone(),
        });
    }
    Ok(Json(offered))
}
