//! The calls that move a child's scores, raced, replayed and made by the
//! wrong people: an answer counts once however often it is sent, and a
//! score reset lands on one level. Answers by the child's own tutor are
//! left to the matrix, which lists them as a known problem.

use plytime_shared::game::synced::queued_answer_time;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::people::Who;
use super::play::{LONG_GAME, answer_body, ask_body};
use super::table::Family;
use super::world::{World, ok};
use crate::common::join_all;

/// People outside family A who must never move ada's score.
const STRANGERS: [Who; 3] = [Who::ChildB, Who::ParentB, Who::TutorB];

fn statuses(answers: Vec<(StatusCode, Value)>) -> Vec<StatusCode> {
    answers.into_iter().map(|(status, _)| status).collect()
}

async fn answers_of_ada(world: &World) -> usize {
    let path = format!("/student/{}/answers", world.objects(Family::A).child);
    let answers = ok(
        world.call(Who::Admin, Method::GET, &path, None).await,
        &path,
    );
    answers.as_array().map_or(0, Vec::len)
}

async fn refused_to_strangers(world: &World, method: Method, path: &str, body: &Value) {
    for who in STRANGERS {
        let (status, answer) = world
            .call(who, method.clone(), path, Some(body.clone()))
            .await;
        assert!(
            !status.is_success(),
            "{}: {status} {answer}",
            who.describe()
        );
    }
}

#[tokio::test]
async fn an_answer_sent_twice_at_once_or_again_counts_once() {
    let world = World::build().await;
    let ada = world.objects(Family::A);
    let before = answers_of_ada(&world).await;
    let path = format!("/question/{}/answer", ada.open_question);
    let answer = answer_body(&ada.child, &ada.open_game, json!({}));
    refused_to_strangers(&world, Method::POST, &path, &answer).await;
    assert_eq!(answers_of_ada(&world).await, before);

    let send = |who: Who| world.call(who, Method::POST, &path, Some(answer.clone()));
    let raced = statuses(join_all(vec![send(Who::ChildA), send(Who::ParentA)]).await);
    raced
        .iter()
        .for_each(|status| assert!(!status.is_server_error(), "{raced:?}"));
    assert_eq!(
        raced.iter().filter(|status| status.is_success()).count(),
        1,
        "{raced:?}"
    );
    assert_eq!(send(Who::ChildA).await.0, StatusCode::CONFLICT);
    assert_eq!(answers_of_ada(&world).await, before + 1);
}

#[tokio::test]
async fn a_question_asked_again_is_another_question_and_strangers_ask_none() {
    let world = World::build().await;
    let ada = world.objects(Family::A);
    let ask = ask_body(
        &ada.child,
        &world.content.subject,
        "authorization-asked-again",
    );
    refused_to_strangers(&world, Method::PUT, "/ask", &ask).await;
    let mut asked = Vec::new();
    for _ in 0..2 {
        let question = ok(
            world
                .call(Who::ChildA, Method::PUT, "/ask", Some(ask.clone()))
                .await,
            "ask",
        );
        asked.push(question["_id"].clone());
    }
    assert_ne!(asked[0], asked[1], "a game never asks one question twice");
}

/// A page of one answer ada gave offline, in a game of its own.
fn offline_page(world: &World) -> Value {
    let ada = world.objects(Family::A);
    let (answered_at, seconds) = queued_answer_time(0, chrono::Utc::now().timestamp_millis());
    let answered_at = chrono::DateTime::from_timestamp_millis(answered_at)
        .expect("a time")
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    json!({"student_id": ada.child, "answers": [{
        "_id": uuid::Uuid::new_v4().to_string(), "question_id": ada.open_question,
        "game_summary_id": "authorization-offline", "game_id": LONG_GAME,
        "focus": [world.content.subject], "difficulty": "MEDIUM",
        "answer": {}, "time": seconds, "answered_at": answered_at}]})
}

fn outcome(response: &(StatusCode, Value)) -> &str {
    response.1["items"][0]["outcome"].as_str().unwrap_or("none")
}

#[tokio::test]
async fn an_offline_answer_synced_twice_at_once_or_again_is_applied_once() {
    let world = World::build().await;
    let before = answers_of_ada(&world).await;
    let page = offline_page(&world);
    refused_to_strangers(&world, Method::POST, "/sync/answers", &page).await;
    assert_eq!(answers_of_ada(&world).await, before);

    let sync = |who: Who| world.call(who, Method::POST, "/sync/answers", Some(page.clone()));
    let raced = join_all(vec![sync(Who::ChildA), sync(Who::ParentA)]).await;
    let mut outcomes: Vec<&str> = raced.iter().map(outcome).collect();
    outcomes.sort_unstable();
    assert_eq!(outcomes, ["applied", "duplicate"], "{raced:?}");
    assert_eq!(outcome(&sync(Who::ChildA).await), "duplicate");
    assert_eq!(answers_of_ada(&world).await, before + 1);
}

fn reset_to(world: &World, level: &str) -> Value {
    json!({"student_id": world.objects(Family::A).child, "subject_id": world.content.subject,
        "school_year": 3, "relative_level": level})
}

async fn reset(world: &World, who: Who, level: &str) -> StatusCode {
    let body = reset_to(world, level);
    world
        .call(who, Method::PUT, "/student/reset_student_score", Some(body))
        .await
        .0
}

/// Ada's scores over the whole content, endcode by endcode.
async fn scores_of_ada(world: &World) -> Value {
    let path = format!("/student/{}/current_stats", world.objects(Family::A).child);
    ok(
        world.call(Who::Admin, Method::GET, &path, None).await,
        &path,
    )
}

#[tokio::test]
async fn a_score_reset_replayed_or_raced_lands_on_one_level() {
    let world = World::build().await;
    let untouched = scores_of_ada(&world).await;
    for who in [
        Who::ChildA,
        Who::ParentA,
        Who::TutorA,
        Who::ParentB,
        Who::TutorB,
    ] {
        assert_eq!(
            reset(&world, who, "A year ahead").await,
            StatusCode::FORBIDDEN
        );
    }
    assert_eq!(scores_of_ada(&world).await, untouched);

    assert_eq!(reset(&world, Who::Admin, "On track").await, StatusCode::OK);
    let on_track = scores_of_ada(&world).await;
    assert_eq!(reset(&world, Who::Admin, "On track").await, StatusCode::OK);
    assert_eq!(
        scores_of_ada(&world).await,
        on_track,
        "replayed: the same level"
    );
    assert_eq!(
        reset(&world, Who::Admin, "A year ahead").await,
        StatusCode::OK
    );
    let ahead = scores_of_ada(&world).await;
    assert_ne!(ahead, on_track);

    let raced = join_all(vec![
        reset(&world, Who::Admin, "On track"),
        reset(&world, Who::Admin, "A year ahead"),
    ])
    .await;
    assert_eq!(raced, [StatusCode::OK, StatusCode::OK]);
    let landed = scores_of_ada(&world).await;
    assert!(
        landed == on_track || landed == ahead,
        "two resets at once left a mix of both levels"
    );
}
