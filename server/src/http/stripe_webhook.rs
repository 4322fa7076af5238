//! Stripe's webhook endpoint: checks the signature and hands the event to
//! [`crate::payments::stripe_webhook`]. Signed by Stripe rather than
//! authorised by a bearer token, and absent unless Stripe is set up.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use crate::db::now_millis;
use crate::error::error_response;
use crate::payments::{Payments, stripe_webhook};
use crate::state::AppState;

pub async fn receive(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let Payments::Stripe(client) = &state.payments else {
        return error_response(StatusCode::NOT_FOUND, "No such route");
    };
    let signature = headers
        .get("stripe-signature")
        .and_then(|value| value.to_str().ok())
        .unwrap_or("");
    if let Err(error) = client.verify(&body, signature, now_millis() / 1000) {
        tracing::warn!(%error, "refused a Stripe webhook");
        return error_response(StatusCode::BAD_REQUEST, "Invalid signature");
    }
    let Ok(event) = serde_json::from_slice::<Value>(&body) else {
        return error_response(StatusCode::BAD_REQUEST, "Invalid JSON body");
    };
    match stripe_webhook::apply_once(&state.db, client, &event).await {
        Ok(()) => (
            StatusCode::OK,
            axum::Json(serde_json::json!({"received": true})),
        )
            .into_response(),
        // Stripe retries what fails, so a failure here is never lost.
        Err(error) => error.into_response(),
    }
}
