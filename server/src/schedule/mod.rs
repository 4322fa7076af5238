//! Scheduling: session occurrences materialised from each paid
//! subscription's bookings for the coming weeks, in London wall-clock time.

pub mod changes;
pub mod job;

use plytime_shared::schedule::occurrences::weekly_occurrences;

use crate::db::sessions::{self, ActiveBooking};
use crate::db::{Db, now_millis};

/// How far ahead sessions exist: past the furthest week the lists load by
/// default, so a tutor sees the coming weeks filled in.
pub const WEEKS_AHEAD: u32 = 8;

/// Adds the missing occurrences of one subscription (after a payment or a
/// change of slots) or, with `None`, of every paid subscription.
pub async fn generate(db: &Db, subscription_id: Option<&str>) -> sqlx::Result<usize> {
    let bookings = sessions::active_bookings(db, subscription_id).await?;
    let now = now_millis();
    let mut considered = 0;
    for booking in &bookings {
        considered += generate_booking(db, booking, now).await?;
    }
    Ok(considered)
}

pub async fn generate_for(db: &Db, subscription_id: &str) -> sqlx::Result<usize> {
    generate(db, Some(subscription_id)).await
}

async fn generate_booking(db: &Db, booking: &ActiveBooking, now: i64) -> sqlx::Result<usize> {
    // Nothing before the subscription was first paid for.
    let after = now.max(booking.payment_date);
    let occurrences = weekly_occurrences(booking.day_of_week, booking.time, after, WEEKS_AHEAD);
    for occurrence in &occurrences {
        if !sessions::insert_occurrence(db, booking, &occurrence.date, occurrence.starts_at).await?
        {
            tracing::warn!(
                booking = %booking.booking_id,
                occurrence = %occurrence.date,
                "not generated: the tutor has another session then"
            );
        }
    }
    Ok(occurrences.len())
}
