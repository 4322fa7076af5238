//! The live session room (docs/live-sessions.md): the room token, the
//! register the participants write while in it, and the session channel.

use std::time::Instant;

use axum::extract::State;
use axum::extract::ws::{WebSocketUpgrade, rejection::WebSocketUpgradeRejection};
use axum::response::Response;
use plytime_shared::Role;
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::api::rooms::RoomToken;
use plytime_shared::api::sessions::{NO_SUCH_SESSION, REGISTER_TYPES, RegisterEvent};
use plytime_shared::api::tutors::NO_SUCH_TUTOR;
use plytime_shared::safeguarding::dbs::{DBS_NOT_CURRENT, DbsStatus};
use plytime_shared::validation::field_error;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AuthUser, access};
use crate::db::session_views::{self, SessionRow};
use crate::db::{accounts, recording_consent, sessions, tutors};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::state::AppState;
use crate::time::parse_iso;
use crate::video::channel::{self, Member};
use crate::video::{NOT_A_PARTICIPANT, Participant, open_room, takes_part};

pub const ROOM_TOKEN_INVALID: &str = "This room pass is not valid; open the session again";
pub const NOT_A_WEBSOCKET: &str = "The session channel is a WebSocket";
pub const TUTOR_DBS_NOT_CURRENT: &str = "Your DBS check is not current, so you cannot open \
     sessions until an admin records your new certificate";
pub const TUTOR_SUSPENDED: &str = "Your account is suspended while a concern is looked into, \
     so you cannot open sessions";
pub const TUTOR_IS_SUSPENDED: &str = "This session's tutor is suspended: hand it to another tutor";
pub const TUTOR_UNAVAILABLE: &str =
    "Your tutor cannot take this session. We will find another tutor for you.";
pub const TOO_MANY_REGISTER_EVENTS: &str =
    "Too many register events: wait a few seconds and try again";

/// How an admin who joins a room is named in its chat.
const STAFF_NAME: &str = "Plytime staff";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(room))
        .routes(routes!(register))
        .routes(routes!(open_channel))
}

/// A session's room opens only while its tutor's DBS check is current and
/// they are not suspended (docs/safeguarding.md); each side is told what
/// concerns them.
async fn tutor_may_teach(state: &AppState, user: &AuthUser, session: &SessionRow) -> AppResult<()> {
    let tutor = tutors::find(&state.db, state.config.dbs_policy(), &session.tutor_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_TUTOR.into()))?;
    let checked = matches!(tutor.dbs_status, DbsStatus::Current | DbsStatus::Expiring);
    if checked && !tutor.suspended {
        return Ok(());
    }
    let message = match (user.role, tutor.suspended) {
        (Role::Student, _) => TUTOR_UNAVAILABLE,
        (Role::Tutor, true) => TUTOR_SUSPENDED,
        (Role::Tutor, false) => TUTOR_DBS_NOT_CURRENT,
        (_, true) => TUTOR_IS_SUSPENDED,
        (_, false) => DBS_NOT_CURRENT,
    };
    Err(AppError::Conflict(message.into()))
}

/// The name the other side sees.
async fn display_name(
    state: &AppState,
    user: &AuthUser,
    session: &SessionRow,
) -> AppResult<String> {
    Ok(if user.uid == session.student_account {
        session.student_first_name.clone()
    } else if user.uid == session.tutor_account {
        session.tutor_first_name.clone()
    } else {
        let profile = accounts::profile(&state.db, &user.uid).await?;
        profile
            .and_then(|profile| profile.first_name.or(profile.display_name))
            .unwrap_or_else(|| "Plytime staff".into())
    })
}

/// A pass into the session's room, for its student, its tutor (a
/// substitute included) and admins, from 2 minutes before the start until
/// the end of a paid, uncancelled session.
#[utoipa::path(get, path = "/session/{session_id}/room", tag = "sessions",
    params(("session_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = RoomToken), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn room(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<RoomToken>> {
    let session = access::session(&state.db, &user, &id).await?;
    if !user.is_admin() && !takes_part(&session, &user.uid) {
        return Err(AppError::Forbidden(NOT_A_PARTICIPANT.into()));
    }
    open_room(&session)?;
    tutor_may_teach(&state, &user, &session).await?;
    let name = display_name(&state, &user, &session).await?;
    let mut token = state.video.room_token(
        &state.tokens,
        &session,
        Participant {
            uid: &user.uid,
            role: user.role,
            name: &name,
            signin: user.signin.as_ref(),
        },
    )?;
    let allowed = recording_consent::allowed(&state.db, &session).await?;
    token.recorded = state.video.records(allowed).await;
    Ok(Json(token))
}

/// Records a register event of the caller (the session's student or tutor)
/// at the server's time, while the session's room is open.
#[utoipa::path(put, path = "/session/{session_id}/register", tag = "sessions",
    request_body = RegisterEvent, params(("session_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn register(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Json(event): Json<RegisterEvent>,
) -> AppResult<Json<Success>> {
    let session = access::session(&state.db, &user, &id).await?;
    if !takes_part(&session, &user.uid) {
        return Err(AppError::Forbidden(NOT_A_PARTICIPANT.into()));
    }
    if !REGISTER_TYPES.contains(&event.kind.as_str()) {
        return Err(AppError::bad_request(field_error(
            "type",
            "Is not a register event",
        )));
    }
    parse_iso("time", &event.time)?;
    open_room(&session)?;
    let bucket = format!("{}/{}", session.id, user.uid);
    if !state.register_limit.allow(&bucket, Instant::now()) {
        return Err(AppError::TooManyRequests(TOO_MANY_REGISTER_EVENTS.into()));
    }
    sessions::record_event(
        &state.db,
        &session.id,
        &user.uid,
        user.role.as_str(),
        &event.kind,
    )
    .await?;
    Ok(Json(Success::YES))
}

#[derive(Debug, Deserialize, IntoParams)]
struct ChannelQuery {
    /// The room token of `GET /session/{session_id}/room` (browsers cannot
    /// set headers on a WebSocket).
    token: String,
}

/// The session channel, a WebSocket: presence and the built-in call's
/// signalling between the session's student and tutor while the room is
/// open. Messages are `ChannelRequest` up and `ChannelEvent` down.
#[utoipa::path(get, path = "/session/{session_id}/channel", tag = "sessions",
    params(("session_id" = String, Path), ChannelQuery),
    responses((status = 101, description = "Switching to the WebSocket protocol"),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn open_channel(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<ChannelQuery>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> AppResult<Response> {
    let claims = state
        .tokens
        .verify_room(&query.token)
        .filter(|claims| claims.sid == id)
        .ok_or_else(|| AppError::Unauthorized(ROOM_TOKEN_INVALID.into()))?;
    let session = session_views::find(&state.db, &id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_SESSION.into()))?;
    // Checked again now: the session may have been handed to a substitute.
    if !takes_part(&session, &claims.sub) || claims.role == Role::Admin {
        return Err(AppError::Forbidden(NOT_A_PARTICIPANT.into()));
    }
    // A pass ends with the sign-in that asked for it (a sign-out, a
    // password change, a closed family), not only with the session.
    if !state
        .ended_signins
        .is_live(&state.db, claims.signin.as_ref())
        .await?
    {
        return Err(AppError::Unauthorized(ROOM_TOKEN_INVALID.into()));
    }
    open_room(&session)?;
    let upgrade = upgrade.map_err(|_| AppError::bad_request(NOT_A_WEBSOCKET))?;
    let recorded = recording_consent::allowed(&state.db, &session).await?;
    let member = Member {
        session_id: session.id.clone(),
        media: recorded
            .then(|| state.video.media_room(&session.id, claims.role))
            .flatten(),
        student_id: session.student_id.clone(),
        name: match claims.role {
            Role::Student => session.student_first_name.clone(),
            Role::Tutor => session.tutor_first_name.clone(),
            _ => STAFF_NAME.to_string(),
        },
        uid: claims.sub,
        role: claims.role,
        ends_at: session.ends_at(),
    };
    Ok(upgrade
        .max_message_size(channel::MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| {
            channel::serve(
                state.db.clone(),
                state.storage.clone(),
                state.rooms.clone(),
                socket,
                member,
            )
        }))
}
