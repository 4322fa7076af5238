//! Parents' profiles and the students they create. Driven through the
//! typed operations the desktop app's client uses.

use plytime_shared::api::auth::ChangePasswordRequest;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, parents};
use plytime_shared::api::parents::{NewStudentBody, ParentBody};
use reqwest::StatusCode;

use crate::common::{TestServer, birth_date_for_year, errors};

pub fn profile() -> ParentBody {
    ParentBody {
        first_name: "Grace".to_string(),
        last_name: "Hopper".to_string(),
        country: "United Kingdom".to_string(),
        postcode: "AB1 2CD".to_string(),
        phone_number: "07700 900000".to_string(),
        email_opt_in: true,
    }
}

pub fn new_student(username: &str) -> NewStudentBody {
    NewStudentBody {
        username: username.to_string(),
        first_name: "Alan".to_string(),
        last_name: "Hopper".to_string(),
        dob: birth_date_for_year(3),
        gender: "Male".to_string(),
        school: "Bletchley Primary".to_string(),
        school_year: 3,
    }
}

#[tokio::test]
async fn a_new_parent_creates_then_edits_their_profile() {
    let server = TestServer::start().await;
    let token = server.sign_up_parent("grace@example.com").await;

    let (status, body) = server
        .send(parents::GET_PARENT, &[], Some(&token), &NoBody)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such parent"]);

    let bad = ParentBody {
        postcode: " ".to_string(),
        phone_number: String::new(),
        country: "Atlantis".to_string(),
        ..profile()
    };
    let (status, body) = server
        .send(parents::CREATE_PARENT, &[], Some(&token), &bad)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "country: Is not one of the choices offered",
            "postcode: Cannot be empty",
            "phone_number: Cannot be empty"
        ]
    );
    let (status, _) = server
        .send(parents::GET_PARENT, &[], Some(&token), &NoBody)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let created = server
        .expect_ok(parents::CREATE_PARENT, &[], Some(&token), &profile())
        .await;
    assert_eq!(created.email, "grace@example.com");
    assert!(created.students.is_empty(), "{created:?}");
    let (status, _) = server
        .send(parents::CREATE_PARENT, &[], Some(&token), &profile())
        .await;
    assert_eq!(status, StatusCode::CONFLICT);

    // An e-mail slipped into the body, which `ParentBody` has no field for.
    let mut edited = serde_json::to_value(ParentBody {
        postcode: "ZZ9 9ZZ".to_string(),
        ..profile()
    })
    .unwrap();
    edited["email"] = "someone.else@example.com".into();
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
    let token = Some(token.as_str());
    let (status, body) = server
        .send(parents::CREATE_STUDENT, &[], token, &new_student("alan"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a profile comes first");
    assert_eq!(
        errors(&body),
        ["Please create your profile before adding a student"]
    );
    server
        .expect_ok(parents::CREATE_PARENT, &[], token, &profile())
        .await;

    let bad = NewStudentBody {
        school_year: 7,
        dob: "23/06/2017".to_string(),
        ..new_student("alan")
    };
    let (status, body) = server.send(parents::CREATE_STUDENT, &[], token, &bad).await;
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
        let bad = NewStudentBody {
            dob: dob.to_string(),
            ..new_student("alan")
        };
        let (status, body) = server.send(parents::CREATE_STUDENT, &[], token, &bad).await;
        assert_eq!(
            (status, errors(&body)),
            (StatusCode::BAD_REQUEST, vec![problem.to_string()])
        );
    }

    let (status, body) = server
        .send(parents::CREATE_STUDENT, &[], token, &new_student("ADA"))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the demo's ada has it");
    assert_eq!(errors(&body), ["Username is already taken"]);

    let student = server
        .expect_ok(parents::CREATE_STUDENT, &[], token, &new_student("Alan"))
        .await;
    assert_eq!(student.username, "alan");
    assert_eq!(student.school_year, 3);
    let parent = server
        .expect_ok(parents::GET_PARENT, &[], token, &NoBody)
        .await;
    let listed = &parent.students[0];
    assert_eq!(listed.first_name, "Alan");
    assert_eq!(listed._id, student._id);
    assert_eq!(
        (&listed.last_name, listed.school_year),
        (&student.last_name, 3),
        "the parent's pages tell children apart and compare their scores with their year"
    );

    let one_time = server.one_time_password_sent_to("grace@example.com").await;
    let session = server.sign_in("student", "alan", &one_time).await;
    assert_eq!(session["must_change_password"], true);
    let student_token = session["id_token"].as_str().unwrap();
    let change = ChangePasswordRequest {
        current_password: one_time,
        new_password: "my own password".to_string(),
    };
    let (status, _) = server
        .send(auth::CHANGE_PASSWORD, &[], Some(student_token), &change)
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
        let token = Some(token.as_str());
        let (status, _) = server.send(parents::GET_PARENT, &[], token, &NoBody).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _) = server
            .send(parents::CREATE_STUDENT, &[], token, &new_student("sneaky"))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role}");
    }
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let profile = server
        .expect_ok(parents::GET_PARENT, &[], Some(&parent), &NoBody)
        .await;
    let names: Vec<&str> = profile
        .students
        .iter()
        .map(|student| student.first_name.as_str())
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
        server
            .expect_ok(parents::CREATE_PARENT, &[], Some(&token), &profile())
            .await;
        tokens.push(token);
    }
    let twin = new_student("twin");
    let (first, second) = tokio::join!(
        server.send(parents::CREATE_STUDENT, &[], Some(&tokens[0]), &twin),
        server.send(parents::CREATE_STUDENT, &[], Some(&tokens[1]), &twin),
    );
    let mut statuses = [first.0, second.0];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::FORBIDDEN]);
}
