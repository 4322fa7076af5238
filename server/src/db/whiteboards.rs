//! Each session's whiteboard row: the merged scene
//! (`plytime_shared::whiteboard`) without its pictures' data, which are
//! files (`video::board_store`); the row says how large each one is.

use std::collections::BTreeMap;

use anyhow::Context;
use plytime_shared::whiteboard::Scene;
use serde::{Deserialize, Serialize};

use super::{Db, json, now_millis};

/// The scene as the row keeps it.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Kept {
    /// Pictures whose data is a file have no `dataURL` here.
    #[serde(flatten)]
    pub scene: Scene,
    /// The pictures whose data is a file, by file id, with the bytes the
    /// data adds to the whole scene.
    #[serde(default, rename = "storedPictures")]
    pub stored_pictures: BTreeMap<String, usize>,
}

impl Kept {
    /// The size of the whole scene, pictures included.
    pub fn bytes(&self) -> usize {
        self.scene.bytes() + self.stored_pictures.values().sum::<usize>()
    }
}

/// The session's row and its revision; `None` when nothing was drawn.
pub async fn read(db: &Db, session_id: &str) -> anyhow::Result<Option<(Kept, i64)>> {
    let row: Option<(String, i64)> =
        sqlx::query_as("SELECT scene, revision FROM session_whiteboards WHERE session_id = $1")
            .bind(session_id)
            .fetch_optional(db.write())
            .await?;
    row.map(|(scene, revision)| {
        let kept = json::decode("session_whiteboards.scene", &scene)
            .with_context(|| format!("the stored whiteboard of session {session_id} is corrupt"))?;
        Ok((kept, revision))
    })
    .transpose()
}

/// Writes `kept` over `revision` (0: no row yet). Answers false when
/// someone else wrote meanwhile, so the caller merges again.
pub async fn write(db: &Db, session_id: &str, kept: &Kept, revision: i64) -> anyhow::Result<bool> {
    let text = json::encode(kept)?;
    let written = if revision == 0 {
        sqlx::query(
            "INSERT INTO session_whiteboards (session_id, scene, revision, updated_at) \
             VALUES ($1, $2, 1, $3) ON CONFLICT DO NOTHING",
        )
        .bind(session_id)
        .bind(&text)
        .bind(now_millis())
        .execute(db.write())
        .await?
    } else {
        sqlx::query(
            "UPDATE session_whiteboards SET scene = $1, revision = revision + 1, \
             updated_at = $2 WHERE session_id = $3 AND revision = $4",
        )
        .bind(&text)
        .bind(now_millis())
        .bind(session_id)
        .bind(revision)
        .execute(db.write())
        .await?
    };
    Ok(written.rows_affected() == 1)
}

/// Whether the session's board may still be written: its family has not
/// closed its account.
pub async fn may_write(db: &Db, session_id: &str) -> sqlx::Result<bool> {
    let open: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM sessions s JOIN students st ON st.id = s.student_id \
         WHERE s.id = $1 AND st.closed_at IS NULL",
    )
    .bind(session_id)
    // The writer's view: a closing a moment ago counts.
    .fetch_optional(db.write())
    .await?;
    Ok(open.is_some())
}

/// The size of the session's whole scene, pictures included.
pub async fn bytes(db: &Db, session_id: &str) -> anyhow::Result<usize> {
    Ok(read(db, session_id)
        .await?
        .map_or(Scene::default().bytes(), |(kept, _)| kept.bytes()))
}

/// Whether the session's board is kept, or may still be drawn on: its
/// session started after `since`.
pub async fn in_use(db: &Db, session_id: &str, since: i64) -> sqlx::Result<bool> {
    let count: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM session_whiteboards WHERE session_id = $1) \
         + (SELECT COUNT(*) FROM sessions WHERE id = $1 AND starts_at >= $2)",
    )
    .bind(session_id)
    .bind(since)
    // The writer's view: a board written a moment ago counts.
    .fetch_one(db.write())
    .await?;
    Ok(count > 0)
}
