//! Tutors: created by admins, keeping their own profile and availability.
//! Driven through the typed operations the desktop app's client uses.

use plytime_shared::api::auth::{ChangePasswordRequest, TokenResponse};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{auth, content, tutors};
use plytime_shared::api::tutors::{Availability, AvailabilitySlot, NewTutorBody, Tutor, TutorBody};
use reqwest::StatusCode;

use crate::common::{TestServer, errors};

async fn maths_id(server: &TestServer, admin: &str) -> String {
    let subjects = server
        .expect_ok(content::LIST_SUBJECTS, &[], Some(admin), &NoBody)
        .await;
    subjects[0]._id.clone()
}

fn new_tutor(email: &str, subject: &str) -> NewTutorBody {
    NewTutorBody {
        first_name: "Ada".into(),
        last_name: "Byron".into(),
        email: email.into(),
        subject: subject.into(),
    }
}

async fn admin_creates_tutor(server: &TestServer, email: &str) -> (String, Tutor) {
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let subject = maths_id(server, &admin).await;
    let tutor = server
        .expect_ok(
            tutors::CREATE_TUTOR,
            &[],
            Some(&admin),
            &new_tutor(email, &subject),
        )
        .await;
    (admin, tutor)
}

/// The body that saves `tutor`'s profile unchanged.
pub fn body_of(tutor: &Tutor) -> TutorBody {
    TutorBody {
        _id: tutor._id.clone(),
        first_name: tutor.first_name.clone(),
        last_name: tutor.last_name.clone(),
        subject: tutor.subject.as_ref().map(|subject| subject._id.clone()),
        country: tutor.country.clone(),
        bank_account: tutor.bank_account.clone(),
        dob: tutor.dob.clone(),
        gender: tutor.gender.clone(),
        phone_number: tutor.phone_number.clone().unwrap_or_default(),
        postcode: tutor.postcode.clone().unwrap_or_default(),
        sort_code: tutor.sort_code.clone(),
        dbs_issue_date: tutor.dbs_issue_date.clone(),
    }
}

fn slot(day_of_week: i64, time: i64) -> AvailabilitySlot {
    AvailabilitySlot {
        _id: None,
        day_of_week,
        time,
        busy: false,
        deleted: false,
    }
}

fn week(slots: &[(i64, i64)], ideal_hours: i64) -> Availability {
    let mut availability = vec![Vec::new(); 7];
    for &(day, time) in slots {
        availability[day as usize].push(slot(day, time));
    }
    Availability {
        availability,
        ideal_hours,
    }
}

fn times(week: &Availability, day: usize) -> Vec<i64> {
    week.availability[day]
        .iter()
        .map(|slot| slot.time)
        .collect()
}

#[tokio::test]
async fn an_admin_adds_a_tutor_who_signs_in_with_the_emailed_password() {
    let server = TestServer::with_starter_bank().await;
    let (admin, tutor) = admin_creates_tutor(&server, "New.Tutor@Example.com").await;
    assert_eq!(tutor.email, "new.tutor@example.com");
    assert_eq!(tutor.subject.unwrap().name, "Maths");
    assert_eq!(tutor.country, "United Kingdom");

    let one_time = server
        .one_time_password_sent_to("new.tutor@example.com")
        .await;
    let session = server
        .sign_in("tutor", "new.tutor@example.com", &one_time)
        .await;
    assert_eq!(session["must_change_password"], true);

    let subject = maths_id(&server, &admin).await;
    let duplicate = NewTutorBody {
        first_name: "A".into(),
        last_name: "B".into(),
        ..new_tutor("new.tutor@example.com", &subject)
    };
    let (status, body) = server
        .send(tutors::CREATE_TUTOR, &[], Some(&admin), &duplicate)
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["Someone already signs in with this email address"]
    );

    let invalid = NewTutorBody {
        first_name: " ".into(),
        last_name: "B".into(),
        ..new_tutor("not-an-email", "nope")
    };
    let (status, body) = server
        .send(tutors::CREATE_TUTOR, &[], Some(&admin), &invalid)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "first_name: Cannot be empty",
            "email: Is not a valid email address"
        ]
    );

    let list = server
        .expect_ok(tutors::LIST_TUTORS, &[], Some(&admin), &NoBody)
        .await;
    let emails: Vec<&str> = list.iter().map(|tutor| tutor.email.as_str()).collect();
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
        let body = new_tutor("x@example.com", "s");
        assert_eq!(
            server
                .send(tutors::CREATE_TUTOR, &[], Some(&token), &body)
                .await
                .0,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            server
                .send(tutors::LIST_TUTORS, &[], Some(&token), &NoBody)
                .await
                .0,
            StatusCode::FORBIDDEN
        );
    }
}

#[tokio::test]
async fn a_tutor_keeps_their_own_profile_and_nobody_elses() {
    let server = TestServer::with_starter_bank().await;
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let owen = server.demo_token("tutor", "tutor2@plytime.test").await;
    let profile = server
        .expect_ok(tutors::GET_TUTOR, &[], Some(&priya), &NoBody)
        .await;
    assert_eq!(profile.first_name, "Priya");
    let own = body_of(&profile);
    let owens = server
        .expect_ok(tutors::GET_TUTOR, &[], Some(&owen), &NoBody)
        .await;
    let owen_id = owens._id.as_str();

    let (status, _) = server
        .send_query(
            tutors::GET_TUTOR,
            &[],
            &[("_id", owen_id)],
            Some(&priya),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let someone_elses = TutorBody {
        _id: owen_id.into(),
        phone_number: "000".into(),
        ..own.clone()
    };
    assert_eq!(
        server
            .send(tutors::SAVE_TUTOR, &[], Some(&priya), &someone_elses)
            .await
            .0,
        StatusCode::FORBIDDEN
    );

    // Only admins change the subject.
    let edit = TutorBody {
        phone_number: "07700 900123".into(),
        dob: Some("1990-01-31".into()),
        gender: Some("Female".into()),
        subject: Some("something-else".into()),
        ..own.clone()
    };
    let saved = server
        .expect_ok(tutors::SAVE_TUTOR, &[], Some(&priya), &edit)
        .await;
    assert_eq!(saved.phone_number.as_deref(), Some("07700 900123"));
    assert_eq!(saved.dob.as_deref(), Some("1990-01-31"));
    assert_eq!(saved.subject, profile.subject, "only admins change it");
    assert_eq!(saved.email, "tutor@plytime.test");
    // An e-mail slipped into the body is ignored too.
    let mut with_email = serde_json::to_value(&edit).unwrap();
    with_email["email"] = "changed@example.com".into();
    let (status, saved) = server.put("/tutor", &priya, with_email).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["email"], "tutor@plytime.test");

    let edit = TutorBody {
        postcode: String::new(),
        ..own.clone()
    };
    let (status, body) = server
        .send(tutors::SAVE_TUTOR, &[], Some(&priya), &edit)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["postcode: Cannot be empty"]);

    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let by_id = |id: &'static str| [("_id", id)];
    let (status, body) = server
        .send_query(
            tutors::GET_TUTOR,
            &[],
            &by_id("nobody"),
            Some(&admin),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such tutor"]);
    let (status, got) = server
        .send_query(
            tutors::GET_TUTOR,
            &[],
            &[("_id", owen_id)],
            Some(&admin),
            &NoBody,
        )
        .await;
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
    let fresh: TokenResponse = server
        .expect_ok(
            auth::CHANGE_PASSWORD,
            &[],
            session["id_token"].as_str(),
            &ChangePasswordRequest {
                current_password: one_time,
                new_password: "tutor password".into(),
            },
        )
        .await;
    let token = Some(fresh.id_token.as_str());
    let (id, uid) = (tutor._id.as_str(), tutor.uid.as_str());

    let empty = server
        .expect_ok(tutors::GET_AVAILABILITY, &[id], token, &NoBody)
        .await;
    assert_eq!(empty.ideal_hours, 2);
    assert_eq!(empty.availability.len(), 7);

    let monday_evening = [(0, 1020), (0, 1035), (0, 1050), (3, 600)];
    let saved = server
        .expect_ok(
            tutors::SAVE_AVAILABILITY,
            &[uid],
            token,
            &week(&monday_evening, 12),
        )
        .await;
    assert_eq!(times(&saved, 0), [1020, 1035, 1050]);
    assert_eq!(times(&saved, 3), [600]);
    assert_eq!(saved.ideal_hours, 12);
    let first_id = saved.availability[0][0]._id.clone();

    // Removing marks deleted; adding it back revives the same slot.
    let mut next = saved.clone();
    next.availability[0][0].deleted = true;
    let after_removal = server
        .expect_ok(tutors::SAVE_AVAILABILITY, &[id], token, &next)
        .await;
    assert_eq!(times(&after_removal, 0), [1035, 1050]);
    let revived = server
        .expect_ok(
            tutors::SAVE_AVAILABILITY,
            &[id],
            token,
            &week(&monday_evening, 12),
        )
        .await;
    assert_eq!(revived.availability[0][0]._id, first_id);

    let (status, body) = server
        .send(
            tutors::SAVE_AVAILABILITY,
            &[id],
            token,
            &week(&[(0, 1021)], 1),
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
        let other = Some(other.as_str());
        let (read, _) = server
            .send(tutors::GET_AVAILABILITY, &[id], other, &NoBody)
            .await;
        assert_eq!(read, StatusCode::FORBIDDEN);
        let (saved, _) = server
            .send(tutors::SAVE_AVAILABILITY, &[id], other, &week(&[], 2))
            .await;
        assert_eq!(saved, StatusCode::FORBIDDEN);
    }
}

#[tokio::test]
async fn demo_tutors_teach_maths_with_weekly_hours() {
    let server = TestServer::with_starter_bank().await;
    let token = server.demo_token("tutor", "tutor@plytime.test").await;
    let token = Some(token.as_str());
    let tutor = server
        .expect_ok(tutors::GET_TUTOR, &[], token, &NoBody)
        .await;
    assert_eq!(tutor.subject.unwrap().name, "Maths");
    let week = server
        .expect_ok(tutors::GET_AVAILABILITY, &[&tutor._id], token, &NoBody)
        .await;
    // Monday 16:00 to 19:00 in 15-minute slots.
    assert_eq!(times(&week, 0).len(), 12);
    assert_eq!(times(&week, 0)[0], 16 * 60);
    assert_eq!(week.ideal_hours, 10);
}
