//! The built-in payment provider of demo mode: a checkout page on this
//! server with Pay and Decline, which then returns the parent to the
//! success or error address the subscription gave. Renewal is weekly and
//! automatic (see [`super::renewals`]).

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use plytime_shared::api::subscriptions::{pounds, session_option};

use super::{Checkout, CheckoutRequest};
use crate::db::now_millis;
use crate::db::plan_changes::{self, PlanChangeRow, WaitsFor};
use crate::db::subscriptions::{self, SubscriptionRow};
use crate::error::AppError;
use crate::extract::Path;
use crate::schedule;
use crate::state::AppState;
use crate::subscriptions::change;

pub const NAME: &str = "test";
const PAGE: &str = "/pay/test";

pub fn start_checkout(_request: &CheckoutRequest<'_>) -> Checkout {
    let id = format!("test_cs_{}", uuid::Uuid::new_v4().simple());
    Checkout {
        redirect_url: format!("{PAGE}/{id}"),
        id,
    }
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/pay/test/{checkout_id}", get(checkout_page))
        .route("/pay/test/{checkout_id}/pay", post(pay))
        .route("/pay/test/{checkout_id}/decline", post(decline))
}

/// What a checkout of the test provider pays for.
enum Paying {
    /// A pending subscription's first week.
    Subscription(SubscriptionRow),
    /// A paid subscription's change to a dearer plan (docs/plan-changes.md).
    Change(SubscriptionRow, Box<PlanChangeRow>),
}

impl Paying {
    fn subscription(&self) -> &SubscriptionRow {
        match self {
            Paying::Subscription(row) | Paying::Change(row, _) => row,
        }
    }

    /// The plan and price the page asks the parent to pay for.
    fn plan(&self) -> (i64, i64) {
        match self {
            Paying::Subscription(row) => (row.sessions, row.weekly_cost_in_pence),
            Paying::Change(_, change) => (change.sessions, change.weekly_cost_in_pence),
        }
    }

    fn return_urls(&self) -> (&str, &str) {
        match self {
            Paying::Subscription(row) => (&row.success_url, &row.error_url),
            Paying::Change(_, change) => (&change.success_url, &change.error_url),
        }
    }
}

const EXPIRED: &str = "<p>This payment has expired or does not exist. Please start again from \
     your subscriptions page.</p>";

/// A checkout of the test provider still to pay, or the page to show
/// instead: the success page of one paid already, or why it cannot be paid.
async fn open_checkout(state: &AppState, checkout_id: &str) -> Result<Paying, Response> {
    let failed_lookup = |error: sqlx::Error| AppError::from(error).into_response();
    if let Some(change) = plan_changes::find_by_checkout(&state.db, checkout_id)
        .await
        .map_err(failed_lookup)?
    {
        let row = subscriptions::find(&state.db, &change.subscription_id)
            .await
            .map_err(failed_lookup)?;
        return match row {
            Some(row) if row.provider == NAME && row.cancelled == 0 => {
                Ok(Paying::Change(row, Box::new(change)))
            }
            _ => Err(page(StatusCode::NOT_FOUND, EXPIRED)),
        };
    }
    let found = subscriptions::find_by_checkout(&state.db, checkout_id)
        .await
        .map_err(failed_lookup)?;
    match found {
        Some(row) if row.provider == NAME && row.cancelled == 0 && row.payment_date.is_none() => {
            Ok(Paying::Subscription(row))
        }
        Some(row) if row.provider == NAME && row.payment_date.is_some() => {
            Err(Redirect::to(&row.success_url).into_response())
        }
        _ => Err(page(StatusCode::NOT_FOUND, EXPIRED)),
    }
}

type PageResult = Result<Response, Response>;

fn failed(error: impl Into<AppError>) -> Response {
    error.into().into_response()
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
    let row = paying.subscription();
    let (success_url, error_url) = paying.return_urls();
    let provider_id = format!("test_sub_{}", uuid::Uuid::new_v4().simple());
    let paid = subscriptions::record_payment(&state.db, &row.id, Some(&provider_id), now_millis())
        .await
        .map_err(failed)?;
    if !paid {
        return Ok(Redirect::to(error_url).into_response());
    }
    if let Paying::Change(..) = paying {
        change::take_effect(&state.db, &row.id, WaitsFor::Payment)
            .await
            .map_err(failed)?;
    }
    schedule::generate_for(&state.db, &row.id)
        .await
        .map_err(failed)?;
    Ok(Redirect::to(success_url).into_response())
}

/// Declining gives the held slots back at once.
async fn decline(State(state): State<AppState>, Path(checkout_id): Path<String>) -> PageResult {
    let paying = open_checkout(&state, &checkout_id).await?;
    match &paying {
        // A declined first payment buys nothing: the pending subscription goes.
        Paying::Subscription(row) => subscriptions::forget_unpaid(&state.db, &row.id)
            .await
            .map(|_| ())
            .map_err(failed)?,
        // A declined change leaves the plan as it was.
        Paying::Change(row, _) => change::let_go(&state.db, &row.id).await.map_err(failed)?,
    }
    Ok(Redirect::to(paying.return_urls().1).into_response())
}

fn page(status: StatusCode, body: &str) -> Response {
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>Plytime test payment</title><style>\
         body{{font-family:sans-serif;max-width:30em;margin:3em auto;padding:0 1em;color:#222}}\
         .price{{font-size:1.5em;font-weight:bold}} .note{{color:#666}}\
         form{{display:inline-block;margin-right:1em}}\
         button{{font-size:1.1em;padding:.5em 1.5em;border-radius:.3em;border:1px solid #888}}\
         .pay{{background:#2b8a3e;color:white;border-color:#2b8a3e}}\
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
