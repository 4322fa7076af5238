//! The session channel of the built-in call: presence, signalling,
//! rejoining, strangers refused, the end, and several replicas.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use plytime_shared::api::operations::sessions;
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use crate::common::TestServer;
use crate::metrics::{scraped, server_with_token};
use crate::session_room::{MINUTE, demo, move_session, open_room};
use crate::session_whiteboard::{InTheRoom, both_in_the_room};
use crate::sessions::session;

pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub async fn room_token(server: &TestServer, id: &str, token: &str) -> String {
    open_room(server, id, token).await.channel_token
}

/// The channel is a WebSocket, which `send` does not open, so only the
/// path comes from the operation.
pub fn channel_url(server: &TestServer, id: &str, room_token: &str) -> String {
    format!(
        "{}{}?token={room_token}",
        server.base.replacen("http", "ws", 1),
        sessions::OPEN_CHANNEL.path(&[id])
    )
}

pub async fn connect(server: &TestServer, id: &str, room_token: &str) -> Socket {
    let (socket, _) = tokio_tungstenite::connect_async(channel_url(server, id, room_token))
        .await
        .expect("the channel opens");
    socket
}

/// The next JSON message, skipping pings; fails after 5 seconds.
pub async fn next(socket: &mut Socket) -> Value {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .expect("a message within 5 s")
            .expect("the channel is open")
            .expect("a readable message");
        if let Message::Text(text) = message {
            return serde_json::from_str(&text).unwrap();
        }
    }
}

pub async fn send(socket: &mut Socket, message: Value) {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .unwrap();
}

/// Joins and returns the socket and its connection id.
pub async fn join(server: &TestServer, id: &str, room_token: &str) -> (Socket, String) {
    let mut socket = connect(server, id, room_token).await;
    let welcome = next(&mut socket).await;
    assert_eq!(welcome["type"], "welcome");
    let connection = welcome["connection"].as_str().unwrap().to_string();
    (socket, connection)
}

/// The next event that is not a peer's "present". On PostgreSQL the room's
/// messages travel through the database, so a participant's own arrival can
/// reach a newcomer who entered meanwhile: both then hear of each other twice
/// (joined, then present), which clients take as one arrival.
pub async fn next_skipping_present(socket: &mut Socket) -> Value {
    loop {
        let event = next(socket).await;
        if !(event["type"] == "peer" && event["state"] == "present") {
            return event;
        }
    }
}

/// Asserts `event` tells of `connection`'s arrival, as "joined" or "present"
/// (see `next_skipping_present`).
fn assert_arrival(event: &Value, connection: &str) {
    assert_eq!(event["type"], "peer", "{event}");
    assert!(
        event["state"] == "joined" || event["state"] == "present",
        "{event}"
    );
    assert_eq!(event["connection"], connection, "{event}");
}

/// The HTTP status a refused channel answers with.
pub async fn refused(server: &TestServer, id: &str, room_token: &str) -> u16 {
    match tokio_tungstenite::connect_async(channel_url(server, id, room_token)).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => response.status().as_u16(),
        other => panic!("expected a refusal, got {:?}", other.map(|_| ())),
    }
}

#[tokio::test]
async fn the_channel_carries_presence_and_signals_between_the_two_participants() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let priya_pass = room_token(&server, id, &demo.priya).await;
    let ada_pass = room_token(&server, id, &demo.ada).await;

    let (mut tutor, tutor_connection) = join(&server, id, &priya_pass).await;
    let (mut child, child_connection) = join(&server, id, &ada_pass).await;
    let joined = next(&mut tutor).await;
    assert_arrival(&joined, &child_connection);
    assert_eq!(joined["role"], "STUDENT");
    assert_arrival(&next(&mut child).await, &tutor_connection);

    let offer = json!({"description": {"type": "offer", "sdp": "v=0 ".repeat(2000)}});
    send(
        &mut tutor,
        json!({"type": "signal", "to": child_connection, "data": offer}),
    )
    .await;
    assert_eq!(
        next_skipping_present(&mut child).await,
        json!({"type": "signal", "from": tutor_connection, "data": offer})
    );

    // A reload: the child's new connection replaces the old one.
    let (mut reloaded, new_connection) = join(&server, id, &ada_pass).await;
    assert_eq!(next(&mut child).await["type"], "replaced");
    let rejoined = next_skipping_present(&mut tutor).await;
    assert_eq!(rejoined["state"], "joined");
    assert_eq!(rejoined["connection"], new_connection.as_str());
    assert_eq!(next(&mut reloaded).await["state"], "present");

    // The network goes: the server writes the disconnect for the child.
    drop(reloaded);
    loop {
        // The replaced connection's departure may come first.
        let left = next_skipping_present(&mut tutor).await;
        assert_eq!(left["state"], "left");
        if left["connection"] == new_connection.as_str() {
            break;
        }
    }
    let register = session(&server, id, &demo.priya).await.register;
    let kinds: Vec<&str> = register.iter().map(|entry| entry.kind.as_str()).collect();
    assert_eq!(
        kinds,
        ["disconnect"],
        "only the vanished connection is written"
    );

    // Saying goodbye first writes nothing on the child's behalf.
    send(&mut tutor, json!({"type": "bye"})).await;
    tutor.close(None).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let register = session(&server, id, &demo.priya).await.register;
    assert_eq!(register.len(), 1);
}

#[tokio::test]
async fn the_channel_refuses_strangers_and_closes_when_the_session_ends() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let (id, other) = (&demo.first, &demo.second);
    // A tutor's sessions never overlap: the other follows this one.
    move_session(&server, id, MINUTE, 1).await;
    move_session(&server, other, 2 * MINUTE, 15).await;
    let admin_pass = room_token(&server, id, &demo.admin).await;
    assert_eq!(
        refused(&server, id, &admin_pass).await,
        403,
        "admins watch, not join"
    );
    assert_eq!(refused(&server, id, "forged").await, 401);
    let other_pass = room_token(&server, other, &demo.ada).await;
    assert_eq!(
        refused(&server, id, &other_pass).await,
        401,
        "another session's pass"
    );
    let plain = server
        .client
        .get(
            channel_url(&server, id, &room_token(&server, id, &demo.ada).await)
                .replacen("ws", "http", 1),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(plain.status(), StatusCode::BAD_REQUEST);

    // A session ending in a moment: the channel says so and closes.
    move_session(&server, id, -15 * MINUTE + 1_500, 15).await;
    let pass = room_token(&server, id, &demo.ada).await;
    let (mut socket, _) = join(&server, id, &pass).await;
    assert_eq!(next(&mut socket).await["type"], "ended");
    tokio::time::sleep(Duration::from_millis(200)).await;
    let status = refused(&server, id, &pass).await;
    assert!(
        [401, 409].contains(&status),
        "closed with the session: {status}"
    );
}

#[tokio::test]
async fn two_replicas_relay_the_channel_between_them() {
    let server = TestServer::with_starter_bank().await;
    if !server.config.database_url().starts_with("postgres") {
        // One SQLite file serves one server; replicas need PostgreSQL,
        // where this runs in the PostgreSQL leg.
        return;
    }
    let url = server.config.database_url();
    let replica = TestServer::start_with(|config| config.database_url = Some(url)).await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let (mut tutor, tutor_connection) =
        join(&server, id, &room_token(&server, id, &demo.priya).await).await;
    let (mut child, child_connection) =
        join(&replica, id, &room_token(&replica, id, &demo.ada).await).await;
    assert_eq!(
        next(&mut tutor).await["connection"],
        child_connection.as_str()
    );
    assert_eq!(
        next(&mut child).await["connection"],
        tutor_connection.as_str()
    );
    // Large enough to travel through the table rather than the NOTIFY.
    let offer = json!({"sdp": "a=candidate ".repeat(1500)});
    send(
        &mut child,
        json!({"type": "signal", "to": tutor_connection, "data": offer}),
    )
    .await;
    let signal = next(&mut tutor).await;
    assert_eq!(signal["from"], child_connection.as_str());
    assert_eq!(signal["data"], offer);
}

/// What the server's session rooms hold for connections yet to read it.
async fn backlog_bytes(server: &TestServer) -> f64 {
    let exposition = scraped(server).await;
    exposition.value("plytime_room_backlog_bytes", &[]).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_participant_who_stops_reading_is_cut_off_and_the_room_holds_at_most_32_mb() {
    const BOUND: f64 = (32 << 20) as f64;
    const SENT: usize = 60;
    let server = server_with_token().await;
    let InTheRoom {
        mut tutor,
        mut child,
        child_connection,
        ..
    } = both_in_the_room(&server).await;

    // The child reads nothing while the tutor sends 90 MB of signals.
    let mut highest: f64 = 0.0;
    for n in 0..SENT {
        let data = json!({"n": n, "sdp": "a".repeat(1_500_000)});
        let signal = json!({"type": "signal", "to": child_connection, "data": data});
        send(&mut tutor, signal).await;
        let held = backlog_bytes(&server).await;
        assert!(held <= BOUND, "{held} bytes held after {n} signals");
        highest = highest.max(held);
    }
    assert!(highest > BOUND / 2.0, "the room filled up: {highest}");

    // Reading again, the child gets what was not dropped, then the
    // connection closes: it had fallen behind, and its client reconnects.
    let mut received = Vec::new();
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), child.next())
            .await
            .expect("the child's connection goes on or closes");
        match message {
            Some(Ok(Message::Text(text))) => {
                let event: Value = serde_json::from_str(&text).unwrap();
                if event["type"] == "signal" {
                    received.push(event["data"]["n"].as_u64().unwrap());
                }
            }
            Some(Ok(Message::Close(_)) | Err(_)) | None => break,
            Some(Ok(_)) => {}
        }
    }
    assert!(received.len() < SENT / 2, "{received:?}");
    assert_eq!(received.first(), Some(&0), "in order, from the first");
    assert!(
        received.windows(2).all(|pair| pair[0] < pair[1]),
        "{received:?}"
    );
    let left = next_skipping_present(&mut tutor).await;
    assert_eq!(
        (left["type"].as_str(), left["state"].as_str()),
        (Some("peer"), Some("left"))
    );
    // With PostgreSQL the last signals may still be on their way through
    // the database to the tutor's connection, which reads them at once.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while backlog_bytes(&server).await > 0.0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the room lets go of what it held"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
