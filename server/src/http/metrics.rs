//! `/metrics` for Prometheus, behind the metrics token, and the layer that
//! counts every API request by its route template (docs/operations.md).

use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

use crate::auth::guard::bearer_token;
use crate::error::error_response;
use crate::media::MediaServer;
use crate::metrics::Gauges;
use crate::state::AppState;

/// Counts the request under its route template, with its status and time.
pub async fn track(
    State(state): State<AppState>,
    route: MatchedPath,
    request: Request,
    next: Next,
) -> Response {
    let method = request.method().clone();
    let started = Instant::now();
    let response = next.run(request).await;
    state.metrics.request(
        method.as_str(),
        route.as_str(),
        response.status().as_u16(),
        started.elapsed(),
    );
    response
}

/// The metrics, for the holder of `PLYTIME_METRICS_TOKEN`; without the
/// setting there are none to read (404).
pub async fn scrape(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let Some(expected) = state.config.metrics_token.as_deref() else {
        return error_response(StatusCode::NOT_FOUND, "No such route");
    };
    // Compared as digests, so the time taken says nothing of the token.
    let given = bearer_token(&headers).unwrap_or("");
    if Sha256::digest(given.as_bytes()) != Sha256::digest(expected.as_bytes()) {
        return error_response(StatusCode::UNAUTHORIZED, "Metrics need the metrics token");
    }
    let occupancy = state.rooms.occupancy();
    let recordings = state
        .video
        .media_server()
        .map_or(0, MediaServer::recordings_in_progress);
    let gauges = Gauges {
        rooms: occupancy.rooms,
        room_connections: occupancy.connections,
        room_backlog_bytes: occupancy.backlog_bytes,
        recordings,
        read_connections: state.db.read().size(),
        read_idle: state.db.read().num_idle(),
        write_connections: state.db.write().size(),
        write_idle: state.db.write().num_idle(),
    };
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        state.metrics.render(&gauges),
    )
        .into_response()
}
