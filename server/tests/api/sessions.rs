//! Session lists by role, one session, and moving or handing over a session
//! or a whole subscription (the live room is in `session_room`). Driven
//! through the typed operations the desktop app's client uses.

use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{
    parents, profile, review, sessions, subscriptions, tokens, tutors,
};
use plytime_shared::api::sessions::{Session, WeeklyReschedule};
use plytime_shared::api::tutors::Availability;
use plytime_shared::schedule::status::SessionStatus;
use reqwest::StatusCode;
use serde_json::Value;

use crate::common::{TestServer, errors};
use crate::session_room::move_session;
use crate::subscriptions::{buy, demo_family, parent_upcoming};

pub async fn tutor_id(server: &TestServer, token: &str) -> String {
    let tutor = server
        .expect_ok(tutors::GET_TUTOR, &[], Some(token), &NoBody)
        .await;
    tutor._id
}

pub async fn substitute_subscription(
    server: &TestServer,
    id: &str,
    token: &str,
) -> (StatusCode, Value) {
    server
        .send(
            sessions::SUBSTITUTE_SUBSCRIPTION,
            &[id],
            Some(token),
            &NoBody,
        )
        .await
}

/// The tutor's upcoming sessions, as the tutor reads them.
pub async fn upcoming_of_tutor(server: &TestServer, tutor_id: &str, token: &str) -> Vec<Session> {
    server
        .expect_ok_query(
            sessions::UPCOMING,
            &[],
            &[("tutor_id", tutor_id)],
            Some(token),
            &NoBody,
        )
        .await
}

pub async fn session(server: &TestServer, id: &str, token: &str) -> Session {
    server
        .expect_ok(sessions::GET_SESSION, &[id], Some(token), &NoBody)
        .await
}

pub fn live(sessions: &[Session]) -> Vec<&Session> {
    sessions.iter().filter(|s| !s.cancelled).collect()
}

/// The query that names one session to the calls that move or cancel it.
pub fn naming(session: &Session) -> [(&'static str, &str); 3] {
    [
        ("session_id", &session._id),
        ("subscription_id", &session.subscription_id),
        ("session_date_time", &session.session_date_time),
    ]
}

/// The query that moves `session` to `new_time`.
pub fn moving<'a>(session: &'a Session, new_time: &'a str) -> [(&'static str, &'a str); 4] {
    let [id, subscription, at] = naming(session);
    [id, subscription, at, ("new_session_date_time", new_time)]
}

pub async fn reschedule(
    server: &TestServer,
    session: &Session,
    new_time: &str,
    token: &str,
) -> (StatusCode, Value) {
    server
        .send_query(
            sessions::RESCHEDULE_SESSION,
            &[],
            &moving(session, new_time),
            Some(token),
            &NoBody,
        )
        .await
}

pub fn weekly_move(from: (i64, i64), to: (i64, i64), session_length: i64) -> WeeklyReschedule {
    WeeklyReschedule {
        old_day_of_week: from.0,
        old_time: from.1,
        new_day_of_week: to.0,
        new_time: to.1,
        session_length,
    }
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
    let me = server
        .expect_ok(profile::ME, &[], Some(&ada), &NoBody)
        .await;
    let ada_id = me.user_data._id.as_str();
    let profile = server
        .expect_ok(parents::GET_PARENT, &[], Some(&parent), &NoBody)
        .await;
    let parent_id = profile._id.as_str();

    // Ada's demo plan: Tuesdays and Thursdays at 16:30 with Priya.
    let mine = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let first = live(&mine)[0].clone();
    assert_eq!(first.student.first_name, "Ada");
    assert_eq!(first.session_time, 16 * 60 + 30);
    assert!([1, 3].contains(&first.day_of_week));
    assert_eq!(first.status, SessionStatus::Booked);
    assert_eq!(first.session_length, 15);
    for (token, query) in [
        (&ada, ("student_id", ada_id)),
        (&parent, ("student_id", ada_id)),
        (&parent, ("parent_id", parent_id)),
    ] {
        let list = server
            .expect_ok_query(sessions::UPCOMING, &[], &[query], Some(token), &NoBody)
            .await;
        assert_eq!(live(&list)[0]._id, first._id, "{query:?}");
    }

    for (token, query) in [
        (&owen, ("tutor_id", priya_id.as_str())),
        (&ben, ("student_id", ada_id)),
        (&priya, ("parent_id", parent_id)),
        (&ada, ("parent_id", parent_id)),
    ] {
        let (status, _) = server
            .send_query(sessions::UPCOMING, &[], &[query], Some(token), &NoBody)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{query:?}");
    }
    let (status, body) = server
        .send(sessions::UPCOMING, &[], Some(&priya), &NoBody)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");

    for token in [&ada, &parent, &priya] {
        let (status, _) = server
            .send(sessions::GET_SESSION, &[&first._id], Some(token), &NoBody)
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    for token in [&ben, &owen] {
        let (status, body) = server
            .send(sessions::GET_SESSION, &[&first._id], Some(token), &NoBody)
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(errors(&body), ["No such session"]);
    }
    let past = server
        .expect_ok_query(
            sessions::PAST,
            &[],
            &[("tutor_id", &priya_id)],
            Some(&priya),
            &NoBody,
        )
        .await;
    assert!(past.is_empty(), "{past:?}");
}

pub fn starts_at(session: &Session) -> chrono::DateTime<chrono::FixedOffset> {
    chrono::DateTime::parse_from_rfc3339(&session.session_date_time).unwrap()
}

pub fn iso(time: chrono::DateTime<chrono::FixedOffset>) -> String {
    time.to_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

#[tokio::test]
async fn a_tutor_reschedules_one_session_and_only_that_one_moves() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let priya_id = tutor_id(&server, &priya).await;
    let list = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let sessions = live(&list);
    let (first, second) = (sessions[0], sessions[1]);
    let moved_iso = iso(starts_at(first) + chrono::Duration::hours(1));
    let (status, body) = reschedule(&server, first, "2020-01-01T10:00:00Z", &priya).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["The new time must be in the future"]);

    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (status, _) = reschedule(&server, first, &moved_iso, &parent).await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "parents do not move sessions"
    );

    let moved = server
        .expect_ok_query(
            sessions::RESCHEDULE_SESSION,
            &[],
            &moving(first, &moved_iso),
            Some(&priya),
            &NoBody,
        )
        .await;
    assert_eq!(moved.session_date_time, moved_iso);
    assert_eq!(moved.session_time, 17 * 60 + 30);
    let old = session(&server, &first._id, &priya).await;
    assert_eq!(old.status, SessionStatus::Rescheduled);
    let untouched = session(&server, &second._id, &priya).await;
    assert_eq!(untouched.status, SessionStatus::Booked);
    assert_eq!(untouched.session_date_time, second.session_date_time);

    // Moving it again is refused: it is cancelled now.
    let (status, _) = reschedule(&server, first, &moved_iso, &priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_session_or_a_whole_subscription_goes_to_a_free_substitute() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let parent = Some(family.parent.as_str());
    // Tuesday and Thursday 17:00: Priya has them, and so does Owen, whose
    // week is emptier (Priya teaches Ada), so he gets them.
    let id = buy(&server, &family, &[(1, 17 * 60), (3, 17 * 60)]).await;
    let subscription = server
        .expect_ok(subscriptions::GET_SUBSCRIPTION, &[&id], parent, &NoBody)
        .await;
    assert_eq!(subscription.tutor.unwrap().name, "Owen Hughes");
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let owen = server.demo_token("tutor", "tutor2@plytime.test").await;
    let list = parent_upcoming(&server, &family.parent).await;
    let bens: Vec<&Session> = live(&list)
        .into_iter()
        .filter(|s| s.student.first_name == "Ben")
        .collect();
    let one = bens[0];
    let handed: Session = server
        .expect_ok_query(
            sessions::SUBSTITUTE_SESSION,
            &[],
            &[
                ("session_id", &one._id),
                ("subscription_id", &id),
                ("session_date_time", &one.session_date_time),
            ],
            Some(&owen),
            &NoBody,
        )
        .await;
    assert_eq!(handed.tutor.first_name, "Priya");
    assert_eq!(handed.session_date_time, one.session_date_time);
    let old = session(&server, &one._id, &owen).await;
    assert_eq!(old.status, SessionStatus::Substituted);
    // Priya now reaches Ben's data for that session.
    let (status, _) = server
        .send(sessions::GET_SESSION, &[&handed._id], Some(&priya), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK);

    let (status, body) = substitute_subscription(&server, &id, &owen).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let moved = server
        .expect_ok(subscriptions::GET_SUBSCRIPTION, &[&id], parent, &NoBody)
        .await;
    assert_eq!(moved.tutor.unwrap().name, "Priya Shah");
    // Owen no longer has the subscription, so he cannot hand it on again.
    let (status, _) = substitute_subscription(&server, &id, &owen).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // With Owen's week emptied, nobody else is free: the server says when.
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let owen_id = tutor_id(&server, &owen).await;
    let empty = Availability {
        availability: vec![Vec::new(); 7],
        ideal_hours: 2,
    };
    let (status, _) = server
        .send(tutors::SAVE_AVAILABILITY, &[&owen_id], Some(&admin), &empty)
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = substitute_subscription(&server, &id, &priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["No other tutor is free on Tuesday at 17:00 or Thursday at 17:00"]
    );
}

#[tokio::test]
async fn a_tutor_moves_a_weekly_slot_from_now_on() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let parent = Some(family.parent.as_str());
    let id = buy(&server, &family, &[(0, 16 * 60)]).await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let priya = Some(priya.as_str());
    // A longer session than the plan's is not the caller's to ask for.
    let request = weekly_move((0, 960), (2, 1080), 60);
    let (status, body) = server
        .send(sessions::RESCHEDULE_SUBSCRIPTION, &[&id], parent, &request)
        .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "parents edit instead: {body}"
    );
    server
        .expect_ok(sessions::RESCHEDULE_SUBSCRIPTION, &[&id], priya, &request)
        .await;
    let subscription = server
        .expect_ok(subscriptions::GET_SUBSCRIPTION, &[&id], parent, &NoBody)
        .await;
    assert_eq!(subscription.assigned_sessions[0].day_of_week, 2);
    assert_eq!(subscription.assigned_sessions[0].session_length, 15);
    // Onto Ada's Tuesday 16:30 with Priya: taken, said in the tutor's words.
    let onto_ada = weekly_move((2, 1080), (1, 990), 15);
    let (status, body) = server
        .send(sessions::RESCHEDULE_SUBSCRIPTION, &[&id], priya, &onto_ada)
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
    let bens: Vec<&Session> = list
        .iter()
        .filter(|s| s.student.first_name == "Ben")
        .collect();
    // One row per real session: the Monday ones are withdrawn from the
    // lists, not shown beside their Wednesday replacements.
    assert!(!bens.is_empty());
    assert!(bens.iter().all(|s| !s.cancelled && s.day_of_week == 2));
}

#[tokio::test]
async fn moves_land_only_on_the_tutors_free_times_and_a_tutors_sessions_never_overlap() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let priya_id = tutor_id(&server, &priya).await;
    let list = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let sessions = live(&list);
    let (first, second, third) = (sessions[0], sessions[1], sessions[2]);

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
        let (status, body) = reschedule(&server, first, &iso(to), &priya).await;
        assert_eq!(
            (status, errors(&body)),
            (StatusCode::CONFLICT, vec![refusal.to_string()])
        );
    }

    // Two sessions moved onto one free time at once: one lands, one is told.
    let free = iso(starts_at(first) + chrono::Duration::hours(1));
    let (a, b) = tokio::join!(
        reschedule(&server, second, &free, &priya),
        reschedule(&server, third, &free, &priya),
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
    let weekly = |day: i64, time: i64| weekly_move((0, 960), (day, time), 15);
    let (status, body) = server
        .send(
            sessions::RESCHEDULE_SUBSCRIPTION,
            &[&id],
            Some(&priya),
            &weekly(6, 8 * 60),
        )
        .await;
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
    server
        .expect_ok(
            sessions::RESCHEDULE_SUBSCRIPTION,
            &[&id],
            Some(&priya),
            &weekly(2, 18 * 60),
        )
        .await;
    for token in [&priya, &admin] {
        let week = server
            .expect_ok(tutors::GET_AVAILABILITY, &[&priya_id], Some(token), &NoBody)
            .await;
        let slot = week.availability[2]
            .iter()
            .find(|s| s.time == 18 * 60)
            .unwrap();
        assert!(slot.busy);
    }

    // Below every route, the database itself refuses an overlap.
    let db = server.db().await;
    let overlapping = sqlx::query(
        "UPDATE sessions SET starts_at = (SELECT starts_at + 5 * 60000 FROM sessions \
         WHERE id = $1) WHERE id = $2",
    )
    .bind(&first._id)
    .bind(&sessions[3]._id)
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
    let first = live(&list)[0];
    let (status, _) = server
        .send_query(
            sessions::CANCEL_SESSION,
            &[],
            &naming(first),
            Some(&ada),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "students do not cancel");
    let cancelled = server
        .expect_ok_query(
            sessions::CANCEL_SESSION,
            &[],
            &naming(first),
            Some(&priya),
            &NoBody,
        )
        .await;
    assert_eq!(cancelled.status, SessionStatus::Cancelled);
}

/// Whether `token` may read the child's answers and tokens.
async fn childs_work(server: &TestServer, student: &str, token: &str) -> [StatusCode; 2] {
    let token = Some(token);
    [
        server
            .send(review::LIST_ANSWERS, &[student], token, &NoBody)
            .await
            .0,
        server
            .send(tokens::TOKEN_LIST, &[student], token, &NoBody)
            .await
            .0,
    ]
}

#[tokio::test]
async fn a_tutors_view_of_a_child_ends_with_the_familys_plan() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let priya_id = tutor_id(&server, &priya).await;
    let list = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let session = live(&list)[0];
    let ada = session.student_id.as_str();
    assert_eq!(
        childs_work(&server, ada, &priya).await,
        [StatusCode::OK; 2],
        "answers and tokens"
    );

    // One session already happened; then the family ends the plan.
    let id = session._id.as_str();
    move_session(&server, id, -2 * 24 * 60 * 60 * 1000, 15).await;
    let (status, _) = server
        .send(
            subscriptions::CANCEL_SUBSCRIPTION,
            &[&session.subscription_id],
            Some(&parent),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        childs_work(&server, ada, &priya).await,
        [StatusCode::FORBIDDEN; 2],
        "answers and tokens: a past session does not keep the child's work open"
    );
    let (status, _) = server
        .send(sessions::GET_SESSION, &[id], Some(&priya), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK, "her own session stays hers to read");
}

#[tokio::test]
async fn the_scheduling_job_adds_only_missing_sessions_and_meets_no_false_clash() {
    let server = TestServer::with_starter_bank().await;
    let db = server.db().await;
    // The demo generated Ada's weeks when it seeded; a run a minute later
    // finds every session in place.
    let again = plytime_server::schedule::generate(&db, None).await.unwrap();
    assert_eq!(again, plytime_server::schedule::Generated::default());

    // One of Ada's sessions is deleted: the next run puts it back.
    sqlx::query(
        "DELETE FROM sessions WHERE id = (SELECT id FROM sessions \
         WHERE cancelled = 0 ORDER BY starts_at DESC LIMIT 1)",
    )
    .execute(db.write())
    .await
    .unwrap();
    let refilled = plytime_server::schedule::generate(&db, None).await.unwrap();
    assert_eq!((refilled.added, refilled.clashes), (1, 0));
}
