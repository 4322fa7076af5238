//! Extra time (docs/games.md): a parent gives their child more time, and
//! the child's next game runs on a slower clock that the server holds.

use plytime_shared::api::game::GameSummary;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{game, parents, profile};
use plytime_shared::api::parents::TimeAllowanceBody;
use plytime_shared::content::Decision;
use plytime_shared::game::time_allowance::TimeAllowance;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::child_settings::only_the_parent_may_set;
use crate::common::{TestServer, errors};
use crate::game::{Player, ada, answer, answer_body, ask, right_answer};

async fn set_allowance(
    server: &TestServer,
    token: &str,
    student: &str,
    time_allowance: TimeAllowance,
) -> (StatusCode, Value) {
    server
        .send(
            parents::SET_TIME_ALLOWANCE,
            &[student],
            Some(token),
            &TimeAllowanceBody { time_allowance },
        )
        .await
}

async fn allowance_of_ada(server: &TestServer, player: &Player) -> Option<TimeAllowance> {
    server
        .expect_ok(profile::ME, &[], Some(&player.token), &NoBody)
        .await
        .time_allowance
}

/// Moves a game's start and its questions' asks `seconds` into the past.
async fn rewind(server: &TestServer, game: &str, seconds: i64) {
    let db = server.db().await;
    for update in [
        "UPDATE games SET started_at = started_at - $1 WHERE id = $2",
        "UPDATE asked_questions SET asked_at = asked_at - $1 WHERE game_summary_id = $2",
    ] {
        sqlx::query(update)
            .bind(seconds * 1000)
            .bind(game)
            .execute(db.write())
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn only_the_childs_parent_gives_them_extra_time() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    assert_eq!(
        allowance_of_ada(&server, &player).await,
        Some(TimeAllowance::Standard)
    );

    let parent = only_the_parent_may_set(
        &server,
        &player,
        "time_allowance",
        json!("double"),
        json!("triple"),
    )
    .await;
    assert_eq!(
        allowance_of_ada(&server, &player).await,
        Some(TimeAllowance::Standard)
    );

    let profile = server
        .expect_ok(
            parents::SET_TIME_ALLOWANCE,
            &[&player.student],
            Some(&parent),
            &TimeAllowanceBody {
                time_allowance: TimeAllowance::Double,
            },
        )
        .await;
    let listed = profile
        .students
        .iter()
        .find(|student| student._id == player.student)
        .unwrap();
    assert_eq!(listed.time_allowance, TimeAllowance::Double);
    assert_eq!(
        allowance_of_ada(&server, &player).await,
        Some(TimeAllowance::Double)
    );
}

#[tokio::test]
async fn a_game_on_double_time_lasts_twice_as_long_and_scores_on_standard_time() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (status, body) =
        set_allowance(&server, &parent, &player.student, TimeAllowance::Double).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // The one-minute race has run 100 seconds: over on standard time, not
    // on double time. The answer took 2 × its standard time.
    let question = ask(&server, &player, "g-double").await;
    let id = question["_id"].as_str().unwrap();
    let standard_time = question["standard_time"].as_i64().unwrap();
    rewind(&server, "g-double", 100).await;
    let right = right_answer(&server, &player, id).await;
    let taken = 2.0 * standard_time as f64;
    let body = answer_body(&player, "g-double", "MEDIUM", right, taken);
    let marked = server
        .expect_ok(game::ANSWER, &[id], Some(&player.token), &body)
        .await;
    assert_eq!(marked.result, Decision::Correct);

    let summary = GameSummary {
        _id: "g-double".into(),
        game_id: "speed-1-multi".into(),
        focus: vec![player.maths.clone()],
        game_type: "speed_standard".into(),
        duration: 60,
        started_at: String::new(),
        finished_at: None,
        players: Vec::new(),
    };
    let saved = server
        .expect_ok(game::SAVE_GAME, &[], Some(&player.token), &summary)
        .await;
    // Points peak at the standard time, where they equal it: the answer
    // scores as one given in the standard time on standard time.
    let human = &saved.summary.players[0];
    assert_eq!(human.coins, Some(standard_time), "{human:?}");

    // Past twice the minute and the grace, the game is over.
    let next = ask(&server, &player, "g-double-late").await;
    rewind(&server, "g-double-late", 131).await;
    let next_id = next["_id"].as_str().unwrap();
    let body = answer_body(&player, "g-double-late", "MEDIUM", json!({}), 1.0);
    let (status, refused) = answer(&server, &player, next_id, body).await;
    assert_eq!(
        (status, errors(&refused)),
        (StatusCode::CONFLICT, vec!["This game is over".to_string()])
    );
}

#[tokio::test]
async fn a_game_keeps_the_clock_it_started_with() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let question = ask(&server, &player, "g-started").await;
    let (status, body) =
        set_allowance(&server, &parent, &player.student, TimeAllowance::Double).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    rewind(&server, "g-started", 100).await;
    let id = question["_id"].as_str().unwrap();
    let body = answer_body(&player, "g-started", "MEDIUM", json!({}), 1.0);
    let (status, _) = answer(&server, &player, id, body).await;
    assert_eq!(status, StatusCode::CONFLICT);
}
