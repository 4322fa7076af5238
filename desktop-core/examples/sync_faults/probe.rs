//! What the harness looks at when a core takes too long: whether the
//! server answers at all, directly and through the proxy, and whether it
//! answers the student's sync route, each within a few seconds.

use std::time::{Duration, Instant};

use plytime_desktop_core::Session;
use plytime_desktop_core::secrets::MemoryStore;
use serde_json::json;

const PATIENCE: Duration = Duration::from_secs(5);

async fn timed<T, E: std::fmt::Display>(
    what: &str,
    call: impl Future<Output = Result<T, E>>,
    describe: impl Fn(&T) -> String,
) -> String {
    let started = Instant::now();
    let outcome = match tokio::time::timeout(PATIENCE, call).await {
        Ok(Ok(value)) => describe(&value),
        Ok(Err(error)) => format!("error: {error}"),
        Err(_) => "no answer".to_string(),
    };
    format!("{what}: {outcome} after {:?}", started.elapsed())
}

async fn health(port: u16) -> Result<reqwest::StatusCode, reqwest::Error> {
    let url = format!("http://127.0.0.1:{port}/api/health");
    Ok(reqwest::get(url).await?.status())
}

/// Signs in directly and sends an empty page of answers for the student.
async fn empty_sync(
    port: u16,
    student_id: &str,
) -> Result<u16, plytime_desktop_core::DesktopError> {
    let url = url::Url::parse(&format!("http://127.0.0.1:{port}/")).expect("url");
    let session = Session::new(url, Box::new(MemoryStore::default()));
    session
        .sign_in("student", "ada", super::DEMO_PASSWORD)
        .await?;
    let body = json!({ "student_id": student_id, "answers": [] });
    let response = session
        .api_request("POST", "sync/answers", &[], Some(&body))
        .await?;
    Ok(response.status)
}

pub async fn describe(server_port: u16, proxy_port: u16, student_id: &str) -> String {
    [
        timed("health, direct", health(server_port), ToString::to_string).await,
        timed(
            "health, through the proxy",
            health(proxy_port),
            ToString::to_string,
        )
        .await,
        timed(
            "empty sync page, direct",
            empty_sync(server_port, student_id),
            ToString::to_string,
        )
        .await,
    ]
    .join("; ")
}
