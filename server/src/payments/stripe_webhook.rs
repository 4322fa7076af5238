//! Stripe's webhook: signed events about checkouts, weekly invoices and
//! cancellations. Each event is applied at most once (by event id), and
//! applying is idempotent besides, so duplicates and retries are harmless
//! and events may arrive in any order.

use serde_json::Value;

use super::stripe::StripeClient;
use crate::db::plan_changes::{self, WaitsFor};
use crate::db::{Db, now_millis, subscriptions};
use crate::error::{AppError, AppResult};
use crate::subscriptions::activation::{Payment, activate};
use crate::subscriptions::change;

/// Applies a verified event, unless it was applied already.
pub async fn apply_once(db: &Db, client: &StripeClient, event: &Value) -> AppResult<()> {
    let id = event["id"].as_str().unwrap_or_default();
    if id.is_empty() {
        return Err(AppError::bad_request("An event needs an id"));
    }
    let seen: Option<i64> = sqlx::query_scalar("SELECT 1 FROM payment_events WHERE event_id = $1")
        .bind(id)
        .fetch_optional(db.read())
        .await?;
    if seen.is_some() {
        return Ok(());
    }
    apply(db, client, event).await?;
    sqlx::query(
        "INSERT INTO payment_events (event_id, received_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(now_millis())
    .execute(db.write())
    .await?;
    Ok(())
}

/// Our subscription behind a Stripe object: by the reference we gave the
/// checkout, the metadata we gave the Stripe subscription, or the Stripe
/// subscription id once we know it.
async fn our_subscription(db: &Db, object: &Value) -> AppResult<Option<String>> {
    let reference = object["client_reference_id"]
        .as_str()
        .or_else(|| object["metadata"]["plytime_subscription_id"].as_str())
        .or_else(|| object["subscription_details"]["metadata"]["plytime_subscription_id"].as_str());
    if let Some(reference) = reference {
        return Ok(Some(reference.to_string()));
    }
    let stripe_id = object["subscription"]
        .as_str()
        .or_else(|| object["id"].as_str());
    Ok(match stripe_id {
        Some(stripe_id) => subscriptions::find_by_provider_id(db, stripe_id)
            .await?
            .map(|row| row.id),
        None => None,
    })
}

async fn apply(db: &Db, client: &StripeClient, event: &Value) -> AppResult<()> {
    let object = &event["data"]["object"];
    let created = event["created"]
        .as_i64()
        .unwrap_or_else(|| now_millis() / 1000)
        * 1000;
    let kind = event["type"].as_str().unwrap_or_default();
    let Some(subscription) = our_subscription(db, object).await? else {
        tracing::warn!(kind, "a Stripe event for no subscription of ours");
        return Ok(());
    };
    let stripe_id = object["subscription"]
        .as_str()
        .filter(|id| id.starts_with("sub_"));
    match kind {
        // A checkout paid by a delayed method completes unpaid; its
        // invoice.paid follows when the money arrives.
        "checkout.session.completed" if object["payment_status"].as_str() != Some("paid") => {}
        "checkout.session.completed" if is_plan_change(db, object).await? => {
            change_paid(db, client, &subscription, stripe_id, created).await?;
        }
        "checkout.session.completed" | "invoice.paid" | "invoice.payment_succeeded" => {
            let paid_at = object["status_transitions"]["paid_at"]
                .as_i64()
                .map_or(created, |seconds| seconds * 1000);
            // A cheaper plan chosen during the week starts with the weekly
            // renewal's invoice.
            let renewal = object["billing_reason"].as_str() == Some("subscription_cycle");
            activate(
                db,
                Payment {
                    subscription_id: &subscription,
                    provider_subscription_id: stripe_id,
                    paid_at,
                    settles: renewal.then_some(WaitsFor::Renewal),
                },
            )
            .await?;
        }
        // Only the Stripe subscription that pays for ours ends it: the one a
        // paid plan change replaced ends without ending the plan.
        "customer.subscription.deleted" => {
            let current = subscriptions::find(db, &subscription).await?;
            let ended = object["id"].as_str();
            if current.is_some_and(|row| row.provider_subscription_id.as_deref() == ended) {
                subscriptions::cancel(db, &subscription).await?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Whether a completed checkout paid for a plan change (docs/plan-changes.md)
/// rather than a new subscription.
async fn is_plan_change(db: &Db, checkout: &Value) -> AppResult<bool> {
    let Some(checkout_id) = checkout["id"].as_str() else {
        return Ok(false);
    };
    Ok(plan_changes::find_by_checkout(db, checkout_id)
        .await?
        .is_some())
}

/// A dearer plan paid through its own checkout, which started a new Stripe
/// subscription at the new price: the change takes effect, the new Stripe
/// subscription pays for ours from now on, and the old one is cancelled.
async fn change_paid(
    db: &Db,
    client: &StripeClient,
    subscription: &str,
    new_stripe_id: Option<&str>,
    paid_at: i64,
) -> AppResult<()> {
    let old_stripe_id = subscriptions::find(db, subscription)
        .await?
        .and_then(|row| row.provider_subscription_id);
    if !change::take_effect(db, subscription, WaitsFor::Payment).await? {
        // Paid after the change was let go: the old plan stands, so the new
        // Stripe subscription must not charge again.
        tracing::warn!(subscription, "a plan change was paid after its hold ended");
        if let Some(new) = new_stripe_id {
            client.cancel(new).await.map_err(AppError::Internal)?;
        }
        return Ok(());
    }
    subscriptions::record_payment(db, subscription, new_stripe_id, paid_at).await?;
    subscriptions::log_payment(db, subscription, paid_at).await?;
    if let Some(old) = old_stripe_id.filter(|old| Some(old.as_str()) != new_stripe_id) {
        client.cancel(&old).await.map_err(AppError::Internal)?;
    }
    Ok(())
}
