//! Plan changes waiting to take effect (migration 0012, docs/plan-changes.md):
//! the new plan, the slots it holds meanwhile, and what it waits for.

use plytime_shared::api::subscriptions::{ChosenSlot, SESSION_LENGTH};
use sqlx::FromRow;

use super::{Db, Tx, json, now_millis};

/// What a waiting change waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaitsFor {
    /// A dearer plan, or more sessions: the family's payment.
    Payment,
    /// A cheaper plan: the next weekly renewal.
    Renewal,
}

impl WaitsFor {
    fn as_str(self) -> &'static str {
        match self {
            WaitsFor::Payment => "payment",
            WaitsFor::Renewal => "renewal",
        }
    }
}

#[derive(Debug, Clone, FromRow)]
pub struct PlanChangeRow {
    pub subscription_id: String,
    pub sessions: i64,
    pub weekly_cost_in_pence: i64,
    pub tutor_id: Option<String>,
    pub slots: String,
    pub waits_for: String,
    pub checkout_id: Option<String>,
    pub checkout_url: Option<String>,
    pub success_url: String,
    pub error_url: String,
    pub hold_until: i64,
}

impl PlanChangeRow {
    pub fn slots(&self) -> sqlx::Result<Vec<ChosenSlot>> {
        json::decode("plan_changes.slots", &self.slots)
    }

    pub fn waits_for_payment(&self) -> bool {
        self.waits_for == WaitsFor::Payment.as_str()
    }
}

/// A change to hold for a subscription.
pub struct NewPlanChange<'a> {
    pub subscription_id: &'a str,
    pub sessions: i64,
    pub weekly_cost_in_pence: i64,
    pub tutor_id: Option<&'a str>,
    pub slots: &'a [ChosenSlot],
    pub waits_for: WaitsFor,
    pub success_url: &'a str,
    pub error_url: &'a str,
    pub hold_until: i64,
}

const COLUMNS: &str = "subscription_id, sessions, weekly_cost_in_pence, tutor_id, slots, \
     waits_for, checkout_id, checkout_url, success_url, error_url, hold_until";

pub async fn find(db: &Db, subscription_id: &str) -> sqlx::Result<Option<PlanChangeRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM plan_changes WHERE subscription_id = $1 AND hold_until > $2"
    ))
    .bind(subscription_id)
    .bind(now_millis())
    .fetch_optional(db.read())
    .await
}

pub async fn find_by_checkout(db: &Db, checkout_id: &str) -> sqlx::Result<Option<PlanChangeRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM plan_changes WHERE checkout_id = $1 AND hold_until > $2"
    ))
    .bind(checkout_id)
    .bind(now_millis())
    .fetch_optional(db.read())
    .await
}

/// The change waiting for `waits_for`, read and removed in the caller's
/// transaction: whoever takes it applies it, once. Its held bookings stay
/// for [`settle_bookings`].
pub async fn take(
    tx: &mut Tx<'_>,
    subscription_id: &str,
    waits_for: WaitsFor,
) -> sqlx::Result<Option<PlanChangeRow>> {
    let change: Option<PlanChangeRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM plan_changes WHERE subscription_id = $1 AND hold_until > $2 \
         AND waits_for = $3"
    ))
    .bind(subscription_id)
    .bind(now_millis())
    .bind(waits_for.as_str())
    .fetch_optional(&mut **tx)
    .await?;
    if change.is_some() {
        sqlx::query("DELETE FROM plan_changes WHERE subscription_id = $1")
            .bind(subscription_id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(change)
}

/// Drops a subscription's waiting change and gives back the slots it held.
pub async fn forget(tx: &mut Tx<'_>, subscription_id: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM plan_changes WHERE subscription_id = $1")
        .bind(subscription_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query(
        "UPDATE bookings SET active = 0 WHERE subscription_id = $1 AND held_for_change = 1 \
         AND active = 1",
    )
    .bind(subscription_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Drops every change whose hold has ended, and its held slots.
pub async fn forget_expired(tx: &mut Tx<'_>) -> sqlx::Result<()> {
    let expired: Vec<String> =
        sqlx::query_scalar("SELECT subscription_id FROM plan_changes WHERE hold_until <= $1")
            .bind(now_millis())
            .fetch_all(&mut **tx)
            .await?;
    for subscription_id in expired {
        forget(tx, &subscription_id).await?;
    }
    Ok(())
}

/// Records the change; its slots not already the subscription's with that
/// tutor are held for it. A slot someone else holds is a unique violation,
/// for the caller to refuse.
pub async fn insert(tx: &mut Tx<'_>, change: &NewPlanChange<'_>) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO plan_changes (subscription_id, sessions, weekly_cost_in_pence, tutor_id, \
         slots, waits_for, success_url, error_url, hold_until, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(change.subscription_id)
    .bind(change.sessions)
    .bind(change.weekly_cost_in_pence)
    .bind(change.tutor_id)
    .bind(serde_json::to_string(change.slots).unwrap_or_else(|_| "[]".into()))
    .bind(change.waits_for.as_str())
    .bind(change.success_url)
    .bind(change.error_url)
    .bind(change.hold_until)
    .bind(now_millis())
    .execute(&mut **tx)
    .await?;
    let Some(tutor) = change.tutor_id else {
        return Ok(());
    };
    for slot in change.slots {
        sqlx::query(
            "INSERT INTO bookings (id, subscription_id, tutor_id, day_of_week, time, \
             session_length, active, held_for_change, created_at) \
             SELECT $1, $2, $3, $4, $5, $6, 1, 1, $7 WHERE NOT EXISTS (SELECT 1 FROM bookings \
             WHERE subscription_id = $2 AND tutor_id = $3 AND day_of_week = $4 AND time = $5 \
             AND active = 1)",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(change.subscription_id)
        .bind(tutor)
        .bind(slot.day_of_week)
        .bind(slot.time)
        .bind(SESSION_LENGTH)
        .bind(now_millis())
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

pub async fn set_checkout(
    db: &Db,
    subscription_id: &str,
    checkout_id: &str,
    checkout_url: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE plan_changes SET checkout_id = $1, checkout_url = $2 WHERE subscription_id = $3",
    )
    .bind(checkout_id)
    .bind(checkout_url)
    .bind(subscription_id)
    .execute(db.write())
    .await?;
    Ok(())
}

/// Makes the change's bookings the subscription's: the held ones become
/// real, the real ones the new plan does not keep are released. Returns
/// nothing; the caller sets the plan itself and withdraws orphaned sessions.
pub async fn settle_bookings(tx: &mut Tx<'_>, change: &PlanChangeRow) -> sqlx::Result<()> {
    let kept = change.slots()?;
    let real: Vec<(String, String, i64, i64)> = sqlx::query_as(
        "SELECT id, tutor_id, day_of_week, time FROM bookings WHERE subscription_id = $1 \
         AND active = 1 AND held_for_change = 0",
    )
    .bind(&change.subscription_id)
    .fetch_all(&mut **tx)
    .await?;
    for (id, tutor, day, time) in real {
        let stays = change.tutor_id.as_deref() == Some(tutor.as_str())
            && kept
                .iter()
                .any(|slot| slot.day_of_week == day && slot.time == time);
        if !stays {
            sqlx::query("UPDATE bookings SET active = 0 WHERE id = $1")
                .bind(&id)
                .execute(&mut **tx)
                .await?;
        }
    }
    sqlx::query(
        "UPDATE bookings SET held_for_change = 0 WHERE subscription_id = $1 \
         AND held_for_change = 1 AND active = 1",
    )
    .bind(&change.subscription_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
