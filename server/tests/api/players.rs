//! Demo children playing flat out against a server process, each answer the
//! server acknowledged noted with when, until told to stop: the load of the
//! tests that kill a server and count what it kept.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use plytime_server::db::{Db, now_millis};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::DEMO_PASSWORD;

/// An answer the server acknowledged (200).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Answered {
    pub game: String,
    pub question: String,
    /// When the acknowledgement arrived (epoch milliseconds): after the
    /// answer's commit.
    pub at_millis: i64,
}

impl Answered {
    /// The answer's key in the `answers` table.
    pub fn key(&self) -> (String, String) {
        (self.game.clone(), self.question.clone())
    }
}

/// The answers a database holds, by their key.
pub async fn kept_answers(db: &Db) -> HashSet<(String, String)> {
    let kept: Vec<(String, String)> =
        sqlx::query_as("SELECT game_summary_id, question_id FROM answers")
            .fetch_all(db.read())
            .await
            .expect("read the answers");
    kept.into_iter().collect()
}

type Tally = Arc<Mutex<Vec<Answered>>>;

pub struct Players {
    tally: Tally,
    stop: Arc<AtomicBool>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Players {
    /// Starts one player per login (a login twice plays two games at once).
    pub async fn start(base: &str, db: &Db, logins: &[&str]) -> Players {
        let players = Players {
            tally: Tally::default(),
            stop: Arc::new(AtomicBool::new(false)),
            tasks: Vec::new(),
        };
        let mut tasks = Vec::new();
        for login in logins {
            let student: String = sqlx::query_scalar("SELECT id FROM students WHERE username = $1")
                .bind(login)
                .fetch_one(db.read())
                .await
                .expect("a demo child");
            tasks.push(tokio::spawn(play(
                base.to_string(),
                login.to_string(),
                student,
                players.tally.clone(),
                players.stop.clone(),
            )));
        }
        Players { tasks, ..players }
    }

    pub fn acknowledged(&self) -> usize {
        self.tally.lock().expect("the tally").len()
    }

    /// Waits until `count` answers in all were acknowledged.
    pub async fn wait_for(&self, count: usize) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while self.acknowledged() < count {
            assert!(Instant::now() < deadline, "the children could not play");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Stops them (a player whose server is gone stops by itself) and
    /// returns every acknowledged answer.
    pub async fn stop(self) -> Vec<Answered> {
        self.stop.store(true, Ordering::Relaxed);
        for task in self.tasks {
            task.await.expect("a player");
        }
        self.tally.lock().expect("the tally").clone()
    }
}

/// One child playing flat out until told to stop: ask, answer, and note
/// each answer the server acknowledged.
async fn play(base: String, login: String, student: String, tally: Tally, stop: Arc<AtomicBool>) {
    let client = reqwest::Client::new();
    let session: Value = client
        .post(format!("{base}/api/auth/signin"))
        .json(&json!({"role": "student", "login": login, "password": DEMO_PASSWORD}))
        .send()
        .await
        .and_then(|response| response.error_for_status())
        .expect("sign in")
        .json()
        .await
        .expect("a session");
    let token = session["id_token"]
        .as_str()
        .expect("an id token")
        .to_string();
    let subjects: Value = client
        .get(format!("{base}/api/game/subjects"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("subjects")
        .json()
        .await
        .expect("subjects body");
    let maths = subjects[0]["_id"].as_str().expect("a subject").to_string();
    let game = uuid::Uuid::new_v4().to_string();
    while !stop.load(Ordering::Relaxed) {
        let ask = json!({"student": student, "difficulty": "MEDIUM", "focus": [maths],
            "endcodes_to_exclude": [], "game_summary_id": game, "game_id": "speed-5-multi"});
        let Ok(asked) = client
            .put(format!("{base}/api/ask"))
            .bearer_auth(&token)
            .json(&ask)
            .send()
            .await
        else {
            return;
        };
        let Ok(question) = asked.json::<Value>().await else {
            return;
        };
        let Some(question_id) = question["_id"].as_str() else {
            return;
        };
        let answer = json!({"student_id": student, "time": 3.0, "difficulty": "MEDIUM",
            "answer": {"0-1": {"ref": "n", "value": "7"}}, "game_summary_id": game,
            "game_id": "speed-5-multi"});
        let answered = client
            .post(format!("{base}/api/question/{question_id}/answer"))
            .bearer_auth(&token)
            .json(&answer)
            .send()
            .await;
        match answered {
            Ok(response) if response.status() == StatusCode::OK => {
                tally.lock().expect("the tally").push(Answered {
                    game: game.clone(),
                    question: question_id.to_string(),
                    at_millis: now_millis(),
                })
            }
            _ => return,
        }
    }
}
