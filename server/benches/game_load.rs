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
//!   (a class told "go!"), to show how long the queue takes to drain, and
//!   the CPU it took. The children are on the game screen already, so
//!   their connections are open: each child plays through a client of
//!   their own, as each plays in a browser of their own, which keeps its
//!   connection from one phase to the next. Then the same burst after a
//!   pause longer than the server keeps a child's card, so that every
//!   card is read again: a class starting together after a break;
//!   On SQLite the paced phase runs again with backups taken back to back,
//!   to show whether children feel a backup;
//! - flat out: 64 students with no pause, for throughput: ask+answer pairs
//!   per second as a fraction of the trivial route's requests per second
//!   at the same concurrency; then the same asking ahead as the game screen
//!   does (three asks per question answered).
//!
//! Run: `cargo bench -p plytime-server --bench game_load`
//! (`PLYTIME_LOAD_STUDENTS`, `PLYTIME_LOAD_SECONDS` to change the size).
//! With `PLYTIME_BENCH_POSTGRES_URL` naming a PostgreSQL server (the URL
//! `scripts/postgres-up.sh` prints) the same phases run again on a fresh
//! database there, printed beside SQLite's. With `PLYTIME_LOAD_BASE` (and
//! `PLYTIME_LOAD_DATABASE_URL`, `PLYTIME_LOAD_JWT_SECRET`) the phases run
//! against servers already running there instead, e.g. two replicas
//! behind a load balancer (`scripts/scale-out.sh`).

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

mod support;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use plytime_server::auth::password;
use plytime_server::auth::tokens::TokenKeys;
use plytime_server::backup::{BackupStore, take};
use plytime_server::config::Config;
use plytime_server::db::Db;
use plytime_server::game::players::FRESH_FOR;
use plytime_server::storage::Storage;
use plytime_shared::Role;
use serde_json::{Value, json};
use tokio::sync::Mutex;

const THINK_TIME: Duration = Duration::from_secs(3);
/// Questions a child answers in one game before starting another: a
/// five-minute game answered every three seconds. Flat out, one endless
/// game would run through the whole bank, which no real game does.
const ANSWERS_PER_GAME: u64 = 100;

#[derive(Clone)]
struct Student {
    id: String,
    token: String,
    /// The child's browser: its connections to the servers, opened on the
    /// first calls and kept while the child plays.
    browser: reqwest::Client,
}

/// Creates the students directly in the database and mints their id
/// tokens with the servers' `secret`, each for a sign-in of its own, so
/// that setting up a thousand of them costs no password hashing.
async fn students(url: &str, secret: &str, count: usize) -> Vec<Student> {
    let keys = TokenKeys::new(secret.as_bytes());
    let hash = password::hash("unused".into()).await.unwrap();
    // A prefix of its own: an external database may hold earlier runs' students.
    let prefix = format!("load{}-", uuid::Uuid::new_v4().simple());
    support::insert_students_named(url, &prefix, count, &hash)
        .await
        .into_iter()
        .map(|student| Student {
            token: keys
                .issue(
                    &student.account_id,
                    Role::Student,
                    false,
                    None,
                    &uuid::Uuid::new_v4().to_string(),
                )
                .unwrap(),
            id: student.id,
            browser: reqwest::Client::new(),
        })
        .collect()
}

#[derive(Default)]
struct Tally {
    latencies_ms: Vec<f64>,
    pairs: u64,
    errors: u64,
    /// How many of each kind of error.
    kinds: BTreeMap<String, u64>,
}

impl Tally {
    fn failed(&mut self, why: String) {
        self.errors += 1;
        *self.kinds.entry(why).or_default() += 1;
    }

    fn add(&mut self, other: Tally) {
        self.latencies_ms.extend(other.latencies_ms);
        self.pairs += other.pairs;
        self.errors += other.errors;
        for (why, count) in other.kinds {
            *self.kinds.entry(why).or_default() += count;
        }
    }
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
    /// Without pausing, and asking three questions for each one answered,
    /// as the game screen does: after every answer it asks ahead at MEDIUM,
    /// HARD and SUPER_HARD, and shows the one at the chosen difficulty.
    FlatOutAskingAhead,
}

impl Pacing {
    fn start_after(self) -> Duration {
        match self {
            Pacing::Spread => THINK_TIME.mul_f64(rand::random::<f64>()),
            Pacing::Together | Pacing::FlatOut | Pacing::FlatOutAskingAhead => Duration::ZERO,
        }
    }
}

/// What a failed call came to: its status and first error, or the
/// transport's failure.
async fn failure(sent: Result<reqwest::Response, reqwest::Error>) -> Result<Value, String> {
    let response = sent.map_err(|error| format!("not sent: {error}"))?;
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    if status.is_success() {
        return Ok(body);
    }
    Err(format!(
        "{status} {}",
        body["errors"][0].as_str().unwrap_or("")
    ))
}

/// One `PUT /api/ask`: the question, or what went wrong.
async fn ask(
    base: &str,
    student: &Student,
    maths: &str,
    game: &str,
    difficulty: &str,
) -> Result<Value, String> {
    let ask = json!({"student": student.id, "difficulty": difficulty, "focus": [maths],
        "endcodes_to_exclude": [], "game_summary_id": game, "game_id": "speed-5-multi"});
    let asked = student
        .browser
        .put(format!("{base}/api/ask"))
        .bearer_auth(&student.token)
        .json(&ask)
        .send()
        .await;
    failure(asked).await
}

async fn play(
    base: String,
    student: Student,
    maths: String,
    until: Instant,
    pacing: Pacing,
    tally: Arc<Mutex<Tally>>,
) {
    let mut game = uuid::Uuid::new_v4().to_string();
    tokio::time::sleep(pacing.start_after()).await;
    let mut local = Tally::default();
    while Instant::now() < until {
        if local.pairs > 0 && local.pairs % ANSWERS_PER_GAME == 0 {
            game = uuid::Uuid::new_v4().to_string();
        }
        let started = Instant::now();
        let asking = |difficulty| ask(&base, &student, &maths, &game, difficulty);
        let question = if pacing == Pacing::FlatOutAskingAhead {
            let (medium, hard, super_hard) =
                tokio::join!(asking("MEDIUM"), asking("HARD"), asking("SUPER_HARD"));
            hard.and(super_hard).and(medium)
        } else {
            asking("MEDIUM").await
        };
        let ask_ms = started.elapsed().as_secs_f64() * 1000.0;
        let question = match question {
            Ok(question) => question,
            Err(why) => {
                local.failed(why);
                continue;
            }
        };
        let answer_started = Instant::now();
        let body = json!({"student_id": student.id, "time": 3.0, "difficulty": "MEDIUM",
            "answer": {"0-1": {"ref": "n", "value": "7"}}, "game_summary_id": game, "game_id": "speed-5-multi"});
        let id = question["_id"].as_str().unwrap_or_default();
        let answered = student
            .browser
            .post(format!("{base}/api/question/{id}/answer"))
            .bearer_auth(&student.token)
            .json(&body)
            .send()
            .await;
        match failure(answered).await {
            Ok(_) => {
                local.pairs += 1;
                local.latencies_ms.push(ask_ms);
                local
                    .latencies_ms
                    .push(answer_started.elapsed().as_secs_f64() * 1000.0);
            }
            Err(why) => local.failed(why),
        }
        if !matches!(pacing, Pacing::FlatOut | Pacing::FlatOutAskingAhead) {
            tokio::time::sleep(THINK_TIME.saturating_sub(started.elapsed())).await;
        }
    }
    tally.lock().await.add(local);
}

/// Trivial requests a second at `concurrency`, and how many were done.
async fn trivial_rate(
    client: &reqwest::Client,
    base: &str,
    concurrency: usize,
    seconds: u64,
) -> (f64, u64) {
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
    (total as f64 / seconds as f64, total)
}

/// A phase's pairs, p50 and p99 of each call's latency, and errors.
fn latencies(tally: &Tally) -> String {
    format!(
        "{} ask+answer pairs, p50 {:.1} ms, p99 {:.1} ms, errors {}{}",
        tally.pairs,
        support::percentile(&tally.latencies_ms, 0.5),
        support::percentile(&tally.latencies_ms, 0.99),
        tally.errors,
        error_kinds(tally)
    )
}

/// The kinds of errors a phase met, if any: ` (409 …: 3)`.
fn error_kinds(tally: &Tally) -> String {
    if tally.kinds.is_empty() {
        return String::new();
    }
    let kinds: Vec<String> = tally
        .kinds
        .iter()
        .map(|(why, count)| format!("{why}: {count}"))
        .collect();
    format!(" ({})", kinds.join("; "))
}

async fn phase(
    base: &str,
    students: &[Student],
    maths: &str,
    seconds: u64,
    pacing: Pacing,
) -> (Tally, f64) {
    let tally = Arc::new(Mutex::new(Tally::default()));
    let until = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let tasks: Vec<_> = students
        .iter()
        .map(|student| {
            tokio::spawn(play(
                base.to_string(),
                student.clone(),
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

/// Every student asking at the same instant, once: the latencies, and the
/// CPU it took.
async fn burst(base: &str, students: &[Student], maths: &str, when: &str) -> Tally {
    let cpu = support::cpu_seconds();
    let (burst, _) = phase(base, students, maths, 1, Pacing::Together).await;
    let burst_cpu = support::cpu_seconds() - cpu;
    println!(
        "  burst (all {} {when}, once): {}",
        students.len(),
        latencies(&burst)
    );
    println!(
        "    CPU (server and client): {:.0} µs a pair, {:.0} ms in all; the slowest call {:.0} ms",
        burst_cpu / burst.pairs.max(1) as f64 * 1e6,
        burst_cpu * 1e3,
        burst.latencies_ms.last().copied().unwrap_or(0.0)
    );
    burst
}

/// Where the phases run: the servers' address, their database and the
/// secret their id tokens are signed with.
struct Target {
    label: String,
    base: String,
    database_url: String,
    secret: String,
    /// A server of this run on SQLite, which can be backed up while the
    /// children play.
    backups: Option<BackupContext>,
}

/// What a backup of the target takes: its database, files and location.
struct BackupContext {
    db: Db,
    files: Storage,
    store: BackupStore,
}

impl BackupContext {
    async fn of(config: &Config) -> BackupContext {
        let files = Storage::from_config(config).unwrap();
        BackupContext {
            db: Db::connect(&config.database_url()).await.unwrap(),
            store: BackupStore::from_config(config, &files).unwrap(),
            files,
        }
    }
}

/// The paced phase again with backups taken back to back throughout:
/// whether the children feel them (docs/backups.md).
async fn paced_during_backups(
    backups: &BackupContext,
    base: &str,
    students: &[Student],
    maths: &str,
    seconds: u64,
) -> (Tally, usize) {
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let backing_up = {
        let done = done.clone();
        let (db, files, store) = (
            backups.db.clone(),
            backups.files.clone(),
            backups.store.clone(),
        );
        tokio::spawn(async move {
            let mut taken = 0;
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                take::take(&db, &files, &store).await.unwrap();
                taken += 1;
            }
            taken
        })
    };
    let (paced, _) = phase(base, students, maths, seconds, Pacing::Spread).await;
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    (paced, backing_up.await.unwrap())
}

/// One target's figures.
struct Figures {
    label: String,
    paced: Tally,
    burst: Tally,
    /// The burst after a pause, when every card is read again.
    after_pause: Tally,
    pairs_rate: f64,
    /// Flat out as the game screen plays: questions answered a second.
    ahead_rate: f64,
    trivial_rate: f64,
    flat_errors: u64,
}

async fn measure(target: &Target, count: usize, seconds: u64) -> Figures {
    let students = students(&target.database_url, &target.secret, count).await;
    let base = &target.base;
    let client = reqwest::Client::new();
    let maths: Value = client
        .get(format!("{base}/api/game/subjects"))
        .bearer_auth(&students[0].token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let maths = maths[0]["_id"].as_str().unwrap().to_string();

    println!(
        "{}: {count} students, starter bank, {seconds} s per phase",
        target.label
    );
    let (paced, _) = phase(base, &students, &maths, seconds, Pacing::Spread).await;
    println!(
        "  paced (every 3 s): {}; goal: p99 < 50 ms, 0 errors",
        latencies(&paced)
    );
    if let Some(backups) = &target.backups {
        let (during, taken) = paced_during_backups(backups, base, &students, &maths, seconds).await;
        println!(
            "  paced with {taken} backups taken back to back: p99 {:.1} ms against {:.1} ms without; errors {}",
            support::percentile(&during.latencies_ms, 0.99),
            support::percentile(&paced.latencies_ms, 0.99),
            during.errors
        );
    }
    let together = burst(base, &students, &maths, "at the same instant").await;
    tokio::time::sleep(FRESH_FOR + Duration::from_secs(1)).await;
    let after_pause = burst(base, &students, &maths, "after a pause, every card read").await;
    let concurrency = count.min(64);
    let cpu = support::cpu_seconds();
    let (trivial_rate, trivial_done) = trivial_rate(&client, base, concurrency, seconds / 2).await;
    let trivial_cpu = (support::cpu_seconds() - cpu) / trivial_done as f64;
    let flat_out = |pacing| phase(base, &students[..concurrency], &maths, seconds / 2, pacing);
    let cpu = support::cpu_seconds();
    let (flat, elapsed) = flat_out(Pacing::FlatOut).await;
    let pair_cpu = (support::cpu_seconds() - cpu) / flat.pairs.max(1) as f64;
    let pairs_rate = flat.pairs as f64 / elapsed;
    println!(
        "  flat out ({concurrency} at once): {pairs_rate:.0} pairs/s against {trivial_rate:.0} trivial requests/s: ratio {:.3}; errors {}{}",
        pairs_rate / trivial_rate,
        flat.errors,
        error_kinds(&flat)
    );
    println!(
        "    CPU (server and client): {:.0} µs a pair against {:.0} µs a trivial request: {:.1}×",
        pair_cpu * 1e6,
        trivial_cpu * 1e6,
        pair_cpu / trivial_cpu
    );
    let (ahead, elapsed) = flat_out(Pacing::FlatOutAskingAhead).await;
    let ahead_rate = ahead.pairs as f64 / elapsed;
    println!(
        "  flat out asking ahead (3 asks per question answered, as the game screen does): {ahead_rate:.0} questions answered/s: ratio {:.3}; errors {}{}",
        ahead_rate / trivial_rate,
        ahead.errors,
        error_kinds(&ahead)
    );
    Figures {
        label: target.label.clone(),
        paced,
        burst: together,
        after_pause,
        pairs_rate,
        ahead_rate,
        trivial_rate,
        flat_errors: flat.errors + ahead.errors,
    }
}

/// The targets' figures side by side.
fn print_beside(figures: &[Figures]) {
    println!(
        "{:<12} {:>10} {:>10} {:>10} {:>10} {:>10} {:>9} {:>9} {:>9} {:>7}",
        "",
        "paced p50",
        "paced p99",
        "burst p50",
        "burst p99",
        "pause p99",
        "pairs/s",
        "ahead/s",
        "trivial/s",
        "errors"
    );
    for f in figures {
        let errors = f.paced.errors + f.burst.errors + f.after_pause.errors + f.flat_errors;
        println!(
            "{:<12} {:>7.1} ms {:>7.1} ms {:>7.1} ms {:>7.1} ms {:>7.1} ms {:>9.0} {:>9.0} {:>9.0} {:>7}",
            f.label,
            support::percentile(&f.paced.latencies_ms, 0.5),
            support::percentile(&f.paced.latencies_ms, 0.99),
            support::percentile(&f.burst.latencies_ms, 0.5),
            support::percentile(&f.burst.latencies_ms, 0.99),
            support::percentile(&f.after_pause.latencies_ms, 0.99),
            f.pairs_rate,
            f.ahead_rate,
            f.trivial_rate,
            errors
        );
    }
}

/// Servers already running, named by the environment (`PLYTIME_LOAD_BASE`).
fn external_target() -> Option<Target> {
    let base = std::env::var("PLYTIME_LOAD_BASE").ok()?;
    let setting = |name: &str| {
        std::env::var(name).unwrap_or_else(|_| panic!("{name} is needed with PLYTIME_LOAD_BASE"))
    };
    Some(Target {
        label: std::env::var("PLYTIME_LOAD_LABEL").unwrap_or_else(|_| "external".into()),
        base,
        database_url: setting("PLYTIME_LOAD_DATABASE_URL"),
        secret: setting("PLYTIME_LOAD_JWT_SECRET"),
        backups: None,
    })
}

#[tokio::main]
async fn main() {
    let count = support::setting("PLYTIME_LOAD_STUDENTS", 1000) as usize;
    let seconds = support::setting("PLYTIME_LOAD_SECONDS", 20);
    if let Some(target) = external_target() {
        let figures = measure(&target, count, seconds).await;
        print_beside(&[figures]);
        return;
    }
    let mut backends = vec![("SQLite", None)];
    match support::postgres_server() {
        Some(server_url) => backends.push(("PostgreSQL", Some(server_url))),
        None => println!("PostgreSQL: skipped (set PLYTIME_BENCH_POSTGRES_URL to run it)"),
    }
    let mut figures = Vec::new();
    for (label, postgres) in backends {
        let running = support::start_on("load", postgres.as_deref()).await;
        let backups = match postgres {
            None => Some(BackupContext::of(&running.config).await),
            Some(_) => None,
        };
        let target = Target {
            label: label.into(),
            base: running.base.clone(),
            database_url: running.config.database_url(),
            secret: support::SECRET.into(),
            backups,
        };
        figures.push(measure(&target, count, seconds).await);
        running.stop().await;
    }
    print_beside(&figures);
}
