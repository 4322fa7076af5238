//! Paying or declining a checkout of the built-in test provider
//! ([`super::test_provider`]), as its payment page asks: the counterpart
//! of Stripe's webhook for the test provider.

use super::test_provider::{NAME, new_subscription_id};
use crate::db::plan_changes::{self, PlanChangeRow, WaitsFor};
use crate::db::subscriptions::{self, SubscriptionRow};
use crate::db::{Db, now_millis};
use crate::error::AppResult;
use crate::subscriptions::activation::{Payment, activate};
use crate::subscriptions::change;

/// What a checkout of the test provider pays for.
pub enum Paying {
    /// A pending subscription's first week.
    Subscription(SubscriptionRow),
    /// A paid subscription's change to a dearer plan (docs/plan-changes.md).
    Change(SubscriptionRow, Box<PlanChangeRow>),
}

impl Paying {
    pub fn subscription(&self) -> &SubscriptionRow {
        match self {
            Paying::Subscription(row) | Paying::Change(row, _) => row,
        }
    }

    /// The plan and price the page asks the parent to pay for.
    pub fn plan(&self) -> (i64, i64) {
        match self {
            Paying::Subscription(row) => (row.sessions, row.weekly_cost_in_pence),
            Paying::Change(_, change) => (change.sessions, change.weekly_cost_in_pence),
        }
    }

    /// Where the parent goes after paying, and after a failed or declined
    /// payment.
    pub fn return_urls(&self) -> (&str, &str) {
        match self {
            Paying::Subscription(row) => (&row.success_url, &row.error_url),
            Paying::Change(_, change) => (&change.success_url, &change.error_url),
        }
    }
}

/// A checkout as its payment page finds it.
pub enum Opened {
    /// Still to pay.
    ToPay(Box<Paying>),
    /// Paid already: the page sends the parent on to this success address.
    Paid(String),
    /// Cancelled, let go, declined or never started.
    Expired,
}

pub async fn open(db: &Db, checkout_id: &str) -> AppResult<Opened> {
    if let Some(change) = plan_changes::find_by_checkout(db, checkout_id).await? {
        let row = subscriptions::find(db, &change.subscription_id).await?;
        return Ok(match row {
            Some(row) if row.provider == NAME && row.cancelled == 0 => {
                Opened::ToPay(Box::new(Paying::Change(row, Box::new(change))))
            }
            _ => Opened::Expired,
        });
    }
    let found = subscriptions::find_by_checkout(db, checkout_id).await?;
    Ok(match found {
        Some(row) if row.provider == NAME && row.cancelled == 0 && row.payment_date.is_none() => {
            Opened::ToPay(Box::new(Paying::Subscription(row)))
        }
        Some(row) if row.provider == NAME && row.payment_date.is_some() => {
            Opened::Paid(row.success_url)
        }
        _ => Opened::Expired,
    })
}

/// Takes the payment: the subscription is activated, with the change it
/// pays for in effect. `false` when it could not be (the subscription was
/// cancelled meanwhile).
pub async fn pay(db: &Db, paying: &Paying) -> AppResult<bool> {
    let provider_id = new_subscription_id();
    activate(
        db,
        Payment {
            subscription_id: &paying.subscription().id,
            provider_subscription_id: Some(&provider_id),
            paid_at: now_millis(),
            settles: matches!(paying, Paying::Change(..)).then_some(WaitsFor::Payment),
        },
    )
    .await
}

/// Declining gives the held slots back at once.
pub async fn decline(db: &Db, paying: &Paying) -> AppResult<()> {
    match paying {
        // A declined first payment buys nothing: the pending subscription goes.
        Paying::Subscription(row) => {
            subscriptions::forget_unpaid(db, &row.id).await?;
        }
        // A declined change leaves the plan as it was.
        Paying::Change(row, _) => change::let_go(db, &row.id).await?,
    }
    Ok(())
}
