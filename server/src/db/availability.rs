//! Tutors' weekly availability: free 15-minute slots in London wall-clock
//! time, each either free or held by a subscription's booking.

use plytime_shared::api::tutors::{Availability, AvailabilitySlot};
use plytime_shared::schedule::slots::{DAY_NAMES, DAYS_PER_WEEK, clock};
use sqlx::FromRow;

use super::{Db, bookings};

#[derive(FromRow)]
struct SlotRow {
    id: String,
    day_of_week: i64,
    time: i64,
    busy: i64,
}

/// The tutor's week (slots not deleted), Monday first, each day in time
/// order, with the slots that bookings hold marked busy.
pub async fn week(db: &Db, tutor_id: &str, now: i64) -> sqlx::Result<Availability> {
    let rows: Vec<SlotRow> = sqlx::query_as(&format!(
        "SELECT s.id, s.day_of_week, s.time, \
         CASE WHEN EXISTS ({held}) THEN 1 ELSE 0 END AS busy \
         FROM tutor_slots s WHERE s.tutor_id = $1 AND s.deleted = 0 \
         ORDER BY s.day_of_week, s.time",
        held = bookings::HOLDS_SLOT_S
    ))
    .bind(tutor_id)
    .bind(now)
    .fetch_all(db.read())
    .await?;
    let ideal_hours: Option<i64> =
        sqlx::query_scalar("SELECT ideal_hours FROM tutors WHERE id = $1")
            .bind(tutor_id)
            .fetch_optional(db.read())
            .await?;
    let mut availability = vec![Vec::new(); DAYS_PER_WEEK];
    for row in rows {
        if let Some(day) = availability.get_mut(row.day_of_week as usize) {
            day.push(AvailabilitySlot {
                _id: Some(row.id),
                day_of_week: row.day_of_week,
                time: row.time,
                busy: row.busy != 0,
                deleted: false,
            });
        }
    }
    Ok(Availability {
        availability,
        ideal_hours: ideal_hours.unwrap_or_default(),
    })
}

/// What a tutor's London slot is to a session that would move onto it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlotState {
    /// In the tutor's week and held by no other booking.
    Free,
    /// In the tutor's week, but another subscription's booking holds it.
    Held,
    /// Not in the tutor's week at all.
    NotOffered,
}

/// The state of slot (`day`, `time`) of the tutor's week, not counting the
/// booking `own_booking` (the one whose session moves).
pub async fn slot_state(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    tutor_id: &str,
    (day, time): (i64, i64),
    own_booking: Option<&str>,
    now: i64,
) -> sqlx::Result<SlotState> {
    let held: Option<i64> = sqlx::query_scalar(&format!(
        "SELECT CASE WHEN EXISTS ({held} AND b.id <> $5) THEN 1 ELSE 0 END \
         FROM tutor_slots s WHERE s.tutor_id = $1 AND s.day_of_week = $3 \
         AND s.time = $4 AND s.deleted = 0",
        held = bookings::HOLDS_SLOT_S
    ))
    .bind(tutor_id)
    .bind(now)
    .bind(day)
    .bind(time)
    .bind(own_booking.unwrap_or(""))
    .fetch_optional(&mut **tx)
    .await?;
    Ok(match held {
        None => SlotState::NotOffered,
        Some(0) => SlotState::Free,
        Some(_) => SlotState::Held,
    })
}

/// Why a week could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("Cannot remove {0}: a subscription has booked it. Reschedule or substitute first.")]
    Booked(String),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// Replaces the tutor's week with `week`: listed slots become free (a
/// removed one comes back under its old id), slots marked deleted or left
/// out are removed. Booked slots cannot be removed; then nothing changes.
pub async fn save(db: &Db, tutor_id: &str, week: &Availability, now: i64) -> Result<(), SaveError> {
    let mut tx = db.write().begin().await?;
    let kept: Vec<&AvailabilitySlot> = week
        .availability
        .iter()
        .flatten()
        .filter(|slot| !slot.deleted)
        .collect();
    let booked: Vec<(i64, i64)> = sqlx::query_as(&format!(
        "SELECT s.day_of_week, s.time FROM tutor_slots s \
         WHERE s.tutor_id = $1 AND s.deleted = 0 AND EXISTS ({held})",
        held = bookings::HOLDS_SLOT_S
    ))
    .bind(tutor_id)
    .bind(now)
    .fetch_all(&mut *tx)
    .await?;
    if let Some((day, time)) = booked.into_iter().find(|(day, time)| {
        !kept
            .iter()
            .any(|slot| slot.day_of_week == *day && slot.time == *time)
    }) {
        let name = DAY_NAMES.get(day as usize).copied().unwrap_or("?");
        return Err(SaveError::Booked(format!("{name} {}", clock(time))));
    }
    sqlx::query("UPDATE tutor_slots SET deleted = 1 WHERE tutor_id = $1")
        .bind(tutor_id)
        .execute(&mut *tx)
        .await?;
    for slot in kept {
        sqlx::query(
            "INSERT INTO tutor_slots (id, tutor_id, day_of_week, time, deleted) \
             VALUES ($1, $2, $3, $4, 0) \
             ON CONFLICT (tutor_id, day_of_week, time) DO UPDATE SET deleted = 0",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(tutor_id)
        .bind(slot.day_of_week)
        .bind(slot.time)
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query("UPDATE tutors SET ideal_hours = $1 WHERE id = $2")
        .bind(week.ideal_hours)
        .bind(tutor_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}
