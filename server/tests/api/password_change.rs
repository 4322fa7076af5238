use plytime_server::auth::password;
use plytime_server::db::accounts::{self, NewAccount};
use plytime_shared::Role;
use reqwest::StatusCode;
use serde_json::json;

use crate::common::{TestServer, errors};

#[tokio::test]
async fn a_one_time_password_must_be_replaced_before_anything_else() {
    let server = TestServer::start().await;
    let db = server.db().await;
    let hash = password::hash("one-time-1234".into()).await.unwrap();
    accounts::insert(
        db.write(),
        NewAccount {
            role: Role::Tutor,
            login: "new.tutor@example.com",
            email: Some("new.tutor@example.com"),
            password_hash: &hash,
            must_change_password: true,
            display_name: Some("New Tutor"),
        },
    )
    .await
    .unwrap();

    let session = server
        .sign_in("tutor", "new.tutor@example.com", "one-time-1234")
        .await;
    assert_eq!(session["must_change_password"], true);
    let token = session["id_token"].as_str().unwrap();

    // Who is signed in may be shown; nothing else may be done.
    let (status, me) = server.get("/profile/me", token).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["must_change_password"], true);
    let log = json!({"message": "m", "timestamp": "2026-01-01T00:00:00Z", "level": "INFO"});
    let (status, body) = server.post("/util/log", Some(token), log.clone()).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(errors(&body)[0].starts_with("Please set a new password"));

    let change =
        |current: &str, new: &str| json!({"current_password": current, "new_password": new});
    let (status, body) = server
        .post(
            "/auth/password",
            Some(token),
            change("wrong-one", "a new password"),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["current_password: Incorrect password"]);
    let (status, body) = server
        .post(
            "/auth/password",
            Some(token),
            change("one-time-1234", "short"),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        ["new_password: Must be at least 8 characters"]
    );

    let (status, fresh) = server
        .post(
            "/auth/password",
            Some(token),
            change("one-time-1234", "a new password"),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{fresh}");
    assert_eq!(fresh["must_change_password"], false);
    let fresh_token = fresh["id_token"].as_str().unwrap();
    assert_eq!(
        server.post("/util/log", Some(fresh_token), log).await.0,
        StatusCode::OK
    );

    // The one-time password and the sign-in made with it are finished.
    let (status, _) = server
        .post(
            "/auth/refresh",
            None,
            json!({"refresh_token": session["refresh_token"]}),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = server
        .post(
            "/auth/signin",
            None,
            json!({"role": "tutor", "login": "new.tutor@example.com", "password": "one-time-1234"}),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    server
        .sign_in("tutor", "new.tutor@example.com", "a new password")
        .await;
    let (status, _) = server
        .post(
            "/auth/refresh",
            None,
            json!({"refresh_token": fresh["refresh_token"]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
}
