//! `/metrics`: requests counted by route template and status, answers and
//! the writer's batches, the jobs' runs and leases, for the holder of the
//! metrics token only, every scrape held to the text format; and
//! `/api/ready`.

mod exposition;

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::json;

use self::exposition::Exposition;
use crate::common::TestServer;
use crate::game::{ada, answer, answer_body, ask};

const TOKEN: &str = "a metrics token";
const SESSION_ROUTE: [(&str, &str); 2] =
    [("method", "GET"), ("route", "/api/session/{session_id}")];

async fn scrape(server: &TestServer, token: Option<&str>) -> (StatusCode, String) {
    let mut request = server.client.get(server.url("/metrics"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    (response.status(), response.text().await.unwrap())
}

/// A scrape by the token's holder, held to the format.
pub async fn scraped(server: &TestServer) -> Exposition {
    let (status, text) = scrape(server, Some(TOKEN)).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    Exposition::parse(&text).unwrap_or_else(|error| panic!("{error}\n{text}"))
}

pub async fn server_with_token() -> TestServer {
    let content = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    TestServer::start_with(|config| {
        config.demo = true;
        config.content_dir = content;
        config.metrics_token = Some(TOKEN.into());
    })
    .await
}

async fn get_sessions(server: &TestServer, token: &str, ids: &[&str]) {
    for id in ids {
        let (status, _) = server.get(&format!("/session/{id}"), token).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn metrics_count_requests_by_route_for_the_token_holder_only() {
    let server = server_with_token().await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    get_sessions(&server, &parent, &["one-session", "another-session"]).await;

    assert_eq!(scrape(&server, None).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(
        scrape(&server, Some("a guess")).await.0,
        StatusCode::UNAUTHORIZED
    );
    let before = scraped(&server).await;
    let status = [SESSION_ROUTE[0], SESSION_ROUTE[1], ("status", "404")];
    assert_eq!(
        before.value("plytime_http_requests_total", &status),
        Some(2.0),
        "two ids, one series:\n{before}"
    );
    let signin = [("route", "/api/auth/signin"), ("status", "200")];
    assert_eq!(
        before.value("plytime_http_requests_total", &signin),
        Some(1.0)
    );
    let write_pool = [("pool", "write"), ("state", "busy")];
    assert!(
        before
            .value("plytime_db_connections", &write_pool)
            .is_some()
    );
    assert!(!before.text.contains("one-session"), "no path is a label");

    // The route's histogram moves with its traffic, and only by it.
    get_sessions(&server, &parent, &["a", "b", "c"]).await;
    let after = scraped(&server).await;
    let count = "plytime_http_request_duration_seconds_count";
    let moved = |name: &str| {
        after.value(name, &SESSION_ROUTE).unwrap() - before.value(name, &SESSION_ROUTE).unwrap()
    };
    assert_eq!(moved(count), 3.0, "{after}");
    let inf = [SESSION_ROUTE[0], SESSION_ROUTE[1], ("le", "+Inf")];
    let bucket = "plytime_http_request_duration_seconds_bucket";
    assert_eq!(
        after.value(bucket, &inf).unwrap() - before.value(bucket, &inf).unwrap(),
        3.0
    );
    assert!(moved("plytime_http_request_duration_seconds_sum") > 0.0);
}

#[tokio::test]
async fn metrics_count_answers_played_the_writers_batches_and_the_jobs() {
    let server = server_with_token().await;
    let player = ada(&server).await;
    let before = scraped(&server).await;
    let game = "game-metrics";
    let mut last = String::new();
    for _ in 0..4 {
        let question = ask(&server, &player, game).await;
        last = question["_id"].as_str().unwrap().to_string();
        let pass = answer_body(&player, game, "MEDIUM", json!({}), 5.0);
        let (status, body) = answer(&server, &player, &last, pass).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    // Answered twice: refused, and not counted.
    let again = answer_body(&player, game, "MEDIUM", json!({}), 5.0);
    assert_eq!(
        answer(&server, &player, &last, again).await.0,
        StatusCode::CONFLICT
    );

    let after = scraped(&server).await;
    let moved = |name: &str| after.value(name, &[]).unwrap() - before.value(name, &[]).unwrap();
    assert_eq!(moved("plytime_game_answers_total"), 4.0, "{after}");
    // Four asks, four answers and the refused one, in one or more batches.
    let batches = moved("plytime_writer_batch_size_count");
    assert!((1.0..=9.0).contains(&batches), "{after}");
    assert_eq!(moved("plytime_writer_batch_size_sum"), 9.0, "{after}");
    assert_eq!(
        after.value("plytime_recordings_in_progress", &[]),
        Some(0.0)
    );

    // The scheduling job runs at start and holds its lease.
    let job = [("job", "scheduling job")];
    let deadline = Instant::now() + Duration::from_secs(30);
    let jobs = loop {
        let jobs = scraped(&server).await;
        if jobs.value("plytime_job_lease_held", &job).is_some() || Instant::now() > deadline {
            break jobs;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(
        jobs.value("plytime_job_lease_held", &job),
        Some(1.0),
        "{jobs}"
    );
    let last_run = jobs
        .value("plytime_job_last_run_timestamp_seconds", &job)
        .unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64();
    assert!((now - last_run).abs() < 60.0, "{last_run} is about {now}");
}

#[tokio::test]
async fn without_a_token_there_are_no_metrics() {
    let server = TestServer::start().await;
    assert_eq!(scrape(&server, Some("")).await.0, StatusCode::NOT_FOUND);
}

async fn ready(server: &TestServer) -> (StatusCode, serde_json::Value) {
    let response = server
        .client
        .get(server.url("/api/ready"))
        .send()
        .await
        .unwrap();
    (response.status(), response.json().await.unwrap())
}

#[tokio::test]
async fn ready_says_whether_the_database_and_the_files_answer() {
    let server = TestServer::start().await;
    assert_eq!(
        ready(&server).await,
        (
            StatusCode::OK,
            json!({"ready": true, "database": "ok", "files": "ok", "media": "not used"})
        )
    );
}

#[tokio::test]
async fn a_media_server_that_does_not_answer_is_not_ready() {
    // A port nobody listens on any more.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .unwrap()
        .port();
    let server = TestServer::start_with(|config| {
        config.janus_url = Some(format!("http://127.0.0.1:{port}/janus"));
        config.janus_secret = Some("a janus secret".into());
    })
    .await;
    assert_eq!(
        ready(&server).await,
        (
            StatusCode::SERVICE_UNAVAILABLE,
            json!({"ready": false, "database": "ok", "files": "ok", "media": "does not answer"})
        )
    );
}
