//! Raw folders made without Janus: ffmpeg sends RTP, as a browser does to
//! Janus, and the test writes each stream into an `.mjr` file as Janus's
//! recorder does (`MJR00002`, the JSON header, then each packet after
//! `MEET`, its time and its length).

use std::time::Duration;

use tokio::net::UdpSocket;

use super::*;
use crate::recordings::compose::tests::{Scratch, ffmpeg_missing, streams};
use crate::recordings::compose::{self, length_ms};

/// Writes what ffmpeg sends over RTP for `source` into an `.mjr` of
/// `codec`, whose first packet is said to be written at `first_packet`.
#[allow(clippy::print_stdout)]
async fn record(path: &Path, source: &str, codec: &str, first_packet: i64) {
    let socket = UdpSocket::bind("127.0.0.1:0").await.unwrap();
    let port = socket.local_addr().unwrap().port();
    let (kind, encoder) = match codec {
        "opus" => ("a", ["-c:a", "libopus"]),
        _ => ("v", ["-c:v", "libvpx"]),
    };
    let target = format!("rtp://127.0.0.1:{port}?pkt_size=1200");
    let sender = tools::run(
        "ffmpeg",
        [
            "-hide_banner",
            "-nostdin",
            "-loglevel",
            "error",
            "-re",
            "-f",
            "lavfi",
            "-i",
            source,
            encoder[0],
            encoder[1],
            "-f",
            "rtp",
            &target,
        ],
        Duration::from_secs(60),
    );
    let receiver = async {
        let mut packets = Vec::new();
        let mut buffer = [0u8; 2048];
        let started = tokio::time::Instant::now();
        while let Ok(Ok(read)) =
            tokio::time::timeout(Duration::from_secs(2), socket.recv(&mut buffer)).await
        {
            packets.push((
                started.elapsed().as_millis() as u32,
                buffer[..read].to_vec(),
            ));
        }
        packets
    };
    let (sent, packets) = tokio::join!(sender, receiver);
    sent.unwrap();
    assert!(!packets.is_empty(), "ffmpeg sent nothing");
    let header = serde_json::json!({"t": kind, "c": codec, "s": first_packet, "u": first_packet})
        .to_string();
    let mut mjr = MAGIC.to_vec();
    mjr.extend((header.len() as u16).to_be_bytes());
    mjr.extend(header.as_bytes());
    for (millis, packet) in packets {
        mjr.extend(b"MEET");
        mjr.extend(millis.to_be_bytes());
        mjr.extend((packet.len() as u16).to_be_bytes());
        mjr.extend(packet);
    }
    std::fs::write(path, mjr).unwrap();
}

/// The session's first packet, in microseconds since 1970.
const START: i64 = 1_796_000_000_000_000;

/// A scratch folder with an empty raw folder and working folder in it;
/// `None` (the test is skipped, and says so) without ffmpeg or janus-pp-rec.
async fn folders() -> Option<(Scratch, PathBuf, PathBuf)> {
    if ffmpeg_missing().await {
        return None;
    }
    if !tools::available("janus-pp-rec", "--help").await {
        #[allow(clippy::print_stdout)]
        {
            println!("skipped: janus-pp-rec (janus-tools) is not installed");
        }
        return None;
    }
    let scratch = Scratch::new();
    let raw = scratch.0.join("raw");
    let work = scratch.0.join("work");
    std::fs::create_dir_all(&raw).unwrap();
    std::fs::create_dir_all(&work).unwrap();
    Some((scratch, raw, work))
}

#[tokio::test]
async fn a_raw_folder_becomes_pieces_placed_by_their_first_packets() {
    let Some((scratch, raw, work)) = folders().await else {
        return;
    };
    let tutor_video = "testsrc=size=320x240:rate=15:duration=2";
    let child_video = "testsrc2=size=320x240:rate=15:duration=1";
    let tone = "sine=frequency=440:duration=2";
    let tutor_video_file = raw.join("videoroom-9-user-1-100-video-1.mjr");
    let tutor_audio_file = raw.join("videoroom-9-user-1-100-audio-0.mjr");
    // The child reconnected: this is their second stretch, 1.5 s in.
    let child_video_file = raw.join("videoroom-9-user-2-200-video-1.mjr");
    tokio::join!(
        record(&tutor_video_file, tutor_video, "vp8", START),
        record(&tutor_audio_file, tone, "opus", START),
        record(&child_video_file, child_video, "vp8", START + 1_500_000),
    );
    // A file Janus created but never wrote a packet to, and one of
    // someone who is neither the tutor nor the child.
    std::fs::write(raw.join("videoroom-9-user-2-300-audio-0.mjr"), MAGIC).unwrap();
    std::fs::copy(
        raw.join("videoroom-9-user-1-100-audio-0.mjr"),
        raw.join("videoroom-9-user-7-100-audio-0.mjr"),
    )
    .unwrap();

    let files = finished_files(&raw).await.unwrap().expect("finished");
    assert_eq!(files.len(), 5);
    let placed = pieces(&files, &work).await.unwrap();
    assert_eq!(placed.started_at, START / 1000);
    let mut pieces = placed.pieces;
    pieces.sort_by_key(|piece| (piece.offset_ms, piece.path.clone()));
    let placed: Vec<(Person, Medium, i64)> = pieces
        .iter()
        .map(|piece| (piece.person, piece.medium, piece.offset_ms))
        .collect();
    assert_eq!(
        placed,
        [
            (Person::Tutor, Medium::Audio, 0),
            (Person::Tutor, Medium::Video, 0),
            (Person::Student, Medium::Video, 1500),
        ]
    );
    let length = length_ms(&pieces);
    assert!(
        (2300..=2800).contains(&length),
        "until the child's end: {length}"
    );

    let output = scratch.0.join("session.webm");
    let duration = compose::compose(&pieces, &output).await.unwrap();
    assert!(
        (length - 200..=length + 200).contains(&duration),
        "{duration}"
    );
    assert_eq!(streams(&output).await.len(), 2);

    // While Janus still writes a file, the folder is not finished.
    let writing = raw.join("videoroom-9-user-1-400-video-1.mjr.tmp");
    std::fs::write(&writing, MAGIC).unwrap();
    assert_eq!(finished_files(&raw).await.unwrap(), None);
}

#[tokio::test]
async fn a_file_left_open_by_a_media_server_that_died_is_kept_as_far_as_it_got() {
    let Some((_scratch, raw, work)) = folders().await else {
        return;
    };
    // Janus was killed while writing: the file keeps its temporary name
    // and ends part way through a packet.
    let whole = raw.join("whole.mjr");
    record(
        &whole,
        "testsrc=size=320x240:rate=15:duration=2",
        "vp8",
        START,
    )
    .await;
    let mut bytes = std::fs::read(&whole).unwrap();
    std::fs::remove_file(&whole).unwrap();
    bytes.truncate(bytes.len() - 300);
    let left_open = raw.join("videoroom-9-user-1-100-video-1.mjr.tmp");
    std::fs::write(&left_open, &bytes).unwrap();
    // Files it never wrote its buffer out to: empty, or cut in the header.
    std::fs::write(raw.join("videoroom-9-user-2-100-audio-0.mjr"), b"").unwrap();
    std::fs::write(raw.join("videoroom-9-user-2-100-video-1.mjr"), &bytes[..20]).unwrap();

    // Just written, it may still be in use.
    assert_eq!(finished_files(&raw).await.unwrap(), None);

    let long_ago = std::time::SystemTime::now() - ORPHANED_AFTER - Duration::from_secs(1);
    std::fs::File::options()
        .write(true)
        .open(&left_open)
        .unwrap()
        .set_modified(long_ago)
        .unwrap();
    let files = finished_files(&raw).await.unwrap().expect("taken up");
    assert_eq!(files[0], raw.join("videoroom-9-user-1-100-video-1.mjr"));
    assert_eq!(files.len(), 3);
    assert!(!left_open.exists());
    let pieces = pieces(&files, &work).await.unwrap().pieces;
    assert_eq!(pieces.len(), 1);
    assert_eq!(
        (pieces[0].person, pieces[0].medium),
        (Person::Tutor, Medium::Video)
    );
    let length = length_ms(&pieces);
    assert!(
        (1500..=2300).contains(&length),
        "nearly all of it: {length}"
    );
}

#[test]
fn names_say_whose_a_file_is_and_folders_must_be_plain_ids() {
    assert_eq!(
        person_of("videoroom-1234-user-1-1700000000-audio-0.mjr"),
        Some(Person::Tutor)
    );
    assert_eq!(
        person_of("videoroom-1234-user-2-1700000000-video-1.mjr"),
        Some(Person::Student)
    );
    assert_eq!(person_of("videoroom-1234-user-12-1-video.mjr"), None);
    assert_eq!(person_of("videoroom-1234-user-2x-1-video.mjr"), None);
    assert_eq!(person_of("other.mjr"), None);
    assert_eq!(
        medium_of("videoroom-1-user-1-5-video-1.mjr"),
        Some(Medium::Video)
    );
    assert_eq!(
        medium_of("videoroom-1-user-1-5-audio-0.mjr"),
        Some(Medium::Audio)
    );
    assert_eq!(medium_of("videoroom-1-user-1-5.mjr"), None);
    assert!(is_session_folder(OsStr::new(
        "0f1c2a7e-1111-4a2b-9c3d-5e6f7a8b9c0d"
    )));
    for bad in ["", "..", "a/b", ".work", "a b"] {
        assert!(!is_session_folder(OsStr::new(bad)), "{bad}");
    }
}
