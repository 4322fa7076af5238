//! Playing: asking and marking, saving the summary, high scores, mixes and
//! tokens. Driven through the typed operations the desktop app's client
//! uses.

use plytime_shared::api::content::NamedBody;
use plytime_shared::api::game::{
    AnswerRequest, AnswerResponse, AskRequest, AskedQuestion, GameMode, GameSummary, GameTokens,
    MixBody, PlayerSummary, PlayerType,
};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{content, game, mixes, performance, profile, tokens};
use plytime_shared::api::review::PerformanceNode;
use plytime_shared::api::tokens::{GrantTokens, RedeemRequest, TokenStatus};
use plytime_shared::content::Decision;
use plytime_shared::game::Difficulty;
use plytime_shared::game::estimate::NEW_UNCERTAINTY;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors, first_alternative, join_all};

/// Everything a test needs to play as ada.
pub struct Player {
    pub token: String,
    pub admin: String,
    pub student: String,
    pub maths: String,
}

pub async fn ada(server: &TestServer) -> Player {
    player(server, "ada").await
}

/// A demo child signed in, with an admin beside them, ready to play Maths.
pub async fn player(server: &TestServer, username: &str) -> Player {
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let token = server.demo_token("student", username).await;
    let me = server
        .expect_ok(profile::ME, &[], Some(&token), &NoBody)
        .await;
    let subjects = server
        .expect_ok(game::SUBJECTS, &[], Some(&token), &NoBody)
        .await;
    assert_eq!(subjects[0].name, "Maths", "{subjects:?}");
    Player {
        token,
        admin,
        student: me.user_data._id,
        maths: subjects[0]._id.clone(),
    }
}

fn ask_request(
    player: &Player,
    game_summary_id: &str,
    difficulty: Difficulty,
    focus: &str,
) -> AskRequest {
    AskRequest {
        student: player.student.clone(),
        difficulty,
        focus: vec![focus.to_string()],
        endcodes_to_exclude: Vec::new(),
        game_summary_id: game_summary_id.to_string(),
        game_id: "speed-1-multi".to_string(),
    }
}

/// The next Maths question of a game, as JSON: what the wire carries, so
/// that a test can check what it leaves out.
pub async fn ask(server: &TestServer, player: &Player, game_summary_id: &str) -> Value {
    let request = ask_request(player, game_summary_id, Difficulty::Medium, &player.maths);
    let (status, question) = server
        .send(game::ASK, &[], Some(&player.token), &request)
        .await;
    assert_eq!(status, StatusCode::OK, "{question}");
    question
}

/// The next MEDIUM question of a game drawn from `focus`.
pub async fn ask_in(
    server: &TestServer,
    player: &Player,
    game_summary_id: &str,
    focus: &str,
) -> AskedQuestion {
    let request = ask_request(player, game_summary_id, Difficulty::Medium, focus);
    server
        .expect_ok(game::ASK, &[], Some(&player.token), &request)
        .await
}

/// The answer the question's own first alternative gives, keyed by position.
pub async fn right_answer(server: &TestServer, player: &Player, question_id: &str) -> Value {
    let (_, question) = server
        .send(
            content::GET_QUESTION,
            &[question_id],
            Some(&player.admin),
            &NoBody,
        )
        .await;
    first_alternative(&question)
}

/// An answer in a game, with the difficulty and the submission as the API
/// spells them (`"MEDIUM"`, positions to parts), as the tests write them.
pub fn answer_body(
    player: &Player,
    game_summary_id: &str,
    difficulty: &str,
    answer: Value,
    time: f64,
) -> AnswerRequest {
    AnswerRequest {
        student_id: player.student.clone(),
        time,
        difficulty: Difficulty::parse(difficulty).expect("a difficulty"),
        answer: serde_json::from_value(answer).expect("a submission"),
        game_summary_id: game_summary_id.to_string(),
        game_id: "speed-1-multi".to_string(),
    }
}

pub async fn answer(
    server: &TestServer,
    player: &Player,
    question: &str,
    body: AnswerRequest,
) -> (StatusCode, Value) {
    server
        .send(game::ANSWER, &[question], Some(&player.token), &body)
        .await
}

/// An answer the server must accept, as it marked it.
async fn marked(
    server: &TestServer,
    player: &Player,
    question: &str,
    body: AnswerRequest,
) -> AnswerResponse {
    server
        .expect_ok(game::ANSWER, &[question], Some(&player.token), &body)
        .await
}

/// A player of a summary with nothing but their name, kind and total.
fn player_summary(player: &str, player_type: PlayerType, total_points: i64) -> PlayerSummary {
    PlayerSummary {
        player: player.to_string(),
        player_type,
        total_points,
        id: None,
        colour: None,
        coins: None,
        difficulty_bonus: None,
        streak_bonus: None,
        streak: None,
        highest_streak: None,
        question_cnt: None,
        correct_cnt: None,
    }
}

#[tokio::test]
async fn a_student_plays_and_the_server_marks_scores_and_saves_the_game() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let library = server
        .expect_ok(game::LIBRARY, &[], Some(&player.token), &NoBody)
        .await;
    assert!(
        library
            .iter()
            .any(|listed| listed.duration == 60 && listed.game_mode == GameMode::Multiplayer)
    );
    let summary_id = "game-ada-1";

    // A right answer, with a forged claim of SUPER_HARD on a MEDIUM question.
    let first = ask(&server, &player, summary_id).await;
    assert!(
        first.get("answers").is_none(),
        "answers are never sent before answering"
    );
    assert!(
        first["lines"]
            .as_array()
            .is_some_and(|lines| !lines.is_empty())
    );
    let first_id = first["_id"].as_str().unwrap();
    let right = right_answer(&server, &player, first_id).await;
    let result = marked(
        &server,
        &player,
        first_id,
        answer_body(&player, summary_id, "SUPER_HARD", right, 4.0),
    )
    .await;
    assert_eq!(result.result, Decision::Correct);
    assert!(!result.answers.is_empty());

    // A wrong answer, then a pass (nothing entered).
    let second = ask_in(&server, &player, summary_id, &player.maths).await;
    assert_ne!(second._id, first_id);
    let wrong = json!({"0-1": {"ref": "no-such-input", "value": "42"}});
    let result = marked(
        &server,
        &player,
        &second._id,
        answer_body(&player, summary_id, "MEDIUM", wrong, 10.0),
    )
    .await;
    assert_eq!(result.result, Decision::Incorrect);
    let third = ask_in(&server, &player, summary_id, &player.maths).await;
    let result = marked(
        &server,
        &player,
        &third._id,
        answer_body(&player, summary_id, "MEDIUM", json!({}), 30.0),
    )
    .await;
    assert_eq!(result.result, Decision::Passed);

    // The client's claims about the human player are ignored.
    let summary = GameSummary {
        _id: summary_id.to_string(),
        game_id: "speed-1-multi".to_string(),
        focus: vec![player.maths.clone()],
        game_type: "speed_standard".to_string(),
        duration: 60,
        started_at: String::new(),
        finished_at: None,
        players: vec![
            PlayerSummary {
                coins: Some(99999),
                ..player_summary("Ada", PlayerType::Human, 99999)
            },
            PlayerSummary {
                id: Some("ghost-0".to_string()),
                colour: Some("red".to_string()),
                coins: Some(30),
                difficulty_bonus: Some(2),
                streak_bonus: Some(0),
                ..player_summary("Nova", PlayerType::Ghost, 1)
            },
        ],
    };
    let saved = server
        .expect_ok(game::SAVE_GAME, &[], Some(&player.token), &summary)
        .await;
    let human = &saved.summary.players[0];
    assert_eq!(human.player_type, PlayerType::Human);
    assert_eq!((human.question_cnt, human.correct_cnt), (Some(3), Some(1)));
    assert_eq!(
        human.difficulty_bonus,
        Some(1),
        "asked at MEDIUM, so one jewel, not three"
    );
    let coins = human.coins.unwrap();
    assert!((1..100).contains(&coins), "{coins}");
    assert_eq!(human.total_points, coins + 5);
    assert_eq!(
        saved.summary.players[1].total_points,
        30 + 10,
        "ghost totals are recomputed"
    );
    assert_eq!(saved.previous_highscore, 0);
    // Ada's demo plan has tutor sessions: the right answer's token is
    // hers, the two others wait for her review.
    assert_eq!(
        saved.tokens,
        Some(GameTokens {
            token_count: 1,
            pending_token_count: 2,
            without_subscription_count: 0
        })
    );

    let (status, body) = server
        .send(game::SAVE_GAME, &[], Some(&player.token), &summary)
        .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::CONFLICT,
            vec!["This game has already been saved".to_string()]
        )
    );
    let (status, body) = answer(
        &server,
        &player,
        &second._id,
        answer_body(&player, summary_id, "MEDIUM", json!({}), 1.0),
    )
    .await;
    assert_eq!(
        (status, errors(&body)),
        (StatusCode::CONFLICT, vec!["This game is over".to_string()])
    );
    let best = server
        .expect_ok_query(
            game::HIGHSCORE,
            &[],
            &[("game_type", "speed_standard"), ("duration", "60")],
            Some(&player.token),
            &NoBody,
        )
        .await;
    assert_eq!(best.score, human.total_points);
}

#[tokio::test]
async fn an_answer_counts_once_however_often_it_is_sent() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let game = "game-replay";
    let question = ask_in(&server, &player, game, &player.maths).await;
    let right = right_answer(&server, &player, &question._id).await;
    let body = answer_body(&player, game, "MEDIUM", right, 5.0);
    let replays = (0..100).map(|_| answer(&server, &player, &question._id, body.clone()));
    let statuses: Vec<StatusCode> = join_all(replays.collect())
        .await
        .into_iter()
        .map(|(status, _)| status)
        .collect();
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::OK).count(), 1);
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CONFLICT)
            .count(),
        99
    );

    let db = server.db().await;
    let (count, answers): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT answer_count FROM student_endcode_scores WHERE student_id = $1), \
         (SELECT COUNT(*) FROM answers WHERE student_id = $1)",
    )
    .bind(&player.student)
    .fetch_one(db.read())
    .await
    .unwrap();
    assert_eq!((count, answers), (1, 1), "the score moved exactly once");

    // A question never asked in this game is refused.
    let other = server
        .expect_ok_query(
            content::SEARCH_QUESTIONS,
            &[],
            &[("status", "live"), ("_limit", "5")],
            Some(&player.admin),
            &NoBody,
        )
        .await;
    let unasked = other.data.iter().find(|q| q._id != question._id).unwrap();
    let (status, body) = answer(
        &server,
        &player,
        &unasked._id,
        answer_body(&player, game, "MEDIUM", json!({}), 1.0),
    )
    .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::BAD_REQUEST,
            vec!["This question was not asked in this game".to_string()]
        )
    );
}

#[tokio::test]
async fn only_the_student_their_parent_and_admins_play_for_them() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let student = player.student.as_str();
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let request =
        |game_summary_id| ask_request(&player, game_summary_id, Difficulty::Medium, &player.maths);
    let (status, _) = server
        .send(game::ASK, &[], Some(&parent), &request("g-parent"))
        .await;
    assert_eq!(status, StatusCode::OK, "a parent may play for their child");
    // Owen is not Ada's tutor (Priya is).
    for (role, login) in [("student", "ben"), ("tutor", "tutor2@plytime.test")] {
        let token = server.demo_token(role, login).await;
        let token = Some(token.as_str());
        let (status, _) = server.send(game::ASK, &[], token, &request("g-x")).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role}");
        let (status, _) = server
            .send(tokens::TOKEN_LIST, &[student], token, &NoBody)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role} tokens");
        let (status, _) = server
            .send(mixes::LIST_MIXES, &[student], token, &NoBody)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role} mixes");
    }
    // Ben cannot answer in Ada's game, even naming himself.
    let question = ask_in(&server, &player, "g-ada", &player.maths).await;
    let ben = server.demo_token("student", "ben").await;
    let ben_me = server
        .expect_ok(profile::ME, &[], Some(&ben), &NoBody)
        .await;
    let body = AnswerRequest {
        student_id: ben_me.user_data._id,
        ..answer_body(&player, "g-ada", "MEDIUM", json!({}), 1.0)
    };
    let (status, _) = server
        .send(game::ANSWER, &[&question._id], Some(&ben), &body)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_game_belongs_to_the_child_who_started_it_even_when_two_start_it_at_once() {
    let server = TestServer::with_starter_bank().await;
    let ada = ada(&server).await;
    let ben = player(&server, "ben").await;
    ask_in(&server, &ada, "g-ada", &ada.maths).await;
    let as_ben = |game: &str| ask_request(&ben, game, Difficulty::Medium, &ben.maths);
    let (status, _) = server
        .send(game::ASK, &[], Some(&ben.token), &as_ben("g-ada"))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "Ada's game is not Ben's");

    let as_ada = ask_request(&ada, "g-both", Difficulty::Medium, &ada.maths);
    let as_ben = as_ben("g-both");
    let (for_ada, for_ben) = tokio::join!(
        server.send(game::ASK, &[], Some(&ada.token), &as_ada),
        server.send(game::ASK, &[], Some(&ben.token), &as_ben),
    );
    let mut statuses = [for_ada.0, for_ben.0];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::FORBIDDEN]);
    let owner: String = sqlx::query_scalar("SELECT student_id FROM games WHERE id = 'g-both'")
        .fetch_one(server.db().await.read())
        .await
        .unwrap();
    let winner = if for_ada.0 == StatusCode::OK {
        &ada
    } else {
        &ben
    };
    assert_eq!(owner, winner.student, "the game is the one who was told OK");
    // The other is refused from then on, asking or answering.
    let loser = if for_ada.0 == StatusCode::OK {
        &ben
    } else {
        &ada
    };
    let request = ask_request(loser, "g-both", Difficulty::Medium, &loser.maths);
    let (status, _) = server
        .send(game::ASK, &[], Some(&loser.token), &request)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn an_empty_or_exhausted_bank_says_so() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let admin = Some(player.admin.as_str());
    let science = NamedBody {
        name: "Science".to_string(),
    };
    let empty_subject = server
        .expect_ok(content::CREATE_SUBJECT, &[], admin, &science)
        .await;
    let request = ask_request(&player, "g-empty", Difficulty::Medium, &empty_subject._id);
    let (status, body) = server
        .send(game::ASK, &[], Some(&player.token), &request)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        errors(&body),
        ["There are no questions for this choice yet. Please choose another subject or mix."]
    );

    // One endcode: after its questions, the game has no more to ask.
    let found = server
        .expect_ok_query(
            content::SEARCH_QUESTIONS,
            &[],
            &[("ref", "Y3-"), ("status", "live"), ("_limit", "1")],
            admin,
            &NoBody,
        )
        .await;
    let endcode = found.data[0].endcode._id.as_str();
    let stats = server
        .expect_ok(content::GET_ENDCODE, &[endcode], admin, &NoBody)
        .await;
    let request = ask_request(&player, "g-one", Difficulty::Hard, endcode);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..stats.question_count {
        let question = server
            .expect_ok(game::ASK, &[], Some(&player.token), &request)
            .await;
        assert!(seen.insert(question._id), "no repeats within a game");
    }
    let (status, body) = server
        .send(game::ASK, &[], Some(&player.token), &request)
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(errors(&body)[0].starts_with("You have answered every question"));
}

fn mix_body(player: &Player, name: &str) -> MixBody {
    MixBody {
        name: name.to_string(),
        subject: player.maths.clone(),
        subjects: vec![player.maths.clone()],
    }
}

#[tokio::test]
async fn mixes_are_kept_per_student_and_checked() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let token = Some(player.token.as_str());
    let student = player.student.as_str();
    let mix = server
        .expect_ok(
            mixes::CREATE_MIX,
            &[student],
            token,
            &mix_body(&player, "Fractions mix"),
        )
        .await;
    let mix_id = mix._id.as_str();
    let renamed = server
        .expect_ok(
            mixes::SAVE_MIX,
            &[student, mix_id],
            token,
            &mix_body(&player, "My mix"),
        )
        .await;
    assert_eq!(renamed.name, "My mix");
    let invalid = MixBody {
        name: " ".to_string(),
        subject: "x".to_string(),
        subjects: vec!["nope".to_string()],
    };
    let (status, body) = server
        .send(mixes::CREATE_MIX, &[student], token, &invalid)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "name: Cannot be empty",
            "subjects: Contains something that is not in the content"
        ]
    );
    let listed = server
        .expect_ok(mixes::LIST_MIXES, &[student], token, &NoBody)
        .await;
    assert_eq!(listed.len(), 1);
    // The whole answer, not only the field `DeletedMix` knows.
    let (status, deleted) = server
        .send(mixes::DELETE_MIX, &[student, mix_id], token, &NoBody)
        .await;
    assert_eq!(
        (status, deleted),
        (StatusCode::OK, json!({"mix_id": mix_id}))
    );
    let (status, _) = server
        .send(mixes::DELETE_MIX, &[student, mix_id], token, &NoBody)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_child_cannot_give_two_mixes_one_name() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let token = Some(player.token.as_str());
    let student = player.student.as_str();
    server
        .expect_ok(
            mixes::CREATE_MIX,
            &[student],
            token,
            &mix_body(&player, "Tables"),
        )
        .await;
    let (status, body) = server
        .send(
            mixes::CREATE_MIX,
            &[student],
            token,
            &mix_body(&player, " Tables "),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["name: You already have a mix with this name"]
    );

    let second = server
        .expect_ok(
            mixes::CREATE_MIX,
            &[student],
            token,
            &mix_body(&player, "Fractions"),
        )
        .await;
    let (status, body) = server
        .send(
            mixes::SAVE_MIX,
            &[student, &second._id],
            token,
            &mix_body(&player, "Tables"),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["name: You already have a mix with this name"]
    );
    let listed = server
        .expect_ok(mixes::LIST_MIXES, &[student], token, &NoBody)
        .await;
    let names: Vec<&str> = listed.iter().map(|mix| mix.name.as_str()).collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&"Tables") && names.contains(&"Fractions"));
}

/// The id of the demo prize that costs `amount` tokens.
async fn prize_costing(server: &TestServer, token: &str, amount: i64) -> String {
    let prizes = server
        .expect_ok(tokens::PRIZES, &[], Some(token), &NoBody)
        .await;
    prizes
        .results
        .into_iter()
        .find(|prize| prize.amount == amount)
        .unwrap()
        ._id
}

fn grant(amount: i64, note: &str) -> GrantTokens {
    GrantTokens {
        amount,
        note: note.to_string(),
    }
}

#[tokio::test]
async fn concurrent_redemptions_never_overspend_and_the_ledger_sums_to_the_balance() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let token = Some(player.token.as_str());
    let student = player.student.as_str();
    let (status, _) = server
        .send(tokens::GRANT, &[student], token, &grant(50, "x"))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "only admins grant");
    let (status, _) = server
        .send(
            tokens::GRANT,
            &[student],
            Some(&player.admin),
            &grant(50, "Great effort in class"),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let stickers = RedeemRequest {
        prize_id: prize_costing(&server, &player.token, 20).await,
        student_id: None,
    };

    let attempts = (0..12).map(|_| server.send(tokens::REDEEM, &[], token, &stickers));
    let statuses: Vec<StatusCode> = join_all(attempts.collect())
        .await
        .into_iter()
        .map(|(status, _)| status)
        .collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == StatusCode::OK).count(),
        2,
        "50 tokens buy two 20-token prizes"
    );
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::OK || *s == StatusCode::CONFLICT)
    );

    let list = server
        .expect_ok(tokens::TOKEN_LIST, &[student], token, &NoBody)
        .await;
    assert_eq!(list.total_token_count, 10);
    let ledger_sum: i64 = list
        .rows
        .iter()
        .flat_map(|entry| entry.rows.iter())
        .filter(|row| row.status != TokenStatus::Pending)
        .map(|row| row.amount)
        .sum();
    assert_eq!(ledger_sum, 10);
    let (status, body) = server.send(tokens::REDEEM, &[], token, &stickers).await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::CONFLICT,
            vec!["Not enough tokens for this prize".to_string()]
        )
    );
}

#[tokio::test]
async fn a_new_student_is_asked_questions_near_their_year() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let mut scores = Vec::new();
    for _ in 0..20 {
        let question = ask_in(&server, &player, "g-level", &player.maths).await;
        scores.push(question.score);
    }
    // Ada is in year 3: on track at 84 to 95 over the year.
    let near = scores
        .iter()
        .filter(|score| (72.0..=100.0).contains(*score))
        .count();
    assert!(near >= 16, "{scores:?}");

    // Every game shows in the token history, a passed answer as pending.
    let question = ask_in(&server, &player, "g-history", &player.maths).await;
    let body = answer_body(&player, "g-history", "MEDIUM", json!({}), 2.0);
    answer(&server, &player, &question._id, body).await;
    let history = server
        .expect_ok(
            tokens::TOKEN_LIST,
            &[&player.student],
            Some(&player.token),
            &NoBody,
        )
        .await;
    assert_eq!(history.total_pending_token_count, 1);
    assert_eq!(history.rows[0].pending_token_count, 1);
    assert_eq!(history.rows[0].without_subscription_count, 0);
}

#[tokio::test]
async fn only_the_child_their_parent_and_admins_spend_the_childs_tokens() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let student = player.student.as_str();
    server
        .expect_ok(
            tokens::GRANT,
            &[student],
            Some(&player.admin),
            &grant(60, "x"),
        )
        .await;
    let spend = RedeemRequest {
        prize_id: prize_costing(&server, &player.token, 20).await,
        student_id: Some(player.student.clone()),
    };
    for tutor in ["tutor@plytime.test", "tutor2@plytime.test"] {
        let token = server.demo_token("tutor", tutor).await;
        let (status, _) = server.send(tokens::REDEEM, &[], Some(&token), &spend).await;
        assert_eq!(
            status,
            StatusCode::FORBIDDEN,
            "{tutor} may not spend Ada's tokens"
        );
    }
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    for token in [&parent, &player.admin, &player.token] {
        server
            .expect_ok(tokens::REDEEM, &[], Some(token), &spend)
            .await;
    }
    let list = server
        .expect_ok(tokens::TOKEN_LIST, &[student], Some(&player.token), &NoBody)
        .await;
    assert_eq!(list.total_token_count, 0);
}

#[tokio::test]
async fn a_game_takes_no_questions_or_answers_once_its_time_is_up() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let question = ask_in(&server, &player, "g-clock", &player.maths).await;
    // The one-minute race began 71 seconds ago: past its minute and the grace.
    let long_ago = chrono::Utc::now().timestamp_millis() - 71_000;
    sqlx::query("UPDATE games SET started_at = $1 WHERE id = 'g-clock'")
        .bind(long_ago)
        .execute(server.db().await.write())
        .await
        .unwrap();
    let body = answer_body(&player, "g-clock", "MEDIUM", json!({}), 2.0);
    let (status, refused) = answer(&server, &player, &question._id, body).await;
    assert_eq!(
        (status, errors(&refused)),
        (StatusCode::CONFLICT, vec!["This game is over".to_string()])
    );
    let request = ask_request(&player, "g-clock", Difficulty::Medium, &player.maths);
    let (status, _) = server
        .send(game::ASK, &[], Some(&player.token), &request)
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
}

/// An endcode of the starter bank with at least two live questions, in a
/// topic with at least two such endcodes: (topic, [endcode, sibling]).
async fn two_endcodes_of_a_topic(server: &TestServer) -> (String, [String; 2]) {
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT e.topic_id, e.id FROM endcodes e WHERE (SELECT COUNT(*) FROM questions q \
         WHERE q.endcode_id = e.id AND q.status = 'live') >= 2 ORDER BY e.topic_id, e.id",
    )
    .fetch_all(server.db().await.read())
    .await
    .unwrap();
    let pair = rows
        .windows(2)
        .find(|pair| pair[0].0 == pair[1].0)
        .expect("a topic with two endcodes");
    (pair[0].0.clone(), [pair[0].1.clone(), pair[1].1.clone()])
}

#[tokio::test]
async fn questions_are_chosen_by_measured_difficulty_once_measured_and_each_answer_measures() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let (_, [endcode, _]) = two_endcodes_of_a_topic(&server).await;
    let db = server.db().await;
    let chosen: String = sqlx::query_scalar(
        "SELECT id FROM questions WHERE endcode_id = $1 AND status = 'live' ORDER BY id LIMIT 1",
    )
    .bind(&endcode)
    .fetch_one(db.read())
    .await
    .unwrap();
    // Authored far above Ada (year 3, about 84-95), measured at her level
    // from 30 answers; every other question of the endcode measured far
    // above her.
    sqlx::query(
        "UPDATE questions SET measured_score = 200, measured_count = 30 WHERE endcode_id = $1",
    )
    .bind(&endcode)
    .execute(db.write())
    .await
    .unwrap();
    sqlx::query("UPDATE questions SET score = 200, measured_score = 88 WHERE id = $1")
        .bind(&chosen)
        .execute(db.write())
        .await
        .unwrap();
    for game in ["g-measured-1", "g-measured-2", "g-measured-3"] {
        let question = ask_in(&server, &player, game, &endcode).await;
        assert_eq!(question._id, chosen);
    }

    let right = right_answer(&server, &player, &chosen).await;
    let body = answer_body(&player, "g-measured-1", "MEDIUM", right, 2.0);
    let result = marked(&server, &player, &chosen, body).await;
    assert_eq!(result.result, Decision::Correct);
    let (measured, count): (f64, i64) =
        sqlx::query_as("SELECT measured_score, measured_count FROM questions WHERE id = $1")
            .bind(&chosen)
            .fetch_one(db.read())
            .await
            .unwrap();
    assert_eq!(count, 31);
    assert!(
        measured < 88.0,
        "a quick right answer makes it easier: {measured}"
    );
    let (score, uncertainty): (f64, f64) = sqlx::query_as(
        "SELECT score, uncertainty FROM student_endcode_scores \
         WHERE student_id = $1 AND endcode_id = $2",
    )
    .bind(&player.student)
    .bind(&endcode)
    .fetch_one(db.read())
    .await
    .unwrap();
    assert!(score > 84.0, "{score}");
    assert!(uncertainty < 7.0, "{uncertainty}");
    let subject_answered: Option<i64> = sqlx::query_scalar(
        "SELECT last_answered_at FROM student_subject_scores WHERE student_id = $1",
    )
    .bind(&player.student)
    .fetch_one(db.read())
    .await
    .unwrap();
    assert!(subject_answered.is_some());

    // Admins see the measured difficulty beside the authored score, for the
    // question and for its endcode's level.
    let admin = Some(player.admin.as_str());
    let question = server
        .expect_ok(content::GET_QUESTION, &[&chosen], admin, &NoBody)
        .await;
    assert_eq!(question.score, 200.0);
    assert_eq!(question.measured_score, Some(measured));
    assert_eq!(
        (question.measured_count, question.measured_in_use),
        (31, true)
    );
    let (topic, endcode_answers): (String, i64) = sqlx::query_as(
        "SELECT e.topic_id, (SELECT CAST(SUM(measured_count) AS BIGINT) FROM questions q \
         WHERE q.endcode_id = e.id AND q.status <> 'archived') FROM endcodes e WHERE e.id = $1",
    )
    .bind(&endcode)
    .fetch_one(db.read())
    .await
    .unwrap();
    let endcodes = server
        .expect_ok(content::LIST_ENDCODES, &[&topic], admin, &NoBody)
        .await;
    let level = endcodes
        .iter()
        .find(|level| level._id == endcode)
        .and_then(|level| level.measured.as_ref())
        .unwrap();
    assert_eq!(level.answer_count, endcode_answers);
    assert_eq!(level.min_score, measured);
    assert_eq!(level.max_score, 200.0);
}

#[tokio::test]
async fn a_new_endcode_starts_from_the_childs_level_in_its_topic() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let (_, [known, new]) = two_endcodes_of_a_topic(&server).await;
    let db = server.db().await;
    // Ada is well ahead of her year (84) in one endcode of the topic.
    sqlx::query(
        "INSERT INTO student_endcode_scores (student_id, endcode_id, score, uncertainty, \
         answer_count, last_answered_at) VALUES ($1, $2, 110, 2.5, 40, $3)",
    )
    .bind(&player.student)
    .bind(&known)
    .bind(chrono::Utc::now().timestamp_millis())
    .execute(db.write())
    .await
    .unwrap();
    let question = ask_in(&server, &player, "g-borrow", &new).await;
    let body = answer_body(&player, "g-borrow", "MEDIUM", json!({}), 30.0);
    let (status, _) = answer(&server, &player, &question._id, body).await;
    assert_eq!(status, StatusCode::OK);
    let score: f64 = sqlx::query_scalar(
        "SELECT score FROM student_endcode_scores WHERE student_id = $1 AND endcode_id = $2",
    )
    .bind(&player.student)
    .bind(&new)
    .fetch_one(db.read())
    .await
    .unwrap();
    assert!(
        score > 100.0,
        "a pass costs a little from the topic's 110, not from the year's 84: {score}"
    );
}

/// The node of `id` anywhere in a performance tree.
fn node_of<'a>(tree: &'a [PerformanceNode], id: &str) -> Option<&'a PerformanceNode> {
    tree.iter().find_map(|node| {
        if node._id == id {
            Some(node)
        } else {
            node_of(&node.children, id)
        }
    })
}

/// Ada's performance tree, as her parent is shown it.
async fn parents_view(server: &TestServer, player: &Player) -> Vec<PerformanceNode> {
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    server
        .expect_ok(
            performance::CURRENT_STATS,
            &[&player.student],
            Some(&parent),
            &NoBody,
        )
        .await
}

#[tokio::test]
async fn parents_see_an_unmet_endcode_at_the_level_the_engine_plays_it_at() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let (_, [known, new]) = two_endcodes_of_a_topic(&server).await;
    sqlx::query(
        "INSERT INTO student_endcode_scores (student_id, endcode_id, score, uncertainty, \
         answer_count, last_answered_at) VALUES ($1, $2, 110, 2.5, 40, $3)",
    )
    .bind(&player.student)
    .bind(&known)
    .bind(chrono::Utc::now().timestamp_millis())
    .execute(server.db().await.write())
    .await
    .unwrap();
    let tree = parents_view(&server, &player).await;
    let unmet = node_of(&tree, &new).expect("the unmet endcode is in the tree");
    assert!(
        (unmet.current_score - 110.0).abs() < 1.0,
        "borrowed from its topic's 110, not the year's 84: {unmet:?}"
    );
}

#[tokio::test]
async fn a_subject_says_how_sure_the_engine_is_of_the_childs_level() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let maths_uncertainty = || async {
        let tree = parents_view(&server, &player).await;
        let maths = node_of(&tree, &player.maths).expect("maths is in the tree");
        // Only subjects carry it: below them the engine keeps no such figure.
        assert!(
            maths
                .children
                .iter()
                .all(|theme| theme.uncertainty.is_none())
        );
        maths.uncertainty
    };
    // Before any answer, as unsure as for any new child.
    assert_eq!(maths_uncertainty().await, Some(NEW_UNCERTAINTY));
    sqlx::query(
        "INSERT INTO student_subject_scores (student_id, subject_id, score, uncertainty, \
         answer_count, last_answered_at) VALUES ($1, $2, 90, 3, 40, $3)",
    )
    .bind(&player.student)
    .bind(&player.maths)
    .bind(chrono::Utc::now().timestamp_millis())
    .execute(server.db().await.write())
    .await
    .unwrap();
    let settled = maths_uncertainty().await.expect("an uncertainty");
    assert!((settled - 3.0).abs() < 0.1, "{settled}");
}
