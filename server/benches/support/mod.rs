//! What the load benchmarks share: the real server started in this process
//! on a fresh SQLite folder (or a fresh PostgreSQL database) with the
//! starter bank, and students inserted straight into its database (setting
//! up hundreds through the API would cost a password hash each).

// Each benchmark compiles this module on its own and uses part of it.
#![allow(dead_code)]

use std::path::PathBuf;
use std::time::Duration;

use plytime_server::config::Config;
use plytime_server::db::Db;
use plytime_server::db::accounts::{self, NewAccount};
use plytime_server::db::people::{self, NewParent, NewStudent};
use plytime_shared::Role;

/// The allocator the server binary runs with (`server/src/main.rs`), so that
/// the server measured here is the one that ships.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub const SECRET: &str = "load-benchmark-secret";

/// A whole-number setting from the environment, or its default.
pub fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// CPU seconds this process (server and client together) has used so far,
/// user and system, from `/proc/self/stat` (in clock ticks of 1/100 s).
/// Unlike the wall clock it does not count time the machine spent on
/// others, so it compares runs on a busy machine.
pub fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name, which is in parentheses.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().collect())
        .unwrap_or_default();
    let ticks = |index: usize| fields.get(index).and_then(|v| v.parse::<f64>().ok());
    // utime and stime are the 14th and 15th fields, 12th and 13th after it.
    ticks(11).unwrap_or(0.0) / 100.0 + ticks(12).unwrap_or(0.0) / 100.0
}

/// The server running in this process, until [`Running::stop`].
pub struct Running {
    pub base: String,
    pub config: Config,
    stop: tokio::sync::oneshot::Sender<()>,
    server: tokio::task::JoinHandle<anyhow::Result<()>>,
    /// The PostgreSQL server the run's database was made on, to drop it.
    postgres: Option<String>,
}

impl Running {
    /// Stops the server and removes its folder (and its database).
    pub async fn stop(self) {
        let _ = self.stop.send(());
        let _ = self.server.await;
        let _ = std::fs::remove_dir_all(&self.config.data_dir);
        if let Some(server_url) = &self.postgres {
            let name = database_name(&self.config.data_dir);
            postgres_admin(
                server_url,
                &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
            )
            .await;
        }
    }
}

/// The PostgreSQL server the benchmarks may also run on
/// (`PLYTIME_BENCH_POSTGRES_URL`, e.g. the URL `scripts/postgres-up.sh`
/// prints), if one is named.
pub fn postgres_server() -> Option<String> {
    std::env::var("PLYTIME_BENCH_POSTGRES_URL")
        .ok()
        .filter(|url| !url.is_empty())
}

fn database_name(data_dir: &std::path::Path) -> String {
    let folder = data_dir.file_name().unwrap_or_default().to_string_lossy();
    folder.replace('-', "_")
}

async fn postgres_admin(server_url: &str, statement: &str) {
    use sqlx::Connection;
    let mut connection = sqlx::PgConnection::connect(server_url)
        .await
        .expect("connect to PostgreSQL");
    sqlx::query(statement)
        .execute(&mut connection)
        .await
        .expect(statement);
}

/// Starts the server on loopback with a fresh SQLite folder and waits until
/// it answers.
pub async fn start(name: &str) -> Running {
    start_on(name, None).await
}

/// Starts the server on loopback, on a fresh database made on the
/// PostgreSQL server `postgres` when given (SQLite otherwise), and waits
/// until it answers.
pub async fn start_on(name: &str, postgres: Option<&str>) -> Running {
    let data_dir: PathBuf =
        std::env::temp_dir().join(format!("plytime-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data_dir);
    let mut config = Config::for_data_dir(data_dir);
    if let Some(server_url) = postgres {
        let name = database_name(&config.data_dir);
        postgres_admin(
            server_url,
            &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        )
        .await;
        postgres_admin(server_url, &format!("CREATE DATABASE {name}")).await;
        let (server, _) = server_url
            .rsplit_once('/')
            .expect("a PostgreSQL URL with a database name");
        config.database_url = Some(format!("{server}/{name}"));
    }
    config.demo = true;
    config.content_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content");
    config.jwt_secret = Some(SECRET.into());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(plytime_server::launch(config.clone(), listener, async {
        let _ = stopped.await;
    }));
    let client = reqwest::Client::new();
    while client
        .get(format!("{base}/api/health"))
        .send()
        .await
        .is_err()
    {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Running {
        base,
        config,
        stop,
        server,
        postgres: postgres.map(str::to_string),
    }
}

/// A student inserted for a benchmark.
pub struct Inserted {
    pub id: String,
    pub account_id: String,
    pub username: String,
}

/// Inserts `count` students (`load0`, `load1`, …) of one parent, all with
/// the password whose hash is `hash`.
pub async fn insert_students(url: &str, count: usize, hash: &str) -> Vec<Inserted> {
    insert_students_named(url, "load", count, hash).await
}

/// Inserts `count` students (`{prefix}0`, `{prefix}1`, …) of one parent
/// (`{prefix}@example.com`), all with the password whose hash is `hash`: a
/// prefix of its own for each run on a database that outlives it.
pub async fn insert_students_named(
    url: &str,
    prefix: &str,
    count: usize,
    hash: &str,
) -> Vec<Inserted> {
    let db = Db::connect(url).await.unwrap();
    fn account<'a>(role: Role, login: &'a str, hash: &'a str) -> NewAccount<'a> {
        NewAccount {
            role,
            login,
            email: None,
            password_hash: hash,
            must_change_password: false,
            display_name: None,
        }
    }
    let parent_account = accounts::insert(
        db.write(),
        account(Role::Parent, &format!("{prefix}@example.com"), hash),
    )
    .await
    .unwrap();
    let parent = people::insert_parent(
        db.write(),
        NewParent {
            account_id: &parent_account,
            first_name: "Load",
            last_name: "Test",
            country: "United Kingdom",
            postcode: "X1 1XX",
            phone_number: "0",
            email_opt_in: false,
        },
    )
    .await
    .unwrap();
    let mut made = Vec::with_capacity(count);
    for i in 0..count {
        let username = format!("{prefix}{i}");
        let account_id = accounts::insert(db.write(), account(Role::Student, &username, hash))
            .await
            .unwrap();
        let id = people::insert_student(
            db.write(),
            NewStudent {
                account_id: &account_id,
                parent_id: &parent,
                username: &username,
                first_name: "Load",
                last_name: "Test",
                dob: None,
                gender: None,
                school: None,
                school_year: (i % 6 + 1) as i64,
            },
        )
        .await
        .unwrap();
        made.push(Inserted {
            id,
            account_id,
            username,
        });
    }
    db.close().await;
    made
}

/// The value below which a fraction `p` of the sorted values lie.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}
