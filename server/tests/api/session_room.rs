//! The live session room: who gets a room token and when, who writes the
//! register, and attendance from the register; with the built-in call,
//! Jitsi, and a TURN relay.

use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{profile, sessions, tutors};
use plytime_shared::api::rooms::{IceServer, RoomToken, VideoCheck, VideoProvider};
use plytime_shared::api::sessions::RegisterEvent;
use plytime_shared::schedule::status::SessionStatus;
use reqwest::StatusCode;
use serde_json::Value;

use crate::common::{TestServer, errors};
use crate::sessions::session;

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
    let tutor = server
        .expect_ok(tutors::GET_TUTOR, &[], Some(&priya), &NoBody)
        .await;
    let list = server
        .expect_ok_query(
            sessions::UPCOMING,
            &[],
            &[("tutor_id", &tutor._id)],
            Some(&priya),
            &NoBody,
        )
        .await;
    let ids: Vec<String> = list.into_iter().map(|session| session._id).collect();
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
    server
        .send(sessions::ROOM, &[id], Some(token), &NoBody)
        .await
}

/// The room of a session that is open to `token`.
pub async fn open_room(server: &TestServer, id: &str, token: &str) -> RoomToken {
    server
        .expect_ok(sessions::ROOM, &[id], Some(token), &NoBody)
        .await
}

pub async fn register(
    server: &TestServer,
    id: &str,
    token: &str,
    kind: &str,
) -> (StatusCode, Value) {
    let event = RegisterEvent {
        kind: kind.to_string(),
        time: "2026-01-01T10:00:00Z".to_string(),
    };
    server
        .send(sessions::REGISTER, &[id], Some(token), &event)
        .await
}

#[tokio::test]
async fn the_room_opens_to_the_child_the_tutor_and_admins_only_in_its_window() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;

    for token in [&demo.ada, &demo.priya, &demo.admin] {
        let body = open_room(&server, id, token).await;
        assert_eq!(body.provider, VideoProvider::Builtin);
        assert!(!body.token.is_empty());
        let room_id = body.room_id.as_str();
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
        assert!(body.ice_servers.is_empty(), "no relay configured");
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
    let (status, _) = server.send(sessions::ROOM, &[id], None, &NoBody).await;
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
    let first = session(&server, &demo.first, &demo.priya).await;
    let starts = chrono::DateTime::parse_from_rfc3339(&first.session_date_time)
        .unwrap()
        .timestamp_millis();
    let now = chrono::Utc::now().timestamp_millis();
    move_session(&server, &demo.first, starts + 30 * MINUTE - now, 15).await;
    let new = server
        .expect_ok_query(
            sessions::SUBSTITUTE_SESSION,
            &[],
            &[("session_id", &demo.first)],
            Some(&demo.priya),
            &NoBody,
        )
        .await;
    let substituted = new._id.as_str();
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

    let logged = session(&server, attended, &demo.parent).await;
    assert_eq!(logged.register.len(), 5);
    assert_eq!(logged.status, SessionStatus::Booked, "not over yet");

    // Once the sessions are over, attendance follows the register, and
    // nobody can write themselves into it after the event.
    move_session(&server, attended, -16 * MINUTE, 15).await;
    move_session(&server, missed, -32 * MINUTE, 15).await;
    let (status, body) = register(&server, missed, &demo.ada, "connect").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), ["This session has ended"]);
    for token in [&demo.parent, &demo.priya, &demo.admin] {
        let status = session(&server, attended, token).await.status;
        assert_eq!(status, SessionStatus::Attended);
        let status = session(&server, missed, token).await.status;
        assert_eq!(status, SessionStatus::MissedStudent);
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

    let child = open_room(&server, id, &demo.ada).await;
    assert_eq!(child.provider, VideoProvider::Jitsi);
    assert_eq!(child.jitsi_domain.as_deref(), Some("meet.plytime.test"));
    let claims = jitsi_claims(&child.token, b"jitsi-secret");
    assert_eq!(claims["room"], child.room_id.as_str());
    assert_eq!(claims["sub"], "meet.plytime.test");
    assert_eq!(
        claims["context"]["user"]["name"], "Ada",
        "the tutor sees the child's first name"
    );
    assert_eq!(claims["context"]["user"]["affiliation"], "member");
    let tutor = open_room(&server, id, &demo.priya).await;
    let claims = jitsi_claims(&tutor.token, b"jitsi-secret");
    assert_eq!(claims["context"]["user"]["affiliation"], "owner");
    assert_eq!(claims["context"]["user"]["name"], "Priya");
    let end = session(&server, id, &demo.priya)
        .await
        .session_date_time_end;
    let end = chrono::DateTime::parse_from_rfc3339(&end)
        .unwrap()
        .timestamp();
    assert_eq!(claims["exp"], end);

    let check = server
        .expect_ok(sessions::VIDEO_CHECK, &[], Some(&demo.parent), &NoBody)
        .await;
    assert_eq!(
        check,
        VideoCheck {
            provider: VideoProvider::Jitsi,
            ice_servers: Vec::new(),
            jitsi_domain: Some("meet.plytime.test".into()),
        }
    );
}

/// The uid of the account `token` signs in, as TURN usernames carry it.
async fn uid_of(server: &TestServer, token: &str) -> String {
    server
        .expect_ok(profile::ME, &[], Some(token), &NoBody)
        .await
        .uid
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
    let servers = open_room(&server, &demo.first, &demo.ada).await.ice_servers;
    assert_eq!(
        servers[0],
        IceServer {
            urls: vec!["stun:stun.plytime.test:3478".into()],
            username: None,
            credential: None,
        }
    );
    let turn = &servers[1];
    let username = turn.username.as_deref().unwrap();
    let (expiry, uid) = username.split_once(':').unwrap();
    assert_eq!(uid, uid_of(&server, &demo.ada).await);
    assert!(expiry.parse::<i64>().unwrap() > chrono::Utc::now().timestamp() + 15 * 60);
    use hmac::Mac;
    let mut mac = hmac::Hmac::<sha1::Sha1>::new_from_slice(b"relay-secret").unwrap();
    mac.update(username.as_bytes());
    use base64::Engine;
    let expected = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
    assert_eq!(turn.credential.as_deref(), Some(expected.as_str()));

    // The Audio/Video Check tries the same relay, with credentials of its own.
    let check = server
        .expect_ok(sessions::VIDEO_CHECK, &[], Some(&demo.parent), &NoBody)
        .await;
    assert_eq!(check.provider, VideoProvider::Builtin);
    assert_eq!(check.ice_servers[0], servers[0]);
    let parent_uid = uid_of(&server, &demo.parent).await;
    assert!(
        check.ice_servers[1]
            .username
            .as_deref()
            .unwrap()
            .ends_with(&format!(":{parent_uid}"))
    );
    let (status, _) = server.send(sessions::VIDEO_CHECK, &[], None, &NoBody).await;
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
    let old = session(&server, &demo.first, &demo.priya).await;
    assert_eq!(old.status, SessionStatus::Rescheduled);
}
