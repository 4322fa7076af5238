//! A session's whiteboard as it was left (docs/whiteboard.md): for the
//! session's student and tutor, the child's parent and admins. During the
//! session the participants change it over the session channel.

use axum::extract::State;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::whiteboard::Scene;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::error::AppResult;
use crate::extract::{Json, Path};
use crate::state::AppState;
use crate::video::board_store;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(whiteboard))
}

/// The session's whiteboard; an empty scene when nothing was drawn.
#[utoipa::path(get, path = "/session/{session_id}/whiteboard", tag = "sessions",
    params(("session_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Scene), (status = 404, body = ErrorBody)))]
async fn whiteboard(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Scene>> {
    let session = access::session(&state.db, &user, &id).await?;
    Ok(Json(
        board_store::get(&state.db, &state.storage, &session.id).await?,
    ))
}
