//! What the Audio/Video Check tries to reach (docs/live-sessions.md): the
//! configured video path, for anyone signed in.

use axum::extract::State;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::rooms::VideoCheck;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AuthUser;
use crate::extract::Json;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(video_check))
}

/// The built-in call's ICE servers (with short-lived TURN credentials), or
/// the Jitsi server.
#[utoipa::path(get, path = "/video/check", tag = "sessions", security(("bearer" = [])),
    responses((status = 200, body = VideoCheck), (status = 401, body = ErrorBody)))]
async fn video_check(State(state): State<AppState>, user: AuthUser) -> Json<VideoCheck> {
    Json(state.video.check(&user.uid))
}
