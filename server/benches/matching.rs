//! Availability matching over 1,000 tutors with full weeks of 15-minute
//! slots (672,000 slots): the offer (capacity ranking, holds, preferences,
//! best tutor per slot, reading the best-ranked tutors first) against two
//! baselines measured in the same run on the same SQLite database: ranking
//! every free slot of the subject (how the offer worked before), and a
//! plain scan reading every slot.
//!
//! Run: `cargo bench -p plytime-server --bench matching`

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

use std::time::{Duration, Instant};

use plytime_server::db::Db;
use plytime_server::db::matching::{Bookable, Wanted, candidates, free_slots};
use plytime_server::subscriptions::offer::{Restriction, offer};
use plytime_shared::api::subscriptions::PreferredTime;
use plytime_shared::safeguarding::dbs::DbsPolicy;
use plytime_shared::schedule::matching::{FreeSlot, best_slots, rank};
use plytime_shared::schedule::slots::{ApproxTime, MINUTES_PER_DAY, SLOT_MINUTES};

const TUTORS: usize = 1_000;
const ROWS_PER_INSERT: usize = 500;
const RUNS: usize = 5;

async fn seed(db: &Db) -> String {
    let subject = "bench-maths".to_string();
    let dbs_issued = (chrono::Utc::now().date_naive() - chrono::Days::new(100)).to_string();
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
             ideal_hours, dbs_issue_date, created_at) \
             VALUES ($1, $2, 'T', 'Utor', $3, $4, $5, $6, 0)",
        )
        .bind(&id)
        .bind(&account)
        .bind(format!("tutor{tutor}@bench.test"))
        .bind(&subject)
        .bind(2 + (tutor % 39) as i64)
        // Checked recently: every tutor can be offered.
        .bind(dbs_issued.as_str())
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

/// The former offer: every free slot of the subject read, then ranked.
async fn every_slot_ranked(db: &Db, subject: &str, wishes: &[PreferredTime]) -> usize {
    let preferences: Vec<_> = wishes.iter().map(|w| (w.day, w.approx_time)).collect();
    let now = chrono::Utc::now().timestamp_millis();
    let bookable = Bookable::today(DbsPolicy::default());
    let ranked = rank(
        candidates(db.read(), subject, None, bookable, now)
            .await
            .unwrap(),
        50.0,
        80.0,
    );
    let wanted = Wanted::Parts(&preferences);
    let free = free_slots(db.read(), subject, None, wanted, bookable, now);
    best_slots(&ranked, free.await.unwrap(), &preferences).len()
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
    let scenarios: [(&str, Vec<PreferredTime>, u64); 2] = [
        ("any day, any time", Vec::new(), 100),
        (
            "Monday and Wednesday late afternoons",
            [0, 2]
                .into_iter()
                .map(|day| PreferredTime {
                    day,
                    approx_time: ApproxTime::LateAfternoon,
                })
                .collect(),
            20,
        ),
    ];
    for (name, wishes, goal_ms) in scenarios {
        let (time, offered) = median(|| async {
            offer(
                &db,
                &subject,
                Restriction::Anyone,
                &wishes,
                Bookable::today(DbsPolicy::default()),
            )
            .await
            .unwrap()
            .len()
        })
        .await;
        let (before, ranked) = median(|| every_slot_ranked(&db, &subject, &wishes)).await;
        assert_eq!(offered, ranked, "both ways offer the same slots");
        println!(
            "matching, {name}: {offered} slots offered in {:.1} ms (goal <= {goal_ms} ms); \
             ranking every free slot: {:.1} ms ({:.0}x slower); plain scan: {:.2}x",
            ms(time),
            ms(before),
            before.as_secs_f64() / time.as_secs_f64(),
            time.as_secs_f64() / scan.as_secs_f64()
        );
    }
    db.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
