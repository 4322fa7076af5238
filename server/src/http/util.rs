//! The API root, health, client settings and the UI's remote log.

use axum::extract::State;
use axum::http::StatusCode;
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::api::util::{
    ApiStatus, ClientConfig, Health, LogLevel, Readiness, RemoteLogEntry,
};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AuthUser;
use crate::error::AppResult;
use crate::extract::Json;
use crate::state::AppState;

pub const API_MESSAGE: &str = "Plytime API is running";
const ANSWERS: &str = "ok";
const DOES_NOT_ANSWER: &str = "does not answer";
/// The media server's state when none is configured: calls are not
/// recorded, and that is no reason to keep traffic away.
const NOT_USED: &str = "not used";
/// Remote log messages are cut to this many characters.
const MAX_LOG_MESSAGE: usize = 4000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(api_status))
        .routes(routes!(health))
        .routes(routes!(ready))
        .routes(routes!(client_config))
        .routes(routes!(remote_log))
}

/// The message the API status page shows.
#[utoipa::path(get, path = "/", tag = "util", responses((status = 200, body = ApiStatus)))]
pub(super) async fn api_status() -> Json<ApiStatus> {
    Json(ApiStatus {
        message: API_MESSAGE.into(),
    })
}

/// Ready to serve: the database answers.
#[utoipa::path(get, path = "/health", tag = "util",
    responses((status = 200, body = Health), (status = 500, body = ErrorBody)))]
async fn health(State(state): State<AppState>) -> AppResult<Json<Health>> {
    sqlx::query("SELECT 1").execute(state.db.read()).await?;
    Ok(Json(Health {
        status: "ok".into(),
        database: state.db.backend().name().into(),
    }))
}

/// Ready for traffic: the database, the file store and the media server
/// (when one is configured) answer (503 otherwise, saying which does not).
/// Costlier than `/health`, which a liveness probe can call often.
#[utoipa::path(get, path = "/ready", tag = "util",
    responses((status = 200, body = Readiness), (status = 503, body = Readiness)))]
async fn ready(State(state): State<AppState>) -> (StatusCode, Json<Readiness>) {
    let outcome = |result: anyhow::Result<()>| match result {
        Ok(()) => ANSWERS.to_string(),
        Err(error) => {
            tracing::warn!(error = format!("{error:#}"), "a readiness check failed");
            DOES_NOT_ANSWER.to_string()
        }
    };
    let database = sqlx::query("SELECT 1")
        .execute(state.db.read())
        .await
        .map(|_| ())
        .map_err(anyhow::Error::from);
    let database = outcome(database);
    let files = outcome(state.storage.check().await);
    // Asked at most every few seconds, with a short timeout; the media
    // server logs its own going down and coming back.
    let media = match state.video.media_server() {
        None => NOT_USED,
        Some(media) if media.is_up().await => ANSWERS,
        Some(_) => DOES_NOT_ANSWER,
    }
    .to_string();
    let ready = database == ANSWERS && files == ANSWERS && media != DOES_NOT_ANSWER;
    let status = if ready {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        status,
        Json(Readiness {
            ready,
            database,
            files,
            media,
        }),
    )
}

/// Settings the UI needs before anyone signs in.
#[utoipa::path(get, path = "/client_config", tag = "util",
    responses((status = 200, body = ClientConfig)))]
async fn client_config(State(state): State<AppState>) -> Json<ClientConfig> {
    Json(ClientConfig {
        environment_message: state.config.environment_message.clone(),
        how_to_url: state.config.how_to_url.clone(),
        demo: state.config.demo,
        video_provider: state.video.provider(),
    })
}

/// Records an error the UI showed to a user, in the server's log.
#[utoipa::path(post, path = "/util/log", tag = "util", request_body = RemoteLogEntry,
    security(("bearer" = [])),
    responses((status = 200, body = Success), (status = 401, body = ErrorBody)))]
async fn remote_log(user: AuthUser, Json(entry): Json<RemoteLogEntry>) -> Json<Success> {
    let message: String = entry.message.chars().take(MAX_LOG_MESSAGE).collect();
    let timestamp: String = entry.timestamp.chars().take(64).collect();
    let uid = user.uid.as_str();
    match entry.level {
        LogLevel::Error => tracing::error!(target: "ui", uid, timestamp, "{message}"),
        LogLevel::Warn => tracing::warn!(target: "ui", uid, timestamp, "{message}"),
        LogLevel::Info => tracing::info!(target: "ui", uid, timestamp, "{message}"),
        LogLevel::Debug => tracing::debug!(target: "ui", uid, timestamp, "{message}"),
    }
    Json(Success::YES)
}
