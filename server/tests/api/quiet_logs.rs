//! An idle demo server logs nothing a person would have to look at
//! (docs/operations.md, "Logs"): not one warning or error in two minutes,
//! long enough for every background job to run, the scheduling job twice.
//! The real binary runs, with its log in JSON so that each line's level is
//! read from its field rather than guessed from the text.

use std::time::Duration;

use serde_json::Value;

use crate::common::{create_postgres_database, unique_name};
use crate::server_process::ServerProcess;

const IDLE: Duration = Duration::from_secs(120);

/// Why a line of the log needs a person: its level, or, for a line that is
/// no log line at all (a panic's message), that.
fn complaint(line: &str) -> Option<String> {
    if line.trim().is_empty() {
        return None;
    }
    match serde_json::from_str::<Value>(line) {
        Ok(entry) => match entry["level"].as_str() {
            Some("TRACE" | "DEBUG" | "INFO") => None,
            Some(level) => Some(level.to_string()),
            None => Some("no level".into()),
        },
        Err(_) => Some("not a log line".into()),
    }
}

#[tokio::test]
async fn an_idle_demo_server_logs_no_warning_or_error_in_two_minutes() {
    let name = unique_name();
    let data_dir = std::env::temp_dir().join(&name);
    let log = std::env::temp_dir().join(format!("{name}.log"));
    let database_url = match std::env::var("PLYTIME_TEST_DATABASE_URL") {
        Ok(server) if !server.is_empty() => Some(create_postgres_database(&server, &name).await),
        _ => None,
    };
    let json = ["--log-format", "json"];
    let server =
        ServerProcess::start_logging_to(data_dir.clone(), database_url, true, &json, &log).await;
    tokio::time::sleep(IDLE).await;
    drop(server);

    let text = std::fs::read_to_string(&log).expect("read the server's log");
    let _ = std::fs::remove_file(&log);
    let _ = std::fs::remove_dir_all(&data_dir);
    assert!(text.contains("serving"), "the log was captured:\n{text}");
    let offending: Vec<String> = text
        .lines()
        .filter_map(|line| complaint(line).map(|why| format!("{why}: {line}")))
        .collect();
    assert!(
        offending.is_empty(),
        "{} lines need a person in {} s of idling:\n{}",
        offending.len(),
        IDLE.as_secs(),
        offending.join("\n")
    );
}

#[test]
fn warnings_errors_and_stray_lines_are_complained_of() {
    let entry = |level: &str| format!(r#"{{"timestamp":"t","level":"{level}","fields":{{}}}}"#);
    assert_eq!(complaint(&entry("INFO")), None);
    assert_eq!(complaint(&entry("WARN")).as_deref(), Some("WARN"));
    assert_eq!(complaint(&entry("ERROR")).as_deref(), Some("ERROR"));
    assert!(complaint("thread 'main' panicked at src/main.rs:1:1").is_some());
}
