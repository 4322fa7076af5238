use plytime_server::auth::password;
use plytime_server::db::accounts::{self, NewAccount};
use plytime_shared::Role;
use plytime_shared::api::auth::{ChangePasswordRequest, RefreshRequest, SignInRequest};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, profile, util};
use plytime_shared::api::util::{LogLevel, RemoteLogEntry};
use reqwest::StatusCode;

use crate::common::{TestServer, errors};

fn refresh(token: &str) -> RefreshRequest {
    RefreshRequest {
        refresh_token: token.into(),
    }
}

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

    let one_time = SignInRequest {
        role: "tutor".into(),
        login: "new.tutor@example.com".into(),
        password: "one-time-1234".into(),
    };
    let session = server.expect_ok(auth::SIGN_IN, &[], None, &one_time).await;
    assert!(session.must_change_password);
    let token = Some(session.id_token.as_str());

    // Who is signed in may be shown; nothing else may be done.
    let me = server.expect_ok(profile::ME, &[], token, &NoBody).await;
    assert!(me.must_change_password);
    let log = RemoteLogEntry {
        message: "m".into(),
        timestamp: "2026-01-01T00:00:00Z".into(),
        level: LogLevel::Info,
    };
    let (status, body) = server.send(util::REMOTE_LOG, &[], token, &log).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(errors(&body)[0].starts_with("Please set a new password"));

    let change = |current: &str, new: &str| ChangePasswordRequest {
        current_password: current.into(),
        new_password: new.into(),
    };
    let (status, body) = server
        .send(
            auth::CHANGE_PASSWORD,
            &[],
            token,
            &change("wrong-one", "a new password"),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["current_password: Incorrect password"]);
    let (status, body) = server
        .send(
            auth::CHANGE_PASSWORD,
            &[],
            token,
            &change("one-time-1234", "short"),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        ["new_password: Must be at least 8 characters"]
    );

    let fresh = server
        .expect_ok(
            auth::CHANGE_PASSWORD,
            &[],
            token,
            &change("one-time-1234", "a new password"),
        )
        .await;
    assert!(!fresh.must_change_password);
    server
        .expect_ok(util::REMOTE_LOG, &[], Some(&fresh.id_token), &log)
        .await;

    // The one-time password and the sign-in made with it are finished.
    let (status, _) = server
        .send(auth::REFRESH, &[], None, &refresh(&session.refresh_token))
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = server.send(auth::SIGN_IN, &[], None, &one_time).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let new_password = SignInRequest {
        password: "a new password".into(),
        ..one_time
    };
    server
        .expect_ok(auth::SIGN_IN, &[], None, &new_password)
        .await;
    server
        .expect_ok(auth::REFRESH, &[], None, &refresh(&fresh.refresh_token))
        .await;
}
