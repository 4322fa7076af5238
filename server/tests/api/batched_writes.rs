//! Asks and answers are recorded in batches (`server/src/game/batches.rs`,
//! `server/src/game/play_writer.rs`): asks made at the same moment are all
//! recorded, each before its answer can come, and one that cannot be
//! recorded fails alone; asks and answers waiting together share a
//! transaction, each with its own outcome; answers given at
//! the same moment each move the child's estimates from where the one
//! before left them, and each earns its token. Children's cards wanted at
//! the same moment are read together, each child's their own.

use std::sync::Arc;

use plytime_server::db::content::questions;
use plytime_server::db::games::NewAsked;
use plytime_server::db::{Db, now_millis};
use plytime_server::error::AppError;
use plytime_server::game::answer_log::OnlineAnswer;
use plytime_server::game::answering::NOT_ASKED;
use plytime_server::game::play_writer::PlayWriter;
use plytime_server::game::players::Players;
use plytime_server::metrics::Metrics;
use plytime_shared::content::Decision;
use plytime_shared::game::Difficulty;
use reqwest::StatusCode;
use serde_json::json;

use crate::common::{TestServer, join_all};
use crate::game::{Player, ada, answer, answer_body, ask, player};

/// Ada asks one question in each of `games` new games at the same moment,
/// then answers them all at the same moment; every call must succeed.
async fn ask_all_then_answer_all(server: &TestServer, ada: &Player, games: usize) {
    let games: Vec<String> = (0..games)
        .map(|_| uuid::Uuid::new_v4().to_string())
        .collect();
    let questions = join_all(games.iter().map(|game| ask(server, ada, game)).collect()).await;
    let answers = games.iter().zip(&questions).map(|(game, question)| {
        let body = answer_body(ada, game, "MEDIUM", json!({}), 3.0);
        answer(server, ada, question["_id"].as_str().unwrap(), body)
    });
    for (status, body) in join_all(answers.collect()).await {
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

#[tokio::test]
async fn asks_made_at_the_same_moment_are_all_recorded_and_answerable() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    ask_all_then_answer_all(&server, &ada, 24).await;
}

#[tokio::test]
async fn answers_given_at_the_same_moment_each_count_from_where_the_last_left_off() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    ask_all_then_answer_all(&server, &ada, 16).await;

    let db = server.db().await;
    let (subject_count, endcode_counts, answers, tokens): (i64, i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT answer_count FROM student_subject_scores WHERE student_id = $1), \
         (SELECT CAST(SUM(answer_count) AS BIGINT) FROM student_endcode_scores WHERE student_id = $1), \
         (SELECT COUNT(*) FROM answers WHERE student_id = $1), \
         (SELECT COUNT(*) FROM token_rows WHERE student_id = $1 AND answer_id IS NOT NULL)",
    )
    .bind(&ada.student)
    .fetch_one(db.read())
    .await
    .unwrap();
    assert_eq!(
        (subject_count, endcode_counts, answers, tokens),
        (16, 16, 16, 16),
        "every answer moved the estimates once, none from a stale starting point"
    );
}

/// A writer of play of its own on the server's database: writes made
/// through it at the same moment wait for its one task together.
fn writer(db: &Db) -> PlayWriter {
    let players = Arc::new(Players::new(db.clone()));
    PlayWriter::start(db.clone(), players, Arc::new(Metrics::default()))
}

/// The ask of `question_id` in Ada's `game`.
fn asked_in(ada: &Player, game: &str, question_id: &str) -> NewAsked {
    NewAsked {
        game_summary_id: game.to_string(),
        question_id: question_id.to_string(),
        student_id: ada.student.clone(),
        difficulty: "MEDIUM".into(),
        asked_at: now_millis(),
        start: None,
    }
}

/// Ada's wrong answer to `question_id` in `game`.
async fn answer_of(db: &Db, ada: &Player, game: &str, question_id: &str) -> OnlineAnswer {
    let question = questions::get(db, question_id).await.unwrap().unwrap();
    OnlineAnswer {
        student_id: ada.student.clone(),
        game_id: game.to_string(),
        question: Arc::new(question),
        submission: Default::default(),
        result: Decision::Incorrect,
        difficulty: Difficulty::Medium,
        time: 3.0,
        starting_level: 24.0,
    }
}

/// Ada, a new game of hers, and the id of the question asked first in it.
async fn ada_asked_once(server: &TestServer) -> (Player, String, String) {
    let ada = ada(server).await;
    let game = uuid::Uuid::new_v4().to_string();
    let question = ask(server, &ada, &game).await;
    let question_id = question["_id"].as_str().unwrap().to_string();
    (ada, game, question_id)
}

#[tokio::test]
async fn an_ask_that_cannot_be_recorded_fails_alone_in_its_batch() {
    let server = TestServer::with_starter_bank().await;
    let (ada, game, question_id) = ada_asked_once(&server).await;
    let writer = writer(&server.db().await);
    // Both are waiting before the recording task runs: one batch.
    let (recorded, refused) = tokio::join!(
        writer.ask(asked_in(&ada, &game, &question_id)),
        writer.ask(asked_in(&ada, "no-such-game", &question_id))
    );
    assert!(recorded.is_ok(), "{recorded:?}");
    assert!(refused.is_err(), "a game that does not exist is refused");
}

#[tokio::test]
async fn asks_and_answers_waiting_together_share_a_transaction_each_with_its_own_outcome() {
    let server = TestServer::with_starter_bank().await;
    let (ada, game, first) = ada_asked_once(&server).await;
    let first = first.as_str();
    let db = server.db().await;
    let others: Vec<String> =
        sqlx::query_scalar("SELECT id FROM questions WHERE id <> $1 ORDER BY id LIMIT 2")
            .bind(first)
            .fetch_all(db.read())
            .await
            .unwrap();
    let (second, never_asked) = (&others[0], &others[1]);
    let writer = writer(&db);
    let (answered, asked, refused) = tokio::join!(
        writer.answer(answer_of(&db, &ada, &game, first).await),
        writer.ask(asked_in(&ada, &game, second)),
        writer.answer(answer_of(&db, &ada, &game, never_asked).await),
    );
    assert!(answered.is_ok(), "{answered:?}");
    let asked = asked.expect("the ask is recorded beside the answers");
    assert!(asked.recorded);
    assert_eq!(asked.game.id, game);
    let refused = refused.expect_err("a question never asked cannot be answered");
    assert!(
        matches!(&refused, AppError::BadRequest(errors) if errors == &[NOT_ASKED]),
        "{refused:?}"
    );

    let recorded: Vec<(String, Option<i64>)> = sqlx::query_as(
        "SELECT question_id, answered_at FROM asked_questions WHERE game_summary_id = $1 \
         ORDER BY asked_at, question_id",
    )
    .bind(&game)
    .fetch_all(db.read())
    .await
    .unwrap();
    assert_eq!(recorded.len(), 2, "{recorded:?}");
    let answered_at = |id: &str| recorded.iter().find(|(q, _)| q == id).unwrap().1;
    assert!(
        answered_at(first).is_some(),
        "the first question is answered"
    );
    assert!(
        answered_at(second).is_none(),
        "the second is asked, not yet answered"
    );
}

#[tokio::test]
async fn cards_wanted_at_the_same_moment_are_read_together_each_child_their_own() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let ben = player(&server, "ben").await;
    let game = uuid::Uuid::new_v4().to_string();
    let question = ask(&server, &ada, &game).await;
    let body = answer_body(&ada, &game, "MEDIUM", json!({}), 3.0);
    let question_id = question["_id"].as_str().unwrap();
    let (status, body) = answer(&server, &ada, question_id, body).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let players = Players::new(server.db().await);
    let (ada_card, ben_card, nobody) = tokio::join!(
        players.card(&ada.student),
        players.card(&ben.student),
        players.card("no-such-student")
    );
    let ada_card = ada_card.unwrap().expect("Ada is an open student");
    let ben_card = ben_card.unwrap().expect("Ben is an open student");
    assert_eq!(ada_card.student_id, ada.student);
    assert_eq!(ben_card.student_id, ben.student);
    assert_ne!(
        ada_card.owners.student_account_id,
        ben_card.owners.student_account_id
    );
    assert!(
        ada_card.kept_game(&game).is_some(),
        "her game in play is on her card"
    );
    assert!(ben_card.kept_game(&game).is_none(), "and not on his");
    assert!(
        !ada_card.playing().endcodes.is_empty(),
        "her answer moved her estimates"
    );
    assert!(
        ben_card.playing().endcodes.is_empty(),
        "he has not answered yet"
    );
    assert!(
        nobody.unwrap().is_none(),
        "no card for an id that is no student"
    );
}
