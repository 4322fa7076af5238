//! What happened stays as it happened, and a plan keeps its number of
//! sessions a week: a session both attended cannot be moved, cancelled or
//! handed over afterwards; a weekly move or a change of tutor after a
//! one-off move adds no extra session to that week (docs/scheduling.md).

use chrono::{Datelike, NaiveDate};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::sessions;
use plytime_shared::api::sessions::Session;
use plytime_shared::schedule::status::SessionStatus;
use reqwest::StatusCode;

use crate::common::{TestServer, errors};
use crate::session_room::move_session;
use crate::sessions::{
    iso, live, naming, reschedule, session, starts_at, substitute_subscription, tutor_id,
    upcoming_of_tutor, weekly_move,
};
use crate::subscriptions::{buy, demo_family, parent_upcoming};

const TOOK_PLACE: &str = "This session took place: a session both attended cannot be \
                          rescheduled, cancelled or substituted";

/// Writes `accounts` into the session's register, as joining the room
/// would have while it was open.
async fn in_register(server: &TestServer, session: &Session, accounts: &[&str]) {
    let db = server.db().await;
    for account in accounts {
        sqlx::query(
            "INSERT INTO session_events (id, session_id, account_id, role, type, time) \
             VALUES ($1, $2, $3, 'participant', 'connect', $4)",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(&session._id)
        .bind(account)
        .bind(chrono::Utc::now().timestamp_millis() - 30 * 60_000)
        .execute(db.write())
        .await
        .expect("write the register");
    }
}

#[tokio::test]
async fn a_session_both_attended_cannot_be_moved_cancelled_or_handed_over() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let priya_id = tutor_id(&server, &priya).await;
    let list = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let (attended, missed) = (live(&list)[0].clone(), live(&list)[1].clone());
    // Half an hour after its booked time a week later: in the tutor's
    // week, and free.
    let make_up = iso(starts_at(&missed) + chrono::Duration::minutes(7 * 24 * 60 + 30));
    // Both ended an hour ago: one with the child and the tutor in its
    // register, the other with the tutor alone.
    for (session, hours_ago) in [(&attended, 1), (&missed, 2)] {
        move_session(&server, &session._id, -hours_ago * 60 * 60_000, 15).await;
    }
    let [child, tutor] = [&attended.participants[0], &attended.participants[1]];
    in_register(&server, &attended, &[child, tutor]).await;
    in_register(&server, &missed, &[tutor]).await;
    let attended = session(&server, &attended._id, &priya).await;
    assert_eq!(attended.status, SessionStatus::Attended);

    let next_week = make_up.clone();
    for token in [&priya, &admin] {
        let (status, body) = reschedule(&server, &attended, &next_week, token).await;
        assert_eq!(
            (status, errors(&body)),
            (StatusCode::CONFLICT, vec![TOOK_PLACE.into()])
        );
        for operation in [sessions::CANCEL_SESSION, sessions::SUBSTITUTE_SESSION] {
            let (status, body) = server
                .send_query(operation, &[], &naming(&attended), Some(token), &NoBody)
                .await;
            assert_eq!(
                (status, errors(&body)),
                (StatusCode::CONFLICT, vec![TOOK_PLACE.into()])
            );
        }
    }
    let kept = session(&server, &attended._id, &priya).await;
    assert_eq!(kept.status, SessionStatus::Attended);
    assert_eq!(kept.register.len(), 2, "its register is kept");

    // A missed one can still be made up.
    let missed = session(&server, &missed._id, &priya).await;
    assert_eq!(missed.status, SessionStatus::MissedStudent);
    let (status, body) = reschedule(&server, &missed, &make_up, &priya).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// The Monday of a session's week (sessions run in the London afternoon,
/// on the same date in UTC).
fn week_of(session: &Session) -> NaiveDate {
    let date = starts_at(session).date_naive();
    date - chrono::Duration::days(i64::from(date.weekday().num_days_from_monday()))
}

/// A child's live sessions in one week, as its parent's list shows them.
async fn sessions_in_week(
    server: &TestServer,
    parent: &str,
    child: &str,
    week: NaiveDate,
) -> Vec<Session> {
    let list = parent_upcoming(server, parent).await;
    live(&list)
        .into_iter()
        .filter(|s| s.student.first_name == child && week_of(s) == week)
        .cloned()
        .collect()
}

/// The London times of `sessions` as `Wed 17:15`, in order.
fn times(sessions: &[Session]) -> Vec<String> {
    const DAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    let mut times: Vec<(i64, i64)> = sessions
        .iter()
        .map(|s| (s.day_of_week, s.session_time))
        .collect();
    times.sort();
    times
        .into_iter()
        .map(|(day, minutes)| {
            format!(
                "{} {:02}:{:02}",
                DAYS[day as usize],
                minutes / 60,
                minutes % 60
            )
        })
        .collect()
}

#[tokio::test]
async fn a_weekly_move_after_a_one_off_move_adds_no_session_that_week() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let priya_id = tutor_id(&server, &priya).await;
    // Ada's plan: Tuesdays and Thursdays at 16:30 with Priya. Her next
    // Tuesday moves by itself to the Wednesday after, 17:15.
    let list = upcoming_of_tutor(&server, &priya_id, &priya).await;
    let tuesday = live(&list)
        .into_iter()
        .find(|s| s.day_of_week == 1)
        .expect("a Tuesday session")
        .clone();
    let week = week_of(&tuesday);
    let wednesday = starts_at(&tuesday) + chrono::Duration::minutes(24 * 60 + 45);
    let (status, body) = reschedule(&server, &tuesday, &iso(wednesday), &priya).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let before = sessions_in_week(&server, &family.parent, "Ada", week).await;
    assert_eq!(before.len(), 2, "{:?}", times(&before));

    // Then the Tuesday slot moves to Wednesdays at 17:00 from now on.
    let subscription = &tuesday.subscription_id;
    server
        .expect_ok(
            sessions::RESCHEDULE_SUBSCRIPTION,
            &[subscription],
            Some(&priya),
            &weekly_move((1, 16 * 60 + 30), (2, 17 * 60), 15),
        )
        .await;
    let that_week = sessions_in_week(&server, &family.parent, "Ada", week).await;
    assert_eq!(
        times(&that_week),
        ["Wed 17:15", "Thu 16:30"],
        "the one-off move stands for that week's session"
    );
    let next_week = week + chrono::Duration::weeks(1);
    let after = sessions_in_week(&server, &family.parent, "Ada", next_week).await;
    assert_eq!(times(&after), ["Wed 17:00", "Thu 16:30"]);
}

#[tokio::test]
async fn a_new_tutor_after_a_one_off_move_adds_no_session_that_week() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    // Ben's plan: Tuesdays and Thursdays at 17:00, with Owen (see
    // `sessions::a_session_or_a_whole_subscription_goes_to_a_free_substitute`).
    let id = buy(&server, &family, &[(1, 17 * 60), (3, 17 * 60)]).await;
    let owen = server.demo_token("tutor", "tutor2@plytime.test").await;
    let list = parent_upcoming(&server, &family.parent).await;
    let tuesday = live(&list)
        .into_iter()
        .find(|s| s.student.first_name == "Ben" && s.day_of_week == 1)
        .expect("a Tuesday session of Ben's")
        .clone();
    let week = week_of(&tuesday);
    // Owen moves it by itself to that Thursday at 18:00.
    let thursday = starts_at(&tuesday) + chrono::Duration::hours(2 * 24 + 1);
    let (status, body) = reschedule(&server, &tuesday, &iso(thursday), &owen).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let (status, body) = substitute_subscription(&server, &id, &owen).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let that_week = sessions_in_week(&server, &family.parent, "Ben", week).await;
    assert_eq!(times(&that_week), ["Thu 17:00", "Thu 18:00"]);
    let next_week = week + chrono::Duration::weeks(1);
    let after = sessions_in_week(&server, &family.parent, "Ben", next_week).await;
    assert_eq!(times(&after), ["Tue 17:00", "Thu 17:00"]);
}
