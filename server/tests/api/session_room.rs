//! The live session room: who gets a room token and when, who writes the
//! register, attendance from the register, and the session channel
//! (presence, signalling, rejoining, the end, several replicas).

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use crate::common::{TestServer, errors};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

const MINUTE: i64 = 60_000;

struct Demo {
    ada: String,
    ben: String,
    parent: String,
    priya: String,
    owen: String,
    admin: String,
    /// Ada's next two sessions with Priya.
    first: String,
    second: String,
}

async fn demo(server: &TestServer) -> Demo {
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let (_, tutor) = server.get("/tutor", &priya).await;
    let (_, list) = server
        .get(
            &format!(
                "/session/list/upcoming?tutor_id={}",
                tutor["_id"].as_str().unwrap()
            ),
            &priya,
        )
        .await;
    let ids: Vec<String> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|session| session["_id"].as_str().unwrap().to_string())
        .collect();
    Demo {
        ada: server.demo_token("student", "ada").await,
        ben: server.demo_token("student", "ben").await,
        parent: server.demo_token("parent", "parent@plytime.test").await,
        owen: server.demo_token("tutor", "tutor2@plytime.test").await,
        admin: server.demo_token("admin", "admin@plytime.test").await,
        priya,
        first: ids[0].clone(),
        second: ids[1].clone(),
    }
}

/// Moves a session to start `from_now` milliseconds from now and last
/// `minutes`: no route moves a session into the next few minutes.
async fn move_session(server: &TestServer, id: &str, from_now: i64, minutes: i64) {
    let now = chrono::Utc::now().timestamp_millis();
    sqlx::query("UPDATE sessions SET starts_at = $1, session_length = $2 WHERE id = $3")
        .bind(now + from_now)
        .bind(minutes)
        .bind(id)
        .execute(server.db().await.write())
        .await
        .expect("move the session");
}

async fn room(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
    server.get(&format!("/session/{id}/room"), token).await
}

async fn register(server: &TestServer, id: &str, token: &str, kind: &str) -> (StatusCode, Value) {
    let event = json!({"type": kind, "time": "2026-01-01T10:00:00Z"});
    server
        .put(&format!("/session/{id}/register"), token, event)
        .await
}

#[tokio::test]
async fn the_room_opens_to_the_child_the_tutor_and_admins_only_in_its_window() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;

    for token in [&demo.ada, &demo.priya, &demo.admin] {
        let (status, body) = room(&server, id, token).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["provider"], "builtin");
        assert!(!body["token"].as_str().unwrap().is_empty());
        let room_id = body["room_id"].as_str().unwrap();
        assert!(
            room_id.starts_with("plytime-") && room_id.len() > 40,
            "{room_id}"
        );
        assert!(!room_id.to_lowercase().contains("ada"));
        assert_eq!(body["ice_servers"], json!([]), "no relay configured");
    }
    let (status, body) = room(&server, id, &demo.parent).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(
        errors(&body),
        ["Only the session's tutor and student take part in it"]
    );
    for stranger in [&demo.ben, &demo.owen] {
        let (status, body) = room(&server, id, stranger).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(errors(&body), ["No such session"]);
    }
    let (status, _) = server
        .call(
            reqwest::Method::GET,
            &format!("/session/{id}/room"),
            None,
            None,
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) = room(&server, "no-such-id", &demo.admin).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such session"]);

    move_session(&server, id, 2 * MINUTE + 5_000, 15).await;
    let (status, body) = room(&server, id, &demo.ada).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["The session opens 2 minutes before it starts"]
    );
    move_session(&server, id, -16 * MINUTE, 15).await;
    let (status, body) = room(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), ["This session has ended"]);
}

#[tokio::test]
async fn a_substitute_takes_over_the_room_of_the_session_handed_to_them() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    // Half an hour later, Ada's 16:30 session falls in Owen's hours.
    let (_, session) = server
        .get(&format!("/session/{}", demo.first), &demo.priya)
        .await;
    let starts =
        chrono::DateTime::parse_from_rfc3339(session["session_date_time"].as_str().unwrap())
            .unwrap()
            .timestamp_millis();
    let now = chrono::Utc::now().timestamp_millis();
    move_session(&server, &demo.first, starts + 30 * MINUTE - now, 15).await;
    let path = format!("/session/substitute?session_id={}", demo.first);
    let (status, new) = server
        .call(reqwest::Method::POST, &path, Some(&demo.priya), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{new}");
    let substituted = new["_id"].as_str().unwrap();
    move_session(&server, substituted, MINUTE, 15).await;
    move_session(&server, &demo.first, MINUTE, 15).await;

    let (status, _) = room(&server, substituted, &demo.owen).await;
    assert_eq!(status, StatusCode::OK, "Owen now runs it");
    let (status, _) = room(&server, substituted, &demo.ada).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = room(&server, &demo.first, &demo.ada).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), ["This session was cancelled"]);
}

#[tokio::test]
async fn the_register_is_written_by_the_two_participants_while_the_room_is_open() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let (attended, missed) = (&demo.first, &demo.second);
    move_session(&server, attended, MINUTE, 15).await;
    move_session(&server, missed, MINUTE, 15).await;

    for token in [&demo.ada, &demo.priya] {
        let (status, body) = register(&server, attended, token, "connect").await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, _) = register(&server, missed, &demo.priya, "connect").await;
    assert_eq!(status, StatusCode::OK);
    for outsider in [&demo.parent, &demo.admin] {
        let (status, _) = register(&server, attended, outsider, "connect").await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    for stranger in [&demo.ben, &demo.owen] {
        let (status, _) = register(&server, attended, stranger, "connect").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    let (status, body) = register(&server, attended, &demo.ada, "dance").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["type: Is not a register event"]);
    for kind in [
        "add_local_video",
        "pause_local_audio",
        "user_still_connected",
    ] {
        let (status, _) = register(&server, attended, &demo.ada, kind).await;
        assert_eq!(status, StatusCode::OK, "{kind}");
    }

    let (_, session) = server
        .get(&format!("/session/{attended}"), &demo.parent)
        .await;
    let register_log = session["register"].as_array().unwrap();
    assert_eq!(register_log.len(), 5);
    assert_eq!(session["status"], "Booked", "not over yet");

    // Once the sessions are over, attendance follows the register, and
    // nobody can write themselves into it after the event.
    move_session(&server, attended, -16 * MINUTE, 15).await;
    move_session(&server, missed, -16 * MINUTE, 15).await;
    let (status, body) = register(&server, missed, &demo.ada, "connect").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), ["This session has ended"]);
    for token in [&demo.parent, &demo.priya, &demo.admin] {
        let (_, session) = server.get(&format!("/session/{attended}"), token).await;
        assert_eq!(session["status"], "Attended");
        let (_, session) = server.get(&format!("/session/{missed}"), token).await;
        assert_eq!(session["status"], "Missed(student)");
    }

    move_session(&server, attended, 10 * MINUTE, 15).await;
    let (status, body) = register(&server, attended, &demo.ada, "connect").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["The session opens 2 minutes before it starts"]
    );
}

async fn room_token(server: &TestServer, id: &str, token: &str) -> String {
    let (status, body) = room(server, id, token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["token"].as_str().unwrap().to_string()
}

fn channel_url(server: &TestServer, id: &str, room_token: &str) -> String {
    format!(
        "{}/api/session/{id}/channel?token={room_token}",
        server.base.replacen("http", "ws", 1)
    )
}

async fn connect(server: &TestServer, id: &str, room_token: &str) -> Socket {
    let (socket, _) = tokio_tungstenite::connect_async(channel_url(server, id, room_token))
        .await
        .expect("the channel opens");
    socket
}

/// The next JSON message, skipping pings; fails after 5 seconds.
async fn next(socket: &mut Socket) -> Value {
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

async fn send(socket: &mut Socket, message: Value) {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .unwrap();
}

/// Joins and returns the socket and its connection id.
async fn join(server: &TestServer, id: &str, room_token: &str) -> (Socket, String) {
    let mut socket = connect(server, id, room_token).await;
    let welcome = next(&mut socket).await;
    assert_eq!(welcome["type"], "welcome");
    let connection = welcome["connection"].as_str().unwrap().to_string();
    (socket, connection)
}

/// The HTTP status a refused channel answers with.
async fn refused(server: &TestServer, id: &str, room_token: &str) -> u16 {
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
    assert_eq!(
        joined,
        json!({"type": "peer", "state": "joined", "uid": joined["uid"], "role": "STUDENT",
            "connection": child_connection})
    );
    let present = next(&mut child).await;
    assert_eq!(present["state"], "present");
    assert_eq!(present["connection"], tutor_connection.as_str());

    let offer = json!({"description": {"type": "offer", "sdp": "v=0 ".repeat(2000)}});
    send(
        &mut tutor,
        json!({"type": "signal", "to": child_connection, "data": offer}),
    )
    .await;
    assert_eq!(
        next(&mut child).await,
        json!({"type": "signal", "from": tutor_connection, "data": offer})
    );

    // A reload: the child's new connection replaces the old one.
    let (mut reloaded, new_connection) = join(&server, id, &ada_pass).await;
    assert_eq!(next(&mut child).await["type"], "replaced");
    let rejoined = next(&mut tutor).await;
    assert_eq!(rejoined["state"], "joined");
    assert_eq!(rejoined["connection"], new_connection.as_str());
    assert_eq!(next(&mut reloaded).await["state"], "present");

    // The network goes: the server writes the disconnect for the child.
    drop(reloaded);
    loop {
        // The replaced connection's departure may come first.
        let left = next(&mut tutor).await;
        assert_eq!(left["state"], "left");
        if left["connection"] == new_connection.as_str() {
            break;
        }
    }
    let (_, session) = server.get(&format!("/session/{id}"), &demo.priya).await;
    let kinds: Vec<&str> = session["register"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["type"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["disconnect"],
        "only the vanished connection is written"
    );

    // Saying goodbye first writes nothing on the child's behalf.
    send(&mut tutor, json!({"type": "bye"})).await;
    tutor.close(None).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (_, session) = server.get(&format!("/session/{id}"), &demo.priya).await;
    assert_eq!(session["register"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn the_channel_refuses_strangers_and_closes_when_the_session_ends() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let (id, other) = (&demo.first, &demo.second);
    move_session(&server, id, MINUTE, 15).await;
    move_session(&server, other, MINUTE, 15).await;
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

/// The claims of a Jitsi token, checked with the app secret.
fn jitsi_claims(token: &str, secret: &[u8]) -> Value {
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
    validation.set_audience(&["jitsi"]);
    validation.set_issuer(&["plytime-app"]);
    validation.validate_nbf = true;
    jsonwebtoken::decode::<Value>(
        token,
        &jsonwebtoken::DecodingKey::from_secret(secret),
        &validation,
    )
    .expect("a valid Jitsi token")
    .claims
}

#[tokio::test]
async fn with_jitsi_each_participant_gets_a_jitsi_token_for_the_room() {
    use plytime_server::config::VideoProviderSetting;
    let server = TestServer::start_with(|config| {
        config.demo = true;
        config.content_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        config.video_provider = VideoProviderSetting::Jitsi;
        config.jitsi_domain = Some("meet.plytime.test".into());
        config.jitsi_app_id = Some("plytime-app".into());
        config.jitsi_app_secret = Some("jitsi-secret".into());
    })
    .await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;

    let (status, child) = room(&server, id, &demo.ada).await;
    assert_eq!(status, StatusCode::OK, "{child}");
    assert_eq!(child["provider"], "jitsi");
    assert_eq!(child["jitsi_domain"], "meet.plytime.test");
    let claims = jitsi_claims(child["token"].as_str().unwrap(), b"jitsi-secret");
    assert_eq!(claims["room"], child["room_id"]);
    assert_eq!(claims["sub"], "meet.plytime.test");
    assert_eq!(
        claims["context"]["user"]["name"], "Ada",
        "the tutor sees the child's first name"
    );
    assert_eq!(claims["context"]["user"]["affiliation"], "member");
    let (_, tutor) = room(&server, id, &demo.priya).await;
    let claims = jitsi_claims(tutor["token"].as_str().unwrap(), b"jitsi-secret");
    assert_eq!(claims["context"]["user"]["affiliation"], "owner");
    assert_eq!(claims["context"]["user"]["name"], "Priya");
    let (_, session) = server.get(&format!("/session/{id}"), &demo.priya).await;
    let end =
        chrono::DateTime::parse_from_rfc3339(session["session_date_time_end"].as_str().unwrap())
            .unwrap()
            .timestamp();
    assert_eq!(claims["exp"], end);
}

#[tokio::test]
async fn a_turn_relay_gets_credentials_minted_for_the_participant() {
    let server = TestServer::start_with(|config| {
        config.demo = true;
        config.content_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        config.stun_urls = vec!["stun:stun.plytime.test:3478".into()];
        config.turn_urls = vec!["turn:turn.plytime.test:3478?transport=udp".into()];
        config.turn_secret = Some("relay-secret".into());
    })
    .await;
    let demo = demo(&server).await;
    move_session(&server, &demo.first, MINUTE, 15).await;
    let (_, body) = room(&server, &demo.first, &demo.ada).await;
    let servers = body["ice_servers"].as_array().unwrap();
    assert_eq!(servers[0], json!({"urls": ["stun:stun.plytime.test:3478"]}));
    let turn = &servers[1];
    let (expiry, uid) = turn["username"].as_str().unwrap().split_once(':').unwrap();
    let (_, me) = server.get("/profile/me", &demo.ada).await;
    assert_eq!(uid, me["uid"].as_str().unwrap());
    assert!(expiry.parse::<i64>().unwrap() > chrono::Utc::now().timestamp() + 15 * 60);
    use hmac::Mac;
    let mut mac = hmac::Hmac::<sha1::Sha1>::new_from_slice(b"relay-secret").unwrap();
    mac.update(turn["username"].as_str().unwrap().as_bytes());
    use base64::Engine;
    let expected = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
    assert_eq!(turn["credential"], expected.as_str());
}

#[tokio::test]
async fn the_demo_session_command_moves_adas_next_session_into_the_next_minutes() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let moved = plytime_server::demo_session::start_soon(&server.db().await, 1)
        .await
        .unwrap();
    assert_eq!(moved.tutor_first_name, "Priya");
    let (status, body) = room(&server, &moved.id, &demo.ada).await;
    assert_eq!(status, StatusCode::OK, "open at once: {body}");
    let (_, old) = server
        .get(&format!("/session/{}", demo.first), &demo.priya)
        .await;
    assert_eq!(old["status"], "Rescheduled");
}
