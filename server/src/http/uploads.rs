//! Images uploaded as base64 JSON (profile pictures, question images):
//! decoded with a size bound and accepted only when the bytes really are an
//! image of the declared type.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use plytime_shared::api::profile::MAX_PICTURE_BYTES;
use plytime_shared::validation::{self, field_error};

use super::static_files::{PictureFormat, picture_format};
use crate::error::{AppError, AppResult};

pub struct DecodedImage {
    pub content: Vec<u8>,
    pub format: PictureFormat,
}

pub fn decode_image(content_base64: &str, content_type: &str) -> AppResult<DecodedImage> {
    let mut problems = Vec::new();
    if let Err(message) = validation::non_empty(content_base64) {
        problems.push(field_error("content_base64", message));
    }
    if let Err(message) = validation::non_empty(content_type) {
        problems.push(field_error("content_type", message));
    }
    if !problems.is_empty() {
        return Err(AppError::BadRequest(problems));
    }
    // Base64 is 4/3 the size of what it encodes: refuse before decoding.
    if content_base64.len() > MAX_PICTURE_BYTES / 3 * 4 + 4 {
        return Err(too_large());
    }
    let content = STANDARD
        .decode(content_base64.trim())
        .map_err(|_| AppError::bad_request(field_error("content_base64", "Is not valid base64")))?;
    if content.len() > MAX_PICTURE_BYTES {
        return Err(too_large());
    }
    let format = picture_format(&content)
        .filter(|format| format.content_type == content_type.trim().to_ascii_lowercase())
        .ok_or_else(|| {
            AppError::bad_request(field_error(
                "content_type",
                "Only image files (PNG, JPEG, GIF or WebP) are accepted",
            ))
        })?;
    Ok(DecodedImage { content, format })
}

fn too_large() -> AppError {
    AppError::PayloadTooLarge(format!(
        "Images can be at most {} KB",
        MAX_PICTURE_BYTES / 1024
    ))
}
