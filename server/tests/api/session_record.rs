//! A plan keeps its number of sessions a week: a weekly move or a change
//! of tutor after a one-off move adds no extra session to that week
//! (docs/scheduling.md).

use chrono::{Datelike, NaiveDate};
use plytime_shared::api::operations::sessions;
use plytime_shared::api::sessions::Session;
use reqwest::StatusCode;

use crate::common::TestServer;
use crate::sessions::{
    iso, live, reschedule, starts_at, substitute_subscription, tutor_id, upcoming_of_tutor,
    weekly_move,
};
use crate::subscriptions::{buy, demo_family, parent_upcoming};

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
