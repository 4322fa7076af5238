//! An answer the server acknowledged is kept when the server process is
//! killed outright (`kill -9`) while children are answering flat out: an
//! answer is acknowledged only after its transaction committed, and a
//! commit survives the process (docs/scaling.md).

use std::collections::HashSet;

use plytime_server::db::Db;

use crate::common::{create_postgres_database, unique_name};
use crate::players::{Answered, Players, kept_answers};
use crate::server_process::ServerProcess;

/// Games played at once (two each by the demo children), and how many
/// answers to see acknowledged before the kill, so that it lands in the
/// middle of a stream of commits.
const PLAYERS: [&str; 4] = ["ada", "ben", "ada", "ben"];
const ACKNOWLEDGED_BEFORE_KILL: usize = 60;

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
    let players = Players::start(&server.base, &db, &PLAYERS).await;
    players.wait_for(ACKNOWLEDGED_BEFORE_KILL).await;
    server.kill_9();
    let acknowledged: HashSet<(String, String)> =
        players.stop().await.iter().map(Answered::key).collect();

    // The server comes back on the same data, and every acknowledged answer is there.
    db.close().await;
    let restarted = ServerProcess::start(data_dir.clone(), database_url, false, &[]).await;
    let db = Db::connect(&restarted.database_url())
        .await
        .expect("open the database");
    let kept = kept_answers(&db).await;
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
