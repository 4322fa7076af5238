//! Sign-in load: a class signing in at once. 400 students sign in through
//! the real server (HTTP on loopback, SQLite), 16 at a time, while the
//! process's resident memory is sampled; the figures are printed against
//! the server's idle memory measured in the same run, with the sign-in
//! latencies. docs/accounts.md explains why password hashing is bounded.
//!
//! Run: `cargo bench -p plytime-server --bench signin_load`
//! (`PLYTIME_SIGNIN_ACCOUNTS`, `PLYTIME_SIGNIN_AT_ONCE` to change the size.)

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use plytime_server::auth::password;
use serde_json::json;
use tokio::sync::{Mutex, Semaphore};

const PASSWORD: &str = "a class signing in";
/// How long after the last sign-in memory is read again as "settled".
const SETTLE: Duration = Duration::from_secs(5);

/// This process's resident memory, in MiB (the server runs in it).
fn rss_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|kib| kib.parse::<f64>().ok())
        .map_or(f64::NAN, |kib| kib / 1024.0)
}

/// Samples resident memory every 20 ms until told to stop; the peak, in
/// hundredths of a MiB.
fn sample_peak(peak: Arc<AtomicU64>, stop: Arc<AtomicU64>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        while stop.load(Ordering::Relaxed) == 0 {
            let now = (rss_mib() * 100.0) as u64;
            peak.fetch_max(now, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
}

#[tokio::main]
async fn main() {
    let accounts = support::setting("PLYTIME_SIGNIN_ACCOUNTS", 400) as usize;
    let at_once = support::setting("PLYTIME_SIGNIN_AT_ONCE", 16) as usize;
    let running = support::start("signin").await;
    let hash = password::hash(PASSWORD.into()).await.unwrap();
    let students = support::insert_students(&running.config.database_url(), accounts, &hash).await;
    let client = reqwest::Client::new();
    let sign_in = |username: String| {
        let client = client.clone();
        let url = format!("{}/api/auth/signin", running.base);
        async move {
            let started = Instant::now();
            let body = json!({"role": "student", "login": username, "password": PASSWORD});
            let ok = client
                .post(url)
                .json(&body)
                .send()
                .await
                .is_ok_and(|response| response.status().is_success());
            (ok, started.elapsed().as_secs_f64() * 1000.0)
        }
    };
    // One sign-in first, so that what any first request sets up counts as idle.
    assert!(sign_in(students[0].username.clone()).await.0);
    tokio::time::sleep(Duration::from_secs(1)).await;
    let idle = rss_mib();

    let peak = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicU64::new(0));
    let sampler = sample_peak(peak.clone(), stop.clone());
    let turns = Arc::new(Semaphore::new(at_once));
    let latencies = Arc::new(Mutex::new(Vec::with_capacity(accounts)));
    let errors = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(accounts);
    for student in &students {
        let turn = turns.clone().acquire_owned().await.unwrap();
        let attempt = sign_in(student.username.clone());
        let (latencies, errors) = (latencies.clone(), errors.clone());
        tasks.push(tokio::spawn(async move {
            let (ok, millis) = attempt.await;
            if !ok {
                errors.fetch_add(1, Ordering::Relaxed);
            }
            latencies.lock().await.push(millis);
            drop(turn);
        }));
    }
    for task in tasks {
        task.await.unwrap();
    }
    let elapsed = started.elapsed().as_secs_f64();
    tokio::time::sleep(SETTLE).await;
    let settled = rss_mib();
    stop.store(1, Ordering::Relaxed);
    sampler.await.unwrap();
    let peak = peak.load(Ordering::Relaxed) as f64 / 100.0;
    let mut latencies = Arc::try_unwrap(latencies).unwrap().into_inner();
    latencies.sort_by(f64::total_cmp);

    println!(
        "{accounts} sign-ins, {at_once} at a time, in {elapsed:.1} s ({:.0}/s); errors {}",
        accounts as f64 / elapsed,
        errors.load(Ordering::Relaxed)
    );
    println!(
        "latency: p50 {:.0} ms, p99 {:.0} ms",
        support::percentile(&latencies, 0.5),
        support::percentile(&latencies, 0.99)
    );
    println!(
        "resident memory: idle {idle:.0} MiB, peak {peak:.0} MiB (+{:.0}; goal ≤ +300), \
         settled after {} s {settled:.0} MiB (+{:.0}; goal ≤ +50)",
        peak - idle,
        SETTLE.as_secs(),
        settled - idle
    );
    running.stop().await;
}
