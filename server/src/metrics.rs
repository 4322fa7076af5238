//! What an operator watches (docs/operations.md): requests by route and
//! status, their latency, the answers played, the background jobs' runs,
//! last runs and leases, the rooms, recordings and backups, the database
//! pools and the play writer's batches, served at `/metrics` in
//! Prometheus's text format to the holder of the metrics token.
//!
//! Routes are counted by their template (`/api/session/{session_id}`), never
//! by the path itself, so ids cannot grow the series without bound.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::db::now_millis;

/// Upper bounds of the latency histogram's buckets, in seconds.
const LATENCY_BUCKETS: [f64; 11] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];
/// Upper bounds of the writer's batch size histogram: one write alone up
/// to the most a transaction holds (`game::play_writer`).
const BATCH_BUCKETS: [f64; 9] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0];

/// Observations counted into buckets with the upper bounds `bounds`.
struct Histogram<const N: usize> {
    bounds: &'static [f64; N],
    /// Observations at or under each bucket's bound (not cumulative here).
    buckets: [u64; N],
    count: u64,
    sum: f64,
}

impl<const N: usize> Histogram<N> {
    const fn new(bounds: &'static [f64; N]) -> Self {
        Histogram {
            bounds,
            buckets: [0; N],
            count: 0,
            sum: 0.0,
        }
    }

    fn observe(&mut self, value: f64) {
        if let Some(bucket) = self.bounds.iter().position(|bound| value <= *bound) {
            self.buckets[bucket] += 1;
        }
        self.count += 1;
        self.sum += value;
    }

    /// The `_bucket` (cumulative, ending with `+Inf`), `_sum` and `_count`
    /// lines of the family `name`, each with `labels`.
    fn render(&self, out: &mut String, name: &str, labels: &[(&str, &str)]) {
        let bucket = format!("{name}_bucket");
        let mut cumulative = 0;
        for (bound, count) in self.bounds.iter().zip(self.buckets) {
            cumulative += count;
            let bound = bound.to_string();
            let labels = [labels, &[("le", bound.as_str())]].concat();
            line(out, &bucket, &labels, cumulative as f64);
        }
        let labels_inf = [labels, &[("le", "+Inf")]].concat();
        line(out, &bucket, &labels_inf, self.count as f64);
        line(out, &format!("{name}_sum"), labels, self.sum);
        line(out, &format!("{name}_count"), labels, self.count as f64);
    }
}

type Latency = Histogram<{ LATENCY_BUCKETS.len() }>;

/// One route and method's requests.
struct RouteStats {
    /// Status → requests.
    statuses: BTreeMap<u16, u64>,
    latency: Latency,
}

/// What is known of a background job's last run.
struct LastRun {
    /// Epoch seconds.
    at: f64,
    /// Whether this replica held a lease of the job after it; `None` when
    /// that could not be told (the database did not answer).
    lease_held: Option<bool>,
}

struct Counts {
    /// Route template → method → its requests. Looked up by borrowed
    /// strings, so counting a request allocates only the first time.
    routes: BTreeMap<String, BTreeMap<String, RouteStats>>,
    /// (job, outcome) → runs.
    jobs: BTreeMap<(&'static str, &'static str), u64>,
    /// Job → its last run.
    last_runs: BTreeMap<&'static str, LastRun>,
    /// Writes in each transaction the play writer committed.
    writer_batches: Histogram<{ BATCH_BUCKETS.len() }>,
}

impl Default for Counts {
    fn default() -> Self {
        Counts {
            routes: BTreeMap::new(),
            jobs: BTreeMap::new(),
            last_runs: BTreeMap::new(),
            writer_batches: Histogram::new(&BATCH_BUCKETS),
        }
    }
}

impl Counts {
    fn route(&mut self, method: &str, route: &str) -> &mut RouteStats {
        if !self.routes.contains_key(route) {
            self.routes.insert(route.to_string(), BTreeMap::new());
        }
        let methods = self.routes.get_mut(route).expect("inserted above");
        if !methods.contains_key(method) {
            let stats = RouteStats {
                statuses: BTreeMap::new(),
                latency: Histogram::new(&LATENCY_BUCKETS),
            };
            methods.insert(method.to_string(), stats);
        }
        methods.get_mut(method).expect("inserted above")
    }

    /// Each route and method, in order.
    fn each(&self) -> impl Iterator<Item = (&str, &str, &RouteStats)> {
        self.routes.iter().flat_map(|(route, methods)| {
            methods
                .iter()
                .map(move |(method, stats)| (method.as_str(), route.as_str(), stats))
        })
    }

    /// The requests' counts by status and their latency histograms.
    fn render_requests(&self, out: &mut String) {
        let name = "plytime_http_requests_total";
        let help = "Requests answered, by route template and status.";
        family(out, name, "counter", help);
        for (method, route, stats) in self.each() {
            for (status, count) in &stats.statuses {
                let status = status.to_string();
                let labels = [("method", method), ("route", route), ("status", &status)];
                line(out, name, &labels, *count as f64);
            }
        }
        let name = "plytime_http_request_duration_seconds";
        let help = "Time to answer a request, by route template.";
        family(out, name, "histogram", help);
        for (method, route, stats) in self.each() {
            let labels = [("method", method), ("route", route)];
            stats.latency.render(out, name, &labels);
        }
    }

    /// The background jobs' runs, last runs and leases.
    fn render_jobs(&self, out: &mut String) {
        let name = "plytime_job_runs_total";
        let help = "Background job runs, by job and outcome.";
        family(out, name, "counter", help);
        for ((job, outcome), count) in &self.jobs {
            let labels = [("job", *job), ("outcome", *outcome)];
            line(out, name, &labels, *count as f64);
        }
        let name = "plytime_job_last_run_timestamp_seconds";
        let help = "When each background job's last run on this replica ended, ok or not.";
        family(out, name, "gauge", help);
        for (job, last) in &self.last_runs {
            line(out, name, &[("job", job)], last.at);
        }
        let name = "plytime_job_lease_held";
        let help = "1 when this replica held a lease of the job after its last run, else 0.";
        family(out, name, "gauge", help);
        for (job, last) in &self.last_runs {
            if let Some(held) = last.lease_held {
                line(out, name, &[("job", job)], f64::from(u8::from(held)));
            }
        }
    }
}

/// Gauges read when the metrics are scraped.
pub struct Gauges {
    pub read_connections: u32,
    pub read_idle: usize,
    pub write_connections: u32,
    pub write_idle: usize,
    /// Live session rooms with someone in them, and their connections.
    pub rooms: usize,
    pub room_connections: usize,
    /// Memory the rooms hold in messages some connection has yet to read.
    pub room_backlog_bytes: usize,
    /// Participants this replica has publishing into their session's
    /// media room, where the media server records them.
    pub recordings: usize,
}

pub struct Metrics {
    started: Instant,
    counts: Mutex<Counts>,
    /// When this replica last took a backup (epoch milliseconds; 0: not
    /// since it started).
    last_backup: AtomicI64,
    /// Answers recorded in play. Apart from the lock, as the writer counts
    /// them on every batch.
    answers: AtomicU64,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics {
            started: Instant::now(),
            counts: Mutex::default(),
            last_backup: AtomicI64::new(0),
            answers: AtomicU64::new(0),
        }
    }
}

impl Metrics {
    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Counts one answered request of `route` (its template).
    pub fn request(&self, method: &str, route: &str, status: u16, took: Duration) {
        let mut counts = self.counts();
        let stats = counts.route(method, route);
        *stats.statuses.entry(status).or_default() += 1;
        stats.latency.observe(took.as_secs_f64());
    }

    /// Notes a backup taken by this replica at `millis`.
    pub fn backup_taken(&self, millis: i64) {
        self.last_backup.store(millis, Ordering::Relaxed);
    }

    /// Counts one run of a background job.
    pub fn job_ran(&self, job: &'static str, succeeded: bool) {
        let outcome = if succeeded { "ok" } else { "failed" };
        *self.counts().jobs.entry((job, outcome)).or_default() += 1;
    }

    /// Notes that a run of `job` ended now, however it went, and whether
    /// this replica holds a lease of the job after it.
    pub fn job_finished(&self, job: &'static str, lease_held: Option<bool>) {
        let at = now_millis() as f64 / 1000.0;
        self.counts()
            .last_runs
            .insert(job, LastRun { at, lease_held });
    }

    /// Notes a transaction of the play writer's, committed with `writes`
    /// asks and answers, `answers` of them answers recorded.
    pub fn writer_committed(&self, writes: usize, answers: usize) {
        self.answers.fetch_add(answers as u64, Ordering::Relaxed);
        self.counts().writer_batches.observe(writes as f64);
    }

    /// Everything in Prometheus's text exposition format.
    pub fn render(&self, gauges: &Gauges) -> String {
        let counts = self.counts();
        let mut text = String::new();
        let out = &mut text;
        let uptime = self.started.elapsed().as_secs_f64();
        let help = "Seconds since this server started.";
        single(out, "plytime_uptime_seconds", "gauge", help, uptime);
        counts.render_requests(out);

        let answers = self.answers.load(Ordering::Relaxed) as f64;
        let help = "Answers recorded in play, each a question and its answer.";
        single(out, "plytime_game_answers_total", "counter", help, answers);
        let name = "plytime_writer_batch_size";
        let help = "Asks and answers in each transaction the play writer committed.";
        family(out, name, "histogram", help);
        counts.writer_batches.render(out, name, &[]);

        counts.render_jobs(out);

        let mut current = vec![
            (
                "plytime_rooms_open",
                "Live session rooms with someone in them on this replica.",
                gauges.rooms as f64,
            ),
            (
                "plytime_room_connections",
                "Session channel connections on this replica.",
                gauges.room_connections as f64,
            ),
            (
                "plytime_room_backlog_bytes",
                "Bytes the session rooms on this replica hold for connections yet to read them.",
                gauges.room_backlog_bytes as f64,
            ),
            (
                "plytime_recordings_in_progress",
                "Participants this replica has publishing into a recorded media room.",
                gauges.recordings as f64,
            ),
        ];
        let last_backup = self.last_backup.load(Ordering::Relaxed);
        if last_backup > 0 {
            current.push((
                "plytime_backup_age_seconds",
                "Seconds since this replica last took a backup.",
                (now_millis() - last_backup).max(0) as f64 / 1000.0,
            ));
        }
        for (name, help, value) in current {
            single(out, name, "gauge", help, value);
        }

        let name = "plytime_db_connections";
        let help = "Open database connections, by pool and state.";
        family(out, name, "gauge", help);
        let pools = [
            ("read", gauges.read_connections, gauges.read_idle),
            ("write", gauges.write_connections, gauges.write_idle),
        ];
        for (pool, open, idle) in pools {
            let busy = (open as usize).saturating_sub(idle);
            line(out, name, &[("pool", pool), ("state", "idle")], idle as f64);
            line(out, name, &[("pool", pool), ("state", "busy")], busy as f64);
        }
        text
    }
}

fn family(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
}

/// A family of one unlabelled sample.
fn single(out: &mut String, name: &str, kind: &str, help: &str, value: f64) {
    family(out, name, kind, help);
    line(out, name, &[], value);
}

fn line(out: &mut String, name: &str, labels: &[(&str, &str)], value: f64) {
    let labels: Vec<String> = labels
        .iter()
        .map(|(key, value)| format!("{key}=\"{}\"", escape(value)))
        .collect();
    if labels.is_empty() {
        let _ = writeln!(out, "{name} {value}");
    } else {
        let _ = writeln!(out, "{name}{{{}}} {value}", labels.join(","));
    }
}

/// Label values as the format wants them: backslash, quote and newline
/// escaped.
fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gauges() -> Gauges {
        Gauges {
            read_connections: 4,
            read_idle: 3,
            write_connections: 1,
            write_idle: 1,
            rooms: 1,
            room_connections: 2,
            room_backlog_bytes: 300,
            recordings: 2,
        }
    }

    #[test]
    fn requests_are_counted_by_route_and_timed_in_cumulative_buckets() {
        let metrics = Metrics::default();
        let route = "/api/session/{session_id}";
        metrics.request("GET", route, 200, Duration::from_millis(3));
        metrics.request("GET", route, 200, Duration::from_millis(30));
        metrics.request("GET", route, 404, Duration::from_secs(20));
        metrics.job_ran("scheduling job", false);
        let text = metrics.render(&gauges());
        for expected in [
            r#"plytime_http_requests_total{method="GET",route="/api/session/{session_id}",status="200"} 2"#,
            r#"plytime_http_requests_total{method="GET",route="/api/session/{session_id}",status="404"} 1"#,
            r#"plytime_http_request_duration_seconds_bucket{method="GET",route="/api/session/{session_id}",le="0.005"} 1"#,
            r#"plytime_http_request_duration_seconds_bucket{method="GET",route="/api/session/{session_id}",le="0.05"} 2"#,
            r#"plytime_http_request_duration_seconds_bucket{method="GET",route="/api/session/{session_id}",le="+Inf"} 3"#,
            r#"plytime_http_request_duration_seconds_count{method="GET",route="/api/session/{session_id}"} 3"#,
            r#"plytime_job_runs_total{job="scheduling job",outcome="failed"} 1"#,
            r#"plytime_db_connections{pool="read",state="busy"} 1"#,
            "plytime_room_connections 2",
            "plytime_room_backlog_bytes 300",
        ] {
            assert!(text.contains(expected), "{expected}\n{text}");
        }
    }

    #[test]
    fn answers_writer_batches_jobs_and_recordings_are_reported() {
        let metrics = Metrics::default();
        metrics.writer_committed(1, 1);
        metrics.writer_committed(3, 2);
        metrics.writer_committed(200, 150);
        metrics.job_finished("scheduling job", Some(true));
        metrics.job_finished("recordings job", Some(false));
        metrics.job_finished("retention job", None);
        let text = metrics.render(&gauges());
        for expected in [
            "plytime_game_answers_total 153",
            r#"plytime_writer_batch_size_bucket{le="1"} 1"#,
            r#"plytime_writer_batch_size_bucket{le="2"} 1"#,
            r#"plytime_writer_batch_size_bucket{le="4"} 2"#,
            r#"plytime_writer_batch_size_bucket{le="128"} 2"#,
            r#"plytime_writer_batch_size_bucket{le="256"} 3"#,
            r#"plytime_writer_batch_size_bucket{le="+Inf"} 3"#,
            "plytime_writer_batch_size_sum 204",
            "plytime_writer_batch_size_count 3",
            r#"plytime_job_lease_held{job="scheduling job"} 1"#,
            r#"plytime_job_lease_held{job="recordings job"} 0"#,
            "plytime_recordings_in_progress 2",
        ] {
            assert!(text.contains(expected), "{expected}\n{text}");
        }
        assert!(!text.contains(r#"plytime_job_lease_held{job="retention job"}"#));
        let now = now_millis() as f64 / 1000.0;
        let last_run = text
            .lines()
            .find_map(|line| {
                line.strip_prefix(r#"plytime_job_last_run_timestamp_seconds{job="retention job"} "#)
            })
            .and_then(|value| value.parse::<f64>().ok())
            .expect("the retention job's last run");
        assert!((now - last_run).abs() < 60.0, "{last_run} is about {now}");
    }

    #[test]
    fn label_values_are_escaped() {
        assert_eq!(escape("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
