//! The calls that move tokens and money, raced, replayed and made by the
//! wrong people: a balance never goes below zero, a child's tokens are
//! spent only by their family, a plan is bought once and a slot sold once.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::people::Who;
use super::table::Family;
use super::world::{PRIZE, PRIZE_COST, World, ok};
use crate::common::join_all;
use crate::subscriptions::purchase;

async fn buy_prize(world: &World, who: Who, family: Family) -> StatusCode {
    let body = json!({"prize_id": PRIZE, "student_id": world.objects(family).child});
    world
        .call(who, Method::POST, "/student/prize", Some(body))
        .await
        .0
}

fn count(statuses: &[StatusCode], wanted: StatusCode) -> usize {
    statuses.iter().filter(|status| **status == wanted).count()
}

fn refused(statuses: &[(Who, StatusCode)]) -> bool {
    statuses.iter().all(|(_, status)| !status.is_success())
}

#[tokio::test]
async fn prize_purchases_raced_or_replayed_never_overspend() {
    let world = World::build().await;
    assert_eq!(world.balance(Family::A).await, 0);
    // Enough for one prize and a half: two bought at once cannot both pass.
    world
        .grant_tokens(Family::A, PRIZE_COST + PRIZE_COST / 2)
        .await;
    let raced = join_all(vec![
        buy_prize(&world, Who::ChildA, Family::A),
        buy_prize(&world, Who::ParentA, Family::A),
    ])
    .await;
    assert_eq!(count(&raced, StatusCode::OK), 1, "{raced:?}");
    assert_eq!(count(&raced, StatusCode::CONFLICT), 1, "{raced:?}");
    assert_eq!(world.balance(Family::A).await, PRIZE_COST / 2);

    world.grant_tokens(Family::A, PRIZE_COST / 2).await;
    let first = buy_prize(&world, Who::ChildA, Family::A).await;
    let replayed = buy_prize(&world, Who::ChildA, Family::A).await;
    assert_eq!((first, replayed), (StatusCode::OK, StatusCode::CONFLICT));
    assert_eq!(world.balance(Family::A).await, 0);
}

#[tokio::test]
async fn only_the_childs_family_and_admins_spend_the_childs_tokens() {
    let world = World::build().await;
    for family in [Family::A, Family::B] {
        world.grant_tokens(family, PRIZE_COST).await;
    }
    let mut wrong = Vec::new();
    for who in [Who::TutorA, Who::TutorB, Who::ParentB] {
        wrong.push((who, buy_prize(&world, who, Family::A).await));
    }
    assert!(refused(&wrong), "{wrong:?}");
    // A child naming another child buys with their own tokens, once.
    assert_eq!(
        buy_prize(&world, Who::ChildB, Family::A).await,
        StatusCode::OK
    );
    assert_eq!(
        buy_prize(&world, Who::ChildB, Family::A).await,
        StatusCode::CONFLICT
    );
    assert_eq!(world.balance(Family::B).await, 0);
    assert_eq!(
        world.balance(Family::A).await,
        PRIZE_COST,
        "ada's untouched"
    );
}

/// Ben: family A's second child, who has no plan yet.
async fn ben(world: &World) -> String {
    let profile = ok(
        world.call(Who::ParentA, Method::GET, "/parent", None).await,
        "parent A",
    );
    let students = profile["students"].as_array().expect("students");
    let ben = students
        .iter()
        .find(|student| student["first_name"] == "Ben");
    ben.and_then(|ben| ben["_id"].as_str())
        .expect("Ben")
        .to_string()
}

async fn live_plans_of(world: &World, child: &str) -> usize {
    let list = ok(
        world
            .call(Who::Admin, Method::GET, "/subscription/list", None)
            .await,
        "every subscription",
    );
    let plans = list.as_array().expect("a list");
    plans
        .iter()
        .filter(|plan| plan["student"]["_id"] == child && plan["cancelled"] == false)
        .count()
}

#[tokio::test]
async fn a_plan_bought_twice_at_once_or_again_is_bought_once() {
    let world = World::build().await;
    let ben = ben(&world).await;
    let plan = purchase(&ben, &world.content.subject, "Platform Only", &[]);
    let buy = |who: Who| world.call(who, Method::POST, "/subscription", Some(plan.clone()));
    let mut wrong = Vec::new();
    for who in [Who::ChildA, Who::ParentB, Who::TutorA, Who::Admin] {
        wrong.push((who, buy(who).await.0));
    }
    assert!(refused(&wrong), "{wrong:?}");
    assert_eq!(live_plans_of(&world, &ben).await, 0);

    let raced: Vec<StatusCode> = join_all(vec![buy(Who::ParentA), buy(Who::ParentA)])
        .await
        .into_iter()
        .map(|(status, _)| status)
        .collect();
    assert_eq!(count(&raced, StatusCode::OK), 1, "{raced:?}");
    assert_eq!(count(&raced, StatusCode::CONFLICT), 1, "{raced:?}");
    assert_eq!(buy(Who::ParentA).await.0, StatusCode::CONFLICT);
    assert_eq!(live_plans_of(&world, &ben).await, 1);
}

/// The weekly times of a family's plan, as (day, minutes from midnight).
async fn weekly_times(world: &World, family: Family) -> Vec<(i64, i64)> {
    let path = format!("/subscription/{}", world.objects(family).subscription);
    let plan = ok(
        world.call(Who::Admin, Method::GET, &path, None).await,
        &path,
    );
    let sessions = plan["assigned_sessions"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let time = |session: &Value, field: &str| session[field].as_i64().unwrap_or(-1);
    sessions
        .iter()
        .map(|session| (time(session, "day_of_week"), time(session, "session_time")))
        .collect()
}

async fn change_plan(world: &World, who: Who, family: Family, change: &Value) -> StatusCode {
    let path = format!("/subscription/{}", world.objects(family).subscription);
    world
        .call(who, Method::PUT, &path, Some(change.clone()))
        .await
        .0
}

fn parent_of(family: Family) -> Who {
    match family {
        Family::A => Who::ParentA,
        Family::B => Who::ParentB,
    }
}

#[tokio::test]
async fn two_plans_changed_at_once_to_one_free_slot_get_it_once() {
    let world = World::build().await;
    // Monday 16:00, when only Priya works: family B's plan can move there
    // only by taking her from family A's.
    let monday_four = json!({"session_option": "1 X 15 mins",
        "slots": [{"day_of_week": 0, "time": 16 * 60}], "success_url": "/s", "error_url": "/e"});
    let before = [
        weekly_times(&world, Family::A).await,
        weekly_times(&world, Family::B).await,
    ];
    let mut wrong = Vec::new();
    for who in [Who::Anonymous, Who::ChildA, Who::ParentB, Who::TutorB] {
        wrong.push((who, change_plan(&world, who, Family::A, &monday_four).await));
    }
    assert!(refused(&wrong), "{wrong:?}");
    assert_eq!(weekly_times(&world, Family::A).await, before[0]);

    let (a, b) = tokio::join!(
        change_plan(&world, Who::ParentA, Family::A, &monday_four),
        change_plan(&world, Who::ParentB, Family::B, &monday_four),
    );
    let raced = [a, b];
    assert_eq!(count(&raced, StatusCode::OK), 1, "{raced:?}");
    assert_eq!(count(&raced, StatusCode::CONFLICT), 1, "{raced:?}");
    let (winner, loser, loser_before) = if a == StatusCode::OK {
        (Family::A, Family::B, &before[1])
    } else {
        (Family::B, Family::A, &before[0])
    };
    assert_eq!(
        &weekly_times(&world, loser).await,
        loser_before,
        "the refused change left its plan as it was"
    );
    let replayed = change_plan(&world, parent_of(winner), winner, &monday_four).await;
    assert_eq!(replayed, StatusCode::OK);
    let winner_before = if winner == Family::A {
        &before[0]
    } else {
        &before[1]
    };
    if winner_before.len() == 1 {
        // The same plan at new times changes at once.
        assert_eq!(weekly_times(&world, winner).await, [(0, 16 * 60)]);
        return;
    }
    // Fewer sessions is cheaper: the change holds Monday 16:00 and waits for
    // the next renewal, the paid week's times standing until then.
    let path = format!("/subscription/{}", world.objects(winner).subscription);
    let plan = ok(
        world.call(Who::Admin, Method::GET, &path, None).await,
        &path,
    );
    assert_eq!(plan["pending_change"]["session_option"], "1 X 15 mins");
    assert_eq!(plan["pending_change"]["takes_effect"], "next_renewal");
    assert_eq!(&weekly_times(&world, winner).await, winner_before);
}
