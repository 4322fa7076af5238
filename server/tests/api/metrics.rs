//! `/metrics`: requests counted by route template and status, for the
//! holder of the metrics token only; and `/api/ready`.

use reqwest::StatusCode;

use crate::common::TestServer;

const TOKEN: &str = "a metrics token";

async fn scrape(server: &TestServer, token: Option<&str>) -> (StatusCode, String) {
    let mut request = server.client.get(server.url("/metrics"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    (response.status(), response.text().await.unwrap())
}

#[tokio::test]
async fn metrics_count_requests_by_route_for_the_token_holder_only() {
    let server = TestServer::start_with(|config| {
        config.demo = true;
        config.metrics_token = Some(TOKEN.into());
    })
    .await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    for id in ["one-session", "another-session"] {
        let (status, _) = server.get(&format!("/session/{id}"), &parent).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }

    assert_eq!(scrape(&server, None).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(
        scrape(&server, Some("a guess")).await.0,
        StatusCode::UNAUTHORIZED
    );
    let (status, text) = scrape(&server, Some(TOKEN)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        text.contains(
            r#"plytime_http_requests_total{method="GET",route="/api/session/{session_id}",status="404"} 2"#
        ),
        "two ids, one series:\n{text}"
    );
    assert!(
        text.contains(r#"route="/api/auth/signin",status="200"} 1"#),
        "{text}"
    );
    assert!(text.contains("# TYPE plytime_http_request_duration_seconds histogram"));
    assert!(text.contains(r#"plytime_db_connections{pool="write""#));
    assert!(!text.contains("one-session"), "no path is a label");
}

#[tokio::test]
async fn without_a_token_there_are_no_metrics() {
    let server = TestServer::start().await;
    assert_eq!(scrape(&server, Some("")).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn ready_says_whether_the_database_and_the_files_answer() {
    let server = TestServer::start().await;
    let response = server
        .client
        .get(server.url("/api/ready"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(
        body,
        serde_json::json!({"ready": true, "database": "ok", "files": "ok"})
    );
}
