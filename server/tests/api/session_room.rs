//! The live session room: who gets a room token and when, who writes the
//! register, and attendance from the register; with the built-in call,
//! Jitsi, and a TURN relay.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors};

pub const MINUTE: i64 = 60_000;

pub struct Demo {
    pub ada: String,
    pub ben: String,
    pub parent: String,
    pub priya: String,
    pub owen: String,
    pub admin: String,
    /// Ada's next two sessions with Priya.
    pub first: String,
    pub second: String,
}

pub async fn demo(server: &TestServer) -> Demo {
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
/// `minutes`: no route moves a session into the next few minutes. A demo
/// weekly session of the tutor that happens to fall then is cancelled first,
/// as the database lets no two of a tutor's sessions overlap.
pub async fn move_session(server: &TestServer, id: &str, from_now: i64, minutes: i64) {
    let starts_at = chrono::Utc::now().timestamp_millis() + from_now;
    let db = server.db().await;
    sqlx::query(
        "UPDATE sessions SET cancelled = 1 WHERE cancelled = 0 AND id <> $1 \
         AND tutor_id = (SELECT tutor_id FROM sessions WHERE id = $1) \
         AND starts_at < $2 AND starts_at + session_length * 60000 > $3",
    )
    .bind(id)
    .bind(starts_at + minutes * 60_000)
    .bind(starts_at)
    .execute(db.write())
    .await
    .expect("clear the way");
    sqlx::query("UPDATE sessions SET starts_at = $1, session_length = $2 WHERE id = $3")
        .bind(starts_at)
        .bind(minutes)
        .bind(id)
        .execute(db.write())
        .await
        .expect("move the session");
}

pub async fn room(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
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
        // Random hex only: nothing of the child (a bare "ada" may turn up
        // among hex digits by chance, so the test checks the alphabet).
        let random = room_id.trim_start_matches("plytime-");
        assert!(
            random.len() == 64 && random.chars().all(|c| c.is_ascii_hexdigit()),
            "{room_id}"
        );
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
    // A tutor's sessions never overlap: the second follows the first.
    move_session(&server, attended, MINUTE, 1).await;
    move_session(&server, missed, 2 * MINUTE, 15).await;

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
    move_session(&server, missed, -32 * MINUTE, 15).await;
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

    let (_, check) = server.get("/video/check", &demo.parent).await;
    assert_eq!(
        check,
        json!({"provider": "jitsi", "ice_servers": [], "jitsi_domain": "meet.plytime.test"})
    );
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

    // The Audio/Video Check tries the same relay, with credentials of its own.
    let (status, check) = server.get("/video/check", &demo.parent).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(check["provider"], "builtin");
    assert_eq!(check["ice_servers"][0], servers[0]);
    assert!(
        check["ice_servers"][1]["username"]
            .as_str()
            .unwrap()
            .ends_with(&format!(
                ":{}",
                server.get("/profile/me", &demo.parent).await.1["uid"]
                    .as_str()
                    .unwrap()
            ))
    );
    let (status, _) = server
        .call(reqwest::Method::GET, "/video/check", None, None)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
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
