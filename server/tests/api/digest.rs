//! The weekly digest (docs/screens.md, "This week"): the parent's week so
//! far on their home, and each finished week e-mailed once to parents who
//! opted in.

use plytime_server::db::emails::{self, Email};
use plytime_server::digest::Week;
use plytime_server::digest::job::send_week;
use plytime_server::email::Mailer;
use plytime_shared::api::digest::WeeklyDigest;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::parents;
use reqwest::StatusCode;
use serde_json::json;

use crate::common::{TestServer, join_all};
use crate::game::{Player, ada, answer, answer_body, ask, right_answer};

const PARENT: &str = "parent@plytime.test";

/// Plays one game of three answers: two right, one wrong.
async fn play_three(server: &TestServer, player: &Player) {
    const GAME: &str = "digest-game";
    for right in [true, true, false] {
        let question = ask(server, player, GAME).await;
        let id = question["_id"].as_str().unwrap();
        let given = if right {
            right_answer(server, player, id).await
        } else {
            json!({"0-1": {"ref": "no-such-input", "value": "42"}})
        };
        let (status, body) = answer(
            server,
            player,
            id,
            answer_body(player, GAME, "MEDIUM", given, 5.0),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

async fn digest(server: &TestServer, token: &str) -> (StatusCode, serde_json::Value) {
    server.get("/parent/digest", token).await
}

/// The e-mails titled `subject` among the parent's.
fn digests_of<'a>(emails: &'a [Email], subject: &str) -> Vec<&'a Email> {
    emails
        .iter()
        .filter(|email| email.subject == subject)
        .collect()
}

#[tokio::test]
async fn the_week_so_far_shows_each_childs_play_to_their_parent_only() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    play_three(&server, &player).await;

    let parent = server.demo_token("parent", PARENT).await;
    let week: WeeklyDigest = server
        .expect_ok(parents::GET_DIGEST, &[], Some(&parent), &NoBody)
        .await;
    let ada = week
        .children
        .iter()
        .find(|child| child.student_id == player.student)
        .expect("Ada is on her parent's digest");
    assert_eq!(
        (ada.games_played, ada.answered, ada.right),
        (1, 3, 2),
        "{ada:?}"
    );
    // Three answers are not enough to say an area went up.
    assert!(ada.went_up.is_empty(), "{ada:?}");
    let ben = week.children.iter().find(|child| child.first_name == "Ben");
    assert_eq!(ben.map(|ben| ben.answered), Some(0));

    // Only a parent with a profile has a digest, and only of their own.
    let stranger = server.sign_up_parent("someone.else@example.com").await;
    assert_eq!(digest(&server, &stranger).await.0, StatusCode::NOT_FOUND);
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    for token in [&tutor, &player.token] {
        assert_eq!(digest(&server, token).await.0, StatusCode::FORBIDDEN);
    }
}

#[tokio::test]
async fn an_opted_in_parent_gets_each_week_once_however_many_runs_send_it() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    play_three(&server, &player).await;
    let db = server.db().await;
    let mailer = Mailer::new(None, None, "hello@plytime.test").unwrap();
    let now = plytime_server::db::now_millis();
    let week = Week::holding(now);

    // Two runs at once, as two replicas might, and a third after them.
    let runs = join_all(vec![
        send_week(&db, &mailer, week, now),
        send_week(&db, &mailer, week, now),
    ])
    .await;
    let recorded: usize = runs.into_iter().map(Result::unwrap).sum();
    assert_eq!(send_week(&db, &mailer, week, now).await.unwrap(), 0);

    let subject = plytime_server::digest::letter::subject(week);
    let to_parent = emails::to_recipient(&db, PARENT).await.unwrap();
    let sent = digests_of(&to_parent, &subject);
    assert_eq!(sent.len(), 1, "one digest of the week: {sent:?}");
    // The demo parent is the only one who asked for e-mail.
    assert_eq!(recorded, 1);
    let body = &sent[0].body;
    for line in [
        "Hello Sarah,",
        "Ada\n- Played 1 game,",
        "- Answered 3 questions, 2 right.",
        "Ben\n- No games played this week.",
        "\"E-mail me news and offers from Plytime\" is ticked on your profile",
    ] {
        assert!(body.contains(line), "{line:?} in {body}");
    }

    // A parent who unticks the box gets no more.
    let parent = server.demo_token("parent", PARENT).await;
    let mut profile = server
        .expect_ok(parents::GET_PARENT, &[], Some(&parent), &NoBody)
        .await;
    profile.email_opt_in = false;
    let (status, body) = server
        .put(
            "/parent",
            &parent,
            json!({
                "first_name": profile.first_name, "last_name": profile.last_name,
                "country": profile.country, "postcode": profile.postcode,
                "phone_number": profile.phone_number, "email_opt_in": false,
            }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let next_week = Week::holding(week.end);
    assert_eq!(send_week(&db, &mailer, next_week, now).await.unwrap(), 0);
}
