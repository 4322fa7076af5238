//! Session lists by role, one session, and moving or handing over a session
//! or a whole subscription (the live room is in `session_room`).

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestServer, errors};
use crate::session_room::move_session;
use crate::subscriptions::{buy, demo_family, parent_upcoming};

async fn tutor_id(server: &TestServer, token: &str) -> String {
    let (_, tutor) = server.get("/tutor", token).await;
    tutor["_id"].as_str().unwrap().to_string()
}

async fn substitute_subscription(
    server: &TestServer,
    id: &str,
    token: &str,
) -> (StatusCode, Value) {
    let path = format!("/subscription/{id}/substitute");
    server.post(&path, Some(token), json!({})).await
}

/// The tutor's upcoming sessions, as the tutor reads them.
async fn upcoming_of_tutor(server: &TestServer, tutor_id: &str, token: &str) -> Value {
    let path = format!("/session/list/upcoming?tutor_id={tutor_id}");
    server.get(&path, token).await.1
}

fn live(sessions: &Value) -> Vec<&Value> {
    sessions
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["cancelled"] == false)
        .collect()
}

#[tokio::test]
async fn everyone_sees_their_own_sessions_and_nobody_elses() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let owen = server.demo_token("tutor", "tutor2@plytime.test").await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let ada = server.demo_token("student", "ada").await;
    let ben = server.demo_token("student", "ben").await;
    let priya_id = tutor_id(&server, &priya).await;
    let (_, me) = server.get("/profile/me", &ada).await;
    let ada_id = me["user_data"]["_id"].as_str().unwrap().to_string();
    let (_, profile) = server.get("/parent", &parent).await;
    let parent_id = profile["_id"].as_str().unwrap().to_string();

    // Ada's demo plan: Tuesdays and Thursdays at 16:30 with Priya.
    let upcoming = |who: &str| format!("/session/list/upcoming?{who}");
    let (status, mine) = server
        .get(&upcoming(&format!("tutor_id={priya_id}")), &priya)
        .await;
    assert_eq!(status, StatusCode::OK, "{mine}");
    let first = live(&mine)[0].clone();
    assert_eq!(first["student"]["first_name"], "Ada");
    assert_eq!(first["session_time"], 16 * 60 + 30);
    assert!([1, 3].contains(&first["day_of_week"].as_i64().unwrap()));
    assert_eq!(first["status"], "Booked");
    assert_eq!(first["session_length"], 15);
    for (token, query) in [
        (&ada, format!("student_id={ada_id}")),
        (&parent, format!("student_id={ada_id}")),
        (&parent, format!("parent_id={parent_id}")),
    ] {
        let (status, list) = server.get(&upcoming(&query), token).await;
        assert_eq!(status, StatusCode::OK, "{query}");
        assert_eq!(live(&list)[0]["_id"], first["_id"]);
    }

    for (token, query) in [
        (&owen, format!("tutor_id={priya_id}")),
        (&ben, format!("student_id={ada_id}")),
        (&priya, format!("parent_id={parent_id}")),
        (&ada, format!("parent_id={parent_id}")),
    ] {
        let (status, _) = server.get(&upcoming(&query), token).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{query}");
    }
    let (status, body) = server.get(&upcoming(""), &priya).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");

    let path = format!("/session/{}", first["_id"].as_str().unwrap());
    for token in [&ada, &parent, &priya] {
        assert_eq!(server.get(&path, token).await.0, StatusCode::OK);
    }
    for token in [&ben, &owen] {
        let (status, body) = server.get(&path, token).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(errors(&body), ["No such session"]);
    }
    let (status, past) = server
        .get(&format!("/session/list/past?tutor_id={priya_id}"), &priya)
        .await;
    assert_eq!((status, past), (StatusCode::OK, json!([])));
}

#[tokio::test]
async fn a_tutor_reschedules_one_session_and_only_that_one_moves() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let priya_id = tutor_id(&server, &priya).await;
    let list = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let sessions = live(&list);
    let (first, second) = (sessions[0].clone(), sessions[1].clone());
    let moved_to =
        chrono::DateTime::parse_from_rfc3339(first["session_date_time"].as_str().unwrap()).unwrap()
            + chrono::Duration::hours(1);
    let moved_iso = moved_to
        .to_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let path = |new_time: &str| {
        format!(
            "/session/reschedule?session_id={}&subscription_id={}&session_date_time={}\
             &new_session_date_time={}",
            first["_id"].as_str().unwrap(),
            first["subscription_id"].as_str().unwrap(),
            first["session_date_time"].as_str().unwrap(),
            new_time
        )
    };
    let (status, body) = server
        .call(
            Method::POST,
            &path("2020-01-01T10:00:00Z"),
            Some(&priya),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["The new time must be in the future"]);

    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (status, _) = server
        .call(Method::POST, &path(&moved_iso), Some(&parent), None)
        .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "parents do not move sessions"
    );

    let (status, moved) = server
        .call(Method::POST, &path(&moved_iso), Some(&priya), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["session_date_time"], moved_iso.as_str());
    assert_eq!(moved["session_time"], 17 * 60 + 30);
    let (_, old) = server
        .get(
            &format!("/session/{}", first["_id"].as_str().unwrap()),
            &priya,
        )
        .await;
    assert_eq!(old["status"], "Rescheduled");
    let (_, untouched) = server
        .get(
            &format!("/session/{}", second["_id"].as_str().unwrap()),
            &priya,
        )
        .await;
    assert_eq!(untouched["status"], "Booked");
    assert_eq!(untouched["session_date_time"], second["session_date_time"]);

    // Moving it again is refused: it is cancelled now.
    let (status, _) = server
        .call(Method::POST, &path(&moved_iso), Some(&priya), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_session_or_a_whole_subscription_goes_to_a_free_substitute() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    // Tuesday and Thursday 17:00: Priya has them, and so does Owen, whose
    // week is emptier (Priya teaches Ada), so he gets them.
    let id = buy(&server, &family, &[(1, 17 * 60), (3, 17 * 60)]).await;
    let (_, subscription) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(subscription["tutor"]["name"], "Owen Hughes");
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let owen = server.demo_token("tutor", "tutor2@plytime.test").await;
    let list = parent_upcoming(&server, &family.parent).await;
    let bens: Vec<&Value> = live(&list)
        .into_iter()
        .filter(|s| s["student"]["first_name"] == "Ben")
        .collect();
    let one = bens[0];
    let (status, handed) = server
        .call(
            Method::POST,
            &format!(
                "/session/substitute?session_id={}&subscription_id={id}&session_date_time={}",
                one["_id"].as_str().unwrap(),
                one["session_date_time"].as_str().unwrap()
            ),
            Some(&owen),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{handed}");
    assert_eq!(handed["tutor"]["first_name"], "Priya");
    assert_eq!(handed["session_date_time"], one["session_date_time"]);
    let (_, old) = server
        .get(&format!("/session/{}", one["_id"].as_str().unwrap()), &owen)
        .await;
    assert_eq!(old["status"], "Substituted");
    // Priya now reaches Ben's data for that session.
    let (status, _) = server
        .get(
            &format!("/session/{}", handed["_id"].as_str().unwrap()),
            &priya,
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    let (status, body) = substitute_subscription(&server, &id, &owen).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, moved) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(moved["tutor"]["name"], "Priya Shah");
    // Owen no longer has the subscription, so he cannot hand it on again.
    let (status, _) = substitute_subscription(&server, &id, &owen).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // With Owen's week emptied, nobody else is free: the dialog's own text.
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let owen_id = tutor_id(&server, &owen).await;
    let empty = json!({"availability": [[], [], [], [], [], [], []], "ideal_hours": 2});
    let (status, _) = server
        .put(&format!("/tutor/{owen_id}/availability"), &admin, empty)
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = substitute_subscription(&server, &id, &priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), ["Failed to substiute subscription"]);
}

#[tokio::test]
async fn a_tutor_moves_a_weekly_slot_from_now_on() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let id = buy(&server, &family, &[(0, 16 * 60)]).await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    // A longer session than the plan's is not the caller's to ask for.
    let request = json!({"old_day_of_week": 0, "old_time": 960, "new_day_of_week": 2,
        "new_time": 1080, "session_length": 60});
    let (status, body) = server
        .post(
            &format!("/subscription/{id}/reschedule"),
            Some(&family.parent),
            request.clone(),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "parents edit instead: {body}"
    );
    let (status, body) = server
        .post(
            &format!("/subscription/{id}/reschedule"),
            Some(&priya),
            request,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, subscription) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(
        subscription["assigned_sessions"][0]["day_of_week"].as_i64(),
        Some(2)
    );
    assert_eq!(subscription["assigned_sessions"][0]["session_length"], 15);
    // Onto Ada's Tuesday 16:30 with Priya: taken, said in the tutor's words.
    let onto_ada = json!({"old_day_of_week": 2, "old_time": 1080, "new_day_of_week": 1,
        "new_time": 990, "session_length": 15});
    let (status, body) = server
        .post(
            &format!("/subscription/{id}/reschedule"),
            Some(&priya),
            onto_ada,
        )
        .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::CONFLICT,
            vec![
                "That time is already booked in the tutor's week: choose another day or time"
                    .to_string()
            ]
        )
    );
    let list = parent_upcoming(&server, &family.parent).await;
    let bens: Vec<&Value> = list
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["student"]["first_name"] == "Ben")
        .collect();
    // One row per real session: the Monday ones are withdrawn from the
    // lists, not shown beside their Wednesday replacements.
    assert!(!bens.is_empty());
    assert!(
        bens.iter()
            .all(|s| s["cancelled"] == false && s["day_of_week"] == 2)
    );
}

fn reschedule_path(session: &Value, new_time: chrono::DateTime<chrono::FixedOffset>) -> String {
    let new_iso = new_time
        .to_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    format!(
        "/session/reschedule?session_id={}&subscription_id={}&session_date_time={}\
         &new_session_date_time={new_iso}",
        session["_id"].as_str().unwrap(),
        session["subscription_id"].as_str().unwrap(),
        session["session_date_time"].as_str().unwrap(),
    )
}

fn starts_at(session: &Value) -> chrono::DateTime<chrono::FixedOffset> {
    chrono::DateTime::parse_from_rfc3339(session["session_date_time"].as_str().unwrap()).unwrap()
}

#[tokio::test]
async fn moves_land_only_on_the_tutors_free_times_and_a_tutors_sessions_never_overlap() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let priya_id = tutor_id(&server, &priya).await;
    let upcoming = format!("/session/list/upcoming?tutor_id={priya_id}");
    let (_, list) = server.get(&upcoming, &priya).await;
    let sessions: Vec<Value> = live(&list).into_iter().cloned().collect();
    let (first, second, third) = (&sessions[0], &sessions[1], &sessions[2]);

    // Priya works 16:00-19:00 on weekdays: 08:00 the next morning is not hers
    // to give, and Ada's other weekly time is held by its own booking.
    let not_offered = starts_at(first) + chrono::Duration::minutes(15 * 60 + 30);
    let held = starts_at(second);
    for (to, refusal) in [
        (
            not_offered,
            "The tutor is not available at that time: choose a time from their weekly availability",
        ),
        (held, "The tutor has another session at that time"),
    ] {
        let (status, body) = server
            .call(
                Method::POST,
                &reschedule_path(first, to),
                Some(&priya),
                None,
            )
            .await;
        assert_eq!(
            (status, errors(&body)),
            (StatusCode::CONFLICT, vec![refusal.to_string()])
        );
    }

    // Two sessions moved onto one free time at once: one lands, one is told.
    let free = starts_at(first) + chrono::Duration::hours(1);
    let (move_second, move_third) = (reschedule_path(second, free), reschedule_path(third, free));
    let (a, b) = tokio::join!(
        server.call(Method::POST, &move_second, Some(&priya), None),
        server.call(Method::POST, &move_third, Some(&priya), None),
    );
    let mut statuses = [a.0, b.0];
    statuses.sort();
    assert_eq!(
        statuses,
        [StatusCode::OK, StatusCode::CONFLICT],
        "{} {}",
        a.1,
        b.1
    );

    // A weekly move outside the week is refused; inside it, the slot shows
    // as booked in every view of the tutor's week.
    let family = demo_family(&server).await;
    let id = buy(&server, &family, &[(0, 16 * 60)]).await;
    let weekly = |day: i64, time: i64| {
        json!({"old_day_of_week": 0, "old_time": 960, "new_day_of_week": day,
            "new_time": time, "session_length": 15})
    };
    let path = format!("/subscription/{id}/reschedule");
    let (status, body) = server.post(&path, Some(&priya), weekly(6, 8 * 60)).await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::CONFLICT,
            vec![
                "The tutor is not available at that time: choose a time from their weekly \
                 availability"
                    .to_string()
            ]
        )
    );
    let (status, body) = server.post(&path, Some(&priya), weekly(2, 18 * 60)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for token in [&priya, &admin] {
        let (_, week) = server
            .get(&format!("/tutor/{priya_id}/availability"), token)
            .await;
        let wednesday = week["availability"][2].as_array().unwrap();
        let slot = wednesday.iter().find(|s| s["time"] == 18 * 60).unwrap();
        assert_eq!(slot["busy"], true);
    }

    // Below every route, the database itself refuses an overlap.
    let db = server.db().await;
    let overlapping = sqlx::query(
        "UPDATE sessions SET starts_at = (SELECT starts_at + 5 * 60000 FROM sessions \
         WHERE id = $1) WHERE id = $2",
    )
    .bind(first["_id"].as_str().unwrap())
    .bind(sessions[3]["_id"].as_str().unwrap())
    .execute(db.write())
    .await;
    assert!(
        overlapping.is_err(),
        "the database let two sessions overlap"
    );
}

#[tokio::test]
async fn a_tutor_cancels_one_session_and_a_student_cannot() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let ada = server.demo_token("student", "ada").await;
    let priya_id = tutor_id(&server, &priya).await;
    let list = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let first = live(&list)[0].clone();
    let id = first["_id"].as_str().unwrap();
    let cancel = format!(
        "/session/cancel?session_id={id}&subscription_id={}&session_date_time={}",
        first["subscription_id"].as_str().unwrap(),
        first["session_date_time"].as_str().unwrap()
    );
    let (status, _) = server.call(Method::PUT, &cancel, Some(&ada), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "students do not cancel");
    let (status, cancelled) = server.call(Method::PUT, &cancel, Some(&priya), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(cancelled["status"], "Cancelled");
}

#[tokio::test]
async fn a_tutors_view_of_a_child_ends_with_the_familys_plan() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let priya_id = tutor_id(&server, &priya).await;
    let list = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let session = live(&list)[0].clone();
    let ada = session["student_id"].as_str().unwrap();
    let childs_work = [
        format!("/student/{ada}/answers"),
        format!("/student/{ada}/tokens"),
    ];
    for path in &childs_work {
        assert_eq!(server.get(path, &priya).await.0, StatusCode::OK, "{path}");
    }

    // One session already happened; then the family ends the plan.
    let id = session["_id"].as_str().unwrap();
    move_session(&server, id, -2 * 24 * 60 * 60 * 1000, 15).await;
    let subscription = session["subscription_id"].as_str().unwrap();
    let (status, _) = server
        .call(
            Method::DELETE,
            &format!("/subscription/{subscription}"),
            Some(&parent),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    for path in &childs_work {
        assert_eq!(
            server.get(path, &priya).await.0,
            StatusCode::FORBIDDEN,
            "{path}: a past session does not keep the child's work open"
        );
    }
    let (status, _) = server.get(&format!("/session/{id}"), &priya).await;
    assert_eq!(status, StatusCode::OK, "her own session stays hers to read");
}
