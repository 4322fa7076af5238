//! Tutors' profiles: admins create and list them; a tutor keeps their own.

use axum::extract::State;
use chrono::NaiveDate;
use plytime_shared::Role;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::tutors::{NO_SUCH_TUTOR, NewTutorBody, Tutor, TutorBody};
use plytime_shared::safeguarding::dbs;
use plytime_shared::schedule::occurrences::london_date;
use plytime_shared::validation::{field_error, given};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::password::OneTimePassword;
use crate::auth::{AdminUser, AuthUser, access};
use crate::conflicts::{Conflict, or_conflict};
use crate::db::accounts::{self, NewAccount};
use crate::db::content::{Level, hierarchy};
use crate::db::people::{self, NewTutor};
use crate::db::tutors::AdminFields;
use crate::db::{matching, now_millis, tutors};
use crate::email::{Outgoing, one_time_password_line};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Query};
use crate::http::pictures;
use crate::state::AppState;

pub const NO_SUCH_SUBJECT: &str = "No such subject";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_tutor, create_tutor, save_tutor))
        .routes(routes!(list_tutors))
}

/// The tutor as answered: their picture as a URL the caller can load. Every
/// route here answers only the tutor themselves or admins, who may see it
/// (docs/accounts.md, "Pictures").
fn with_picture_url(state: &AppState, mut tutor: Tutor) -> Tutor {
    tutor.profile_picture = pictures::url_of(&state.tokens, tutor.profile_picture.take());
    tutor
}

async fn subject_exists(state: &AppState, subject_id: &str) -> AppResult<()> {
    match hierarchy::node(&state.db, Level::Subject, subject_id).await? {
        Some(_) => Ok(()),
        None => Err(AppError::bad_request(field_error(
            "subject",
            NO_SUCH_SUBJECT,
        ))),
    }
}

/// The DBS issue date an admin records (blank: none), which cannot be in
/// the future.
fn recorded_dbs_date(body: &TutorBody) -> AppResult<Option<String>> {
    let Some(date) = given(body.dbs_issue_date.as_deref()) else {
        return Ok(None);
    };
    // A valid date: the body's own checks ran first.
    if let Ok(issued) = date.parse::<NaiveDate>() {
        dbs::issue_date_problem(issued, london_date(now_millis()))
            .map_err(|message| AppError::bad_request(field_error("dbs_issue_date", message)))?;
    }
    Ok(Some(date.to_string()))
}

#[derive(Debug, Deserialize, IntoParams)]
struct TutorQuery {
    /// The tutor's id (or account id); a tutor may leave it out for their own.
    _id: Option<String>,
}

#[utoipa::path(get, path = "/tutor", tag = "tutors", params(TutorQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Tutor), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn get_tutor(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<TutorQuery>,
) -> AppResult<Json<Tutor>> {
    let id = query._id.unwrap_or_else(|| user.uid.clone());
    let tutor = access::tutor(&state.db, state.config.dbs_policy(), &user, &id).await?;
    Ok(Json(with_picture_url(&state, tutor)))
}

#[utoipa::path(get, path = "/tutor/list", tag = "tutors", security(("bearer" = [])),
    responses((status = 200, body = Vec<Tutor>), (status = 403, body = ErrorBody)))]
async fn list_tutors(State(state): State<AppState>, _: AdminUser) -> AppResult<Json<Vec<Tutor>>> {
    let list = tutors::list(&state.db, state.config.dbs_policy()).await?;
    Ok(Json(
        list.into_iter()
            .map(|tutor| with_picture_url(&state, tutor))
            .collect(),
    ))
}

/// Creates a tutor and e-mails them a one-time password.
#[utoipa::path(post, path = "/tutor", tag = "tutors", request_body = NewTutorBody,
    security(("bearer" = [])),
    responses((status = 200, body = Tutor), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn create_tutor(
    State(state): State<AppState>,
    _: AdminUser,
    Json(body): Json<NewTutorBody>,
) -> AppResult<Json<Tutor>> {
    body.problems().map_err(AppError::BadRequest)?;
    subject_exists(&state, &body.subject).await?;
    let email = accounts::normalise_login(&body.email);
    if accounts::find_by_login(&state.db, &email).await?.is_some() {
        return Err(Conflict::TutorEmail.error());
    }
    let password = OneTimePassword::generate().await?;
    let mut tx = state.db.write().begin().await?;
    let account = NewAccount {
        role: Role::Tutor,
        login: &email,
        email: Some(&email),
        password_hash: &password.hash,
        must_change_password: true,
        display_name: None,
    };
    let account_id = or_conflict(
        accounts::insert(&mut *tx, account).await,
        Conflict::TutorEmail,
    )?;
    let first_name = body.first_name.trim();
    let tutor_id = people::insert_tutor(
        &mut *tx,
        NewTutor {
            account_id: &account_id,
            first_name,
            last_name: body.last_name.trim(),
            email: &email,
            phone_number: None,
            postcode: None,
            subject_id: Some(&body.subject),
            // Recorded by an admin from the certificate, before any booking.
            dbs_issue_date: None,
        },
    )
    .await?;
    matching::create_referral_code(&mut tx, &tutor_id, first_name).await?;
    let message = Outgoing {
        to: &email,
        subject: "Welcome to Plytime",
        body: format!(
            "Hello {first_name},\n\nYour Plytime tutor account is ready.\n\n\
             Sign in with: {email}\n{otp}\n\n\
             You will choose your own password when you first sign in.\n",
            otp = one_time_password_line(&password.plain),
        ),
    };
    let email_id = state.mailer.record(&mut tx, &message).await?;
    tx.commit().await?;
    state.mailer.deliver(&state.db, email_id, message);
    tutors::find(&state.db, state.config.dbs_policy(), &tutor_id)
        .await?
        .map(|tutor| Json(with_picture_url(&state, tutor)))
        .ok_or_else(|| AppError::NotFound(NO_SUCH_TUTOR.into()))
}

/// Saves a tutor's profile: the tutor their own, admins anyone's. Only
/// admins change the subject; nobody changes the e-mail here.
#[utoipa::path(put, path = "/tutor", tag = "tutors", request_body = TutorBody,
    security(("bearer" = [])),
    responses((status = 200, body = Tutor), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn save_tutor(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<TutorBody>,
) -> AppResult<Json<Tutor>> {
    let tutor = access::tutor(&state.db, state.config.dbs_policy(), &user, &body._id).await?;
    body.problems().map_err(AppError::BadRequest)?;
    let body = TutorBody {
        _id: tutor._id,
        ..body
    };
    let admin = if user.is_admin() {
        let dbs_issue_date = recorded_dbs_date(&body)?;
        AdminFields {
            subject: body.subject.as_deref(),
            dbs_issue_date: Some(dbs_issue_date),
        }
    } else {
        AdminFields::default()
    };
    if let Some(subject) = admin.subject {
        subject_exists(&state, subject).await?;
    }
    if !tutors::update(&state.db, &body, admin).await? {
        return Err(AppError::NotFound(NO_SUCH_TUTOR.into()));
    }
    tutors::find(&state.db, state.config.dbs_policy(), &body._id)
        .await?
        .map(|tutor| Json(with_picture_url(&state, tutor)))
        .ok_or_else(|| AppError::NotFound(NO_SUCH_TUTOR.into()))
}
