//! Pictures on a session's whiteboard (docs/whiteboard.md, "Worksheets"):
//! the session's tutor uploads a picture, or a page of a PDF, during the
//! session; the server checks what it is from its bytes, draws it afresh
//! at the board's size and keeps it with the board. Whoever may read the
//! board reads its pictures.

use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use plytime_shared::api::board_pictures::{
    BOARD_PICTURE_SIDE, BoardFile, BoardPicture, MAX_BOARD_UPLOAD_BYTES, NO_SUCH_PICTURE,
    NOT_A_WORKSHEET, UPLOAD_TOO_LARGE,
};
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::whiteboard::{SCENE_TOO_LARGE, Scene, TOO_MANY_ELEMENTS};
use serde::Deserialize;
use serde_json::Value;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::pdf_pages::{self, is_pdf};
use super::uploads::{DecodedImage, Redraw, reencode_off_workers};
use crate::auth::{AuthUser, access};
use crate::db::now_millis;
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::state::AppState;
use crate::storage::stored_files::picture_format;
use crate::video::board_store::{self, Saved};
use crate::video::open_room;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(add_board_picture))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BOARD_UPLOAD_BYTES))
        .routes(routes!(board_picture))
}

#[derive(Debug, Deserialize, IntoParams)]
struct PictureQuery {
    /// Which page of a PDF, 1 first; the first when not said.
    page: Option<u32>,
}

/// The session's tutor puts a picture or a PDF's page (the request body,
/// PNG, JPEG, GIF, WebP or PDF, told apart by its bytes) with the board,
/// while the session is on. The board's pages show it as a background.
#[utoipa::path(post, path = "/session/{session_id}/whiteboard/pictures", tag = "sessions",
    params(("session_id" = String, Path), PictureQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream"),
    security(("bearer" = [])),
    responses((status = 200, body = BoardPicture), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 413, body = ErrorBody)))]
async fn add_board_picture(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Query(query): Query<PictureQuery>,
    body: Result<Bytes, BytesRejection>,
) -> AppResult<Json<BoardPicture>> {
    let session = access::session(&state.db, &user, &id).await?;
    if user.uid != session.tutor_account {
        return Err(AppError::forbidden());
    }
    open_room(&session)?;
    let body = body.map_err(|_| AppError::PayloadTooLarge(UPLOAD_TOO_LARGE.into()))?;
    let (picture, pages) = redraw(&body, query.page.unwrap_or(1)).await?;
    let file = BoardFile {
        id: uuid::Uuid::new_v4().simple().to_string(),
        mime_type: picture.format.content_type.to_string(),
        data_url: format!(
            "data:{};base64,{}",
            picture.format.content_type,
            STANDARD.encode(&picture.content)
        ),
        created: now_millis(),
    };
    let as_kept = serde_json::to_value(&file)
        .map_err(|error| AppError::Internal(anyhow::anyhow!("a board picture: {error}")))?;
    let mut change = Scene::default();
    change.files.insert(file.id.clone(), as_kept);
    match board_store::save(&state.db, &state.storage, &session.id, &change).await? {
        Saved::Kept(_) => Ok(Json(BoardPicture {
            file,
            width: picture.width,
            height: picture.height,
            pages,
        })),
        Saved::TooLarge => Err(AppError::Conflict(SCENE_TOO_LARGE.into())),
        Saved::TooManyElements => Err(AppError::Conflict(TOO_MANY_ELEMENTS.into())),
        Saved::Gone => Err(AppError::NotFound("No such session".into())),
    }
}

/// The upload drawn afresh at the board's size, with the PDF's page count.
/// Only the pixels are kept: whatever else the file held goes.
async fn redraw(upload: &[u8], page: u32) -> AppResult<(DecodedImage, Option<u32>)> {
    let fit = Redraw {
        kind_field: "file",
        size_field: "file",
        fit: Some(BOARD_PICTURE_SIDE),
    };
    if is_pdf(upload) {
        let (drawn, pages) = pdf_pages::draw_page(upload, page, BOARD_PICTURE_SIDE).await?;
        let format = picture_format(&drawn).ok_or_else(|| {
            AppError::Internal(anyhow::anyhow!("pdftoppm wrote something other than a PNG"))
        })?;
        return Ok((reencode_off_workers(drawn, format, fit).await?, Some(pages)));
    }
    let format = picture_format(upload).ok_or_else(|| AppError::bad_request(NOT_A_WORKSHEET))?;
    Ok((
        reencode_off_workers(upload.to_vec(), format, fit).await?,
        None,
    ))
}

/// One picture of the board, with its data: for whoever may read the
/// board. A board kept before pictures had ids of this form may hold
/// pictures without a time; they come as they were kept.
#[utoipa::path(get, path = "/session/{session_id}/whiteboard/pictures/{file_id}",
    tag = "sessions",
    params(("session_id" = String, Path), ("file_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = BoardFile), (status = 404, body = ErrorBody)))]
async fn board_picture(
    State(state): State<AppState>,
    user: AuthUser,
    Path((id, file_id)): Path<(String, String)>,
) -> AppResult<Json<Value>> {
    let session = access::session(&state.db, &user, &id).await?;
    board_store::picture(&state.db, &state.storage, &session.id, &file_id)
        .await?
        .map(Json)
        .ok_or_else(|| AppError::NotFound(NO_SUCH_PICTURE.into()))
}
