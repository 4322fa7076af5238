//! One playable WebM from a session's pieces of media: the tutor on the
//! left and the child on the right, 640x480 each, black where someone had
//! no picture, both voices mixed. Each piece starts at its offset from the
//! session's first piece, and the whole lasts until the last piece ends, so
//! a reconnection leaves a gap rather than pulling what follows earlier.
//!
//! This part knows nothing of Janus: it takes media files ffmpeg reads,
//! which is what lets it be tested with files ffmpeg makes itself.

use std::ffi::OsString;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::ensure;

use super::tools;

/// Who a piece of media is of. Janus numbers the publishers of a session's
/// room: the tutor is 1, the child 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Person {
    Tutor,
    Student,
}

impl Person {
    /// Where their picture goes on the canvas.
    fn left(self) -> u32 {
        match self {
            Person::Tutor => 0,
            Person::Student => TILE_WIDTH,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Medium {
    Audio,
    Video,
}

/// One piece: a media file of one person's audio or video, placed on the
/// session's timeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub person: Person,
    pub medium: Medium,
    pub path: PathBuf,
    /// From the start of the session's first piece.
    pub offset_ms: i64,
    pub duration_ms: i64,
}

impl Piece {
    fn end_ms(&self) -> i64 {
        self.offset_ms + self.duration_ms
    }
}

const TILE_WIDTH: u32 = 640;
const HEIGHT: u32 = 480;
/// Frames a second: enough to see what happened, and half the work of 30
/// on a small machine.
const FPS: u32 = 15;
const VIDEO_BITRATE: &str = "600k";
const AUDIO_BITRATE: &str = "48k";
/// A keyframe every 10 s, so that playback can start anywhere near.
const KEYFRAME_EVERY: u32 = 10 * FPS;
/// A limit far beyond what composing a session takes (about a fifth of
/// its length on one core), so that only a hung ffmpeg reaches it.
const MIN_LIMIT: Duration = Duration::from_secs(10 * 60);

/// How long the composed recording lasts: until the last piece ends.
pub fn length_ms(pieces: &[Piece]) -> i64 {
    pieces.iter().map(Piece::end_ms).max().unwrap_or(0)
}

fn seconds(ms: i64) -> String {
    format!("{}.{:03}", ms / 1000, ms % 1000)
}

/// ffmpeg's filter graph: a black canvas with each picture laid over its
/// side from its offset, and every voice delayed by its offset and mixed
/// over silence as long as the whole.
pub fn filter_graph(pieces: &[Piece]) -> String {
    let total = seconds(length_ms(pieces));
    let mut graph = format!(
        "color=c=black:s={}x{HEIGHT}:r={FPS}:d={total},format=yuv420p[canvas0];",
        2 * TILE_WIDTH
    );
    let mut canvas = 0;
    for (input, piece) in pieces.iter().enumerate() {
        if piece.medium != Medium::Video {
            continue;
        }
        // Scaled to fit its tile and centred frame by frame: a browser
        // changes its camera's size as the network allows.
        let _ = write!(
            graph,
            "[{input}:v]scale={TILE_WIDTH}:{HEIGHT}:force_original_aspect_ratio=decrease,\
             setsar=1,setpts=PTS-STARTPTS,fps={FPS},setpts=PTS+{offset}/TB[v{input}];\
             [canvas{canvas}][v{input}]overlay=x={left}+({TILE_WIDTH}-w)/2:y=({HEIGHT}-h)/2:\
             eval=frame:eof_action=pass[canvas{next}];",
            offset = seconds(piece.offset_ms),
            left = piece.person.left(),
            next = canvas + 1,
        );
        canvas += 1;
    }
    let _ = write!(graph, "[canvas{canvas}]format=yuv420p[video];");
    let _ = write!(
        graph,
        "anullsrc=r=48000:cl=stereo,atrim=duration={total}[silence];"
    );
    let mut voices = String::from("[silence]");
    let mut count = 1;
    for (input, piece) in pieces.iter().enumerate() {
        if piece.medium != Medium::Audio {
            continue;
        }
        let _ = write!(
            graph,
            "[{input}:a]aresample=48000,asetpts=PTS-STARTPTS,adelay={}:all=1[a{input}];",
            piece.offset_ms
        );
        let _ = write!(voices, "[a{input}]");
        count += 1;
    }
    // The silence comes first and sets the length; voices are added as
    // they are, not scaled down by how many there are.
    let _ = write!(
        graph,
        "{voices}amix=inputs={count}:duration=first:normalize=0[audio]"
    );
    graph
}

/// ffmpeg's arguments for composing `pieces` into `output`.
pub fn arguments(pieces: &[Piece], output: &Path) -> Vec<OsString> {
    let mut args: Vec<OsString> = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y"]
        .map(OsString::from)
        .to_vec();
    for piece in pieces {
        if piece.medium == Medium::Video {
            // A change of picture size mid-stream must not rebuild the
            // whole graph, which would restart every timestamp in it.
            args.extend(["-reinit_filter", "0"].map(OsString::from));
        }
        args.push("-i".into());
        args.push(piece.path.clone().into());
    }
    let total = seconds(length_ms(pieces));
    args.extend(
        [
            "-filter_complex",
            &filter_graph(pieces),
            "-map",
            "[video]",
            "-map",
            "[audio]",
            "-c:v",
            "libvpx",
            // VP8's fastest settings: the machine is small and sessions
            // end together on the hour.
            "-deadline",
            "realtime",
            "-cpu-used",
            "8",
            "-b:v",
            VIDEO_BITRATE,
            "-g",
            &KEYFRAME_EVERY.to_string(),
            "-c:a",
            "libopus",
            "-b:a",
            AUDIO_BITRATE,
            "-t",
            &total,
            "-f",
            "webm",
        ]
        .map(OsString::from),
    );
    args.push(output.into());
    args
}

/// Composes `pieces` into a WebM at `output`; answers its duration.
pub async fn compose(pieces: &[Piece], output: &Path) -> anyhow::Result<i64> {
    ensure!(!pieces.is_empty(), "nothing to compose");
    let length = length_ms(pieces);
    let limit = MIN_LIMIT.max(Duration::from_millis(length as u64 * 2));
    tools::run("ffmpeg", arguments(pieces, output), limit).await?;
    Ok(tools::duration_ms(output).await?.unwrap_or(length))
}

#[cfg(test)]
pub(super) mod tests;
