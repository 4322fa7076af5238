//! Parents' profiles and the students they create.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, birth_date_for_year, errors};

fn profile() -> Value {
    json!({
        "first_name": "Grace",
        "last_name": "Hopper",
        "country": "United Kingdom",
        "postcode": "AB1 2CD",
        "phone_number": "07700 900000",
        "email_opt_in": true
    })
}

fn new_student(username: &str) -> Value {
    json!({
        "username": username,
        "first_name": "Alan",
        "last_name": "Hopper",
        "dob": birth_date_for_year(3),
        "gender": "Male",
        "school": "Bletchley Primary",
        "school_year": 3
    })
}

#[tokio::test]
async fn a_new_parent_creates_then_edits_their_profile() {
    let server = TestServer::start().await;
    let token = server.sign_up_parent("grace@example.com").await;

    let (status, body) = server.get("/parent", &token).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such parent"]);

    let mut bad = profile();
    bad["postcode"] = json!(" ");
    bad["phone_number"] = json!("");
    bad["country"] = json!("Atlantis");
    let (status, body) = server.post("/parent", Some(&token), bad).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "country: Is not one of the choices offered",
            "postcode: Cannot be empty",
            "phone_number: Cannot be empty"
        ]
    );
    assert_eq!(server.get("/parent", &token).await.0, StatusCode::NOT_FOUND);

    let (status, created) = server.post("/parent", Some(&token), profile()).await;
    assert_eq!(status, StatusCode::OK, "{created}");
    assert_eq!(created["email"], "grace@example.com");
    assert_eq!(created["students"], json!([]));
    let (status, _) = server.post("/parent", Some(&token), profile()).await;
    assert_eq!(status, StatusCode::CONFLICT);

    let mut edited = profile();
    edited["postcode"] = json!("ZZ9 9ZZ");
    edited["email"] = json!("someone.else@example.com");
    let (status, saved) = server.put("/parent", &token, edited).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["postcode"], "ZZ9 9ZZ");
    assert_eq!(
        saved["email"], "grace@example.com",
        "the e-mail is read-only"
    );
}

#[tokio::test]
async fn a_parent_adds_a_student_who_signs_in_with_the_emailed_one_time_password() {
    let server = TestServer::start().await;
    let token = server.sign_up_parent("grace@example.com").await;
    let (status, body) = server
        .post("/parent/student", Some(&token), new_student("alan"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a profile comes first");
    assert_eq!(
        errors(&body),
        ["Please create your profile before adding a student"]
    );
    server.post("/parent", Some(&token), profile()).await;

    let mut bad = new_student("alan");
    bad["school_year"] = json!(7);
    bad["dob"] = json!("23/06/2017");
    let (status, body) = server.post("/parent/student", Some(&token), bad).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "dob: Is not a valid Date YYYY-MM-DD",
            "school_year: Must be a whole number from 1 to 6. Content for other years coming soon."
        ]
    );

    for (dob, problem) in [
        ("2999-01-01", "dob: Cannot be in the future"),
        (
            "2000-01-01",
            "dob: Does not fit a child in this school year (years 1 to 6 are for children aged about 5 to 11)",
        ),
    ] {
        let mut bad = new_student("alan");
        bad["dob"] = json!(dob);
        let (status, body) = server.post("/parent/student", Some(&token), bad).await;
        assert_eq!(
            (status, errors(&body)),
            (StatusCode::BAD_REQUEST, vec![problem.to_string()])
        );
    }

    let (status, body) = server
        .post("/parent/student", Some(&token), new_student("ADA"))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the demo's ada has it");
    assert_eq!(errors(&body), ["Username is already taken"]);

    let (status, student) = server
        .post("/parent/student", Some(&token), new_student("Alan"))
        .await;
    assert_eq!(status, StatusCode::OK, "{student}");
    assert_eq!(student["username"], "alan");
    assert_eq!(student["school_year"], 3);
    let (_, parent) = server.get("/parent", &token).await;
    assert_eq!(parent["students"][0]["first_name"], "Alan");
    assert_eq!(parent["students"][0]["_id"], student["_id"]);
    assert_eq!(
        (
            &parent["students"][0]["last_name"],
            &parent["students"][0]["school_year"]
        ),
        (&student["last_name"], &json!(3)),
        "the parent's pages tell children apart and compare their scores with their year"
    );

    let one_time = server.one_time_password_sent_to("grace@example.com").await;
    let session = server.sign_in("student", "alan", &one_time).await;
    assert_eq!(session["must_change_password"], true);
    let student_token = session["id_token"].as_str().unwrap();
    let (status, _) = server
        .post(
            "/auth/password",
            Some(student_token),
            json!({"current_password": one_time, "new_password": "my own password"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    server.sign_in("student", "alan", "my own password").await;
}

#[tokio::test]
async fn only_parents_reach_the_parent_routes() {
    let server = TestServer::start().await;
    for (role, login) in [
        ("student", "ada"),
        ("tutor", "tutor@plytime.test"),
        ("admin", "admin@plytime.test"),
    ] {
        let token = server.demo_token(role, login).await;
        assert_eq!(server.get("/parent", &token).await.0, StatusCode::FORBIDDEN);
        let (status, _) = server
            .post("/parent/student", Some(&token), new_student("sneaky"))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role}");
    }
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (_, profile) = server.get("/parent", &parent).await;
    let names: Vec<&str> = profile["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|student| student["first_name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Ada", "Ben"],
        "a parent lists only their own children"
    );
}

#[tokio::test]
async fn two_parents_racing_for_one_username_get_one_student() {
    let server = TestServer::start().await;
    let mut tokens = Vec::new();
    for email in ["one@example.com", "two@example.com"] {
        let token = server.sign_up_parent(email).await;
        server.post("/parent", Some(&token), profile()).await;
        tokens.push(token);
    }
    let (first, second) = tokio::join!(
        server.post("/parent/student", Some(&tokens[0]), new_student("twin")),
        server.post("/parent/student", Some(&tokens[1]), new_student("twin")),
    );
    let mut statuses = [first.0, second.0];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::FORBIDDEN]);
}
