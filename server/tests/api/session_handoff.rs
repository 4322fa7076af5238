//! Handing a session to a web browser: a one-time code from the session's
//! people, redeemed once for a sign-in that opens that session and nothing
//! else.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestServer, errors};
use crate::session_room::{MINUTE, demo, move_session, room};

async fn handoff(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
    server
        .post(&format!("/session/{id}/handoff"), Some(token), json!({}))
        .await
}

async fn redeem(server: &TestServer, code: &Value) -> (StatusCode, Value) {
    server
        .post("/auth/handoff", None, json!({"code": code}))
        .await
}

#[tokio::test]
async fn a_handoff_code_signs_a_browser_in_once_for_that_session_only() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;

    let (status, created) = handoff(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::OK, "{created}");
    let (status, signed_in) = redeem(&server, &created["code"]).await;
    assert_eq!(status, StatusCode::OK, "{signed_in}");
    assert_eq!(signed_in["role"], "TUTOR");
    assert_eq!(
        signed_in["refresh_token"], "",
        "nothing to stay signed in with"
    );
    let browser = signed_in["id_token"].as_str().unwrap();

    let (status, me) = server.get("/profile/me", browser).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["session_only"], id.as_str());
    let (status, _) = server.get(&format!("/session/{id}"), browser).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = room(&server, id, browser).await;
    assert_eq!(status, StatusCode::OK);
    let connect = json!({"type": "connect", "time": "2026-01-01T10:00:00Z"});
    let (status, _) = server
        .put(&format!("/session/{id}/register"), browser, connect)
        .await;
    assert_eq!(status, StatusCode::OK);

    for path in [
        "/tutor".to_string(),
        format!("/session/{}", demo.second),
        "/session/list/upcoming".to_string(),
        "/subscription/list".to_string(),
    ] {
        let (status, body) = server.get(&path, browser).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path}");
        assert_eq!(errors(&body), ["This sign-in opens one session only"]);
    }
    let (status, _) = handoff(&server, id, browser).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "no chain of handoffs");

    let (status, body) = redeem(&server, &created["code"]).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "a code works once");
    assert_eq!(
        errors(&body),
        ["This link has expired or was used already. Open the session from the Plytime app again."]
    );
    let (status, _) = redeem(&server, &json!("0".repeat(64))).await;
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
    let (status, _) = server
        .call(
            Method::POST,
            &format!("/session/{id}/handoff"),
            None,
            Some(json!({})),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let (_, early) = handoff(&server, id, &demo.ada).await;
    move_session(&server, id, -16 * MINUTE, 15).await;
    let (status, body) = handoff(&server, id, &demo.ada).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), ["This session has ended"]);
    // A code handed out earlier still signs in, to show how it ended.
    let (status, signed_in) = redeem(&server, &early["code"]).await;
    assert_eq!(status, StatusCode::OK);
    let (_, session) = server
        .get(
            &format!("/session/{id}"),
            signed_in["id_token"].as_str().unwrap(),
        )
        .await;
    assert_eq!(session["status"], "Missed(both)");
}
