//! Availability matching over 1,000 tutors with full weeks of 15-minute
//! slots (672,000 slots): the real matching (capacity ranking, holds,
//! preferences, best tutor per slot) against the baseline of a plain scan
//! reading the same slots, on one SQLite database in the same run.
//!
//! Run: `cargo bench -p plytime-server --bench matching`

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

use std::time::{Duration, Instant};

use plytime_server::db::Db;
use plytime_server::subscriptions::offer::{Restriction, offer};
use plytime_shared::api::subscriptions::PreferredTime;
use plytime_shared::schedule::matching::FreeSlot;
use plytime_shared::schedule::slots::{ApproxTime, MINUTES_PER_DAY, SLOT_MINUTES};

const TUTORS: usize = 1_000;
const ROWS_PER_INSERT: usize = 500;
const RUNS: usize = 5;

async fn seed(db: &Db) -> String {
    let subject = "bench-maths".to_string();
    let mut tx = db.write().begin().await.unwrap();
    sqlx::query("INSERT INTO subjects (id, name, created_at) VALUES ($1, 'Maths', 0)")
        .bind(&subject)
        .execute(&mut *tx)
        .await
        .unwrap();
    for tutor in 0..TUTORS {
        let (account, id) = (format!("account-{tutor}"), format!("tutor-{tutor}"));
        sqlx::query(
            "INSERT INTO accounts (id, role, login, password_hash, created_at) \
             VALUES ($1, 'TUTOR', $2, '!', 0)",
        )
        .bind(&account)
        .bind(format!("tutor{tutor}@bench.test"))
        .execute(&mut *tx)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO tutors (id, account_id, first_name, last_name, email, subject_id, \
             ideal_hours, created_at) VALUES ($1, $2, 'T', 'Utor', $3, $4, $5, 0)",
        )
        .bind(&id)
        .bind(&account)
        .bind(format!("tutor{tutor}@bench.test"))
        .bind(&subject)
        .bind(2 + (tutor % 39) as i64)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    let slots: Vec<(usize, i64, i64)> = (0..TUTORS)
        .flat_map(|tutor| {
            (0..7).flat_map(move |day| {
                (0..MINUTES_PER_DAY)
                    .step_by(SLOT_MINUTES as usize)
                    .map(move |time| (tutor, day, time))
            })
        })
        .collect();
    for chunk in slots.chunks(ROWS_PER_INSERT) {
        let values: Vec<String> = (0..chunk.len())
            .map(|row| {
                let n = row * 4;
                format!("(${}, ${}, ${}, ${}, 0)", n + 1, n + 2, n + 3, n + 4)
            })
            .collect();
        let sql = format!(
            "INSERT INTO tutor_slots (id, tutor_id, day_of_week, time, deleted) VALUES {}",
            values.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for (tutor, day, time) in chunk {
            query = query
                .bind(format!("slot-{tutor}-{day}-{time}"))
                .bind(format!("tutor-{tutor}"))
                .bind(*day)
                .bind(*time);
        }
        query.execute(&mut *tx).await.unwrap();
    }
    tx.commit().await.unwrap();
    subject
}

/// The baseline: every slot read once, as the matching must at least do.
async fn plain_scan(db: &Db) -> usize {
    let rows: Vec<(String, String, i64, i64)> =
        sqlx::query_as("SELECT id, tutor_id, day_of_week, time FROM tutor_slots WHERE deleted = 0")
            .fetch_all(db.read())
            .await
            .unwrap();
    let slots: Vec<FreeSlot> = rows
        .into_iter()
        .map(|(slot_id, tutor_id, day_of_week, time)| FreeSlot {
            slot_id,
            tutor_id,
            day_of_week,
            time,
        })
        .collect();
    slots.len()
}

async fn median<F, Fut>(mut run: F) -> (Duration, usize)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = usize>,
{
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..RUNS {
        let start = Instant::now();
        size = run().await;
        times.push(start.elapsed());
    }
    times.sort();
    (times[RUNS / 2], size)
}

#[tokio::main]
async fn main() {
    let dir = std::env::temp_dir().join(format!("plytime-bench-matching-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.join("bench.db").display());
    let db = Db::connect(&url).await.unwrap();
    let started = Instant::now();
    let subject = seed(&db).await;
    println!(
        "seeded {TUTORS} tutors x 672 slots in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let (scan, scanned) = median(|| plain_scan(&db)).await;
    println!("plain scan: {scanned} slots in {:.1} ms", ms(scan));
    let scenarios: [(&str, Vec<PreferredTime>); 2] = [
        ("any day, any time", Vec::new()),
        (
            "Monday and Wednesday late afternoons",
            [0, 2]
                .into_iter()
                .map(|day| PreferredTime {
                    day,
                    approx_time: ApproxTime::LateAfternoon,
                })
                .collect(),
        ),
    ];
    for (name, wishes) in scenarios {
        let (time, offered) = median(|| async {
            offer(&db, &subject, Restriction::Anyone, &wishes)
                .await
                .unwrap()
                .len()
        })
        .await;
        println!(
            "matching, {name}: {offered} slots offered in {:.1} ms = {:.2}x the plain scan \
             (goal <= 3x)",
            ms(time),
            time.as_secs_f64() / scan.as_secs_f64()
        );
    }
    db.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
