//! Read to me (docs/games.md): whether a child hears each question read
//! out is their parent's choice, and otherwise follows their school year.

use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{parents, profile};
use plytime_shared::api::parents::ReadAloudBody;
use plytime_shared::game::read_aloud::ReadAloud;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::child_settings::only_the_parent_may_set;
use crate::common::TestServer;
use crate::game::{Player, ada};

async fn ada_hears_each_question(server: &TestServer, player: &Player) -> Option<bool> {
    server
        .expect_ok(profile::ME, &[], Some(&player.token), &NoBody)
        .await
        .reads_each_question
}

/// Sets Ada's choice as `token`; answers the status and the profile sent back.
async fn choose(
    server: &TestServer,
    token: &str,
    student: &str,
    read_aloud: ReadAloud,
) -> (StatusCode, Value) {
    server
        .send(
            parents::SET_READ_ALOUD,
            &[student],
            Some(token),
            &ReadAloudBody { read_aloud },
        )
        .await
}

#[tokio::test]
async fn only_the_childs_parent_chooses_and_the_year_decides_otherwise() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    // Ada is in Year 3: past the years whose questions are read out by themselves.
    assert_eq!(ada_hears_each_question(&server, &player).await, Some(false));

    let parent =
        only_the_parent_may_set(&server, &player, "read_aloud", json!("on"), json!("loud")).await;
    assert_eq!(ada_hears_each_question(&server, &player).await, Some(false));

    let (status, profile) = choose(&server, &parent, &player.student, ReadAloud::On).await;
    assert_eq!(status, StatusCode::OK, "{profile}");
    let listed = profile["students"]
        .as_array()
        .and_then(|students| {
            students
                .iter()
                .find(|s| s["_id"] == player.student.as_str())
        })
        .expect("Ada on her parent's profile");
    assert_eq!(listed["read_aloud"], "on");
    assert_eq!(listed["reads_each_question"], true);
    assert_eq!(ada_hears_each_question(&server, &player).await, Some(true));

    // Back to her year's usual, and then moved down to Year 2.
    let (status, _) = choose(&server, &parent, &player.student, ReadAloud::ByYear).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ada_hears_each_question(&server, &player).await, Some(false));
    sqlx::query("UPDATE students SET school_year = 2 WHERE id = $1")
        .bind(&player.student)
        .execute(server.db().await.write())
        .await
        .unwrap();
    assert_eq!(ada_hears_each_question(&server, &player).await, Some(true));
    let (status, _) = choose(&server, &parent, &player.student, ReadAloud::Off).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ada_hears_each_question(&server, &player).await, Some(false));
}

#[tokio::test]
async fn a_parent_or_tutor_has_no_read_aloud_in_their_profile() {
    let server = TestServer::with_starter_bank().await;
    for (role, login) in [
        ("parent", "parent@plytime.test"),
        ("tutor", "tutor@plytime.test"),
    ] {
        let token = server.demo_token(role, login).await;
        let me = server
            .expect_ok(profile::ME, &[], Some(&token), &NoBody)
            .await;
        assert_eq!(me.reads_each_question, None, "{role}");
    }
}
