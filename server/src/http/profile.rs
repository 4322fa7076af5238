//! The signed-in user's profile and profile pictures.

use axum::extract::State;
use bytes::Bytes;
use plytime_shared::Role;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::profile::{
    ActingParent, AvatarChoice, Me, PicturePath, PictureUpload, PictureUploadFor, UserData,
};
use plytime_shared::validation::{self, field_error};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::access::NO_SUCH_USER;
use crate::auth::{AuthUser, Authenticated};
use crate::db::{accounts, people};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::http::pictures;
use crate::http::uploads::decode_image;
use crate::state::AppState;
use crate::storage::stored_files::PUBLIC_PREFIX;

pub const CHILD_PHOTO_BY_PARENT: &str =
    "A child's photo is uploaded by their parent. Please choose an avatar instead";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(me))
        .routes(routes!(upload_my_picture))
        .routes(routes!(choose_avatar))
        .routes(routes!(upload_picture_for, picture_of))
}

/// The signed-in user. Works while a password change is still owed, so the
/// UI can show who is signed in on the change-password screen.
#[utoipa::path(get, path = "/profile/me", tag = "profile", security(("bearer" = [])),
    responses((status = 200, body = Me), (status = 401, body = ErrorBody)))]
async fn me(State(state): State<AppState>, user: Authenticated) -> AppResult<Json<Me>> {
    let profile = accounts::profile(&state.db, &user.uid)
        .await?
        .ok_or_else(|| AppError::Unauthorized(NO_SUCH_USER.into()))?;
    let full_name = match (&profile.first_name, &profile.last_name) {
        (Some(first), Some(last)) if profile.role != Role::Student.as_str() => {
            Some(format!("{first} {last}"))
        }
        (Some(first), _) => Some(first.clone()),
        _ => None,
    };
    let (subscription_level, time_allowance, reads_each_question) =
        match (&profile.record_id, profile.role == Role::Student.as_str()) {
            (Some(student_id), true) => (
                Some(crate::db::subscription_levels::of_student(&state.db, student_id).await?),
                Some(people::time_allowance(&state.db, student_id).await?),
                Some(people::reads_each_question(&state.db, student_id).await?),
            ),
            _ => (None, None, None),
        };
    Ok(Json(Me {
        subscription_level,
        time_allowance,
        reads_each_question,
        uid: profile.id.clone(),
        username: profile.login.clone(),
        role: profile.role.parse().unwrap_or(Role::Anonymous),
        must_change_password: user.must_change_password,
        session_only: user.session_only.clone(),
        safeguarding_lead: user.role == Role::Admin
            && accounts::is_safeguarding_lead(&state.db, &user.uid).await?,
        acting_parent: acting_parent(&state, user.acting_parent.as_deref()).await?,
        user_data: UserData {
            _id: profile.record_id.unwrap_or(profile.id),
            email: profile.email,
            username: profile.login,
            display_name: full_name.or(profile.display_name),
            profile_picture: pictures::url_of(&state.tokens, profile.profile_picture),
        },
    }))
}

/// The parent behind an act-as session, named as the way back to them.
async fn acting_parent(state: &AppState, parent: Option<&str>) -> AppResult<Option<ActingParent>> {
    let Some(parent) = parent else {
        return Ok(None);
    };
    let Some(profile) = accounts::profile(&state.db, parent).await? else {
        return Ok(None);
    };
    let email = profile.email.unwrap_or(profile.login);
    Ok(Some(ActingParent {
        first_name: profile.first_name.unwrap_or_else(|| email.clone()),
        email,
    }))
}

/// Sets the signed-in user's own picture.
#[utoipa::path(post, path = "/profile/me/picture", tag = "profile", request_body = PictureUpload,
    security(("bearer" = [])),
    responses((status = 200, body = PicturePath), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn upload_my_picture(
    State(state): State<AppState>,
    user: AuthUser,
    Json(upload): Json<PictureUpload>,
) -> AppResult<Json<PicturePath>> {
    not_a_tutor(&user)?;
    not_a_child_alone(&user)?;
    let path = store_picture(
        &state,
        &user.uid,
        &upload.content_base64,
        &upload.content_type,
    )
    .await?;
    Ok(Json(PicturePath { path: Some(path) }))
}

/// Makes one of the app's drawn avatars the signed-in user's picture
/// (docs/accounts.md, "Pictures"). A photo it replaces is deleted.
#[utoipa::path(put, path = "/profile/me/avatar", tag = "profile", request_body = AvatarChoice,
    security(("bearer" = [])),
    responses((status = 200, body = PicturePath), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn choose_avatar(
    State(state): State<AppState>,
    user: AuthUser,
    Json(choice): Json<AvatarChoice>,
) -> AppResult<Json<PicturePath>> {
    not_a_tutor(&user)?;
    let path = choice.avatar.path();
    let previous = accounts::replace_picture(&state.db, &user.uid, &path).await?;
    delete_old_picture(&state, previous).await;
    Ok(Json(PicturePath { path: Some(path) }))
}

/// Tutors' pictures are vetted: only an admin changes them.
fn not_a_tutor(user: &AuthUser) -> AppResult<()> {
    if user.role == Role::Tutor {
        return Err(AppError::Forbidden(
            "Please contact the admin to change your profile picture".into(),
        ));
    }
    Ok(())
}

/// A child's photo is their parent's to give (docs/accounts.md, "Avatars"):
/// a child signed in themselves picks an avatar, and their parent, signed
/// in as them, may upload a photo.
fn not_a_child_alone(user: &AuthUser) -> AppResult<()> {
    if user.role == Role::Student && user.acting_parent.is_none() {
        return Err(AppError::Forbidden(CHILD_PHOTO_BY_PARENT.into()));
    }
    Ok(())
}

/// An admin sets another user's picture (a tutor's, with `user_role` TUTOR).
#[utoipa::path(post, path = "/profile/{user_id}/picture", tag = "profile",
    params(("user_id" = String, Path, description = "The user's uid")),
    request_body = PictureUploadFor, security(("bearer" = [])),
    responses(
        (status = 200, body = PicturePath),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
async fn upload_picture_for(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
    Json(upload): Json<PictureUploadFor>,
) -> AppResult<Json<PicturePath>> {
    user.require(&[Role::Admin])?;
    validation::non_empty(&upload.user_role)
        .map_err(|message| AppError::bad_request(field_error("user_role", message)))?;
    let target = accounts::find_by_id(&state.db, &user_id)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_USER.into()))?;
    if upload.user_role.parse::<Role>() != Ok(target.role()) {
        return Err(AppError::bad_request(field_error(
            "user_role",
            "Does not match the user's role",
        )));
    }
    let path = store_picture(
        &state,
        &target.id,
        &upload.content_base64,
        &upload.content_type,
    )
    .await?;
    Ok(Json(PicturePath { path: Some(path) }))
}

/// Where a user's picture is served from, if they have one.
///
/// The URL is good for a day or two. A tutor's picture is for anyone signed
/// in; a child's for the child, their parent, their tutors and admins;
/// anyone else's for themselves and admins (docs/accounts.md, "Pictures").
#[utoipa::path(get, path = "/profile/{user_id}/picture", tag = "profile",
    params(("user_id" = String, Path, description = "The user's uid")),
    security(("bearer" = [])),
    responses((status = 200, body = PicturePath), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn picture_of(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
) -> AppResult<Json<PicturePath>> {
    let account = accounts::find_by_id(&state.db, &user_id).await?;
    pictures::may_see(&state, &user, account.as_ref()).await?;
    Ok(Json(PicturePath {
        path: pictures::url_of(
            &state.tokens,
            account.and_then(|account| account.profile_picture),
        ),
    }))
}

/// Stores an uploaded picture under an unguessable name, replaces the
/// user's old one and answers the new one's URL (the uploader is the
/// picture's owner or an admin, who may both see it).
async fn store_picture(
    state: &AppState,
    account_id: &str,
    content_base64: &str,
    content_type: &str,
) -> AppResult<String> {
    let image = decode_image(content_base64, content_type).await?;
    let key = format!(
        "{}{}.{}",
        pictures::FOLDER,
        uuid::Uuid::new_v4(),
        image.format.extension
    );
    state.storage.put(&key, Bytes::from(image.content)).await?;
    let path = format!("{PUBLIC_PREFIX}{key}");
    let previous = accounts::replace_picture(&state.db, account_id, &path).await?;
    delete_old_picture(state, previous).await;
    Ok(pictures::url(&state.tokens, &path))
}

/// Deletes the file of a picture just replaced, if it was a stored photo
/// (an avatar is a file of the app's own). The new picture is already in
/// place, so a failure only leaves clutter, and is logged.
async fn delete_old_picture(state: &AppState, previous: Option<String>) {
    let Some(old_key) = previous
        .as_deref()
        .and_then(|old| old.strip_prefix(PUBLIC_PREFIX))
    else {
        return;
    };
    if let Err(error) = state.storage.delete(old_key).await {
        tracing::warn!(
            error = format!("{error:#}"),
            "could not delete an old picture"
        );
    }
}
