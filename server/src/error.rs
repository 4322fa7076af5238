//! The one error type of every handler, and how it goes on the wire.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use plytime_shared::api::errors::ErrorBody;

/// A failed request. Each variant maps to one status; the message list is
/// what the user reads (the UI shows `API Error: ` and the messages).
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// 400: the request is malformed or fails validation; one message per
    /// problem, as `field: message` where a field is to blame.
    #[error("bad request: {0:?}")]
    BadRequest(Vec<String>),
    /// 401: no valid session, or wrong credentials.
    #[error("unauthorized: {0}")]
    Unauthorized(String),
    /// 403: signed in, but this role or this user may not do it.
    #[error("forbidden: {0}")]
    Forbidden(String),
    /// 404: `No such …`.
    #[error("not found: {0}")]
    NotFound(String),
    /// 409: the change conflicts with existing data (a unique value taken).
    #[error("conflict: {0}")]
    Conflict(String),
    /// 413: the body is larger than this route accepts.
    #[error("payload too large: {0}")]
    PayloadTooLarge(String),
    /// 429: too many attempts; try again later.
    #[error("too many requests: {0}")]
    TooManyRequests(String),
    /// 503: too busy to do it now; try again in a moment.
    #[error("busy: {0}")]
    Busy(String),
    /// 500: anything unexpected. Logged in full, never shown.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

pub const NOT_AUTHORISED: &str = "You are not authorised to do this";
pub const INTERNAL: &str = "Something went wrong on our side. Please try again.";

impl AppError {
    pub fn bad_request(message: impl Into<String>) -> Self {
        AppError::BadRequest(vec![message.into()])
    }

    pub fn forbidden() -> Self {
        AppError::Forbidden(NOT_AUTHORISED.into())
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            AppError::Busy(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn messages(self) -> Vec<String> {
        match self {
            AppError::BadRequest(messages) => messages,
            AppError::Unauthorized(message)
            | AppError::Forbidden(message)
            | AppError::NotFound(message)
            | AppError::Conflict(message)
            | AppError::PayloadTooLarge(message)
            | AppError::TooManyRequests(message)
            | AppError::Busy(message) => vec![message],
            AppError::Internal(_) => vec![INTERNAL.into()],
        }
    }
}

impl From<sqlx::Error> for AppError {
    fn from(error: sqlx::Error) -> Self {
        AppError::Internal(error.into())
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        if let AppError::Internal(error) = &self {
            tracing::error!(error = format!("{error:#}"), "request failed");
        }
        (
            status,
            Json(ErrorBody {
                errors: self.messages(),
            }),
        )
            .into_response()
    }
}

/// Answers any failure that happens before a handler runs (unknown route,
/// wrong method) in the same `{"errors": [...]}` shape.
pub fn error_response(status: StatusCode, message: &str) -> Response {
    (
        status,
        Json(ErrorBody {
            errors: vec![message.to_string()],
        }),
    )
        .into_response()
}
