//! Weekly renewal for the built-in test provider: each subscription is
//! charged again when its week runs out, as a card would be.

use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::schedule::status::PAYMENT_COVERS_DAYS;

use crate::db::plan_changes::WaitsFor;
use crate::db::{Db, now_millis};
use crate::error::AppResult;
use crate::payments::test_provider;
use crate::subscriptions::activation::{Payment, activate};

const WEEK_MILLIS: i64 = PAYMENT_COVERS_DAYS * DAY_MILLIS;

pub async fn renew_test_subscriptions(db: &Db) -> AppResult<()> {
    let now = now_millis();
    let due: Vec<(String, i64)> = sqlx::query_as(
        "SELECT id, payment_date FROM subscriptions WHERE provider = $1 AND cancelled = 0 \
         AND payment_date IS NOT NULL AND payment_date + $2 <= $3",
    )
    .bind(test_provider::NAME)
    .bind(WEEK_MILLIS)
    .bind(now)
    .fetch_all(db.read())
    .await?;
    for (id, paid) in due {
        // Whole weeks since the last payment: a server that was down for
        // two weeks charges for the week now running, not the ones missed.
        let weeks = (now - paid) / WEEK_MILLIS;
        activate(
            db,
            Payment {
                subscription_id: &id,
                provider_subscription_id: None,
                paid_at: paid + weeks * WEEK_MILLIS,
                // A cheaper plan chosen during the week starts with the renewal.
                settles: Some(WaitsFor::Renewal),
            },
        )
        .await?;
    }
    Ok(())
}
