//! Session occurrences: materialised from bookings, listed, moved and
//! handed over.

use std::collections::HashSet;

use plytime_shared::schedule::status::OPEN_BEFORE_MINUTES;

use super::constraints::{Constraint, unless_broken};
use super::{Db, Tx, now_millis};

/// A booking of a paid, live subscription, with what its sessions copy.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ActiveBooking {
    pub booking_id: String,
    pub subscription_id: String,
    pub student_id: String,
    pub parent_id: String,
    pub tutor_id: String,
    pub subject_id: String,
    pub day_of_week: i64,
    pub time: i64,
    pub session_length: i64,
    pub payment_date: i64,
}

const ACTIVE_BOOKINGS: &str = "SELECT b.id AS booking_id, b.subscription_id, u.student_id, \
     u.parent_id, b.tutor_id, u.subject_id, b.day_of_week, b.time, b.session_length, \
     u.payment_date FROM bookings b JOIN subscriptions u ON u.id = b.subscription_id \
     WHERE b.active = 1 AND b.held_for_change = 0 AND u.cancelled = 0 \
     AND u.payment_date IS NOT NULL";

pub async fn active_bookings(
    db: &Db,
    subscription_id: Option<&str>,
) -> sqlx::Result<Vec<ActiveBooking>> {
    sqlx::query_as(&format!("{ACTIVE_BOOKINGS} AND ($1 = '' OR u.id = $1)"))
        .bind(subscription_id.unwrap_or(""))
        .fetch_all(db.read())
        .await
}

/// Adds the occurrence unless it exists; several replicas generating the
/// same week at once add it once. `false` when the tutor already has a
/// session then (one moved onto that time for a single week), which the
/// database refuses.
pub async fn insert_occurrence(
    db: &Db,
    booking: &ActiveBooking,
    occurrence: &str,
    starts_at: i64,
) -> sqlx::Result<bool> {
    let inserted = sqlx::query(
        "INSERT INTO sessions (id, subscription_id, booking_id, occurrence, student_id, \
         parent_id, tutor_id, subject_id, starts_at, session_length, room_id, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(&booking.subscription_id)
    .bind(&booking.booking_id)
    .bind(occurrence)
    .bind(&booking.student_id)
    .bind(&booking.parent_id)
    .bind(&booking.tutor_id)
    .bind(&booking.subject_id)
    .bind(starts_at)
    .bind(booking.session_length)
    .bind(new_room_id())
    .bind(now_millis())
    .execute(db.write())
    .await;
    Ok(unless_broken(inserted, &[Constraint::TutorOneAtATime])?.is_some())
}

/// The occurrences (London dates) of a booking that already have their
/// session, from `from_date` on: the job inserts only the others, so a
/// refusal it meets is a real clash rather than a session it made before.
pub async fn existing_occurrences(
    db: &Db,
    booking_id: &str,
    from_date: &str,
) -> sqlx::Result<HashSet<String>> {
    let dates: Vec<String> = sqlx::query_scalar(
        "SELECT occurrence FROM sessions \
         WHERE booking_id = $1 AND replaces_id IS NULL AND occurrence >= $2",
    )
    .bind(booking_id)
    .bind(from_date)
    .fetch_all(db.read())
    .await?;
    Ok(dates.into_iter().collect())
}

/// Video rooms are named so that nobody can guess one.
pub fn new_room_id() -> String {
    format!(
        "plytime-{}{}",
        uuid::Uuid::new_v4().simple(),
        uuid::Uuid::new_v4().simple()
    )
}

/// Withdraws the occurrences of a subscription's bookings that start after
/// `after` and no longer have an active booking (a slot moved or dropped):
/// cancelled, and left out of the lists (migration 0011).
pub async fn cancel_orphans(
    tx: &mut Tx<'_>,
    subscription_id: &str,
    after: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE sessions SET cancelled = 1, withdrawn = 1 WHERE subscription_id = $1 \
         AND starts_at > $2 AND replaces_id IS NULL AND cancelled = 0 \
         AND booking_id IN (SELECT id FROM bookings WHERE active = 0)",
    )
    .bind(subscription_id)
    .bind(after)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// How a session came to be replaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replacement {
    Rescheduled,
    Substituted,
}

/// Cancels one session; `false` when it was cancelled already.
pub async fn cancel_one(tx: &mut Tx<'_>, id: &str, how: Option<Replacement>) -> sqlx::Result<bool> {
    let result = sqlx::query(
        "UPDATE sessions SET cancelled = 1, rescheduled = $1, substituted = $2 \
         WHERE id = $3 AND cancelled = 0",
    )
    .bind(i64::from(how == Some(Replacement::Rescheduled)))
    .bind(i64::from(how == Some(Replacement::Substituted)))
    .bind(id)
    .execute(&mut **tx)
    .await?;
    Ok(result.rows_affected() > 0)
}

/// The replacement of a cancelled session: the same occurrence of the same
/// booking, at a new time or with a new tutor.
pub async fn insert_replacement(
    tx: &mut Tx<'_>,
    old: &super::session_views::SessionRow,
    starts_at: i64,
    tutor_id: &str,
) -> sqlx::Result<String> {
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO sessions (id, subscription_id, booking_id, occurrence, student_id, \
         parent_id, tutor_id, subject_id, starts_at, session_length, replaces_id, room_id, \
         created_at) SELECT $1, subscription_id, booking_id, occurrence, student_id, parent_id, \
         $2, subject_id, $3, session_length, id, $4, $5 FROM sessions WHERE id = $6",
    )
    .bind(&id)
    .bind(tutor_id)
    .bind(starts_at)
    .bind(new_room_id())
    .bind(now_millis())
    .bind(&old.id)
    .execute(&mut **tx)
    .await?;
    Ok(id)
}

/// The occurrences (London dates) of a booking whose session was moved by
/// itself to a time still to come, with that moved session's id.
pub async fn standing_one_offs(
    tx: &mut Tx<'_>,
    booking_id: &str,
) -> sqlx::Result<Vec<(String, String)>> {
    sqlx::query_as(
        "SELECT id, occurrence FROM sessions WHERE booking_id = $1 AND replaces_id IS NOT NULL \
         AND cancelled = 0 AND starts_at > $2",
    )
    .bind(booking_id)
    .bind(now_millis())
    .fetch_all(&mut **tx)
    .await
}

/// Gives a booking's occurrence a withdrawn session (one the lists leave
/// out, migration 0011) shaped after `like`: the generation then counts
/// the occurrence as done and adds nothing that week.
pub async fn withhold_occurrence(
    tx: &mut Tx<'_>,
    like: &str,
    booking_id: &str,
    occurrence: &str,
    starts_at: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO sessions (id, subscription_id, booking_id, occurrence, student_id, \
         parent_id, tutor_id, subject_id, starts_at, session_length, room_id, created_at, \
         cancelled, withdrawn) SELECT $1, s.subscription_id, b.id, $2, s.student_id, s.parent_id, \
         b.tutor_id, s.subject_id, $3, b.session_length, $4, $5, 1, 1 \
         FROM sessions s, bookings b WHERE s.id = $6 AND b.id = $7 ON CONFLICT DO NOTHING",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(occurrence)
    .bind(starts_at)
    .bind(new_room_id())
    .bind(now_millis())
    .bind(like)
    .bind(booking_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Whether the tutor has another live session overlapping the interval.
pub async fn tutor_busy(
    tx: &mut Tx<'_>,
    tutor_id: &str,
    starts_at: i64,
    ends_at: i64,
    except: &str,
) -> sqlx::Result<bool> {
    let clash: Option<String> = sqlx::query_scalar(
        "SELECT id FROM sessions WHERE tutor_id = $1 AND cancelled = 0 AND id <> $2 \
         AND starts_at < $3 AND starts_at + session_length * 60000 > $4 LIMIT 1",
    )
    .bind(tutor_id)
    .bind(except)
    .bind(ends_at)
    .bind(starts_at)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(clash.is_some())
}

/// Withdraws the generated sessions still to come of the given bookings
/// (the plan's weekly slot moved or went to another tutor), marking how
/// they were replaced; the bookings' new sessions take their place in the
/// lists.
pub async fn cancel_future_of_bookings(
    tx: &mut Tx<'_>,
    booking_ids: &[String],
    how: Replacement,
) -> sqlx::Result<()> {
    for booking in booking_ids {
        sqlx::query(
            "UPDATE sessions SET cancelled = 1, withdrawn = 1, rescheduled = $1, \
             substituted = $2 WHERE booking_id = $3 AND cancelled = 0 AND replaces_id IS NULL AND starts_at > $4",
        )
        .bind(i64::from(how == Replacement::Rescheduled))
        .bind(i64::from(how == Replacement::Substituted))
        .bind(booking)
        .bind(now_millis())
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

pub async fn record_event(
    db: &Db,
    session_id: &str,
    account_id: &str,
    role: &str,
    kind: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO session_events (id, session_id, account_id, role, type, time) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(session_id)
    .bind(account_id)
    .bind(role)
    .bind(kind)
    .bind(now_millis())
    .execute(db.write())
    .await?;
    Ok(())
}

/// Tutors the student has had sessions with, most recent first.
pub async fn former_tutors(tx: &mut Tx<'_>, student_id: &str) -> sqlx::Result<Vec<String>> {
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT tutor_id, MAX(starts_at) AS latest FROM sessions WHERE student_id = $1 \
         GROUP BY tutor_id ORDER BY latest DESC",
    )
    .bind(student_id)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows.into_iter().map(|(tutor, _)| tutor).collect())
}

/// The student's sessions whose rooms are open at `now` (from 2 minutes
/// before the start to the end), cancelled or not: a room a closing
/// family was in must close however its session stands.
pub async fn open_rooms_of_student(
    db: &Db,
    student_id: &str,
    now: i64,
) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT id FROM sessions WHERE student_id = $1 \
         AND starts_at - $3 <= $2 AND starts_at + session_length * 60000 > $2",
    )
    .bind(student_id)
    .bind(now)
    .bind(OPEN_BEFORE_MINUTES * 60_000)
    .fetch_all(db.write())
    .await
}
