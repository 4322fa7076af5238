use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::Role;

/// `POST /api/auth/signin`. `login` is the username for students and the
/// e-mail address for everyone else; `role` is the sign-in page's role in any
/// letter case.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SignInRequest {
    pub role: String,
    pub login: String,
    pub password: String,
}

/// `POST /api/auth/signup`: creates a parent account and signs it in.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SignUpRequest {
    pub email: String,
    pub password: String,
}

/// `POST /api/auth/refresh` and `POST /api/auth/signout`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RefreshRequest {
    pub refresh_token: String,
}

/// `POST /api/auth/password`. After a one-time password the current password
/// is that one-time password.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ChangePasswordRequest {
    pub current_password: String,
    pub new_password: String,
}

/// A signed-in session: a short-lived id token for `Authorization: Bearer`
/// and a rotating refresh token that may be used exactly once.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TokenResponse {
    pub id_token: String,
    pub refresh_token: String,
    /// Seconds until the id token expires.
    pub expires_in: i64,
    pub uid: String,
    pub role: Role,
    /// True after sign-in with a one-time password: until the password is
    /// changed, only the password, profile and sign-out calls are allowed.
    pub must_change_password: bool,
}

/// Minimum length of a password, in characters.
pub const MIN_PASSWORD_LENGTH: usize = 8;
