//! Sign-in, sign-up, refresh, sign-out, password change and act-as.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use plytime_shared::Role;
use plytime_shared::api::auth::{
    ChangePasswordRequest, RefreshRequest, SignInRequest, SignUpRequest, TokenResponse,
};
use plytime_shared::api::errors::{ErrorBody, Success};
use plytime_shared::validation::{self, field_error};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::auth::guard::bearer_token;
use crate::auth::tokens::{ID_TOKEN_SECONDS, Signin};
use crate::auth::{Authenticated, access, password};
use crate::conflicts::{Conflict, or_conflict};
use crate::db::accounts::{self, AccountRow, NewAccount};
use crate::db::refresh_tokens::{self, Grant, Refused};
use crate::db::signin_failures::{self, Throttle};
use crate::db::{people, session_handoffs, signup_attempts};
use crate::error::{AppError, AppResult};
use crate::extract::{Json, Path};
use crate::state::AppState;

pub const INCORRECT_CREDENTIALS: &str = "Incorrect username or password";
pub const TOO_MANY_ATTEMPTS: &str =
    "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
pub const TOO_MANY_SIGN_UPS: &str =
    "Too many accounts were made from your network in the last hour. Please try again later.";
pub const INVALID_REFRESH: &str = "Your session has ended. Please sign in again.";
pub const WRONG_CURRENT_PASSWORD: &str = "current_password: Incorrect password";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_in))
        .routes(routes!(sign_up))
        .routes(routes!(refresh))
        .routes(routes!(sign_out))
        .routes(routes!(change_password))
        .routes(routes!(act_as))
}

/// Starts a new sign-in family for the account and answers with its tokens.
async fn start_session(
    state: &AppState,
    account: &AccountRow,
    acting_parent: Option<&str>,
) -> AppResult<TokenResponse> {
    let grant = Grant {
        account_id: account.id.clone(),
        family_id: uuid::Uuid::new_v4().to_string(),
        acting_parent_id: acting_parent.map(str::to_string),
    };
    let refresh_token = refresh_tokens::issue(state.db.write(), &grant).await?;
    session_response(state, account, &grant, refresh_token)
}

fn session_response(
    state: &AppState,
    account: &AccountRow,
    grant: &Grant,
    refresh_token: String,
) -> AppResult<TokenResponse> {
    let acting_parent = grant.acting_parent_id.as_deref();
    // A parent acting as their child owes no password change for the child.
    let must_change_password = account.must_change_password() && acting_parent.is_none();
    let role = account.role();
    Ok(TokenResponse {
        id_token: state.tokens.issue(
            &account.id,
            role,
            must_change_password,
            acting_parent,
            &grant.family_id,
        )?,
        refresh_token,
        expires_in: ID_TOKEN_SECONDS,
        uid: account.id.clone(),
        role,
        must_change_password,
    })
}

/// Signs in on the sign-in page of a role: a username for students, an
/// e-mail address for everyone else.
#[utoipa::path(post, path = "/auth/signin", tag = "auth", request_body = SignInRequest,
    responses(
        (status = 200, body = TokenResponse),
        (status = 401, body = ErrorBody, description = "Incorrect username or password"),
        (status = 429, body = ErrorBody, description = "Too many failed attempts"),
    ))]
async fn sign_in(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Json(request): Json<SignInRequest>,
) -> AppResult<Json<TokenResponse>> {
    let role = request
        .role
        .parse::<Role>()
        .ok()
        .filter(|role| Role::SIGN_IN.contains(role))
        .ok_or_else(|| AppError::bad_request(field_error("role", "Unsupported login role")))?;
    let login = accounts::normalise_login(&request.login);
    let address = peer.ip().to_string();
    if login.is_empty() || request.password.is_empty() {
        return Err(AppError::Unauthorized(INCORRECT_CREDENTIALS.into()));
    }
    match signin_failures::throttle(&state.db, &login, &address).await? {
        Throttle::Refuse => return Err(AppError::TooManyRequests(TOO_MANY_ATTEMPTS.into())),
        Throttle::Slow(pause) => tokio::time::sleep(pause).await,
        Throttle::Go => {}
    }
    let account = accounts::find_by_login(&state.db, &login).await?;
    let verified = match &account {
        Some(account) => {
            password::verify(request.password, account.password_hash.clone()).await?
                && account.role() == role
        }
        None => {
            password::verify_against_nothing(request.password).await?;
            false
        }
    };
    let Some(account) = account.filter(|_| verified) else {
        signin_failures::record(&state.db, &login, &address).await?;
        tracing::info!(login, role = %role, "sign-in refused");
        return Err(AppError::Unauthorized(INCORRECT_CREDENTIALS.into()));
    };
    signin_failures::clear(&state.db, &login, &address).await?;
    tracing::info!(uid = account.id, role = %role, "signed in");
    Ok(Json(start_session(&state, &account, None).await?))
}

/// Creates a parent account (students are created by their parents, tutors
/// by admins) and signs it in.
#[utoipa::path(post, path = "/auth/signup", tag = "auth", request_body = SignUpRequest,
    responses(
        (status = 200, body = TokenResponse),
        (status = 400, body = ErrorBody, description = "Invalid e-mail or password"),
        (status = 409, body = ErrorBody, description = "E-mail already registered"),
        (status = 429, body = ErrorBody, description = "Too many sign-ups from this address"),
    ))]
async fn sign_up(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Json(request): Json<SignUpRequest>,
) -> AppResult<Json<TokenResponse>> {
    let mut problems = Vec::new();
    if let Err(message) = validation::email(&request.email) {
        problems.push(field_error("email", message));
    }
    if let Err(message) = validation::password(&request.password) {
        problems.push(field_error("password", message));
    }
    if !problems.is_empty() {
        return Err(AppError::BadRequest(problems));
    }
    if !signup_attempts::admit(&state.db, &peer.ip().to_string()).await? {
        return Err(AppError::TooManyRequests(TOO_MANY_SIGN_UPS.into()));
    }
    let email = request.email.trim().to_lowercase();
    let password_hash = password::hash(request.password).await?;
    let id = or_conflict(
        accounts::insert(
            state.db.write(),
            NewAccount {
                role: Role::Parent,
                login: &email,
                email: Some(&email),
                password_hash: &password_hash,
                must_change_password: false,
                display_name: None,
            },
        )
        .await,
        Conflict::SignUpEmail,
    )?;
    let account = accounts::find_by_id(&state.db, &id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("account {id} vanished after insert"))?;
    tracing::info!(uid = id, "parent signed up");
    Ok(Json(start_session(&state, &account, None).await?))
}

/// Exchanges a refresh token for a new id token and a new refresh token.
/// Each refresh token works once; a second use ends the whole sign-in.
#[utoipa::path(post, path = "/auth/refresh", tag = "auth", request_body = RefreshRequest,
    responses(
        (status = 200, body = TokenResponse),
        (status = 401, body = ErrorBody, description = "Unknown, expired, revoked or reused"),
    ))]
async fn refresh(
    State(state): State<AppState>,
    Json(request): Json<RefreshRequest>,
) -> AppResult<Json<TokenResponse>> {
    let (grant, successor) = match refresh_tokens::rotate(&state.db, &request.refresh_token).await?
    {
        Ok(rotated) => rotated,
        Err(refused) => {
            if let Refused::Reused { family_id } = refused {
                tracing::warn!("refresh token reused: its sign-in has been revoked");
                state
                    .ended_signins
                    .announce(&state.db, &[family_id])
                    .await?;
            }
            return Err(AppError::Unauthorized(INVALID_REFRESH.into()));
        }
    };
    let account = accounts::find_by_id(&state.db, &grant.account_id)
        .await?
        .ok_or_else(|| AppError::Unauthorized(INVALID_REFRESH.into()))?;
    Ok(Json(session_response(&state, &account, &grant, successor)?))
}

/// Ends the sign-in that the refresh token belongs to: its refresh tokens
/// and its id tokens stop working at once. A browser signed in from a
/// hand-off has no refresh token: its id token, sent as usual, names the
/// sign-in to end.
#[utoipa::path(post, path = "/auth/signout", tag = "auth", request_body = RefreshRequest,
    responses((status = 200, body = Success)))]
async fn sign_out(
    State(state): State<AppState>,
    headers: HeaderMap,
    Json(request): Json<RefreshRequest>,
) -> AppResult<Json<Success>> {
    let handoff = bearer_token(&headers)
        .and_then(|token| state.tokens.verify(token))
        .and_then(|claims| claims.signin());
    if let Some(Signin::Handoff(signin_id)) = handoff {
        session_handoffs::end_signin(&state.db, &signin_id).await?;
    }
    let ended = refresh_tokens::revoke_family_of(&state.db, &request.refresh_token).await?;
    state.ended_signins.announce(&state.db, &ended).await?;
    Ok(Json(Success::YES))
}

/// Sets a new password. Required after signing in with a one-time password;
/// every other sign-in of the account ends, and a fresh session is returned.
#[utoipa::path(post, path = "/auth/password", tag = "auth", request_body = ChangePasswordRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, body = TokenResponse),
        (status = 400, body = ErrorBody, description = "Wrong current password or weak new one"),
    ))]
async fn change_password(
    State(state): State<AppState>,
    user: Authenticated,
    Json(request): Json<ChangePasswordRequest>,
) -> AppResult<Json<TokenResponse>> {
    if user.acting_parent.is_some() {
        return Err(AppError::Forbidden(
            "Sign in as the student to change their password".into(),
        ));
    }
    validation::password(&request.new_password)
        .map_err(|message| AppError::bad_request(field_error("new_password", message)))?;
    let account = accounts::find_by_id(&state.db, &user.uid)
        .await?
        .ok_or_else(|| AppError::Unauthorized(INVALID_REFRESH.into()))?;
    if !password::verify(request.current_password, account.password_hash.clone()).await? {
        return Err(AppError::bad_request(WRONG_CURRENT_PASSWORD));
    }
    let password_hash = password::hash(request.new_password).await?;
    accounts::set_password(&state.db, &account.id, &password_hash, false).await?;
    state
        .ended_signins
        .end_every_signin_of(&state.db, &[&account.id])
        .await?;
    let account = AccountRow {
        must_change_password: 0,
        password_hash,
        ..account
    };
    tracing::info!(uid = account.id, "password changed");
    Ok(Json(start_session(&state, &account, None).await?))
}

/// A parent signs in as one of their own students ("Login as {first name}").
#[utoipa::path(post, path = "/auth/act_as/{student_id}", tag = "auth",
    params(("student_id" = String, Path, description = "The student's _id")),
    security(("bearer" = [])),
    responses(
        (status = 200, body = TokenResponse),
        (status = 403, body = ErrorBody, description = "Not this parent's student"),
    ))]
async fn act_as(
    State(state): State<AppState>,
    user: crate::auth::AuthUser,
    Path(student_id): Path<String>,
) -> AppResult<Json<TokenResponse>> {
    user.require(&[Role::Parent])?;
    access::student(&state.db, &user, &student_id).await?;
    let student_account_id = people::student_account_id(&state.db, &student_id)
        .await?
        .ok_or_else(|| AppError::NotFound(access::NO_SUCH_STUDENT.into()))?;
    let account = accounts::find_by_id(&state.db, &student_account_id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("student {student_id} has no account"))?;
    tracing::info!(
        parent = user.uid,
        student = student_id,
        "parent acting as student"
    );
    Ok(Json(
        start_session(&state, &account, Some(&user.uid)).await?,
    ))
}
