//! A session's whiteboard as it is kept (docs/whiteboard.md, "Kept with
//! the session"): the scene is a database row (`db::whiteboards`), and
//! each picture's data URL a file `whiteboards/{session}/{file id}` in file
//! storage (docs/storage.md). The row that every save rewrites so stays
//! small however large the pictures are, and the pictures live where the
//! other files do.

use bytes::Bytes;
use plytime_shared::game::clock::DAY_MILLIS;
use plytime_shared::whiteboard::{MAX_BOARD_ELEMENTS, MAX_SCENE_BYTES, Scene};
use serde_json::Value;

use crate::db::board_timeline;
use crate::db::whiteboards::{self, Kept};
use crate::db::{Db, now_millis};
use crate::storage::Storage;

const FOLDER: &str = "whiteboards";

/// A picture's data in the scene.
const DATA_URL: &str = "dataURL";

/// Writers that keep meeting another writer's change give up after this
/// many tries (each try merges afresh, so nothing is lost but time).
const TRIES: usize = 8;

/// A board's pictures without a row are deleted once its session started
/// this long ago: by then its room is long closed, so no first save (which
/// stores the pictures just before it writes the row) can be under way.
const SETTLED_AFTER: i64 = DAY_MILLIS;

/// What happened to a change.
#[derive(Debug, PartialEq)]
pub enum Saved {
    /// Kept; the whole scene is now this many bytes.
    Kept(usize),
    /// Refused: the scene would grow beyond its bound.
    TooLarge,
    /// Refused: the scene would hold more elements than a board may.
    TooManyElements,
    /// Dropped: the session's family has closed its account.
    Gone,
}

/// The folder of the session's pictures.
pub fn folder(session_id: &str) -> String {
    format!("{FOLDER}/{session_id}")
}

/// The file of a picture. `None` for an id that is not a plain name (the
/// drawing component's ids are hashes): such a picture stays in the row.
fn picture_key(session_id: &str, file_id: &str) -> Option<String> {
    let plain = (1..=128).contains(&file_id.len())
        && file_id
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_');
    plain.then(|| format!("{}/{file_id}", folder(session_id)))
}

/// The session's whiteboard with its pictures; empty when nothing was drawn.
pub async fn get(db: &Db, storage: &Storage, session_id: &str) -> anyhow::Result<Scene> {
    let Some((kept, _)) = whiteboards::read(db, session_id).await? else {
        return Ok(Scene::default());
    };
    let mut scene = kept.scene;
    let stored: Vec<String> = kept.stored_pictures.into_keys().collect();
    attach_pictures(storage, session_id, &mut scene, &stored).await?;
    Ok(scene)
}

/// One picture of the session's whiteboard with its data, as the scene
/// holds it; none when the board has no such picture.
pub async fn picture(
    db: &Db,
    storage: &Storage,
    session_id: &str,
    file_id: &str,
) -> anyhow::Result<Option<Value>> {
    let Some((kept, _)) = whiteboards::read(db, session_id).await? else {
        return Ok(None);
    };
    let Some(file) = kept.scene.files.get(file_id) else {
        return Ok(None);
    };
    let mut scene = Scene::default();
    scene.files.insert(file_id.to_string(), file.clone());
    let stored: Vec<String> = kept
        .stored_pictures
        .contains_key(file_id)
        .then(|| file_id.to_string())
        .into_iter()
        .collect();
    attach_pictures(storage, session_id, &mut scene, &stored).await?;
    Ok(scene.files.remove(file_id))
}

/// The session's whiteboard as it was at `moment` (milliseconds since
/// 1970), with its pictures: the merge of the changes stored by then
/// (`db::board_timeline`). Empty before anything was drawn.
pub async fn as_it_was(
    db: &Db,
    storage: &Storage,
    session_id: &str,
    moment: i64,
) -> anyhow::Result<Scene> {
    let mut scene = Scene::default();
    for change in board_timeline::until(db, session_id, moment).await? {
        scene.merge(change);
    }
    let stored: Vec<String> = scene
        .files
        .iter()
        .filter(|(_, file)| file.get(DATA_URL).is_none())
        .map(|(file_id, _)| file_id.clone())
        .collect();
    attach_pictures(storage, session_id, &mut scene, &stored).await?;
    Ok(scene)
}

/// Puts back the data of the `stored` pictures, read from their files.
async fn attach_pictures(
    storage: &Storage,
    session_id: &str,
    scene: &mut Scene,
    stored: &[String],
) -> anyhow::Result<()> {
    for file_id in stored {
        let data = match picture_key(session_id, file_id) {
            Some(key) => storage.get(&key).await?,
            None => None,
        };
        let data_url = data.and_then(|data| String::from_utf8(data.to_vec()).ok());
        match (scene.files.get_mut(file_id), data_url) {
            (Some(Value::Object(file)), Some(data_url)) => {
                file.insert(DATA_URL.into(), Value::String(data_url));
            }
            _ => {
                // The drawing shows a placeholder for a picture it lacks.
                tracing::warn!(
                    session = session_id,
                    file = file_id,
                    "a whiteboard picture's file is missing"
                );
                scene.files.remove(file_id);
            }
        }
    }
    Ok(())
}

/// Merges `change` into the session's whiteboard.
pub async fn save(
    db: &Db,
    storage: &Storage,
    session_id: &str,
    change: &Scene,
) -> anyhow::Result<Saved> {
    // Checked before any picture is stored: after a closing, nothing of
    // the family's may be written again, files included.
    if !whiteboards::may_write(db, session_id).await? {
        return Ok(Saved::Gone);
    }
    for _ in 0..TRIES {
        let (mut kept, revision) = whiteboards::read(db, session_id).await?.unwrap_or_default();
        // A picture the board has keeps its first copy, so only new
        // pictures arrive with their data.
        let elements = kept.scene.elements.len();
        kept.scene.merge(change.clone());
        let bytes = kept.bytes();
        if bytes > MAX_SCENE_BYTES {
            return Ok(Saved::TooLarge);
        }
        // Only a change that adds elements is refused, so that a board
        // already beyond the bound (kept before there was one) can still
        // be changed.
        let now = kept.scene.elements.len();
        if now > MAX_BOARD_ELEMENTS && now > elements {
            return Ok(Saved::TooManyElements);
        }
        store_pictures(storage, session_id, &mut kept).await?;
        // Written only over the revision it was merged with; otherwise
        // someone else wrote meanwhile and the merge starts again.
        if whiteboards::write(db, session_id, &kept, revision).await? {
            note_on_timeline(db, session_id, change).await;
            return Ok(Saved::Kept(bytes));
        }
    }
    anyhow::bail!("the whiteboard of session {session_id} kept changing under its writers")
}

/// Adds a stored change to the board's timeline, its pictures' data left
/// to their files (stored just before). The board itself is kept already,
/// so a failure here loses a moment of the replay, not the drawing: it is
/// logged rather than undoing the save.
async fn note_on_timeline(db: &Db, session_id: &str, change: &Scene) {
    let mut change = change.clone();
    for (file_id, file) in change.files.iter_mut() {
        if picture_key(session_id, file_id).is_some()
            && let Some(file) = file.as_object_mut()
        {
            file.remove(DATA_URL);
        }
    }
    if let Err(error) = board_timeline::append(db, session_id, &change, now_millis()).await {
        tracing::warn!(%error, session = session_id, "a whiteboard change is missing from its timeline");
    }
}

/// Moves the data of the pictures still in the row into files.
async fn store_pictures(
    storage: &Storage,
    session_id: &str,
    kept: &mut Kept,
) -> anyhow::Result<()> {
    let Kept {
        scene,
        stored_pictures,
    } = kept;
    for (file_id, file) in scene.files.iter_mut() {
        let Some(key) = picture_key(session_id, file_id) else {
            continue;
        };
        let Some(file) = file.as_object_mut() else {
            continue;
        };
        let Some(Value::String(data_url)) = file.get(DATA_URL) else {
            continue;
        };
        // What `"dataURL": "…"` adds to the scene's JSON.
        let added = Value::String(data_url.clone()).to_string().len() + r#","dataURL":"#.len();
        storage.put(&key, Bytes::from(data_url.clone())).await?;
        file.remove(DATA_URL);
        stored_pictures.insert(file_id.clone(), added);
    }
    Ok(())
}

/// Deletes the pictures of boards that are gone (by the retention
/// schedule, or with a family's closing); answers how many boards' went.
pub async fn sweep(db: &Db, storage: &Storage) -> anyhow::Result<usize> {
    let since = now_millis() - SETTLED_AFTER;
    let mut deleted = 0;
    for folder in storage.list(FOLDER).await?.folders {
        let session_id = folder.rsplit('/').next().unwrap_or_default();
        if !whiteboards::in_use(db, session_id, since).await? {
            storage.delete_folder(&folder).await?;
            deleted += 1;
        }
    }
    Ok(deleted)
}
