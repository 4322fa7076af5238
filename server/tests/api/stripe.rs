//! Payments through Stripe, against a local stand-in of Stripe's API that
//! checks what we send, and webhooks signed as Stripe signs them: valid,
//! forged, stale, duplicated and out of order.

use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::{Form, Path, State};
use axum::http::HeaderMap;
use axum::routing::{delete, post};
use plytime_server::payments::stripe::sign;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::TestServer;
use crate::subscriptions::{demo_family, purchase};

const SECRET_KEY: &str = "sk_test_plytime";
const WEBHOOK_SECRET: &str = "whsec_plytime";

/// Every request the stand-in received: (method and path, form fields).
type Seen = Arc<Mutex<Vec<(String, Vec<(String, String)>)>>>;

async fn stripe_stand_in() -> (String, Seen) {
    let seen: Seen = Arc::default();
    let app = Router::new()
        .route("/v1/checkout/sessions", post(create_checkout))
        .route("/v1/subscriptions/{id}", delete(cancel_subscription))
        .with_state(seen.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (base, seen)
}

fn authorised(headers: &HeaderMap) -> bool {
    headers.get("authorization").and_then(|v| v.to_str().ok())
        == Some(&format!("Bearer {SECRET_KEY}"))
}

async fn create_checkout(
    State(seen): State<Seen>,
    headers: HeaderMap,
    Form(form): Form<Vec<(String, String)>>,
) -> (StatusCode, axum::Json<Value>) {
    if !authorised(&headers) {
        return (StatusCode::UNAUTHORIZED, axum::Json(json!({"error": {}})));
    }
    let count = {
        let mut seen = seen.lock().unwrap();
        seen.push(("POST /v1/checkout/sessions".into(), form));
        seen.len()
    };
    let id = format!("cs_test_{count}");
    let body = json!({"id": id, "url": format!("https://checkout.stripe.test/{id}")});
    (StatusCode::OK, axum::Json(body))
}

async fn cancel_subscription(
    State(seen): State<Seen>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> (StatusCode, axum::Json<Value>) {
    if !authorised(&headers) {
        return (StatusCode::UNAUTHORIZED, axum::Json(json!({"error": {}})));
    }
    seen.lock()
        .unwrap()
        .push((format!("DELETE /v1/subscriptions/{id}"), Vec::new()));
    (
        StatusCode::OK,
        axum::Json(json!({"id": id, "status": "canceled"})),
    )
}

/// A demo server with the starter bank whose payments go to the stand-in.
async fn server_paying_through_stripe() -> (TestServer, Seen) {
    let (base, seen) = stripe_stand_in().await;
    let content = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let server = TestServer::start_with(move |config| {
        config.demo = true;
        config.content_dir = content;
        config.stripe_secret_key = Some(SECRET_KEY.into());
        config.stripe_webhook_secret = Some(WEBHOOK_SECRET.into());
        config.stripe_api_base = base;
    })
    .await;
    (server, seen)
}

fn field<'a>(form: &'a [(String, String)], name: &str) -> Option<&'a str> {
    form.iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.as_str())
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Posts an event to the webhook, signed with `secret` at `timestamp`.
async fn deliver(server: &TestServer, event: &Value, secret: &str, timestamp: i64) -> StatusCode {
    let payload = serde_json::to_vec(event).unwrap();
    server
        .client
        .post(server.url("/api/payments/stripe/webhook"))
        .header("stripe-signature", sign(secret, &payload, timestamp))
        .header("content-type", "application/json")
        .body(payload)
        .send()
        .await
        .unwrap()
        .status()
}

fn checkout_completed(event_id: &str, subscription: &str, created: i64) -> Value {
    json!({"id": event_id, "type": "checkout.session.completed", "created": created,
        "data": {"object": {"id": "cs_test_1", "object": "checkout.session",
            "client_reference_id": subscription, "subscription": "sub_ben",
            "payment_status": "paid"}}})
}

fn invoice_paid(event_id: &str, subscription: &str, paid_at: i64) -> Value {
    json!({"id": event_id, "type": "invoice.paid", "created": paid_at,
        "data": {"object": {"id": format!("in_{event_id}"), "object": "invoice",
            "subscription": "sub_ben", "status_transitions": {"paid_at": paid_at},
            "subscription_details": {"metadata": {"plytime_subscription_id": subscription}}}}})
}

async fn payment_date(server: &TestServer, parent: &str, id: &str) -> Value {
    let (_, subscription) = server.get(&format!("/subscription/{id}"), parent).await;
    subscription["payment_date"].clone()
}

async fn events_recorded(server: &TestServer, event_id: &str) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM payment_events WHERE event_id = $1")
        .bind(event_id)
        .fetch_one(server.db().await.read())
        .await
        .unwrap()
}

#[tokio::test]
async fn stripe_checkout_webhooks_and_cancellation() {
    let (server, seen) = server_paying_through_stripe().await;
    let family = demo_family(&server).await;

    // The checkout: a weekly GBP price in subscription mode, with our id.
    let (status, redirect) = server
        .post(
            "/subscription",
            Some(&family.parent),
            purchase(
                &family.ben,
                &family.maths,
                "2 X 15 mins",
                &[(0, 960), (0, 975)],
            ),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    assert_eq!(
        redirect["redirect_url"],
        "https://checkout.stripe.test/cs_test_1"
    );
    let (_, list) = server.get("/subscription/list", &family.parent).await;
    let id = list[0]["_id"].as_str().unwrap().to_string();
    assert_eq!(list[0]["status"], "Pending");
    {
        let seen = seen.lock().unwrap();
        let (request, form) = &seen[0];
        assert_eq!(request, "POST /v1/checkout/sessions");
        assert_eq!(field(form, "mode"), Some("subscription"));
        assert_eq!(field(form, "client_reference_id"), Some(id.as_str()));
        assert_eq!(field(form, "customer_email"), Some("parent@plytime.test"));
        assert_eq!(
            field(form, "line_items[0][price_data][currency]"),
            Some("gbp")
        );
        assert_eq!(
            field(form, "line_items[0][price_data][unit_amount]"),
            Some("3499")
        );
        assert_eq!(
            field(form, "line_items[0][price_data][recurring][interval]"),
            Some("week")
        );
        assert_eq!(
            field(form, "subscription_data[metadata][plytime_subscription_id]"),
            Some(id.as_str())
        );
    }

    // Forged and stale signatures change nothing.
    let paid_at = now();
    let completed = checkout_completed("evt_checkout", &id, paid_at);
    assert_eq!(
        deliver(&server, &completed, "whsec_forged", now()).await,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        deliver(&server, &completed, WEBHOOK_SECRET, now() - 301).await,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        payment_date(&server, &family.parent, &id).await,
        Value::Null
    );

    // The valid event, delivered three times at once, is applied once.
    let (a, b, c) = tokio::join!(
        deliver(&server, &completed, WEBHOOK_SECRET, now()),
        deliver(&server, &completed, WEBHOOK_SECRET, now()),
        deliver(&server, &completed, WEBHOOK_SECRET, now()),
    );
    assert_eq!([a, b, c], [StatusCode::OK; 3]);
    assert_eq!(events_recorded(&server, "evt_checkout").await, 1);
    let (_, active) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(active["status"], "Active");
    assert_eq!(active["stripe_subscription_id"], "sub_ben");
    let first_payment = active["payment_date"].clone();

    // Renewals out of order: the later week arrives first; the earlier
    // one, arriving late, does not move the payment date back.
    let week = 7 * 24 * 60 * 60;
    let second_week = invoice_paid("evt_week_3", &id, paid_at + 2 * week);
    let first_week = invoice_paid("evt_week_2", &id, paid_at + week);
    assert_eq!(
        deliver(&server, &second_week, WEBHOOK_SECRET, now()).await,
        StatusCode::OK
    );
    let latest = payment_date(&server, &family.parent, &id).await;
    assert_ne!(latest, first_payment);
    assert_eq!(
        deliver(&server, &first_week, WEBHOOK_SECRET, now()).await,
        StatusCode::OK
    );
    assert_eq!(payment_date(&server, &family.parent, &id).await, latest);

    // Cancelling here cancels at Stripe.
    let (status, _) = server
        .call(
            Method::DELETE,
            &format!("/subscription/{id}"),
            Some(&family.parent),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        seen.lock()
            .unwrap()
            .iter()
            .any(|(request, _)| request == "DELETE /v1/subscriptions/sub_ben")
    );
}

#[tokio::test]
async fn a_subscription_cancelled_at_stripe_is_cancelled_here() {
    let (server, _) = server_paying_through_stripe().await;
    let family = demo_family(&server).await;
    server
        .post(
            "/subscription",
            Some(&family.parent),
            purchase(&family.ben, &family.maths, "Platform Only", &[]),
        )
        .await;
    let (_, list) = server.get("/subscription/list", &family.parent).await;
    let id = list[0]["_id"].as_str().unwrap().to_string();
    // The invoice arrives before the checkout's completion: still active.
    let status = deliver(
        &server,
        &invoice_paid("evt_first", &id, now()),
        WEBHOOK_SECRET,
        now(),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (_, active) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(active["status"], "Active");

    let deleted = json!({"id": "evt_deleted", "type": "customer.subscription.deleted",
        "created": now(), "data": {"object": {"id": "sub_ben", "object": "subscription",
            "metadata": {"plytime_subscription_id": id}}}});
    assert_eq!(
        deliver(&server, &deleted, WEBHOOK_SECRET, now()).await,
        StatusCode::OK
    );
    let (_, cancelled) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(cancelled["status"], "Cancelled");
}

#[tokio::test]
async fn a_dearer_plan_is_paid_through_its_own_checkout_and_replaces_the_stripe_subscription() {
    let (server, seen) = server_paying_through_stripe().await;
    let family = demo_family(&server).await;
    let (_, redirect) = server
        .post(
            "/subscription",
            Some(&family.parent),
            purchase(&family.ben, &family.maths, "1 X 15 mins", &[(0, 960)]),
        )
        .await;
    assert!(redirect["redirect_url"].is_string(), "{redirect}");
    let (_, list) = server.get("/subscription/list", &family.parent).await;
    let id = list[0]["_id"].as_str().unwrap().to_string();
    let completed = checkout_completed("evt_first", &id, now());
    assert_eq!(
        deliver(&server, &completed, WEBHOOK_SECRET, now()).await,
        StatusCode::OK
    );

    let change = json!({"session_option": "2 X 15 mins",
        "slots": [{"day_of_week": 0, "time": 960}, {"day_of_week": 2, "time": 960}],
        "success_url": "/parent/subscriptions?status=success", "error_url": "/e"});
    let (status, redirect) = server
        .put(&format!("/subscription/{id}"), &family.parent, change)
        .await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    assert_eq!(
        redirect["redirect_url"],
        "https://checkout.stripe.test/cs_test_2"
    );
    {
        let seen = seen.lock().unwrap();
        let (request, form) = &seen[1];
        assert_eq!(request, "POST /v1/checkout/sessions");
        assert_eq!(
            field(form, "line_items[0][price_data][unit_amount]"),
            Some("3499")
        );
    }
    let (_, waiting) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(
        waiting["session_option"], "1 X 15 mins",
        "not before paying"
    );

    let paid = json!({"id": "evt_change", "type": "checkout.session.completed",
        "created": now(), "data": {"object": {"id": "cs_test_2", "object": "checkout.session",
            "client_reference_id": id, "subscription": "sub_ben_2", "payment_status": "paid"}}});
    assert_eq!(
        deliver(&server, &paid, WEBHOOK_SECRET, now()).await,
        StatusCode::OK
    );
    let (_, changed) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(changed["session_option"], "2 X 15 mins");
    assert_eq!(changed["stripe_subscription_id"], "sub_ben_2");
    assert!(
        seen.lock()
            .unwrap()
            .iter()
            .any(|(request, _)| request == "DELETE /v1/subscriptions/sub_ben"),
        "the old Stripe subscription stops charging"
    );

    // Stripe then reports the old subscription deleted: ours stays.
    let deleted = json!({"id": "evt_old_gone", "type": "customer.subscription.deleted",
        "created": now(), "data": {"object": {"id": "sub_ben", "object": "subscription",
            "metadata": {"plytime_subscription_id": id}}}});
    assert_eq!(
        deliver(&server, &deleted, WEBHOOK_SECRET, now()).await,
        StatusCode::OK
    );
    let (_, still) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(still["status"], "Active");
}
