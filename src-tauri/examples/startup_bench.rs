//! Start-up time and idle memory of the desktop app against a hello-world
//! Tauri app (`src-tauri/hello-window`), measured in the same run, in
//! turns, with the same probe (`startup_probe`): launch to the first frame
//! that shows text (and, for the app, to the first frame with something to
//! press: its sign-in screen, compared with the hello-world's only
//! screen), then the memory of the app's whole process tree (the app and
//! its web view's processes, proportional set size) after it has sat idle
//! for a few seconds.
//!
//! Run: `scripts/bench-desktop-startup.sh` (release builds, Xvfb, a
//! keyring), or by hand: `startup_bench APP HELLO [runs]` with a display.
//! Each app has its own data folders, kept across its runs: the first run
//! of each is a warm-up and not counted, so the figures are for an app
//! started again on a machine where it has started before.

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use plytime_desktop::startup_probe;

/// How long each app sits before its memory is read.
const IDLE: Duration = Duration::from_secs(5);
const PATIENCE: Duration = Duration::from_secs(60);
/// Where the app looks for a server: nobody listens there, and the sign-in
/// screen it opens on needs none.
const NO_SERVER: &str = "http://127.0.0.1:9";

struct Subject {
    name: &'static str,
    binary: PathBuf,
    /// Whether it has a screen with controls to wait for.
    has_controls: bool,
    home: tempfile::TempDir,
    paints: Vec<Duration>,
    screens: Vec<Duration>,
    memory_kib: Vec<u64>,
}

impl Subject {
    fn new(name: &'static str, binary: PathBuf, has_controls: bool) -> Subject {
        Subject {
            name,
            binary,
            has_controls,
            home: tempfile::tempdir().expect("a data folder"),
            paints: Vec::new(),
            screens: Vec::new(),
            memory_kib: Vec::new(),
        }
    }

    fn launch(&self) -> Child {
        let folder = |name: &str| {
            let path = self.home.path().join(name);
            std::fs::create_dir_all(&path).expect("a data folder");
            path
        };
        Command::new(&self.binary)
            .env(startup_probe::ENV, "1")
            .env("PLYTIME_SERVER_URL", NO_SERVER)
            .env("XDG_DATA_HOME", folder("data"))
            .env("XDG_CONFIG_HOME", folder("config"))
            .env("XDG_CACHE_HOME", folder("cache"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|error| panic!("start {}: {error}", self.binary.display()))
    }

    /// One start: the times to first paint and first screen, and the
    /// idle memory.
    fn run(&mut self, counted: bool) {
        let started = Instant::now();
        let mut child = self.launch();
        let stdout = child.stdout.take().expect("the app's output");
        let (events, seen) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = events.send((line.trim().to_string(), Instant::now()));
            }
        });
        let (mut paint, mut screen) = (None, None);
        let deadline = started + PATIENCE;
        while paint.is_none() || (self.has_controls && screen.is_none()) {
            let left = deadline.saturating_duration_since(Instant::now());
            let Ok((event, at)) = seen.recv_timeout(left) else {
                stop(&mut child);
                panic!(
                    "{} did not show its first screen within {PATIENCE:?}",
                    self.name
                )
            };
            match event.as_str() {
                startup_probe::FIRST_PAINT => paint = Some(at - started),
                // Two title changes close together may reach us as one.
                startup_probe::FIRST_SCREEN => {
                    screen = Some(at - started);
                    paint = paint.or(screen);
                }
                _ => {}
            }
        }
        std::thread::sleep(IDLE);
        let memory = tree_pss_kib(child.id());
        stop(&mut child);
        if counted {
            self.paints.extend(paint);
            self.screens.extend(screen);
            self.memory_kib.push(memory);
        }
    }
}

/// The process and everything it started, however deep.
fn process_tree(root: u32) -> Vec<u32> {
    let parents: Vec<(u32, u32)> = std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter_map(|pid| Some((pid, parent_of(pid)?)))
        .collect();
    let mut tree = vec![root];
    let mut index = 0;
    while index < tree.len() {
        let parent = tree[index];
        tree.extend(
            parents
                .iter()
                .filter(|(_, of)| *of == parent)
                .map(|(pid, _)| *pid),
        );
        index += 1;
    }
    tree
}

fn parent_of(pid: u32) -> Option<u32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name may hold spaces and brackets; fields resume after
    // its last ')': state, then the parent's id.
    let after_name = &stat[stat.rfind(')')? + 1..];
    after_name.split_whitespace().nth(1)?.parse().ok()
}

/// Proportional set size: shared pages split between the processes that
/// share them, so libraries are not counted once per process.
fn pss_kib(pid: u32) -> u64 {
    let rollup = std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup")).unwrap_or_default();
    rollup
        .lines()
        .find_map(|line| line.strip_prefix("Pss:"))
        .and_then(|value| value.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn tree_pss_kib(root: u32) -> u64 {
    process_tree(root).into_iter().map(pss_kib).sum()
}

fn stop(child: &mut Child) {
    for pid in process_tree(child.id()).into_iter().rev() {
        let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
    }
    let _ = child.wait();
}

fn median<T: Copy + Ord>(values: &[T]) -> T {
    let mut sorted = values.to_vec();
    sorted.sort();
    sorted[sorted.len() / 2]
}

fn milliseconds(times: &[Duration]) -> String {
    let times: Vec<String> = times
        .iter()
        .map(|time| format!("{:.0}", time.as_secs_f64() * 1000.0))
        .collect();
    times.join(", ")
}

fn median_ms(times: &[Duration]) -> f64 {
    median(times).as_secs_f64() * 1000.0
}

fn report(subject: &Subject) {
    println!(
        "{}: first paint median {:.0} ms (runs: {} ms)",
        subject.name,
        median_ms(&subject.paints),
        milliseconds(&subject.paints)
    );
    if subject.has_controls {
        println!(
            "{}: first screen median {:.0} ms (runs: {} ms)",
            subject.name,
            median_ms(&subject.screens),
            milliseconds(&subject.screens)
        );
    }
    println!(
        "{}: idle memory median {:.1} MiB",
        subject.name,
        median(&subject.memory_kib) as f64 / 1024.0
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [app, hello, rest @ ..] = args.as_slice() else {
        eprintln!("usage: startup_bench APP_BINARY HELLO_BINARY [runs]");
        std::process::exit(2);
    };
    let runs: usize = rest
        .first()
        .and_then(|runs| runs.parse().ok())
        .unwrap_or(10);
    let mut subjects = [
        Subject::new("Plytime", Path::new(app).to_path_buf(), true),
        Subject::new("hello world", Path::new(hello).to_path_buf(), false),
    ];
    for subject in &mut subjects {
        subject.run(false);
    }
    for _ in 0..runs {
        for subject in &mut subjects {
            subject.run(true);
        }
    }
    let [app, hello] = &subjects;
    println!("{runs} starts each, in turns, after one warm-up start each");
    report(app);
    report(hello);
    let baseline = median_ms(&hello.paints);
    println!(
        "ratio Plytime / hello world: first paint {:.2}x, first screen {:.2}x, idle memory {:.2}x (goal: at most 1.5x)",
        median_ms(&app.paints) / baseline,
        median_ms(&app.screens) / baseline,
        median(&app.memory_kib) as f64 / median(&hello.memory_kib) as f64
    );
}
