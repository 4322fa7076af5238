//! Pictures on a session's whiteboard (docs/whiteboard.md, "Worksheets"):
//! the tutor uploads a picture or a page of a PDF, the server checks it,
//! redraws it and keeps it with the board, and the board shows it as a
//! page's background. Pictures reach the board only this way, never over
//! the session channel.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The largest file taken: a scanned worksheet or a photo of one, or a
/// PDF of a few pages.
pub const MAX_BOARD_UPLOAD_BYTES: usize = 8 * 1024 * 1024;

/// A picture is redrawn to fit this many pixels each way: a page of the
/// board (docs/whiteboard.md, "Pages") is 1600 units wide, and a larger
/// picture would only take more of the board's 4 MB.
pub const BOARD_PICTURE_SIDE: u32 = 1600;

pub const NOT_A_WORKSHEET: &str =
    "Only pictures (PNG, JPEG, GIF or WebP) and PDFs can go on the whiteboard";
pub const UPLOAD_TOO_LARGE: &str = "Files for the whiteboard can be at most 8 MB";
pub const PDF_UNREADABLE: &str = "This PDF could not be read";
pub const NO_SUCH_PICTURE: &str = "No such picture on this whiteboard";

/// Said when a PDF has fewer pages than the one asked for.
pub fn pdf_has_only(pages: u32) -> String {
    match pages {
        1 => "This PDF has only 1 page".to_string(),
        _ => format!("This PDF has only {pages} pages"),
    }
}

/// A picture on the board as the drawing component holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct BoardFile {
    pub id: String,
    #[serde(rename = "mimeType")]
    pub mime_type: String,
    /// The picture itself, as a `data:` URL.
    #[serde(rename = "dataURL")]
    pub data_url: String,
    /// When it was added, in milliseconds since 1970.
    pub created: i64,
}

/// `POST /api/session/{id}/whiteboard/pictures`: the picture as kept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct BoardPicture {
    pub file: BoardFile,
    /// Its size in pixels, at most [`BOARD_PICTURE_SIDE`] each way.
    pub width: u32,
    pub height: u32,
    /// How many pages the PDF has; none for a picture.
    pub pages: Option<u32>,
}
