//! The recorded call's media server (docs/recordings.md) as the room sees
//! it: a real Janus on loopback carries the calls, a parent may object
//! for their child, and a call is not recorded while Janus is down.

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use futures_util::StreamExt;
use plytime_shared::api::operations::parents;
use plytime_shared::api::parents::RecordingChoice;
use plytime_shared::api::rooms::RoomToken;
use reqwest::StatusCode;
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

use crate::common::TestServer;
use crate::session_channel::{Socket, connect, next, send};
use crate::session_room::{MINUTE, demo, move_session, open_room};

/// A Janus media server started by `scripts/janus-up.sh`, stopped on drop.
pub struct Janus {
    pub url: String,
    pub secret: String,
    folder: PathBuf,
}

impl Janus {
    pub fn start() -> Janus {
        let folder =
            std::env::temp_dir().join(format!("plytime-janus-{}", crate::common::unique_name()));
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let secret = format!("test-{port}");
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../scripts/janus-up.sh");
        let output = Command::new(script)
            .arg(&folder)
            .arg(port.to_string())
            .arg(&secret)
            .output()
            .expect("scripts/janus-up.sh runs");
        assert!(
            output.status.success(),
            "Janus starts: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        Janus {
            url: String::from_utf8(output.stdout).unwrap().trim().to_string(),
            secret,
            folder,
        }
    }
}

impl Drop for Janus {
    fn drop(&mut self) {
        let pid = std::fs::read_to_string(self.folder.join("janus.pid"));
        if let Ok(pid) = pid {
            let _ = Command::new("kill").arg(pid.trim()).status();
        }
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

async fn server_with_janus(url: &str, secret: &str) -> TestServer {
    let (url, secret) = (url.to_string(), secret.to_string());
    TestServer::start_with(move |config| {
        config.demo = true;
        config.content_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        config.janus_url = Some(url);
        config.janus_secret = Some(secret);
    })
    .await
}

async fn choose(server: &TestServer, token: &str, student: &str, recorded: bool) -> StatusCode {
    server
        .send(
            parents::SET_RECORDING,
            &[student],
            Some(token),
            &RecordingChoice { recorded },
        )
        .await
        .0
}

/// Ada's channel, after she offered to publish `sdp`.
async fn publish_as_ada(server: &TestServer, id: &str, ada: &str, sdp: &str) -> Socket {
    let pass = open_room(server, id, ada).await.channel_token;
    let mut socket = connect(server, id, &pass).await;
    assert_eq!(next(&mut socket).await["type"], "welcome");
    let offer = json!({"type": "offer", "sdp": sdp});
    send(
        &mut socket,
        json!({"type": "media", "media": {"kind": "publish", "description": offer}}),
    )
    .await;
    socket
}

fn recorded(room: &RoomToken) -> bool {
    room.recorded
}

#[tokio::test]
async fn calls_go_through_the_media_server_unless_the_parent_objects() {
    let janus = Janus::start();
    let server = server_with_janus(&janus.url, &janus.secret).await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let ada = server.student_id("ada").await;

    let child = open_room(&server, id, &demo.ada).await;
    let tutor = open_room(&server, id, &demo.priya).await;
    assert!(recorded(&child) && recorded(&tutor));
    let passes = serde_json::to_string(&(child, tutor)).unwrap();
    assert!(
        !passes.contains(&janus.secret) && !passes.contains(&janus.url),
        "no browser learns where the media server is or its secret"
    );

    let other_parent = server.sign_up_parent("not.adas.parent@example.com").await;
    for token in [&other_parent, &demo.priya, &demo.ada, &demo.admin] {
        assert_eq!(
            choose(&server, token, &ada, false).await,
            StatusCode::FORBIDDEN
        );
    }
    assert!(recorded(&open_room(&server, id, &demo.ada).await));

    let profile = server
        .expect_ok(
            parents::SET_RECORDING,
            &[&ada],
            Some(&demo.parent),
            &RecordingChoice { recorded: false },
        )
        .await;
    let listed = profile.students.iter().find(|s| s._id == ada).unwrap();
    assert!(!listed.recorded);
    assert!(listed.recording_objected_at.is_some());
    assert_eq!(profile.recording_retention_days, 90);
    assert!(!recorded(&open_room(&server, id, &demo.ada).await));
    assert!(!recorded(&open_room(&server, id, &demo.priya).await));

    // The channel offers no media server to an objecting family's session,
    // whatever a browser sends.
    let mut socket = publish_as_ada(&server, id, &demo.ada, "v=0").await;
    let words = async {
        while let Some(Ok(message)) = socket.next().await {
            if let Message::Text(text) = message {
                return text;
            }
        }
        std::future::pending().await
    };
    let answer = tokio::time::timeout(Duration::from_millis(1500), words).await;
    assert!(answer.is_err(), "no answer from a media server: {answer:?}");
    assert!(
        !std::fs::exists(server.config.recordings_raw_dir().join(id.as_str())).unwrap(),
        "nothing is recorded"
    );

    assert_eq!(
        choose(&server, &demo.parent, &ada, true).await,
        StatusCode::OK
    );
    assert!(recorded(&open_room(&server, id, &demo.ada).await));
}

#[tokio::test]
async fn a_broken_offer_is_refused_by_the_media_server_and_the_browser_told() {
    let janus = Janus::start();
    let server = server_with_janus(&janus.url, &janus.secret).await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let mut socket = publish_as_ada(&server, id, &demo.ada, "not a session description").await;
    let event = next(&mut socket).await;
    assert_eq!(event["type"], "media", "{event}");
    assert_eq!(event["media"]["kind"], "failed", "{event}");
}

#[tokio::test]
async fn with_the_media_server_down_calls_are_not_recorded_and_the_server_still_serves() {
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let server = server_with_janus(&format!("http://127.0.0.1:{closed}/janus"), "secret").await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    assert!(!recorded(&open_room(&server, id, &demo.ada).await));
}
