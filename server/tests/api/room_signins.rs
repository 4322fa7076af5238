//! Room passes and hand-off sign-ins end with the sign-in behind them (a
//! password change, a sign-out, a closed family), a closed family's live
//! room closes at once and is written to no more, and register writes are
//! limited.

use std::time::Duration;

use futures_util::StreamExt;
use plytime_shared::api::auth::{ChangePasswordRequest, RefreshRequest};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, privacy, profile, sessions};
use plytime_shared::api::rooms::HandoffRequest;
use plytime_shared::api::sessions::RegisterEvent;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{DEMO_PASSWORD, TestServer, errors};
use crate::session_channel::{join, next_skipping_present, refused, room_token, send};
use crate::session_room::{MINUTE, demo, move_session};

/// Priya's own sign-in (with its refresh token) and a browser she signed
/// in for session `id` from it through a hand-off.
async fn priya_and_her_browser(server: &TestServer, id: &str) -> (Value, String) {
    let priya = server
        .sign_in("tutor", "tutor@plytime.test", DEMO_PASSWORD)
        .await;
    let token = priya["id_token"].as_str().unwrap();
    let created = server
        .expect_ok(sessions::CREATE, &[id], Some(token), &NoBody)
        .await;
    let browser = server
        .expect_ok(
            auth::REDEEM_HANDOFF,
            &[],
            None,
            &HandoffRequest { code: created.code },
        )
        .await;
    (priya, browser.id_token)
}

async fn status_of(server: &TestServer, id: &str, token: &str) -> StatusCode {
    server
        .send(sessions::GET_SESSION, &[id], Some(token), &NoBody)
        .await
        .0
}

#[tokio::test]
async fn a_hand_off_sign_in_ends_with_a_password_change() {
    let server = TestServer::with_starter_bank().await;
    let id = demo(&server).await.first;
    move_session(&server, &id, MINUTE, 15).await;
    let (priya, browser) = priya_and_her_browser(&server, &id).await;
    assert_eq!(status_of(&server, &id, &browser).await, StatusCode::OK);
    let browser_pass = room_token(&server, &id, &browser).await;

    let change = ChangePasswordRequest {
        current_password: DEMO_PASSWORD.into(),
        new_password: "a new password".into(),
    };
    let priya_token = priya["id_token"].as_str().unwrap();
    server
        .expect_ok(auth::CHANGE_PASSWORD, &[], Some(priya_token), &change)
        .await;

    let (status, body) = server
        .send(sessions::GET_SESSION, &[&id], Some(&browser), &NoBody)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(
        errors(&body),
        ["Your session has expired. Please sign in again."]
    );
    assert_eq!(
        refused(&server, &id, &browser_pass).await,
        401,
        "its room pass ends with it"
    );
}

#[tokio::test]
async fn a_hand_off_sign_in_ends_with_its_own_sign_out_and_with_the_one_that_made_it() {
    let server = TestServer::with_starter_bank().await;
    let id = demo(&server).await.first;
    move_session(&server, &id, MINUTE, 15).await;

    // The browser signs out: it has no refresh token, its id token says
    // which sign-in ends.
    let (_, browser) = priya_and_her_browser(&server, &id).await;
    let no_refresh_token = RefreshRequest {
        refresh_token: String::new(),
    };
    server
        .expect_ok(auth::SIGN_OUT, &[], Some(&browser), &no_refresh_token)
        .await;
    assert_eq!(
        status_of(&server, &id, &browser).await,
        StatusCode::UNAUTHORIZED
    );

    // The app that handed the session over signs out: the browser's
    // sign-in ends with it.
    let (priya, browser) = priya_and_her_browser(&server, &id).await;
    assert_eq!(status_of(&server, &id, &browser).await, StatusCode::OK);
    let sign_out = RefreshRequest {
        refresh_token: priya["refresh_token"].as_str().unwrap().into(),
    };
    server.expect_ok(auth::SIGN_OUT, &[], None, &sign_out).await;
    assert_eq!(
        status_of(&server, &id, &browser).await,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_room_pass_asked_for_before_a_password_change_opens_no_channel() {
    let server = TestServer::with_starter_bank().await;
    let id = demo(&server).await.first;
    move_session(&server, &id, MINUTE, 15).await;
    let ada = server.sign_in("student", "ada", DEMO_PASSWORD).await;
    let ada_token = ada["id_token"].as_str().unwrap();
    let old_pass = room_token(&server, &id, ada_token).await;
    let change = ChangePasswordRequest {
        current_password: DEMO_PASSWORD.into(),
        new_password: "a new password".into(),
    };
    let renewed = server
        .expect_ok(auth::CHANGE_PASSWORD, &[], Some(ada_token), &change)
        .await;
    assert_eq!(refused(&server, &id, &old_pass).await, 401);
    let new_pass = room_token(&server, &id, &renewed.id_token).await;
    join(&server, &id, &new_pass).await;
}

#[tokio::test]
async fn closing_a_family_ends_its_live_room_for_both_sides_and_nothing_more_is_written() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let handoff = server
        .expect_ok(sessions::CREATE, &[id], Some(&demo.ada), &NoBody)
        .await;
    let ada_browser = server
        .expect_ok(
            auth::REDEEM_HANDOFF,
            &[],
            None,
            &HandoffRequest { code: handoff.code },
        )
        .await
        .id_token;
    let priya_pass = room_token(&server, id, &demo.priya).await;
    let (mut priya, _) = join(&server, id, &priya_pass).await;
    let ada_pass = room_token(&server, id, &demo.ada).await;
    let (mut ada, _) = join(&server, id, &ada_pass).await;
    next_skipping_present(&mut priya).await;
    // Drawn just before the closing, waiting for the next save.
    send(
        &mut priya,
        json!({"type": "scene", "scene": {"elements": [{"id": "late", "version": 1}]}}),
    )
    .await;

    let parent_id = sqlx::query_scalar::<_, String>("SELECT parent_id FROM sessions WHERE id = $1")
        .bind(id)
        .fetch_one(server.db().await.read())
        .await
        .unwrap();
    server
        .expect_ok(
            privacy::CLOSE_FAMILY,
            &[&parent_id],
            Some(&demo.admin),
            &NoBody,
        )
        .await;

    for (who, socket) in [("Ada", &mut ada), ("Priya", &mut priya)] {
        let ended = tokio::time::timeout(Duration::from_secs(5), async {
            while let Some(Ok(message)) = socket.next().await {
                if message.is_close() {
                    break;
                }
            }
        })
        .await;
        assert!(ended.is_ok(), "{who}'s connection is closed at once");
    }
    // Nothing drawn before the closing is saved after it, and the tutor,
    // whose sign-in goes on, cannot come back in.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let boards: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM session_whiteboards WHERE session_id = $1")
            .bind(id)
            .fetch_one(server.db().await.write())
            .await
            .unwrap();
    assert_eq!(boards, 0);
    for pass in [&priya_pass, &ada_pass] {
        assert_eq!(refused(&server, id, pass).await, 404, "the session is gone");
    }
    let (status, _) = server
        .send(profile::ME, &[], Some(&ada_browser), &NoBody)
        .await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "the child's hand-off sign-in ended"
    );
}

#[tokio::test]
async fn register_writes_are_limited_per_participant() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let event = RegisterEvent {
        kind: "add_local_audio".into(),
        time: "2026-01-01T10:00:00Z".into(),
    };
    let mut accepted = 0;
    let mut limited = Vec::new();
    for _ in 0..100 {
        let (status, body) = server
            .send(sessions::REGISTER, &[id], Some(&demo.ada), &event)
            .await;
        match status {
            StatusCode::OK => accepted += 1,
            StatusCode::TOO_MANY_REQUESTS => limited = errors(&body),
            other => panic!("unexpected {other}: {body}"),
        }
    }
    assert!((30..=31).contains(&accepted), "accepted {accepted}");
    assert_eq!(
        limited,
        ["Too many register events: wait a few seconds and try again"]
    );
    let (status, _) = server
        .send(sessions::REGISTER, &[id], Some(&demo.priya), &event)
        .await;
    assert_eq!(
        status,
        StatusCode::OK,
        "the other participant has their own"
    );
    let written: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM session_events WHERE session_id = $1 AND type = 'add_local_audio'",
    )
    .bind(id)
    .fetch_one(server.db().await.read())
    .await
    .unwrap();
    assert_eq!(written, accepted + 1);
}
