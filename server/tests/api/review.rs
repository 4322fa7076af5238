use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{DEMO_PASSWORD, TestServer, errors};

struct Ada {
    token: String,
    student: String,
    maths: String,
}

async fn ada(server: &TestServer) -> Ada {
    let token = server.demo_token("student", "ada").await;
    let (_, me) = server.get("/profile/me", &token).await;
    let (_, subjects) = server.get("/game/subjects", &token).await;
    Ada {
        token,
        student: me["user_data"]["_id"].as_str().unwrap().into(),
        maths: subjects[0]["_id"].as_str().unwrap().into(),
    }
}

/// Ada answers one question wrongly in a new game; returns the answer's id.
async fn wrong_answer(server: &TestServer, ada: &Ada, game: &str) -> String {
    let ask = json!({"student": ada.student, "difficulty": "MEDIUM", "focus": [ada.maths],
        "endcodes_to_exclude": [], "game_summary_id": game, "game_id": "speed-1-multi"});
    let (_, question) = server
        .call(Method::PUT, "/ask", Some(&ada.token), Some(ask))
        .await;
    let body = json!({"student_id": ada.student, "time": 9.0, "difficulty": "MEDIUM",
        "answer": {"0-0": {"ref": "nothing", "value": "7"}}, "game_summary_id": game, "game_id": "speed-1-multi"});
    let (status, marked) = server
        .post(
            &format!("/question/{}/answer", question["_id"].as_str().unwrap()),
            Some(&ada.token),
            body,
        )
        .await;
    assert_eq!(
        (status, marked["result"].clone()),
        (StatusCode::OK, json!("INCORRECT"))
    );
    let (_, answers) = server
        .get(&format!("/student/{}/answers", ada.student), &ada.token)
        .await;
    answers[0]["_id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn reviewing_a_wrong_answer_earns_its_pending_token_once() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let answer_id = wrong_answer(&server, &ada, "g-review").await;

    let (_, answers) = server
        .get(&format!("/student/{}/answers", ada.student), &ada.token)
        .await;
    let record = &answers[0];
    assert_eq!(record["result"], "INCORRECT");
    assert_eq!(record["reviewed"], false);
    assert!(
        record["question"]["answers"]
            .as_array()
            .is_some_and(|a| !a.is_empty())
    );
    assert!(
        record["endcode"]["description"]
            .as_str()
            .is_some_and(|d| !d.is_empty())
    );
    assert_eq!(record["difficulty"], "MEDIUM");

    // Ada's demo plan has tutor sessions, so the wrong answer earned a
    // pending token.
    let tokens_path = format!("/student/{}/tokens", ada.student);
    let (_, before) = server.get(&tokens_path, &ada.token).await;
    assert_eq!(
        (
            before["total_token_count"].clone(),
            before["total_pending_token_count"].clone()
        ),
        (json!(0), json!(1))
    );

    let review = json!({"reviewed": true, "help_requested": false});
    for _ in 0..3 {
        let (status, _) = server
            .call(
                Method::PUT,
                &format!("/student/answer/{answer_id}"),
                Some(&ada.token),
                Some(review.clone()),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    let (_, after) = server.get(&tokens_path, &ada.token).await;
    assert_eq!(
        (
            after["total_token_count"].clone(),
            after["total_pending_token_count"].clone()
        ),
        (json!(1), json!(0))
    );

    // Help: requested by the student, resolved by an admin, never by the student.
    let help = json!({"reviewed": false, "help_requested": true});
    server
        .call(
            Method::PUT,
            &format!("/student/answer/{answer_id}"),
            Some(&ada.token),
            Some(help),
        )
        .await;
    let (_, answers) = server
        .get(&format!("/student/{}/answers", ada.student), &ada.token)
        .await;
    assert_eq!(
        (
            answers[0]["help_requested"].clone(),
            answers[0]["reviewed"].clone()
        ),
        (json!(true), json!(true))
    );
    let resolve = json!({"resolved": true});
    let path = format!("/student/answer/{answer_id}/resolve");
    let (status, _) = server
        .call(Method::PUT, &path, Some(&ada.token), Some(resolve.clone()))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (status, _) = server
        .call(Method::PUT, &path, Some(&admin), Some(resolve))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, answers) = server
        .get(&format!("/student/{}/answers", ada.student), &ada.token)
        .await;
    assert_eq!(answers[0]["resolved"], true);

    // Windows and bad dates.
    let (_, none) = server.get(&format!("/student/{}/answers?since_date_iso=2020-01-01T00:00:00Z&to_date_iso=2020-02-01T00:00:00Z", ada.student), &ada.token).await;
    assert_eq!(none, json!([]));
    let (status, body) = server
        .get(
            &format!("/student/{}/answers?since_date_iso=yesterday", ada.student),
            &ada.token,
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
        .get(&format!("/student/{}/answers", ada.student), &ada.token)
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
    let (_, empty) = server
        .get(
            &format!("/student/{}/current_stats", ada.student),
            &ada.token,
        )
        .await;
    let maths = &empty[0];
    assert_eq!(maths["name"], "Maths");
    assert_eq!(maths["recent_answer_count"], 0);
    assert_eq!(
        maths["answer_count"], 0,
        "a child who never answered has no performance"
    );
    let first_theme = &maths["children"][0];
    let endcode = &first_theme["children"][0]["children"][0];
    assert!(endcode["priority"].is_number() && endcode["description"].is_string());
    assert!(endcode["min"].as_f64().unwrap() <= endcode["max"].as_f64().unwrap());

    wrong_answer(&server, &ada, "g-perf").await;
    let (_, stats) = server
        .get(
            &format!("/student/{}/current_stats", ada.student),
            &ada.token,
        )
        .await;
    assert_eq!(stats[0]["recent_answer_count"], 1);
    assert_eq!(stats[0]["answer_count"], 1);
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (status, seen_by_parent) = server
        .get(&format!("/student/{}/current_stats", ada.student), &parent)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        seen_by_parent, stats,
        "the parent sees the same picture as the student"
    );

    let (_, trend) = server
        .get(&format!("/student/{}/trend_stats", ada.student), &ada.token)
        .await;
    let weeks = trend.as_array().unwrap();
    assert_eq!(weeks.len(), 4);
    assert_eq!(
        weeks[3]["scores"].as_array().unwrap().len(),
        1,
        "this week holds the endcode practised"
    );
    assert_eq!(weeks[0]["scores"], json!([]));

    let ben = server.demo_token("student", "ben").await;
    for path in ["current_stats", "trend_stats", "answers"] {
        let (status, _) = server
            .get(&format!("/student/{}/{path}", ada.student), &ben)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path}");
    }
}

/// Reads server-sent events until a `message` event arrives.
async fn next_note(response: &mut reqwest::Response) -> Value {
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

async fn watch(
    server: &TestServer,
    token: &str,
    student: &str,
    subject: &str,
) -> reqwest::Response {
    let response = server
        .client
        .get(server.url(&format!("/api/note/{student}/{subject}/events")))
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
    let channel = format!("{}/{}", ada.student, ada.maths);
    let mut live = watch(&server, &parent, &ada.student, &ada.maths).await;

    let (status, note) = server
        .post(
            &format!("/note/{channel}"),
            Some(&ada.token),
            json!({"message": " Can you help with fractions? "}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{note}");
    assert_eq!(
        note["message"]["user_content"],
        "Can you help with fractions?"
    );
    assert_eq!(note["sender_name"], "Ada");
    let delivered = next_note(&mut live).await;
    assert_eq!(delivered["_id"], note["_id"]);

    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    let (_, unread) = server
        .get(&format!("/unread_notes/{channel}"), &tutor)
        .await;
    assert_eq!(unread["count"], 1);
    let (_, own) = server
        .get(&format!("/unread_notes/{channel}"), &ada.token)
        .await;
    assert_eq!(own["count"], 0, "your own notes are not unread");
    let (status, _) = server
        .call(
            Method::PUT,
            &format!("/notes_read/{channel}"),
            Some(&tutor),
            Some(json!({"timestamp": note["timestamp"]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, unread) = server
        .get(&format!("/unread_notes/{channel}"), &tutor)
        .await;
    assert_eq!(unread["count"], 0);

    for i in 0..11 {
        let (status, _) = server
            .post(
                &format!("/note/{channel}"),
                Some(&tutor),
                json!({"message": format!("note {i}")}),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    let (_, page) = server.get(&format!("/note/{channel}"), &ada.token).await;
    assert_eq!(
        (page["count"].clone(), page["total"].clone()),
        (json!(10), json!(12))
    );
    assert_eq!(
        page["notes"][0]["message"]["user_content"], "note 10",
        "newest first"
    );
    let oldest = page["notes"][9]["timestamp"].as_str().unwrap();
    let (_, rest) = server
        .get(
            &format!("/note/{channel}?before={}", oldest.replace('+', "%2B")),
            &ada.token,
        )
        .await;
    assert_eq!(rest["count"], 2);

    let (status, body) = server
        .post(
            &format!("/note/{channel}"),
            Some(&ada.token),
            json!({"message": "   "}),
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
    let (status, _) = server.get(&format!("/note/{channel}"), &other_tutor).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "Owen is not Ada's tutor");
    let (status, _) = server.get(&format!("/note/{channel}"), &tutor).await;
    assert_eq!(status, StatusCode::OK, "Priya, Ada's tutor, reads them");
    let ben = server.sign_in("student", "ben", DEMO_PASSWORD).await;
    let (status, _) = server
        .post(
            &format!("/note/{channel}"),
            ben["id_token"].as_str(),
            json!({"message": "hi"}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// The number of notes in Ada's Maths channel, read from the database, so
/// that a refused post is seen not to have been stored.
async fn notes_stored(server: &TestServer, ada: &Ada) -> i64 {
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
    let channel = format!("{}/{}", ada.student, ada.maths);
    let mut live = watch(&server, &parent, &ada.student, &ada.maths).await;
    let (status, note) = server
        .post(
            &format!("/note/{channel}"),
            Some(&tutor),
            json!({"message": "Great work on fractions"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{note}");
    assert_eq!(next_note(&mut live).await["_id"], note["_id"]);

    let (status, page) = server.get(&format!("/note/{channel}"), &parent).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(
        page["notes"][0]["message"]["user_content"],
        "Great work on fractions"
    );
    let (status, unread) = server
        .get(&format!("/unread_notes/{channel}"), &parent)
        .await;
    assert_eq!(
        (status, unread["count"].clone()),
        (StatusCode::OK, json!(1))
    );

    let (status, body) = server
        .post(
            &format!("/note/{channel}"),
            Some(&parent),
            json!({"message": "Hello from Mum"}),
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
    let (_, page) = server.get(&format!("/note/{channel}"), &ada.token).await;
    assert_eq!(page["total"], 1);
}

#[tokio::test]
async fn a_parent_of_another_family_may_not_read_the_notes() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let channel = format!("{}/{}", ada.student, ada.maths);
    let stranger = server.sign_up_parent("other-family@example.com").await;
    for path in [
        format!("/note/{channel}"),
        format!("/unread_notes/{channel}"),
        format!("/note/{channel}/events"),
    ] {
        let (status, _) = server.get(&path, &stranger).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path}");
    }
    let (status, body) = server
        .post(
            &format!("/note/{channel}"),
            Some(&stranger),
            json!({"message": "hi"}),
        )
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
    let channel = format!("{}/{}", ada.student, ada.maths);
    let (_, from_tutor) = server
        .post(
            &format!("/note/{channel}"),
            Some(&tutor),
            json!({"message": "Try question 4 again"}),
        )
        .await;
    tokio::time::sleep(Duration::from_millis(2)).await;
    let (_, from_ada) = server
        .post(
            &format!("/note/{channel}"),
            Some(&ada.token),
            json!({"message": "Done!"}),
        )
        .await;

    for note in [&from_tutor, &from_ada] {
        let (status, body) = server
            .put(
                &format!("/notes_read/{channel}"),
                &parent,
                json!({"timestamp": note["timestamp"]}),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    }
    let (_, child) = server
        .get(&format!("/unread_notes/{channel}"), &ada.token)
        .await;
    assert_eq!(
        child["count"], 1,
        "the tutor's note is still unread for Ada"
    );
    let (_, of_tutor) = server
        .get(&format!("/unread_notes/{channel}"), &tutor)
        .await;
    assert_eq!(of_tutor["count"], 1, "Ada's note is still unread for Priya");
    let (_, of_parent) = server
        .get(&format!("/unread_notes/{channel}"), &parent)
        .await;
    assert_eq!(of_parent["count"], 2);
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
    let mut live = watch(second, &parent, &ada.student, &ada.maths).await;
    // The second replica's listener may still be connecting.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (_, note) = first
        .post(
            &format!("/note/{}/{}", ada.student, ada.maths),
            Some(&ada.token),
            json!({"message": "across replicas"}),
        )
        .await;
    let delivered = next_note(&mut live).await;
    assert_eq!(delivered["_id"], note["_id"]);
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
