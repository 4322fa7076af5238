//! Composing with pieces ffmpeg makes itself (its test sources), since no
//! Janus is needed to know the composition is right.

use std::path::PathBuf;

use serde_json::Value;

use super::*;

/// A folder for one test, removed afterwards.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new() -> Scratch {
        let folder =
            std::env::temp_dir().join(format!("plytime-compose-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&folder).unwrap();
        Scratch(folder)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether ffmpeg and ffprobe are here; says so when they are not.
#[allow(clippy::print_stdout)]
pub async fn ffmpeg_missing() -> bool {
    let missing = !(tools::available("ffmpeg", "-version").await
        && tools::available("ffprobe", "-version").await);
    if missing {
        println!("skipped: ffmpeg or ffprobe is not installed");
    }
    missing
}

async fn ffmpeg(args: &[&str]) {
    let mut all = vec!["-hide_banner", "-nostdin", "-loglevel", "error", "-y"];
    all.extend_from_slice(args);
    tools::run("ffmpeg", all, Duration::from_secs(120))
        .await
        .unwrap();
}

/// A VP8 WebM of a test picture of `size` lasting `seconds`.
async fn picture(folder: &Path, name: &str, size: &str, seconds: &str) -> PathBuf {
    let path = folder.join(name);
    let source = format!("testsrc=size={size}:rate=15:duration={seconds}");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        &source,
        "-c:v",
        "libvpx",
        "-deadline",
        "realtime",
        "-cpu-used",
        "8",
        path.to_str().unwrap(),
    ])
    .await;
    path
}

/// An Opus file of a tone lasting `seconds`.
async fn tone(folder: &Path, name: &str, seconds: &str) -> PathBuf {
    let path = folder.join(name);
    let source = format!("sine=frequency=440:duration={seconds}");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        &source,
        "-c:a",
        "libopus",
        path.to_str().unwrap(),
    ])
    .await;
    path
}

/// A picture that changes size halfway, as a browser's camera does when
/// the network changes: two pictures joined without re-encoding.
async fn resized_picture(folder: &Path) -> PathBuf {
    picture(folder, "small.webm", "320x240", "1").await;
    picture(folder, "wide.webm", "640x360", "1").await;
    let list = folder.join("list.txt");
    std::fs::write(&list, "file 'small.webm'\nfile 'wide.webm'\n").unwrap();
    let path = folder.join("resized.webm");
    ffmpeg(&[
        "-f",
        "concat",
        "-safe",
        "0",
        "-i",
        list.to_str().unwrap(),
        "-c",
        "copy",
        path.to_str().unwrap(),
    ])
    .await;
    path
}

fn piece(person: Person, medium: Medium, path: PathBuf, offset_ms: i64, duration_ms: i64) -> Piece {
    Piece {
        person,
        medium,
        path,
        offset_ms,
        duration_ms,
    }
}

/// The streams of a media file, as ffprobe reads them.
pub async fn streams(path: &Path) -> Vec<Value> {
    let out = tools::run(
        "ffprobe",
        [
            "-v",
            "error",
            "-show_entries",
            "stream=codec_type,codec_name,width,height",
            "-of",
            "json",
            path.to_str().unwrap(),
        ],
        Duration::from_secs(60),
    )
    .await
    .unwrap();
    let probed: Value = serde_json::from_slice(&out).unwrap();
    probed["streams"].as_array().unwrap().clone()
}

#[tokio::test]
async fn two_people_with_a_gap_become_one_side_by_side_webm_as_long_as_the_session() {
    if ffmpeg_missing().await {
        return;
    }
    let scratch = Scratch::new();
    let folder = &scratch.0;
    // The tutor is there from the start, drops out at 2 s and is back at
    // 3.5 s until 5 s; the child joins at 0.5 s with a camera that changes
    // size, and speaks in two stretches.
    let pieces = vec![
        piece(
            Person::Tutor,
            Medium::Video,
            picture(folder, "tutor-1.webm", "320x240", "2").await,
            0,
            2000,
        ),
        piece(
            Person::Tutor,
            Medium::Audio,
            tone(folder, "tutor-1.opus", "2").await,
            0,
            2000,
        ),
        piece(
            Person::Tutor,
            Medium::Video,
            picture(folder, "tutor-2.webm", "640x480", "1.5").await,
            3500,
            1500,
        ),
        piece(
            Person::Student,
            Medium::Video,
            resized_picture(folder).await,
            500,
            2000,
        ),
        piece(
            Person::Student,
            Medium::Audio,
            tone(folder, "child-1.opus", "1").await,
            500,
            1000,
        ),
        piece(
            Person::Student,
            Medium::Audio,
            tone(folder, "child-2.opus", "1").await,
            3000,
            1000,
        ),
    ];
    assert_eq!(length_ms(&pieces), 5000);
    let output = folder.join("session.webm");
    let duration = compose(&pieces, &output).await.unwrap();

    assert!((4800..=5300).contains(&duration), "lasts {duration} ms");
    let streams = streams(&output).await;
    assert_eq!(streams.len(), 2, "{streams:?}");
    let video = streams.iter().find(|s| s["codec_type"] == "video").unwrap();
    assert_eq!(video["codec_name"], "vp8");
    assert_eq!(
        (video["width"].as_i64(), video["height"].as_i64()),
        (Some(1280), Some(480))
    );
    let audio = streams.iter().find(|s| s["codec_type"] == "audio").unwrap();
    assert_eq!(audio["codec_name"], "opus");
    let start = std::fs::read(&output).unwrap();
    assert_eq!(start[..4], [0x1A, 0x45, 0xDF, 0xA3], "a WebM (EBML) file");
}

#[tokio::test]
async fn a_session_with_one_voice_and_no_picture_still_has_both_streams() {
    if ffmpeg_missing().await {
        return;
    }
    let scratch = Scratch::new();
    let pieces = vec![piece(
        Person::Student,
        Medium::Audio,
        tone(&scratch.0, "child.opus", "1").await,
        0,
        1000,
    )];
    let output = scratch.0.join("session.webm");
    let duration = compose(&pieces, &output).await.unwrap();
    assert!((900..=1200).contains(&duration), "lasts {duration} ms");
    let kinds: Vec<Value> = streams(&output)
        .await
        .iter()
        .map(|s| s["codec_type"].clone())
        .collect();
    assert_eq!(kinds, ["video", "audio"]);
}

#[test]
fn the_graph_places_each_piece_on_its_side_at_its_offset() {
    let pieces = vec![
        piece(Person::Tutor, Medium::Video, "t.webm".into(), 0, 1000),
        piece(Person::Student, Medium::Video, "s.webm".into(), 1500, 1000),
        piece(Person::Student, Medium::Audio, "s.opus".into(), 1500, 1000),
    ];
    let graph = filter_graph(&pieces);
    assert!(graph.contains("d=2.500"), "{graph}");
    assert!(
        graph.contains("[0:v]") && graph.contains("setpts=PTS+0.000/TB"),
        "{graph}"
    );
    assert!(graph.contains("setpts=PTS+1.500/TB[v1]"), "{graph}");
    assert!(graph.contains("overlay=x=640+(640-w)/2"), "{graph}");
    assert!(
        graph.contains("[2:a]") && graph.contains("adelay=1500:all=1"),
        "{graph}"
    );
    assert!(graph.contains("[silence][a2]amix=inputs=2"), "{graph}");
    let args = arguments(&pieces, Path::new("out.webm"));
    let reinit = args.iter().filter(|arg| *arg == "-reinit_filter").count();
    assert_eq!(reinit, 2, "once per picture");
}
