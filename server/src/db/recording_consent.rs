//! Whether a child's sessions are recorded: yes, unless their parent
//! objected (docs/recordings.md).

use super::Db;
use super::session_views::SessionRow;

/// When the child's parent objected to recording, if they did.
pub async fn objected_at(db: &Db, student_id: &str) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT recording_objected_at FROM students WHERE id = $1")
        .bind(student_id)
        .fetch_optional(db.read())
        .await
        .map(Option::flatten)
}

/// Records the parent's choice for the child, keeping the time of an
/// objection already made.
pub async fn set_objection(db: &Db, student_id: &str, objects: bool, now: i64) -> sqlx::Result<()> {
    let objected_at = objects.then_some(now);
    sqlx::query(
        "UPDATE students SET recording_objected_at = \
         CASE WHEN CAST($2 AS BIGINT) IS NULL THEN NULL \
         ELSE COALESCE(recording_objected_at, CAST($2 AS BIGINT)) END \
         WHERE id = $1",
    )
    .bind(student_id)
    .bind(objected_at)
    .execute(db.write())
    .await
    .map(drop)
}

/// Whether the session may be recorded.
pub async fn allowed(db: &Db, session: &SessionRow) -> sqlx::Result<bool> {
    Ok(objected_at(db, &session.student_id).await?.is_none())
}
