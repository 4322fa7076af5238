//! Extractors whose rejections answer in our error shape, so a malformed
//! body, query or path gets `{"errors": [...]}` like every other failure.

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts};
use axum::response::{IntoResponse, Response};

use crate::error::AppError;

/// `axum::Json` with our rejection.
#[derive(Debug, Clone, Copy, Default, FromRequest)]
#[from_request(via(axum::Json), rejection(AppError))]
pub struct Json<T>(pub T);

impl<T: serde::Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

/// `axum::extract::Query` with our rejection.
#[derive(Debug, Clone, Copy, Default, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(AppError))]
pub struct Query<T>(pub T);

/// `axum::extract::Path` with our rejection.
#[derive(Debug, Clone, Copy, Default, FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(AppError))]
pub struct Path<T>(pub T);

impl From<JsonRejection> for AppError {
    fn from(rejection: JsonRejection) -> Self {
        if rejection.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            return AppError::PayloadTooLarge("The request body is too large".into());
        }
        match rejection {
            JsonRejection::MissingJsonContentType(_) => {
                AppError::bad_request("Expected a JSON body (Content-Type: application/json)")
            }
            other => AppError::bad_request(format!("Invalid JSON body: {}", other.body_text())),
        }
    }
}

impl From<QueryRejection> for AppError {
    fn from(rejection: QueryRejection) -> Self {
        AppError::bad_request(format!("Invalid query: {}", rejection.body_text()))
    }
}

impl From<PathRejection> for AppError {
    fn from(rejection: PathRejection) -> Self {
        AppError::bad_request(format!("Invalid path: {}", rejection.body_text()))
    }
}
