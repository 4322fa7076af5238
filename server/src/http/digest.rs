//! The parent's week so far (docs/screens.md, "This week").

use axum::extract::State;
use plytime_shared::Role;
use plytime_shared::api::digest::WeeklyDigest;
use plytime_shared::api::errors::ErrorBody;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::AuthUser;
use crate::db::{now_millis, parents};
use crate::digest::{self, Week};
use crate::error::{AppError, AppResult};
use crate::extract::Json;
use crate::http::parents::NO_SUCH_PARENT;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_digest))
}

/// This week so far for each of the signed-in parent's children: what the
/// weekly e-mail will say once the week is over.
#[utoipa::path(get, path = "/parent/digest", tag = "parents", security(("bearer" = [])),
    responses((status = 200, body = WeeklyDigest), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn get_digest(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<WeeklyDigest>> {
    user.require(&[Role::Parent])?;
    let parent_id = parents::id_of_account(&state.db, &user.uid)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_PARENT.into()))?;
    let now = now_millis();
    Ok(Json(
        digest::of_week(&state.db, &parent_id, Week::holding(now), now).await?,
    ))
}
