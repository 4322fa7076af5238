//! Safeguarding: concerns raised by a child, a parent and a tutor reach
//! the lead alone, who records them, closes them and may suspend a tutor;
//! contact details in messages are masked and flagged to the lead.

use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{notes, privacy, profile, safeguarding, sessions};
use plytime_shared::api::review::NewNote;
use plytime_shared::api::safeguarding::{
    ConcernState, ConcernUpdate, NewConcern, RaisedConcern, Suspension,
};
use reqwest::StatusCode;

use crate::common::{TestServer, errors};
use crate::dbs::offered_tutors;
use crate::session_room::{MINUTE, demo, move_session, room};
use crate::sessions::session;

const LEAD: &str = "safeguarding@plytime.test";

pub fn concern(text: &str, session_id: Option<&str>) -> NewConcern {
    NewConcern {
        what_happened: text.into(),
        session_id: session_id.map(str::to_string),
        student_id: None,
    }
}

pub async fn raise(server: &TestServer, token: &str, body: &NewConcern) -> RaisedConcern {
    server
        .expect_ok(safeguarding::RAISE, &[], Some(token), body)
        .await
}

/// The words as written of each message flagged to the lead, newest first.
pub async fn flagged_originals(server: &TestServer) -> Vec<String> {
    let lead = server.demo_token("admin", LEAD).await;
    let flagged = server
        .expect_ok(safeguarding::LIST_FLAGGED, &[], Some(&lead), &NoBody)
        .await;
    flagged
        .into_iter()
        .map(|message| message.original)
        .collect()
}

#[tokio::test]
async fn a_child_a_parent_and_a_tutor_raise_concerns_that_only_the_lead_reads() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let lead = server.demo_token("admin", LEAD).await;
    let id = demo.first.as_str();

    let me = server
        .expect_ok(profile::ME, &[], Some(&lead), &NoBody)
        .await;
    assert!(me.safeguarding_lead);
    let me = server
        .expect_ok(profile::ME, &[], Some(&demo.admin), &NoBody)
        .await;
    assert!(!me.safeguarding_lead, "an admin is not a lead by default");

    let from_ada = raise(
        &server,
        &demo.ada,
        &concern("He asked where I live", Some(id)),
    )
    .await;
    assert_eq!(from_ada.state, ConcernState::Open);
    raise(
        &server,
        &demo.parent,
        &concern("My daughter was upset", None),
    )
    .await;
    raise(
        &server,
        &demo.priya,
        &concern("Ada said she is scared at home", Some(id)),
    )
    .await;

    let (status, body) = server
        .send(
            safeguarding::RAISE,
            &[],
            Some(&demo.ben),
            &concern("x", Some(id)),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "not Ben's session: {body}");
    let (status, body) = server
        .send(
            safeguarding::RAISE,
            &[],
            Some(&demo.ada),
            &concern(" ", None),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["what_happened: Cannot be empty"]);
    let (status, _) = server
        .send(
            safeguarding::RAISE,
            &[],
            Some(&demo.ada),
            &concern(&"a".repeat(4001), None),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    for outsider in [&demo.admin, &demo.priya, &demo.parent] {
        let (status, body) = server
            .send(safeguarding::LIST_CONCERNS, &[], Some(outsider), &NoBody)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert_eq!(errors(&body), ["Only the safeguarding lead can do this"]);
    }
    let queue = server
        .expect_ok(safeguarding::LIST_CONCERNS, &[], Some(&lead), &NoBody)
        .await;
    assert_eq!(queue.len(), 3);
    let adas = queue.iter().find(|c| c._id == from_ada._id).unwrap();
    assert_eq!(adas.raised_by.name, "Ada Lovelace");
    assert_eq!(adas.tutor.as_ref().unwrap().name, "Priya Shah");
    assert_eq!(adas.student.as_ref().unwrap().name, "Ada Lovelace");
    let priyas = queue
        .iter()
        .find(|c| c.raised_by.name == "Priya Shah")
        .unwrap();
    assert!(
        priyas.tutor.is_none(),
        "a tutor's concern is not about themselves"
    );

    let close = |outcome: Option<&str>| ConcernUpdate {
        state: ConcernState::Closed,
        lead_notes: Some("Spoke to Priya and to Ada's mother".into()),
        outcome: outcome.map(str::to_string),
    };
    let (status, body) = server
        .send(
            safeguarding::UPDATE_CONCERN,
            &[&from_ada._id],
            Some(&lead),
            &close(None),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        ["outcome: Say what was done before closing the concern"]
    );
    let closed = server
        .expect_ok(
            safeguarding::UPDATE_CONCERN,
            &[&from_ada._id],
            Some(&lead),
            &close(Some(
                "Misunderstanding: the tutor asked which town, for a map question",
            )),
        )
        .await;
    assert_eq!(closed.state, ConcernState::Closed);

    let mine = server
        .expect_ok(safeguarding::RAISED, &[], Some(&demo.ada), &NoBody)
        .await;
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].state, ConcernState::Closed);
    let seen = serde_json::to_string(&mine).unwrap();
    assert!(
        !seen.contains("Spoke to"),
        "the lead's notes stay with the lead"
    );

    let (_, export) = server
        .send(privacy::EXPORT_OWN, &[], Some(&demo.parent), &NoBody)
        .await;
    let exported = export["data"]["concerns"].as_array().unwrap();
    assert_eq!(exported.len(), 2, "the parent's and Ada's, not Priya's");
    assert!(!export.to_string().contains("Spoke to"));

    let emails: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM emails WHERE recipient = $1")
        .bind(LEAD)
        .fetch_one(server.db().await.read())
        .await
        .unwrap();
    assert_eq!(emails, 3, "the lead is told of each concern");
}

#[tokio::test]
async fn the_lead_suspends_a_tutor_while_a_concern_about_them_is_open() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let lead = server.demo_token("admin", LEAD).await;
    let id = demo.first.as_str();
    move_session(&server, id, MINUTE, 15).await;
    let raised = raise(&server, &demo.parent, &concern("Odd messages", Some(id))).await;
    let found = server
        .expect_ok(
            safeguarding::GET_CONCERN,
            &[&raised._id],
            Some(&lead),
            &NoBody,
        )
        .await;
    let tutor_id = found.tutor_id.clone().unwrap();
    assert_eq!(
        offered_tutors(&server, &demo, None).await,
        ["Owen Hughes", "Priya Shah"]
    );

    let suspend = |concern_id: Option<&str>| Suspension {
        suspended: true,
        concern_id: concern_id.map(str::to_string),
    };
    let (status, body) = server
        .send(
            safeguarding::SUSPEND,
            &[&tutor_id],
            Some(&lead),
            &suspend(None),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["A tutor is suspended while a concern about them is open"]
    );
    let (status, _) = server
        .send(
            safeguarding::SUSPEND,
            &[&tutor_id],
            Some(&demo.admin),
            &suspend(Some(&raised._id)),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "only the lead");
    server
        .expect_ok(
            safeguarding::SUSPEND,
            &[&tutor_id],
            Some(&lead),
            &suspend(Some(&raised._id)),
        )
        .await;

    let (status, body) = room(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["Your account is suspended while a concern is looked into, so you cannot open sessions"]
    );
    let (status, _) = room(&server, id, &demo.ada).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(offered_tutors(&server, &demo, None).await, ["Owen Hughes"]);
    let upcoming = server
        .send_query(
            sessions::UPCOMING,
            &[],
            &[("student_id", &server.student_id("ada").await)],
            Some(&demo.parent),
            &NoBody,
        )
        .await;
    assert_eq!(upcoming.0, StatusCode::OK);
    assert!(
        upcoming.1.as_array().unwrap()[0]["needs_substitute"]
            .as_bool()
            .unwrap(),
        "the parent sees the session needs another tutor"
    );

    let lift = Suspension {
        suspended: false,
        concern_id: None,
    };
    server
        .expect_ok(safeguarding::SUSPEND, &[&tutor_id], Some(&lead), &lift)
        .await;
    let (status, _) = room(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn contact_details_in_messages_are_masked_and_flagged_to_the_lead() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let lead = server.demo_token("admin", LEAD).await;
    let ada = server.student_id("ada").await;
    let maths = session(&server, &demo.first, &demo.parent)
        .await
        .subject
        ._id;
    let send = |text: &str| NewNote {
        message: text.into(),
    };
    let from_priya = server
        .expect_ok(
            notes::POST_NOTE,
            &[&ada, &maths],
            Some(&demo.priya),
            &send("Text me on 07700 900123 if you are stuck"),
        )
        .await;
    assert!(from_priya.masked);
    assert_eq!(
        from_priya.message.user_content,
        "Text me on [contact details removed] if you are stuck"
    );
    let maths_chat = server
        .expect_ok(
            notes::POST_NOTE,
            &[&ada, &maths],
            Some(&demo.ada),
            &send("Is 3 x 4 = 12 and 0.75 = 3/4?"),
        )
        .await;
    assert!(!maths_chat.masked, "maths is never masked");

    let page = server
        .expect_ok(
            notes::LIST_NOTES,
            &[&ada, &maths],
            Some(&demo.parent),
            &NoBody,
        )
        .await;
    let shown = serde_json::to_string(&page).unwrap();
    assert!(!shown.contains("07700"), "nobody in the family sees it");

    let (status, _) = server
        .send(safeguarding::LIST_FLAGGED, &[], Some(&demo.admin), &NoBody)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let flagged = server
        .expect_ok(safeguarding::LIST_FLAGGED, &[], Some(&lead), &NoBody)
        .await;
    assert_eq!(flagged.len(), 1);
    assert_eq!(
        flagged[0].original,
        "Text me on 07700 900123 if you are stuck"
    );
    assert_eq!(flagged[0].sender.name, "Priya Shah");
    assert_eq!(flagged[0].student.name, "Ada Lovelace");
    server
        .expect_ok(
            safeguarding::MARK_FLAGGED_REVIEWED,
            &[&flagged[0]._id],
            Some(&lead),
            &NoBody,
        )
        .await;
    let (status, _) = server
        .send(
            safeguarding::MARK_FLAGGED_REVIEWED,
            &["no-such-message"],
            Some(&lead),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
