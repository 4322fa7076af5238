//! Public files: profile pictures and question images, served from storage
//! under `/static-data/`. Other stored files (import spreadsheets) are never
//! served here.

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::error::{AppError, error_response};
use crate::state::AppState;

pub const PUBLIC_PREFIX: &str = "/static-data/";

/// Folders of the store that are public; names inside them are random.
const PUBLIC_FOLDERS: [&str; 2] = ["pictures/", "attachments/"];

pub fn router() -> Router<AppState> {
    Router::new().route("/static-data/{*key}", get(serve))
}

async fn serve(
    State(state): State<AppState>,
    axum::extract::Path(key): axum::extract::Path<String>,
) -> Result<Response, AppError> {
    let not_found = || error_response(StatusCode::NOT_FOUND, "No such file");
    if !PUBLIC_FOLDERS.iter().any(|folder| key.starts_with(folder)) {
        return Ok(not_found());
    }
    let Some(content) = state.storage.get(&key).await? else {
        return Ok(not_found());
    };
    let content_type = picture_format(&content)
        .map(|format| format.content_type)
        .unwrap_or("application/octet-stream");
    Ok((
        [
            (header::CONTENT_TYPE, content_type),
            // Names are never reused, so the browser may keep them forever.
            (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        content,
    )
        .into_response())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PictureFormat {
    pub content_type: &'static str,
    pub extension: &'static str,
}

/// Recognises an image by its first bytes; the declared type is not trusted.
pub fn picture_format(content: &[u8]) -> Option<PictureFormat> {
    let format = |content_type, extension| {
        Some(PictureFormat {
            content_type,
            extension,
        })
    };
    match content {
        [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, ..] => format("image/png", "png"),
        [0xFF, 0xD8, 0xFF, ..] => format("image/jpeg", "jpg"),
        [b'G', b'I', b'F', b'8', b'7' | b'9', b'a', ..] => format("image/gif", "gif"),
        [
            b'R',
            b'I',
            b'F',
            b'F',
            _,
            _,
            _,
            _,
            b'W',
            b'E',
            b'B',
            b'P',
            ..,
        ] => format("image/webp", "webp"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_images_by_their_bytes() {
        let png = b"\x89PNG\r\n\x1a\nrest";
        assert_eq!(picture_format(png).unwrap().content_type, "image/png");
        assert_eq!(
            picture_format(b"\xff\xd8\xff\xe0").unwrap().extension,
            "jpg"
        );
        assert_eq!(picture_format(b"GIF89a...").unwrap().extension, "gif");
        assert_eq!(
            picture_format(b"RIFF\0\0\0\0WEBPVP8 ").unwrap().extension,
            "webp"
        );
        assert_eq!(picture_format(b"<svg xmlns="), None, "SVG can carry script");
        assert_eq!(picture_format(b""), None);
    }
}
