//! Images for question Image elements.

use axum::extract::State;
use bytes::Bytes;
use plytime_shared::api::content::{ImageId, ImageUpload};
use plytime_shared::api::errors::ErrorBody;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AdminUser;
use crate::db::content::images;
use crate::error::AppResult;
use crate::extract::Json;
use crate::http::uploads::decode_image;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(upload_image))
}

/// Stores an image; it is served at `/static-data/attachments/{image_id}`.
#[utoipa::path(post, path = "/admin/image", tag = "content", request_body = ImageUpload,
    security(("bearer" = [])),
    responses((status = 200, body = ImageId), (status = 400, body = ErrorBody),
        (status = 413, body = ErrorBody)))]
async fn upload_image(
    State(state): State<AppState>,
    _: AdminUser,
    Json(upload): Json<ImageUpload>,
) -> AppResult<Json<ImageId>> {
    let image = decode_image(&upload.content_base64, &upload.content_type).await?;
    let id = uuid::Uuid::new_v4().to_string();
    let size = image.content.len();
    state
        .storage
        .put(&format!("attachments/{id}"), Bytes::from(image.content))
        .await?;
    images::insert(&state.db, &id, image.format.content_type, size).await?;
    Ok(Json(ImageId { image_id: id }))
}
