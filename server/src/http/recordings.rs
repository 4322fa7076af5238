//! Watching a session's recording (docs/recordings.md): the child's parent
//! and the safeguarding lead play it, decrypted as it is sent, with byte
//! ranges so that a video element can seek; every playback is noted, and
//! the same people see who watched. A player asks for a playback pass and
//! streams with it; an API client may stream with its bearer token.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::recordings::{
    PLAYBACK_PASS_INVALID, PlaybackPass, RANGE_NOT_SATISFIABLE, RecordingView,
};
use plytime_shared::whiteboard::Scene;
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AuthUser;
use crate::db::recordings::{self, NewView, RecordingRow};
use crate::db::session_views;
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::recordings::range::{self, Asked};
use crate::recordings::store::Sealed;
use crate::recordings::{access, pass};
use crate::state::AppState;
use crate::video::board_store;

/// The longest `Range` header the audit keeps.
const MAX_RANGE_NOTED: usize = 100;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(play_recording))
        .routes(routes!(open_playback))
        .routes(routes!(stream_recording))
        .routes(routes!(recording_views))
        .routes(routes!(board_at))
}

/// The session's recording as one WebM (VP8 and Opus: the tutor on the
/// left, the child on the right). Sends `Accept-Ranges: bytes` and answers
/// a `Range` of `bytes=a-b`, `bytes=a-` or `bytes=-n` with 206 and
/// `Content-Range`; a range past the end gets 416. Only the child's parent
/// and the safeguarding lead may watch; anyone else is told there is no
/// such recording. Every playback served is noted with who, when and from
/// where.
#[utoipa::path(get, path = "/recording/{recording_id}", tag = "recordings",
    params(("recording_id" = String, Path)), security(("bearer" = [])),
    responses(
        (status = 200, content_type = "video/webm", description = "The whole recording"),
        (status = 206, content_type = "video/webm", description = "The bytes asked for"),
        (status = 404, body = ErrorBody), (status = 416, body = ErrorBody)))]
async fn play_recording(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    user: AuthUser,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let recording = access::recording(&state.db, &user, &id).await?;
    let asked_for = range_asked(&headers);
    let noted_range = asked_for.map(|text| text.chars().take(MAX_RANGE_NOTED).collect::<String>());
    let response = serve(&state, &recording, asked_for).await?;
    if response.status().is_success() {
        note_playback(&state, &recording, &user, peer, noted_range.as_deref()).await?;
    }
    Ok(response)
}

/// Opens a playback in the player: notes it in the audit log and gives the
/// URL the player streams from, with a pass good for an hour.
#[utoipa::path(post, path = "/recording/{recording_id}/playback", tag = "recordings",
    params(("recording_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = PlaybackPass), (status = 404, body = ErrorBody)))]
async fn open_playback(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<PlaybackPass>> {
    let recording = access::recording(&state.db, &user, &id).await?;
    note_playback(&state, &recording, &user, peer, None).await?;
    let now = chrono::Utc::now().timestamp();
    let (pass, expires) = pass::issue(&state.tokens, &user, &recording.id, now)?;
    Ok(Json(PlaybackPass {
        url: format!("/api/recording/{}/stream?pass={pass}", recording.id),
        expires_at: crate::time::iso(expires * 1000),
    }))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct StreamQuery {
    /// The pass from `POST /recording/{recording_id}/playback`.
    pass: String,
}

/// The recording streamed to a player with its playback pass, byte ranges
/// as for `GET /recording/{recording_id}`. The playback was noted when the
/// pass was given, so the many range requests of one playback are not.
/// The pass's sign-in must still last and its viewer may still watch.
#[utoipa::path(get, path = "/recording/{recording_id}/stream", tag = "recordings",
    params(("recording_id" = String, Path), StreamQuery),
    responses(
        (status = 200, content_type = "video/webm", description = "The whole recording"),
        (status = 206, content_type = "video/webm", description = "The bytes asked for"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 416, body = ErrorBody)))]
async fn stream_recording(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<StreamQuery>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let refused = || AppError::Unauthorized(PLAYBACK_PASS_INVALID.into());
    let viewer = pass::viewer(&state.tokens, &query.pass, &id).ok_or_else(refused)?;
    if !state
        .ended_signins
        .is_live(&state.db, viewer.signin.as_ref())
        .await?
    {
        return Err(refused());
    }
    let recording = access::recording(&state.db, &viewer, &id).await?;
    serve(&state, &recording, range_asked(&headers)).await
}

/// The request's `Range` header, when it is text.
fn range_asked(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::RANGE)
        .and_then(|value| value.to_str().ok())
}

/// Writes one playback into the audit log.
async fn note_playback(
    state: &AppState,
    recording: &RecordingRow,
    viewer: &AuthUser,
    peer: SocketAddr,
    range: Option<&str>,
) -> AppResult<()> {
    recordings::record_view(
        &state.db,
        &NewView {
            recording,
            viewer_id: &viewer.uid,
            address: &peer.ip().to_string(),
            range,
        },
    )
    .await?;
    tracing::info!(
        recording = recording.id,
        viewer = viewer.uid,
        range,
        "recording played"
    );
    Ok(())
}

/// The decrypted recording, or the part of it `asked_for` names.
async fn serve(
    state: &AppState,
    recording: &RecordingRow,
    asked_for: Option<&str>,
) -> AppResult<Response> {
    let sealed = Sealed::open(&state.storage, &state.recording_key, recording).await?;
    let len = sealed.len();
    let (status, range) = match range::asked(asked_for, len) {
        Asked::Whole => (StatusCode::OK, 0..len),
        Asked::Part(range) => (StatusCode::PARTIAL_CONTENT, range),
        Asked::Unsatisfiable => return Ok(unsatisfiable(len)),
    };
    let mut response = Response::new(Body::from_stream(sealed.stream(range.clone())));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("video/webm"));
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    headers.insert(
        header::CONTENT_LENGTH,
        HeaderValue::from(range.end - range.start),
    );
    // A child's recording stays out of every shared cache.
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    if status == StatusCode::PARTIAL_CONTENT {
        let content_range = format!("bytes {}-{}/{len}", range.start, range.end - 1);
        if let Ok(value) = HeaderValue::from_str(&content_range) {
            headers.insert(header::CONTENT_RANGE, value);
        }
    }
    Ok(response)
}

fn unsatisfiable(len: u64) -> Response {
    (
        StatusCode::RANGE_NOT_SATISFIABLE,
        [
            (header::CONTENT_RANGE, format!("bytes */{len}")),
            (header::ACCEPT_RANGES, "bytes".to_string()),
        ],
        Json(ErrorBody {
            errors: vec![RANGE_NOT_SATISFIABLE.into()],
        }),
    )
        .into_response()
}

/// Who watched the recording, when and from which address, oldest first:
/// for the same people who may watch it.
#[utoipa::path(get, path = "/recording/{recording_id}/views", tag = "recordings",
    params(("recording_id" = String, Path)), security(("bearer" = [])),
    responses((status = 200, body = Vec<RecordingView>), (status = 404, body = ErrorBody)))]
async fn recording_views(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<RecordingView>>> {
    let recording = access::recording(&state.db, &user, &id).await?;
    Ok(Json(recordings::views(&state.db, &recording.id).await?))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct MomentQuery {
    /// How far into the recording, in milliseconds.
    at_ms: u32,
}

/// The session's whiteboard as it was at a moment of the recording, to
/// show beside the video: the board's changes stored by then, merged. For
/// the same people who may watch the recording.
#[utoipa::path(get, path = "/recording/{recording_id}/board", tag = "recordings",
    params(("recording_id" = String, Path), MomentQuery), security(("bearer" = [])),
    responses((status = 200, body = Scene), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn board_at(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Query(query): Query<MomentQuery>,
) -> AppResult<Json<Scene>> {
    let recording = access::recording(&state.db, &user, &id).await?;
    let started_at = match recording.started_at {
        Some(started_at) => started_at,
        // Made before recordings noted their start: their session's.
        None => session_views::find(&state.db, &recording.session_id)
            .await?
            .map_or(recording.created_at, |session| session.starts_at),
    };
    let moment = started_at + i64::from(query.at_ms);
    Ok(Json(
        board_store::as_it_was(&state.db, &state.storage, &recording.session_id, moment).await?,
    ))
}
