//! Reads the server's database after the cycles: what arrived, and how
//! often.

use std::collections::HashSet;
use std::path::Path;

use rusqlite::Connection;

pub struct Outcome {
    /// Queued answers the server does not have.
    pub lost: usize,
    /// Answers the server has that were never queued, or has twice.
    pub duplicated: usize,
    /// Token rows missing for answers that arrived, and rows beyond one
    /// per answer: an answer's effects applied other than once.
    pub tokens_missing: usize,
    pub tokens_extra: usize,
    /// Queued games the server has not saved.
    pub unsaved_games: usize,
}

impl Outcome {
    pub fn clean(&self) -> bool {
        self.lost + self.duplicated + self.tokens_missing + self.tokens_extra + self.unsaved_games
            == 0
    }
}

pub fn count(database: &Path, student_id: &str, expected: &[String], games: &[String]) -> Outcome {
    let db = Connection::open(database).expect("the server's database");
    let ids = |sql: &str| -> Vec<String> {
        let mut statement = db.prepare(sql).expect("a query");
        statement
            .query_map([student_id], |row| row.get(0))
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("ids")
    };
    let answers =
        ids("SELECT id FROM answers WHERE student_id = ?1 AND game_summary_id LIKE 'faults-%'");
    let token_rows = ids(
        "SELECT answer_id FROM token_rows WHERE student_id = ?1 AND game_summary_id LIKE 'faults-%'",
    );
    let saved: HashSet<String> = ids(
        "SELECT id FROM games WHERE student_id = ?1 AND id LIKE 'faults-%' AND finished_at IS NOT NULL",
    )
    .into_iter()
    .collect();
    let queued: HashSet<&String> = expected.iter().collect();
    let arrived: HashSet<&String> = answers.iter().collect();
    let with_token: HashSet<&String> = token_rows.iter().collect();
    Outcome {
        lost: queued.difference(&arrived).count(),
        duplicated: answers.len() - arrived.len() + arrived.difference(&queued).count(),
        tokens_missing: arrived.difference(&with_token).count(),
        tokens_extra: token_rows.len() - with_token.len(),
        unsaved_games: games.iter().filter(|game| !saved.contains(*game)).count(),
    }
}
