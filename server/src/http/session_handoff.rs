//! Handing a session to a web browser (docs/live-sessions.md): where the
//! desktop app's webview cannot run video calls, the app opens the
//! session in the system browser with a one-time code that signs the
//! browser in for that session only.

use axum::extract::State;
use plytime_shared::api::auth::TokenResponse;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::rooms::{HandoffRequest, SessionHandoff};
use plytime_shared::api::sessions::NO_SUCH_SESSION;
use rand::RngCore;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::tokens::Signin;
use crate::auth::{AuthUser, access};
use crate::db::session_handoffs::{self, NewHandoff};
use crate::db::{accounts, now_millis, session_views};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;
use crate::time::iso;
use crate::video::{NOT_A_PARTICIPANT, ROOM_CANCELLED, ROOM_CLOSED, takes_part};

/// A code is good for this long: the app opens the browser at once.
const CODE_MILLIS: i64 = 2 * 60_000;
/// The browser's sign-in outlives the session by this much, so its page
/// can still show how the session ended.
const AFTER_THE_END_SECONDS: i64 = 10 * 60;

pub const HANDOFF_INVALID: &str =
    "This link has expired or was used already. Open the session from the Plytime app again.";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create))
        .routes(routes!(redeem_handoff))
}

/// A one-time code for the session's student, tutor or an admin, until
/// the session ends; it expires within 2 minutes.
#[utoipa::path(post, path = "/session/{session_id}/handoff", tag = "sessions",
    params(("session_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = SessionHandoff), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn create(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<SessionHandoff>> {
    let session = access::session(&state.db, &user, &id).await?;
    if !user.is_admin() && !takes_part(&session, &user.uid) {
        return Err(AppError::Forbidden(NOT_A_PARTICIPANT.into()));
    }
    let now = now_millis();
    if session.cancelled != 0 {
        return Err(AppError::Conflict(ROOM_CANCELLED.into()));
    }
    if now >= session.ends_at() {
        return Err(AppError::Conflict(ROOM_CLOSED.into()));
    }
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    let code = hex::encode(bytes);
    let expires_at = now + CODE_MILLIS;
    let made_by_family = match &user.signin {
        Some(Signin::Family(family_id)) => Some(family_id.as_str()),
        _ => None,
    };
    let handoff = NewHandoff {
        code: &code,
        session_id: &session.id,
        account_id: &user.uid,
        made_by_family,
        expires_at,
    };
    session_handoffs::create(&state.db, &handoff).await?;
    Ok(Json(SessionHandoff {
        code,
        expires_at: iso(expires_at),
    }))
}

/// Redeems a handoff code once: a sign-in (with no refresh token) that
/// opens that one session's page and nothing else, and ends with the
/// sign-in that asked for the code.
#[utoipa::path(post, path = "/auth/handoff", tag = "auth", request_body = HandoffRequest,
    responses((status = 200, body = TokenResponse), (status = 401, body = ErrorBody)))]
async fn redeem_handoff(
    State(state): State<AppState>,
    Json(request): Json<HandoffRequest>,
) -> AppResult<Json<TokenResponse>> {
    let invalid = || AppError::Unauthorized(HANDOFF_INVALID.into());
    let now = now_millis();
    let redeemed = session_handoffs::redeem(&state.db, &request.code, now)
        .await?
        .ok_or_else(invalid)?;
    let account = accounts::find_by_id(&state.db, &redeemed.account_id)
        .await?
        .ok_or_else(invalid)?;
    let session = session_views::find(&state.db, &redeemed.session_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_SESSION.into()))?;
    let expires = session.ends_at() / 1000 + AFTER_THE_END_SECONDS;
    let role = account.role();
    let id_token = state.tokens.issue_session_only(
        &account.id,
        role,
        &session.id,
        &redeemed.signin_id,
        expires,
    )?;
    Ok(Json(TokenResponse {
        id_token,
        refresh_token: String::new(),
        expires_in: expires - now / 1000,
        uid: account.id,
        role,
        must_change_password: false,
    }))
}
