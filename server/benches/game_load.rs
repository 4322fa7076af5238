//! Game load: simulated students running the ask → answer loop against the
//! real server (HTTP on loopback, SQLite, the starter bank), against the
//! baseline of a trivial JSON route measured in the same run.
//!
//! Three phases:
//! - paced: STUDENTS students each answering every 3 s, for the latency a
//!   child feels (p50/p99) and the error count. Children do not all press
//!   Submit in the same millisecond: each starts at a random moment of the
//!   first 3 s and keeps their own rhythm from there;
//! - burst: every student asks at the same instant, once, the worst case
//!   (a class told "go!"), to show how long the queue takes to drain;
//! - flat out: 64 students with no pause, for throughput: ask+answer pairs
//!   per second as a fraction of the trivial route's requests per second
//!   at the same concurrency.
//!
//! Run: `cargo bench -p plytime-server --bench game_load`
//! (`PLYTIME_LOAD_STUDENTS`, `PLYTIME_LOAD_SECONDS` to change the size.)

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use plytime_server::auth::password;
use plytime_server::auth::tokens::TokenKeys;
use plytime_server::config::Config;
use plytime_server::db::Db;
use plytime_server::db::accounts::{self, NewAccount};
use plytime_server::db::people::{self, NewParent, NewStudent};
use plytime_shared::Role;
use serde_json::{Value, json};
use tokio::sync::Mutex;

const SECRET: &str = "load-benchmark-secret";
const THINK_TIME: Duration = Duration::from_secs(3);

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

struct Student {
    id: String,
    token: String,
}

/// Creates the students directly in the database and mints their id
/// tokens, so that setting up a thousand of them costs no password hashing.
async fn students(url: &str, count: usize) -> Vec<Student> {
    let db = Db::connect(url).await.unwrap();
    let keys = TokenKeys::new(SECRET.as_bytes());
    let hash = password::hash("unused".into()).await.unwrap();
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
    let parent_account =
        accounts::insert(db.write(), account(Role::Parent, "load@example.com", &hash))
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
        let username = format!("load{i}");
        let account_id = accounts::insert(db.write(), account(Role::Student, &username, &hash))
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
        let token = keys.issue(&account_id, Role::Student, false, None).unwrap();
        made.push(Student { id, token });
    }
    db.close().await;
    made
}

#[derive(Default)]
struct Tally {
    latencies_ms: Vec<f64>,
    pairs: u64,
    errors: u64,
}

/// How the students of a phase play.
#[derive(Clone, Copy, PartialEq)]
enum Pacing {
    /// Every `THINK_TIME`, each from a random moment of the first one.
    Spread,
    /// Every `THINK_TIME`, all starting together.
    Together,
    /// Without pausing.
    FlatOut,
}

impl Pacing {
    fn start_after(self) -> Duration {
        match self {
            Pacing::Spread => THINK_TIME.mul_f64(rand::random::<f64>()),
            Pacing::Together | Pacing::FlatOut => Duration::ZERO,
        }
    }
}

async fn play(
    client: reqwest::Client,
    base: String,
    student: Student,
    maths: String,
    until: Instant,
    pacing: Pacing,
    tally: Arc<Mutex<Tally>>,
) {
    let game = uuid::Uuid::new_v4().to_string();
    tokio::time::sleep(pacing.start_after()).await;
    let mut local = Tally::default();
    while Instant::now() < until {
        let started = Instant::now();
        let ask = json!({"student": student.id, "difficulty": "MEDIUM", "focus": [maths],
            "endcodes_to_exclude": [], "game_summary_id": game, "game_id": "speed-5-multi"});
        let asked = client
            .put(format!("{base}/api/ask"))
            .bearer_auth(&student.token)
            .json(&ask)
            .send()
            .await;
        let question: Option<Value> = match asked {
            Ok(response) if response.status().is_success() => response.json().await.ok(),
            _ => None,
        };
        let ask_ms = started.elapsed().as_secs_f64() * 1000.0;
        let Some(question) = question else {
            local.errors += 1;
            continue;
        };
        let answer_started = Instant::now();
        let body = json!({"student_id": student.id, "time": 3.0, "difficulty": "MEDIUM",
            "answer": {"0-1": {"ref": "n", "value": "7"}}, "game_summary_id": game, "game_id": "speed-5-multi"});
        let id = question["_id"].as_str().unwrap_or_default();
        let answered = client
            .post(format!("{base}/api/question/{id}/answer"))
            .bearer_auth(&student.token)
            .json(&body)
            .send()
            .await;
        match answered {
            Ok(response) if response.status().is_success() => {
                local.pairs += 1;
                local.latencies_ms.push(ask_ms);
                local
                    .latencies_ms
                    .push(answer_started.elapsed().as_secs_f64() * 1000.0);
            }
            _ => local.errors += 1,
        }
        if pacing != Pacing::FlatOut {
            tokio::time::sleep(THINK_TIME.saturating_sub(started.elapsed())).await;
        }
    }
    let mut tally = tally.lock().await;
    tally.latencies_ms.extend(local.latencies_ms);
    tally.pairs += local.pairs;
    tally.errors += local.errors;
}

async fn trivial_rate(
    client: &reqwest::Client,
    base: &str,
    concurrency: usize,
    seconds: u64,
) -> f64 {
    let until = Instant::now() + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..concurrency)
        .map(|_| {
            let (client, url) = (client.clone(), format!("{base}/api"));
            tokio::spawn(async move {
                let mut done = 0u64;
                while Instant::now() < until {
                    if client
                        .get(&url)
                        .send()
                        .await
                        .is_ok_and(|r| r.status().is_success())
                    {
                        done += 1;
                    }
                }
                done
            })
        })
        .collect();
    let mut total = 0;
    for task in tasks {
        total += task.await.unwrap();
    }
    total as f64 / seconds as f64
}

/// A phase's pairs, p50 and p99 of each call's latency, and errors.
fn latencies(tally: &Tally) -> String {
    format!(
        "{} ask+answer pairs, p50 {:.1} ms, p99 {:.1} ms, errors {}",
        tally.pairs,
        percentile(&tally.latencies_ms, 0.5),
        percentile(&tally.latencies_ms, 0.99),
        tally.errors
    )
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

async fn phase(
    base: &str,
    students: &[Student],
    maths: &str,
    seconds: u64,
    pacing: Pacing,
) -> (Tally, f64) {
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(students.len())
        .build()
        .unwrap();
    let tally = Arc::new(Mutex::new(Tally::default()));
    let until = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let tasks: Vec<_> = students
        .iter()
        .map(|student| {
            let student = Student {
                id: student.id.clone(),
                token: student.token.clone(),
            };
            tokio::spawn(play(
                client.clone(),
                base.to_string(),
                student,
                maths.to_string(),
                until,
                pacing,
                tally.clone(),
            ))
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }
    let elapsed = started.elapsed().as_secs_f64();
    let mut tally = Arc::try_unwrap(tally).ok().unwrap().into_inner();
    tally.latencies_ms.sort_by(f64::total_cmp);
    (tally, elapsed)
}

#[tokio::main]
async fn main() {
    let count = setting("PLYTIME_LOAD_STUDENTS", 1000) as usize;
    let seconds = setting("PLYTIME_LOAD_SECONDS", 20);
    let data_dir: PathBuf =
        std::env::temp_dir().join(format!("plytime-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data_dir);
    let mut config = Config::for_data_dir(data_dir.clone());
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
    let students = students(&config.database_url(), count).await;
    let admin_client = reqwest::Client::new();
    let maths: Value = admin_client
        .get(format!("{base}/api/game/subjects"))
        .bearer_auth(&students[0].token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let maths = maths[0]["_id"].as_str().unwrap().to_string();

    println!("{count} students, SQLite, starter bank, {seconds} s per phase");
    let (paced, _) = phase(&base, &students, &maths, seconds, Pacing::Spread).await;
    println!(
        "paced (every 3 s): {}; goal: p99 < 50 ms, 0 errors",
        latencies(&paced)
    );
    let (burst, _) = phase(&base, &students, &maths, 1, Pacing::Together).await;
    println!(
        "burst (all {count} at the same instant, once): {}",
        latencies(&burst)
    );
    let concurrency = count.min(64);
    let trivial = trivial_rate(&client, &base, concurrency, seconds / 2).await;
    let (flat, elapsed) = phase(
        &base,
        &students[..concurrency],
        &maths,
        seconds / 2,
        Pacing::FlatOut,
    )
    .await;
    let pairs_rate = flat.pairs as f64 / elapsed;
    println!(
        "flat out ({concurrency} at once): {pairs_rate:.0} pairs/s against {trivial:.0} trivial requests/s: ratio {:.3}; errors {}",
        pairs_rate / trivial,
        flat.errors
    );
    let _ = stop.send(());
    let _ = server.await;
    let _ = std::fs::remove_dir_all(data_dir);
}
