//! The restore drill (docs/backups.md): a backup taken while the server
//! runs, more writes after it (a new family, a closing), the server killed
//! outright and its data directory lost, the latest backup restored with
//! the command an operator uses, and the server started on it. What was
//! acknowledged before the backup is there; the family closed after it
//! stays closed; the writes after it are the loss the drill reports.

use std::path::{Path, PathBuf};
use std::process::Command;

use plytime_server::db::Backend;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::admin;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{DEMO_PASSWORD, TestServer, errors, unique_name};
use crate::server_process::ServerProcess;

const KEY: &str = "3f1c9a0b7e2d4c5a8b6f0e1d2c3b4a59687f6e5d4c3b2a1908f7e6d5c4b3a291";

/// Runs a command of the server binary with the drill's settings.
fn operator(data_dir: &Path, backups: &Path, arguments: &[&str]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_plytime-server"))
        .arg("--data-dir")
        .arg(data_dir)
        .arg("--backup-dir")
        .arg(backups)
        .env("PLYTIME_BACKUP_KEY", KEY)
        .args(arguments)
        .output()
        .expect("run the server binary");
    let said = String::from_utf8_lossy(&output.stderr).to_string();
    (output.status.success(), said)
}

struct Client {
    http: reqwest::Client,
    base: String,
}

impl Client {
    async fn post(&self, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
        let mut request = self
            .http
            .post(format!("{}/api{path}", self.base))
            .json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.expect("a response");
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    async fn sign_in(&self, role: &str, login: &str, password: &str) -> (StatusCode, Value) {
        self.post(
            "/auth/signin",
            None,
            json!({"role": role, "login": login, "password": password}),
        )
        .await
    }

    async fn token(&self, role: &str, login: &str, password: &str) -> String {
        let (status, session) = self.sign_in(role, login, password).await;
        assert_eq!(status, StatusCode::OK, "{login}: {session}");
        session["id_token"].as_str().unwrap().to_string()
    }

    /// A parent signs up: an acknowledged write.
    async fn new_family(&self, email: &str) {
        let (status, session) = self
            .post(
                "/auth/signup",
                None,
                json!({"email": email, "password": "family password"}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{session}");
    }
}

// The drill reports its recovery point on standard output.
#[allow(clippy::print_stdout)]
#[tokio::test]
async fn a_restored_backup_keeps_what_came_before_and_erasures_after_it() {
    let root = std::env::temp_dir().join(unique_name());
    let (data_dir, backups): (PathBuf, PathBuf) = (root.join("data"), root.join("backups"));
    let backup_dir = backups.display().to_string();
    let settings = [
        "--backup-dir",
        backup_dir.as_str(),
        "--backup-every-minutes",
        "0",
    ];
    let mut server = ServerProcess::start(data_dir.clone(), None, true, &settings).await;
    let client = Client {
        http: reqwest::Client::new(),
        base: server.base.clone(),
    };
    client.new_family("before@example.com").await;

    let (taken, said) = operator(&data_dir, &backups, &["backup"]);
    assert!(taken, "{said}");
    assert!(said.contains("sealed"), "{said}");

    // After the backup: a family that the restore loses, and a closing it
    // must not undo.
    let after = ["after.one@example.com", "after.two@example.com"];
    for email in after {
        client.new_family(email).await;
    }
    let admin = client
        .token("admin", "admin@plytime.test", DEMO_PASSWORD)
        .await;
    let family: Value = client
        .http
        .get(format!(
            "{}/api/admin/family?email=parent@plytime.test",
            client.base
        ))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let parent_id = family["parent_id"].as_str().unwrap();
    let (status, body) = client
        .post(
            &format!("/admin/family/{parent_id}/close"),
            Some(&admin),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    server.kill_9();
    std::fs::remove_dir_all(&data_dir).expect("the disk is lost");

    let (refused, said) = operator(&data_dir, &backups, &["restore", "no-such-backup"]);
    assert!(
        !refused && said.contains("there is no backup no-such-backup"),
        "{said}"
    );
    let (restored, said) = operator(&data_dir, &backups, &["restore", "latest"]);
    assert!(restored, "{said}");
    assert!(said.contains("Re-applied 1 family closings"), "{said}");
    let (again, said) = operator(&data_dir, &backups, &["restore", "latest"]);
    assert!(!again && said.contains("is not empty"), "{said}");

    let server = ServerProcess::start(data_dir.clone(), None, false, &settings).await;
    let client = Client {
        http: reqwest::Client::new(),
        base: server.base.clone(),
    };
    client
        .token("parent", "before@example.com", "family password")
        .await;
    client
        .token("tutor", "tutor@plytime.test", DEMO_PASSWORD)
        .await;
    let (status, _) = client
        .sign_in("parent", "parent@plytime.test", DEMO_PASSWORD)
        .await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "the closed family stays closed"
    );
    let (status, _) = client.sign_in("student", "ben", DEMO_PASSWORD).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "nor her brother Ben's");
    let mut lost = 0;
    for email in after {
        let (status, _) = client.sign_in("parent", email, "family password").await;
        lost += usize::from(status == StatusCode::UNAUTHORIZED);
    }
    // The drill's recovery point: what was acknowledged after the backup.
    println!(
        "restore drill: {lost} of {} writes after the backup lost",
        after.len()
    );
    assert_eq!(lost, after.len());
    let _ = std::fs::remove_dir_all(&root);
}

#[tokio::test]
async fn admins_list_take_and_download_backups_and_nobody_else_can() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let listed = server
        .expect_ok(admin::LIST_BACKUPS, &[], Some(&admin), &NoBody)
        .await;
    assert!(listed.backups.is_empty());
    assert!(listed.location.contains("backups/"), "{}", listed.location);

    if server.db().await.backend() == Backend::Postgres {
        let (status, body) = server
            .send(admin::BACK_UP_NOW, &[], Some(&admin), &NoBody)
            .await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(
            errors(&body),
            ["a PostgreSQL server is backed up with pgBackRest, not here (docs/backups.md)"]
        );
        return;
    }
    let taken = server
        .expect_ok(admin::BACK_UP_NOW, &[], Some(&admin), &NoBody)
        .await;
    assert!(!taken.sealed, "no key set");
    assert!(taken.rows > 0 && taken.bytes > 0);
    let listed = server
        .expect_ok(admin::LIST_BACKUPS, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(listed.backups, std::slice::from_ref(&taken));

    let download = server
        .client
        .get(server.url(&format!("/api/admin/backups/{}", taken.name)))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(download.status(), StatusCode::OK);
    assert_eq!(download.bytes().await.unwrap().len() as i64, taken.bytes);

    for (status, _) in [
        server
            .send(admin::LIST_BACKUPS, &[], Some(&parent), &NoBody)
            .await,
        server
            .send(admin::BACK_UP_NOW, &[], Some(&parent), &NoBody)
            .await,
    ] {
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    let (status, _) = server.get("/admin/backups/plytime-none", &admin).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
