//! Each session's whiteboard, kept as one merged scene
//! (`plytime_shared::whiteboard`).

use anyhow::Context;
use plytime_shared::whiteboard::{MAX_SCENE_BYTES, Scene};

use super::{Db, json, now_millis};

/// Writers that keep meeting another writer's change give up after this
/// many tries (each try merges afresh, so nothing is lost but time).
const TRIES: usize = 8;

/// What happened to a change.
#[derive(Debug, PartialEq)]
pub enum Saved {
    /// Kept; the stored scene is now this many bytes.
    Kept(usize),
    /// Refused: the scene would grow beyond its bound.
    TooLarge,
}

async fn stored(db: &Db, session_id: &str) -> anyhow::Result<Option<(Scene, i64)>> {
    let row: Option<(String, i64)> =
        sqlx::query_as("SELECT scene, revision FROM session_whiteboards WHERE session_id = $1")
            .bind(session_id)
            .fetch_optional(db.write())
            .await?;
    row.map(|(scene, revision)| {
        let scene = json::decode("session_whiteboards.scene", &scene)
            .with_context(|| format!("the stored whiteboard of session {session_id} is corrupt"))?;
        Ok((scene, revision))
    })
    .transpose()
}

/// The session's whiteboard, empty when nothing was drawn.
pub async fn get(db: &Db, session_id: &str) -> anyhow::Result<Scene> {
    Ok(stored(db, session_id)
        .await?
        .map(|(scene, _)| scene)
        .unwrap_or_default())
}

/// Merges `change` into the session's whiteboard.
pub async fn save(db: &Db, session_id: &str, change: &Scene) -> anyhow::Result<Saved> {
    for _ in 0..TRIES {
        let (mut scene, revision) = stored(db, session_id).await?.unwrap_or_default();
        scene.merge(change.clone());
        let bytes = scene.bytes();
        if bytes > MAX_SCENE_BYTES {
            return Ok(Saved::TooLarge);
        }
        let text = serde_json::to_string(&scene)?;
        // Written only over the revision it was merged with; otherwise
        // someone else wrote meanwhile and the merge starts again.
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
        if written.rows_affected() == 1 {
            return Ok(Saved::Kept(bytes));
        }
    }
    anyhow::bail!("the whiteboard of session {session_id} kept changing under its writers")
}
