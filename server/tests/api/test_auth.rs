//! The test sign-in of CI (`--test-auth`): headers that sign in a fixed
//! test user, on a loopback server only.

use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::profile;
use reqwest::StatusCode;

use crate::common::TestServer;

async fn me_with_test_headers(server: &TestServer, role: &str) -> (StatusCode, serde_json::Value) {
    me_as(server, "ci-user", role).await
}

/// The profile with the test headers, which `send` does not set, so only
/// the path comes from the operation.
async fn me_as(server: &TestServer, uid: &str, role: &str) -> (StatusCode, serde_json::Value) {
    let response = server
        .client
        .get(server.url(&profile::ME.path(&[])))
        .header("x-test-user-id", uid)
        .header("x-test-user-role", role)
        .header("x-test-user-email", "ci@plytime.test")
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.json().await.unwrap())
}

#[tokio::test]
async fn test_headers_are_ignored_without_the_switch() {
    let server = TestServer::start().await;
    assert_eq!(
        me_with_test_headers(&server, "TEST").await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn with_the_switch_the_fixed_test_user_is_signed_in_as_test_only() {
    let server = TestServer::start_with(|config| config.test_auth = true).await;
    let (status, me) = me_with_test_headers(&server, "TEST").await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(me["role"], "TEST");
    assert_eq!(me["uid"], "ci-user");
    // The switch cannot be used to pose as a real role.
    assert_eq!(
        me_with_test_headers(&server, "ADMIN").await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn the_test_user_cannot_take_a_real_accounts_id() {
    let server = TestServer::start_with(|config| {
        config.test_auth = true;
        config.demo = true;
    })
    .await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let me = server
        .expect_ok(profile::ME, &[], Some(&parent), &NoBody)
        .await;
    let (status, body) = me_as(&server, &me.uid, "TEST").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
}

#[tokio::test]
async fn the_switch_is_refused_off_loopback() {
    let mut config = plytime_server::config::Config::for_data_dir(
        std::env::temp_dir().join(format!("plytime-offloop-{}", std::process::id())),
    );
    config.test_auth = true;
    let listener = tokio::net::TcpListener::bind("0.0.0.0:0").await.unwrap();
    let error = plytime_server::launch(config, listener, async {})
        .await
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains("only allowed on a loopback address"),
        "{error}"
    );
}
