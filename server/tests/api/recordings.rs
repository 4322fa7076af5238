//! Session recordings (docs/recordings.md): stored encrypted, played back
//! by byte ranges to the child's parent and the safeguarding lead only,
//! every playback in the audit, shown on the sessions they may watch, and
//! deleted by the retention schedule and by closing the family.
//!
//! Janus's raw files cannot be made here, so a recording is put in place
//! the way the recordings job stores a composed file
//! (`recordings::store::store`); composing is tested in the module.

use plytime_server::db::{Db, board_timeline};
use plytime_server::recordings::store::{self, Composed};
use plytime_server::recordings::{self, RecordingKey};
use plytime_server::video::board_store;
use plytime_shared::api::auth::RefreshRequest;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, privacy, safeguarding, sessions};
use plytime_shared::api::privacy::CloseFamilyRequest;
use plytime_shared::api::safeguarding::{ConcernState, ConcernUpdate, NewConcern};
use plytime_shared::whiteboard::Scene;
use reqwest::StatusCode;
use reqwest::header::{ACCEPT_RANGES, CACHE_CONTROL, CONTENT_RANGE, CONTENT_TYPE, RANGE};
use serde_json::{Value, json};

use crate::auth::sign_in;
use crate::common::{DEMO_PASSWORD, TestServer, errors};
use crate::session_room::{Demo, MINUTE, demo, move_session};

const LEAD: &str = "safeguarding@plytime.test";
const PARENT: &str = "parent@plytime.test";
/// What a stream with a pass that is not good reads.
const PLAYBACK_PASS_INVALID: &str =
    "This playback link has expired, please open the recording again";
/// What every refused caller reads.
const NO_SUCH_RECORDING: &str = "No such recording";
/// The WebM (EBML) magic a playable file starts with.
const WEBM_MAGIC: [u8; 4] = [0x1A, 0x45, 0xDF, 0xA3];

/// A "recording" of several chunks, starting like a WebM, with bytes that
/// say where they are so that a wrong range shows.
fn media(len: usize) -> Vec<u8> {
    let mut bytes: Vec<u8> = (0..len).map(|n| (n % 251) as u8).collect();
    bytes[..4].copy_from_slice(&WEBM_MAGIC);
    bytes
}

/// Stores `content` as the session's recording, as the recordings job
/// does with a composed file (no route makes one), started when the
/// session did; answers the recording's id.
pub async fn put_recording(server: &TestServer, session_id: &str, content: &[u8]) -> String {
    let db = server.db().await;
    let key = RecordingKey::load(&server.config, &db).await.unwrap();
    let file = std::env::temp_dir().join(format!("plytime-rec-{}", uuid::Uuid::new_v4()));
    std::fs::write(&file, content).unwrap();
    let started_at: i64 = sqlx::query_scalar("SELECT starts_at FROM sessions WHERE id = $1")
        .bind(session_id)
        .fetch_one(db.read())
        .await
        .unwrap();
    let composed = Composed {
        file: &file,
        duration_ms: 900_000,
        started_at,
    };
    let id = store::store(&db, &server.storage(), &key, session_id, &composed)
        .await
        .unwrap();
    let _ = std::fs::remove_file(&file);
    id
}

/// Plays a recording as `token`, with a `Range` header when given.
async fn play(
    server: &TestServer,
    id: &str,
    token: Option<&str>,
    range: Option<&str>,
) -> reqwest::Response {
    let mut request = server
        .client
        .get(server.url(&format!("/api/recording/{id}")));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(range) = range {
        request = request.header(RANGE, range);
    }
    request.send().await.unwrap()
}

async fn refused(server: &TestServer, id: &str, token: Option<&str>) -> (StatusCode, Value) {
    let response = play(server, id, token, None).await;
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

fn header(response: &reqwest::Response, name: reqwest::header::HeaderName) -> String {
    response.headers()[name].to_str().unwrap().to_string()
}

async fn views(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
    server.get(&format!("/recording/{id}/views"), token).await
}

/// A session of Ada's, moved to have ended a few minutes ago.
async fn ended(server: &TestServer, demo: &Demo) -> String {
    move_session(server, &demo.first, -20 * MINUTE, 15).await;
    demo.first.clone()
}

async fn recording_rows(db: &Db, id: &str) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM recordings WHERE id = $1")
        .bind(id)
        .fetch_one(db.read())
        .await
        .unwrap()
}

#[tokio::test]
async fn the_parent_and_the_lead_play_a_recording_by_ranges_and_nobody_else_can() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let session = ended(&server, &demo).await;
    let content = media(200_000);
    let id = put_recording(&server, &session, &content).await;
    let lead = server.demo_token("admin", LEAD).await;

    // The parent: the whole file, then the three forms of range.
    let whole = play(&server, &id, Some(&demo.parent), None).await;
    assert_eq!(whole.status(), StatusCode::OK);
    assert_eq!(header(&whole, CONTENT_TYPE), "video/webm");
    assert_eq!(header(&whole, ACCEPT_RANGES), "bytes");
    assert_eq!(whole.bytes().await.unwrap(), content);
    for (range, from, to) in [
        ("bytes=0-99", 0, 100),
        ("bytes=65530-131080", 65_530, 131_081),
        ("bytes=150000-", 150_000, 200_000),
        ("bytes=-10", 199_990, 200_000),
    ] {
        let part = play(&server, &id, Some(&demo.parent), Some(range)).await;
        assert_eq!(part.status(), StatusCode::PARTIAL_CONTENT, "{range}");
        assert_eq!(
            header(&part, CONTENT_RANGE),
            format!("bytes {from}-{}/200000", to - 1),
            "{range}"
        );
        assert_eq!(part.bytes().await.unwrap(), content[from..to], "{range}");
    }
    let past_the_end = play(&server, &id, Some(&demo.parent), Some("bytes=200000-")).await;
    assert_eq!(past_the_end.status(), StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(header(&past_the_end, CONTENT_RANGE), "bytes */200000");

    // The lead may watch any recording.
    let by_lead = play(&server, &id, Some(&lead), Some("bytes=0-3")).await;
    assert_eq!(by_lead.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(by_lead.bytes().await.unwrap(), WEBM_MAGIC[..]);

    // Everyone else is told there is no such recording: the session's own
    // tutor, the child, an admin who is not the lead, another parent.
    let other_parent = server.sign_up_parent("other-parent@example.com").await;
    for (who, token) in [
        ("the session's tutor", &demo.priya),
        ("another tutor", &demo.owen),
        ("the child", &demo.ada),
        ("an admin", &demo.admin),
        ("another parent", &other_parent),
    ] {
        let (status, body) = refused(&server, &id, Some(token)).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{who}");
        assert_eq!(errors(&body), [NO_SUCH_RECORDING], "{who}");
        let (status, _) = views(&server, &id, token).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{who}");
    }
    let (status, _) = refused(&server, &id, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) = refused(&server, "no-such-id", Some(&lead)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), [NO_SUCH_RECORDING]);

    // Every playback served is in the audit, for the parent and the lead
    // alike: five of the parent's (not the one past the end), one of the
    // lead's.
    let (status, audit) = views(&server, &id, &demo.parent).await;
    assert_eq!(status, StatusCode::OK, "{audit}");
    let audit = audit.as_array().unwrap();
    assert_eq!(audit.len(), 6, "{audit:?}");
    let roles: Vec<&str> = audit
        .iter()
        .map(|view| view["viewer_role"].as_str().unwrap())
        .collect();
    assert_eq!(
        roles,
        ["PARENT", "PARENT", "PARENT", "PARENT", "PARENT", "ADMIN"]
    );
    assert_eq!(audit[0]["range"], Value::Null);
    assert_eq!(audit[1]["range"], "bytes=0-99");
    assert_eq!(audit[5]["range"], "bytes=0-3");
    assert!(audit.iter().all(|view| view["address"] == "127.0.0.1"));
    assert!(audit[0]["viewer_name"].as_str().unwrap().len() > 1);
    assert!(audit.iter().all(|view| view["viewed_at"].is_string()));
    let (status, by_lead) = views(&server, &id, &lead).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(by_lead.as_array().unwrap().len(), 6);

    // At rest the file is sealed: not the bytes played, not a WebM.
    let stored = server
        .storage()
        .get(&store::object_key(&session))
        .await
        .unwrap()
        .expect("the stored recording");
    assert_ne!(stored[..], content[..]);
    assert!(stored.len() > content.len());
    assert!(!stored.windows(4).any(|window| window == WEBM_MAGIC));
}

/// Streams `url` (from a playback pass) with no bearer token.
async fn stream(server: &TestServer, url: &str, range: Option<&str>) -> reqwest::Response {
    let mut request = server.client.get(server.url(url));
    if let Some(range) = range {
        request = request.header(RANGE, range);
    }
    request.send().await.unwrap()
}

async fn open_playback(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
    server
        .post(&format!("/recording/{id}/playback"), Some(token), json!({}))
        .await
}

#[tokio::test]
async fn the_player_streams_with_a_pass_that_is_noted_once_and_ends_with_the_sign_in() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let session = ended(&server, &demo).await;
    let content = media(150_000);
    let id = put_recording(&server, &session, &content).await;

    // The parent opens the player: one playback in the audit, whatever
    // ranges the video element then asks for.
    let signed_in = sign_in(&server, "parent", PARENT).await;
    let (status, pass) = open_playback(&server, &id, &signed_in.id_token).await;
    assert_eq!(status, StatusCode::OK, "{pass}");
    let url = pass["url"].as_str().unwrap();
    assert!(
        url.starts_with(&format!("/api/recording/{id}/stream?pass=")),
        "{url}"
    );
    assert!(pass["expires_at"].is_string());
    let whole = stream(&server, url, None).await;
    assert_eq!(whole.status(), StatusCode::OK);
    assert_eq!(header(&whole, CACHE_CONTROL), "private, no-store");
    assert_eq!(whole.bytes().await.unwrap(), content);
    let part = stream(&server, url, Some("bytes=100000-")).await;
    assert_eq!(part.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(header(&part, CONTENT_RANGE), "bytes 100000-149999/150000");
    assert_eq!(part.bytes().await.unwrap(), content[100_000..]);
    let (_, audit) = views(&server, &id, &demo.parent).await;
    let audit = audit.as_array().unwrap();
    assert_eq!(audit.len(), 1, "{audit:?}");
    assert_eq!(audit[0]["viewer_role"], "PARENT");
    assert_eq!(audit[0]["range"], Value::Null);

    // Nobody else gets a pass; a pass opens its own recording only, and a
    // made-up or missing one nothing.
    let other_parent = server.sign_up_parent("other-parent@example.com").await;
    for (who, token) in [
        ("the session's tutor", &demo.priya),
        ("the child", &demo.ada),
        ("an admin", &demo.admin),
        ("another parent", &other_parent),
    ] {
        let (status, body) = open_playback(&server, &id, token).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{who}");
        assert_eq!(errors(&body), [NO_SUCH_RECORDING], "{who}");
    }
    let second = put_recording(&server, &demo.second, &media(1_000)).await;
    let elsewhere = url.replace(&id, &second);
    let forged = format!("/api/recording/{id}/stream?pass=not.a.pass");
    for (what, url) in [
        ("another recording", elsewhere.as_str()),
        ("a forged pass", &forged),
    ] {
        let response = stream(&server, url, None).await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED, "{what}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(errors(&body), [PLAYBACK_PASS_INVALID], "{what}");
    }
    let bare = stream(&server, &format!("/api/recording/{id}/stream"), None).await;
    assert_eq!(bare.status(), StatusCode::BAD_REQUEST);

    // Signing out ends the pass with the sign-in.
    let refresh = RefreshRequest {
        refresh_token: signed_in.refresh_token.clone(),
    };
    server.expect_ok(auth::SIGN_OUT, &[], None, &refresh).await;
    let after = stream(&server, url, Some("bytes=0-3")).await;
    assert_eq!(after.status(), StatusCode::UNAUTHORIZED);
    let (_, audit) = views(&server, &id, &demo.parent).await;
    assert_eq!(audit.as_array().unwrap().len(), 1);
}

fn element(id: &str, version: i64, index: &str) -> Value {
    json!({"id": id, "type": "rectangle", "version": version, "versionNonce": 1, "index": index})
}

fn scene(elements: Vec<Value>, files: Value) -> Scene {
    serde_json::from_value(json!({"elements": elements, "files": files})).unwrap()
}

/// The ids and versions of a board's elements, in order.
fn drawn(board: &Value) -> Vec<(String, i64)> {
    board["elements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|element| {
            let id = element["id"].as_str().unwrap().to_string();
            (id, element["version"].as_i64().unwrap())
        })
        .collect()
}

#[tokio::test]
async fn beside_the_video_the_board_is_shown_as_it_was_at_that_moment_of_the_recording() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let session = ended(&server, &demo).await;
    let id = put_recording(&server, &session, &media(1_000)).await;
    let db = server.db().await;
    let started_at: i64 = sqlx::query_scalar("SELECT started_at FROM recordings WHERE id = $1")
        .bind(&id)
        .fetch_one(db.read())
        .await
        .unwrap();

    // A square 10 s in, moved and joined by a circle 70 s in.
    let second = |seconds: i64| started_at + seconds * 1000;
    board_timeline::append(
        &db,
        &session,
        &scene(vec![element("square", 1, "a0")], json!({})),
        second(10),
    )
    .await
    .unwrap();
    let later = scene(
        vec![element("circle", 1, "a1"), element("square", 2, "a0")],
        json!({}),
    );
    board_timeline::append(&db, &session, &later, second(70))
        .await
        .unwrap();
    // A change stored through the board, with a picture, lands on the
    // timeline now, long after the recording's start, with the picture kept
    // as a file and put back when replayed.
    let picture = json!({"pic1": {"id": "pic1", "mimeType": "image/png", "dataURL": "data:image/png;base64,AAAA"}});
    let drawn_now = scene(vec![element("photo", 1, "a2")], picture);
    board_store::save(&db, &server.storage(), &session, &drawn_now)
        .await
        .unwrap();

    let board_at = |at_ms: &str| format!("/recording/{id}/board?at_ms={at_ms}");
    for (at_ms, expected) in [
        ("5000", vec![]),
        ("10000", vec![("square", 1)]),
        ("69999", vec![("square", 1)]),
        ("80000", vec![("square", 2), ("circle", 1)]),
    ] {
        let (status, board) = server.get(&board_at(at_ms), &demo.parent).await;
        assert_eq!(status, StatusCode::OK, "{board}");
        let expected: Vec<(String, i64)> = expected
            .into_iter()
            .map(|(id, version)| (id.to_string(), version))
            .collect();
        assert_eq!(drawn(&board), expected, "at {at_ms} ms");
    }
    let now_ms = (plytime_server::db::now_millis() - started_at + 60_000).to_string();
    let (status, board) = server.get(&board_at(&now_ms), &demo.parent).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(drawn(&board).len(), 3, "{board}");
    assert_eq!(
        board["files"]["pic1"]["dataURL"],
        "data:image/png;base64,AAAA"
    );
    let stored: String = sqlx::query_scalar(
        "SELECT change FROM whiteboard_changes WHERE session_id = $1 AND change LIKE '%pic1%'",
    )
    .bind(&session)
    .fetch_one(db.read())
    .await
    .unwrap();
    assert!(
        !stored.contains("base64"),
        "the picture is a file: {stored}"
    );

    // The lead sees it too; nobody else, and a moment must be a number.
    let lead = server.demo_token("admin", LEAD).await;
    let (status, _) = server.get(&board_at("10000"), &lead).await;
    assert_eq!(status, StatusCode::OK);
    for (who, token) in [
        ("the tutor", &demo.priya),
        ("the child", &demo.ada),
        ("an admin", &demo.admin),
    ] {
        let (status, body) = server.get(&board_at("10000"), token).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{who}");
        assert_eq!(errors(&body), [NO_SUCH_RECORDING], "{who}");
    }
    for bad in ["-1", "soon", ""] {
        let (status, _) = server.get(&board_at(bad), &demo.parent).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
    }
}

/// The session's JSON as `token` gets it from a list of past sessions
/// (`owner` names whose) and on its own.
async fn as_seen_by(
    server: &TestServer,
    owner: (&str, &str),
    session: &str,
    token: &str,
) -> [Value; 2] {
    let (status, past) = server
        .send_query(sessions::PAST, &[], &[owner], Some(token), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK, "{past}");
    let listed = past
        .as_array()
        .unwrap()
        .iter()
        .find(|listed| listed["_id"] == session)
        .cloned()
        .expect("the session is listed");
    let (status, alone) = server
        .send(sessions::GET_SESSION, &[session], Some(token), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK, "{alone}");
    [listed, alone]
}

#[tokio::test]
async fn a_session_names_its_recording_to_the_parent_and_the_lead_only() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let session = ended(&server, &demo).await;
    let id = put_recording(&server, &session, &media(1000)).await;
    let lead = server.demo_token("admin", LEAD).await;

    let ada = server.student_id("ada").await;
    let by_child = ("student_id", ada.as_str());
    let tutor_id: String = sqlx::query_scalar("SELECT tutor_id FROM sessions WHERE id = $1")
        .bind(&session)
        .fetch_one(server.db().await.read())
        .await
        .unwrap();
    let by_tutor = ("tutor_id", tutor_id.as_str());

    for token in [&demo.parent, &lead] {
        for seen in as_seen_by(&server, by_child, &session, token).await {
            assert_eq!(seen["recording_id"], id.as_str(), "{seen}");
        }
    }
    for (token, owner) in [
        (&demo.priya, by_tutor),
        (&demo.ada, by_child),
        (&demo.admin, by_child),
    ] {
        for seen in as_seen_by(&server, owner, &session, token).await {
            assert!(seen.get("recording_id").is_none(), "{seen}");
        }
    }

    // The lead's record of a concern about the session names it too.
    let concern = NewConcern {
        what_happened: "The tutor said something that upset her".into(),
        session_id: Some(session.clone()),
        student_id: None,
    };
    let raised = server
        .expect_ok(safeguarding::RAISE, &[], Some(&demo.parent), &concern)
        .await;
    let seen = server
        .expect_ok(
            safeguarding::GET_CONCERN,
            &[&raised._id],
            Some(&lead),
            &NoBody,
        )
        .await;
    assert_eq!(seen.recording_id.as_deref(), Some(id.as_str()));
    let queue = server
        .expect_ok(safeguarding::LIST_CONCERNS, &[], Some(&lead), &NoBody)
        .await;
    assert_eq!(queue[0].recording_id.as_deref(), Some(id.as_str()));
}

#[tokio::test]
async fn retention_deletes_old_recordings_but_keeps_one_under_an_open_concern() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    move_session(&server, &demo.first, -60 * MINUTE, 15).await;
    move_session(&server, &demo.second, -30 * MINUTE, 15).await;
    let old = put_recording(&server, &demo.first, &media(1000)).await;
    let under_concern = put_recording(&server, &demo.second, &media(1000)).await;
    let fresh_enough = play(&server, &old, Some(&demo.parent), None).await;
    assert_eq!(fresh_enough.status(), StatusCode::OK);
    let concern = NewConcern {
        what_happened: "Something in this session worried me".into(),
        session_id: Some(demo.second.clone()),
        student_id: None,
    };
    let raised = server
        .expect_ok(safeguarding::RAISE, &[], Some(&demo.parent), &concern)
        .await;

    // Both made three days ago; recordings are kept for two.
    let db = server.db().await;
    sqlx::query("UPDATE recordings SET created_at = created_at - $1")
        .bind(3 * 24 * 60 * MINUTE)
        .execute(db.write())
        .await
        .unwrap();
    let storage = server.storage();
    let deleted = recordings::retention::sweep(&db, &storage, 2)
        .await
        .unwrap();
    assert_eq!(deleted, 1);
    assert_eq!(recording_rows(&db, &old).await, 0);
    assert_eq!(
        storage.get(&store::object_key(&demo.first)).await.unwrap(),
        None
    );
    let (status, _) = refused(&server, &old, Some(&demo.parent)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Who watched it stays in the audit.
    let audited: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM recording_views WHERE recording_id = $1")
            .bind(&old)
            .fetch_one(db.read())
            .await
            .unwrap();
    assert_eq!(audited, 1);
    assert_eq!(recording_rows(&db, &under_concern).await, 1);
    let kept = play(&server, &under_concern, Some(&demo.parent), None).await;
    assert_eq!(kept.status(), StatusCode::OK);

    // Once the concern is closed, it goes too.
    let lead = server.demo_token("admin", LEAD).await;
    let close = ConcernUpdate {
        state: ConcernState::Closed,
        lead_notes: None,
        outcome: Some("Spoke to the family; no further action".into()),
    };
    server
        .expect_ok(
            safeguarding::UPDATE_CONCERN,
            &[&raised._id],
            Some(&lead),
            &close,
        )
        .await;
    let deleted = recordings::retention::sweep(&db, &storage, 2)
        .await
        .unwrap();
    assert_eq!(deleted, 1);
    assert_eq!(recording_rows(&db, &under_concern).await, 0);
}

#[tokio::test]
async fn closing_the_family_deletes_its_recordings_and_raw_folders_after_the_export_named_them() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let session = ended(&server, &demo).await;
    let id = put_recording(&server, &session, &media(70_000)).await;
    play(&server, &id, Some(&demo.parent), Some("bytes=0-9")).await;
    // A raw folder Janus left for the next session, not composed yet.
    let raw = recordings::raw_folder(&server.config, &demo.second);
    std::fs::create_dir_all(&raw).unwrap();
    std::fs::write(raw.join("videoroom-1-user-2-1-audio-0.mjr"), b"MJR00002").unwrap();
    // The session's whiteboard, and so its timeline.
    let db = server.db().await;
    let drawing = scene(vec![element("square", 1, "a0")], json!({}));
    board_store::save(&db, &server.storage(), &session, &drawing)
        .await
        .unwrap();

    let (status, export) = server
        .send(privacy::EXPORT_OWN, &[], Some(&demo.parent), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK);
    let listed = export["data"]["recordings"].as_array().unwrap();
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0]["id"], id.as_str());
    assert_eq!(listed[0]["session_id"], session.as_str());
    let watched = export["data"]["recording_views"].as_array().unwrap();
    assert_eq!(watched.len(), 1);
    assert_eq!(watched[0]["viewer_role"], "PARENT");
    assert!(
        !export.to_string().contains("object_key"),
        "where the media is stays out of the export"
    );

    let close = CloseFamilyRequest {
        password: DEMO_PASSWORD.into(),
    };
    server
        .expect_ok(privacy::CLOSE_OWN, &[], Some(&demo.parent), &close)
        .await;
    assert_eq!(recording_rows(&db, &id).await, 0);
    let timeline: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM whiteboard_changes WHERE session_id = $1")
            .bind(&session)
            .fetch_one(db.read())
            .await
            .unwrap();
    assert_eq!(timeline, 0, "the board's timeline goes with the board");
    assert_eq!(
        server
            .storage()
            .get(&store::object_key(&session))
            .await
            .unwrap(),
        None
    );
    assert!(!raw.exists(), "the raw folder is gone");
    let lead = server.demo_token("admin", LEAD).await;
    let (status, _) = refused(&server, &id, Some(&lead)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
