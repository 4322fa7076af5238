//! The tutor's report to the parent after a session (docs/live-sessions.md,
//! "The report to the parent"): prefilled from what the server knows, sent
//! once by the session's tutor, read by the child's family, e-mailed to a
//! parent who asked for e-mail, and chased for admins after a day.

use plytime_server::db::whiteboards::{self, Kept};
use plytime_server::db::{emails, now_millis};
use plytime_server::digest::{self, Week};
use plytime_server::time::parse_iso;
use plytime_shared::api::reports::{
    ALREADY_SENT, NO_REPORT_YET, NOT_OVER_YET, NOT_SUGGESTED, NOTE_MAX_CHARS, NOTE_REQUIRED,
    NOTE_TOO_LONG, SessionReport,
};
use plytime_shared::schedule::status::SessionStatus;
use plytime_shared::whiteboard::Scene;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors, raced_statuses, strings_at};
use crate::game::{Player, ada, answer, answer_body, ask, ask_in};
use crate::safeguarding::flagged_originals;
use crate::session_room::{Demo, MINUTE, demo, move_session};

const PARENT: &str = "parent@plytime.test";

/// Ada misses two questions of one area; its endcode.
async fn two_misses_in_one_area(server: &TestServer, player: &Player) -> String {
    const GAME: &str = "report-game";
    let first = ask(server, player, GAME).await;
    let endcode = first["endcode"].as_str().unwrap().to_string();
    let second = ask_in(server, player, GAME, &endcode).await;
    assert_eq!(second.endcode, endcode);
    for id in [first["_id"].as_str().unwrap(), &second._id] {
        let wrong = json!({"0-1": {"ref": "no-such-input", "value": "42"}});
        let body = answer_body(player, GAME, "MEDIUM", wrong, 5.0);
        let (status, body) = answer(server, player, id, body).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    // Played the hour before the session (`held`), whose answers suggest
    // what to practise.
    sqlx::query("UPDATE answers SET answered_at = answered_at - $1 WHERE student_id = $2")
        .bind(60 * MINUTE)
        .bind(&player.student)
        .execute(server.db().await.write())
        .await
        .unwrap();
    endcode
}

/// Moves the session to have ended `ago` ms ago after 15 minutes, with
/// Priya in from its start and Ada from its second minute to its
/// thirteenth, as their registers would say.
async fn held(server: &TestServer, id: &str, ago: i64) {
    move_session(server, id, -ago - 15 * MINUTE, 15).await;
    let db = server.db().await;
    let (starts_at, ada, priya): (i64, String, String) = sqlx::query_as(
        "SELECT s.starts_at, st.account_id, t.account_id FROM sessions s \
         JOIN students st ON st.id = s.student_id JOIN tutors t ON t.id = s.tutor_id \
         WHERE s.id = $1",
    )
    .bind(id)
    .fetch_one(db.read())
    .await
    .unwrap();
    let events = [
        (&priya, "TUTOR", "connect", starts_at),
        (&ada, "STUDENT", "connect", starts_at + MINUTE),
        (&ada, "STUDENT", "heartbeat", starts_at + 13 * MINUTE),
    ];
    for (n, (account, role, kind, time)) in events.into_iter().enumerate() {
        sqlx::query(
            "INSERT INTO session_events (id, session_id, account_id, role, type, time) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(format!("{id}-event-{n}"))
        .bind(id)
        .bind(account)
        .bind(role)
        .bind(kind)
        .bind(time)
        .execute(db.write())
        .await
        .unwrap();
    }
}

/// The board keeps a question of `endcode`, as the room puts one there.
async fn question_on_the_board(server: &TestServer, id: &str, endcode: &str) {
    let question = json!({"id": "q1", "type": "text", "version": 1, "versionNonce": 1,
        "index": "a0", "text": "Round 47 to the nearest 10", "isDeleted": false,
        "customData": {"endcode": endcode}});
    let kept = Kept {
        scene: Scene {
            elements: vec![question],
            ..Scene::default()
        },
        ..Kept::default()
    };
    let written = whiteboards::write(&server.db().await, id, &kept, 0).await;
    assert!(written.unwrap());
}

async fn report(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
    server.get(&format!("/session/{id}/report"), token).await
}

pub async fn send(server: &TestServer, id: &str, token: &str, body: Value) -> (StatusCode, Value) {
    server
        .put(&format!("/session/{id}/report"), token, body)
        .await
}

async fn description(server: &TestServer, endcode: &str) -> String {
    sqlx::query_scalar("SELECT description FROM endcodes WHERE id = $1")
        .bind(endcode)
        .fetch_one(server.db().await.read())
        .await
        .unwrap()
}

/// A held session with a question on its board and two misses before it.
pub async fn reportable(server: &TestServer) -> (Demo, String) {
    let demo = demo(server).await;
    let endcode = two_misses_in_one_area(server, &ada(server).await).await;
    held(server, &demo.first, 5 * MINUTE).await;
    question_on_the_board(server, &demo.first, &endcode).await;
    (demo, endcode)
}

#[tokio::test]
async fn the_tutor_sends_a_prefilled_report_once_and_the_family_reads_it() {
    let server = TestServer::with_starter_bank().await;
    let (demo, endcode) = reportable(&server).await;
    let id = &demo.first;
    let area = description(&server, &endcode).await;

    // Before it is sent the family is told there is none; Owen, who is not
    // the session's tutor, that the session does not exist.
    for token in [&demo.parent, &demo.ada] {
        let (status, body) = report(&server, id, token).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(errors(&body), [NO_REPORT_YET]);
    }
    assert_eq!(
        report(&server, id, &demo.owen).await.0,
        StatusCode::NOT_FOUND
    );

    // Priya's draft holds what the server knows.
    let (status, draft) = report(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::OK, "{draft}");
    let draft: SessionReport = serde_json::from_value(draft).unwrap();
    assert_eq!(draft.status, SessionStatus::Attended);
    assert_eq!((draft.minutes_in_call, draft.session_length), (12, 15));
    assert_eq!(draft.worked_on, std::slice::from_ref(&area));
    assert_eq!(draft.practise_next.len(), 1, "{draft:?}");
    let practise = &draft.practise_next[0];
    assert_eq!(
        (&practise.endcode_id, practise.answers, practise.right),
        (&endcode, 2, 0)
    );
    assert_eq!((draft.note.as_str(), draft.sent_at.as_deref()), ("", None));

    // Bad input is refused and changes nothing; only Priya may send it.
    let refusals = [
        (json!({"note": "  ", "practise_next": []}), NOTE_REQUIRED),
        (
            json!({"note": "a".repeat(NOTE_MAX_CHARS + 1), "practise_next": []}),
            NOTE_TOO_LONG,
        ),
        (
            json!({"note": "Fine.", "practise_next": ["nope"]}),
            NOT_SUGGESTED,
        ),
    ];
    for (body, message) in refusals {
        let (status, answer) = send(&server, id, &demo.priya, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert!(errors(&answer)[0].contains(message), "{answer}");
    }
    let note = json!({"note": "Well done.", "practise_next": []});
    for token in [&demo.parent, &demo.ada, &demo.admin] {
        assert_eq!(
            send(&server, id, token, note.clone()).await.0,
            StatusCode::FORBIDDEN
        );
    }
    assert_eq!(
        send(&server, id, &demo.owen, note).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        report(&server, id, &demo.parent).await.0,
        StatusCode::NOT_FOUND
    );

    // Priya sends it; contact details are masked, as in messages.
    let written = "Ada rounded well today. Write to me at priya@example.com.";
    let (status, sent) = send(
        &server,
        id,
        &demo.priya,
        json!({"note": written, "practise_next": [endcode]}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{sent}");
    let sent: SessionReport = serde_json::from_value(sent).unwrap();
    assert!(sent.note.starts_with("Ada rounded well today."));
    assert!(!sent.note.contains("priya@example.com"), "{}", sent.note);
    assert!(sent.sent_at.is_some());
    assert_eq!(flagged_originals(&server).await, [written]);

    let again = json!({"note": "Again.", "practise_next": []});
    let (status, body) = send(&server, id, &demo.priya, again).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), [ALREADY_SENT]);

    for token in [&demo.parent, &demo.ada, &demo.admin] {
        let (status, read) = report(&server, id, token).await;
        assert_eq!(status, StatusCode::OK, "{read}");
        assert_eq!(serde_json::from_value::<SessionReport>(read).unwrap(), sent);
    }
    let (_, session) = server.get(&format!("/session/{id}"), &demo.parent).await;
    assert_eq!(session["report_sent"], true, "{session}");

    // The week's digest carries the note beside the session.
    let starts_at = parse_iso("start", &sent.session_date_time).unwrap();
    let parent_id = session["parent_id"].as_str().unwrap();
    let week = digest::of_week(
        &server.db().await,
        parent_id,
        Week::holding(starts_at),
        now_millis(),
    )
    .await
    .unwrap();
    let ada = week
        .children
        .iter()
        .find(|child| child.first_name == "Ada")
        .unwrap();
    let notes: Vec<_> = ada
        .sessions
        .iter()
        .map(|held| held.report.as_deref())
        .collect();
    assert_eq!(notes, [Some(sent.note.as_str())], "{ada:?}");

    // The demo parent asked for e-mail: the report is in the outbox.
    let outbox = emails::to_recipient(&server.db().await, PARENT)
        .await
        .unwrap();
    let letter = outbox
        .iter()
        .find(|email| {
            email
                .subject
                .starts_with("Priya's report on Ada's session of ")
        })
        .expect("the report's e-mail");
    for line in [
        sent.note.as_str(),
        "- Attended: 12 minutes in the call, of a 15-minute session.",
        &format!("- Worked on: {area}."),
        &format!("- To practise next: {area} (2 answers, 0 right)."),
    ] {
        assert!(letter.body.contains(line), "{line} in {}", letter.body);
    }
}

#[tokio::test]
async fn a_report_waits_for_its_session_to_end() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    let (status, body) = report(&server, id, &demo.priya).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(errors(&body), [NOT_OVER_YET]);
    let note = json!({"note": "Early.", "practise_next": []});
    assert_eq!(
        send(&server, id, &demo.priya, note).await.0,
        StatusCode::CONFLICT
    );
}

#[tokio::test]
async fn two_sends_at_once_record_one_report_and_one_email() {
    let server = TestServer::with_starter_bank().await;
    let (demo, _) = reportable(&server).await;
    let id = &demo.first;
    let sends = (0..2)
        .map(|n| {
            let note = json!({"note": format!("Note {n}."), "practise_next": []});
            send(&server, id, &demo.priya, note)
        })
        .collect();
    assert_eq!(
        raced_statuses(sends).await,
        [StatusCode::OK, StatusCode::CONFLICT]
    );
    let outbox = emails::to_recipient(&server.db().await, PARENT)
        .await
        .unwrap();
    let letters = outbox
        .iter()
        .filter(|email| email.subject.starts_with("Priya's report on "))
        .count();
    assert_eq!(letters, 1);
}

#[tokio::test]
async fn admins_see_the_attended_sessions_still_without_a_report_after_a_day() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let unreported = || server.get("/admin/session/unreported", &demo.admin);
    held(&server, &demo.first, 25 * 60 * MINUTE).await;
    // Reported within the day: not late yet.
    held(&server, &demo.second, 60 * MINUTE).await;

    let (status, list) = unreported().await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!(strings_at(&list, "session_id"), [demo.first.as_str()]);
    assert_eq!(list[0]["tutor_name"], "Priya Shah");
    assert_eq!(
        server.get("/admin/session/unreported", &demo.priya).await.0,
        StatusCode::FORBIDDEN
    );

    let note = json!({"note": "Late, but here.", "practise_next": []});
    assert_eq!(
        send(&server, &demo.first, &demo.priya, note).await.0,
        StatusCode::OK
    );
    assert_eq!(unreported().await.1, json!([]));
}
