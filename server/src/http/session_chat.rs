//! A session's chat as it was kept (docs/live-sessions.md, "In the
//! call"): for its child and tutor, the child's parent and admins. During
//! the session the participants write it over the session channel.

use axum::extract::State;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::rooms::ChatMessage;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::session_chat;
use crate::error::AppResult;
use crate::extract::{Json, Path};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(chat))
}

/// The session's chat, oldest first.
#[utoipa::path(get, path = "/session/{session_id}/chat", tag = "sessions",
    params(("session_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Vec<ChatMessage>), (status = 404, body = ErrorBody)))]
async fn chat(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<ChatMessage>>> {
    let session = access::session(&state.db, &user, &id).await?;
    Ok(Json(
        session_chat::of_session(&state.db, &session.id).await?,
    ))
}
