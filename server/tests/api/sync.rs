//! Offline play: content packs, and queued answers and games applied
//! exactly once however often, and however concurrently, they are sent.

use reqwest::StatusCode;
use serde_json::{Value, json};

use plytime_shared::game::synced::queued_answer_time;

use crate::common::{TestServer, errors, first_alternative, join_all};

struct Student {
    token: String,
    id: String,
    maths: String,
}

async fn student(server: &TestServer, username: &str) -> Student {
    let token = server.demo_token("student", username).await;
    let (_, me) = server.get("/profile/me", &token).await;
    let (_, subjects) = server.get("/game/subjects", &token).await;
    Student {
        token,
        id: me["user_data"]["_id"].as_str().unwrap().into(),
        maths: subjects[0]["_id"].as_str().unwrap().into(),
    }
}

async fn pack(server: &TestServer, student: &Student) -> Value {
    let (status, pack) = server
        .get(
            &format!("/student/{}/content_pack/{}", student.id, student.maths),
            &student.token,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{pack}");
    pack
}

/// An answer given offline to the pack's question at `index`: right, or
/// with a value no question accepts. It is the `nth` answer of its game,
/// on a timeline the server believes (`game::synced`).
fn offline_answer(pack: &Value, index: usize, game: &str, nth: usize, right: bool) -> Value {
    let (answered_at, seconds) = queued_answer_time(nth, chrono::Utc::now().timestamp_millis());
    offline_answer_at(pack, index, game, right, answered_at, seconds)
}

fn offline_answer_at(
    pack: &Value,
    index: usize,
    game: &str,
    right: bool,
    answered_at: i64,
    seconds: f64,
) -> Value {
    let question = &pack["questions"][index];
    let answer = if right {
        first_alternative(question)
    } else {
        json!({"0-0": {"ref": "nothing", "value": "not an answer"}})
    };
    json!({
        "_id": uuid::Uuid::new_v4().to_string(),
        "question_id": question["_id"],
        "game_summary_id": game,
        "game_id": "speed-1-multi",
        "focus": [pack["subject_id"]],
        "difficulty": "MEDIUM",
        "answer": answer,
        "time": seconds,
        "answered_at": iso(answered_at),
    })
}

fn iso(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis)
        .unwrap()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

async fn sync_answers(
    server: &TestServer,
    student: &Student,
    answers: &[Value],
) -> (StatusCode, Value) {
    server
        .post(
            "/sync/answers",
            Some(&student.token),
            json!({"student_id": student.id, "answers": answers}),
        )
        .await
}

fn outcomes(response: &Value) -> Vec<(String, String)> {
    response["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            (
                item["outcome"].as_str().unwrap().to_string(),
                item["result"]
                    .as_str()
                    .or(item["reason"].as_str())
                    .unwrap_or_default()
                    .to_string(),
            )
        })
        .collect()
}

async fn answer_count(server: &TestServer, student: &Student) -> usize {
    let (_, answers) = server
        .get(&format!("/student/{}/answers", student.id), &student.token)
        .await;
    answers.as_array().unwrap().len()
}

/// The difficulty the student's answer to `question_id` counted at.
async fn recorded_difficulty(server: &TestServer, student: &Student, question_id: &Value) -> Value {
    let (_, answers) = server
        .get(&format!("/student/{}/answers", student.id), &student.token)
        .await;
    answers
        .as_array()
        .unwrap()
        .iter()
        .find(|answer| answer["question"]["_id"] == *question_id)
        .map(|answer| answer["difficulty"].clone())
        .expect("the answer is recorded")
}

/// The student's answers and tokens, before a test changes them.
async fn counts(server: &TestServer, student: &Student) -> (usize, i64) {
    (
        answer_count(server, student).await,
        token_total(server, student).await,
    )
}

async fn token_total(server: &TestServer, student: &Student) -> i64 {
    let (_, tokens) = server
        .get(&format!("/student/{}/tokens", student.id), &student.token)
        .await;
    tokens["total_token_count"].as_i64().unwrap()
}

#[tokio::test]
async fn a_content_pack_carries_a_subject_to_play_offline_for_its_student_only() {
    let server = TestServer::with_starter_bank().await;
    let ada = student(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let questions = pack["questions"].as_array().unwrap();
    assert!(questions.len() > 100, "the starter bank's Maths");
    assert!(!questions[0]["answers"][0].as_array().unwrap().is_empty());
    let endcodes = pack["endcodes"].as_array().unwrap();
    assert!(
        questions.iter().all(|question| endcodes
            .iter()
            .any(|endcode| endcode["_id"] == question["endcode_id"])),
        "every question's endcode is in the pack"
    );
    assert!(
        endcodes
            .iter()
            .all(|endcode| endcode["subject_id"] == ada.maths
                && endcode["topic_id"].is_string()
                && endcode["theme_id"].is_string())
    );
    assert!(pack["subject_level"].as_f64().unwrap() > 0.0);

    let path = format!("/student/{}/content_pack/{}", ada.id, ada.maths);
    let ben = student(&server, "ben").await;
    let other_tutor = server.demo_token("tutor", "tutor2@plytime.test").await;
    let stranger = server.sign_up_parent("stranger@example.com").await;
    for token in [&ben.token, &other_tutor, &stranger] {
        let (status, body) = server.get(&path, token).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    }
    let (status, body) = server
        .get(
            &format!("/student/{}/content_pack/no-such-subject", ada.id),
            &ada.token,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
}

#[tokio::test]
async fn offline_answers_are_marked_here_and_applied_once_however_often_sent() {
    let server = TestServer::with_starter_bank().await;
    let ada = student(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let (answers_before, tokens_before) = counts(&server, &ada).await;
    let mut page = vec![
        offline_answer(&pack, 0, "offline-1", 0, true),
        offline_answer(&pack, 1, "offline-1", 1, false),
    ];
    // The desktop's marking is not sent, and a right answer claimed for a
    // wrong submission cannot be: the server marks what was typed.
    page[1]["result"] = json!("CORRECT");

    let (status, first) = sync_answers(&server, &ada, &page).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(
        outcomes(&first),
        [
            ("applied".into(), "CORRECT".into()),
            ("applied".into(), "INCORRECT".into())
        ]
    );
    for _ in 0..3 {
        let (_, again) = sync_answers(&server, &ada, &page).await;
        assert_eq!(
            outcomes(&again),
            [
                ("duplicate".into(), "CORRECT".into()),
                ("duplicate".into(), "INCORRECT".into())
            ]
        );
    }
    assert_eq!(answer_count(&server, &ada).await, answers_before + 2);
    // Ada's tutor plan: the right answer's token now, the wrong one's pending review.
    assert_eq!(token_total(&server, &ada).await, tokens_before + 1);

    // The game is saved from the server's own marking, once.
    let game = json!({"_id": "offline-1", "game_id": "speed-1-multi", "focus": [ada.maths],
        "players": [], "started_at": "2020-01-01T00:00:00Z", "finished_at": null,
        "game_type": "speed_standard", "duration": 1});
    let sync_game = || {
        server.post(
            "/sync/games",
            Some(&ada.token),
            json!({"student_id": ada.id, "games": [game.clone()]}),
        )
    };
    let (status, saved) = sync_game().await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["items"][0]["outcome"], "applied");
    let (_, again) = sync_game().await;
    assert_eq!(again["items"][0]["outcome"], "duplicate");

    // A late answer for a saved game is refused for good.
    let (_, late) = sync_answers(
        &server,
        &ada,
        &[offline_answer(&pack, 2, "offline-1", 2, true)],
    )
    .await;
    assert_eq!(
        outcomes(&late),
        [("rejected".into(), "This game is over".into())]
    );
    assert_eq!(answer_count(&server, &ada).await, answers_before + 2);
}

#[tokio::test]
async fn the_same_page_sent_by_several_syncs_at_once_is_applied_once() {
    let server = TestServer::with_starter_bank().await;
    let ada = student(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let (answers_before, tokens_before) = counts(&server, &ada).await;
    let page: Vec<Value> = (0..10)
        .map(|index| offline_answer(&pack, index, "offline-race", index, true))
        .collect();
    let responses = join_all((0..6).map(|_| sync_answers(&server, &ada, &page)).collect()).await;
    let mut applied = 0;
    for (status, response) in &responses {
        assert_eq!(*status, StatusCode::OK, "{response}");
        for (outcome, result) in outcomes(response) {
            assert_eq!(result, "CORRECT");
            applied += usize::from(outcome == "applied");
        }
    }
    assert_eq!(applied, 10, "each answer applied by exactly one sync");
    assert_eq!(answer_count(&server, &ada).await, answers_before + 10);
    assert_eq!(token_total(&server, &ada).await, tokens_before + 10);
}

#[tokio::test]
async fn offline_items_that_cannot_stand_are_refused_with_a_reason() {
    let server = TestServer::with_starter_bank().await;
    let ada = student(&server, "ada").await;
    let ben = student(&server, "ben").await;
    let pack = pack(&server, &ada).await;

    let mut unknown = offline_answer(&pack, 0, "offline-bad", 0, true);
    unknown["question_id"] = json!("no-such-question");
    let mut no_game_type = offline_answer(&pack, 0, "offline-other-type", 0, true);
    no_game_type["game_id"] = json!("no-such-game");
    let mut bad_id = offline_answer(&pack, 0, "offline-bad", 0, true);
    bad_id["_id"] = json!("");
    let first = offline_answer(&pack, 3, "offline-bad", 0, true);
    let mut again_in_game = offline_answer(&pack, 3, "offline-bad", 1, true);
    again_in_game["answer"] = json!({});
    let (status, response) = sync_answers(
        &server,
        &ada,
        &[unknown, no_game_type, bad_id, first.clone(), again_in_game],
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{response}");
    assert_eq!(
        outcomes(&response),
        [
            ("rejected".into(), "No such question".into()),
            ("rejected".into(), "No such game".into()),
            ("rejected".into(), "Ids must be 1 to 64 characters".into()),
            ("applied".into(), "CORRECT".into()),
            (
                "rejected".into(),
                "This question has already been answered in this game".into()
            ),
        ]
    );

    // Ben cannot reuse Ada's answer id, nor add to Ada's game.
    let mut taken = offline_answer(&pack, 4, "offline-ben", 0, true);
    taken["_id"] = first["_id"].clone();
    let into_adas_game = offline_answer(&pack, 5, "offline-bad", 2, true);
    let (_, response) = sync_answers(&server, &ben, &[taken, into_adas_game]).await;
    assert_eq!(
        outcomes(&response),
        [
            (
                "rejected".into(),
                "This answer id belongs to another student".into()
            ),
            (
                "rejected".into(),
                "This game belongs to another student".into()
            ),
        ]
    );

    // Only someone who may play as Ada syncs for her; pages are bounded.
    let stranger = server.sign_up_parent("stranger@example.com").await;
    let (status, _) = server
        .post(
            "/sync/answers",
            Some(&stranger),
            json!({"student_id": ada.id, "answers": []}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let too_many: Vec<Value> = (0..51)
        .map(|nth| offline_answer(&pack, 0, "offline-big", nth, true))
        .collect();
    let (status, body) = sync_answers(&server, &ada, &too_many).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["answers: At most 50 at a time"]);
}

#[tokio::test]
async fn a_question_asked_online_can_be_answered_offline_once() {
    let server = TestServer::with_starter_bank().await;
    let ada = student(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let ask = json!({"student": ada.id, "difficulty": "HARD", "focus": [ada.maths],
        "endcodes_to_exclude": [], "game_summary_id": "half-online", "game_id": "speed-1-multi"});
    let (status, asked) = server
        .call(reqwest::Method::PUT, "/ask", Some(&ada.token), Some(ask))
        .await;
    assert_eq!(status, StatusCode::OK, "{asked}");
    let index = pack["questions"]
        .as_array()
        .unwrap()
        .iter()
        .position(|question| question["_id"] == asked["_id"])
        .unwrap();
    // The connection went before the answer: it is queued offline.
    let now = chrono::Utc::now().timestamp_millis();
    let mut offline = offline_answer_at(&pack, index, "half-online", true, now, 1.0);
    offline["difficulty"] = json!("SUPER_HARD");
    let (_, response) = sync_answers(&server, &ada, &[offline]).await;
    assert_eq!(outcomes(&response), [("applied".into(), "CORRECT".into())]);
    assert_eq!(
        recorded_difficulty(&server, &ada, &asked["_id"]).await,
        "HARD",
        "never above what it was asked at"
    );
}

#[tokio::test]
async fn offline_answers_that_could_not_have_happened_are_refused_and_change_nothing() {
    let server = TestServer::with_starter_bank().await;
    let ada = student(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let (answers_before, tokens_before) = counts(&server, &ada).await;
    let now = chrono::Utc::now().timestamp_millis();
    let week = 7 * 24 * 60 * 60 * 1000;
    let rejected = |reason: &str| ("rejected".to_string(), reason.to_string());

    // What an attacker sent: twenty SUPER_HARD answers, half a second
    // each, dated weeks back.
    let farmed: Vec<Value> = (0..20)
        .map(|index| {
            let answered_at = now - 3 * week + 500 * index as i64;
            let mut answer = offline_answer_at(&pack, index, "farm", true, answered_at, 0.5);
            answer["difficulty"] = json!("SUPER_HARD");
            answer
        })
        .collect();
    let (_, response) = sync_answers(&server, &ada, &farmed).await;
    let too_fast =
        "This answer came faster than a question can be read and answered (under 1 second)";
    assert_eq!(outcomes(&response), vec![rejected(too_fast); 20]);

    // Dated in the future, older than the offline window, or no date at all.
    let at = |answered_at: i64| offline_answer_at(&pack, 30, "odd", true, answered_at, 3.0);
    let mut undated = at(now);
    undated["answered_at"] = json!("last Tuesday");
    let (_, response) = sync_answers(
        &server,
        &ada,
        &[at(now + 10 * 60_000), at(now - 7 * week), undated],
    )
    .await;
    assert_eq!(
        outcomes(&response),
        [
            rejected("This answer is dated in the future"),
            rejected("This answer is older than the 42 days an offline answer counts for"),
            rejected("answered_at: Is not a date and time"),
        ]
    );

    // A game's answers come one after another, inside its minute.
    let began = now - 100_000;
    let in_game = |index: usize, answered_at: i64, seconds: f64| {
        offline_answer_at(&pack, index, "timeline", true, answered_at, seconds)
    };
    let (_, response) = sync_answers(
        &server,
        &ada,
        &[
            in_game(40, began + 5_000, 5.0),
            in_game(41, began + 12_000, 5.0),
            in_game(42, began + 14_000, 4.0),
            in_game(43, began + 90_000, 3.0),
        ],
    )
    .await;
    assert_eq!(
        outcomes(&response),
        [
            ("applied".to_string(), "CORRECT".to_string()),
            ("applied".to_string(), "CORRECT".to_string()),
            rejected(
                "This answer's question was asked before the game's previous answer was given"
            ),
            rejected("This answer falls outside its game's time"),
        ]
    );
    assert_eq!(answer_count(&server, &ada).await, answers_before + 2);
    assert_eq!(token_total(&server, &ada).await, tokens_before + 2);

    // An easy question claimed as SUPER_HARD counts at the difficulty it fits.
    let level = pack["subject_level"].as_f64().unwrap();
    let questions = pack["questions"].as_array().unwrap();
    let easy = questions
        .iter()
        .position(|question| question["score"].as_f64().unwrap() < level - 12.0)
        .expect("the starter bank has questions below Ada's level");
    let mut claimed = offline_answer(&pack, easy, "claims", 0, true);
    claimed["difficulty"] = json!("SUPER_HARD");
    let (_, response) = sync_answers(&server, &ada, &[claimed]).await;
    assert_eq!(outcomes(&response)[0].0, "applied");
    assert_ne!(
        recorded_difficulty(&server, &ada, &questions[easy]["_id"]).await,
        "SUPER_HARD"
    );
}
