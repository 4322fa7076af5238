//! Tutors: created by admins, keeping their own profile and availability.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors};

async fn maths_id(server: &TestServer, admin: &str) -> String {
    let (status, subjects) = server.get("/subject", admin).await;
    assert_eq!(status, StatusCode::OK);
    subjects[0]["_id"].as_str().unwrap().to_string()
}

async fn admin_creates_tutor(server: &TestServer, email: &str) -> (String, Value) {
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let subject = maths_id(server, &admin).await;
    let body = json!({"first_name": "Ada", "last_name": "Byron", "email": email,
        "subject": subject});
    let (status, tutor) = server.post("/tutor", Some(&admin), body).await;
    assert_eq!(status, StatusCode::OK, "{tutor}");
    (admin, tutor)
}

fn slot(day: i64, time: i64) -> Value {
    json!({"day_of_week": day, "time": time})
}

fn week(slots: &[(i64, i64)], ideal_hours: i64) -> Value {
    let mut days = vec![Vec::new(); 7];
    for &(day, time) in slots {
        days[day as usize].push(slot(day, time));
    }
    json!({"availability": days, "ideal_hours": ideal_hours})
}

fn times(availability: &Value, day: usize) -> Vec<i64> {
    availability["availability"][day]
        .as_array()
        .unwrap()
        .iter()
        .map(|slot| slot["time"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn an_admin_adds_a_tutor_who_signs_in_with_the_emailed_password() {
    let server = TestServer::with_starter_bank().await;
    let (admin, tutor) = admin_creates_tutor(&server, "New.Tutor@Example.com").await;
    assert_eq!(tutor["email"], "new.tutor@example.com");
    assert_eq!(tutor["subject"]["name"], "Maths");
    assert_eq!(tutor["country"], "United Kingdom");

    let one_time = server
        .one_time_password_sent_to("new.tutor@example.com")
        .await;
    let session = server
        .sign_in("tutor", "new.tutor@example.com", &one_time)
        .await;
    assert_eq!(session["must_change_password"], true);

    let subject = maths_id(&server, &admin).await;
    let duplicate = json!({"first_name": "A", "last_name": "B",
        "email": "new.tutor@example.com", "subject": subject});
    let (status, body) = server.post("/tutor", Some(&admin), duplicate).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["Someone already signs in with this email address"]
    );

    let invalid = json!({"first_name": " ", "last_name": "B", "email": "not-an-email",
        "subject": "nope"});
    let (status, body) = server.post("/tutor", Some(&admin), invalid).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "first_name: Cannot be empty",
            "email: Is not a valid email address"
        ]
    );

    let (status, list) = server.get("/tutor/list", &admin).await;
    assert_eq!(status, StatusCode::OK);
    let emails: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|tutor| tutor["email"].as_str().unwrap())
        .collect();
    assert_eq!(emails.len(), 3);
    assert!(emails.contains(&"new.tutor@example.com"));
}

#[tokio::test]
async fn only_admins_create_or_list_tutors() {
    let server = TestServer::with_starter_bank().await;
    for (role, login) in [
        ("tutor", "tutor@plytime.test"),
        ("parent", "parent@plytime.test"),
        ("student", "ada"),
    ] {
        let token = server.demo_token(role, login).await;
        let body = json!({"first_name": "A", "last_name": "B", "email": "x@example.com",
            "subject": "s"});
        assert_eq!(
            server.post("/tutor", Some(&token), body).await.0,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            server.get("/tutor/list", &token).await.0,
            StatusCode::FORBIDDEN
        );
    }
}

#[tokio::test]
async fn a_tutor_keeps_their_own_profile_and_nobody_elses() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let owen = server.demo_token("tutor", "tutor2@plytime.test").await;
    let (status, profile) = server.get("/tutor", &priya).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(profile["first_name"], "Priya");
    // The body of a save names the subject by id.
    let mut own = profile.clone();
    own["subject"] = profile["subject"]["_id"].clone();
    let (_, owens) = server.get("/tutor", &owen).await;
    let owen_id = owens["_id"].as_str().unwrap();

    let (status, _) = server.get(&format!("/tutor?_id={owen_id}"), &priya).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let mut edit = own.clone();
    edit["_id"] = json!(owen_id);
    edit["phone_number"] = json!("000");
    assert_eq!(
        server.put("/tutor", &priya, edit).await.0,
        StatusCode::FORBIDDEN
    );

    let mut edit = own.clone();
    edit["phone_number"] = json!("07700 900123");
    edit["dob"] = json!("1990-01-31");
    edit["gender"] = json!("Female");
    edit["subject"] = json!("something-else");
    edit["email"] = json!("changed@example.com");
    let (status, saved) = server.put("/tutor", &priya, edit).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["phone_number"], "07700 900123");
    assert_eq!(saved["dob"], "1990-01-31");
    assert_eq!(
        saved["subject"], profile["subject"],
        "only admins change it"
    );
    assert_eq!(saved["email"], "tutor@plytime.test");

    let mut edit = own.clone();
    edit["postcode"] = json!("");
    let (status, body) = server.put("/tutor", &priya, edit).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["postcode: Cannot be empty"]);

    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (status, body) = server.get("/tutor?_id=nobody", &admin).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such tutor"]);
    let (status, got) = server.get(&format!("/tutor?_id={owen_id}"), &admin).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(got["first_name"], "Owen");
}

#[tokio::test]
async fn a_tutor_edits_their_weekly_availability_by_id_or_account() {
    let server = TestServer::with_starter_bank().await;
    let (_, tutor) = admin_creates_tutor(&server, "slots@example.com").await;
    let one_time = server.one_time_password_sent_to("slots@example.com").await;
    let session = server
        .sign_in("tutor", "slots@example.com", &one_time)
        .await;
    let (_, fresh) = server
        .post(
            "/auth/password",
            Some(session["id_token"].as_str().unwrap()),
            json!({"current_password": one_time, "new_password": "tutor password"}),
        )
        .await;
    let token = fresh["id_token"].as_str().unwrap().to_string();
    let id = tutor["_id"].as_str().unwrap();
    let uid = tutor["uid"].as_str().unwrap();

    let (status, empty) = server
        .get(&format!("/tutor/{id}/availability"), &token)
        .await;
    assert_eq!(status, StatusCode::OK, "{empty}");
    assert_eq!(empty["ideal_hours"], 2);
    assert_eq!(empty["availability"].as_array().unwrap().len(), 7);

    let monday_evening = [(0, 1020), (0, 1035), (0, 1050), (3, 600)];
    let (status, saved) = server
        .put(
            &format!("/tutor/{uid}/availability"),
            &token,
            week(&monday_evening, 12),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(times(&saved, 0), [1020, 1035, 1050]);
    assert_eq!(times(&saved, 3), [600]);
    assert_eq!(saved["ideal_hours"], 12);
    let first_id = saved["availability"][0][0]["_id"].clone();

    // Removing marks deleted; adding it back revives the same slot.
    let mut next = saved.clone();
    next["availability"][0][0]["deleted"] = json!(true);
    let (_, after_removal) = server
        .put(&format!("/tutor/{id}/availability"), &token, next)
        .await;
    assert_eq!(times(&after_removal, 0), [1035, 1050]);
    let (_, revived) = server
        .put(
            &format!("/tutor/{id}/availability"),
            &token,
            week(&monday_evening, 12),
        )
        .await;
    assert_eq!(revived["availability"][0][0]["_id"], first_id);

    let (status, body) = server
        .put(
            &format!("/tutor/{id}/availability"),
            &token,
            week(&[(0, 1021)], 1),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "ideal_hours: Must be whole number greater than or equal to 2",
            "availability: Each slot must start on a quarter hour of its own day"
        ]
    );

    for (role, login) in [
        ("tutor", "tutor@plytime.test"),
        ("parent", "parent@plytime.test"),
    ] {
        let other = server.demo_token(role, login).await;
        let path = format!("/tutor/{id}/availability");
        assert_eq!(server.get(&path, &other).await.0, StatusCode::FORBIDDEN);
        assert_eq!(
            server.put(&path, &other, week(&[], 2)).await.0,
            StatusCode::FORBIDDEN
        );
    }
}

#[tokio::test]
async fn demo_tutors_teach_maths_with_weekly_hours() {
    let server = TestServer::with_starter_bank().await;
    let token = server.demo_token("tutor", "tutor@plytime.test").await;
    let (_, tutor) = server.get("/tutor", &token).await;
    assert_eq!(tutor["subject"]["name"], "Maths");
    let (_, week) = server
        .get(
            &format!("/tutor/{}/availability", tutor["_id"].as_str().unwrap()),
            &token,
        )
        .await;
    // Monday 16:00 to 19:00 in 15-minute slots.
    assert_eq!(times(&week, 0).len(), 12);
    assert_eq!(times(&week, 0)[0], 16 * 60);
    assert_eq!(week["ideal_hours"], 10);
}
