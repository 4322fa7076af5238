//! A session's raw folder as Janus leaves it: one `.mjr` file per person,
//! medium and connection, named like
//! `videoroom-<room>-user-<publisher>-<time>-audio-0.mjr`. A person who
//! reconnects leaves another set, so each person has one or more stretches
//! with gaps between them.
//!
//! Each file is turned into a media file ffmpeg reads (`janus-pp-rec`), and
//! placed on the session's timeline by the time its first packet was
//! written, which its header records.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, bail};
use serde::Deserialize;
use tokio::io::AsyncReadExt;

use super::compose::{Medium, Person, Piece};
use super::tools;

/// What every `.mjr` file written by Janus 1.x starts with.
const MAGIC: &[u8; 8] = b"MJR00002";
/// Converting one file takes seconds; only a hung tool reaches this.
const CONVERT_LIMIT: Duration = Duration::from_secs(10 * 60);

/// Whose file it is, from the publisher its name carries: the tutor
/// publishes as 1, the child as 2. Anyone else's (none today) is left out.
pub fn person_of(name: &str) -> Option<Person> {
    let (_, after) = name.split_once("-user-")?;
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    if !after[digits.len()..].starts_with('-') {
        return None;
    }
    match digits.as_str() {
        "1" => Some(Person::Tutor),
        "2" => Some(Person::Student),
        _ => None,
    }
}

/// The medium a file's name says after its publisher (`videoroom` itself
/// says nothing), for a file whose header does not.
fn medium_of(name: &str) -> Option<Medium> {
    let (_, after) = name.split_once("-user-")?;
    if after.contains("-audio") {
        Some(Medium::Audio)
    } else if after.contains("-video") {
        Some(Medium::Video)
    } else {
        None
    }
}

/// The JSON header Janus writes before a file's first packet.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Header {
    /// `a`, `v` or `d` (data, which a recording leaves out).
    #[serde(rename = "t")]
    pub kind: String,
    #[serde(rename = "c")]
    pub codec: String,
    /// When the file was created, in microseconds since 1970.
    #[serde(rename = "s")]
    pub created: i64,
    /// When its first packet was written: where its media starts.
    #[serde(rename = "u", default)]
    pub first_packet: Option<i64>,
}

impl Header {
    fn starts_at(&self) -> i64 {
        self.first_packet.unwrap_or(self.created)
    }

    fn medium(&self) -> Option<Medium> {
        match self.kind.as_str() {
            "a" => Some(Medium::Audio),
            "v" => Some(Medium::Video),
            _ => None,
        }
    }

    /// The kind of file `janus-pp-rec` makes of this codec.
    fn extension(&self) -> anyhow::Result<&'static str> {
        Ok(match self.codec.to_ascii_lowercase().as_str() {
            "vp8" | "vp9" | "av1" => "webm",
            "h264" | "h265" => "mp4",
            "opus" | "multiopus" => "opus",
            "pcmu" | "pcma" | "g711" | "g722" => "wav",
            other => bail!("a raw recording in {other}, which is not converted"),
        })
    }
}

/// A file's header; `None` when no packet was ever written to it (Janus
/// writes the header with the first packet), or when the file ends before
/// its header does: a media server killed before it wrote out its buffer
/// leaves such files, empty or cut anywhere, and they hold nothing to keep.
pub async fn header(path: &Path) -> anyhow::Result<Option<Header>> {
    let mut file = tokio::fs::File::open(path).await?;
    let mut start = [0u8; 10];
    let read = read_up_to(&mut file, &mut start).await?;
    let magic = read.min(MAGIC.len());
    if start[..magic] != MAGIC[..magic] {
        bail!("{} is not a Janus recording (MJR00002)", path.display());
    }
    if read < start.len() {
        return Ok(None);
    }
    let len = u16::from_be_bytes([start[8], start[9]]) as usize;
    let mut json = vec![0u8; len];
    if read_up_to(&mut file, &mut json).await? < len {
        return Ok(None);
    }
    let header = serde_json::from_slice(&json)
        .with_context(|| format!("the header of {} is unreadable", path.display()))?;
    Ok(Some(header))
}

async fn read_up_to(file: &mut tokio::fs::File, buffer: &mut [u8]) -> std::io::Result<usize> {
    let mut filled = 0;
    while filled < buffer.len() {
        match file.read(&mut buffer[filled..]).await? {
            0 => break,
            read => filled += read,
        }
    }
    Ok(filled)
}

/// How long a file under Janus's temporary name may go unwritten before it
/// is taken for one whose writer is gone: Janus was killed or crashed
/// mid-call and never closed it. Only a folder whose session ended is
/// looked at, and the session's room is destroyed at its end, so a live
/// Janus is not still writing such a file.
pub const ORPHANED_AFTER: Duration = Duration::from_secs(60);

/// The finished `.mjr` files of a raw folder, by name. A file Janus is
/// still writing under a temporary name (`….mjr.tmp`) means the folder is
/// not finished yet: `None`. One left unwritten for [`ORPHANED_AFTER`] is
/// renamed to `.mjr` and taken as it is, so that a media server that died
/// mid-call loses none of what it had recorded (a packet cut short at its
/// end is dropped when it is converted).
pub async fn finished_files(folder: &Path) -> anyhow::Result<Option<Vec<PathBuf>>> {
    let mut files = Vec::new();
    let mut entries = tokio::fs::read_dir(folder).await?;
    while let Some(entry) = entries.next_entry().await? {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some((stem, _)) = name.split_once(".mjr.") {
            if !unwritten_for(&entry.path(), ORPHANED_AFTER).await {
                return Ok(None);
            }
            let kept = folder.join(format!("{stem}.mjr"));
            tokio::fs::rename(entry.path(), &kept)
                .await
                .with_context(|| format!("taking up {name}"))?;
            tracing::warn!(
                file = name,
                "a recording file left open by a media server that stopped is kept as it is"
            );
            files.push(kept);
        } else if name.ends_with(".mjr") {
            files.push(entry.path());
        }
    }
    files.sort();
    Ok(Some(files))
}

/// Whether `path` was last written at least `long` ago.
pub async fn unwritten_for(path: &Path, long: Duration) -> bool {
    let modified = tokio::fs::metadata(path)
        .await
        .and_then(|meta| meta.modified());
    modified
        .ok()
        .and_then(|time| std::time::SystemTime::now().duration_since(time).ok())
        .is_some_and(|age| age >= long)
}

/// The pieces of a recording, placed from its start.
#[derive(Debug, Default)]
pub struct Placed {
    pub pieces: Vec<Piece>,
    /// The earliest first packet, milliseconds since 1970: the moment the
    /// recording starts at. 0 with no pieces.
    pub started_at: i64,
}

/// Turns the raw `files` into media files in `work` and places each on
/// the session's timeline, from the earliest first packet. Files of nobody
/// the session knows, of data, or with no packet are left out.
pub async fn pieces(files: &[PathBuf], work: &Path) -> anyhow::Result<Placed> {
    let mut placed = Vec::new();
    for (index, path) in files.iter().enumerate() {
        let name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        let Some(person) = person_of(&name) else {
            continue;
        };
        let Some(header) = header(path).await? else {
            continue;
        };
        let Some(medium) = header.medium().or_else(|| medium_of(&name)) else {
            continue;
        };
        let converted = work.join(format!("{index}.{}", header.extension()?));
        tools::run(
            "janus-pp-rec",
            [path.as_os_str(), converted.as_os_str()],
            CONVERT_LIMIT,
        )
        .await
        .with_context(|| format!("converting {name}"))?;
        let Some(duration_ms) = converted_duration(&converted).await? else {
            continue;
        };
        placed.push((header.starts_at(), person, medium, converted, duration_ms));
    }
    let Some(first) = placed.iter().map(|(start, ..)| *start).min() else {
        return Ok(Placed::default());
    };
    let pieces = placed
        .into_iter()
        .map(|(start, person, medium, path, duration_ms)| Piece {
            person,
            medium,
            path,
            offset_ms: (start - first) / 1000,
            duration_ms,
        })
        .collect();
    Ok(Placed {
        pieces,
        started_at: first / 1000,
    })
}

/// A converted file's duration; `None` when the tool wrote nothing
/// playable (a stretch too short to hold a picture).
async fn converted_duration(path: &Path) -> anyhow::Result<Option<i64>> {
    if !tokio::fs::try_exists(path).await? {
        return Ok(None);
    }
    tools::duration_ms(path).await
}

/// Whether `name` can be a session's folder: the server's ids, nothing
/// that could step out of the raw folder.
pub fn is_session_folder(name: &OsStr) -> bool {
    name.to_str().is_some_and(|name| {
        !name.is_empty()
            && name.len() <= 64
            && name
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_')
    })
}

#[cfg(test)]
mod tests;
