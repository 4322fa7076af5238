//! The signed-in user of a request, and the role guard.

use std::ops::Deref;

use axum::extract::{FromRequestParts, OriginalUri};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use plytime_shared::Role;
use plytime_shared::api::safeguarding::LEAD_ONLY;

use super::ended_signins::EndedSignins;
use super::session_only;
use super::tokens::{Signin, TokenKeys};
use crate::db::{self, Db, session_handoffs};
use crate::error::AppError;

pub const SIGN_IN_REQUIRED: &str = "Please sign in";
pub const SESSION_EXPIRED: &str = "Your session has expired. Please sign in again.";
pub const PASSWORD_CHANGE_REQUIRED: &str =
    "Please set a new password before continuing (you signed in with a one-time password)";

/// Headers of the fixed test user, honoured only with the test-auth switch.
pub const TEST_USER_ID: &str = "x-test-user-id";
pub const TEST_USER_ROLE: &str = "x-test-user-role";
pub const TEST_USER_EMAIL: &str = "x-test-user-email";

/// What the guards use of the server's state, which implements this: the
/// guards need nothing else of it.
pub trait SigninCheck: Send + Sync {
    fn db(&self) -> &Db;
    fn tokens(&self) -> &TokenKeys;
    fn ended_signins(&self) -> &EndedSignins;
    /// Whether the test user's headers are honoured.
    fn test_auth(&self) -> bool;
}

/// Any valid session, including one that still owes a password change. Only
/// the password, profile and sign-out routes take this; everything else
/// takes [`AuthUser`].
#[derive(Debug, Clone)]
pub struct Authenticated {
    pub uid: String,
    pub role: Role,
    pub must_change_password: bool,
    /// The parent account behind an act-as session.
    pub acting_parent: Option<String>,
    /// The one session a handoff sign-in may open.
    pub session_only: Option<String>,
    /// The sign-in the request was made under; `None` for the test user.
    pub signin: Option<Signin>,
}

impl Authenticated {
    /// The role guard: passes when the user holds one of `roles`. TEST is
    /// the automation role and passes every guard.
    pub fn require(&self, roles: &[Role]) -> Result<(), AppError> {
        if self.role == Role::Test || roles.contains(&self.role) {
            Ok(())
        } else {
            Err(AppError::forbidden())
        }
    }

    pub fn is_admin(&self) -> bool {
        matches!(self.role, Role::Admin | Role::Test)
    }
}

impl<S: SigninCheck> FromRequestParts<S> for Authenticated {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        let user = match bearer_token(&parts.headers) {
            Some(token) => {
                let claims = state
                    .tokens()
                    .verify(token)
                    .ok_or_else(|| AppError::Unauthorized(SESSION_EXPIRED.into()))?;
                // Every sign-in's token names its sign-in.
                let signin = claims
                    .signin()
                    .ok_or_else(|| AppError::Unauthorized(SESSION_EXPIRED.into()))?;
                let signin_ended = match &signin {
                    Signin::Family(family_id) => state.ended_signins().contains(family_id),
                    Signin::Handoff(signin_id) => {
                        !session_handoffs::is_live(state.db(), signin_id).await?
                    }
                };
                if signin_ended {
                    return Err(AppError::Unauthorized(SESSION_EXPIRED.into()));
                }
                if let Some(session_id) = &claims.ses {
                    let path = parts
                        .extensions
                        .get::<OriginalUri>()
                        .map_or_else(|| parts.uri.path(), |original| original.path());
                    let path = path.strip_prefix("/api").unwrap_or(path);
                    if !session_only::allows(session_id, &parts.method, path) {
                        return Err(AppError::Forbidden(session_only::SESSION_ONLY.into()));
                    }
                }
                Authenticated {
                    uid: claims.sub,
                    role: claims.role,
                    must_change_password: claims.mcp,
                    acting_parent: claims.act,
                    session_only: claims.ses,
                    signin: Some(signin),
                }
            }
            None if state.test_auth() => test_user(&parts.headers, state.db()).await?,
            None => return Err(AppError::Unauthorized(SIGN_IN_REQUIRED.into())),
        };
        tracing::Span::current().record("uid", user.uid.as_str());
        Ok(user)
    }
}

pub fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// The fixed test user of the CI setup. Only the TEST role may be claimed
/// this way, so the switch cannot be used to pose as a real family.
async fn test_user(headers: &HeaderMap, db: &Db) -> Result<Authenticated, AppError> {
    let header = |name: &str| headers.get(name).and_then(|value| value.to_str().ok());
    let (Some(uid), Some(role), Some(email)) = (
        header(TEST_USER_ID),
        header(TEST_USER_ROLE),
        header(TEST_USER_EMAIL),
    ) else {
        return Err(AppError::Unauthorized(SIGN_IN_REQUIRED.into()));
    };
    if role.parse::<Role>() != Ok(Role::Test) || uid.trim().is_empty() {
        return Err(AppError::Unauthorized(SIGN_IN_REQUIRED.into()));
    }
    if !db::accounts::ensure_test_user(db, uid, email).await? {
        return Err(AppError::Unauthorized(SIGN_IN_REQUIRED.into()));
    }
    Ok(Authenticated {
        uid: uid.to_string(),
        role: Role::Test,
        must_change_password: false,
        acting_parent: None,
        session_only: None,
        signin: None,
    })
}

/// A signed-in user who owes nothing: what almost every route takes.
#[derive(Debug, Clone)]
pub struct AuthUser(pub Authenticated);

impl Deref for AuthUser {
    type Target = Authenticated;

    fn deref(&self) -> &Authenticated {
        &self.0
    }
}

impl<S: SigninCheck> FromRequestParts<S> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        let user = Authenticated::from_request_parts(parts, state).await?;
        if user.must_change_password {
            return Err(AppError::Forbidden(PASSWORD_CHANGE_REQUIRED.into()));
        }
        Ok(AuthUser(user))
    }
}

/// A signed-in safeguarding lead: an admin with that right
/// (docs/safeguarding.md). Other admins, and the TEST role, are refused.
#[derive(Debug, Clone)]
pub struct SafeguardingLead(pub AuthUser);

impl Deref for SafeguardingLead {
    type Target = Authenticated;

    fn deref(&self) -> &Authenticated {
        &self.0
    }
}

impl<S: SigninCheck> FromRequestParts<S> for SafeguardingLead {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        let user = AuthUser::from_request_parts(parts, state).await?;
        if user.role == Role::Admin
            && user.acting_parent.is_none()
            && db::accounts::is_safeguarding_lead(state.db(), &user.uid).await?
        {
            Ok(SafeguardingLead(user))
        } else {
            Err(AppError::Forbidden(LEAD_ONLY.into()))
        }
    }
}

/// A signed-in ADMIN (or TEST): what admin-only routes take.
#[derive(Debug, Clone)]
pub struct AdminUser(pub AuthUser);

impl<S: SigninCheck> FromRequestParts<S> for AdminUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        let user = AuthUser::from_request_parts(parts, state).await?;
        user.require(&[Role::Admin])?;
        Ok(AdminUser(user))
    }
}
