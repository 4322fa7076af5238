//! DBS checks enforced: only admins record a tutor's certificate date, a
//! tutor whose check is not current is not offered, booked through their
//! referral code or let into a room, and admins see who lapses soon.

use chrono::{Days, Months, Utc};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{subscriptions, tutors};
use plytime_shared::api::subscriptions::AvailabilityRequest;
use plytime_shared::api::tutors::{Tutor, TutorBody};
use plytime_shared::safeguarding::dbs::DbsStatus;
use reqwest::StatusCode;

use crate::common::{TestServer, errors};
use crate::session_room::{Demo, MINUTE, demo, move_session, room};
use crate::tutors::body_of;

fn days_ago(days: u64) -> String {
    (Utc::now().date_naive() - Days::new(days)).to_string()
}

/// A DBS date that lapsed yesterday under the default three years.
fn lapsed() -> String {
    (Utc::now().date_naive() - Months::new(36) - Days::new(1)).to_string()
}

async fn tutor(server: &TestServer, token: &str, id: Option<&str>) -> Tutor {
    let query: Vec<(&str, &str)> = id.map(|id| ("_id", id)).into_iter().collect();
    server
        .expect_ok_query(tutors::GET_TUTOR, &[], &query, Some(token), &NoBody)
        .await
}

fn body_with_dbs(tutor: &Tutor, dbs_issue_date: &str) -> TutorBody {
    TutorBody {
        subject: None,
        dbs_issue_date: Some(dbs_issue_date.into()),
        ..body_of(tutor)
    }
}

/// An admin records `date` as the DBS issue date of the tutor `token`
/// signs in as.
async fn record_dbs(server: &TestServer, demo: &Demo, token: &str, date: &str) -> Tutor {
    let own = tutor(server, token, None).await;
    server
        .expect_ok(
            tutors::SAVE_TUTOR,
            &[],
            Some(&demo.admin),
            &body_with_dbs(&own, date),
        )
        .await
}

/// The tutors offered to the demo parent for any time of the week.
pub async fn offered_tutors(
    server: &TestServer,
    demo: &Demo,
    referral: Option<&str>,
) -> Vec<String> {
    let subject = tutor(server, &demo.priya, None).await.subject.unwrap()._id;
    let request = AvailabilityRequest {
        subject,
        session_option: "1 X 15 mins".into(),
        availability: None,
        tutor_id: None,
        referral_code: referral.map(str::to_string),
    };
    let slots = server
        .expect_ok(
            subscriptions::OFFER_SLOTS,
            &[],
            Some(&demo.parent),
            &request,
        )
        .await;
    let mut tutors: Vec<String> = slots.into_iter().map(|slot| slot.tutor_name).collect();
    tutors.sort();
    tutors.dedup();
    tutors
}

#[tokio::test]
async fn only_an_admin_records_the_dbs_date_and_never_one_in_the_future() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let priya = tutor(&server, &demo.priya, None).await;
    assert_eq!(
        priya.dbs_status,
        DbsStatus::Current,
        "the demo tutors are checked"
    );

    let tomorrow = (Utc::now().date_naive() + Days::new(1)).to_string();
    let (status, body) = server
        .send(
            tutors::SAVE_TUTOR,
            &[],
            Some(&demo.admin),
            &body_with_dbs(&priya, &tomorrow),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["dbs_issue_date: Cannot be in the future"]);

    let saved = server
        .expect_ok(
            tutors::SAVE_TUTOR,
            &[],
            Some(&demo.priya),
            &body_with_dbs(&priya, &days_ago(1)),
        )
        .await;
    assert_eq!(
        saved.dbs_issue_date, priya.dbs_issue_date,
        "a tutor cannot record their own check"
    );

    let expiring = record_dbs(&server, &demo, &demo.priya, &days_ago(3 * 365 - 30)).await;
    assert_eq!(expiring.dbs_status, DbsStatus::Expiring);
    assert!(expiring.dbs_lapses_on.is_some());
    let listed = server
        .expect_ok(tutors::LIST_TUTORS, &[], Some(&demo.admin), &NoBody)
        .await;
    let statuses: Vec<(String, DbsStatus)> = listed
        .into_iter()
        .map(|tutor| (tutor.first_name, tutor.dbs_status))
        .collect();
    assert_eq!(
        statuses,
        [
            ("Owen".to_string(), DbsStatus::Current),
            ("Priya".to_string(), DbsStatus::Expiring)
        ]
    );
    let own = tutor(&server, &demo.priya, None).await;
    assert_eq!(own.dbs_status, DbsStatus::Expiring, "the tutor sees it too");
}

#[tokio::test]
async fn a_tutor_whose_check_lapsed_is_not_offered_nor_chosen_by_referral_code() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    assert_eq!(
        offered_tutors(&server, &demo, None).await,
        ["Owen Hughes", "Priya Shah"]
    );
    let owen = record_dbs(&server, &demo, &demo.owen, &lapsed()).await;
    assert_eq!(owen.dbs_status, DbsStatus::Expired);
    assert_eq!(offered_tutors(&server, &demo, None).await, ["Priya Shah"]);

    let subject = owen.subject.unwrap()._id;
    let (status, body) = server
        .send(
            subscriptions::OFFER_SLOTS,
            &[],
            Some(&demo.parent),
            &AvailabilityRequest {
                subject,
                session_option: "1 X 15 mins".into(),
                availability: None,
                tutor_id: None,
                referral_code: Some("PTR-OWEN".into()),
            },
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["This tutor is not taking new bookings at the moment"]
    );
}

#[tokio::test]
async fn a_tutor_without_a_current_check_cannot_open_a_room() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    move_session(&server, id, MINUTE, 15).await;
    let (status, _) = room(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::OK);

    record_dbs(&server, &demo, &demo.priya, &lapsed()).await;
    let (status, body) = room(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        [
            "Your DBS check is not current, so you cannot open sessions until an admin records \
          your new certificate"
        ]
    );
    let (status, body) = room(&server, id, &demo.ada).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["Your tutor cannot take this session. We will find another tutor for you."]
    );

    record_dbs(&server, &demo, &demo.priya, &days_ago(10)).await;
    let (status, _) = room(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::OK, "a new certificate opens it again");
}
