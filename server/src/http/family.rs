//! A family's data in its own hands (docs/privacy.md): a parent exports
//! everything held about their family or closes its account; an admin does
//! either for a family on its request.

use axum::extract::State;
use plytime_shared::Role;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::privacy::{
    CloseFamilyRequest, FamilyChild, FamilyClosed, FamilyExport, FamilySummary, NO_SUCH_FAMILY,
    WRONG_PASSWORD,
};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::{AdminUser, AuthUser, password};
use crate::db::{accounts, family_erasure, parents};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path, Query};
use crate::privacy::{closing, export};
use crate::state::AppState;

pub const NO_FAMILY_YET: &str = "Please create your profile first";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(export_own))
        .routes(routes!(close_own))
        .routes(routes!(find_family))
        .routes(routes!(export_family))
        .routes(routes!(close_family))
}

/// The signed-in parent's own family (a parent acting as their child is a
/// student here, and refused by the role guard).
async fn own_parent_id(state: &AppState, user: &AuthUser) -> AppResult<String> {
    user.require(&[Role::Parent])?;
    parents::id_of_account(&state.db, &user.uid)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_FAMILY_YET.into()))
}

/// Everything held about the signed-in parent's family.
#[utoipa::path(get, path = "/family/export", tag = "privacy", security(("bearer" = [])),
    responses((status = 200, body = FamilyExport), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn export_own(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<FamilyExport>> {
    let parent_id = own_parent_id(&state, &user).await?;
    tracing::info!(parent = parent_id, "family exported by the parent");
    Ok(Json(
        export::export(&state.db, &state.storage, &parent_id).await?,
    ))
}

/// Closes the signed-in parent's family account, confirmed with their
/// password.
#[utoipa::path(post, path = "/family/close", tag = "privacy", request_body = CloseFamilyRequest,
    security(("bearer" = [])),
    responses((status = 200, body = FamilyClosed), (status = 400, body = ErrorBody,
        description = "Incorrect password"), (status = 403, body = ErrorBody)))]
async fn close_own(
    State(state): State<AppState>,
    user: AuthUser,
    Json(request): Json<CloseFamilyRequest>,
) -> AppResult<Json<FamilyClosed>> {
    let parent_id = own_parent_id(&state, &user).await?;
    let account = accounts::find_by_id(&state.db, &user.uid)
        .await?
        .ok_or_else(AppError::forbidden)?;
    if !password::verify(request.password, account.password_hash).await? {
        return Err(AppError::bad_request(WRONG_PASSWORD));
    }
    let family = family_erasure::family(&state.db, &parent_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_FAMILY_YET.into()))?;
    Ok(Json(closing::close(&state.closer(), &family).await?))
}

#[derive(Debug, Deserialize, IntoParams)]
struct FamilyQuery {
    /// The parent's e-mail address.
    email: String,
}

/// The family of a parent's e-mail address, for an admin acting on the
/// family's request.
#[utoipa::path(get, path = "/admin/family", tag = "privacy", params(FamilyQuery),
    security(("bearer" = [])),
    responses((status = 200, body = FamilySummary), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No family has this e-mail address")))]
async fn find_family(
    State(state): State<AppState>,
    _: AdminUser,
    Query(query): Query<FamilyQuery>,
) -> AppResult<Json<FamilySummary>> {
    let family = admins_family(&state, &query.email).await?;
    Ok(Json(FamilySummary {
        parent_id: family.parent_id,
        email: family.email.unwrap_or_default(),
        first_name: family.first_name,
        last_name: family.last_name,
        children: family
            .children
            .into_iter()
            .map(|child| FamilyChild {
                student_id: child.id,
                username: child.username,
                first_name: child.first_name,
                last_name: child.last_name,
            })
            .collect(),
    }))
}

async fn admins_family(state: &AppState, email: &str) -> AppResult<family_erasure::Family> {
    let parent_id = family_erasure::parent_of_email(&state.db, email)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_FAMILY.into()))?;
    family_by_id(state, &parent_id).await
}

async fn family_by_id(state: &AppState, parent_id: &str) -> AppResult<family_erasure::Family> {
    family_erasure::family(&state.db, parent_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_FAMILY.into()))
}

/// Everything held about a family, for an admin.
#[utoipa::path(get, path = "/admin/family/{parent_id}/export", tag = "privacy",
    params(("parent_id" = String, Path, description = "The parent's _id")),
    security(("bearer" = [])),
    responses((status = 200, body = FamilyExport), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn export_family(
    State(state): State<AppState>,
    admin: AdminUser,
    Path(parent_id): Path<String>,
) -> AppResult<Json<FamilyExport>> {
    let family = family_by_id(&state, &parent_id).await?;
    tracing::info!(
        parent = family.parent_id,
        admin = admin.0.uid,
        "family exported by an admin"
    );
    Ok(Json(
        export::export(&state.db, &state.storage, &family.parent_id).await?,
    ))
}

/// Closes a family's account on its request, for an admin.
#[utoipa::path(post, path = "/admin/family/{parent_id}/close", tag = "privacy",
    params(("parent_id" = String, Path, description = "The parent's _id")),
    security(("bearer" = [])),
    responses((status = 200, body = FamilyClosed), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn close_family(
    State(state): State<AppState>,
    admin: AdminUser,
    Path(parent_id): Path<String>,
) -> AppResult<Json<FamilyClosed>> {
    let family = family_by_id(&state, &parent_id).await?;
    tracing::info!(
        parent = family.parent_id,
        admin = admin.0.uid,
        "family closed by an admin"
    );
    Ok(Json(closing::close(&state.closer(), &family).await?))
}
