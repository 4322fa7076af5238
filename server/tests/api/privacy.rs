//! A family's data in its own hands (docs/privacy.md): export, closing the
//! account, the retention schedule, and what a tutor sees of a child.

use plytime_server::db::{now_millis, retention};
use plytime_server::video::board_store;
use plytime_shared::api::auth::SignInRequest;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{
    admin, auth, game, notes, parents, performance, privacy, profile, review, sessions,
    subscriptions, tutors,
};
use plytime_shared::api::privacy::CloseFamilyRequest;
use plytime_shared::api::review::NewNote;
use plytime_shared::whiteboard::Scene;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{DEMO_PASSWORD, TestServer, errors};
use crate::game::{Player, ada, answer_body, ask, right_answer};
use crate::parents::new_student;
use crate::pictures::{ada_by_her_parent, set_own_picture};

const PARENT: &str = "parent@plytime.test";

/// Ada answers one question and writes to her tutor, so the family has a
/// record of each kind.
async fn ada_leaves_a_trace(server: &TestServer) -> Player {
    let player = ada(server).await;
    let question = ask(server, &player, "game-ada-privacy").await;
    let id = question["_id"].as_str().unwrap();
    let right = right_answer(server, &player, id).await;
    let token = Some(player.token.as_str());
    let body = answer_body(&player, "game-ada-privacy", "MEDIUM", right, 4.0);
    server.expect_ok(game::ANSWER, &[id], token, &body).await;
    let note = NewNote {
        message: "Can you help with fractions?".into(),
    };
    server
        .expect_ok(
            notes::POST_NOTE,
            &[&player.student, &player.maths],
            token,
            &note,
        )
        .await;
    player
}

/// Ada's sessions, first to last.
async fn sessions_of(server: &TestServer, player: &Player) -> Vec<String> {
    sqlx::query_scalar("SELECT id FROM sessions WHERE student_id = $1 ORDER BY starts_at, id")
        .bind(&player.student)
        .fetch_all(server.db().await.read())
        .await
        .unwrap()
}

/// Draws a picture on the session's whiteboard, as the session channel
/// keeps it (tests/api/session_whiteboard.rs draws over the channel).
async fn draw_a_picture(server: &TestServer, session_id: &str) {
    let scene: Scene = serde_json::from_value(json!({
        "elements": [{"id": "i1", "type": "image", "fileId": "f1", "version": 1, "index": "a0"}],
        "files": {"f1": {"id": "f1", "mimeType": "image/png", "dataURL": "data:image/png;base64,AAAA"}}
    }))
    .unwrap();
    let db = server.db().await;
    let saved = board_store::save(&db, &server.storage(), session_id, &scene)
        .await
        .unwrap();
    assert!(matches!(saved, board_store::Saved::Kept(_)), "{saved:?}");
}

/// The files of the session's whiteboard.
async fn board_files(server: &TestServer, session_id: &str) -> usize {
    let folder = board_store::folder(session_id);
    server.storage().list(&folder).await.unwrap().files.len()
}

fn kind<'a>(export: &'a Value, kind: &str) -> &'a Vec<Value> {
    export["data"][kind].as_array().unwrap()
}

/// The family of a parent's e-mail address, as an admin finds it.
async fn find_family(server: &TestServer, admin: &str, email: &str) -> (StatusCode, Value) {
    server
        .send_query(
            privacy::FIND_FAMILY,
            &[],
            &[("email", email)],
            Some(admin),
            &NoBody,
        )
        .await
}

/// The parent id of a family, as an admin finds it.
async fn family_id(server: &TestServer, admin: &str, email: &str) -> String {
    server
        .expect_ok_query(
            privacy::FIND_FAMILY,
            &[],
            &[("email", email)],
            Some(admin),
            &NoBody,
        )
        .await
        .parent_id
}

#[tokio::test]
async fn a_parent_exports_everything_held_about_their_family_and_nobody_else_can() {
    let server = TestServer::with_starter_bank().await;
    let player = ada_leaves_a_trace(&server).await;
    let parent = server.demo_token("parent", PARENT).await;
    set_own_picture(&server, &ada_by_her_parent(&server).await).await;
    let board = sessions_of(&server, &player).await[0].clone();
    draw_a_picture(&server, &board).await;
    // A child who has not signed in yet: their one-time password still
    // opens the account, so it must not leave in the export.
    server
        .expect_ok(
            parents::CREATE_STUDENT,
            &[],
            Some(&parent),
            &new_student("dora"),
        )
        .await;
    let one_time = server.one_time_password_sent_to(PARENT).await;

    // Read as JSON: what the wire carries, so that no secret hides in a
    // field the typed export does not name.
    let (status, export) = server
        .send(privacy::EXPORT_OWN, &[], Some(&parent), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK, "{export}");
    assert_eq!(kind(&export, "parent")[0]["email"], PARENT);
    let mut children: Vec<&str> = kind(&export, "children")
        .iter()
        .map(|child| child["username"].as_str().unwrap())
        .collect();
    children.sort();
    assert_eq!(children, ["ada", "ben", "dora"]);
    assert_eq!(kind(&export, "answers").len(), 1);
    assert_eq!(
        kind(&export, "answers")[0]["student_id"],
        player.student.as_str()
    );
    assert_eq!(
        kind(&export, "messages")[0]["message"],
        "Can you help with fractions?"
    );
    for filled in ["games", "sessions", "subscriptions", "payments"] {
        assert!(!kind(&export, filled).is_empty(), "{filled}");
    }
    let text = export.to_string();
    for secret in [
        "password_hash",
        "$argon2",
        "token_hash",
        "checkout_url",
        &one_time,
    ] {
        assert!(!text.contains(secret), "{secret} exported");
    }
    assert!(
        kind(&export, "emails").iter().any(|email| email["body"]
            .as_str()
            .unwrap()
            .contains("One-time password: (not kept)")),
        "the e-mail is there, without its password"
    );

    // The picture itself, not a path that leads nowhere, and the settings.
    let ada_row = kind(&export, "children")
        .iter()
        .find(|child| child["username"] == "ada")
        .unwrap();
    assert_eq!(ada_row["time_allowance"], "standard");
    let picture = &kind(&export, "pictures")[0];
    assert_eq!(picture["of"], player.student.as_str());
    assert_eq!(picture["file_name"], ada_row["profile_picture"]);
    assert_eq!(picture["content_type"], "image/png");
    assert!(!picture["content_base64"].as_str().unwrap().is_empty());
    // The whiteboard with its picture inlined, as the board opens it.
    let whiteboard = &kind(&export, "whiteboards")[0];
    assert_eq!(whiteboard["session_id"], board.as_str());
    assert_eq!(whiteboard["scene"]["elements"][0]["type"], "image");
    assert_eq!(
        whiteboard["scene"]["files"]["f1"]["dataURL"],
        "data:image/png;base64,AAAA"
    );
    let summary = export["summary"].as_array().unwrap();
    assert!(
        summary
            .iter()
            .any(|line| line.as_str().unwrap().starts_with("Ada ")
                && line.as_str().unwrap().contains("1 answer, ")),
        "{summary:?}"
    );

    // Only the family's parent, and admins on its behalf.
    for (role, login) in [
        ("student", "ada"),
        ("tutor", "tutor@plytime.test"),
        ("admin", "admin@plytime.test"),
    ] {
        let token = server.demo_token(role, login).await;
        let (status, _) = server
            .send(privacy::EXPORT_OWN, &[], Some(&token), &NoBody)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role}");
    }
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let family = server
        .expect_ok_query(
            privacy::FIND_FAMILY,
            &[],
            &[("email", PARENT)],
            Some(&admin),
            &NoBody,
        )
        .await;
    assert!(
        family
            .children
            .iter()
            .any(|child| child.first_name == "Ada"),
        "{family:?}"
    );
    let parent_id = [family.parent_id.as_str()];
    let by_admin = server
        .expect_ok(privacy::EXPORT_FAMILY, &parent_id, Some(&admin), &NoBody)
        .await;
    assert_eq!(by_admin.data["answers"], export["data"]["answers"]);
    let (status, _) = server
        .send(privacy::EXPORT_FAMILY, &parent_id, Some(&parent), &NoBody)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// The tutor's sessions, upcoming and past, as JSON: what the wire carries,
/// so that a test can look for what must not be in it.
async fn tutor_sessions(server: &TestServer, tutor: &str) -> Vec<Value> {
    let me = server
        .expect_ok(tutors::GET_TUTOR, &[], Some(tutor), &NoBody)
        .await;
    let mut sessions = Vec::new();
    for list in [sessions::UPCOMING, sessions::PAST] {
        let (status, page) = server
            .send_query(list, &[], &[("tutor_id", &me._id)], Some(tutor), &NoBody)
            .await;
        assert_eq!(status, StatusCode::OK, "{page}");
        sessions.extend(page.as_array().unwrap().iter().cloned());
    }
    sessions
}

/// What `token` is answered when reading the child's answers, current
/// stats and Maths notes, in that order.
async fn reading_the_childs_records(
    server: &TestServer,
    player: &Player,
    token: &str,
) -> [StatusCode; 3] {
    let (student, token) = ([player.student.as_str()], Some(token));
    [
        server
            .send(review::LIST_ANSWERS, &student, token, &NoBody)
            .await
            .0,
        server
            .send(performance::CURRENT_STATS, &student, token, &NoBody)
            .await
            .0,
        server
            .send(
                notes::LIST_NOTES,
                &[&player.student, &player.maths],
                token,
                &NoBody,
            )
            .await
            .0,
    ]
}

#[tokio::test]
async fn closing_the_account_leaves_nothing_of_the_family_readable() {
    let server = TestServer::with_starter_bank().await;
    let player = ada_leaves_a_trace(&server).await;
    let db = server.db().await;
    let parent = &server.demo_token("parent", PARENT).await;
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    assert!(!tutor_sessions(&server, &tutor).await.is_empty());
    let picture = set_own_picture(&server, parent).await;
    let picture = picture.split_once('?').unwrap().0;
    let picture_key = picture.strip_prefix("/static-data/").unwrap();
    let session_id = sessions_of(&server, &player).await[0].clone();
    draw_a_picture(&server, &session_id).await;
    assert_eq!(board_files(&server, &session_id).await, 1);

    let close = |password: &str| CloseFamilyRequest {
        password: password.into(),
    };
    let (status, body) = server
        .send(privacy::CLOSE_OWN, &[], Some(parent), &close("not it"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["password: Incorrect password"]);
    let (status, _) = server
        .send(privacy::EXPORT_OWN, &[], Some(parent), &NoBody)
        .await;
    assert_eq!(status, StatusCode::OK);

    let closed = server
        .expect_ok(privacy::CLOSE_OWN, &[], Some(parent), &close(DEMO_PASSWORD))
        .await;
    assert!(closed.kept[0].starts_with("Payment records"));

    // Nobody of the family is signed in, or can sign in.
    for token in [parent, &player.token] {
        let (status, _) = server.send(profile::ME, &[], Some(token), &NoBody).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    for (role, login) in [("parent", PARENT), ("student", "ada")] {
        let sign_in = SignInRequest {
            role: role.into(),
            login: login.into(),
            password: DEMO_PASSWORD.into(),
        };
        let (status, _) = server.send(auth::SIGN_IN, &[], None, &sign_in).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{role}");
    }

    // The tutor and the admins see nothing of it: the child's answers,
    // current stats and notes.
    assert!(tutor_sessions(&server, &tutor).await.is_empty());
    let of_tutor = reading_the_childs_records(&server, &player, &tutor).await;
    assert!(
        of_tutor.iter().all(|status| status.is_client_error()),
        "{of_tutor:?}"
    );
    let of_admin = reading_the_childs_records(&server, &player, &admin).await;
    assert_eq!(of_admin, [StatusCode::NOT_FOUND; 3]);
    let (status, _) = find_family(&server, &admin, PARENT).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Read as JSON: the name and the address must be nowhere in them.
    let lists = [
        server
            .send(
                subscriptions::LIST_SUBSCRIPTIONS,
                &[],
                Some(&admin),
                &NoBody,
            )
            .await,
        server
            .send(admin::LIST_SCORES, &[], Some(&admin), &NoBody)
            .await,
    ];
    for (status, list) in lists {
        let text = list.to_string();
        assert_eq!(status, StatusCode::OK, "{text}");
        assert!(!text.contains("Ada") && !text.contains(PARENT), "{text}");
    }

    // What stays: the answer, belonging to nobody; the payment records.
    let (answers, names): (i64, String) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM answers WHERE student_id = $1), \
         (SELECT first_name || last_name || username FROM students WHERE id = $1)",
    )
    .bind(&player.student)
    .fetch_one(db.read())
    .await
    .unwrap();
    assert_eq!(answers, 1);
    assert!(names.starts_with("closed-"), "{names}");
    let (open, paid): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM subscriptions WHERE cancelled = 0), \
         (SELECT COUNT(payment_date) FROM subscriptions)",
    )
    .fetch_one(db.read())
    .await
    .unwrap();
    assert_eq!(open, 0, "every plan cancelled");
    assert!(paid > 0, "payment records kept");
    let letters: Vec<String> =
        sqlx::query_scalar("SELECT subject FROM emails WHERE recipient = $1")
            .bind(PARENT)
            .fetch_all(db.read())
            .await
            .unwrap();
    assert_eq!(letters, ["Your Plytime account is closed"]);

    // Their files are gone, wherever files are kept.
    let storage = server.storage();
    assert_eq!(storage.get(picture_key).await.unwrap(), None, "{picture}");
    assert_eq!(board_files(&server, &session_id).await, 0);

    // The address is free for a new account.
    server.sign_up_parent(PARENT).await;
}

#[tokio::test]
async fn an_admin_closes_a_family_on_its_request() {
    let server = TestServer::start().await;
    let parent = server.demo_token("parent", PARENT).await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let parent_id = family_id(&server, &admin, &PARENT.to_uppercase()).await;
    let parent_id = [parent_id.as_str()];
    let (status, _) = server
        .send(privacy::CLOSE_FAMILY, &parent_id, Some(&parent), &NoBody)
        .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "a parent uses their own page"
    );

    server
        .expect_ok(privacy::CLOSE_FAMILY, &parent_id, Some(&admin), &NoBody)
        .await;
    let (status, _) = server.send(profile::ME, &[], Some(&parent), &NoBody).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) = server
        .send(privacy::CLOSE_FAMILY, &parent_id, Some(&admin), &NoBody)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No family has this e-mail address"]);
}

#[tokio::test]
async fn a_tutor_sees_what_teaching_needs_of_a_child_and_no_more() {
    let server = TestServer::with_starter_bank().await;
    let player = ada_leaves_a_trace(&server).await;
    let db = server.db().await;
    sqlx::query(
        "UPDATE students SET dob = '2017-03-14', gender = 'Girl', school = 'Hidden Hill School' \
         WHERE id = $1",
    )
    .bind(&player.student)
    .execute(db.write())
    .await
    .unwrap();
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    let sessions = tutor_sessions(&server, &tutor).await;
    let session = sessions
        .iter()
        .find(|session| session["student_id"] == player.student.as_str())
        .expect("a session with Ada");
    let mut seen = json!(sessions).to_string();
    // Read as JSON: what the wire carries, private fields the typed answers
    // do not name included.
    let (student, token) = ([player.student.as_str()], Some(tutor.as_str()));
    let answers = [
        server
            .send(
                sessions::GET_SESSION,
                &[session["_id"].as_str().unwrap()],
                token,
                &NoBody,
            )
            .await,
        server
            .send(
                subscriptions::GET_SUBSCRIPTION,
                &[session["subscription_id"].as_str().unwrap()],
                token,
                &NoBody,
            )
            .await,
        server
            .send(review::LIST_ANSWERS, &student, token, &NoBody)
            .await,
        server
            .send(performance::CURRENT_STATS, &student, token, &NoBody)
            .await,
        server
            .send(performance::TREND_STATS, &student, token, &NoBody)
            .await,
        server
            .send(
                notes::LIST_NOTES,
                &[&player.student, &player.maths],
                token,
                &NoBody,
            )
            .await,
    ];
    for (status, body) in answers {
        assert_eq!(status, StatusCode::OK, "{body}");
        seen.push_str(&body.to_string());
    }
    assert!(seen.contains("Ada"), "the tutor knows whom they teach");
    for private in [
        "2017-03-14",
        "Girl",
        "Hidden Hill School",
        PARENT,
        "01865 000000",
        "OX1 2JD",
    ] {
        assert!(!seen.contains(private), "a tutor was shown {private}");
    }
}

#[tokio::test]
async fn the_retention_schedule_deletes_what_is_older_than_its_age() {
    let server = TestServer::start().await;
    let db = server.db().await;
    let now = now_millis();
    let year = 365 * 24 * 60 * 60 * 1000_i64;
    for (id, age) in [("old", 3 * year), ("new", 0)] {
        sqlx::query(
            "INSERT INTO emails (id, recipient, subject, body, created_at) \
             VALUES ($1, 'someone@example.com', 'Hello', 'One-time password: x', $2)",
        )
        .bind(id)
        .bind(now - age)
        .execute(db.write())
        .await
        .unwrap();
        sqlx::query("INSERT INTO signup_attempts (address, attempted_at) VALUES ($1, $2)")
            .bind(id)
            .bind(now - age)
            .execute(db.write())
            .await
            .unwrap();
    }
    // The server's own hourly run may come first; either way the old go.
    retention::apply_all(&db).await.unwrap();
    let left: Vec<String> = sqlx::query_scalar(
        "SELECT id FROM emails WHERE recipient = 'someone@example.com' \
         UNION ALL SELECT address FROM signup_attempts WHERE address IN ('old', 'new')",
    )
    .fetch_all(db.read())
    .await
    .unwrap();
    assert_eq!(left, ["new", "new"]);
}

#[tokio::test]
async fn the_pictures_of_a_whiteboard_go_with_it_by_the_retention_schedule() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let db = server.db().await;
    let sessions = sessions_of(&server, &player).await;
    let (old, recent) = (&sessions[0], sessions.last().unwrap());
    assert_ne!(old, recent);
    let day = 24 * 60 * 60 * 1000_i64;
    sqlx::query("UPDATE sessions SET starts_at = $1 WHERE id = $2")
        .bind(now_millis() - 100 * day)
        .bind(old)
        .execute(db.write())
        .await
        .unwrap();
    draw_a_picture(&server, old).await;
    draw_a_picture(&server, recent).await;
    // Left by a save that never wrote its row, for a session long gone.
    let storage = server.storage();
    storage
        .put("whiteboards/no-such-session/f1", "data:,".into())
        .await
        .unwrap();

    retention::apply_all(&db).await.unwrap();
    assert_eq!(board_store::sweep(&db, &storage).await.unwrap(), 2);
    assert_eq!(
        board_files(&server, old).await,
        0,
        "90 days on, the board goes"
    );
    assert_eq!(board_files(&server, "no-such-session").await, 0);
    assert_eq!(
        board_files(&server, recent).await,
        1,
        "a recent board stays"
    );
    let scene = board_store::get(&db, &storage, recent).await.unwrap();
    assert_eq!(
        scene.files["f1"]["dataURL"], "data:image/png;base64,AAAA",
        "and keeps its picture"
    );
    assert_eq!(board_store::sweep(&db, &storage).await.unwrap(), 0);
}

/// Counts of the payment records and past sessions of `parent_id`.
async fn payment_trail(db: &plytime_server::db::Db, parent_id: &str) -> (i64, i64, i64) {
    sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM subscriptions WHERE parent_id = $1), \
         (SELECT COUNT(*) FROM bookings b JOIN subscriptions u ON u.id = b.subscription_id \
          WHERE u.parent_id = $1), \
         (SELECT COUNT(*) FROM sessions WHERE parent_id = $1)",
    )
    .bind(parent_id)
    .fetch_one(db.read())
    .await
    .unwrap()
}

#[tokio::test]
async fn a_closed_familys_payment_records_go_six_years_after_it_closed() {
    let server = TestServer::with_starter_bank().await;
    let player = ada_leaves_a_trace(&server).await;
    let db = server.db().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let parent_id = family_id(&server, &admin, PARENT).await;
    server
        .expect_ok(privacy::CLOSE_FAMILY, &[&parent_id], Some(&admin), &NoBody)
        .await;

    retention::apply_all(&db).await.unwrap();
    let (plans, bookings, sessions) = payment_trail(&db, &parent_id).await;
    assert!(
        plans > 0 && bookings > 0 && sessions > 0,
        "kept while the law asks: {plans} plans, {bookings} bookings, {sessions} sessions"
    );

    let seven_years = 7 * 365 * 24 * 60 * 60 * 1000_i64;
    sqlx::query("UPDATE parents SET closed_at = closed_at - $1 WHERE id = $2")
        .bind(seven_years)
        .bind(&parent_id)
        .execute(db.write())
        .await
        .unwrap();
    retention::apply_all(&db).await.unwrap();
    assert_eq!(payment_trail(&db, &parent_id).await, (0, 0, 0));
    let answers: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM answers WHERE student_id = $1")
        .bind(&player.student)
        .fetch_one(db.read())
        .await
        .unwrap();
    assert_eq!(answers, 1, "answers stay as anonymous statistics");
}
