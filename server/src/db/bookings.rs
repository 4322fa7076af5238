//! Bookings: the weekly slots a subscription holds. A pending
//! subscription's bookings hold their slots only until its hold expires.

use super::now_millis;

/// SQL condition "booking `b` of subscription `u` holds its slot": active,
/// not cancelled, and paid or still within its hold, for a query whose `$2`
/// is the current time in epoch milliseconds. A macro so that queries can
/// be put together at compile time.
macro_rules! booking_holds {
    () => {
        "b.active = 1 AND u.cancelled = 0 AND (u.payment_date IS NOT NULL OR u.hold_until > $2)"
    };
}
pub(crate) use booking_holds;

/// SQL condition "some booking holds the tutor slot `s`" (`$2` as above).
pub const HOLDS_SLOT_S: &str = concat!(
    "SELECT 1 FROM bookings b JOIN subscriptions u ON u.id = b.subscription_id \
     WHERE b.tutor_id = s.tutor_id AND b.day_of_week = s.day_of_week AND b.time = s.time AND ",
    booking_holds!()
);

/// Frees the slots of pending subscriptions whose hold has expired, and
/// cancels those subscriptions, and the slots of plan changes whose hold
/// has ended, so that the unique index lets the slots be sold again. Runs
/// inside the transaction that books.
pub async fn release_expired_holds(tx: &mut sqlx::Transaction<'_, sqlx::Any>) -> sqlx::Result<()> {
    super::plan_changes::forget_expired(tx).await?;
    let now = now_millis();
    sqlx::query(
        "UPDATE bookings SET active = 0 WHERE active = 1 AND subscription_id IN \
         (SELECT id FROM subscriptions WHERE payment_date IS NULL AND hold_until <= $1)",
    )
    .bind(now)
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "UPDATE subscriptions SET cancelled = 1 \
         WHERE cancelled = 0 AND payment_date IS NULL AND hold_until <= $1",
    )
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
