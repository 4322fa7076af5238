//! The level of service a student's subscriptions give now: none, platform
//! only, or a tutor plan (`SubscriptionLevel::of_most_sessions`). Every
//! student screen but home, the game and the diagnostics needs at least
//! platform only; only a tutor plan earns tokens.

use std::collections::HashSet;

use plytime_shared::api::subscriptions::SubscriptionLevel;
use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::schedule::status::PAYMENT_COVERS_DAYS;

use super::{Backend, Db, Tx, now_millis, rows};

const COVER_MILLIS: i64 = PAYMENT_COVERS_DAYS * DAY_MILLIS;

/// The subscriptions that count: paid within the last week, not cancelled.
const CURRENT: &str = "cancelled = 0 AND payment_date IS NOT NULL AND payment_date > $1";

/// The best current subscription's level.
pub async fn of_student(db: &Db, student_id: &str) -> sqlx::Result<SubscriptionLevel> {
    let most_sessions: Option<i64> = sqlx::query_scalar(&format!(
        "SELECT MAX(sessions) FROM subscriptions WHERE {CURRENT} AND student_id = $2"
    ))
    .bind(now_millis() - COVER_MILLIS)
    .bind(student_id)
    .fetch_one(db.read())
    .await?;
    Ok(SubscriptionLevel::of_most_sessions(most_sessions))
}

/// Which of `students` have a tutor plan now, read in the writer's
/// transaction (whether their answers earn tokens).
pub async fn with_tutor_plan(tx: &mut Tx<'_>, students: &[&str]) -> sqlx::Result<HashSet<String>> {
    if students.is_empty() {
        return Ok(HashSet::new());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "SELECT student_id, MAX(sessions) FROM subscriptions WHERE {CURRENT} \
             AND student_id IN {} GROUP BY student_id",
            rows::placeholders_from(2, 1, students.len())
        ),
    );
    let mut query = sqlx::query_as(&sql).bind(now_millis() - COVER_MILLIS);
    for student in students {
        query = query.bind(*student);
    }
    let found: Vec<(String, Option<i64>)> = query.fetch_all(&mut **tx).await?;
    Ok(found
        .into_iter()
        .filter(|(_, most_sessions)| {
            SubscriptionLevel::of_most_sessions(*most_sessions) == SubscriptionLevel::TutorPlan
        })
        .map(|(student, _)| student)
        .collect())
}
