//! Activating a paid subscription: what the payment providers (and the
//! demo's own subscription) do when money arrives, in one order: record
//! the payment, put into effect the plan change it settles, then make the
//! sessions the subscription now pays for. A dearer plan bought through a
//! Stripe checkout of its own goes the other way round
//! (`payments::stripe_webhook`): the payment counts only if the change can
//! still take effect.

use crate::db::plan_changes::WaitsFor;
use crate::db::{Db, subscriptions};
use crate::error::AppResult;
use crate::schedule;
use crate::subscriptions::change;

/// A payment taken for a subscription: its first week or a renewal.
pub struct Payment<'a> {
    pub subscription_id: &'a str,
    /// The provider's own subscription, kept when known.
    pub provider_subscription_id: Option<&'a str>,
    pub paid_at: i64,
    /// The waiting plan change this payment settles, if any
    /// (docs/plan-changes.md).
    pub settles: Option<WaitsFor>,
}

/// Records `payment` and generates the sessions it pays for. The plan
/// change it settles takes effect before the sessions are made, so that
/// they follow the new times. `false`, with nothing done, when there is
/// nothing to record the payment against (the subscription is cancelled or
/// gone).
pub async fn activate(db: &Db, payment: Payment<'_>) -> AppResult<bool> {
    let id = payment.subscription_id;
    let recorded =
        subscriptions::record_payment(db, id, payment.provider_subscription_id, payment.paid_at)
            .await?;
    if !recorded {
        return Ok(false);
    }
    if let Some(waits_for) = payment.settles {
        change::take_effect(db, id, waits_for).await?;
    }
    subscriptions::log_payment(db, id, payment.paid_at).await?;
    schedule::generate_for(db, id).await?;
    Ok(true)
}
