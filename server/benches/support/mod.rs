//! What the load benchmarks share: the real server started in this process
//! on a fresh SQLite folder (or a fresh PostgreSQL database) with the
//! starter bank, and students inserted straight into its database (setting
//! up hundreds through the API would cost a password hash each); for the
//! session channels, a second replica on the same database, and tutors
//! with sessions open now.

// Each benchmark compiles this module on its own and uses part of it.
#![allow(dead_code)]

use std::path::PathBuf;
use std::time::Duration;

use plytime_server::config::Config;
use plytime_server::db::accounts::{self, NewAccount};
use plytime_server::db::people::{self, NewParent, NewStudent, NewTutor};
use plytime_server::db::refresh_tokens::{self, Grant};
use plytime_server::db::{Db, Tx, sessions};
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
    cpu_seconds_of(std::path::Path::new("/proc/self/stat"))
}

/// CPU seconds, user and system, that the process or thread whose `stat`
/// file (`/proc/{pid}/stat`, `/proc/self/task/{tid}/stat`) is `stat_file`
/// has used so far; 0 when it cannot be read (it has ended).
pub fn cpu_seconds_of(stat_file: &std::path::Path) -> f64 {
    let stat = std::fs::read_to_string(stat_file).unwrap_or_default();
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
    serve(config, postgres.map(str::to_string)).await
}

/// Starts another replica of `first` on loopback, on the same (PostgreSQL)
/// database with a folder of its own, and waits until it answers. It seeds
/// nothing (`first` did), and stopping it leaves the database to `first`:
/// stop it before `first`.
pub async fn start_replica(first: &Running, name: &str) -> Running {
    let data_dir = std::env::temp_dir().join(format!("plytime-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data_dir);
    let mut config = Config::for_data_dir(data_dir);
    config.database_url = Some(first.config.database_url());
    config.content_dir = first.config.content_dir.clone();
    serve(config, None).await
}

/// Serves `config` (signing with [`SECRET`]) on a loopback port of its
/// own and waits until it answers; `postgres` names the server its
/// database is dropped from when it stops.
async fn serve(mut config: Config, postgres: Option<String>) -> Running {
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
        postgres,
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

/// Someone signed in for a benchmark: their account and the sign-in
/// (refresh-token family) their id tokens name, which the server finds
/// live as it would after a real sign-in.
pub struct SignedIn {
    pub account_id: String,
    pub family_id: String,
}

/// A one-to-one session inserted for a benchmark, paid and open now.
pub struct LiveSession {
    pub id: String,
    pub tutor: SignedIn,
    pub student: SignedIn,
}

/// Inserts `count` one-to-one sessions whose rooms are open now (started
/// a minute ago, for 15 minutes), each with a tutor of its own (a tutor
/// has one session at a time) and a child of its own (`{prefix}0`, …, of
/// one parent), both signed in; every account has the password whose hash
/// is `hash`. Each session has the paid subscription and the booking a
/// real one comes from; the booking is inactive so that the schedule
/// makes no more sessions of it.
pub async fn insert_live_sessions(
    url: &str,
    prefix: &str,
    count: usize,
    hash: &str,
) -> Vec<LiveSession> {
    let students = insert_students_named(url, prefix, count, hash).await;
    let db = Db::connect(url).await.unwrap();
    let subject: String = sqlx::query_scalar("SELECT id FROM subjects ORDER BY id LIMIT 1")
        .fetch_one(db.read())
        .await
        .expect("a subject: the starter bank is loaded");
    let parent: String = sqlx::query_scalar("SELECT parent_id FROM students WHERE id = $1")
        .bind(&students[0].id)
        .fetch_one(db.read())
        .await
        .unwrap();
    let mut made = Vec::with_capacity(count);
    for (i, student) in students.into_iter().enumerate() {
        let mut tx = db.write().begin().await.unwrap();
        let tutor = insert_tutor(&mut tx, &format!("{prefix}-tutor{i}@example.com"), hash).await;
        let id = insert_session(&mut tx, &tutor.1, &student.id, &parent, &subject).await;
        let tutor = sign_in(&mut tx, &tutor.0).await;
        let student = sign_in(&mut tx, &student.account_id).await;
        tx.commit().await.unwrap();
        made.push(LiveSession { id, tutor, student });
    }
    db.close().await;
    made
}

/// A tutor whose DBS check is current: their account and tutor ids.
async fn insert_tutor(tx: &mut Tx<'_>, login: &str, hash: &str) -> (String, String) {
    let account_id = accounts::insert(
        &mut **tx,
        NewAccount {
            role: Role::Tutor,
            login,
            email: Some(login),
            password_hash: hash,
            must_change_password: false,
            display_name: None,
        },
    )
    .await
    .unwrap();
    let issued = (chrono::Utc::now() - chrono::Duration::days(30))
        .date_naive()
        .to_string();
    let tutor_id = people::insert_tutor(
        &mut **tx,
        NewTutor {
            account_id: &account_id,
            first_name: "Load",
            last_name: "Tutor",
            email: login,
            phone_number: None,
            postcode: None,
            subject_id: None,
            dbs_issue_date: Some(&issued),
        },
    )
    .await
    .unwrap();
    (account_id, tutor_id)
}

/// The session of a paid subscription, from its (inactive) booking, that
/// started a minute ago and lasts 15 minutes.
async fn insert_session(
    tx: &mut Tx<'_>,
    tutor_id: &str,
    student_id: &str,
    parent_id: &str,
    subject_id: &str,
) -> String {
    let now = chrono::Utc::now();
    let (millis, today) = (now.timestamp_millis(), now.date_naive().to_string());
    let subscription = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO subscriptions (id, parent_id, student_id, subject_id, tutor_id, sessions, \
         weekly_cost_in_pence, relative_level, provider, payment_date, start_date, created_at) \
         VALUES ($1, $2, $3, $4, $5, 1, 0, 'On track', 'test', $6, $7, $6)",
    )
    .bind(&subscription)
    .bind(parent_id)
    .bind(student_id)
    .bind(subject_id)
    .bind(tutor_id)
    .bind(millis)
    .bind(&today)
    .execute(&mut **tx)
    .await
    .unwrap();
    let booking = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO bookings (id, subscription_id, tutor_id, day_of_week, time, \
         session_length, active, created_at) VALUES ($1, $2, $3, 0, 0, 15, 0, $4)",
    )
    .bind(&booking)
    .bind(&subscription)
    .bind(tutor_id)
    .bind(millis)
    .execute(&mut **tx)
    .await
    .unwrap();
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO sessions (id, subscription_id, booking_id, occurrence, student_id, \
         parent_id, tutor_id, subject_id, starts_at, session_length, room_id, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 15, $10, $11)",
    )
    .bind(&id)
    .bind(&subscription)
    .bind(&booking)
    .bind(&today)
    .bind(student_id)
    .bind(parent_id)
    .bind(tutor_id)
    .bind(subject_id)
    .bind(millis - 60_000)
    .bind(sessions::new_room_id())
    .bind(millis)
    .execute(&mut **tx)
    .await
    .unwrap();
    id
}

/// A sign-in of the account, as a password sign-in leaves it: a refresh
/// token of a new family.
async fn sign_in(tx: &mut Tx<'_>, account_id: &str) -> SignedIn {
    let family_id = uuid::Uuid::new_v4().to_string();
    let grant = Grant {
        account_id: account_id.to_string(),
        family_id: family_id.clone(),
        acting_parent_id: None,
    };
    refresh_tokens::issue(&mut **tx, &grant).await.unwrap();
    SignedIn {
        account_id: account_id.to_string(),
        family_id,
    }
}

/// The value below which a fraction `p` of the sorted values lie.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}
