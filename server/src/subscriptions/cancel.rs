//! Cancelling a subscription here and at the payment provider: by the
//! parent or an admin, and for every plan of a family that closes its
//! account (docs/privacy.md).

use crate::db::Db;
use crate::db::subscriptions::{self, SubscriptionRow};
use crate::payments::Payments;

/// Cancels `row` here (its slots free, its sessions still to come
/// withdrawn) and then at the provider; `false` when it was cancelled
/// already. A provider that does not confirm is logged, not retried: the
/// plan is cancelled here already, and support retries the provider.
pub async fn everywhere(db: &Db, payments: &Payments, row: &SubscriptionRow) -> sqlx::Result<bool> {
    if !subscriptions::cancel(db, &row.id).await? {
        return Ok(false);
    }
    if let Some(provider_id) = &row.provider_subscription_id
        && let Err(error) = payments.cancel(provider_id).await
    {
        tracing::error!(
            error = format!("{error:#}"),
            subscription = row.id,
            "the payment provider did not confirm the cancellation"
        );
    }
    Ok(true)
}
