//! What an operator watches (docs/operations.md): requests by route and
//! status, their latency, the background jobs' runs and failures, and the
//! database pools, served at `/metrics` in Prometheus's text format to the
//! holder of the metrics token.
//!
//! Routes are counted by their template (`/api/session/{session_id}`), never
//! by the path itself, so ids cannot grow the series without bound.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

use crate::db::now_millis;

/// Upper bounds of the latency histogram's buckets, in seconds.
const LATENCY_BUCKETS: [f64; 11] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

#[derive(Default)]
struct Latency {
    /// Requests at or under each bucket's bound (not cumulative here).
    buckets: [u64; LATENCY_BUCKETS.len()],
    count: u64,
    seconds: f64,
}

impl Latency {
    fn observe(&mut self, seconds: f64) {
        if let Some(bucket) = LATENCY_BUCKETS.iter().position(|bound| seconds <= *bound) {
            self.buckets[bucket] += 1;
        }
        self.count += 1;
        self.seconds += seconds;
    }
}

/// One route and method's requests.
#[derive(Default)]
struct RouteStats {
    /// Status → requests.
    statuses: BTreeMap<u16, u64>,
    latency: Latency,
}

#[derive(Default)]
struct Counts {
    /// Route template → method → its requests. Looked up by borrowed
    /// strings, so counting a request allocates only the first time.
    routes: BTreeMap<String, BTreeMap<String, RouteStats>>,
    /// (job, outcome) → runs.
    jobs: BTreeMap<(&'static str, &'static str), u64>,
}

impl Counts {
    fn route(&mut self, method: &str, route: &str) -> &mut RouteStats {
        if !self.routes.contains_key(route) {
            self.routes.insert(route.to_string(), BTreeMap::new());
        }
        let methods = self.routes.get_mut(route).expect("inserted above");
        if !methods.contains_key(method) {
            methods.insert(method.to_string(), RouteStats::default());
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
}

pub struct Metrics {
    started: Instant,
    counts: Mutex<Counts>,
    /// When this replica last took a backup (epoch milliseconds; 0: not
    /// since it started).
    last_backup: AtomicI64,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics {
            started: Instant::now(),
            counts: Mutex::default(),
            last_backup: AtomicI64::new(0),
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

    /// Everything in Prometheus's text exposition format.
    pub fn render(&self, gauges: &Gauges) -> String {
        let counts = self.counts();
        let mut out = String::new();
        family(
            &mut out,
            "plytime_uptime_seconds",
            "gauge",
            "Seconds since this server started.",
        );
        line(
            &mut out,
            "plytime_uptime_seconds",
            &[],
            self.started.elapsed().as_secs_f64(),
        );

        family(
            &mut out,
            "plytime_http_requests_total",
            "counter",
            "Requests answered, by route template and status.",
        );
        for (method, route, stats) in counts.each() {
            for (status, count) in &stats.statuses {
                let status = status.to_string();
                let labels = [("method", method), ("route", route), ("status", &status)];
                line(
                    &mut out,
                    "plytime_http_requests_total",
                    &labels,
                    *count as f64,
                );
            }
        }

        family(
            &mut out,
            "plytime_http_request_duration_seconds",
            "histogram",
            "Time to answer a request, by route template.",
        );
        for (method, route, stats) in counts.each() {
            histogram(&mut out, method, route, &stats.latency);
        }

        family(
            &mut out,
            "plytime_job_runs_total",
            "counter",
            "Background job runs, by job and outcome.",
        );
        for ((job, outcome), count) in &counts.jobs {
            let labels = [("job", *job), ("outcome", *outcome)];
            line(&mut out, "plytime_job_runs_total", &labels, *count as f64);
        }

        family(
            &mut out,
            "plytime_rooms_open",
            "gauge",
            "Live session rooms with someone in them on this replica.",
        );
        line(&mut out, "plytime_rooms_open", &[], gauges.rooms as f64);
        family(
            &mut out,
            "plytime_room_connections",
            "gauge",
            "Session channel connections on this replica.",
        );
        line(
            &mut out,
            "plytime_room_connections",
            &[],
            gauges.room_connections as f64,
        );

        let last_backup = self.last_backup.load(Ordering::Relaxed);
        if last_backup > 0 {
            family(
                &mut out,
                "plytime_backup_age_seconds",
                "gauge",
                "Seconds since this replica last took a backup.",
            );
            let age = (now_millis() - last_backup).max(0) as f64 / 1000.0;
            line(&mut out, "plytime_backup_age_seconds", &[], age);
        }

        family(
            &mut out,
            "plytime_db_connections",
            "gauge",
            "Open database connections, by pool and state.",
        );
        let pools = [
            ("read", gauges.read_connections, gauges.read_idle),
            ("write", gauges.write_connections, gauges.write_idle),
        ];
        for (pool, open, idle) in pools {
            let busy = (open as usize).saturating_sub(idle);
            line(
                &mut out,
                "plytime_db_connections",
                &[("pool", pool), ("state", "idle")],
                idle as f64,
            );
            line(
                &mut out,
                "plytime_db_connections",
                &[("pool", pool), ("state", "busy")],
                busy as f64,
            );
        }
        out
    }
}

fn family(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
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

fn histogram(out: &mut String, method: &str, route: &str, latency: &Latency) {
    let name = "plytime_http_request_duration_seconds";
    let mut cumulative = 0;
    for (bound, count) in LATENCY_BUCKETS.iter().zip(latency.buckets) {
        cumulative += count;
        let bound = bound.to_string();
        let labels = [("method", method), ("route", route), ("le", bound.as_str())];
        line(out, &format!("{name}_bucket"), &labels, cumulative as f64);
    }
    let labels = [("method", method), ("route", route), ("le", "+Inf")];
    line(
        out,
        &format!("{name}_bucket"),
        &labels,
        latency.count as f64,
    );
    let labels = [("method", method), ("route", route)];
    line(out, &format!("{name}_sum"), &labels, latency.seconds);
    line(out, &format!("{name}_count"), &labels, latency.count as f64);
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
        ] {
            assert!(text.contains(expected), "{expected}\n{text}");
        }
    }

    #[test]
    fn label_values_are_escaped() {
        assert_eq!(escape("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
