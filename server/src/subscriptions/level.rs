//! The level of service a student's subscriptions give: none, platform
//! only, or a tutor plan. Every student screen but home, the game and the
//! diagnostics needs at least platform only; only a tutor plan earns
//! tokens.

use plytime_shared::api::subscriptions::SubscriptionLevel;
use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::schedule::status::PAYMENT_COVERS_DAYS;

use crate::db::{Db, now_millis};

const COVER_MILLIS: i64 = PAYMENT_COVERS_DAYS * DAY_MILLIS;

/// The best current subscription: paid within the last week, not
/// cancelled.
pub async fn of_student(db: &Db, student_id: &str) -> sqlx::Result<SubscriptionLevel> {
    let most_sessions: Option<i64> = sqlx::query_scalar(
        "SELECT MAX(sessions) FROM subscriptions WHERE student_id = $1 AND cancelled = 0 \
         AND payment_date IS NOT NULL AND payment_date > $2",
    )
    .bind(student_id)
    .bind(now_millis() - COVER_MILLIS)
    .fetch_one(db.read())
    .await?;
    Ok(match most_sessions {
        None => SubscriptionLevel::None,
        Some(0) => SubscriptionLevel::PlatformOnly,
        Some(_) => SubscriptionLevel::TutorPlan,
    })
}
