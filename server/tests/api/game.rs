use reqwest::{Method, StatusCode};
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
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let token = server.demo_token("student", "ada").await;
    let (_, me) = server.get("/profile/me", &token).await;
    let (_, subjects) = server.get("/game/subjects", &token).await;
    assert_eq!(subjects[0]["name"], "Maths", "{subjects}");
    Player {
        token,
        admin,
        student: me["user_data"]["_id"].as_str().unwrap().to_string(),
        maths: subjects[0]["_id"].as_str().unwrap().to_string(),
    }
}

fn ask_body(player: &Player, game: &str, difficulty: &str, focus: &[&str]) -> Value {
    json!({"student": player.student, "difficulty": difficulty, "focus": focus,
        "endcodes_to_exclude": [], "game_summary_id": game, "game_id": "speed-1-multi"})
}

pub async fn ask(server: &TestServer, player: &Player, game: &str) -> Value {
    let (status, question) = server
        .call(
            Method::PUT,
            "/ask",
            Some(&player.token),
            Some(ask_body(player, game, "MEDIUM", &[&player.maths])),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{question}");
    question
}

/// The answer the question's own first alternative gives, keyed by position.
pub async fn right_answer(server: &TestServer, player: &Player, question_id: &str) -> Value {
    let (_, question) = server
        .get(&format!("/question/{question_id}"), &player.admin)
        .await;
    first_alternative(&question)
}

pub fn answer_body(
    player: &Player,
    game: &str,
    difficulty: &str,
    answer: Value,
    time: f64,
) -> Value {
    json!({"student_id": player.student, "time": time, "difficulty": difficulty, "answer": answer,
        "game_summary_id": game, "game_id": "speed-1-multi"})
}

pub async fn answer(
    server: &TestServer,
    player: &Player,
    question: &str,
    body: Value,
) -> (StatusCode, Value) {
    server
        .post(
            &format!("/question/{question}/answer"),
            Some(&player.token),
            body,
        )
        .await
}

#[tokio::test]
async fn a_student_plays_and_the_server_marks_scores_and_saves_the_game() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let (_, library) = server.get("/game/library", &player.token).await;
    assert!(
        library
            .as_array()
            .unwrap()
            .iter()
            .any(|game| game["duration"] == 60 && game["game_mode"] == "multiplayer")
    );
    let game = "game-ada-1";

    // A right answer, with a forged claim of SUPER_HARD on a MEDIUM question.
    let first = ask(&server, &player, game).await;
    assert!(
        first.get("answers").is_none(),
        "answers are never sent before answering"
    );
    assert!(
        first["lines"]
            .as_array()
            .is_some_and(|lines| !lines.is_empty())
    );
    let right = right_answer(&server, &player, first["_id"].as_str().unwrap()).await;
    let (status, marked) = answer(
        &server,
        &player,
        first["_id"].as_str().unwrap(),
        answer_body(&player, game, "SUPER_HARD", right, 4.0),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{marked}");
    assert_eq!(marked["result"], "CORRECT");
    assert!(!marked["answers"].as_array().unwrap().is_empty());

    // A wrong answer, then a pass (nothing entered).
    let second = ask(&server, &player, game).await;
    assert_ne!(second["_id"], first["_id"]);
    let wrong = json!({"0-1": {"ref": "no-such-input", "value": "42"}});
    let (_, marked) = answer(
        &server,
        &player,
        second["_id"].as_str().unwrap(),
        answer_body(&player, game, "MEDIUM", wrong, 10.0),
    )
    .await;
    assert_eq!(marked["result"], "INCORRECT");
    let third = ask(&server, &player, game).await;
    let (_, marked) = answer(
        &server,
        &player,
        third["_id"].as_str().unwrap(),
        answer_body(&player, game, "MEDIUM", json!({}), 30.0),
    )
    .await;
    assert_eq!(marked["result"], "PASSED");

    // The client's claims about the human player are ignored.
    let summary = json!({"_id": game, "game_id": "speed-1-multi", "focus": [player.maths],
    "game_type": "speed_standard", "duration": 60, "started_at": "",
    "players": [
        {"player": "Ada", "playerType": "human", "totalPoints": 99999, "coins": 99999},
        {"player": "Nova", "playerType": "ghost", "totalPoints": 1, "id": "ghost-0",
            "colour": "red", "coins": 30, "difficultyBonus": 2, "streakBonus": 0},
    ]});
    let (status, saved) = server
        .call(
            Method::PUT,
            "/game",
            Some(&player.token),
            Some(summary.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let human = &saved["summary"]["players"][0];
    assert_eq!(human["playerType"], "human");
    assert_eq!(
        (human["questionCnt"].clone(), human["correctCnt"].clone()),
        (json!(3), json!(1))
    );
    assert_eq!(
        human["difficultyBonus"], 1,
        "asked at MEDIUM, so one jewel, not three"
    );
    let coins = human["coins"].as_i64().unwrap();
    assert!((1..100).contains(&coins), "{coins}");
    assert_eq!(human["totalPoints"], coins + 5);
    assert_eq!(
        saved["summary"]["players"][1]["totalPoints"],
        30 + 10,
        "ghost totals are recomputed"
    );
    assert_eq!(saved["previous_highscore"], 0);
    // Ada's demo plan has tutor sessions: the right answer's token is
    // hers, the two others wait for her review.
    assert_eq!(
        saved["tokens"],
        json!({"token_count": 1, "pending_token_count": 2, "without_subscription_count": 0})
    );

    let (status, body) = server
        .call(Method::PUT, "/game", Some(&player.token), Some(summary))
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
        second["_id"].as_str().unwrap(),
        answer_body(&player, game, "MEDIUM", json!({}), 1.0),
    )
    .await;
    assert_eq!(
        (status, errors(&body)),
        (StatusCode::CONFLICT, vec!["This game is over".to_string()])
    );
    let (_, best) = server
        .get(
            "/game/highscore?game_type=speed_standard&duration=60",
            &player.token,
        )
        .await;
    assert_eq!(best["score"], human["totalPoints"]);
}

#[tokio::test]
async fn an_answer_counts_once_however_often_it_is_sent() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let game = "game-replay";
    let question = ask(&server, &player, game).await;
    let question_id = question["_id"].as_str().unwrap().to_string();
    let right = right_answer(&server, &player, &question_id).await;
    let body = answer_body(&player, game, "MEDIUM", right, 5.0);
    let replays = (0..100).map(|_| answer(&server, &player, &question_id, body.clone()));
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
    let (_, other) = server
        .get("/admin/question/search?status=live&_limit=5", &player.admin)
        .await;
    let unasked = other["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["_id"] != question["_id"])
        .unwrap();
    let (status, body) = answer(
        &server,
        &player,
        unasked["_id"].as_str().unwrap(),
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
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (status, _) = server
        .call(
            Method::PUT,
            "/ask",
            Some(&parent),
            Some(ask_body(&player, "g-parent", "MEDIUM", &[&player.maths])),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "a parent may play for their child");
    // Owen is not Ada's tutor (Priya is).
    for (role, login) in [("student", "ben"), ("tutor", "tutor2@plytime.test")] {
        let token = server.demo_token(role, login).await;
        let (status, _) = server
            .call(
                Method::PUT,
                "/ask",
                Some(&token),
                Some(ask_body(&player, "g-x", "MEDIUM", &[&player.maths])),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role}");
        let (status, _) = server
            .get(&format!("/student/{}/tokens", player.student), &token)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role} tokens");
        let (status, _) = server
            .get(&format!("/student/{}/mixes", player.student), &token)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{role} mixes");
    }
    // Ben cannot answer in Ada's game, even naming himself.
    let question = ask(&server, &player, "g-ada").await;
    let ben = server.demo_token("student", "ben").await;
    let (_, ben_me) = server.get("/profile/me", &ben).await;
    let mut body = answer_body(&player, "g-ada", "MEDIUM", json!({}), 1.0);
    body["student_id"] = ben_me["user_data"]["_id"].clone();
    let (status, _) = server
        .post(
            &format!("/question/{}/answer", question["_id"].as_str().unwrap()),
            Some(&ben),
            body,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn an_empty_or_exhausted_bank_says_so() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let (status, empty_subject) = server
        .post("/subject", Some(&player.admin), json!({"name": "Science"}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let science = empty_subject["_id"].as_str().unwrap();
    let (status, body) = server
        .call(
            Method::PUT,
            "/ask",
            Some(&player.token),
            Some(ask_body(&player, "g-empty", "MEDIUM", &[science])),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        errors(&body),
        ["There are no questions for this choice yet. Please choose another subject or mix."]
    );

    // One endcode: after its questions, the game has no more to ask.
    let (_, found) = server
        .get(
            "/admin/question/search?ref=Y3-&status=live&_limit=1",
            &player.admin,
        )
        .await;
    let endcode = found["data"][0]["endcode"]["_id"].as_str().unwrap();
    let (_, stats) = server
        .get(&format!("/endcode/{endcode}"), &player.admin)
        .await;
    let count = stats["question_count"].as_i64().unwrap();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..count {
        let (status, question) = server
            .call(
                Method::PUT,
                "/ask",
                Some(&player.token),
                Some(ask_body(&player, "g-one", "HARD", &[endcode])),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{question}");
        assert!(
            seen.insert(question["_id"].as_str().unwrap().to_string()),
            "no repeats within a game"
        );
    }
    let (status, body) = server
        .call(
            Method::PUT,
            "/ask",
            Some(&player.token),
            Some(ask_body(&player, "g-one", "HARD", &[endcode])),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(errors(&body)[0].starts_with("You have answered every question"));
}

#[tokio::test]
async fn mixes_are_kept_per_student_and_checked() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let path = format!("/student/{}/mixes", player.student);
    let (status, mix) = server
        .post(
            &path,
            Some(&player.token),
            json!({"name": "Fractions mix", "subject": player.maths, "subjects": [player.maths]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{mix}");
    let mix_id = mix["_id"].as_str().unwrap();
    let (status, renamed) = server
        .call(
            Method::PUT,
            &format!("{path}/{mix_id}"),
            Some(&player.token),
            Some(json!({"name": "My mix", "subject": player.maths, "subjects": [player.maths]})),
        )
        .await;
    assert_eq!(
        (status, renamed["name"].clone()),
        (StatusCode::OK, json!("My mix"))
    );
    let (status, body) = server
        .post(
            &path,
            Some(&player.token),
            json!({"name": " ", "subject": "x", "subjects": ["nope"]}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "name: Cannot be empty",
            "subjects: Contains something that is not in the content"
        ]
    );
    let (_, listed) = server.get(&path, &player.token).await;
    assert_eq!(listed.as_array().unwrap().len(), 1);
    let (status, deleted) = server
        .call(
            Method::DELETE,
            &format!("{path}/{mix_id}"),
            Some(&player.token),
            None,
        )
        .await;
    assert_eq!(
        (status, deleted),
        (StatusCode::OK, json!({"mix_id": mix_id}))
    );
    let (status, _) = server
        .call(
            Method::DELETE,
            &format!("{path}/{mix_id}"),
            Some(&player.token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_child_cannot_give_two_mixes_one_name() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let path = format!("/student/{}/mixes", player.student);
    let mix =
        |name: &str| json!({"name": name, "subject": player.maths, "subjects": [player.maths]});
    let (status, first) = server.post(&path, Some(&player.token), mix("Tables")).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    let (status, body) = server
        .post(&path, Some(&player.token), mix(" Tables "))
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["name: You already have a mix with this name"]
    );

    let (_, second) = server
        .post(&path, Some(&player.token), mix("Fractions"))
        .await;
    let (status, body) = server
        .call(
            Method::PUT,
            &format!("{path}/{}", second["_id"].as_str().unwrap()),
            Some(&player.token),
            Some(mix("Tables")),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["name: You already have a mix with this name"]
    );
    let (_, listed) = server.get(&path, &player.token).await;
    let names: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|mix| mix["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&"Tables") && names.contains(&"Fractions"));
}

/// The id of the demo prize that costs `amount` tokens.
async fn prize_costing(server: &TestServer, token: &str, amount: i64) -> Value {
    let (_, prizes) = server.get("/student/prizes", token).await;
    prizes["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["amount"] == amount)
        .unwrap()["_id"]
        .clone()
}

#[tokio::test]
async fn concurrent_redemptions_never_overspend_and_the_ledger_sums_to_the_balance() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let tokens_path = format!("/student/{}/tokens", player.student);
    let (status, _) = server
        .post(
            &tokens_path,
            Some(&player.token),
            json!({"amount": 50, "note": "x"}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "only admins grant");
    let (status, _) = server
        .post(
            &tokens_path,
            Some(&player.admin),
            json!({"amount": 50, "note": "Great effort in class"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let stickers = prize_costing(&server, &player.token, 20).await;

    let attempts = (0..12).map(|_| {
        server.post(
            "/student/prize",
            Some(&player.token),
            json!({"prize_id": stickers}),
        )
    });
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

    let (_, list) = server.get(&tokens_path, &player.token).await;
    assert_eq!(list["total_token_count"], 10);
    let ledger_sum: i64 = list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|entry| entry["rows"].as_array().unwrap().iter())
        .filter(|row| row["status"] != "Pending")
        .map(|row| row["amount"].as_i64().unwrap())
        .sum();
    assert_eq!(ledger_sum, 10);
    let (status, body) = server
        .post(
            "/student/prize",
            Some(&player.token),
            json!({"prize_id": stickers}),
        )
        .await;
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
        let question = ask(&server, &player, "g-level").await;
        scores.push(question["score"].as_f64().unwrap());
    }
    // Ada is in year 3: on track at 84 to 95 over the year.
    let near = scores
        .iter()
        .filter(|score| (72.0..=100.0).contains(*score))
        .count();
    assert!(near >= 16, "{scores:?}");

    // Every game shows in the token history, a passed answer as pending.
    let question = ask(&server, &player, "g-history").await;
    let body = answer_body(&player, "g-history", "MEDIUM", json!({}), 2.0);
    answer(&server, &player, question["_id"].as_str().unwrap(), body).await;
    let (_, tokens) = server
        .get(
            &format!("/student/{}/tokens", player.student),
            &player.token,
        )
        .await;
    assert_eq!(tokens["total_pending_token_count"], 1);
    assert_eq!(tokens["rows"][0]["pending_token_count"], 1);
    assert_eq!(tokens["rows"][0]["without_subscription_count"], 0);
}

#[tokio::test]
async fn only_the_child_their_parent_and_admins_spend_the_childs_tokens() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let tokens_path = format!("/student/{}/tokens", player.student);
    server
        .post(
            &tokens_path,
            Some(&player.admin),
            json!({"amount": 60, "note": "x"}),
        )
        .await;
    let stickers = prize_costing(&server, &player.token, 20).await;
    let spend = json!({"prize_id": stickers, "student_id": player.student});
    for tutor in ["tutor@plytime.test", "tutor2@plytime.test"] {
        let token = server.demo_token("tutor", tutor).await;
        let (status, _) = server
            .post("/student/prize", Some(&token), spend.clone())
            .await;
        assert_eq!(
            status,
            StatusCode::FORBIDDEN,
            "{tutor} may not spend Ada's tokens"
        );
    }
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    for token in [&parent, &player.admin, &player.token] {
        let (status, body) = server
            .post("/student/prize", Some(token), spend.clone())
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (_, list) = server.get(&tokens_path, &player.token).await;
    assert_eq!(list["total_token_count"], 0);
}

#[tokio::test]
async fn a_game_takes_no_questions_or_answers_once_its_time_is_up() {
    let server = TestServer::with_starter_bank().await;
    let player = ada(&server).await;
    let question = ask(&server, &player, "g-clock").await;
    // The one-minute race began 71 seconds ago: past its minute and the grace.
    let long_ago = chrono::Utc::now().timestamp_millis() - 71_000;
    sqlx::query("UPDATE games SET started_at = $1 WHERE id = 'g-clock'")
        .bind(long_ago)
        .execute(server.db().await.write())
        .await
        .unwrap();
    let body = answer_body(&player, "g-clock", "MEDIUM", json!({}), 2.0);
    let (status, refused) = server
        .post(
            &format!("/question/{}/answer", question["_id"].as_str().unwrap()),
            Some(&player.token),
            body,
        )
        .await;
    assert_eq!(
        (status, errors(&refused)),
        (StatusCode::CONFLICT, vec!["This game is over".to_string()])
    );
    let request = ask_body(&player, "g-clock", "MEDIUM", &[&player.maths]);
    let (status, _) = server
        .call(Method::PUT, "/ask", Some(&player.token), Some(request))
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

async fn ask_in(server: &TestServer, player: &Player, game: &str, endcode: &str) -> Value {
    let body = ask_body(player, game, "MEDIUM", &[endcode]);
    let (status, question) = server
        .call(Method::PUT, "/ask", Some(&player.token), Some(body))
        .await;
    assert_eq!(status, StatusCode::OK, "{question}");
    question
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
        assert_eq!(question["_id"], chosen.as_str());
    }

    let right = right_answer(&server, &player, &chosen).await;
    let body = answer_body(&player, "g-measured-1", "MEDIUM", right, 2.0);
    let (status, marked) = answer(&server, &player, &chosen, body).await;
    assert_eq!(
        (status, marked["result"].clone()),
        (StatusCode::OK, json!("CORRECT"))
    );
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
    let (_, question) = server
        .get(&format!("/question/{chosen}"), &player.admin)
        .await;
    assert_eq!(question["score"], 200.0);
    assert_eq!(question["measured_score"].as_f64(), Some(measured));
    assert_eq!(
        (
            question["measured_count"].clone(),
            question["measured_in_use"].clone()
        ),
        (json!(31), json!(true))
    );
    let (topic, endcode_answers): (String, i64) = sqlx::query_as(
        "SELECT e.topic_id, (SELECT CAST(SUM(measured_count) AS BIGINT) FROM questions q \
         WHERE q.endcode_id = e.id AND q.status <> 'archived') FROM endcodes e WHERE e.id = $1",
    )
    .bind(&endcode)
    .fetch_one(db.read())
    .await
    .unwrap();
    let (_, endcodes) = server
        .get(&format!("/topic/{topic}/endcode"), &player.admin)
        .await;
    let level = endcodes
        .as_array()
        .unwrap()
        .iter()
        .find(|level| level["_id"] == endcode.as_str())
        .unwrap();
    assert_eq!(level["measured"]["answer_count"], endcode_answers);
    assert_eq!(level["measured"]["min_score"].as_f64(), Some(measured));
    assert_eq!(level["measured"]["max_score"], 200.0);
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
    let (status, _) = answer(&server, &player, question["_id"].as_str().unwrap(), body).await;
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
fn node_of<'a>(tree: &'a Value, id: &str) -> Option<&'a Value> {
    tree.as_array()?.iter().find_map(|node| {
        if node["_id"] == id {
            Some(node)
        } else {
            node_of(&node["children"], id)
        }
    })
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
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let path = format!("/student/{}/current_stats", player.student);
    let (status, tree) = server.get(&path, &parent).await;
    assert_eq!(status, StatusCode::OK, "{tree}");
    let unmet = node_of(&tree, &new).expect("the unmet endcode is in the tree");
    let score = unmet["current_score"].as_f64().unwrap();
    assert!(
        (score - 110.0).abs() < 1.0,
        "borrowed from its topic's 110, not the year's 84: {unmet}"
    );
}
