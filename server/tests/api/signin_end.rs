//! An id token stops working the moment its sign-in ends: sign-out, a
//! password change, a reused refresh token; on every replica, and after a
//! restart (docs/accounts.md).

use std::time::{Duration, Instant};

use plytime_shared::api::auth::{ChangePasswordRequest, RefreshRequest, TokenResponse};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, profile};
use reqwest::StatusCode;
use serde_json::Value;

use crate::auth::sign_in;
use crate::common::{DEMO_PASSWORD, TestServer, errors};

const PARENT: &str = "parent@plytime.test";

async fn profile_of(server: &TestServer, session: &TokenResponse) -> (StatusCode, Value) {
    server
        .send(profile::ME, &[], Some(&session.id_token), &NoBody)
        .await
}

async fn profile_status(server: &TestServer, session: &TokenResponse) -> StatusCode {
    profile_of(server, session).await.0
}

fn refresh_request(session: &TokenResponse) -> RefreshRequest {
    RefreshRequest {
        refresh_token: session.refresh_token.clone(),
    }
}

async fn sign_out(server: &TestServer, session: &TokenResponse) {
    server
        .expect_ok(auth::SIGN_OUT, &[], None, &refresh_request(session))
        .await;
}

#[tokio::test]
async fn signing_out_ends_that_sign_ins_id_token_and_no_other() {
    let server = TestServer::start().await;
    let phone = sign_in(&server, "parent", PARENT).await;
    let laptop = sign_in(&server, "parent", PARENT).await;
    assert_eq!(profile_status(&server, &phone).await, StatusCode::OK);

    sign_out(&server, &phone).await;
    let (status, body) = profile_of(&server, &phone).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        errors(&body),
        ["Your session has expired. Please sign in again."]
    );
    assert_eq!(profile_status(&server, &laptop).await, StatusCode::OK);
}

#[tokio::test]
async fn a_password_change_ends_every_other_sign_in_including_acting_as_the_child() {
    let server = TestServer::start().await;
    let ada_id = server.student_id("ada").await;
    let elsewhere = sign_in(&server, "parent", PARENT).await;
    let here = sign_in(&server, "parent", PARENT).await;
    let as_ada = server
        .expect_ok(auth::ACT_AS, &[&ada_id], Some(&here.id_token), &NoBody)
        .await;

    let change = ChangePasswordRequest {
        current_password: DEMO_PASSWORD.into(),
        new_password: "a new password 1".into(),
    };
    let renewed = server
        .expect_ok(auth::CHANGE_PASSWORD, &[], Some(&here.id_token), &change)
        .await;
    for (name, ended) in [
        ("elsewhere", &elsewhere),
        ("here", &here),
        ("as Ada", &as_ada),
    ] {
        assert_eq!(
            profile_status(&server, ended).await,
            StatusCode::UNAUTHORIZED,
            "{name}"
        );
    }
    assert_eq!(profile_status(&server, &renewed).await, StatusCode::OK);
}

#[tokio::test]
async fn reusing_a_refresh_token_ends_the_id_tokens_of_its_sign_in() {
    let server = TestServer::start().await;
    let first = sign_in(&server, "student", "ada").await;
    let second = server
        .expect_ok(auth::REFRESH, &[], None, &refresh_request(&first))
        .await;
    assert_eq!(profile_status(&server, &second).await, StatusCode::OK);

    // The first refresh token again: someone else holds a copy of it.
    let (status, _) = server
        .send(auth::REFRESH, &[], None, &refresh_request(&first))
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        profile_status(&server, &second).await,
        StatusCode::UNAUTHORIZED
    );
}

/// Another server on the same database: a second replica on PostgreSQL,
/// the same server restarted on SQLite.
async fn another_server_on(server: &TestServer) -> TestServer {
    let data_dir = server.config.data_dir.clone();
    let url = server.config.database_url();
    TestServer::start_with(move |config| {
        config.data_dir = data_dir;
        config.database_url = Some(url);
    })
    .await
}

#[tokio::test]
async fn a_server_started_after_a_sign_out_refuses_its_id_token() {
    let server = TestServer::start().await;
    let session = sign_in(&server, "parent", PARENT).await;
    sign_out(&server, &session).await;
    let restarted = another_server_on(&server).await;
    assert_eq!(
        profile_status(&restarted, &session).await,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_sign_out_on_one_replica_ends_the_id_token_on_the_others() {
    let server = TestServer::start().await;
    if !server.config.database_url().starts_with("postgres") {
        // Replicas need PostgreSQL; this runs in the PostgreSQL leg.
        return;
    }
    let replica = another_server_on(&server).await;
    let session = sign_in(&server, "parent", PARENT).await;
    assert_eq!(profile_status(&replica, &session).await, StatusCode::OK);

    sign_out(&server, &session).await;
    let deadline = Instant::now() + Duration::from_secs(10);
    while profile_status(&replica, &session).await == StatusCode::OK {
        assert!(
            Instant::now() < deadline,
            "the replica still takes the token"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
