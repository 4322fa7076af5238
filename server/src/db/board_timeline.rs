//! The whiteboard's timeline (docs/recordings.md, "The whiteboard beside
//! the video"): every change stored to a session's board, with its time,
//! so that the board can be shown as it was at any moment of the session.
//! The rows go with the board's own row (retention, a family's closing).

use plytime_shared::whiteboard::Scene;

use super::{Db, json};

/// Notes `change` (its pictures' data already moved to files) as stored
/// at `saved_at`.
pub async fn append(
    db: &Db,
    session_id: &str,
    change: &Scene,
    saved_at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO whiteboard_changes (id, session_id, saved_at, change) VALUES ($1, $2, $3, $4)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(session_id)
    .bind(saved_at)
    .bind(json::encode(change)?)
    .execute(db.write())
    .await?;
    Ok(())
}

/// The changes stored to the session's board up to and including `until`,
/// oldest first.
pub async fn until(db: &Db, session_id: &str, until: i64) -> anyhow::Result<Vec<Scene>> {
    let rows: Vec<String> = sqlx::query_scalar(
        "SELECT change FROM whiteboard_changes WHERE session_id = $1 AND saved_at <= $2 \
         ORDER BY saved_at, id",
    )
    .bind(session_id)
    .bind(until)
    .fetch_all(db.read())
    .await?;
    Ok(rows
        .iter()
        .map(|row| json::decode("whiteboard_changes.change", row))
        .collect::<sqlx::Result<_>>()?)
}
