use std::collections::BTreeSet;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestServer, errors};

#[tokio::test]
async fn malformed_requests_get_the_error_shape_and_change_nothing() {
    let server = TestServer::start().await;
    let raw = |body: &'static str, content_type: &'static str| {
        server
            .client
            .post(server.url("/api/auth/signup"))
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    for (body, content_type) in [
        ("{not json", "application/json"),
        ("{\"email\": 5}", "application/json"),
        ("{}", "application/json"),
        ("email=a@b.com", "application/x-www-form-urlencoded"),
    ] {
        let response = raw(body, content_type).await.unwrap();
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{body}");
        let answer: Value = response.json().await.unwrap();
        assert!(!errors(&answer).is_empty());
    }
    let huge = "x".repeat(3 * 1024 * 1024);
    let (status, body) = server
        .post(
            "/auth/signup",
            None,
            json!({"email": huge, "password": "long enough"}),
        )
        .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(errors(&body), ["The request body is too large"]);
}

#[tokio::test]
async fn unknown_api_routes_and_methods_answer_in_json() {
    let server = TestServer::start().await;
    let (status, body) = server.call(Method::GET, "/no/such/thing", None, None).await;
    assert_eq!(
        (status, errors(&body)),
        (StatusCode::NOT_FOUND, vec!["No such route".into()])
    );
    let (status, body) = server.call(Method::DELETE, "/health", None, None).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(errors(&body), ["Method not allowed on this route"]);
    // The root, as the document names it and as the UI's relative paths reach it.
    for root in ["", "/"] {
        let (status, body) = server.call(Method::GET, root, None, None).await;
        assert_eq!(
            (status, body),
            (StatusCode::OK, json!({"message": "Plytime API is running"})),
            "/api{root}"
        );
    }
}

#[tokio::test]
async fn every_other_path_serves_the_web_app() {
    let ui = std::env::temp_dir().join(format!("plytime-ui-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(ui.join("assets")).unwrap();
    std::fs::write(ui.join("index.html"), "<!doctype html><div id=root></div>").unwrap();
    std::fs::write(ui.join("assets/app.js"), "console.log(1)").unwrap();
    let ui_dir = ui.clone();
    let server = TestServer::start_with(move |config| config.ui_dir = ui_dir).await;
    for path in [
        "/",
        "/student",
        "/signin/parent",
        "/game/step1_setup?game_id=1",
    ] {
        let response = server.client.get(server.url(path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert!(response.text().await.unwrap().contains("id=root"), "{path}");
    }
    let script = server
        .client
        .get(server.url("/assets/app.js"))
        .send()
        .await
        .unwrap();
    assert_eq!(script.text().await.unwrap(), "console.log(1)");
    let _ = std::fs::remove_dir_all(ui);
}

#[tokio::test]
async fn client_config_and_remote_log() {
    let server = TestServer::start_with(|config| {
        config.environment_message = Some("Demo environment".into());
    })
    .await;
    let (status, body) = server.call(Method::GET, "/client_config", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["environment_message"], "Demo environment");
    assert_eq!(body["demo"], false);

    let entry = json!({"message": "API Error: boom", "timestamp": "2026-11-22T10:00:00Z",
        "level": "ERROR"});
    assert_eq!(
        server.post("/util/log", None, entry.clone()).await.0,
        StatusCode::UNAUTHORIZED
    );
    let (status, body) = server.call(Method::GET, "/health", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(["sqlite", "postgres"].contains(&body["database"].as_str().unwrap()));
}

#[tokio::test]
async fn the_openapi_document_describes_every_route_and_is_served() {
    let server = TestServer::start().await;
    let (status, served) = server.call(Method::GET, "/openapi.json", None, None).await;
    assert_eq!(status, StatusCode::OK);
    let paths: BTreeSet<&str> = served["paths"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    for path in [
        "/api",
        "/api/health",
        "/api/client_config",
        "/api/util/log",
        "/api/auth/signin",
        "/api/auth/signup",
        "/api/auth/refresh",
        "/api/auth/signout",
        "/api/auth/password",
        "/api/auth/act_as/{student_id}",
        "/api/profile/me",
        "/api/profile/me/picture",
        "/api/profile/{user_id}/picture",
    ] {
        assert!(paths.contains(path), "{path} missing from {paths:?}");
    }
    assert_eq!(served["info"]["title"], "Plytime API");
    assert!(served["components"]["schemas"]["TokenResponse"].is_object());
}

/// The UI validates requests and responses against this document; it must
/// match the Rust types. `PLYTIME_UPDATE_TYPES=1` rewrites it.
#[test]
fn the_checked_in_openapi_document_is_up_to_date() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/generated/openapi.json");
    let fresh = serde_json::to_string_pretty(&plytime_server::http::openapi()).unwrap() + "\n";
    if std::env::var_os("PLYTIME_UPDATE_TYPES").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &fresh).unwrap();
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == fresh,
        "ui/src/generated/openapi.json is stale: run `npm run gen:types` and commit the result"
    );
}
