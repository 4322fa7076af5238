//! Admin operations: capacity thresholds and students' subject scores.

use reqwest::StatusCode;
use serde_json::json;

use crate::common::{TestServer, birth_date_for_year, errors};

#[tokio::test]
async fn admins_set_capacity_thresholds_within_percent() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (status, defaults) = server.get("/admin_variables", &admin).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        defaults,
        json!({"desiredCapacity": 80.0, "minimumCapacity": 50.0})
    );

    let (status, body) = server
        .put(
            "/admin_variables",
            &admin,
            json!({"desiredCapacity": 120, "minimumCapacity": 50}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        ["desiredCapacity: Must be number between 0 and 100"]
    );
    let (status, _) = server
        .put(
            "/admin_variables",
            &admin,
            json!({"desiredCapacity": 70, "minimumCapacity": 40}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, saved) = server.get("/admin_variables", &admin).await;
    assert_eq!(
        saved,
        json!({"desiredCapacity": 70.0, "minimumCapacity": 40.0})
    );

    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    assert_eq!(
        server.get("/admin_variables", &tutor).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        server
            .put(
                "/admin_variables",
                &tutor,
                json!({"desiredCapacity": 1, "minimumCapacity": 0})
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
    let (status, rows) = server
        .get("/student/subject_scores/list?studentId=ada", &admin)
        .await;
    assert_eq!(status, StatusCode::OK, "{rows}");
    let row = &rows[0];
    assert_eq!(row["student_first_name"], "Ada");
    assert_eq!(row["parent_email"], "parent@plytime.test");
    let student = row["student_id"].as_str().unwrap();
    let subject = row["subject_id"].as_str().unwrap();

    let (status, body) = server
        .put(
            "/student/reset_student_score",
            &admin,
            json!({"student_id": student, "subject_id": subject}),
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

    let (status, body) = server
        .put(
            "/student/reset_student_score",
            &admin,
            json!({"student_id": student, "subject_id": subject, "school_year": 4,
                "relative_level": "A year ahead"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, rows) = server
        .get(
            &format!("/student/subject_scores/list?studentId={student}"),
            &admin,
        )
        .await;
    use chrono::Datelike;
    let months_in = (chrono::Utc::now().month() as i64 + 12 - 9) % 12;
    let expected = 12 * (4 + 4) + months_in + 12;
    assert_eq!(rows[0]["score"].as_f64().unwrap(), expected as f64);
    assert_eq!(rows[0]["relative_level"], "A year ahead");
    assert_eq!(
        rows[0]["school_year"], 4,
        "the list agrees with the new score"
    );
    // So does the tutor's table of Ada's sessions.
    let demo = crate::session_room::demo(&server).await;
    let (_, first) = server
        .get(&format!("/session/{}", demo.first), &demo.priya)
        .await;
    assert_eq!(
        (&first["student"]["school_year"], &first["relative_level"]),
        (&json!(4), &json!("A year ahead"))
    );

    let (status, _) = server
        .put(
            "/student/reset_student_score",
            &admin,
            json!({"student_id": "nobody", "subject_id": subject, "school_year": 4,
                "relative_level": "On track"}),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let parent = server.demo_token("parent", "parent@plytime.test").await;
    assert_eq!(
        server.get("/student/subject_scores/list", &parent).await.0,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn every_signed_in_user_sees_the_plans_and_prices() {
    let server = TestServer::start().await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (status, products) = server.get("/subscription_products", &parent).await;
    assert_eq!(status, StatusCode::OK);
    let labels: Vec<&str> = products["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|product| product["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels.len(), 8);
    assert_eq!(labels[0], "Platform Only");
    assert_eq!(labels[7], "7 X 15 mins");
    assert!(
        products["results"][2]["weekly_cost_in_pence"]
            .as_i64()
            .unwrap()
            > 0
    );
}

#[tokio::test]
async fn demo_admins_read_the_outbox_of_one_time_passwords() {
    let server = TestServer::start().await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    server
        .post(
            "/parent/student",
            Some(&parent),
            json!({"username": "dora", "first_name": "Dora", "last_name": "Lovelace",
                "dob": birth_date_for_year(2), "gender": "Female", "school": "", "school_year": 2}),
        )
        .await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (status, outbox) = server.get("/admin/outbox", &admin).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(outbox[0]["recipient"], "parent@plytime.test");
    assert!(
        outbox[0]["body"]
            .as_str()
            .unwrap()
            .contains("Username: dora")
    );
    assert_eq!(
        server.get("/admin/outbox", &parent).await.0,
        StatusCode::FORBIDDEN
    );
}
