//! Parents: their profile and the students they create.

use axum::extract::State;
use plytime_shared::Role;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::parents::{
    NewStudentBody, ParentBody, ParentProfile, ReadAloudBody, RecordingChoice, Student,
    TimeAllowanceBody,
};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::password::OneTimePassword;
use crate::auth::{AuthUser, access};
use crate::conflicts::{Conflict, or_conflict};
use crate::db::accounts::{self, NewAccount};
use crate::db::people::{self, NewParent, NewStudent};
use crate::db::{now_millis, parents, recording_consent};
use crate::email::{Outgoing, one_time_password_line};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;

pub const NO_SUCH_PARENT: &str = "No such parent";
pub const PROFILE_FIRST: &str = "Please create your profile before adding a student";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_parent, create_parent, save_parent))
        .routes(routes!(create_student))
        .routes(routes!(set_time_allowance))
        .routes(routes!(set_read_aloud))
        .routes(routes!(set_recording))
}

fn parent(user: &AuthUser) -> AppResult<()> {
    user.require(&[Role::Parent])
}

/// The signed-in parent's profile; 404 until they have created one.
#[utoipa::path(get, path = "/parent", tag = "parents", security(("bearer" = [])),
    responses((status = 200, body = ParentProfile), (status = 404, body = ErrorBody)))]
async fn get_parent(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<ParentProfile>> {
    parent(&user)?;
    parents::profile(&state.db, &user.uid, state.config.recording_retention_days)
        .await?
        .map(Json)
        .ok_or_else(|| AppError::NotFound(NO_SUCH_PARENT.into()))
}

#[utoipa::path(post, path = "/parent", tag = "parents", request_body = ParentBody,
    security(("bearer" = [])),
    responses((status = 200, body = ParentProfile), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn create_parent(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<ParentBody>,
) -> AppResult<Json<ParentProfile>> {
    parent(&user)?;
    body.problems().map_err(AppError::BadRequest)?;
    or_conflict(
        people::insert_parent(
            state.db.write(),
            NewParent {
                account_id: &user.uid,
                first_name: body.first_name.trim(),
                last_name: body.last_name.trim(),
                country: &body.country,
                postcode: body.postcode.trim(),
                phone_number: body.phone_number.trim(),
                email_opt_in: body.email_opt_in,
            },
        )
        .await,
        Conflict::ParentProfile,
    )?;
    get_parent(State(state), user).await
}

#[utoipa::path(put, path = "/parent", tag = "parents", request_body = ParentBody,
    security(("bearer" = [])),
    responses((status = 200, body = ParentProfile), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn save_parent(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<ParentBody>,
) -> AppResult<Json<ParentProfile>> {
    parent(&user)?;
    body.problems().map_err(AppError::BadRequest)?;
    if !parents::update(&state.db, &user.uid, &body).await? {
        return Err(AppError::NotFound(NO_SUCH_PARENT.into()));
    }
    get_parent(State(state), user).await
}

/// Creates a student account for the signed-in parent. The one-time
/// password goes to the parent by e-mail; the child replaces it at first
/// sign-in.
#[utoipa::path(post, path = "/parent/student", tag = "parents", request_body = NewStudentBody,
    security(("bearer" = [])),
    responses((status = 200, body = Student), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn create_student(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<NewStudentBody>,
) -> AppResult<Json<Student>> {
    parent(&user)?;
    body.problems(chrono::Utc::now().date_naive())
        .map_err(AppError::BadRequest)?;
    let profile = parents::profile(&state.db, &user.uid, state.config.recording_retention_days)
        .await?
        .ok_or_else(|| AppError::bad_request(PROFILE_FIRST))?;
    let username = accounts::normalise_login(&body.username);
    if accounts::find_by_login(&state.db, &username)
        .await?
        .is_some()
    {
        return Err(Conflict::StudentUsername.error());
    }
    let password = OneTimePassword::generate().await?;
    let mut tx = state.db.write().begin().await?;
    let account = NewAccount {
        role: Role::Student,
        login: &username,
        email: None,
        password_hash: &password.hash,
        must_change_password: true,
        display_name: None,
    };
    // Two parents may pick the same name at once: the unique login decides.
    let account_id = or_conflict(
        accounts::insert(&mut *tx, account).await,
        Conflict::StudentUsername,
    )?;
    let school = body.school.trim();
    let student_id = people::insert_student(
        &mut *tx,
        NewStudent {
            account_id: &account_id,
            parent_id: &profile._id,
            username: &username,
            first_name: body.first_name.trim(),
            last_name: body.last_name.trim(),
            dob: Some(&body.dob),
            gender: Some(&body.gender),
            school: (!school.is_empty()).then_some(school),
            school_year: body.school_year,
        },
    )
    .await?;
    let email = Outgoing {
        to: &profile.email,
        subject: "Your child's Plytime account",
        body: format!(
            "Hello {parent},\n\n{child}'s Plytime account is ready.\n\n\
             Username: {username}\n{otp}\n\n\
             {child} will choose their own password when they first sign in.\n",
            parent = profile.first_name,
            child = body.first_name.trim(),
            otp = one_time_password_line(&password.plain),
        ),
    };
    let email_id = state.mailer.record(&mut tx, &email).await?;
    tx.commit().await?;
    state.mailer.deliver(&state.db, email_id, email);
    parents::student(&state.db, &student_id)
        .await?
        .map(Json)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("student vanished after insert")))
}

/// Gives one of the parent's children extra time in games, or takes it
/// away (docs/games.md, "Extra time"). Games already started keep their
/// clock; the next one uses the new allowance.
#[utoipa::path(put, path = "/parent/student/{student_id}/time_allowance", tag = "parents",
    request_body = TimeAllowanceBody, params(("student_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = ParentProfile), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn set_time_allowance(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student_id): Path<String>,
    Json(body): Json<TimeAllowanceBody>,
) -> AppResult<Json<ParentProfile>> {
    parent(&user)?;
    access::student(&state.db, &user, &student_id).await?;
    people::set_time_allowance(&state.db, &student_id, body.time_allowance).await?;
    // The child's next game takes the new time at once.
    state.players.forget(&student_id);
    get_parent(State(state), user).await
}

/// Chooses whether one of the parent's children hears each question read
/// out as it appears (docs/games.md, "Read to me"). The child's next
/// question follows the choice once their app reloads their profile.
#[utoipa::path(put, path = "/parent/student/{student_id}/read_aloud", tag = "parents",
    request_body = ReadAloudBody, params(("student_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = ParentProfile), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn set_read_aloud(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student_id): Path<String>,
    Json(body): Json<ReadAloudBody>,
) -> AppResult<Json<ParentProfile>> {
    parent(&user)?;
    access::student(&state.db, &user, &student_id).await?;
    people::set_read_aloud(&state.db, &student_id, body.read_aloud).await?;
    get_parent(State(state), user).await
}

/// Lets one of the parent's children's sessions be recorded, or not
/// (docs/recordings.md). An objection holds from the next time either
/// side opens the room; the time it was made is kept.
#[utoipa::path(put, path = "/parent/student/{student_id}/recording", tag = "parents",
    request_body = RecordingChoice, params(("student_id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = ParentProfile), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn set_recording(
    State(state): State<AppState>,
    user: AuthUser,
    Path(student_id): Path<String>,
    Json(body): Json<RecordingChoice>,
) -> AppResult<Json<ParentProfile>> {
    parent(&user)?;
    access::student(&state.db, &user, &student_id).await?;
    recording_consent::set_objection(&state.db, &student_id, !body.recorded, now_millis()).await?;
    get_parent(State(state), user).await
}
