//! The restore drill (docs/backups.md): children play and a parent pays on
//! a demo server, a backup is taken (on demand, or by the schedule) while
//! they go on, more writes follow it (a new family, a closing), the server
//! is killed outright and its data directory lost, the latest backup is
//! restored with the command an operator uses, and the server started on
//! it. Every row acknowledged before the backup is there; the family closed
//! after it stays closed; the writes after it are the loss the drill
//! reports, its recovery point.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use plytime_server::config::S3Settings;
use plytime_server::db::{Backend, Db, now_millis};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{admin, parents};
use reqwest::StatusCode;
use serde_json::json;

use crate::common::{TestServer, errors, unique_name};
use crate::parents::{new_student, profile};
use crate::players::{Players, kept_answers};
use crate::server_process::ServerProcess;
use crate::session_room::{demo, move_session, register};
use crate::subscriptions::{buy, demo_family};

const KEY: &str = "3f1c9a0b7e2d4c5a8b6f0e1d2c3b4a59687f6e5d4c3b2a1908f7e6d5c4b3a291";

/// Tables whose rows the drill follows, by their key: answers' tokens, a
/// parent's payment, the sessions it booked, and a register.
const FOLLOWED: [(&str, &str); 5] = [
    ("token_rows", "id"),
    ("subscriptions", "id || ':' || COALESCE(payment_date, 0)"),
    ("bookings", "id"),
    ("sessions", "id"),
    ("session_events", "id"),
];

/// The settings that name the drill's backup location and key: a folder
/// of its own, or on the S3 leg a folder of the test bucket, beside a data
/// directory on this disk (another machine's disks, as in production).
fn backup_location(root: &Path, key: &str) -> Vec<String> {
    let Some(s3) = S3Settings::from_test_environment("unused") else {
        return backup_folder(root, key);
    };
    let folder = root.file_name().unwrap_or_default().to_string_lossy();
    let settings = [
        ("--backup-s3-bucket", s3.bucket.unwrap_or_default()),
        ("--backup-s3-prefix", format!("{folder}/backups")),
        ("--s3-endpoint", s3.endpoint.unwrap_or_default()),
        ("--s3-region", "us-east-1".into()),
        ("--s3-access-key-id", "plytime-test".into()),
        ("--s3-secret-access-key", "plytime-test".into()),
        ("--backup-key", key.into()),
    ];
    let mut settings: Vec<String> = settings
        .into_iter()
        .flat_map(|(flag, value)| [flag.to_string(), value])
        .collect();
    // The test server speaks plain HTTP on loopback.
    settings.push("--s3-allow-http".into());
    settings
}

/// The settings for backups in `root`'s `backups` folder, sealed with `key`.
fn backup_folder(root: &Path, key: &str) -> Vec<String> {
    let folder = root.join("backups").display().to_string();
    ["--backup-dir", folder.as_str(), "--backup-key", key]
        .map(String::from)
        .to_vec()
}

/// Runs a command of the server binary with the drill's settings and
/// returns whether it succeeded and what it said.
fn operator(data_dir: &Path, location: &[String], arguments: &[&str]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_plytime-server"))
        .arg("--data-dir")
        .arg(data_dir)
        .args(location)
        .args(arguments)
        .output()
        .expect("run the server binary");
    let said = String::from_utf8_lossy(&output.stderr).to_string();
    (output.status.success(), said)
}

/// The followed tables' keys, for comparing before and after.
async fn followed_rows(db: &Db) -> BTreeMap<&'static str, HashSet<String>> {
    let mut rows = BTreeMap::new();
    for (table, key) in FOLLOWED {
        let keys: Vec<String> = sqlx::query_scalar(&format!("SELECT {key} FROM {table}"))
            .fetch_all(db.read())
            .await
            .expect("read a followed table");
        rows.insert(table, keys.into_iter().collect());
    }
    rows
}

/// When the restored backup was taken, from the restore's report
/// ("Restored backup … taken at 2026-12-06T09:15:00.000Z: …").
fn taken_at_millis(report: &str) -> i64 {
    let time = report
        .split(" taken at ")
        .nth(1)
        .and_then(|rest| rest.split(": ").next())
        .unwrap_or_else(|| panic!("the restore names its time: {report}"));
    millis_of(time)
}

/// An ISO 8601 time as epoch milliseconds.
fn millis_of(time: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(time)
        .unwrap_or_else(|error| panic!("{time}: {error}"))
        .timestamp_millis()
}

/// A family that signs up with a child before the backup and closes after
/// it.
struct ClosingFamily;

impl ClosingFamily {
    const EMAIL: &str = "closing@example.com";
    const CHILD: &str = "cleo";

    async fn sign_up(server: &TestServer) {
        let parent = server.sign_up_parent(Self::EMAIL).await;
        server
            .expect_ok(parents::CREATE_PARENT, &[], Some(&parent), &profile())
            .await;
        server
            .expect_ok(
                parents::CREATE_STUDENT,
                &[],
                Some(&parent),
                &new_student(Self::CHILD),
            )
            .await;
    }

    async fn close(server: &TestServer) {
        let admin = server.demo_token("admin", "admin@plytime.test").await;
        let (status, family) = server
            .get(&format!("/admin/family?email={}", Self::EMAIL), &admin)
            .await;
        assert_eq!(status, StatusCode::OK, "{family}");
        let parent_id = family["parent_id"].as_str().unwrap();
        let (status, body) = server
            .post(
                &format!("/admin/family/{parent_id}/close"),
                Some(&admin),
                json!({}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }

    /// Closed: the parent cannot sign in and nothing of the child is left.
    async fn is_closed(server: &TestServer) -> bool {
        let (status, _) = server
            .post(
                "/auth/signin",
                None,
                json!({"role": "parent", "login": Self::EMAIL, "password": "parent password"}),
            )
            .await;
        let children: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM students WHERE username = $1")
            .bind(Self::CHILD)
            .fetch_one(server.db().await.read())
            .await
            .expect("count the children");
        status == StatusCode::UNAUTHORIZED && children == 0
    }
}

/// How the drill's backup is taken.
#[derive(Clone, Copy, PartialEq)]
enum Taken {
    /// `plytime-server backup` beside the running server.
    OnDemand,
    /// By the server's own schedule, every few seconds.
    Scheduled,
}

/// Waits for the schedule to take a backup after `after_millis`.
async fn scheduled_backup_after(server: &TestServer, after_millis: i64) {
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let listed = server
            .expect_ok(admin::LIST_BACKUPS, &[], Some(&admin), &NoBody)
            .await;
        let newest = listed
            .backups
            .first()
            .map(|backup| millis_of(&backup.taken_at));
        if newest.is_some_and(|taken| taken > after_millis) {
            return;
        }
        assert!(Instant::now() < deadline, "no scheduled backup came");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

// The drill reports its recovery point on standard output.
#[allow(clippy::print_stdout)]
async fn restore_drill(taken: Taken) {
    let root = std::env::temp_dir().join(unique_name());
    let data_dir: PathBuf = root.join("data");
    let location = backup_location(&root, KEY);
    let mut settings: Vec<&str> = location.iter().map(String::as_str).collect();
    // Every 3 s on the schedule, so that the drill sees several.
    let every = if taken == Taken::Scheduled {
        "0.05"
    } else {
        "0"
    };
    settings.extend(["--backup-every-minutes", every]);
    let mut process = ServerProcess::start(data_dir.clone(), None, true, &settings).await;
    let server = process.handle();
    let db = server.db().await;

    // Before the backup: a family to close later, a plan paid for, a
    // register kept, and children answering flat out.
    ClosingFamily::sign_up(&server).await;
    let room = demo(&server).await;
    move_session(&server, &room.first, 0, 15).await;
    for token in [&room.ada, &room.priya] {
        let (status, body) = register(&server, &room.first, token, "connect").await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let family = demo_family(&server).await;
    buy(&server, &family, &[(0, 16 * 60)]).await;
    let players = Players::start(&server.base, &db, &["ada", "ben"]).await;
    players.wait_for(20).await;
    let before = followed_rows(&db).await;
    for table in ["token_rows", "subscriptions", "sessions", "session_events"] {
        assert!(!before[table].is_empty(), "the drill has {table} to follow");
    }
    let captured_at = now_millis();
    match taken {
        Taken::OnDemand => {
            let (done, said) = operator(&data_dir, &location, &["backup"]);
            assert!(done, "{said}");
            assert!(said.contains("sealed"), "{said}");
        }
        Taken::Scheduled => scheduled_backup_after(&server, captured_at).await,
    }

    // After the backup: more answers, a family the restore loses, and a
    // closing it must not undo.
    let acknowledged_then = players.acknowledged();
    players.wait_for(acknowledged_then + 20).await;
    let after = "after@example.com";
    server.sign_up_parent(after).await;
    ClosingFamily::close(&server).await;
    process.kill_9();
    let answered = players.stop().await;
    db.close().await;
    std::fs::remove_dir_all(&data_dir).expect("the disk is lost");

    let (refused, said) = operator(&data_dir, &location, &["restore", "no-such-backup"]);
    assert!(
        !refused && said.contains("there is no backup no-such-backup"),
        "{said}"
    );
    let restoring = Instant::now();
    let (restored, report) = operator(&data_dir, &location, &["restore", "latest"]);
    let restore_took = restoring.elapsed();
    assert!(restored, "{report}");
    assert!(report.contains("Re-applied 1 family closings"), "{report}");
    let (again, said) = operator(&data_dir, &location, &["restore", "latest"]);
    assert!(!again && said.contains("is not empty"), "{said}");
    let backup_at = taken_at_millis(&report);

    let process = ServerProcess::start(data_dir.clone(), None, false, &settings).await;
    // The recovery time: the restore, and the server serving again.
    let back_in = restoring.elapsed();
    let server = process.handle();
    let db = server.db().await;
    let restored_rows = followed_rows(&db).await;
    for (table, rows) in &before {
        let missing: Vec<_> = rows.difference(&restored_rows[table]).collect();
        assert!(missing.is_empty(), "{table} lost {missing:?}");
    }
    let kept = kept_answers(&db).await;
    let (earlier, later): (Vec<_>, Vec<_>) = answered
        .iter()
        .partition(|answer| answer.at_millis < backup_at);
    let lost_before: Vec<_> = earlier
        .iter()
        .filter(|answer| !kept.contains(&answer.key()))
        .collect();
    assert!(
        lost_before.is_empty(),
        "lost before the backup: {lost_before:?}"
    );
    server.demo_token("tutor", "tutor@plytime.test").await;
    server.demo_token("parent", "parent@plytime.test").await;
    assert!(
        ClosingFamily::is_closed(&server).await,
        "the family closed after the backup stays closed"
    );

    // The recovery point: what was acknowledged after the backup and lost.
    let answers_lost = later
        .iter()
        .filter(|answer| !kept.contains(&answer.key()))
        .count();
    let (status, _) = server
        .post(
            "/auth/signin",
            None,
            json!({"role": "parent", "login": after, "password": "parent password"}),
        )
        .await;
    let family_lost = usize::from(status == StatusCode::UNAUTHORIZED);
    let newest = answered
        .iter()
        .map(|answer| answer.at_millis)
        .max()
        .unwrap_or(backup_at);
    let how = if taken == Taken::Scheduled {
        "scheduled every 3 s"
    } else {
        "on demand"
    };
    println!(
        "restore drill ({how}): {} of {} answers and {family_lost} of 1 sign-up acknowledged \
         after the backup lost; recovery point {:.1} s; restored in {:.1} s, serving again \
         {:.1} s after the restore began",
        answers_lost,
        later.len(),
        (newest - backup_at).max(0) as f64 / 1000.0,
        restore_took.as_secs_f64(),
        back_in.as_secs_f64(),
    );
    db.close().await;
    drop(process);
    let _ = std::fs::remove_dir_all(&root);
}

#[tokio::test]
async fn a_restored_backup_keeps_what_came_before_and_erasures_after_it() {
    restore_drill(Taken::OnDemand).await;
}

#[tokio::test]
async fn a_restored_scheduled_backup_keeps_what_came_before_it() {
    restore_drill(Taken::Scheduled).await;
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

/// A small filesystem of its own (a tmpfs), unmounted when dropped.
struct SmallDisk(PathBuf);

impl SmallDisk {
    /// `None` where this user may not mount one (not root).
    fn mount(at: &Path, size: &str) -> Option<SmallDisk> {
        std::fs::create_dir_all(at).expect("a mount point");
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(at)
            .status()
            .is_ok_and(|status| status.success());
        mounted.then(|| SmallDisk(at.to_path_buf()))
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

#[tokio::test]
async fn a_disk_filling_up_fails_the_backup_and_the_server_goes_on() {
    let disk_at = std::env::temp_dir().join(unique_name());
    let Some(_disk) = SmallDisk::mount(&disk_at, "32k") else {
        // Mounting needs root, as the test command has on its machines.
        eprintln!("skipped: this user cannot mount a small disk");
        return;
    };
    let backups = disk_at.clone();
    // The starter bank's pictures make a backup larger than the disk.
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let server = TestServer::start_with(|config| {
        config.demo = true;
        config.content_dir = content;
        config.backup_dir = Some(backups);
        // Backups are SQLite's, on the PostgreSQL leg too.
        config.database_url = None;
    })
    .await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (status, body) = server
        .send(admin::BACK_UP_NOW, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    let said = errors(&body).join(" ");
    assert!(
        said.starts_with("The backup failed and nothing of it was kept: ")
            && said.contains("space"),
        "{said}"
    );
    let listed = server
        .expect_ok(admin::LIST_BACKUPS, &[], Some(&admin), &NoBody)
        .await;
    assert!(listed.backups.is_empty(), "{:?}", listed.backups);
    let left: Vec<_> = std::fs::read_dir(&disk_at)
        .expect("read the small disk")
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name())
        .collect();
    assert!(left.is_empty(), "no half backup is left: {left:?}");

    // The server goes on: a new family signs up and signs in.
    server.sign_up_parent("still.serving@example.com").await;
    drop(server);
    let _ = std::fs::remove_dir(&disk_at);
}

// It says how many kills landed mid-backup.
#[allow(clippy::print_stdout)]
#[tokio::test]
async fn a_backup_killed_half_way_is_never_listed_or_restored() {
    let root = std::env::temp_dir().join(unique_name());
    let data_dir = root.join("data");
    let location = backup_location(&root, KEY);
    let settings: Vec<&str> = location.iter().map(String::as_str).collect();
    let server = ServerProcess::start(data_dir.clone(), None, true, &settings).await;
    let handle = server.handle();
    let admin = handle.demo_token("admin", "admin@plytime.test").await;

    // Killed at moments spread over a backup's half second or so.
    let mut killed_running = 0;
    for delay_ms in [20, 60, 120, 200, 300, 450, 700] {
        let mut backup = Command::new(env!("CARGO_BIN_EXE_plytime-server"))
            .arg("--data-dir")
            .arg(&data_dir)
            .args(&location)
            .arg("backup")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start a backup");
        tokio::time::sleep(Duration::from_millis(delay_ms)).await;
        if backup.try_wait().expect("the backup's state").is_none() {
            killed_running += 1;
        }
        let _ = backup.kill();
        let _ = backup.wait();
    }
    assert!(
        killed_running > 0,
        "no backup was still running when killed"
    );

    // What is listed is whole: each restores.
    let listed = handle
        .expect_ok(admin::LIST_BACKUPS, &[], Some(&admin), &NoBody)
        .await;
    for backup in &listed.backups {
        let into = root.join(format!("restored-{}", backup.name));
        let (restored, said) = operator(&into, &location, &["restore", &backup.name]);
        assert!(restored, "{} is listed: {said}", backup.name);
    }
    println!(
        "kill during backup: {killed_running} of 7 backups killed while running, {} complete ones listed",
        listed.backups.len()
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&root);
}

/// The regular files under `folder`, which a refused restore leaves none of.
fn files_under(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok())
        .flat_map(|entry| {
            let path = entry.path();
            if path.is_dir() {
                files_under(&path)
            } else {
                vec![path]
            }
        })
        .collect()
}

#[tokio::test]
async fn a_damaged_foreign_or_newer_backup_is_refused_and_nothing_is_written() {
    let root = std::env::temp_dir().join(unique_name());
    let location = backup_folder(&root, KEY);
    let settings: Vec<&str> = location.iter().map(String::as_str).collect();
    let server = ServerProcess::start(root.join("data"), None, true, &settings).await;
    let (taken, said) = operator(&root.join("data"), &location, &["backup"]);
    assert!(taken, "{said}");
    let refused = |location: &[String], wanted: &str, expected: &str| {
        let into = root.join(format!("into-{}", unique_name()));
        let (restored, said) = operator(&into, location, &["restore", wanted]);
        assert!(!restored && said.contains(expected), "{expected}: {said}");
        let written = files_under(&into);
        assert!(written.is_empty(), "{expected}: wrote {written:?}");
    };

    let other_key = "00".repeat(32);
    refused(
        &backup_folder(&root, &other_key),
        "latest",
        "the backup key does not open this backup",
    );

    // A migration this build does not know, as a newer Plytime would have
    // (taken by the running server: this build's command line would refuse
    // to open such a database at all).
    let handle = server.handle();
    let db = handle.db().await;
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES (999999, 'from the future', 1, x'00', 0)",
    )
    .execute(db.write())
    .await
    .expect("note a newer migration");
    db.close().await;
    let admin = handle.demo_token("admin", "admin@plytime.test").await;
    handle
        .expect_ok(admin::BACK_UP_NOW, &[], Some(&admin), &NoBody)
        .await;
    refused(
        &location,
        "latest",
        "is from a newer Plytime (schema 999999",
    );

    // The newest archive cut short, as a copy that ran out of space.
    let archive = std::fs::read_dir(root.join("backups"))
        .expect("the backups")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|suffix| suffix == "backup"))
        .max()
        .expect("an archive");
    let bytes = std::fs::read(&archive).expect("read the archive");
    std::fs::write(&archive, &bytes[..bytes.len() / 2]).expect("cut it short");
    refused(
        &location,
        "latest",
        "is damaged: its checksum does not match",
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&root);
}
