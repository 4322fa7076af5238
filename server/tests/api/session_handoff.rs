//! Handing a session to a web browser: a one-time code from the session's
//! people, redeemed once for a sign-in that opens that session and nothing
//! else.

use plytime_shared::Role;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, profile, sessions, subscriptions, tutors};
use plytime_shared::api::rooms::HandoffRequest;
use plytime_shared::api::sessions::RegisterEvent;
use plytime_shared::schedule::status::SessionStatus;
use reqwest::StatusCode;
use serde_json::Value;

use crate::common::{TestServer, errors};
use crate::session_room::{MINUTE, demo, move_session, room};
use crate::sessions::session;

async fn handoff(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
    server
        .send(sessions::CREATE, &[id], Some(token), &NoBody)
        .await
}

fn code(code: &str) -> HandoffRequest {
    HandoffRequest { code: code.into() }
}

async fn redeem(server: &TestServer, handoff_code: &str) -> (StatusCode, Value) {
    server
        .send(auth::REDEEM_HANDOFF, &[], None, &code(handoff_code))
        .await
}

#[tokio::test]
async fn a_handoff_code_signs_a_browser_in_once_for_that_session_only() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;

    let created = server
        .expect_ok(sessions::CREATE, &[id], Some(&demo.priya), &NoBody)
        .await;
    let signed_in = server
        .expect_ok(auth::REDEEM_HANDOFF, &[], None, &code(&created.code))
        .await;
    assert_eq!(signed_in.role, Role::Tutor);
    assert_eq!(
        signed_in.refresh_token, "",
        "nothing to stay signed in with"
    );
    let browser = signed_in.id_token.as_str();

    let me = server
        .expect_ok(profile::ME, &[], Some(browser), &NoBody)
        .await;
    assert_eq!(me.session_only.as_deref(), Some(id.as_str()));
    session(&server, id, browser).await;
    let (status, _) = room(&server, id, browser).await;
    assert_eq!(status, StatusCode::OK);
    let connect = RegisterEvent {
        kind: "connect".into(),
        time: "2026-01-01T10:00:00Z".into(),
    };
    server
        .expect_ok(sessions::REGISTER, &[id], Some(browser), &connect)
        .await;

    let browser = Some(browser);
    let elsewhere = [
        (
            "the tutor's profile",
            server.send(tutors::GET_TUTOR, &[], browser, &NoBody).await,
        ),
        (
            "another session",
            server
                .send(sessions::GET_SESSION, &[&demo.second], browser, &NoBody)
                .await,
        ),
        (
            "the upcoming sessions",
            server.send(sessions::UPCOMING, &[], browser, &NoBody).await,
        ),
        (
            "the subscriptions",
            server
                .send(subscriptions::LIST_SUBSCRIPTIONS, &[], browser, &NoBody)
                .await,
        ),
    ];
    for (what, (status, body)) in elsewhere {
        assert_eq!(status, StatusCode::FORBIDDEN, "{what}");
        assert_eq!(errors(&body), ["This sign-in opens one session only"]);
    }
    let (status, _) = handoff(&server, id, &signed_in.id_token).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "no chain of handoffs");

    let (status, body) = redeem(&server, &created.code).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "a code works once");
    assert_eq!(
        errors(&body),
        ["This link has expired or was used already. Open the session from the Plytime app again."]
    );
    let (status, _) = redeem(&server, &"0".repeat(64)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn only_the_sessions_people_get_a_code_and_not_once_it_is_over() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, 30 * MINUTE, 15).await;
    for token in [&demo.ada, &demo.priya, &demo.admin] {
        let (status, body) = handoff(&server, id, token).await;
        assert_eq!(status, StatusCode::OK, "before the window too: {body}");
    }
    let (status, _) = handoff(&server, id, &demo.parent).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    for stranger in [&demo.ben, &demo.owen] {
        let (status, _) = handoff(&server, id, stranger).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    let (status, _) = server.send(sessions::CREATE, &[id], None, &NoBody).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let early = server
        .expect_ok(sessions::CREATE, &[id], Some(&demo.ada), &NoBody)
        .await;
    move_session(&server, id, -16 * MINUTE, 15).await;
    let (status, body) = handoff(&server, id, &demo.ada).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), ["This session has ended"]);
    // A code handed out earlier still signs in, to show how it ended.
    let signed_in = server
        .expect_ok(auth::REDEEM_HANDOFF, &[], None, &code(&early.code))
        .await;
    let ended = session(&server, id, &signed_in.id_token).await;
    assert_eq!(ended.status, SessionStatus::MissedBoth);
}
