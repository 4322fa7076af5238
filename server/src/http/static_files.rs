//! Files served from storage under `/static-data/`: question images to
//! anyone, profile pictures only with the `access` token of a URL the API
//! gave out (docs/accounts.md, "Pictures"). Other stored files (import
//! spreadsheets) are never served here.

use axum::Router;
use axum::extract::{RawQuery, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::pictures;
use crate::error::{AppError, error_response};
use crate::state::AppState;
use crate::storage::stored_files::picture_format;

/// Folders of the store served here; names inside them are random.
const PUBLIC_FOLDERS: [&str; 2] = [pictures::FOLDER, "attachments/"];

pub fn router() -> Router<AppState> {
    Router::new().route("/static-data/{*key}", get(serve))
}

async fn serve(
    State(state): State<AppState>,
    axum::extract::Path(key): axum::extract::Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Response, AppError> {
    // The same answer for a missing file and a missing or wrong token, so
    // that a picture's name alone tells nobody whether it exists.
    let not_found = || error_response(StatusCode::NOT_FOUND, "No such file");
    if !PUBLIC_FOLDERS.iter().any(|folder| key.starts_with(folder)) {
        return Ok(not_found());
    }
    let cache_control = if key.starts_with(pictures::FOLDER) {
        let token = form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .find(|(name, _)| name == pictures::ACCESS)
            .map(|(_, value)| value.into_owned());
        let Some(expires) = token.and_then(|token| pictures::check(&state.tokens, &key, &token))
        else {
            return Ok(not_found());
        };
        // Only the viewer's browser may keep it, and no longer than the URL
        // is good for.
        format!("private, max-age={}", pictures::max_age(expires))
    } else {
        // Names are never reused, so the browser may keep them forever.
        "public, max-age=31536000, immutable".to_string()
    };
    let Some(content) = state.storage.get(&key).await? else {
        return Ok(not_found());
    };
    let content_type = picture_format(&content)
        .map(|format| format.content_type)
        .unwrap_or("application/octet-stream");
    Ok((
        [
            (header::CONTENT_TYPE, content_type.to_string()),
            (header::CACHE_CONTROL, cache_control),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_string()),
        ],
        content,
    )
        .into_response())
}
