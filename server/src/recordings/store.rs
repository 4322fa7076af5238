//! A recording into the file store, sealed chunk by chunk (`seal`), and
//! back out a byte range at a time; and its deletion. The file is never
//! held whole in memory: it goes up as a multipart upload and comes back
//! as a stream.

use std::ops::Range;
use std::path::Path;

use anyhow::{Context, ensure};
use bytes::Bytes;
use tokio::io::AsyncReadExt;
use tokio::sync::mpsc;
use tokio_stream::wrappers::ReceiverStream;

use super::key::RecordingKey;
use super::seal::{HEADER_BYTES, Opener, Sealer};
use crate::db::Db;
use crate::db::recordings::{self, NewRecording, RecordingRow};
use crate::storage::Storage;

/// The file store's folder of recordings.
pub const FOLDER: &str = "recordings";
/// Chunks read from the store at once while streaming: 1 MiB.
const CHUNKS_PER_READ: u64 = 16;

/// Where a session's recording is kept. One key per session, so that
/// storing again after a crash overwrites rather than leaving a copy.
pub fn object_key(session_id: &str) -> String {
    format!("{FOLDER}/{session_id}")
}

/// Seals the `composed` file into the file store as the session's
/// recording, and records it; answers the recording's id. A session that
/// has a recording keeps it, and the file is not stored.
pub async fn store(
    db: &Db,
    storage: &Storage,
    key: &RecordingKey,
    session_id: &str,
    composed: &Composed<'_>,
) -> anyhow::Result<String> {
    if let Some(existing) = recordings::of_session(db, session_id).await? {
        return Ok(existing.id);
    }
    let object_key = object_key(session_id);
    let plain_bytes = upload(storage, key, &object_key, composed.file).await?;
    let id = uuid::Uuid::new_v4().to_string();
    let recording = NewRecording {
        id: &id,
        session_id,
        object_key: &object_key,
        plain_bytes: plain_bytes as i64,
        duration_ms: composed.duration_ms,
        started_at: composed.started_at,
    };
    if recordings::insert(db, &recording).await? {
        return Ok(id);
    }
    // Another writer kept one for the session meanwhile, under the same
    // key: theirs stands.
    let existing = recordings::of_session(db, session_id).await?;
    Ok(existing.context("the session's recording vanished")?.id)
}

/// A composed, playable recording waiting to be stored.
pub struct Composed<'a> {
    pub file: &'a Path,
    pub duration_ms: i64,
    /// When its first frame was made (milliseconds since 1970).
    pub started_at: i64,
}

/// Seals `source` into `object_key`; answers its plain size.
async fn upload(
    storage: &Storage,
    key: &RecordingKey,
    object_key: &str,
    source: &Path,
) -> anyhow::Result<u64> {
    let mut file = tokio::fs::File::open(source)
        .await
        .with_context(|| format!("opening {}", source.display()))?;
    let plain_len = file.metadata().await?.len();
    let mut sealer = Sealer::new(key, plain_len);
    let mut upload = storage.upload(object_key).await?;
    let written = async {
        upload.write(sealer.header()).await?;
        let layout = sealer.layout();
        let mut buffer = vec![0u8; layout.chunk as usize];
        for index in 0..layout.chunks() {
            let piece = &mut buffer[..layout.plain_chunk_len(index) as usize];
            file.read_exact(piece).await?;
            upload.write(&sealer.seal_next(piece)?).await?;
        }
        ensure!(sealer.done(), "the recording was not sealed whole");
        anyhow::Ok(())
    }
    .await;
    match written {
        Ok(()) => upload.finish().await?,
        Err(error) => {
            let _ = upload.abort().await;
            return Err(error);
        }
    }
    Ok(plain_len)
}

/// A stored recording opened for reading.
pub struct Sealed {
    storage: Storage,
    object_key: String,
    opener: Opener,
}

impl Sealed {
    /// Reads the stored header. The size it was sealed with must be the
    /// row's: a row and an object that disagree are not played.
    pub async fn open(
        storage: &Storage,
        key: &RecordingKey,
        recording: &RecordingRow,
    ) -> anyhow::Result<Sealed> {
        let header = storage
            .get_range(&recording.object_key, 0..HEADER_BYTES)
            .await?
            .with_context(|| format!("the recording {} has no stored file", recording.id))?;
        let opener = Opener::new(key, &header)?;
        ensure!(
            opener.layout().plain_len == recording.plain_bytes as u64,
            "the recording {} was stored with another size",
            recording.id
        );
        Ok(Sealed {
            storage: storage.clone(),
            object_key: recording.object_key.clone(),
            opener,
        })
    }

    /// The size of the playable file.
    pub fn len(&self) -> u64 {
        self.opener.layout().plain_len
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Plain bytes `range` (inside the file), reading only the chunks
    /// that hold them.
    pub async fn read(&self, range: Range<u64>) -> anyhow::Result<Vec<u8>> {
        if range.is_empty() {
            return Ok(Vec::new());
        }
        let covering = self.opener.layout().covering(&range);
        let stored = self
            .storage
            .get_range(&self.object_key, covering.stored)
            .await?
            .context("the recording's stored file is gone")?;
        self.opener.open_range(&range, &stored)
    }

    /// Plain bytes `range` as a stream of pieces of about 1 MiB, read as
    /// the client takes them. A failure part way (a damaged chunk) ends the
    /// stream with an error, which cuts the response short.
    pub fn stream(self, range: Range<u64>) -> ReceiverStream<std::io::Result<Bytes>> {
        let (sender, receiver) = mpsc::channel(2);
        let step = CHUNKS_PER_READ * self.opener.layout().chunk;
        tokio::spawn(async move {
            let mut at = range.start;
            while at < range.end {
                let end = ((at / step + 1) * step).min(range.end);
                let piece = self.read(at..end).await.map(Bytes::from).map_err(|error| {
                    tracing::error!(
                        error = format!("{error:#}"),
                        key = self.object_key,
                        "a recording could not be read"
                    );
                    std::io::Error::other("the recording could not be read")
                });
                let failed = piece.is_err();
                // The client went away: nothing more to read.
                if sender.send(piece).await.is_err() || failed {
                    return;
                }
                at = end;
            }
        });
        ReceiverStream::new(receiver)
    }
}

/// Deletes a recording's stored file, then its row: a failure leaves the
/// row, so that the next run tries again.
pub async fn delete(db: &Db, storage: &Storage, recording: &RecordingRow) -> anyhow::Result<()> {
    storage.delete(&recording.object_key).await?;
    recordings::delete(db, &recording.id).await?;
    Ok(())
}
