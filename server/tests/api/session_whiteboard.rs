//! The session whiteboard: drawn over the session channel, kept with the
//! session, read afterwards by the family, bounded in size.

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use plytime_server::video::board_store;
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

use crate::common::TestServer;
use crate::session_channel::{Socket, join, next, next_skipping_present, room_token, send};
use crate::session_room::{Demo, MINUTE, demo, move_session};

fn rectangle(id: &str, version: i64, index: &str) -> Value {
    json!({"id": id, "type": "rectangle", "version": version, "versionNonce": 7,
        "index": index, "x": 10, "y": 20, "width": 100, "height": 50, "isDeleted": false})
}

/// The demo's first session, open now, with its tutor and child in its
/// room, each told of the other.
pub struct InTheRoom {
    pub demo: Demo,
    pub tutor: Socket,
    pub child: Socket,
    pub child_connection: String,
}

pub async fn both_in_the_room(server: &TestServer) -> InTheRoom {
    let demo = demo(server).await;
    let id = &demo.first;
    move_session(server, id, MINUTE, 15).await;
    let (mut tutor, _) = join(server, id, &room_token(server, id, &demo.priya).await).await;
    let (mut child, child_connection) =
        join(server, id, &room_token(server, id, &demo.ada).await).await;
    next(&mut tutor).await;
    next(&mut child).await;
    InTheRoom {
        demo,
        tutor,
        child,
        child_connection,
    }
}

async fn board(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
    server
        .get(&format!("/session/{id}/whiteboard"), token)
        .await
}

#[tokio::test]
async fn the_board_is_shared_live_kept_with_the_session_and_read_by_the_family_afterwards() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let (status, empty) = board(&server, id, &demo.ada).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(empty, json!({"elements": [], "files": {}}));

    let (mut tutor, _) = join(&server, id, &room_token(&server, id, &demo.priya).await).await;
    let (mut child, child_connection) =
        join(&server, id, &room_token(&server, id, &demo.ada).await).await;
    assert_eq!(next(&mut tutor).await["type"], "peer");
    assert_eq!(next(&mut child).await["type"], "peer");

    let drawn = json!({"elements": [rectangle("r1", 1, "a0")], "files": {}});
    send(&mut tutor, json!({"type": "scene", "scene": drawn})).await;
    let seen = next_skipping_present(&mut child).await;
    assert_eq!(
        (seen["type"].as_str(), &seen["scene"]),
        (Some("scene"), &drawn)
    );
    // A pointer passes on as its place, tool and button, and nothing more.
    let at = json!({"x": 3.5, "y": 4.0, "tool": "laser", "laserColor": "red"});
    let pointer = json!({"pointer": at, "button": "down", "note": "not passed on"});
    send(&mut child, json!({"type": "pointer", "data": pointer})).await;
    let pointer = next_skipping_present(&mut tutor).await;
    assert_eq!(pointer["from"], child_connection.as_str());
    assert_eq!(
        pointer["data"],
        json!({"pointer": {"x": 3.5, "y": 4.0, "tool": "laser"}, "button": "down"})
    );

    // Kept within seconds, while the session goes on.
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let (_, kept) = board(&server, id, &demo.parent).await;
    assert_eq!(kept["elements"], json!([rectangle("r1", 1, "a0")]));

    // The child moves the rectangle and writes beside it, then leaves.
    let text = json!({"id": "t1", "type": "text", "text": "3 + 4 = 7", "version": 1,
        "versionNonce": 1, "index": "a1"});
    let answered = json!({"elements": [rectangle("r1", 2, "a0"), text], "files": {}});
    send(&mut child, json!({"type": "scene", "scene": answered})).await;
    assert_eq!(next_skipping_present(&mut tutor).await["scene"], answered);
    drop(child);
    drop(tutor);

    move_session(&server, id, -16 * MINUTE, 15).await;
    for token in [&demo.parent, &demo.ada, &demo.priya, &demo.admin] {
        let (status, kept) = tokio::time::timeout(Duration::from_secs(5), async {
            loop {
                let (status, kept) = board(&server, id, token).await;
                if kept["elements"].as_array().is_some_and(|e| e.len() == 2) {
                    return (status, kept);
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        })
        .await
        .expect("the last change is kept when the connection ends");
        assert_eq!(status, StatusCode::OK);
        assert_eq!(kept["elements"], answered["elements"]);
    }
    for stranger in [&demo.ben, &demo.owen] {
        let (status, _) = board(&server, id, stranger).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn a_board_with_its_pictures_still_in_its_row_reads_whole_and_moves_them_out_when_saved() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    let picture =
        json!({"id": "f1", "mimeType": "image/png", "dataURL": "data:image/png;base64,AAAA"});
    let old = json!({"elements": [rectangle("r1", 1, "a0")], "files": {"f1": picture}});
    let db = server.db().await;
    sqlx::query(
        "INSERT INTO session_whiteboards (session_id, scene, revision, updated_at) \
         VALUES ($1, $2, 1, 0)",
    )
    .bind(id)
    .bind(old.to_string())
    .execute(db.write())
    .await
    .unwrap();
    assert_eq!(board(&server, id, &demo.parent).await.1, old);

    let change = json!({"elements": [rectangle("r2", 1, "a1")], "files": {}});
    let storage = server.storage();
    board_store::save(&db, &storage, id, &serde_json::from_value(change).unwrap())
        .await
        .unwrap();
    let (_, kept) = board(&server, id, &demo.parent).await;
    assert_eq!(kept["files"]["f1"], picture);
    assert_eq!(kept["elements"].as_array().unwrap().len(), 2);
    let stored = storage
        .get(&format!("{}/f1", board_store::folder(id)))
        .await
        .unwrap();
    assert_eq!(stored.as_deref(), Some(&b"data:image/png;base64,AAAA"[..]));
    let row: String =
        sqlx::query_scalar("SELECT scene FROM session_whiteboards WHERE session_id = $1")
            .bind(id)
            .fetch_one(db.read())
            .await
            .unwrap();
    assert!(!row.contains("base64"), "{row}");
}

/// A scene message of `count` elements of distinct ids, as small as an
/// element gets, made ready to send.
fn stubs(count: usize, prefix: &str) -> Message {
    let elements: Vec<Value> = (0..count)
        .map(|n| json!({"id": format!("{prefix}{n}"), "version": 1, "versionNonce": n}))
        .collect();
    let scene = json!({"elements": elements, "files": {}});
    Message::Text(json!({"type": "scene", "scene": scene}).to_string().into())
}

/// Asks for `/api/health` over and over until told to stop; gives the
/// longest wait for an answer.
fn watch_health(server: &TestServer) -> (oneshot::Sender<()>, JoinHandle<Duration>) {
    let (stop, mut stopped) = oneshot::channel::<()>();
    let (client, url) = (server.client.clone(), server.url("/api/health"));
    let watcher = tokio::spawn(async move {
        let mut longest = Duration::ZERO;
        while stopped.try_recv().is_err() {
            let started = Instant::now();
            let response = client.get(&url).send().await.unwrap();
            assert_eq!(response.status(), StatusCode::OK);
            longest = longest.max(started.elapsed());
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        longest
    });
    (stop, watcher)
}

/// How long this machine takes, as the test runs, to read `message` as
/// JSON (the best of three): the first work the server does with a change.
/// The time bounds below stretch with it, so that a machine busy with
/// other work slows the test without failing it, while a server slow for
/// the size of its work still fails.
fn reading_time(message: &Message) -> Duration {
    let Message::Text(text) = message else {
        unreachable!("the board's messages are text")
    };
    (0..3)
        .map(|_| {
            let started = Instant::now();
            let _: Value = serde_json::from_str(text.as_str()).unwrap();
            started.elapsed()
        })
        .min()
        .unwrap()
}

/// `bound` on an idle machine; on a busy one, `times` the reading time,
/// whichever is longer.
fn allowing_for_load(bound: Duration, reading: Duration, times: u32) -> Duration {
    bound.max(reading * times)
}

const TOO_MANY_ELEMENTS: &str = "The whiteboard is full (over 20,000 shapes, erased ones \
     included): nothing more can be drawn on it";

// On as many threads as the machine the server is measured on (two cores),
// so that the server's work and the health checks can go side by side.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_of_too_many_elements_is_refused_at_once_while_the_server_answers_others() {
    let server = TestServer::with_starter_bank().await;
    let InTheRoom {
        demo,
        mut tutor,
        mut child,
        ..
    } = both_in_the_room(&server).await;
    let id = &demo.first;

    // The probe's message: 32,000 distinct ids (0.9 MB), from both at once.
    let (from_tutor, from_child) = (stubs(32_000, "t"), stubs(32_000, "c"));
    let reading = reading_time(&from_tutor);
    let (stop, watcher) = watch_health(&server);
    let started = Instant::now();
    let (sent, other) = tokio::join!(tutor.send(from_tutor), child.send(from_child));
    sent.and(other).unwrap();
    for socket in [&mut tutor, &mut child] {
        let refused = next_skipping_present(socket).await;
        assert_eq!(refused["type"], "refused", "{refused}");
        assert_eq!(refused["message"], TOO_MANY_ELEMENTS);
    }
    let handled = started.elapsed();
    stop.send(()).unwrap();
    let longest = watcher.await.unwrap();
    let (bound, health_bound) = (
        allowing_for_load(Duration::from_secs(2), reading, 30),
        allowing_for_load(Duration::from_millis(500), reading, 8),
    );
    assert!(handled < bound, "{handled:?}, reading {reading:?}");
    assert!(longest < health_bound, "{longest:?}, reading {reading:?}");
    for socket in [&mut tutor, &mut child] {
        let nothing = tokio::time::timeout(Duration::from_millis(300), socket.next()).await;
        assert!(nothing.is_err(), "the refused changes are not passed on");
    }

    // A board's worth in one change (a whole board, sent to a newcomer)
    // is merged, passed on and kept in a moment.
    let whole_board = stubs(20_000, "t");
    let reading = reading_time(&whole_board);
    let (stop, watcher) = watch_health(&server);
    let started = Instant::now();
    tutor.send(whole_board).await.unwrap();
    let seen = next_skipping_present(&mut child).await;
    let passed_on = started.elapsed();
    assert_eq!(
        seen["scene"]["elements"].as_array().map(Vec::len),
        Some(20_000)
    );
    stop.send(()).unwrap();
    let longest = watcher.await.unwrap();
    let (bound, health_bound) = (
        allowing_for_load(Duration::from_secs(2), reading, 30),
        allowing_for_load(Duration::from_millis(500), reading, 8),
    );
    assert!(passed_on < bound, "{passed_on:?}, reading {reading:?}");
    assert!(longest < health_bound, "{longest:?}, reading {reading:?}");

    // The board is then full: a shape more is not kept (the save says so).
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let (_, kept) = board(&server, id, &demo.priya).await;
    assert_eq!(kept["elements"].as_array().map(Vec::len), Some(20_000));
    child.send(stubs(1, "c")).await.unwrap();
    assert_eq!(next_skipping_present(&mut tutor).await["type"], "scene");
    let refused = next_skipping_present(&mut child).await;
    assert_eq!(refused["message"], TOO_MANY_ELEMENTS, "{refused}");
    let (_, kept) = board(&server, id, &demo.priya).await;
    assert_eq!(kept["elements"].as_array().map(Vec::len), Some(20_000));
}

#[tokio::test]
async fn over_long_messages_are_refused_with_a_clear_message_and_not_passed_on() {
    let server = TestServer::with_starter_bank().await;
    let InTheRoom {
        mut tutor,
        mut child,
        ..
    } = both_in_the_room(&server).await;

    // The probe's pointer: 1.9 MB, where a pointer is some 120 bytes.
    let padded = json!({"pointer": {"x": 1, "y": 2, "tool": "pointer"}, "button": "up",
        "padding": vec![0; 950_000]});
    send(&mut child, json!({"type": "pointer", "data": padded})).await;
    let refused = next_skipping_present(&mut child).await;
    assert_eq!(
        refused,
        json!({"type": "refused", "message":
            "A pointer message may be at most 512 bytes: this one was not passed on"})
    );
    let nothing = tokio::time::timeout(Duration::from_millis(300), tutor.next()).await;
    assert!(nothing.is_err(), "the refused pointer is not passed on");
    // The connection goes on.
    let pointer = json!({"pointer": {"x": 1.0, "y": 2.0, "tool": "pointer"}, "button": "up"});
    send(&mut child, json!({"type": "pointer", "data": pointer})).await;
    assert_eq!(next_skipping_present(&mut tutor).await["data"], pointer);

    // Beyond what the channel reads at all: refused, and the connection
    // closes with the same words (what followed could not be read).
    let picture = format!("data:image/png;base64,{}", "A".repeat(2_500_000));
    let scene = json!({"elements": [], "files": {"f1": {"id": "f1", "dataURL": picture}}});
    send(&mut tutor, json!({"type": "scene", "scene": scene})).await;
    let too_long = "Messages on the session channel may be at most 2 MB: this one was not read";
    assert_eq!(
        next_skipping_present(&mut tutor).await,
        json!({"type": "refused", "message": too_long})
    );
    let closed = tokio::time::timeout(Duration::from_secs(5), tutor.next())
        .await
        .expect("closed within seconds");
    let Some(Ok(Message::Close(Some(frame)))) = closed else {
        panic!("expected a close frame, got {closed:?}");
    };
    assert_eq!(u16::from(frame.code), 1009, "message too big");
    assert_eq!(frame.reason.as_str(), too_long);
    let left = next_skipping_present(&mut child).await;
    assert_eq!(
        (left["type"].as_str(), left["state"].as_str()),
        (Some("peer"), Some("left"))
    );
}
