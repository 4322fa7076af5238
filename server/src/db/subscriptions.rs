//! Subscriptions and their bookings.

use plytime_shared::api::content::Named;
use plytime_shared::api::subscriptions::{
    AssignedSession, ChangeTakesEffect, ChosenSlot, PendingPlanChange, Subscription, pounds,
    session_option,
};
use plytime_shared::schedule::status::subscription_status;
use sqlx::FromRow;

use super::{Db, Tx, now_millis};
use crate::time::iso;

/// What a new subscription stores.
pub struct NewSubscriptionRow<'a> {
    pub parent_id: &'a str,
    pub student_id: &'a str,
    pub subject_id: &'a str,
    pub tutor_id: Option<&'a str>,
    pub sessions: i64,
    pub weekly_cost_in_pence: i64,
    pub relative_level: &'a str,
    pub referral_code: Option<&'a str>,
    pub provider: &'a str,
    pub hold_until: i64,
}

pub async fn insert(tx: &mut Tx<'_>, new: NewSubscriptionRow<'_>) -> sqlx::Result<String> {
    let id = uuid::Uuid::new_v4().to_string();
    let now = now_millis();
    sqlx::query(
        "INSERT INTO subscriptions (id, parent_id, student_id, subject_id, tutor_id, sessions, \
         weekly_cost_in_pence, relative_level, referral_code, provider, hold_until, start_date, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(&id)
    .bind(new.parent_id)
    .bind(new.student_id)
    .bind(new.subject_id)
    .bind(new.tutor_id)
    .bind(new.sessions)
    .bind(new.weekly_cost_in_pence)
    .bind(new.relative_level)
    .bind(new.referral_code)
    .bind(new.provider)
    .bind(new.hold_until)
    .bind(iso(now))
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(id)
}

/// Books the chosen weekly slots with the subscription's tutor and returns
/// the bookings' ids, in the slots' order. A slot someone else holds is a
/// unique violation, for the caller to refuse.
pub async fn insert_bookings(
    tx: &mut Tx<'_>,
    subscription_id: &str,
    tutor_id: &str,
    slots: &[ChosenSlot],
    session_length: i64,
) -> sqlx::Result<Vec<String>> {
    let mut ids = Vec::with_capacity(slots.len());
    for slot in slots {
        let id = uuid::Uuid::new_v4().to_string();
        sqlx::query(
            "INSERT INTO bookings (id, subscription_id, tutor_id, day_of_week, time, \
             session_length, active, created_at) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)",
        )
        .bind(&id)
        .bind(subscription_id)
        .bind(tutor_id)
        .bind(slot.day_of_week)
        .bind(slot.time)
        .bind(session_length)
        .bind(now_millis())
        .execute(&mut **tx)
        .await?;
        ids.push(id);
    }
    Ok(ids)
}

/// Whether the student has ever had a subscription.
pub async fn any_for_student(db: &Db, student_id: &str) -> sqlx::Result<bool> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM subscriptions WHERE student_id = $1")
            .bind(student_id)
            .fetch_optional(db.read())
            .await?;
    Ok(found.is_some())
}

/// A live (not cancelled) subscription of the student in the subject.
pub async fn live_for(
    tx: &mut Tx<'_>,
    student_id: &str,
    subject_id: &str,
) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "SELECT id FROM subscriptions WHERE student_id = $1 AND subject_id = $2 \
         AND cancelled = 0",
    )
    .bind(student_id)
    .bind(subject_id)
    .fetch_optional(&mut **tx)
    .await
}

/// Records the checkout that will pay for the subscription, and where the
/// payment page returns the parent to.
pub async fn set_checkout(
    db: &Db,
    id: &str,
    checkout_id: &str,
    checkout_url: &str,
    success_url: &str,
    error_url: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE subscriptions SET checkout_id = $1, checkout_url = $2, success_url = $3, \
         error_url = $4 WHERE id = $5",
    )
    .bind(checkout_id)
    .bind(checkout_url)
    .bind(success_url)
    .bind(error_url)
    .bind(id)
    .execute(db.write())
    .await?;
    Ok(())
}

#[derive(Debug, Clone, FromRow)]
pub struct SubscriptionRow {
    pub id: String,
    pub parent_id: String,
    pub student_id: String,
    pub student_name: String,
    pub subject_id: String,
    pub subject_name: String,
    pub tutor_id: Option<String>,
    pub tutor_name: Option<String>,
    pub sessions: i64,
    pub weekly_cost_in_pence: i64,
    pub relative_level: String,
    pub referral_code: Option<String>,
    pub provider: String,
    pub checkout_id: Option<String>,
    pub checkout_url: Option<String>,
    pub parent_email: String,
    pub provider_subscription_id: Option<String>,
    pub success_url: String,
    pub error_url: String,
    pub payment_date: Option<i64>,
    pub start_date: String,
    pub updated_start_date: Option<String>,
    pub cancelled: i64,
}

const SELECT: &str = "SELECT u.id, u.parent_id, u.student_id, \
     st.first_name || ' ' || st.last_name AS student_name, u.subject_id, \
     sub.name AS subject_name, u.tutor_id, t.first_name || ' ' || t.last_name AS tutor_name, \
     u.sessions, u.weekly_cost_in_pence, u.relative_level, u.referral_code, u.provider, \
     u.checkout_id, u.checkout_url, COALESCE(pa.email, '') AS parent_email, \
     u.provider_subscription_id, u.success_url, u.error_url, u.payment_date, u.start_date, \
     u.updated_start_date, u.cancelled \
     FROM subscriptions u \
     JOIN students st ON st.id = u.student_id AND st.closed_at IS NULL \
     JOIN subjects sub ON sub.id = u.subject_id LEFT JOIN tutors t ON t.id = u.tutor_id \
     JOIN parents p ON p.id = u.parent_id JOIN accounts pa ON pa.id = p.account_id";

pub async fn find(db: &Db, id: &str) -> sqlx::Result<Option<SubscriptionRow>> {
    sqlx::query_as(&format!("{SELECT} WHERE u.id = $1"))
        .bind(id)
        .fetch_optional(db.read())
        .await
}

pub async fn find_by_checkout(db: &Db, checkout_id: &str) -> sqlx::Result<Option<SubscriptionRow>> {
    sqlx::query_as(&format!("{SELECT} WHERE u.checkout_id = $1"))
        .bind(checkout_id)
        .fetch_optional(db.read())
        .await
}

pub async fn find_by_provider_id(
    db: &Db,
    provider_subscription_id: &str,
) -> sqlx::Result<Option<SubscriptionRow>> {
    sqlx::query_as(&format!("{SELECT} WHERE u.provider_subscription_id = $1"))
        .bind(provider_subscription_id)
        .fetch_optional(db.read())
        .await
}

/// SQL condition "subscription `u` was bought, or is still being paid for",
/// for a query whose `$1` is the current time: one never paid that was
/// cancelled, or whose hold on its slots ran out, never was a plan, so the
/// lists leave it out.
const BOUGHT_OR_PAYING: &str =
    "(u.payment_date IS NOT NULL OR (u.cancelled = 0 AND u.hold_until > $1))";

/// Every subscription, newest first (admins).
pub async fn all(db: &Db) -> sqlx::Result<Vec<SubscriptionRow>> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE {BOUGHT_OR_PAYING} ORDER BY u.created_at DESC, u.id"
    ))
    .bind(now_millis())
    .fetch_all(db.read())
    .await
}

/// A parent's subscriptions, newest first.
pub async fn of_parent(db: &Db, parent_id: &str) -> sqlx::Result<Vec<SubscriptionRow>> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE {BOUGHT_OR_PAYING} AND u.parent_id = $2 \
         ORDER BY u.created_at DESC, u.id"
    ))
    .bind(now_millis())
    .bind(parent_id)
    .fetch_all(db.read())
    .await
}

/// A parent's subscriptions not cancelled yet, paid or not (closing the
/// family's account cancels them all).
pub async fn uncancelled_of_parent(db: &Db, parent_id: &str) -> sqlx::Result<Vec<SubscriptionRow>> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE u.cancelled = 0 AND u.parent_id = $1"
    ))
    .bind(parent_id)
    .fetch_all(db.read())
    .await
}

#[derive(FromRow)]
struct BookingRow {
    id: String,
    day_of_week: i64,
    time: i64,
    session_length: i64,
}

/// The subscription as the wire shows it, with its active bookings.
pub async fn hydrate(db: &Db, row: SubscriptionRow) -> sqlx::Result<Subscription> {
    let bookings: Vec<BookingRow> = sqlx::query_as(
        "SELECT id, day_of_week, time, session_length FROM bookings \
         WHERE subscription_id = $1 AND active = 1 AND held_for_change = 0 \
         ORDER BY day_of_week, time",
    )
    .bind(&row.id)
    .fetch_all(db.read())
    .await?;
    let cancelled = row.cancelled != 0;
    let pending_change =
        super::plan_changes::find(db, &row.id)
            .await?
            .map(|change| PendingPlanChange {
                session_option: session_option(change.sessions),
                payment_amount: pounds(change.weekly_cost_in_pence),
                takes_effect: if change.waits_for_payment() {
                    ChangeTakesEffect::OncePaid
                } else {
                    ChangeTakesEffect::NextRenewal
                },
                checkout_url: change.checkout_url,
                until: iso(change.hold_until),
            });
    Ok(Subscription {
        _id: row.id,
        student: Named {
            _id: row.student_id,
            name: row.student_name,
        },
        subject: Named {
            _id: row.subject_id,
            name: row.subject_name,
        },
        tutor: row
            .tutor_id
            .zip(row.tutor_name)
            .map(|(_id, name)| Named { _id, name }),
        session_option: session_option(row.sessions),
        payment_amount: pounds(row.weekly_cost_in_pence),
        payment_date: row.payment_date.map(iso),
        start_date: row.start_date,
        updated_start_date: row.updated_start_date,
        stripe_subscription_id: row
            .provider_subscription_id
            .filter(|_| row.provider == "stripe"),
        assigned_sessions: bookings
            .into_iter()
            .map(|booking| AssignedSession {
                _id: booking.id,
                day_of_week: booking.day_of_week,
                session_time: booking.time,
                session_length: booking.session_length,
            })
            .collect(),
        cancelled,
        relative_level: row.relative_level,
        referral_code: row.referral_code,
        status: subscription_status(cancelled, row.payment_date),
        pending_change,
    })
}

/// A booking [`release_bookings`] freed, with its weekly slot.
#[derive(Debug, Clone, FromRow)]
pub struct Released {
    pub id: String,
    pub day_of_week: i64,
    pub time: i64,
}

impl Released {
    pub fn ids(released: &[Released]) -> Vec<String> {
        released.iter().map(|booking| booking.id.clone()).collect()
    }
}

/// Frees the slots a subscription holds, before it books others, and
/// returns the bookings released.
pub async fn release_bookings(tx: &mut Tx<'_>, id: &str) -> sqlx::Result<Vec<Released>> {
    let released: Vec<Released> = sqlx::query_as(
        "SELECT id, day_of_week, time FROM bookings WHERE subscription_id = $1 AND active = 1 \
             AND held_for_change = 0",
    )
    .bind(id)
    .fetch_all(&mut **tx)
    .await?;
    sqlx::query(
        "UPDATE bookings SET active = 0 WHERE subscription_id = $1 AND active = 1 \
         AND held_for_change = 0",
    )
    .bind(id)
    .execute(&mut **tx)
    .await?;
    Ok(released)
}

/// Takes back bookings [`release_bookings`] freed (within one
/// transaction, before anyone else could book their slots).
pub async fn reactivate_bookings(tx: &mut Tx<'_>, ids: &[String]) -> sqlx::Result<()> {
    for id in ids {
        sqlx::query("UPDATE bookings SET active = 1 WHERE id = $1")
            .bind(id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// Frees one weekly slot of a subscription; its booking id, if it had one.
pub async fn release_booking_at(
    tx: &mut Tx<'_>,
    id: &str,
    day_of_week: i64,
    time: i64,
) -> sqlx::Result<Option<String>> {
    let booking: Option<String> = sqlx::query_scalar(
        "SELECT id FROM bookings WHERE subscription_id = $1 AND day_of_week = $2 AND time = $3 \
         AND active = 1 AND held_for_change = 0",
    )
    .bind(id)
    .bind(day_of_week)
    .bind(time)
    .fetch_optional(&mut **tx)
    .await?;
    if let Some(booking) = &booking {
        sqlx::query("UPDATE bookings SET active = 0 WHERE id = $1")
            .bind(booking)
            .execute(&mut **tx)
            .await?;
    }
    Ok(booking)
}

/// The weekly slots a subscription holds.
pub async fn active_slots(tx: &mut Tx<'_>, id: &str) -> sqlx::Result<Vec<ChosenSlot>> {
    let rows: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT day_of_week, time FROM bookings WHERE subscription_id = $1 AND active = 1 \
         AND held_for_change = 0 ORDER BY day_of_week, time",
    )
    .bind(id)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(day_of_week, time)| ChosenSlot { day_of_week, time })
        .collect())
}

pub async fn set_tutor(tx: &mut Tx<'_>, id: &str, tutor_id: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE subscriptions SET tutor_id = $1 WHERE id = $2")
        .bind(tutor_id)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A new plan for a live subscription. A pending one holds its (new)
/// slots for another hold period. `false` when it is cancelled.
pub async fn set_plan(
    tx: &mut Tx<'_>,
    id: &str,
    sessions: i64,
    weekly_cost_in_pence: i64,
    tutor_id: Option<&str>,
    hold_until: i64,
) -> sqlx::Result<bool> {
    let result = sqlx::query(
        "UPDATE subscriptions SET sessions = $1, weekly_cost_in_pence = $2, \
         tutor_id = COALESCE($3, tutor_id), \
         hold_until = CASE WHEN payment_date IS NULL THEN $4 ELSE NULL END, \
         updated_start_date = $5 WHERE id = $6 AND cancelled = 0",
    )
    .bind(sessions)
    .bind(weekly_cost_in_pence)
    .bind(tutor_id)
    .bind(hold_until)
    .bind(iso(now_millis()))
    .bind(id)
    .execute(&mut **tx)
    .await?;
    if result.rows_affected() == 0 {
        return Ok(false);
    }
    // The plan it changed to, kept for the family's export.
    sqlx::query(
        "INSERT INTO plan_history (id, subscription_id, sessions, weekly_cost_in_pence, \
         tutor_id, changed_at) \
         SELECT $1, id, sessions, weekly_cost_in_pence, tutor_id, $2 FROM subscriptions \
         WHERE id = $3",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(now_millis())
    .bind(id)
    .execute(&mut **tx)
    .await?;
    Ok(true)
}

/// Adds a payment of `id` to its history at the plan's weekly cost now,
/// once however often its event arrives (the family's export). Called
/// once any plan change the payment settles has taken effect, so that the
/// cost is the one paid.
pub async fn log_payment(db: &Db, id: &str, paid_at: i64) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO subscription_payments (subscription_id, paid_at, amount_in_pence, provider) \
         SELECT id, $1, weekly_cost_in_pence, provider FROM subscriptions WHERE id = $2 \
         ON CONFLICT DO NOTHING",
    )
    .bind(paid_at)
    .bind(id)
    .execute(db.write())
    .await?;
    Ok(())
}

/// Records a payment: the first one activates the subscription (if it was
/// not cancelled meanwhile); later ones renew it. `false` when there is
/// nothing to record it against.
pub async fn record_payment(
    db: &Db,
    id: &str,
    provider_subscription_id: Option<&str>,
    paid_at: i64,
) -> sqlx::Result<bool> {
    let result = sqlx::query(
        "UPDATE subscriptions SET payment_date = CASE WHEN payment_date IS NULL OR \
         payment_date < $1 THEN $1 ELSE payment_date END, \
         provider_subscription_id = COALESCE($2, provider_subscription_id), hold_until = NULL \
         WHERE id = $3 AND cancelled = 0",
    )
    .bind(paid_at)
    .bind(provider_subscription_id)
    .bind(id)
    .execute(db.write())
    .await?;
    Ok(result.rows_affected() > 0)
}

/// Forgets a subscription whose first payment never came (declined or
/// abandoned): it and its held slots go, leaving no trace in the family's
/// list. A paid subscription is left as it is; `false` then.
pub async fn forget_unpaid(db: &Db, id: &str) -> sqlx::Result<bool> {
    let mut tx = db.write().begin().await?;
    let unpaid: Option<String> =
        sqlx::query_scalar("SELECT id FROM subscriptions WHERE id = $1 AND payment_date IS NULL")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
    if unpaid.is_none() {
        return Ok(false);
    }
    // Unpaid subscriptions have no sessions: they are made from payments.
    sqlx::query("DELETE FROM bookings WHERE subscription_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM plan_history WHERE subscription_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM subscriptions WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}

/// Cancels a subscription: its bookings free their slots and its sessions
/// still to come are cancelled. `false` when it was cancelled already.
pub async fn cancel(db: &Db, id: &str) -> sqlx::Result<bool> {
    let mut tx = db.write().begin().await?;
    let result =
        sqlx::query("UPDATE subscriptions SET cancelled = 1 WHERE id = $1 AND cancelled = 0")
            .bind(id)
            .execute(&mut *tx)
            .await?;
    if result.rows_affected() == 0 {
        return Ok(false);
    }
    sqlx::query("UPDATE bookings SET active = 0 WHERE subscription_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM plan_changes WHERE subscription_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    // Its sessions still to come are withdrawn, not shown as cancelled.
    sqlx::query(
        "UPDATE sessions SET cancelled = 1, withdrawn = 1 \
         WHERE subscription_id = $1 AND starts_at > $2",
    )
    .bind(id)
    .bind(now_millis())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}
