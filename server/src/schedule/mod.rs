//! Scheduling: session occurrences materialised from each paid
//! subscription's bookings for the coming weeks, in London wall-clock time.

pub mod changes;
pub mod job;

use std::collections::BTreeSet;
use std::sync::Mutex;

use plytime_shared::schedule::occurrences::weekly_occurrences;

use crate::db::sessions::{self, ActiveBooking};
use crate::db::{Db, now_millis};

/// How far ahead sessions exist: past the furthest week the lists load by
/// default, so a tutor sees the coming weeks filled in.
pub const WEEKS_AHEAD: u32 = 8;

/// What a run of the generation did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Generated {
    /// Sessions added.
    pub added: usize,
    /// Occurrences the database refused: the tutor has another session
    /// then (one moved onto that time for a single week).
    pub clashes: usize,
}

/// Adds the missing occurrences of one subscription (after a payment or a
/// change of slots) or, with `None`, of every paid subscription.
pub async fn generate(db: &Db, subscription_id: Option<&str>) -> sqlx::Result<Generated> {
    let bookings = sessions::active_bookings(db, subscription_id).await?;
    let now = now_millis();
    let mut generated = Generated::default();
    for booking in &bookings {
        let one = generate_booking(db, booking, now).await?;
        generated.added += one.added;
        generated.clashes += one.clashes;
    }
    Ok(generated)
}

pub async fn generate_for(db: &Db, subscription_id: &str) -> sqlx::Result<Generated> {
    generate(db, Some(subscription_id)).await
}

async fn generate_booking(db: &Db, booking: &ActiveBooking, now: i64) -> sqlx::Result<Generated> {
    // Nothing before the subscription was first paid for.
    let after = now.max(booking.payment_date);
    let occurrences = weekly_occurrences(booking.day_of_week, booking.time, after, WEEKS_AHEAD);
    let Some(first) = occurrences.first() else {
        return Ok(Generated::default());
    };
    // Inserting a session that exists would meet the tutor's own session
    // at that time and read as a clash, every run.
    let existing = sessions::existing_occurrences(db, &booking.booking_id, &first.date).await?;
    let missing = occurrences
        .iter()
        .filter(|occurrence| !existing.contains(&occurrence.date));
    let mut generated = Generated::default();
    for occurrence in missing {
        if sessions::insert_occurrence(db, booking, &occurrence.date, occurrence.starts_at).await? {
            generated.added += 1;
        } else {
            generated.clashes += 1;
            if first_report(&booking.booking_id, &occurrence.date) {
                tracing::warn!(
                    booking = %booking.booking_id,
                    occurrence = %occurrence.date,
                    "not generated: the tutor has another session then"
                );
            }
        }
    }
    Ok(generated)
}

/// Whether this clash is new to this process: the job meets a clash every
/// minute until someone moves a session, and says so once.
fn first_report(booking_id: &str, occurrence: &str) -> bool {
    static REPORTED: Mutex<BTreeSet<(String, String)>> = Mutex::new(BTreeSet::new());
    REPORTED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert((booking_id.to_string(), occurrence.to_string()))
}
