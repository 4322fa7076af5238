//! Admin operations: capacity thresholds and students' subject scores.
//! Driven through the typed operations the desktop app's client uses.

use plytime_shared::api::admin::{AdminVariables, ResetScoreRequest};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{admin, parents, sessions, subscriptions};
use plytime_shared::api::parents::NewStudentBody;
use reqwest::StatusCode;

use crate::common::{TestServer, birth_date_for_year, errors};

fn thresholds(desired: f64, minimum: f64) -> AdminVariables {
    AdminVariables {
        desiredCapacity: desired,
        minimumCapacity: minimum,
    }
}

fn reset(
    student: &str,
    subject: &str,
    school_year: Option<i64>,
    relative_level: Option<&str>,
) -> ResetScoreRequest {
    ResetScoreRequest {
        student_id: student.into(),
        subject_id: subject.into(),
        school_year,
        relative_level: relative_level.map(Into::into),
    }
}

#[tokio::test]
async fn admins_set_capacity_thresholds_within_percent() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let defaults = server
        .expect_ok(admin::GET_VARIABLES, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(defaults, thresholds(80.0, 50.0));

    let (status, body) = server
        .send(
            admin::SAVE_VARIABLES,
            &[],
            Some(&admin),
            &thresholds(120.0, 50.0),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        ["desiredCapacity: Must be number between 0 and 100"]
    );
    server
        .expect_ok(
            admin::SAVE_VARIABLES,
            &[],
            Some(&admin),
            &thresholds(70.0, 40.0),
        )
        .await;
    let saved = server
        .expect_ok(admin::GET_VARIABLES, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(saved, thresholds(70.0, 40.0));

    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    assert_eq!(
        server
            .send(admin::GET_VARIABLES, &[], Some(&tutor), &NoBody)
            .await
            .0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        server
            .send(
                admin::SAVE_VARIABLES,
                &[],
                Some(&tutor),
                &thresholds(1.0, 0.0)
            )
            .await
            .0,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn reset_score_needs_year_and_level_and_sets_the_month_scale_level() {
    let server = TestServer::with_starter_bank().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let rows = server
        .expect_ok_query(
            admin::LIST_SCORES,
            &[],
            &[("studentId", "ada")],
            Some(&admin),
            &NoBody,
        )
        .await;
    let row = &rows[0];
    assert_eq!(row.student_first_name, "Ada");
    assert_eq!(row.parent_email.as_deref(), Some("parent@plytime.test"));
    let (student, subject) = (row.student_id.as_str(), row.subject_id.as_str());

    let (status, body) = server
        .send(
            admin::RESET_SCORE,
            &[],
            Some(&admin),
            &reset(student, subject, None, None),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "school_year: Choose a school year",
            "relative_level: Choose a relative level"
        ]
    );

    server
        .expect_ok(
            admin::RESET_SCORE,
            &[],
            Some(&admin),
            &reset(student, subject, Some(4), Some("A year ahead")),
        )
        .await;
    let rows = server
        .expect_ok_query(
            admin::LIST_SCORES,
            &[],
            &[("studentId", student)],
            Some(&admin),
            &NoBody,
        )
        .await;
    use chrono::Datelike;
    let months_in = (chrono::Utc::now().month() as i64 + 12 - 9) % 12;
    let expected = 12 * (4 + 4) + months_in + 12;
    assert_eq!(rows[0].score, expected as f64);
    assert_eq!(rows[0].relative_level.as_deref(), Some("A year ahead"));
    assert_eq!(rows[0].school_year, 4, "the list agrees with the new score");
    // So does the tutor's table of Ada's sessions.
    let demo = crate::session_room::demo(&server).await;
    let first = server
        .expect_ok(
            sessions::GET_SESSION,
            &[&demo.first],
            Some(&demo.priya),
            &NoBody,
        )
        .await;
    assert_eq!(
        (first.student.school_year, first.relative_level.as_str()),
        (4, "A year ahead")
    );

    let (status, _) = server
        .send(
            admin::RESET_SCORE,
            &[],
            Some(&admin),
            &reset("nobody", subject, Some(4), Some("On track")),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let parent = server.demo_token("parent", "parent@plytime.test").await;
    assert_eq!(
        server
            .send(admin::LIST_SCORES, &[], Some(&parent), &NoBody)
            .await
            .0,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn every_signed_in_user_sees_the_plans_and_prices() {
    let server = TestServer::start().await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let products = server
        .expect_ok(subscriptions::LIST_PRODUCTS, &[], Some(&parent), &NoBody)
        .await;
    let labels: Vec<&str> = products
        .results
        .iter()
        .map(|product| product.label.as_str())
        .collect();
    assert_eq!(labels.len(), 8);
    assert_eq!(labels[0], "Platform Only");
    assert_eq!(labels[7], "7 X 15 mins");
    assert!(products.results[2].weekly_cost_in_pence > 0);
}

#[tokio::test]
async fn demo_admins_read_the_outbox_of_one_time_passwords() {
    let server = TestServer::start().await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let dora = NewStudentBody {
        username: "dora".into(),
        first_name: "Dora".into(),
        last_name: "Lovelace".into(),
        dob: birth_date_for_year(2),
        gender: "Female".into(),
        school: String::new(),
        school_year: 2,
    };
    server
        .expect_ok(parents::CREATE_STUDENT, &[], Some(&parent), &dora)
        .await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let outbox = server
        .expect_ok(admin::OUTBOX, &[], Some(&admin), &NoBody)
        .await;
    // The demo parent's weekly digest, sent as the server starts, may be
    // newer.
    let to_dora = outbox
        .iter()
        .find(|email| email.body.contains("Username: dora"))
        .expect("the one-time password's e-mail");
    assert_eq!(to_dora.recipient, "parent@plytime.test");
    assert_eq!(
        server
            .send(admin::OUTBOX, &[], Some(&parent), &NoBody)
            .await
            .0,
        StatusCode::FORBIDDEN
    );
}
