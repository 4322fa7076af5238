//! Fault harness for the desktop's sync: proves that every answer queued
//! offline reaches the server exactly once while the app core and the
//! server are killed with SIGKILL at random moments and the connection is
//! cut and restored.
//!
//! Each cycle queues one or two queues of 1 to 130 answers (often an exact
//! multiple of the 50-answer page, or one either side of it, in games of
//! ten answers on a timeline the server believes) in
//! the core's own SQLite file, starts the core as a separate process to
//! sync them, and meanwhile does one of: nothing, kill the core, kill the
//! server (and start it again), or cut the connection for a moment. A
//! killed core is started again until its queue is empty. Then the
//! server's database is read: every queued answer must be there once,
//! with one token row each (Ada has a tutor plan), and nothing else.
//!
//! Run: `cargo run -p plytime-desktop-core --example sync_faults -- [cycles] [seed]`
//! (200 cycles in CI, 1,000 as the benchmark). Needs the debug server
//! binary (`PLYTIME_SERVER_BIN` to use another). Prints the lost and
//! duplicated answer counts and exits non-zero unless both are 0.

// A harness reports on standard output.
#![allow(clippy::print_stdout)]

mod probe;
mod proxy;
mod server;
mod verify;
mod worker;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use plytime_desktop_core::store::Store;
use plytime_desktop_core::store::queue::ItemKind;
use plytime_shared::game::synced::queued_games;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use proxy::Proxy;
use server::ServerProcess;

const DEMO_PASSWORD: &str = "plytime-demo";
/// A core still syncing after this long is looked into (`probe`).
const SLOW_CORE: Duration = Duration::from_secs(20);
/// Queue sizes around the page size, and a few others.
const QUEUE_SIZES: [usize; 9] = [1, 49, 50, 51, 99, 100, 101, 130, 7];

/// What happens while the core syncs.
#[derive(Debug, Clone, Copy)]
enum Fault {
    None,
    KillCore,
    KillServer,
    CutConnection,
}

/// The demo student's id, subject and questions, read once.
struct Student {
    id: String,
    maths: String,
    questions: Vec<String>,
}

/// Queues `count` answers to different questions, in games of at most ten
/// answers on a timeline the server believes, each game followed by its
/// summary; returns the answers' ids and the games' ids.
fn queue_games(
    store: &Store,
    student: &Student,
    name: &str,
    count: usize,
) -> (Vec<String>, Vec<String>) {
    let now = chrono::Utc::now().timestamp_millis();
    let (mut ids, mut games) = (Vec::with_capacity(count), Vec::new());
    for game in queued_games(name, &student.maths, &student.questions[..count], now) {
        for answer in &game.answers {
            let body = serde_json::to_value(answer).expect("an answer as JSON");
            store
                .enqueue(ItemKind::Answer, &answer._id, &student.id, &body)
                .expect("queue an answer");
            ids.push(answer._id.clone());
        }
        let summary = serde_json::to_value(&game.summary).expect("a game as JSON");
        store
            .enqueue(ItemKind::Game, &game.summary._id, &student.id, &summary)
            .expect("queue a game");
        games.push(game.summary._id);
    }
    (ids, games)
}

fn spawn_core(store: &Path, proxy: &Proxy) -> std::process::Child {
    std::process::Command::new(std::env::current_exe().expect("own path"))
        .arg("worker")
        .arg(store)
        .arg(format!("http://127.0.0.1:{}/", proxy.port))
        .spawn()
        .expect("start the core")
}

/// Items still queued in the core's store.
fn queued(store: &Path) -> usize {
    let store = Store::open(store).expect("the core's store");
    [ItemKind::Answer, ItemKind::Game]
        .into_iter()
        .map(|kind| store.waiting(kind).expect("the queue"))
        .sum()
}

/// Runs one cycle's sync to the end, with `fault` striking after `delay`.
/// True when the fault struck while items were still queued.
async fn sync_through(
    fault: Fault,
    delay: Duration,
    store: &Path,
    proxy: &Proxy,
    server: &mut ServerProcess,
    student_id: &str,
) -> bool {
    let mut core = spawn_core(store, proxy);
    tokio::time::sleep(delay).await;
    let mid_sync = queued(store) > 0;
    match fault {
        Fault::None => {}
        Fault::KillCore => {
            // SIGKILL: no chance to finish a write or say goodbye.
            let _ = core.kill();
            let _ = core.wait();
            core = spawn_core(store, proxy);
        }
        Fault::KillServer => server.kill_and_restart().await,
        Fault::CutConnection => {
            proxy.cut();
            tokio::time::sleep(delay).await;
            proxy.restore();
        }
    }
    let waited = Instant::now();
    let mut probed = false;
    let status = loop {
        if let Some(status) = core.try_wait().expect("wait for the core") {
            break status;
        }
        if !probed && waited.elapsed() > SLOW_CORE {
            probed = true;
            let seen = probe::describe(server.port, proxy.port, student_id).await;
            println!("a core is still syncing after {SLOW_CORE:?} ({fault:?}): {seen}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(
        status.success(),
        "the core failed ({fault:?} after {delay:?}): {status}; {}",
        server.describe()
    );
    mid_sync
}

async fn student(proxy: &Proxy) -> Student {
    use plytime_desktop_core::Session;
    use plytime_desktop_core::secrets::MemoryStore;
    let url = url::Url::parse(&format!("http://127.0.0.1:{}/", proxy.port)).expect("url");
    let session = Session::new(url, Box::new(MemoryStore::default()));
    session
        .sign_in("student", "ada", DEMO_PASSWORD)
        .await
        .expect("sign in as ada");
    let get = |path: String| {
        let session = &session;
        async move {
            let response = session.api_request("GET", &path, &[], None).await;
            response.expect("a call to the server").body
        }
    };
    let me = get("profile/me".into()).await;
    let id = me["user_data"]["_id"].as_str().expect("id").to_string();
    let subjects = get("game/subjects".into()).await;
    let maths = subjects[0]["_id"].as_str().expect("maths").to_string();
    let pack = get(format!("student/{id}/content_pack/{maths}")).await;
    let questions = pack["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .filter_map(|question| question["_id"].as_str().map(String::from))
        .collect();
    Student {
        id,
        maths,
        questions,
    }
}

async fn harness(cycles: usize, seed: u64) -> bool {
    let work = tempfile::tempdir().expect("a work folder");
    let mut server = ServerProcess::start(work.path().join("server")).await;
    let proxy = Proxy::start(server.port).await.expect("a proxy");
    let student = student(&proxy).await;
    assert!(
        student.questions.len() >= QUEUE_SIZES.into_iter().max().unwrap_or(0),
        "a game needs as many questions as answers"
    );
    let store_path: PathBuf = work.path().join("desktop.sqlite");
    let mut rng = StdRng::seed_from_u64(seed);
    let mut expected = Vec::new();
    let mut games = Vec::new();
    let mut faults = [0usize; 4];
    let mut struck_mid_sync = [0usize; 4];
    let started = Instant::now();
    for cycle in 0..cycles {
        {
            let store = Store::open(&store_path).expect("the core's store");
            for game_number in 0..rng.gen_range(1..=2) {
                let name = format!("faults-{seed}-{cycle}-{game_number}");
                let size = QUEUE_SIZES[rng.gen_range(0..QUEUE_SIZES.len())];
                let (answers, queued_games) = queue_games(&store, &student, &name, size);
                expected.extend(answers);
                games.extend(queued_games);
            }
        }
        let fault = [
            Fault::None,
            Fault::KillCore,
            Fault::KillServer,
            Fault::CutConnection,
        ][rng.gen_range(0..4)];
        faults[fault as usize] += 1;
        let delay = Duration::from_millis(rng.gen_range(0..250));
        if sync_through(fault, delay, &store_path, &proxy, &mut server, &student.id).await {
            struck_mid_sync[fault as usize] += 1;
        }
        assert_eq!(
            queued(&store_path),
            0,
            "cycle {cycle}: the core stopped with items queued"
        );
    }
    server.stop();
    let outcome = verify::count(&server.database(), &student.id, &expected, &games);
    println!(
        "{cycles} cycles (seed {seed}) in {:.0} s: {} answers and {} games queued; faults (struck mid-sync): {} none, {} core killed ({}), {} server killed ({}), {} connection cut ({})",
        started.elapsed().as_secs_f64(),
        expected.len(),
        games.len(),
        faults[0],
        faults[1],
        struck_mid_sync[1],
        faults[2],
        struck_mid_sync[2],
        faults[3],
        struck_mid_sync[3],
    );
    println!(
        "lost {} answers, duplicated {}; token rows missing {}, extra {}; games unsaved {} (goal: all 0)",
        outcome.lost,
        outcome.duplicated,
        outcome.tokens_missing,
        outcome.tokens_extra,
        outcome.unsaved_games
    );
    let clean = outcome.clean();
    println!(
        "{} passed, {} failed",
        usize::from(clean),
        usize::from(!clean)
    );
    clean
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    if args.first().map(String::as_str) == Some("worker") {
        let result = runtime.block_on(worker::run(Path::new(&args[1]), &args[2]));
        if let Err(error) = result {
            eprintln!("core: {error}");
            std::process::exit(1);
        }
        return;
    }
    let cycles = args.first().and_then(|v| v.parse().ok()).unwrap_or(200);
    let seed = args
        .get(1)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(rand::random);
    if !runtime.block_on(harness(cycles, seed)) {
        std::process::exit(1);
    }
}
