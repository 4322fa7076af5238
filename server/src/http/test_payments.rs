//! The payment pages of the built-in test provider of demo mode
//! ([`crate::payments::test_checkout`]): what is being paid for, with Pay
//! and Decline. Outside `/api`: the browser opens them as a card
//! provider's pages, and the unguessable checkout id in the link is the
//! authorisation.

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use plytime_shared::api::subscriptions::{pounds, session_option};

use crate::error::AppError;
use crate::extract::Path;
use crate::payments::test_checkout::{self, Opened, Paying};
use crate::payments::test_provider::PAGE;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(&format!("{PAGE}/{{checkout_id}}"), get(checkout_page))
        .route(&format!("{PAGE}/{{checkout_id}}/pay"), post(pay))
        .route(&format!("{PAGE}/{{checkout_id}}/decline"), post(decline))
}

const EXPIRED: &str = "<p>This payment has expired or does not exist. Please start again from \
     your subscriptions page.</p>";

type PageResult = Result<Response, Response>;

/// A checkout of the test provider still to pay, or the page to show
/// instead: the success page of one paid already, or why it cannot be paid.
async fn open_checkout(state: &AppState, checkout_id: &str) -> Result<Paying, Response> {
    match test_checkout::open(&state.db, checkout_id)
        .await
        .map_err(AppError::into_response)?
    {
        Opened::ToPay(paying) => Ok(*paying),
        Opened::Paid(success_url) => Err(Redirect::to(&success_url).into_response()),
        Opened::Expired => Err(page(StatusCode::NOT_FOUND, EXPIRED)),
    }
}

async fn checkout_page(
    State(state): State<AppState>,
    Path(checkout_id): Path<String>,
) -> PageResult {
    let paying = open_checkout(&state, &checkout_id).await?;
    let row = paying.subscription();
    let (sessions, weekly_pence) = paying.plan();
    let was = match &paying {
        Paying::Change(row, _) => format!(
            "<p class=\"note\">Instead of {} at £{} a week, from today.</p>",
            escape(&session_option(row.sessions)),
            pounds(row.weekly_cost_in_pence)
        ),
        Paying::Subscription(_) => String::new(),
    };
    let body = format!(
        "<p>{plan} of {subject} for {student}</p>\
         <p class=\"price\">£{price} a week</p>{was}\
         <p class=\"note\">Test payments: no card is charged.</p>\
         <form method=\"post\" action=\"{PAGE}/{id}/pay\"><button class=\"pay\">Pay</button></form>\
         <form method=\"post\" action=\"{PAGE}/{id}/decline\"><button>Decline</button></form>",
        plan = escape(&session_option(sessions)),
        subject = escape(&row.subject_name),
        student = escape(&row.student_name),
        price = pounds(weekly_pence),
        id = escape(&checkout_id),
    );
    Ok(page(StatusCode::OK, &body))
}

async fn pay(State(state): State<AppState>, Path(checkout_id): Path<String>) -> PageResult {
    let paying = open_checkout(&state, &checkout_id).await?;
    let (success_url, error_url) = paying.return_urls();
    let paid = test_checkout::pay(&state.db, &paying)
        .await
        .map_err(AppError::into_response)?;
    Ok(Redirect::to(if paid { success_url } else { error_url }).into_response())
}

/// Declining gives the held slots back at once.
async fn decline(State(state): State<AppState>, Path(checkout_id): Path<String>) -> PageResult {
    let paying = open_checkout(&state, &checkout_id).await?;
    test_checkout::decline(&state.db, &paying)
        .await
        .map_err(AppError::into_response)?;
    Ok(Redirect::to(paying.return_urls().1).into_response())
}

/// The page around `body`. Its colours read at 4.5:1 or more: white on the
/// Pay button's green is 6.1:1, the note's grey 5.7:1.
fn page(status: StatusCode, body: &str) -> Response {
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>Plytime test payment</title><style>\
         body{{font-family:sans-serif;max-width:30em;margin:3em auto;padding:0 1em;color:#222}}\
         .price{{font-size:1.5em;font-weight:bold}} .note{{color:#666}}\
         form{{display:inline-block;margin-right:1em}}\
         button{{font-size:1.1em;padding:.5em 1.5em;border-radius:.3em;border:1px solid #888}}\
         .pay{{background:#237032;color:white;border-color:#237032}}\
         </style></head><body><h1>Plytime test payment</h1>{body}</body></html>"
    );
    (status, Html(html)).into_response()
}

/// Minimal HTML escaping for names shown on the page.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
