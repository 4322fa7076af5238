//! Offline play: content packs, and queued answers and games applied
//! exactly once however often, and however concurrently, they are sent.
//! Driven through the typed operations the desktop app's client uses.

use plytime_shared::api::game::{AskRequest, GameSummary};
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{game, review, sync, tokens};
use plytime_shared::api::sync::{
    ContentPack, OfflineAnswer, SyncAnswersRequest, SyncGamesRequest, SyncOutcome, SyncResponse,
};
use plytime_shared::content::Decision;
use plytime_shared::game::Difficulty;
use plytime_shared::game::synced::queued_answer_time;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors, first_alternative, join_all};
use crate::game::{Player, player};

async fn pack(server: &TestServer, student: &Player) -> ContentPack {
    server
        .expect_ok(
            sync::CONTENT_PACK,
            &[&student.student, &student.maths],
            Some(&student.token),
            &NoBody,
        )
        .await
}

/// An answer given offline to the pack's question at `index`: right, or
/// with a value no question accepts. It is the `nth` answer of its game,
/// on a timeline the server believes (`game::synced`).
fn offline_answer(
    pack: &ContentPack,
    index: usize,
    game: &str,
    nth: usize,
    right: bool,
) -> OfflineAnswer {
    let (answered_at, seconds) = queued_answer_time(nth, chrono::Utc::now().timestamp_millis());
    offline_answer_at(pack, index, game, right, answered_at, seconds)
}

fn offline_answer_at(
    pack: &ContentPack,
    index: usize,
    game: &str,
    right: bool,
    answered_at: i64,
    seconds: f64,
) -> OfflineAnswer {
    let question = &pack.questions[index];
    let answer = if right {
        first_alternative(&json!(question))
    } else {
        json!({"0-0": {"ref": "nothing", "value": "not an answer"}})
    };
    OfflineAnswer {
        _id: uuid::Uuid::new_v4().to_string(),
        question_id: question._id.clone(),
        game_summary_id: game.to_string(),
        game_id: "speed-1-multi".to_string(),
        focus: vec![pack.subject_id.clone()],
        difficulty: Difficulty::Medium,
        answer: serde_json::from_value(answer).expect("a submission"),
        time: seconds,
        answered_at: iso(answered_at),
    }
}

fn iso(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis)
        .unwrap()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

fn page_of(student: &Player, answers: &[OfflineAnswer]) -> SyncAnswersRequest {
    SyncAnswersRequest {
        student_id: student.student.clone(),
        answers: answers.to_vec(),
    }
}

async fn sync_answers(
    server: &TestServer,
    student: &Player,
    answers: &[OfflineAnswer],
) -> (StatusCode, Value) {
    server
        .send(
            sync::SYNC_ANSWERS,
            &[],
            Some(&student.token),
            &page_of(student, answers),
        )
        .await
}

/// A page of answers the server must take, item by item as it answered.
async fn synced(server: &TestServer, student: &Player, answers: &[OfflineAnswer]) -> SyncResponse {
    server
        .expect_ok(
            sync::SYNC_ANSWERS,
            &[],
            Some(&student.token),
            &page_of(student, answers),
        )
        .await
}

/// What became of one item: the server's marking, or why it was refused.
#[derive(Debug, PartialEq)]
enum Outcome {
    Applied(Decision),
    Duplicate(Decision),
    Rejected(String),
}

fn rejected(reason: &str) -> Outcome {
    Outcome::Rejected(reason.to_string())
}

fn outcomes(response: &SyncResponse) -> Vec<Outcome> {
    response
        .items
        .iter()
        .map(|item| match item.outcome {
            SyncOutcome::Applied => Outcome::Applied(item.result.expect("marked")),
            SyncOutcome::Duplicate => Outcome::Duplicate(item.result.expect("marked")),
            SyncOutcome::Rejected => Outcome::Rejected(item.reason.clone().expect("a reason")),
        })
        .collect()
}

async fn answers_of(
    server: &TestServer,
    student: &Player,
) -> Vec<plytime_shared::api::review::AnswerRecord> {
    server
        .expect_ok(
            review::LIST_ANSWERS,
            &[&student.student],
            Some(&student.token),
            &NoBody,
        )
        .await
}

async fn answer_count(server: &TestServer, student: &Player) -> usize {
    answers_of(server, student).await.len()
}

/// The difficulty the student's answer to `question_id` counted at.
async fn recorded_difficulty(
    server: &TestServer,
    student: &Player,
    question_id: &str,
) -> Difficulty {
    answers_of(server, student)
        .await
        .iter()
        .find(|answer| answer.question._id == question_id)
        .map(|answer| answer.difficulty)
        .expect("the answer is recorded")
}

/// The student's answers and tokens, before a test changes them.
async fn counts(server: &TestServer, student: &Player) -> (usize, i64) {
    (
        answer_count(server, student).await,
        token_total(server, student).await,
    )
}

async fn token_total(server: &TestServer, student: &Player) -> i64 {
    server
        .expect_ok(
            tokens::TOKEN_LIST,
            &[&student.student],
            Some(&student.token),
            &NoBody,
        )
        .await
        .total_token_count
}

#[tokio::test]
async fn a_content_pack_carries_a_subject_to_play_offline_for_its_student_only() {
    let server = TestServer::with_starter_bank().await;
    let ada = player(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let questions = &pack.questions;
    assert!(questions.len() > 100, "the starter bank's Maths");
    assert!(!questions[0].answers[0].is_empty());
    let endcodes = &pack.endcodes;
    assert!(
        questions.iter().all(|question| endcodes
            .iter()
            .any(|endcode| endcode._id == question.endcode_id)),
        "every question's endcode is in the pack"
    );
    // Each with its topic and theme, which the type holds.
    assert!(
        endcodes
            .iter()
            .all(|endcode| endcode.subject_id == ada.maths)
    );
    assert!(pack.subject_level > 0.0);

    let ben = player(&server, "ben").await;
    let other_tutor = server.demo_token("tutor", "tutor2@plytime.test").await;
    let stranger = server.sign_up_parent("stranger@example.com").await;
    for token in [&ben.token, &other_tutor, &stranger] {
        let (status, body) = server
            .send(
                sync::CONTENT_PACK,
                &[&ada.student, &ada.maths],
                Some(token),
                &NoBody,
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    }
    let (status, body) = server
        .send(
            sync::CONTENT_PACK,
            &[&ada.student, "no-such-subject"],
            Some(&ada.token),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
}

#[tokio::test]
async fn offline_answers_are_marked_here_and_applied_once_however_often_sent() {
    let server = TestServer::with_starter_bank().await;
    let ada = player(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let (answers_before, tokens_before) = counts(&server, &ada).await;
    let page = [
        offline_answer(&pack, 0, "offline-1", 0, true),
        offline_answer(&pack, 1, "offline-1", 1, false),
    ];
    // The desktop's marking is not sent, and a right answer claimed for a
    // wrong submission cannot be: the server marks what was typed. The
    // claim is a field the typed body does not have, so the page goes as
    // JSON to the raw path.
    let mut forged = json!(page_of(&ada, &page));
    forged["answers"][1]["result"] = json!("CORRECT");
    let send_forged = || server.post("/sync/answers", Some(&ada.token), forged.clone());

    let (status, first) = send_forged().await;
    assert_eq!(status, StatusCode::OK, "{first}");
    let first: SyncResponse = serde_json::from_value(first).unwrap();
    assert_eq!(
        outcomes(&first),
        [
            Outcome::Applied(Decision::Correct),
            Outcome::Applied(Decision::Incorrect)
        ]
    );
    for _ in 0..3 {
        let (status, again) = send_forged().await;
        assert_eq!(status, StatusCode::OK, "{again}");
        let again: SyncResponse = serde_json::from_value(again).unwrap();
        assert_eq!(
            outcomes(&again),
            [
                Outcome::Duplicate(Decision::Correct),
                Outcome::Duplicate(Decision::Incorrect)
            ]
        );
    }
    assert_eq!(answer_count(&server, &ada).await, answers_before + 2);
    // Ada's tutor plan: the right answer's token now, the wrong one's pending review.
    assert_eq!(token_total(&server, &ada).await, tokens_before + 1);

    // The game is saved from the server's own marking, once.
    let games = SyncGamesRequest {
        student_id: ada.student.clone(),
        games: vec![GameSummary {
            _id: "offline-1".into(),
            game_id: "speed-1-multi".into(),
            focus: vec![ada.maths.clone()],
            players: Vec::new(),
            started_at: "2020-01-01T00:00:00Z".into(),
            finished_at: None,
            game_type: "speed_standard".into(),
            duration: 1,
        }],
    };
    let sync_game = || server.expect_ok(sync::SYNC_GAMES, &[], Some(&ada.token), &games);
    let saved = sync_game().await;
    assert_eq!(saved.items[0].outcome, SyncOutcome::Applied);
    let again = sync_game().await;
    assert_eq!(again.items[0].outcome, SyncOutcome::Duplicate);

    // A late answer for a saved game is refused for good.
    let late = synced(
        &server,
        &ada,
        &[offline_answer(&pack, 2, "offline-1", 2, true)],
    )
    .await;
    assert_eq!(outcomes(&late), [rejected("This game is over")]);
    assert_eq!(answer_count(&server, &ada).await, answers_before + 2);
}

#[tokio::test]
async fn the_same_page_sent_by_several_syncs_at_once_is_applied_once() {
    let server = TestServer::with_starter_bank().await;
    let ada = player(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let (answers_before, tokens_before) = counts(&server, &ada).await;
    let page: Vec<OfflineAnswer> = (0..10)
        .map(|index| offline_answer(&pack, index, "offline-race", index, true))
        .collect();
    let responses = join_all((0..6).map(|_| synced(&server, &ada, &page)).collect()).await;
    let mut applied = 0;
    for response in &responses {
        for outcome in outcomes(response) {
            match outcome {
                Outcome::Applied(Decision::Correct) => applied += 1,
                Outcome::Duplicate(Decision::Correct) => {}
                other => panic!("{other:?}"),
            }
        }
    }
    assert_eq!(applied, 10, "each answer applied by exactly one sync");
    assert_eq!(answer_count(&server, &ada).await, answers_before + 10);
    assert_eq!(token_total(&server, &ada).await, tokens_before + 10);
}

#[tokio::test]
async fn offline_items_that_cannot_stand_are_refused_with_a_reason() {
    let server = TestServer::with_starter_bank().await;
    let ada = player(&server, "ada").await;
    let ben = player(&server, "ben").await;
    let pack = pack(&server, &ada).await;

    let unknown = OfflineAnswer {
        question_id: "no-such-question".into(),
        ..offline_answer(&pack, 0, "offline-bad", 0, true)
    };
    let no_game_type = OfflineAnswer {
        game_id: "no-such-game".into(),
        ..offline_answer(&pack, 0, "offline-other-type", 0, true)
    };
    let bad_id = OfflineAnswer {
        _id: String::new(),
        ..offline_answer(&pack, 0, "offline-bad", 0, true)
    };
    let first = offline_answer(&pack, 3, "offline-bad", 0, true);
    let again_in_game = OfflineAnswer {
        answer: Default::default(),
        ..offline_answer(&pack, 3, "offline-bad", 1, true)
    };
    let response = synced(
        &server,
        &ada,
        &[unknown, no_game_type, bad_id, first.clone(), again_in_game],
    )
    .await;
    assert_eq!(
        outcomes(&response),
        [
            rejected("No such question"),
            rejected("No such game"),
            rejected("Ids must be 1 to 64 characters"),
            Outcome::Applied(Decision::Correct),
            rejected("This question has already been answered in this game"),
        ]
    );

    // Ben cannot reuse Ada's answer id, nor add to Ada's game.
    let taken = OfflineAnswer {
        _id: first._id.clone(),
        ..offline_answer(&pack, 4, "offline-ben", 0, true)
    };
    let into_adas_game = offline_answer(&pack, 5, "offline-bad", 2, true);
    let response = synced(&server, &ben, &[taken, into_adas_game]).await;
    assert_eq!(
        outcomes(&response),
        [
            rejected("This answer id belongs to another student"),
            rejected("This game belongs to another student"),
        ]
    );

    // Only someone who may play as Ada syncs for her; pages are bounded.
    let stranger = server.sign_up_parent("stranger@example.com").await;
    let (status, _) = server
        .send(
            sync::SYNC_ANSWERS,
            &[],
            Some(&stranger),
            &page_of(&ada, &[]),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let too_many: Vec<OfflineAnswer> = (0..51)
        .map(|nth| offline_answer(&pack, 0, "offline-big", nth, true))
        .collect();
    let (status, body) = sync_answers(&server, &ada, &too_many).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(errors(&body), ["answers: At most 50 at a time"]);
}

#[tokio::test]
async fn a_question_asked_online_can_be_answered_offline_once() {
    let server = TestServer::with_starter_bank().await;
    let ada = player(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let ask = AskRequest {
        student: ada.student.clone(),
        difficulty: Difficulty::Hard,
        focus: vec![ada.maths.clone()],
        endcodes_to_exclude: Vec::new(),
        game_summary_id: "half-online".into(),
        game_id: "speed-1-multi".into(),
    };
    let asked = server
        .expect_ok(game::ASK, &[], Some(&ada.token), &ask)
        .await;
    let index = pack
        .questions
        .iter()
        .position(|question| question._id == asked._id)
        .unwrap();
    // The connection went before the answer: it is queued offline.
    let now = chrono::Utc::now().timestamp_millis();
    let offline = OfflineAnswer {
        difficulty: Difficulty::SuperHard,
        ..offline_answer_at(&pack, index, "half-online", true, now, 1.0)
    };
    let response = synced(&server, &ada, &[offline]).await;
    assert_eq!(outcomes(&response), [Outcome::Applied(Decision::Correct)]);
    assert_eq!(
        recorded_difficulty(&server, &ada, &asked._id).await,
        Difficulty::Hard,
        "never above what it was asked at"
    );
}

#[tokio::test]
async fn offline_answers_that_could_not_have_happened_are_refused_and_change_nothing() {
    let server = TestServer::with_starter_bank().await;
    let ada = player(&server, "ada").await;
    let pack = pack(&server, &ada).await;
    let (answers_before, tokens_before) = counts(&server, &ada).await;
    let now = chrono::Utc::now().timestamp_millis();
    let week = 7 * 24 * 60 * 60 * 1000;

    // What an attacker sent: twenty SUPER_HARD answers, half a second
    // each, dated weeks back.
    let farmed: Vec<OfflineAnswer> = (0..20)
        .map(|index| {
            let answered_at = now - 3 * week + 500 * index as i64;
            OfflineAnswer {
                difficulty: Difficulty::SuperHard,
                ..offline_answer_at(&pack, index, "farm", true, answered_at, 0.5)
            }
        })
        .collect();
    let response = synced(&server, &ada, &farmed).await;
    let too_fast =
        "This answer came faster than a question can be read and answered (under 1 second)";
    let expected: Vec<Outcome> = (0..20).map(|_| rejected(too_fast)).collect();
    assert_eq!(outcomes(&response), expected);

    // Dated in the future, older than the offline window, or no date at all.
    let at = |answered_at: i64| offline_answer_at(&pack, 30, "odd", true, answered_at, 3.0);
    let undated = OfflineAnswer {
        answered_at: "last Tuesday".into(),
        ..at(now)
    };
    let response = synced(
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
    let response = synced(
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
            Outcome::Applied(Decision::Correct),
            Outcome::Applied(Decision::Correct),
            rejected(
                "This answer's question was asked before the game's previous answer was given"
            ),
            rejected("This answer falls outside its game's time"),
        ]
    );
    assert_eq!(answer_count(&server, &ada).await, answers_before + 2);
    assert_eq!(token_total(&server, &ada).await, tokens_before + 2);

    // An easy question claimed as SUPER_HARD counts at the difficulty it fits.
    let level = pack.subject_level;
    let easy = pack
        .questions
        .iter()
        .position(|question| question.score < level - 12.0)
        .expect("the starter bank has questions below Ada's level");
    let claimed = OfflineAnswer {
        difficulty: Difficulty::SuperHard,
        ..offline_answer(&pack, easy, "claims", 0, true)
    };
    let response = synced(&server, &ada, &[claimed]).await;
    assert!(
        matches!(outcomes(&response)[0], Outcome::Applied(_)),
        "{response:?}"
    );
    assert_ne!(
        recorded_difficulty(&server, &ada, &pack.questions[easy]._id).await,
        Difficulty::SuperHard
    );
}
