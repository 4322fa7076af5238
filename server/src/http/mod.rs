//! The HTTP surface: `/api/*` by feature, public files, and the web UI with
//! a fallback to `index.html` for every other path.

mod admin;
mod auth;
mod availability;
mod backups;
mod concerns;
mod content;
mod digest;
mod family;
mod game;
mod import;
mod metrics;
mod mixes;
mod notes;
mod parents;
mod pdf_pages;
mod performance;
mod pictures;
mod profile;
mod recordings;
mod review;
mod safeguarding;
mod session_bank;
mod session_board_pictures;
mod session_chat;
mod session_handoff;
mod session_questions;
mod session_report;
mod session_room;
mod session_whiteboard;
mod sessions;
mod static_files;
mod stripe_webhook;
mod subscriptions;
mod sync;
mod test_payments;
mod tokens;
mod tutors;
mod uploads;
mod util;
mod video_check;

use std::path::Path;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{Request, StatusCode};
use axum::routing::{get, post};
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::trace::TraceLayer;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_axum::router::OpenApiRouter;

use crate::error::error_response;
use crate::state::AppState;

/// JSON bodies larger than this are refused with 413 (a base64 picture of
/// the largest accepted size fits).
const MAX_JSON_BODY: usize = 2 * 1024 * 1024;

#[derive(OpenApi)]
#[openapi(
    info(title = "Plytime API", description = "Accounts, content, games, subscriptions, \
        scheduling and sessions of the Plytime tutoring platform. Every failure answers \
        `{\"errors\": [...]}`."),
    modifiers(&BearerAuth),
)]
struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
        );
    }
}

/// Runs each API request in its own task, to the end, even when the client
/// goes away mid-request: a handler dropped halfway through its database
/// work must not leave a transaction or SQLite's single writer connection
/// in an unknown state, and the work the client sent is done once either
/// way (the client may send it again; the routes are idempotent where that
/// matters).
async fn run_to_completion(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use tracing::Instrument;
    let handler = next.run(request).instrument(tracing::Span::current());
    match tokio::spawn(handler).await {
        Ok(response) => response,
        Err(_) => error_response(StatusCode::INTERNAL_SERVER_ERROR, "Internal server error"),
    }
}

/// Every `/api` route with its OpenAPI description.
fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(util::router())
        .merge(auth::router())
        .merge(profile::router())
        .merge(content::router())
        .merge(import::router())
        .merge(game::router())
        .merge(mixes::router())
        .merge(tokens::router())
        .merge(review::router())
        .merge(performance::router())
        .merge(notes::router())
        .merge(parents::router())
        .merge(digest::router())
        .merge(family::router())
        .merge(tutors::router())
        .merge(availability::router())
        .merge(admin::router())
        .merge(backups::router())
        .merge(subscriptions::router())
        .merge(sessions::router())
        .merge(session_room::router())
        .merge(session_handoff::router())
        .merge(session_whiteboard::router())
        .merge(session_board_pictures::router())
        .merge(session_chat::router())
        .merge(session_bank::router())
        .merge(session_questions::router())
        .merge(session_report::router())
        .merge(concerns::router())
        .merge(safeguarding::router())
        .merge(recordings::router())
        .merge(sync::router())
        .merge(video_check::router())
}

/// The OpenAPI document of every `/api` route, generated from the Rust types.
pub fn openapi() -> utoipa::openapi::OpenApi {
    let (_, document) = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .nest("/api", api_routes())
        .split_for_parts();
    document
}

pub fn router(state: AppState, ui_dir: &Path) -> Router {
    let (api, _) = api_routes().split_for_parts();
    let document = openapi();
    let api = api
        .route(
            "/openapi.json",
            get(move || async move { axum::Json(document) }),
        )
        // Signed by Stripe rather than authorised by a bearer token.
        .route("/payments/stripe/webhook", post(stripe_webhook::receive))
        .route_layer(axum::middleware::from_fn_with_state(
            state.clone(),
            metrics::track,
        ))
        .fallback(|| async { error_response(StatusCode::NOT_FOUND, "No such route") })
        .method_not_allowed_fallback(|| async {
            error_response(
                StatusCode::METHOD_NOT_ALLOWED,
                "Method not allowed on this route",
            )
        })
        .layer(DefaultBodyLimit::max(MAX_JSON_BODY))
        .layer(axum::middleware::from_fn(run_to_completion));

    let web_ui = ServeDir::new(ui_dir).fallback(ServeFile::new(ui_dir.join("index.html")));

    Router::new()
        // The UI's calls are relative to `/api/`, so it reaches the root as
        // `/api/`; the document names it `/api`.
        .route("/api/", get(util::api_status))
        .route("/metrics", get(metrics::scrape))
        .nest("/api", api)
        .merge(static_files::router())
        .merge(test_payments::router())
        .fallback_service(web_ui)
        .with_state(state)
        .layer(
            TraceLayer::new_for_http().make_span_with(|request: &Request<_>| {
                let request_id = request
                    .headers()
                    .get("x-request-id")
                    .and_then(|value| value.to_str().ok())
                    .unwrap_or("");
                tracing::info_span!(
                    "request",
                    method = %request.method(),
                    path = %request.uri().path(),
                    request_id,
                    uid = tracing::field::Empty,
                )
            }),
        )
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
}
