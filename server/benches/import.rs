//! Import throughput: a generated 10,000-question workbook imported through
//! the real importer (read, check, mark every answer, write), against the
//! baseline of inserting the same already-parsed rows in one plain
//! transaction, both on a fresh SQLite database in the same run. Also prints
//! the process's peak memory.
//!
//! Run: `cargo bench -p plytime-server --bench import`

// A benchmark reports on standard output.
#![allow(clippy::print_stdout)]

use std::time::Instant;

use plytime_server::db::Db;
use plytime_server::db::content::hierarchy;
use plytime_server::db::content::questions::{self, QuestionFields};
use plytime_server::import::questions::QUESTION_COLUMNS;
use plytime_server::import::{Kind, import_workbook};
use plytime_shared::api::content::QuestionStatus;
use plytime_shared::content::cell_syntax::{parse_answers, parse_lines};
use rust_xlsxwriter::Workbook;

const QUESTIONS: usize = 10_000;
const ENDCODES: usize = 50;

fn endcode(i: usize) -> String {
    format!("BENCH-{:02}", i % ENDCODES)
}

/// Question `i`: a line of text and two inputs, with the answer cell.
fn question(i: usize) -> (String, String, String) {
    let (a, b) = (i % 97 + 2, i % 13 + 2);
    let lines =
        format!("What is {a} × {b}? [Whole Number:n]\nAnd {a} ÷ 2 as a fraction? [Fraction:f]");
    let answers = format!("n = {}; f = {a}/2", a * b);
    (format!("BENCH-Q-{i:05}"), lines, answers)
}

fn workbooks() -> (Vec<u8>, Vec<u8>) {
    let mut subjects = Workbook::new();
    let sheet = subjects.add_worksheet();
    for (c, heading) in ["subject", "theme", "topic", "endcode"].iter().enumerate() {
        sheet.write_string(0, c as u16, *heading).unwrap();
    }
    for i in 0..ENDCODES {
        for (c, value) in ["Maths", "Bench", "Bench topic", &endcode(i)]
            .iter()
            .enumerate()
        {
            sheet.write_string(i as u32 + 1, c as u16, *value).unwrap();
        }
    }
    let mut questions = Workbook::new();
    let sheet = questions.add_worksheet();
    for (c, heading) in QUESTION_COLUMNS.iter().enumerate() {
        sheet.write_string(0, c as u16, *heading).unwrap();
    }
    for i in 0..QUESTIONS {
        let row = i as u32 + 1;
        let (reference, lines, answers) = question(i);
        sheet.write_string(row, 0, &reference).unwrap();
        sheet.write_string(row, 1, endcode(i)).unwrap();
        sheet.write_string(row, 2, "live").unwrap();
        sheet.write_number(row, 3, (60 + i % 70) as f64).unwrap();
        sheet.write_number(row, 4, 20.0).unwrap();
        sheet.write_number(row, 5, 45.0).unwrap();
        sheet.write_string(row, 6, &lines).unwrap();
        sheet.write_string(row, 7, &answers).unwrap();
    }
    (
        subjects.save_to_buffer().unwrap(),
        questions.save_to_buffer().unwrap(),
    )
}

async fn fresh_db(name: &str) -> (Db, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("plytime-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.join("bench.db").display());
    (Db::connect(&url).await.unwrap(), dir)
}

fn peak_rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| {
            value
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<f64>()
                .ok()
        })
        .map(|kb| kb / 1024.0)
        .unwrap_or(f64::NAN)
}

#[tokio::main]
async fn main() {
    let (subjects, questions_file) = workbooks();
    println!(
        "workbook: {QUESTIONS} questions, {:.1} MB",
        questions_file.len() as f64 / 1e6
    );

    // The importer, end to end.
    let (db, dir) = fresh_db("import").await;
    let report = import_workbook(&db, Kind::Subjects, subjects.clone())
        .await
        .unwrap();
    assert!(!report.has_errors(), "{:?}", report.errors());
    let started = Instant::now();
    let report = import_workbook(&db, Kind::Questions, questions_file)
        .await
        .unwrap();
    let import_seconds = started.elapsed().as_secs_f64();
    assert!(
        !report.has_errors(),
        "{:?}",
        &report.errors()[..report.errors().len().min(3)]
    );
    let peak_after_import = peak_rss_mb();
    db.close().await;
    let _ = std::fs::remove_dir_all(dir);

    // The baseline: the same rows, already parsed, inserted in one plain
    // transaction.
    let (db, dir) = fresh_db("baseline").await;
    import_workbook(&db, Kind::Subjects, subjects)
        .await
        .unwrap();
    let endcode_ids: std::collections::HashMap<String, String> = hierarchy::all_endcodes(&db)
        .await
        .unwrap()
        .into_iter()
        .map(|endcode| (endcode.name, endcode.id))
        .collect();
    let parsed: Vec<_> = (0..QUESTIONS)
        .map(|i| {
            let (reference, lines, answers) = question(i);
            (
                reference,
                parse_lines(&lines).unwrap(),
                parse_answers(&answers).unwrap(),
                i,
            )
        })
        .collect();
    let started = Instant::now();
    let mut tx = db.write().begin().await.unwrap();
    for (reference, lines, answers, i) in &parsed {
        let fields = QuestionFields {
            status: QuestionStatus::Live,
            score: (60 + i % 70) as f64,
            standard_time: 20,
            maximum_time: 45,
            lines,
            answers,
        };
        questions::insert(&mut *tx, &endcode_ids[&endcode(*i)], reference, &fields)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let baseline_seconds = started.elapsed().as_secs_f64();
    db.close().await;
    let _ = std::fs::remove_dir_all(dir);

    let import_rate = QUESTIONS as f64 / import_seconds;
    let baseline_rate = QUESTIONS as f64 / baseline_seconds;
    println!("import:   {import_rate:>9.0} rows/s ({import_seconds:.2} s)");
    println!(
        "baseline: {baseline_rate:>9.0} rows/s ({baseline_seconds:.2} s, one plain transaction)"
    );
    println!("ratio:    {:.2} (goal ≥ 0.30)", import_rate / baseline_rate);
    println!("peak RSS after import: {peak_after_import:.0} MB (goal ≤ 256 MB)");
}
