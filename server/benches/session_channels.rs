//! Session channels under load: ROOMS live one-to-one sessions at once,
//! each with its tutor and child connected over WebSockets to the real
//! server (HTTP on loopback, SQLite), and one of the two drawing as in a
//! lesson: a pointer message every 100 ms (the pen moving on the board)
//! and a board change every second (the stroke just drawn, 30 points, and
//! the one before it, moved), in the shapes the room's whiteboard sends
//! them (`ui/src/features/sessions/room/whiteboard/boardSync.ts`). In
//! half the rooms the tutor draws, in the other half the child.
//!
//! Each session is a real one, paid and open now, inserted straight into
//! the database with a tutor and a child of its own (a tutor has one
//! session at a time) and a sign-in for each; the participants ask for
//! their room pass (`GET /api/session/{id}/room`) and open the channel as
//! the browser does.
//!
//! Measured, after a warm-up while the rooms start drawing at moments
//! spread over the first second:
//! - the relay latency, from a message's sending by one participant to
//!   its arrival at the other: the sending moment travels in the
//!   pointer's `x` and in the new stroke's id. p50 and p99, with the
//!   messages relayed, those not arrived two seconds after the last was
//!   sent (late or lost), those refused, and the connections dropped;
//! - the CPU per room. Clients and server share this process: the clients
//!   run on threads of their own (`bench-client`), so the server's CPU is
//!   the process's less theirs, and both are printed; with PostgreSQL the
//!   database's own processes are counted apart.
//!
//! Baselines, measured in the same run:
//! - one room alone, the same traffic while the other rooms are connected
//!   and quiet: what the relay costs unloaded, so the ratio is what the
//!   load adds;
//! - the round trip of a trivial route (`GET /api/health`, which asks the
//!   database `SELECT 1`; one every 100 ms) during each phase: the delay
//!   any request meets on the same loaded machine and database pool. A
//!   relay passes through the server once, as a request does, so a ratio
//!   near 1 means the channel adds little of its own.
//!
//! Goal: relay p99 ≤ 50 ms with 500 rooms on one server.
//!
//! Run: `cargo bench -p plytime-server --bench session_channels`
//! (`PLYTIME_BENCH_ROOMS`, default 500, and `PLYTIME_BENCH_SECONDS`,
//! default 20, to change the size; `PLYTIME_BENCH_BOARD=0` for pointers
//! only, to tell what the board's changes and their saving cost). With
//! `PLYTIME_BENCH_POSTGRES_URL` naming a PostgreSQL server (the URL
//! `scripts/postgres-up.sh` prints) the same runs again on two replicas
//! started in this process on one fresh database there, each room's tutor
//! on one and its child on the other, so that every message crosses
//! between replicas.

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

mod support;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use plytime_server::auth::password;
use plytime_server::auth::tokens::TokenKeys;
use plytime_shared::Role;
use plytime_shared::api::operations::sessions;
use plytime_shared::api::rooms::{ChannelEvent, RoomToken};
use serde_json::{Value, json};
use tokio::runtime::Handle;
use tokio::time::{Instant, MissedTickBehavior, interval, interval_at, sleep_until, timeout};
use tokio_tungstenite::tungstenite::Message;

use support::{LiveSession, SignedIn};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The pen's pointer goes out this often while someone draws.
const POINTER_EVERY: Duration = Duration::from_millis(100);
/// A board change goes out with every this many pointer messages: one a
/// second, a stroke drawn.
const POINTERS_PER_CHANGE: u64 = 10;
/// Points in a stroke: a second of freehand drawing.
const STROKE_POINTS: usize = 30;
/// Rooms start drawing at moments spread over the first second; nothing
/// said before this is counted.
const WARM_UP: Duration = Duration::from_secs(2);
/// After the last message is sent, what is still on its way is awaited
/// this long; what has not come by then is counted as not arrived.
const GRACE: Duration = Duration::from_secs(2);
/// Everyone connected and nobody drawing, for the cost of holding rooms.
const IDLE: Duration = Duration::from_secs(3);
/// Participants opening their channel at the same moment at most, as
/// lessons starting on the hour do.
const ENTERING_AT_ONCE: usize = 50;
/// The trivial route is asked this often during a phase.
const PROBE_EVERY: Duration = Duration::from_millis(100);
const GOAL_P99_MS: f64 = 50.0;
/// The clients' threads, named so that their CPU is told from the server's.
const CLIENT_THREADS: &str = "bench-client";

/// The run's one clock: a message's sending moment, in milliseconds from
/// its start, travels in the message.
#[derive(Clone, Copy)]
struct Clock(Instant);

impl Clock {
    fn now_ms(self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// When a phase counts, sends and listens.
#[derive(Clone, Copy)]
struct Window {
    clock: Clock,
    starts: Instant,
    /// Messages sent from here on are counted.
    counts_from: Instant,
    stops_sending: Instant,
    stops_listening: Instant,
    /// Whether board changes are sent besides the pointer.
    board_changes: bool,
}

impl Window {
    fn lasting(clock: Clock, seconds: u64, board_changes: bool) -> Window {
        let starts = Instant::now();
        let counts_from = starts + WARM_UP;
        let stops_sending = counts_from + Duration::from_secs(seconds);
        Window {
            clock,
            starts,
            counts_from,
            stops_sending,
            stops_listening: stops_sending + GRACE,
            board_changes,
        }
    }

    fn counts(&self, sent_ms: f64) -> bool {
        sent_ms >= (self.counts_from - self.clock.0).as_secs_f64() * 1000.0
    }

    fn measured_seconds(&self) -> f64 {
        (self.stops_sending - self.counts_from).as_secs_f64()
    }
}

/// What the participants of a phase sent and heard.
#[derive(Default)]
struct Tally {
    pointer_ms: Vec<f64>,
    change_ms: Vec<f64>,
    sent: u64,
    /// Messages the server did not pass on, by its reason.
    refused: BTreeMap<String, u64>,
    /// Connections that ended during the phase.
    dropped: u64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.pointer_ms.extend(other.pointer_ms);
        self.change_ms.extend(other.change_ms);
        self.sent += other.sent;
        for (why, count) in other.refused {
            *self.refused.entry(why).or_default() += count;
        }
        self.dropped += other.dropped;
    }

    fn relayed(&self) -> u64 {
        (self.pointer_ms.len() + self.change_ms.len()) as u64
    }

    /// Every relay latency, sorted.
    fn all_ms(&self) -> Vec<f64> {
        sorted([&self.pointer_ms[..], &self.change_ms[..]].concat())
    }
}

fn sorted(mut values: Vec<f64>) -> Vec<f64> {
    values.sort_by(f64::total_cmp);
    values
}

/// CPU seconds used so far by the process, by its client threads, and by
/// PostgreSQL's processes on this machine.
#[derive(Clone, Copy)]
struct CpuReading {
    process: f64,
    clients: f64,
    database: f64,
}

impl CpuReading {
    fn now() -> CpuReading {
        CpuReading {
            process: support::cpu_seconds(),
            clients: threads_cpu_seconds(CLIENT_THREADS),
            database: processes_cpu_seconds("postgres"),
        }
    }

    /// What was used from `earlier` to this reading.
    fn since(self, earlier: CpuReading) -> CpuUse {
        let clients = self.clients - earlier.clients;
        CpuUse {
            server: self.process - earlier.process - clients,
            clients,
            database: self.database - earlier.database,
        }
    }
}

/// CPU seconds used in a window.
#[derive(Clone, Copy, Default)]
struct CpuUse {
    server: f64,
    clients: f64,
    database: f64,
}

/// The CPU seconds of this process's threads whose name starts with `name`.
fn threads_cpu_seconds(name: &str) -> f64 {
    let Ok(threads) = std::fs::read_dir("/proc/self/task") else {
        return 0.0;
    };
    threads
        .flatten()
        .filter(|thread| named(&thread.path(), name))
        .map(|thread| support::cpu_seconds_of(&thread.path().join("stat")))
        .sum()
}

/// The CPU seconds of the machine's processes named `name` (all of them,
/// whoever started them: on a machine running the benchmark, its own).
fn processes_cpu_seconds(name: &str) -> f64 {
    let Ok(processes) = std::fs::read_dir("/proc") else {
        return 0.0;
    };
    processes
        .flatten()
        .filter(|process| named(&process.path(), name))
        .map(|process| support::cpu_seconds_of(&process.path().join("stat")))
        .sum()
}

/// Whether the process or thread at `/proc` path `entry` is named `name…`.
fn named(entry: &Path, name: &str) -> bool {
    std::fs::read_to_string(entry.join("comm")).is_ok_and(|comm| comm.starts_with(name))
}

/// The machine's load average over the last minute, as `/proc/loadavg`
/// has it: whatever else runs here competes with the benchmark.
fn load_average() -> String {
    let loadavg = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    loadavg.split_whitespace().next().unwrap_or("?").to_string()
}

/// Files this process may have open, as its soft limit says.
fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|line| line.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// Where a run goes: the server each side of a room opens its channel on
/// (the same one, or two replicas), and their database.
struct Target {
    label: String,
    tutors_base: String,
    children_base: String,
    database_url: String,
}

impl Target {
    fn on_postgres(&self) -> bool {
        self.database_url.starts_with("postgres")
    }
}

/// One session's room with both its participants in it.
struct Room {
    index: usize,
    tutor: Socket,
    child: Socket,
}

impl Room {
    /// Both ways are measured (and, across replicas, both directions):
    /// the tutor draws in even rooms, the child in odd ones.
    fn tutor_draws(&self) -> bool {
        self.index.is_multiple_of(2)
    }
}

/// An id token of the sign-in, as the sign-in route gives one.
fn id_token(keys: &TokenKeys, who: &SignedIn, role: Role) -> String {
    keys.issue(&who.account_id, role, false, None, &who.family_id)
        .unwrap()
}

/// Asks for the room pass and opens the session channel with it, as the
/// room's page does; the socket once the server has welcomed it.
async fn enter(
    http: &reqwest::Client,
    base: &str,
    session_id: &str,
    id_token: &str,
) -> Result<Socket, String> {
    let response = http
        .get(format!("{base}{}", sessions::ROOM.path(&[session_id])))
        .bearer_auth(id_token)
        .send()
        .await
        .map_err(|error| format!("room pass not asked: {error}"))?;
    if !response.status().is_success() {
        return Err(format!("room pass refused: {}", response.status()));
    }
    let pass: RoomToken = response
        .json()
        .await
        .map_err(|error| format!("room pass unreadable: {error}"))?;
    let url = format!(
        "{}{}?token={}",
        base.replacen("http", "ws", 1),
        sessions::OPEN_CHANNEL.path(&[session_id]),
        pass.channel_token
    );
    let (mut socket, _) = tokio_tungstenite::connect_async(url)
        .await
        .map_err(|error| format!("channel not opened: {error}"))?;
    match next_event(&mut socket).await {
        Some(ChannelEvent::Welcome { .. }) => Ok(socket),
        other => Err(format!("no welcome: {other:?}")),
    }
}

/// The next event on the channel, skipping pings; `None` when it closed,
/// broke or said nothing for 10 s.
async fn next_event(socket: &mut Socket) -> Option<ChannelEvent> {
    loop {
        let message = timeout(Duration::from_secs(10), socket.next())
            .await
            .ok()??;
        if let Message::Text(text) = message.ok()? {
            return serde_json::from_str(&text).ok();
        }
    }
}

/// Waits until the other participant is heard of in the room.
async fn meet(socket: &mut Socket) -> Result<(), String> {
    loop {
        match next_event(socket).await {
            Some(ChannelEvent::Peer { .. }) => return Ok(()),
            Some(_) => {}
            None => return Err("the other participant was not heard of".into()),
        }
    }
}

/// Both participants of the session in its room, each told of the other.
async fn join_room(
    http: reqwest::Client,
    keys: Arc<TokenKeys>,
    target: Arc<Target>,
    index: usize,
    session: LiveSession,
) -> Result<Room, String> {
    let tutor_token = id_token(&keys, &session.tutor, Role::Tutor);
    let child_token = id_token(&keys, &session.student, Role::Student);
    let mut tutor = enter(&http, &target.tutors_base, &session.id, &tutor_token).await?;
    let mut child = enter(&http, &target.children_base, &session.id, &child_token).await?;
    meet(&mut tutor).await?;
    meet(&mut child).await?;
    Ok(Room {
        index,
        tutor,
        child,
    })
}

/// Every session's participants in their rooms, `ENTERING_AT_ONCE` rooms
/// at a time; the rooms, and the failures by kind.
async fn join_rooms(
    clients: &Handle,
    target: &Arc<Target>,
    sessions: Vec<LiveSession>,
) -> (Vec<Room>, BTreeMap<String, u64>) {
    let keys = Arc::new(TokenKeys::new(support::SECRET.as_bytes()));
    let http = reqwest::Client::new();
    let entering = Arc::new(tokio::sync::Semaphore::new(ENTERING_AT_ONCE));
    let joining: Vec<_> = sessions
        .into_iter()
        .enumerate()
        .map(|(index, session)| {
            let (http, keys, target) = (http.clone(), keys.clone(), target.clone());
            let entering = entering.clone();
            clients.spawn(async move {
                let _turn = entering.acquire_owned().await.unwrap();
                join_room(http, keys, target, index, session).await
            })
        })
        .collect();
    let (mut rooms, mut failures) = (Vec::new(), BTreeMap::new());
    for joined in joining {
        match joined.await.unwrap() {
            Ok(room) => rooms.push(room),
            Err(why) => *failures.entry(why).or_default() += 1,
        }
    }
    (rooms, failures)
}

/// A freehand stroke as the drawing component makes it, `STROKE_POINTS`
/// points long.
fn stroke(id: &str, number: u64, version: u64) -> Value {
    let points: Vec<[f64; 2]> = (0..STROKE_POINTS)
        .map(|i| [i as f64 * 4.25, (i as f64 * 0.7).sin() * 18.5])
        .collect();
    json!({"id": id, "type": "freedraw", "x": 120.5 + number as f64 * 3.0, "y": 80.25,
        "width": 123.25, "height": 37.0, "angle": 0, "strokeColor": "#1e1e1e",
        "backgroundColor": "transparent", "fillStyle": "solid", "strokeWidth": 2,
        "strokeStyle": "solid", "roughness": 1, "opacity": 100, "groupIds": [],
        "frameId": null, "index": format!("a{number:06}"), "roundness": null,
        "seed": 1_000_003 * number % 2_147_483_647, "version": version,
        "versionNonce": 7_919 * number % 2_147_483_647, "isDeleted": false,
        "boundElements": null, "updated": 1_765_000_000_000u64, "link": null, "locked": false,
        "points": points, "pressures": [], "simulatePressure": true, "lastCommittedPoint": null})
}

/// A new stroke's id: its room, its number and its sending moment (µs).
fn stroke_id(room: usize, number: u64, sent_ms: f64) -> String {
    format!("r{room}s{number}-{}", (sent_ms * 1000.0).round() as u64)
}

/// The sending moment (ms) a board change carries in its new stroke's id.
fn change_sent_ms(event_scene: &plytime_shared::whiteboard::Scene) -> Option<f64> {
    let id = event_scene.elements.first()?.get("id")?.as_str()?;
    let micros: f64 = id.rsplit_once('-')?.1.parse().ok()?;
    Some(micros / 1000.0)
}

/// The pointer where the pen is; its `x` is the sending moment (ms).
fn pointer(sent_ms: f64, room: usize) -> Value {
    json!({"type": "pointer", "data": {"pointer":
        {"x": sent_ms, "y": room as f64, "tool": "pointer"}, "button": "down"}})
}

/// The stroke just drawn (`number`) and the one before it, moved.
fn board_change(room: usize, number: u64, sent_ms: f64) -> Value {
    let mut elements = vec![stroke(&stroke_id(room, number, sent_ms), number, 31)];
    if number > 0 {
        let before = stroke(&format!("r{room}s{}", number - 1), number - 1, 32);
        elements.push(before);
    }
    json!({"type": "scene", "scene": {"elements": elements, "files": {}}})
}

/// One participant through a phase: drawing (room `draws`) or not, and
/// noting the latency of every pointer and board change heard.
async fn take_part(mut socket: Socket, draws: Option<usize>, window: Window) -> (Socket, Tally) {
    let mut tally = Tally::default();
    // Each room starts at its own moment of the first second.
    let start = window.starts + POINTER_EVERY.mul_f64(10.0 * rand::random::<f64>());
    let mut pen = interval_at(start, POINTER_EVERY);
    pen.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut moves = 0u64;
    loop {
        tokio::select! {
            _ = pen.tick(), if draws.is_some() && Instant::now() < window.stops_sending => {
                let room = draws.unwrap_or_default();
                let sent_ms = window.clock.now_ms();
                let mut messages = vec![pointer(sent_ms, room)];
                if window.board_changes && moves.is_multiple_of(POINTERS_PER_CHANGE) {
                    messages.push(board_change(room, moves / POINTERS_PER_CHANGE, sent_ms));
                }
                moves += 1;
                for message in messages {
                    if window.counts(sent_ms) {
                        tally.sent += 1;
                    }
                    if socket.send(Message::Text(message.to_string().into())).await.is_err() {
                        tally.dropped += 1;
                        return (socket, tally);
                    }
                }
            }
            message = socket.next() => {
                let Some(Ok(message)) = message else {
                    tally.dropped += 1;
                    return (socket, tally);
                };
                if let Message::Text(text) = message {
                    note(&mut tally, &text, window);
                }
            }
            _ = sleep_until(window.stops_listening) => return (socket, tally),
        }
    }
}

/// Notes what the server said: a relayed message's latency, a refusal.
fn note(tally: &mut Tally, text: &str, window: Window) {
    let now_ms = window.clock.now_ms();
    match serde_json::from_str::<ChannelEvent>(text) {
        Ok(ChannelEvent::Pointer { data, .. }) if window.counts(data.pointer.x) => {
            tally.pointer_ms.push(now_ms - data.pointer.x);
        }
        Ok(ChannelEvent::Scene { scene, .. }) => {
            if let Some(sent_ms) = change_sent_ms(&scene).filter(|sent| window.counts(*sent)) {
                tally.change_ms.push(now_ms - sent_ms);
            }
        }
        Ok(ChannelEvent::Refused { message }) => *tally.refused.entry(message).or_default() += 1,
        Ok(ChannelEvent::Ended | ChannelEvent::Replaced) => tally.dropped += 1,
        _ => {}
    }
}

/// `GET /api/health` every `PROBE_EVERY` through the window: the round
/// trips of those sent once it counts.
async fn probe_health(base: String, window: Window) -> Vec<f64> {
    let client = reqwest::Client::new();
    let mut every = interval(PROBE_EVERY);
    let mut round_trips = Vec::new();
    while Instant::now() < window.stops_sending {
        every.tick().await;
        let sent = Instant::now();
        let answered = client
            .get(format!("{base}/api/health"))
            .send()
            .await
            .is_ok_and(|response| response.status().is_success());
        if answered && sent >= window.counts_from {
            round_trips.push(sent.elapsed().as_secs_f64() * 1000.0);
        }
    }
    sorted(round_trips)
}

/// What a phase measured.
struct Phase {
    tally: Tally,
    health_ms: Vec<f64>,
    cpu: CpuUse,
    seconds: f64,
}

/// The rooms through a lesson of `seconds` (after the warm-up), on the
/// clients' runtime, with the trivial route asked meanwhile; the rooms
/// back for the next phase.
async fn lesson(
    clients: &Handle,
    rooms: Vec<Room>,
    target: &Target,
    clock: Clock,
    seconds: u64,
) -> (Vec<Room>, Phase) {
    let window = Window::lasting(clock, seconds, board_changes());
    let probe = clients.spawn(probe_health(target.tutors_base.clone(), window));
    let taking_part: Vec<_> = rooms
        .into_iter()
        .map(|room| {
            let index = room.index;
            let (tutor_draws, child_draws) = match room.tutor_draws() {
                true => (Some(index), None),
                false => (None, Some(index)),
            };
            let tutor = clients.spawn(take_part(room.tutor, tutor_draws, window));
            let child = clients.spawn(take_part(room.child, child_draws, window));
            (index, tutor, child)
        })
        .collect();
    sleep_until(window.counts_from).await;
    let before = CpuReading::now();
    sleep_until(window.stops_sending).await;
    let cpu = CpuReading::now().since(before);
    let (mut rooms, mut tally) = (Vec::new(), Tally::default());
    for (index, tutor, child) in taking_part {
        let ((tutor, tutor_heard), (child, child_heard)) =
            (tutor.await.unwrap(), child.await.unwrap());
        tally.add(tutor_heard);
        tally.add(child_heard);
        rooms.push(Room {
            index,
            tutor,
            child,
        });
    }
    let phase = Phase {
        tally,
        health_ms: probe.await.unwrap(),
        cpu,
        seconds: window.measured_seconds(),
    };
    (rooms, phase)
}

/// Whether the drawing participants send board changes besides their
/// pointer (`PLYTIME_BENCH_BOARD`, 1 unless 0).
fn board_changes() -> bool {
    support::setting("PLYTIME_BENCH_BOARD", 1) != 0
}

/// A phase's relay latencies, what came of its messages, and the trivial
/// route meanwhile.
fn print_phase(name: &str, phase: &Phase) {
    let tally = &phase.tally;
    let all = tally.all_ms();
    println!(
        "  {name}: {} messages relayed ({} pointers, {} board changes), {} not arrived \
         {} s after the last was sent, {} refused{}, {} connections dropped",
        tally.relayed(),
        tally.pointer_ms.len(),
        tally.change_ms.len(),
        tally.sent.saturating_sub(tally.relayed()),
        GRACE.as_secs(),
        tally.refused.values().sum::<u64>(),
        refusals(tally),
        tally.dropped
    );
    println!(
        "    relay p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms (pointers p99 {:.2} ms, \
         board changes p99 {:.2} ms); /api/health meanwhile p50 {:.2} ms, p99 {:.2} ms",
        support::percentile(&all, 0.5),
        support::percentile(&all, 0.9),
        support::percentile(&all, 0.99),
        all.last().copied().unwrap_or(f64::NAN),
        support::percentile(&sorted(tally.pointer_ms.clone()), 0.99),
        support::percentile(&sorted(tally.change_ms.clone()), 0.99),
        support::percentile(&phase.health_ms, 0.5),
        support::percentile(&phase.health_ms, 0.99),
    );
}

/// The reasons messages were refused, if any: ` (…: 3)`.
fn refusals(tally: &Tally) -> String {
    if tally.refused.is_empty() {
        return String::new();
    }
    let reasons: Vec<String> = tally
        .refused
        .iter()
        .map(|(why, count)| format!("{why}: {count}"))
        .collect();
    format!(" ({})", reasons.join("; "))
}

/// CPU milliseconds a second, per room.
fn per_room(seconds_used: f64, rooms: usize, seconds: f64) -> f64 {
    seconds_used * 1000.0 / rooms as f64 / seconds
}

/// One target's figures, for the table at the end.
struct Figures {
    label: String,
    rooms: usize,
    p50: f64,
    p99: f64,
    alone_p99: f64,
    health_p99: f64,
    relayed: u64,
    /// Sent and not arrived within `GRACE` of the last sending.
    missing: u64,
    server_ms: f64,
    clients_ms: f64,
    /// PostgreSQL's processes, when the run is on PostgreSQL.
    database_ms: Option<f64>,
}

async fn measure(clients: &Handle, target: Target, count: usize, seconds: u64) -> Option<Figures> {
    let target = Arc::new(target);
    let clock = Clock(Instant::now());
    let hash = password::hash("unused".into()).await.unwrap();
    // A prefix of its own: the run's accounts are told from any others.
    let prefix = format!("room{}-", uuid::Uuid::new_v4().simple());
    let inserting = Instant::now();
    let sessions = support::insert_live_sessions(&target.database_url, &prefix, count, &hash).await;
    println!(
        "{}: {count} sessions open now inserted in {:.1} s; the machine's load average: {}",
        target.label,
        inserting.elapsed().as_secs_f64(),
        load_average()
    );
    let entering = Instant::now();
    let (rooms, failures) = join_rooms(clients, &target, sessions).await;
    println!(
        "  {} rooms with both participants in ({} WebSockets) in {:.1} s; {} rooms failed{}",
        rooms.len(),
        2 * rooms.len(),
        entering.elapsed().as_secs_f64(),
        failures.values().sum::<u64>(),
        failures
            .iter()
            .map(|(why, n)| format!(" ({why}: {n})"))
            .collect::<String>()
    );
    if rooms.is_empty() {
        return None;
    }
    let held = rooms.len();
    let before = CpuReading::now();
    tokio::time::sleep(IDLE).await;
    let idle = CpuReading::now().since(before);
    println!(
        "  idle (all in, nobody drawing): server {:.3} ms CPU a second per room",
        per_room(idle.server, held, IDLE.as_secs_f64())
    );

    let mut rooms = rooms;
    let first = rooms.remove(0);
    // As long as the load, so that its p99 rests on as many messages as a room sends.
    let (mut alone, alone_phase) = lesson(clients, vec![first], &target, clock, seconds).await;
    print_phase("one room alone (baseline)", &alone_phase);
    rooms.insert(0, alone.remove(0));

    let (rooms, loaded) = lesson(clients, rooms, &target, clock, seconds).await;
    print_phase(&format!("{held} rooms at once"), &loaded);
    let all = loaded.tally.all_ms();
    let (p50, p99) = (
        support::percentile(&all, 0.5),
        support::percentile(&all, 0.99),
    );
    let alone_p99 = support::percentile(&alone_phase.tally.all_ms(), 0.99);
    let health_p99 = support::percentile(&loaded.health_ms, 0.99);
    println!(
        "    relay p99 against one room alone: {:.1}×; against /api/health under the same load: {:.2}×; \
         goal p99 ≤ {GOAL_P99_MS} ms: {}",
        p99 / alone_p99,
        p99 / health_p99,
        if p99 <= GOAL_P99_MS { "met" } else { "NOT met" }
    );
    let cpu = loaded.cpu;
    let figures = Figures {
        label: target.label.clone(),
        rooms: held,
        p50,
        p99,
        alone_p99,
        health_p99,
        relayed: loaded.tally.relayed(),
        missing: loaded.tally.sent.saturating_sub(loaded.tally.relayed()),
        server_ms: per_room(cpu.server, held, loaded.seconds),
        clients_ms: per_room(cpu.clients, held, loaded.seconds),
        database_ms: target
            .on_postgres()
            .then(|| per_room(cpu.database, held, loaded.seconds)),
    };
    println!(
        "    CPU a second per room: server {:.3} ms, clients {:.3} ms{} (server and clients share \
         this process; the clients' threads are counted apart); all rooms: server {:.0}% of a core",
        figures.server_ms,
        figures.clients_ms,
        figures
            .database_ms
            .map(|database| format!(", PostgreSQL {database:.3} ms"))
            .unwrap_or_default(),
        cpu.server / loaded.seconds * 100.0
    );
    drop(rooms);
    Some(figures)
}

/// The targets' figures side by side.
fn print_beside(figures: &[Figures]) {
    println!(
        "{:<24} {:>6} {:>9} {:>9} {:>10} {:>10} {:>9} {:>6} {:>12} {:>12} {:>12}",
        "",
        "rooms",
        "p50",
        "p99",
        "alone p99",
        "health p99",
        "relayed",
        "missing",
        "server/room",
        "clients/room",
        "database/room"
    );
    for f in figures {
        println!(
            "{:<24} {:>6} {:>6.2} ms {:>6.2} ms {:>7.2} ms {:>7.2} ms {:>9} {:>6} {:>7.3} ms/s {:>7.3} ms/s {:>12}",
            f.label,
            f.rooms,
            f.p50,
            f.p99,
            f.alone_p99,
            f.health_p99,
            f.relayed,
            f.missing,
            f.server_ms,
            f.clients_ms,
            f.database_ms
                .map(|database| format!("{database:.3} ms/s"))
                .unwrap_or_else(|| "-".into())
        );
    }
}

/// Whether this process may open the files `rooms` rooms take: each
/// participant's socket is two open files here, the client's end and the
/// server's.
fn enough_files_for(rooms: usize) -> bool {
    let needed = 4 * rooms as u64 + 256;
    match open_files_limit() {
        Some(limit) if limit < needed => {
            println!(
                "{rooms} rooms need some {needed} open files and this process may have \
                 {limit}: raise the limit (`ulimit -n {needed}`) or lower PLYTIME_BENCH_ROOMS"
            );
            false
        }
        _ => true,
    }
}

#[tokio::main]
async fn main() {
    let count = support::setting("PLYTIME_BENCH_ROOMS", 500) as usize;
    let seconds = support::setting("PLYTIME_BENCH_SECONDS", 20);
    if !enough_files_for(count) {
        return;
    }
    // The server runs on this runtime, the clients on one of their own,
    // so that their CPU is told apart.
    let clients = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name(CLIENT_THREADS)
        .enable_all()
        .build()
        .unwrap();
    let mut figures = Vec::new();
    let server = support::start("rooms").await;
    let target = Target {
        label: "SQLite, one server".into(),
        tutors_base: server.base.clone(),
        children_base: server.base.clone(),
        database_url: server.config.database_url(),
    };
    figures.extend(measure(clients.handle(), target, count, seconds).await);
    server.stop().await;
    match support::postgres_server() {
        Some(postgres) => {
            let first = support::start_on("rooms", Some(&postgres)).await;
            let second = support::start_replica(&first, "rooms-replica").await;
            let target = Target {
                label: "PostgreSQL, two replicas".into(),
                tutors_base: first.base.clone(),
                children_base: second.base.clone(),
                database_url: first.config.database_url(),
            };
            figures.extend(measure(clients.handle(), target, count, seconds).await);
            second.stop().await;
            first.stop().await;
        }
        None => println!("PostgreSQL: skipped (set PLYTIME_BENCH_POSTGRES_URL to run it)"),
    }
    print_beside(&figures);
    clients.shutdown_background();
}
