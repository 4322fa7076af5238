//! An answer the server acknowledged is kept when the server process is
//! killed outright (`kill -9`) while children are answering flat out: an
//! answer is acknowledged only after its transaction committed, and a
//! commit survives the process (docs/scaling.md).

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use plytime_server::db::Db;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{DEMO_PASSWORD, create_postgres_database, unique_name};
use crate::server_process::ServerProcess;

/// Games played at once (two each by the demo children), and how many
/// answers to see acknowledged before the kill, so that it lands in the
/// middle of a stream of commits.
const PLAYERS: [&str; 4] = ["ada", "ben", "ada", "ben"];
const ACKNOWLEDGED_BEFORE_KILL: usize = 60;

/// One child playing flat out until told to stop: ask, answer, and note
/// each answer the server acknowledged as (game, question).
async fn play(
    base: String,
    login: &'static str,
    student: String,
    acknowledged: Arc<Mutex<Vec<(String, String)>>>,
    stop: Arc<std::sync::atomic::AtomicBool>,
) {
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
    while !stop.load(std::sync::atomic::Ordering::Relaxed) {
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
            Ok(response) if response.status() == StatusCode::OK => acknowledged
                .lock()
                .expect("the tally")
                .push((game.clone(), question_id.to_string())),
            _ => return,
        }
    }
}

#[tokio::test]
async fn acknowledged_answers_survive_kill_9_of_the_server() {
    let name = unique_name();
    let data_dir = std::env::temp_dir().join(&name);
    let database_url = match std::env::var("PLYTIME_TEST_DATABASE_URL") {
        Ok(server) if !server.is_empty() => Some(create_postgres_database(&server, &name).await),
        _ => None,
    };
    let mut server = ServerProcess::start(data_dir.clone(), database_url.clone(), true, &[]).await;
    let db = Db::connect(&server.database_url())
        .await
        .expect("open the database");
    let mut players = Vec::new();
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    for login in PLAYERS {
        let student: String = sqlx::query_scalar("SELECT id FROM students WHERE username = $1")
            .bind(login)
            .fetch_one(db.read())
            .await
            .expect("a demo child");
        players.push(tokio::spawn(play(
            server.base.clone(),
            login,
            student,
            acknowledged.clone(),
            stop.clone(),
        )));
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while acknowledged.lock().expect("the tally").len() < ACKNOWLEDGED_BEFORE_KILL {
        assert!(Instant::now() < deadline, "the children could not play");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    server.kill_9();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for player in players {
        player.await.expect("a player");
    }
    let acknowledged: HashSet<(String, String)> = acknowledged
        .lock()
        .expect("the tally")
        .iter()
        .cloned()
        .collect();

    // The server comes back on the same data, and every acknowledged answer is there.
    db.close().await;
    let restarted = ServerProcess::start(data_dir.clone(), database_url, false, &[]).await;
    let db = Db::connect(&restarted.database_url())
        .await
        .expect("open the database");
    let kept: Vec<(String, String)> =
        sqlx::query_as("SELECT game_summary_id, question_id FROM answers")
            .fetch_all(db.read())
            .await
            .expect("read the answers");
    let kept: HashSet<(String, String)> = kept.into_iter().collect();
    let lost: Vec<_> = acknowledged.difference(&kept).collect();
    assert!(
        lost.is_empty(),
        "{} of {} acknowledged answers were lost: {lost:?}",
        lost.len(),
        acknowledged.len()
    );
    db.close().await;
    drop(restarted);
    let _ = std::fs::remove_dir_all(&data_dir);
}
