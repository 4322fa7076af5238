//! Answer review, performance and notes (messages). Driven through the
//! typed operations the desktop app's client uses.

use std::time::Duration;

use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{game, notes, performance, review, subscriptions, tokens};
use plytime_shared::api::review::{NewNote, Note, NotesRead, ResolveUpdate, ReviewUpdate};
use plytime_shared::content::Decision;
use plytime_shared::game::Difficulty;
use reqwest::StatusCode;
use serde_json::json;

use crate::common::{TestServer, errors};
use crate::game::{Player, ada, answer_body, ask};
use crate::subscriptions::{demo_family, new_subscription, press};

/// Ada answers one question wrongly in a new game; returns the answer's id.
async fn wrong_answer(server: &TestServer, ada: &Player, game: &str) -> String {
    let question = ask(server, ada, game).await;
    let wrong = json!({"0-0": {"ref": "nothing", "value": "7"}});
    let marked = server
        .expect_ok(
            game::ANSWER,
            &[question["_id"].as_str().unwrap()],
            Some(&ada.token),
            &answer_body(ada, game, "MEDIUM", wrong, 9.0),
        )
        .await;
    assert_eq!(marked.result, Decision::Incorrect);
    let answers = server
        .expect_ok(
            review::LIST_ANSWERS,
            &[&ada.student],
            Some(&ada.token),
            &NoBody,
        )
        .await;
    answers[0]._id.clone()
}

fn new_note(message: &str) -> NewNote {
    NewNote {
        message: message.to_string(),
    }
}

/// Posts a note to Ada's Maths channel, which must be accepted.
async fn post_note(server: &TestServer, ada: &Player, token: &str, message: &str) -> Note {
    server
        .expect_ok(
            notes::POST_NOTE,
            &[&ada.student, &ada.maths],
            Some(token),
            &new_note(message),
        )
        .await
}

/// The caller's unread count in Ada's Maths channel.
async fn unread(server: &TestServer, ada: &Player, token: &str) -> i64 {
    server
        .expect_ok(
            notes::UNREAD,
            &[&ada.student, &ada.maths],
            Some(token),
            &NoBody,
        )
        .await
        .count
}

#[tokio::test]
async fn reviewing_a_wrong_answer_earns_its_pending_token_once() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let token = Some(ada.token.as_str());
    let answer_id = wrong_answer(&server, &ada, "g-review").await;

    let answers = server
        .expect_ok(review::LIST_ANSWERS, &[&ada.student], token, &NoBody)
        .await;
    let record = &answers[0];
    assert_eq!(record.result, Decision::Incorrect);
    assert!(!record.reviewed);
    assert!(!record.question.answers.is_empty());
    assert!(!record.endcode.description.is_empty());
    assert_eq!(record.difficulty, Difficulty::Medium);

    // Ada's demo plan has tutor sessions, so the wrong answer earned a
    // pending token.
    let before = server
        .expect_ok(tokens::TOKEN_LIST, &[&ada.student], token, &NoBody)
        .await;
    assert_eq!(
        (before.total_token_count, before.total_pending_token_count),
        (0, 1)
    );

    let reviewed = ReviewUpdate {
        reviewed: true,
        help_requested: false,
    };
    for _ in 0..3 {
        server
            .expect_ok(review::REVIEW_ANSWER, &[&answer_id], token, &reviewed)
            .await;
    }
    let after = server
        .expect_ok(tokens::TOKEN_LIST, &[&ada.student], token, &NoBody)
        .await;
    assert_eq!(
        (after.total_token_count, after.total_pending_token_count),
        (1, 0)
    );

    // Help: requested by the student, resolved by an admin, never by the student.
    let help = ReviewUpdate {
        reviewed: false,
        help_requested: true,
    };
    server
        .expect_ok(review::REVIEW_ANSWER, &[&answer_id], token, &help)
        .await;
    let answers = server
        .expect_ok(review::LIST_ANSWERS, &[&ada.student], token, &NoBody)
        .await;
    assert_eq!(
        (answers[0].help_requested, answers[0].reviewed),
        (true, true)
    );
    let resolve = ResolveUpdate { resolved: true };
    let (status, _) = server
        .send(review::RESOLVE_ANSWER, &[&answer_id], token, &resolve)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    server
        .expect_ok(
            review::RESOLVE_ANSWER,
            &[&answer_id],
            Some(&ada.admin),
            &resolve,
        )
        .await;
    let answers = server
        .expect_ok(review::LIST_ANSWERS, &[&ada.student], token, &NoBody)
        .await;
    assert!(answers[0].resolved);

    // Windows and bad dates.
    let none = server
        .expect_ok_query(
            review::LIST_ANSWERS,
            &[&ada.student],
            &[
                ("since_date_iso", "2020-01-01T00:00:00Z"),
                ("to_date_iso", "2020-02-01T00:00:00Z"),
            ],
            token,
            &NoBody,
        )
        .await;
    assert!(none.is_empty(), "{none:?}");
    let (status, body) = server
        .send_query(
            review::LIST_ANSWERS,
            &[&ada.student],
            &[("since_date_iso", "yesterday")],
            token,
            &NoBody,
        )
        .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::BAD_REQUEST,
            vec!["since_date_iso: Is not a valid DateTime".to_string()]
        )
    );
}

/// A stored answer that no longer decodes is a fault to report, not an
/// empty answer to show beside its INCORRECT mark.
#[tokio::test]
async fn a_corrupt_stored_answer_fails_the_list_rather_than_showing_a_mark() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let answer_id = wrong_answer(&server, &ada, "g-corrupt").await;
    sqlx::query("UPDATE answers SET answer = $1 WHERE id = $2")
        .bind("{\"0-0\": {\"ref\": ")
        .bind(&answer_id)
        .execute(server.db().await.write())
        .await
        .unwrap();

    let (status, body) = server
        .send(
            review::LIST_ANSWERS,
            &[&ada.student],
            Some(&ada.token),
            &NoBody,
        )
        .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::INTERNAL_SERVER_ERROR,
            vec!["Something went wrong on our side. Please try again.".to_string()]
        )
    );
}

#[tokio::test]
async fn performance_shows_the_hierarchy_and_the_weeks() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let student = [ada.student.as_str()];
    let token = Some(ada.token.as_str());
    let empty = server
        .expect_ok(performance::CURRENT_STATS, &student, token, &NoBody)
        .await;
    let maths = &empty[0];
    assert_eq!(maths.name, "Maths");
    assert_eq!(maths.recent_answer_count, 0);
    assert_eq!(
        maths.answer_count, 0,
        "a child who never answered has no performance"
    );
    let first_theme = &maths.children[0];
    let endcode = &first_theme.children[0].children[0];
    assert!(endcode.priority.is_some() && endcode.description.is_some());
    assert!(endcode.min.unwrap() <= endcode.max.unwrap());

    wrong_answer(&server, &ada, "g-perf").await;
    let stats = server
        .expect_ok(performance::CURRENT_STATS, &student, token, &NoBody)
        .await;
    assert_eq!(stats[0].recent_answer_count, 1);
    assert_eq!(stats[0].answer_count, 1);
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let seen_by_parent = server
        .expect_ok(performance::CURRENT_STATS, &student, Some(&parent), &NoBody)
        .await;
    assert_eq!(
        seen_by_parent, stats,
        "the parent sees the same picture as the student"
    );

    let weeks = server
        .expect_ok(performance::TREND_STATS, &student, token, &NoBody)
        .await;
    assert_eq!(weeks.len(), 4);
    assert_eq!(
        weeks[3].scores.len(),
        1,
        "this week holds the endcode practised"
    );
    assert!(weeks[0].scores.is_empty(), "{:?}", weeks[0]);

    let ben = server.demo_token("student", "ben").await;
    let ben = Some(ben.as_str());
    let statuses = [
        server
            .send(performance::CURRENT_STATS, &student, ben, &NoBody)
            .await
            .0,
        server
            .send(performance::TREND_STATS, &student, ben, &NoBody)
            .await
            .0,
        server
            .send(review::LIST_ANSWERS, &student, ben, &NoBody)
            .await
            .0,
    ];
    assert_eq!(
        statuses,
        [StatusCode::FORBIDDEN; 3],
        "current stats, trend stats, answers"
    );
}

/// Reads server-sent events until a `message` event arrives.
async fn next_note(response: &mut reqwest::Response) -> Note {
    let mut buffer = String::new();
    loop {
        let chunk = tokio::time::timeout(Duration::from_secs(10), response.chunk())
            .await
            .expect("a note within ten seconds")
            .unwrap()
            .expect("the stream stays open");
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        if let Some(data) = buffer.split("\n\n").find_map(|event| {
            event
                .contains("event: message")
                .then(|| event.lines().find_map(|l| l.strip_prefix("data: ")))?
        }) {
            return serde_json::from_str(data).unwrap();
        }
    }
}

/// Opens the event stream of Ada's Maths channel. The stream is read as it
/// comes, which `send` (one whole JSON body) cannot do, so only its path
/// comes from the operation.
async fn watch(server: &TestServer, token: &str, ada: &Player) -> reqwest::Response {
    let path = notes::EVENTS.path(&[&ada.student, &ada.maths]);
    let response = server
        .client
        .get(server.url(&path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response
}

#[tokio::test]
async fn notes_are_paged_counted_and_delivered_live() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let channel = [ada.student.as_str(), ada.maths.as_str()];
    let mut live = watch(&server, &parent, &ada).await;

    let note = post_note(&server, &ada, &ada.token, " Can you help with fractions? ").await;
    assert_eq!(note.message.user_content, "Can you help with fractions?");
    assert_eq!(note.sender_name, "Ada");
    let delivered = next_note(&mut live).await;
    assert_eq!(delivered._id, note._id);

    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    assert_eq!(unread(&server, &ada, &tutor).await, 1);
    assert_eq!(
        unread(&server, &ada, &ada.token).await,
        0,
        "your own notes are not unread"
    );
    let read = NotesRead {
        timestamp: note.timestamp.clone(),
    };
    server
        .expect_ok(notes::MARK_READ, &channel, Some(&tutor), &read)
        .await;
    assert_eq!(unread(&server, &ada, &tutor).await, 0);

    for i in 0..11 {
        post_note(&server, &ada, &tutor, &format!("note {i}")).await;
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    let page = server
        .expect_ok(notes::LIST_NOTES, &channel, Some(&ada.token), &NoBody)
        .await;
    assert_eq!((page.count, page.total), (10, 12));
    assert_eq!(
        page.notes[0].message.user_content, "note 10",
        "newest first"
    );
    let oldest = page.notes[9].timestamp.as_str();
    let rest = server
        .expect_ok_query(
            notes::LIST_NOTES,
            &channel,
            &[("before", oldest)],
            Some(&ada.token),
            &NoBody,
        )
        .await;
    assert_eq!(rest.count, 2);

    let (status, body) = server
        .send(
            notes::POST_NOTE,
            &channel,
            Some(&ada.token),
            &new_note("   "),
        )
        .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::BAD_REQUEST,
            vec!["message: Cannot be empty".to_string()]
        )
    );
    let other_tutor = server.demo_token("tutor", "tutor2@plytime.test").await;
    let (status, _) = server
        .send(notes::LIST_NOTES, &channel, Some(&other_tutor), &NoBody)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "Owen is not Ada's tutor");
    let (status, _) = server
        .send(notes::LIST_NOTES, &channel, Some(&tutor), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK, "Priya, Ada's tutor, reads them");
    let ben = server.demo_token("student", "ben").await;
    let (status, _) = server
        .send(notes::POST_NOTE, &channel, Some(&ben), &new_note("hi"))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// The number of notes in Ada's Maths channel, read from the database, so
/// that a refused post is seen not to have been stored.
async fn notes_stored(server: &TestServer, ada: &Player) -> i64 {
    let db = server.db().await;
    sqlx::query_scalar("SELECT COUNT(*) FROM notes WHERE student_id = $1 AND subject_id = $2")
        .bind(&ada.student)
        .bind(&ada.maths)
        .fetch_one(db.read())
        .await
        .unwrap()
}

/// docs/authorization.md, "A child's messages and their parent": a parent
/// reads their own child's notes, live too, but does not write them.
#[tokio::test]
async fn a_parent_reads_their_childs_notes_but_may_not_post() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    let channel = [ada.student.as_str(), ada.maths.as_str()];
    let mut live = watch(&server, &parent, &ada).await;
    let note = post_note(&server, &ada, &tutor, "Great work on fractions").await;
    assert_eq!(next_note(&mut live).await._id, note._id);

    let page = server
        .expect_ok(notes::LIST_NOTES, &channel, Some(&parent), &NoBody)
        .await;
    assert_eq!(
        page.notes[0].message.user_content,
        "Great work on fractions"
    );
    assert_eq!(unread(&server, &ada, &parent).await, 1);

    let (status, body) = server
        .send(
            notes::POST_NOTE,
            &channel,
            Some(&parent),
            &new_note("Hello from Mum"),
        )
        .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::FORBIDDEN,
            vec!["Parents can read their child's messages but not write them".to_string()]
        )
    );
    assert_eq!(notes_stored(&server, &ada).await, 1, "nothing was stored");
    let page = server
        .expect_ok(notes::LIST_NOTES, &channel, Some(&ada.token), &NoBody)
        .await;
    assert_eq!(page.total, 1);
}

#[tokio::test]
async fn a_parent_of_another_family_may_not_read_the_notes() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let channel = [ada.student.as_str(), ada.maths.as_str()];
    let stranger = server.sign_up_parent("other-family@example.com").await;
    let stranger = Some(stranger.as_str());
    let statuses = [
        server
            .send(notes::LIST_NOTES, &channel, stranger, &NoBody)
            .await
            .0,
        server
            .send(notes::UNREAD, &channel, stranger, &NoBody)
            .await
            .0,
        server
            .send(notes::EVENTS, &channel, stranger, &NoBody)
            .await
            .0,
    ];
    assert_eq!(
        statuses,
        [StatusCode::FORBIDDEN; 3],
        "the notes, the unread count, the events"
    );
    let (status, body) = server
        .send(notes::POST_NOTE, &channel, stranger, &new_note("hi"))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(
        !errors(&body).concat().contains("Parents can read"),
        "another family's parent learns nothing about the channel: {body}"
    );
    assert_eq!(notes_stored(&server, &ada).await, 0);
}

/// A parent's marking read is refused (docs/authorization.md), so the
/// child's and the tutor's unread counts stay as they were.
#[tokio::test]
async fn a_parent_marking_notes_read_leaves_the_childs_unread_count() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    let channel = [ada.student.as_str(), ada.maths.as_str()];
    let from_tutor = post_note(&server, &ada, &tutor, "Try question 4 again").await;
    tokio::time::sleep(Duration::from_millis(2)).await;
    let from_ada = post_note(&server, &ada, &ada.token, "Done!").await;

    for note in [&from_tutor, &from_ada] {
        let read = NotesRead {
            timestamp: note.timestamp.clone(),
        };
        let (status, body) = server
            .send(notes::MARK_READ, &channel, Some(&parent), &read)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    }
    assert_eq!(
        unread(&server, &ada, &ada.token).await,
        1,
        "the tutor's note is still unread for Ada"
    );
    assert_eq!(
        unread(&server, &ada, &tutor).await,
        1,
        "Ada's note is still unread for Priya"
    );
    assert_eq!(unread(&server, &ada, &parent).await, 2);
}

/// A second replica on `first`'s PostgreSQL database, adjusted by
/// `adjust`; none with SQLite, which runs a single server.
async fn second_replica(
    first: &TestServer,
    adjust: impl FnOnce(&mut plytime_server::config::Config),
) -> Option<TestServer> {
    let shared_url = first.config.database_url();
    if !shared_url.starts_with("postgres") {
        return None;
    }
    Some(
        TestServer::start_with(move |config| {
            config.database_url = Some(shared_url);
            adjust(config);
        })
        .await,
    )
}

/// Posts a note on `first` and checks that it reaches a watcher on `second`.
async fn a_note_crosses_from(first: &TestServer, second: &TestServer) {
    let ada = ada(first).await;
    let parent = second.demo_token("parent", "parent@plytime.test").await;
    let mut live = watch(second, &parent, &ada).await;
    // The second replica's listener may still be connecting.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let note = post_note(first, &ada, &ada.token, "across replicas").await;
    let delivered = next_note(&mut live).await;
    assert_eq!(delivered._id, note._id);
}

/// With PostgreSQL, replicas share notes through LISTEN/NOTIFY: a note
/// posted to one server reaches a watcher connected to another. (With
/// SQLite there is a single server; the test above covers it.)
#[tokio::test]
async fn a_note_posted_on_one_replica_reaches_a_watcher_on_another() {
    let first = TestServer::with_starter_bank().await;
    if let Some(second) = second_replica(&first, |_| {}).await {
        a_note_crosses_from(&first, &second).await;
    }
}

/// Behind a transaction-pooling proxy a replica listens on a direct
/// connection of its own (`--database-listen-url`), and notes still reach
/// its watchers.
#[tokio::test]
async fn a_replica_listens_on_its_listen_url_when_one_is_given() {
    let first = TestServer::with_starter_bank().await;
    let listen_url = format!(
        "{}?application_name=plytime_listener",
        first.config.database_url()
    );
    let Some(second) = second_replica(&first, |config| {
        config.database_listen_url = Some(listen_url);
    })
    .await
    else {
        return;
    };
    a_note_crosses_from(&first, &second).await;
    let listeners: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity \
         WHERE application_name = 'plytime_listener' AND datname = current_database()",
    )
    .fetch_one(second.db().await.read())
    .await
    .unwrap();
    assert!(
        listeners > 0,
        "the second replica listens on its listen URL"
    );
}

/// docs/authorization.md, "A child's messages and their parent": on
/// Platform Only no tutor would read a child's message, so it is refused
/// and not kept; with a tutor plan the same child may write.
#[tokio::test]
async fn a_child_without_a_tutor_is_told_so_and_their_message_not_kept() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let redirect = server
        .expect_ok(
            subscriptions::SUBSCRIBE,
            &[],
            Some(&family.parent),
            &new_subscription(&family.ben, &family.maths, "Platform Only", &[]),
        )
        .await;
    press(&server, &redirect.redirect_url, "pay").await;
    let ben = server.demo_token("student", "ben").await;
    let channel = [family.ben.as_str(), family.maths.as_str()];
    let (status, body) = server
        .send(notes::POST_NOTE, &channel, Some(&ben), &new_note("hi"))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(
        errors(&body),
        ["Your plan has no tutor to write to. A parent can choose a plan with tutor sessions"]
    );
    let db = server.db().await;
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM notes WHERE student_id = $1")
        .bind(&family.ben)
        .fetch_one(db.read())
        .await
        .unwrap();
    assert_eq!(stored, 0);
    let (status, _) = server
        .send(notes::LIST_NOTES, &channel, Some(&ben), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK, "the channel itself stays readable");
}
