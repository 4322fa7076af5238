//! Live questions (docs/live-sessions.md, "Live questions"): the tutor asks
//! a bank question during the session, the child answers it once, the
//! server marks it and both sides hear of it at once. The answer is among
//! the child's answers with its session, earns no token and moves no level.

use plytime_server::video::ROOM_CLOSED;
use plytime_shared::api::live_questions::{
    MAX_LIVE_QUESTIONS, NO_SUCH_LIVE_QUESTION, TOO_MANY_LIVE_QUESTIONS,
};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{review, tokens};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors, raced_statuses};
use crate::game::{Player, ada, right_answer};
use crate::session_bank::a_full_area;
use crate::session_channel::next_skipping_present;
use crate::session_room::{MINUTE, move_session};
use crate::session_whiteboard::{InTheRoom, both_in_the_room};

async fn ask(server: &TestServer, id: &str, question: &str, token: &str) -> (StatusCode, Value) {
    let body = json!({"question_id": question});
    server
        .post(&format!("/session/{id}/questions"), Some(token), body)
        .await
}

async fn answer(
    server: &TestServer,
    id: &str,
    asked: &str,
    submission: &Value,
    token: &str,
) -> (StatusCode, Value) {
    let body = json!({"answer": submission, "time": 4.0});
    let path = format!("/session/{id}/questions/{asked}/answer");
    server.post(&path, Some(token), body).await
}

/// A live question of the session's subject, from the bank route.
async fn a_bank_question(server: &TestServer, id: &str, token: &str) -> String {
    let endcode = a_full_area(server).await;
    let path = format!("/session/{id}/bank?endcode_id={endcode}");
    let (_, offered) = server.get(&path, token).await;
    offered[0]["_id"].as_str().unwrap().to_string()
}

/// What a session answer must leave alone: the child's tokens and levels.
async fn tokens_and_levels(server: &TestServer, player: &Player) -> (i64, i64, Vec<f64>) {
    let list = server
        .expect_ok(
            tokens::TOKEN_LIST,
            &[&player.student],
            Some(&player.token),
            &NoBody,
        )
        .await;
    let levels = sqlx::query_scalar(
        "SELECT score FROM student_endcode_scores WHERE student_id = $1 ORDER BY endcode_id",
    )
    .bind(&player.student)
    .fetch_all(server.db().await.read())
    .await
    .unwrap();
    (
        list.total_token_count,
        list.total_pending_token_count,
        levels,
    )
}

#[tokio::test]
async fn a_question_asked_live_is_marked_once_heard_by_both_and_kept_as_a_session_answer() {
    let server = TestServer::with_starter_bank().await;
    let InTheRoom {
        demo,
        mut tutor,
        mut child,
        ..
    } = both_in_the_room(&server).await;
    let id = &demo.first;
    let player = ada(&server).await;
    let question = a_bank_question(&server, id, &demo.priya).await;
    let before = tokens_and_levels(&server, &player).await;

    let (status, asked) = ask(&server, id, &question, &demo.priya).await;
    assert_eq!(status, StatusCode::OK, "{asked}");
    assert_eq!(asked.as_array().unwrap().len(), 1);
    let asked = &asked[0];
    assert_eq!(asked["question_id"], question.as_str());
    assert!(asked.get("answered").is_none() && asked.get("answers").is_none());
    for socket in [&mut tutor, &mut child] {
        assert_eq!(next_skipping_present(socket).await["type"], "questions");
    }

    let asked_id = asked["_id"].as_str().unwrap();
    let right = right_answer(&server, &player, &question).await;
    let (status, marked) = answer(&server, id, asked_id, &right, &demo.ada).await;
    assert_eq!(status, StatusCode::OK, "{marked}");
    assert_eq!(marked["result"], "CORRECT");
    assert!(!marked["answers"].as_array().unwrap().is_empty());
    for socket in [&mut tutor, &mut child] {
        assert_eq!(next_skipping_present(socket).await["type"], "questions");
    }
    for token in [&demo.priya, &demo.ada, &demo.parent, &demo.admin] {
        let (status, kept) = server.get(&format!("/session/{id}/questions"), token).await;
        assert_eq!(status, StatusCode::OK, "{kept}");
        assert_eq!(kept[0]["answered"]["result"], "CORRECT", "{kept}");
        assert_eq!(kept[0]["answered"]["answer"], right);
    }
    let (status, _) = server
        .get(&format!("/session/{id}/questions"), &demo.owen)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Once only.
    let (status, body) = answer(&server, id, asked_id, &right, &demo.ada).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), ["This question has already been answered"]);

    // Among Ada's answers, with its session; no token, no level moved.
    let answers = server
        .expect_ok(
            review::LIST_ANSWERS,
            &[&player.student],
            Some(&player.token),
            &NoBody,
        )
        .await;
    assert_eq!(answers.len(), 1);
    assert_eq!(answers[0].session_id.as_deref(), Some(id.as_str()));
    assert_eq!(tokens_and_levels(&server, &player).await, before);

    // The report names its area and carries it with its result.
    move_session(&server, id, -20 * MINUTE, 15).await;
    let (status, report) = server
        .get(&format!("/session/{id}/report"), &demo.priya)
        .await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!(report["live_questions"][0]["answered"]["result"], "CORRECT");
    assert_eq!(
        report["worked_on"][0],
        report["live_questions"][0]["endcode_description"]
    );

    // Once the session is over, nothing more is asked or answered.
    let (status, body) = ask(&server, id, &question, &demo.priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), [ROOM_CLOSED]);
}

#[tokio::test]
async fn only_the_tutor_asks_and_only_the_child_answers_each_question_once() {
    let server = TestServer::with_starter_bank().await;
    let InTheRoom { demo, .. } = both_in_the_room(&server).await;
    let id = &demo.first;
    let player = ada(&server).await;
    let question = a_bank_question(&server, id, &demo.priya).await;

    for token in [&demo.ada, &demo.parent, &demo.admin] {
        assert_eq!(
            ask(&server, id, &question, token).await.0,
            StatusCode::FORBIDDEN
        );
    }
    assert_eq!(
        ask(&server, id, &question, &demo.owen).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        ask(&server, id, "no-such-question", &demo.priya).await.0,
        StatusCode::NOT_FOUND
    );

    let (_, asked) = ask(&server, id, &question, &demo.priya).await;
    let asked_id = asked[0]["_id"].as_str().unwrap();
    let right = right_answer(&server, &player, &question).await;
    for token in [&demo.priya, &demo.parent, &demo.admin] {
        let (status, _) = answer(&server, id, asked_id, &right, token).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    let (status, body) = answer(&server, id, "no-such-ask", &right, &demo.ada).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), [NO_SUCH_LIVE_QUESTION]);
    let huge = json!({"0-1": {"ref": "x", "value": "9".repeat(500)}});
    let (status, _) = answer(&server, id, asked_id, &huge, &demo.ada).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    // Two answers at once: one is kept, the other refused.
    let tries = (0..2)
        .map(|_| answer(&server, id, asked_id, &right, &demo.ada))
        .collect();
    assert_eq!(
        raced_statuses(tries).await,
        [StatusCode::OK, StatusCode::CONFLICT]
    );
    let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM answers WHERE in_session = 1")
        .fetch_one(server.db().await.read())
        .await
        .unwrap();
    assert_eq!(kept, 1);

    // A session takes a bounded number of questions, however many are
    // asked at once: one was asked above, and here all but two more.
    for _ in 0..MAX_LIVE_QUESTIONS - 3 {
        assert_eq!(
            ask(&server, id, &question, &demo.priya).await.0,
            StatusCode::OK
        );
    }
    let last_two = (0..3)
        .map(|_| ask(&server, id, &question, &demo.priya))
        .collect();
    assert_eq!(
        raced_statuses(last_two).await,
        [StatusCode::OK, StatusCode::OK, StatusCode::CONFLICT]
    );
    let (status, body) = ask(&server, id, &question, &demo.priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), [TOO_MANY_LIVE_QUESTIONS]);
    let (_, asked) = server
        .get(&format!("/session/{id}/questions"), &demo.priya)
        .await;
    assert_eq!(asked.as_array().unwrap().len() as i64, MAX_LIVE_QUESTIONS);
}
