//! What the weekly digest reads (a week's answers and games, who asked for
//! e-mail) and the record of the weeks whose digest is in the outbox.

use sqlx::FromRow;

use super::{Db, Tx, now_millis};

/// One answer of the week, with its area in the child's words.
#[derive(Debug, Clone, FromRow)]
pub struct WeekAnswer {
    pub endcode_id: String,
    pub description: String,
    /// As stored: `CORRECT`, `INCORRECT` or `PASSED`.
    pub result: String,
    pub endcode_score_after: f64,
}

/// A student's answers from `from` until `until`, in the order given.
pub async fn answers_between(
    db: &Db,
    student_id: &str,
    from: i64,
    until: i64,
) -> sqlx::Result<Vec<WeekAnswer>> {
    sqlx::query_as(
        "SELECT a.endcode_id, e.description, a.result, a.endcode_score_after \
         FROM answers a JOIN endcodes e ON e.id = a.endcode_id \
         WHERE a.student_id = $1 AND a.answered_at >= $2 AND a.answered_at < $3 \
         ORDER BY a.answered_at, a.id",
    )
    .bind(student_id)
    .bind(from)
    .bind(until)
    .fetch_all(db.read())
    .await
}

/// A game of the week, for the minutes played.
#[derive(Debug, Clone, FromRow)]
pub struct WeekGame {
    pub started_at: i64,
    pub finished_at: Option<i64>,
    pub duration: i64,
    pub time_factor: f64,
}

/// The games a student began from `from` until `until` and answered in: a
/// game left at its first question was not played.
pub async fn games_between(
    db: &Db,
    student_id: &str,
    from: i64,
    until: i64,
) -> sqlx::Result<Vec<WeekGame>> {
    sqlx::query_as(
        "SELECT g.started_at, g.finished_at, g.duration, g.time_factor FROM games g \
         WHERE g.student_id = $1 AND g.started_at >= $2 AND g.started_at < $3 \
         AND EXISTS (SELECT 1 FROM answers a WHERE a.game_summary_id = g.id)",
    )
    .bind(student_id)
    .bind(from)
    .bind(until)
    .fetch_all(db.read())
    .await
}

/// A child on the digest.
#[derive(Debug, Clone, FromRow)]
pub struct Child {
    pub id: String,
    pub first_name: String,
}

/// A parent's children whose accounts are open, in the profile's order.
pub async fn children(db: &Db, parent_id: &str) -> sqlx::Result<Vec<Child>> {
    sqlx::query_as(
        "SELECT id, first_name FROM students WHERE parent_id = $1 AND closed_at IS NULL \
         ORDER BY created_at, first_name, id",
    )
    .bind(parent_id)
    .fetch_all(db.read())
    .await
}

/// A parent who asked for e-mail from Plytime.
#[derive(Debug, Clone, FromRow)]
pub struct Recipient {
    pub parent_id: String,
    pub first_name: String,
    pub email: String,
}

/// Every open parent account that opted in to e-mail and has no digest of
/// the week beginning `week_start` yet.
pub async fn opted_in_unsent(db: &Db, week_start: i64) -> sqlx::Result<Vec<Recipient>> {
    sqlx::query_as(
        "SELECT p.id AS parent_id, p.first_name, a.email FROM parents p \
         JOIN accounts a ON a.id = p.account_id \
         WHERE p.email_opt_in = 1 AND p.closed_at IS NULL AND a.closed_at IS NULL \
         AND a.email IS NOT NULL AND NOT EXISTS (SELECT 1 FROM weekly_digests w \
         WHERE w.parent_id = p.id AND w.week_start = $1) ORDER BY p.id",
    )
    .bind(week_start)
    .fetch_all(db.read())
    .await
}

/// Claims the digest of `week_start` for a parent; false when it is
/// already claimed, by this run or any other replica's.
pub async fn claim(tx: &mut Tx<'_>, parent_id: &str, week_start: i64) -> sqlx::Result<bool> {
    let claimed = sqlx::query(
        "INSERT INTO weekly_digests (parent_id, week_start, sent_at) VALUES ($1, $2, $3) \
         ON CONFLICT DO NOTHING",
    )
    .bind(parent_id)
    .bind(week_start)
    .bind(now_millis())
    .execute(&mut **tx)
    .await?;
    Ok(claimed.rows_affected() > 0)
}

/// The parent `parent_id`, when their account is open and they asked for
/// e-mail from Plytime.
pub async fn opted_in(db: &Db, parent_id: &str) -> sqlx::Result<Option<Recipient>> {
    sqlx::query_as(
        "SELECT p.id AS parent_id, p.first_name, a.email FROM parents p \
         JOIN accounts a ON a.id = p.account_id \
         WHERE p.id = $1 AND p.email_opt_in = 1 AND p.closed_at IS NULL \
         AND a.closed_at IS NULL AND a.email IS NOT NULL",
    )
    .bind(parent_id)
    .fetch_optional(db.read())
    .await
}
