//! Playing offline against the real server (in this process): the packs
//! are fetched and sealed while online, the server goes away, a game is
//! played from the packs, and when the server is back the sync delivers
//! every answer and the game once.

mod common;

use plytime_desktop_core::Session;
use plytime_desktop_core::offline::Offline;
use plytime_desktop_core::seal::Sealer;
use plytime_desktop_core::secrets::MemoryStore;
use plytime_desktop_core::store::Store;
use plytime_desktop_core::sync::{self, SyncReport};
use serde_json::{Value, json};

use common::{get, serve, signed_in_as_ada};

async fn call(
    offline: &Offline,
    session: &Session,
    method: &str,
    path: &str,
    body: Value,
) -> Value {
    let response = offline
        .request(session, method, path, &[], Some(&body))
        .await
        .unwrap();
    assert_eq!(response.status, 200, "{method} {path}: {}", response.body);
    response.body
}

#[tokio::test]
async fn a_game_played_offline_reaches_the_server_once_when_it_is_back() {
    let data = tempfile::tempdir().unwrap();
    let (server, session, ada) = signed_in_as_ada(data.path()).await;
    let before = get(&session, &format!("student/{}/answers", ada.id)).await;
    let offline = Offline::new(
        Store::in_memory().unwrap(),
        Sealer::from_store(&MemoryStore::default()).unwrap(),
    );
    assert_eq!(offline.refresh_packs(&session, &ada.id).await.unwrap(), 1);
    // Online reads are kept for later.
    let library = offline
        .request(&session, "GET", "game/library", &[], None)
        .await
        .unwrap();
    assert_eq!(library.status, 200);

    let address = server.address;
    server.shut_down().await;
    let kept = offline
        .request(&session, "GET", "game/library", &[], None)
        .await
        .unwrap();
    assert_eq!(kept.body, library.body, "the library is there offline");

    let game = "played-offline";
    let mut asked_ids = Vec::new();
    for _ in 0..5 {
        let question = call(
            &offline,
            &session,
            "PUT",
            "ask",
            json!({"student": ada.id,
            "difficulty": "MEDIUM", "focus": [ada.maths], "endcodes_to_exclude": [],
            "game_summary_id": game, "game_id": "speed-1-multi"}),
        )
        .await;
        assert!(
            question.get("answers").is_none(),
            "answers are not shown before answering"
        );
        let id = question["_id"].as_str().unwrap().to_string();
        assert!(!asked_ids.contains(&id), "a question comes once per game");
        // Ada takes a moment over each question: the server does not
        // believe offline answers given in under a second.
        tokio::time::sleep(std::time::Duration::from_millis(1_100)).await;
        let marked = call(
            &offline,
            &session,
            "POST",
            &format!("question/{id}/answer"),
            json!({"student_id": ada.id, "time": 1.0, "difficulty": "MEDIUM", "answer": {},
                "game_summary_id": game, "game_id": "speed-1-multi"}),
        )
        .await;
        assert_ne!(marked["result"], "CORRECT");
        assert!(!marked["answers"].as_array().unwrap().is_empty());
        asked_ids.push(id);
    }
    let saved = call(
        &offline,
        &session,
        "PUT",
        "game",
        json!({"_id": game,
        "game_id": "speed-1-multi", "focus": [ada.maths],
        "players": [{"player": "Ada", "playerType": "human", "totalPoints": 999}],
        "started_at": chrono::Utc::now().to_rfc3339(), "game_type": "speed_standard",
        "duration": 1}),
    )
    .await;
    assert_eq!(saved["summary"]["players"][0]["questionCnt"], 5);
    assert_eq!(
        saved["summary"]["players"][0]["totalPoints"], 0,
        "marked here, not claimed"
    );
    assert_eq!(offline.waiting().unwrap(), 6);

    let server = serve(data.path(), address).await;
    let report = sync::push(offline.store(), &session).await.unwrap();
    assert_eq!(
        report,
        SyncReport {
            applied: 6,
            duplicates: 0,
            rejected: 0
        }
    );
    assert_eq!(offline.waiting().unwrap(), 0);
    let after = get(&session, &format!("student/{}/answers", ada.id)).await;
    assert_eq!(
        after.as_array().unwrap().len(),
        before.as_array().unwrap().len() + 5
    );
    server.shut_down().await;
}

#[tokio::test]
async fn the_app_starts_and_reviews_answers_offline_and_the_flags_reach_the_server() {
    let data = tempfile::tempdir().unwrap();
    let (server, session, ada) = signed_in_as_ada(data.path()).await;
    let offline = Offline::new(
        Store::in_memory().unwrap(),
        Sealer::from_store(&MemoryStore::default()).unwrap(),
    );
    let signed_in = offline.resume(&session).await.unwrap();
    let game = "played-online";
    let question = call(
        &offline,
        &session,
        "PUT",
        "ask",
        json!({"student": ada.id, "difficulty": "MEDIUM", "focus": [ada.maths],
            "endcodes_to_exclude": [], "game_summary_id": game, "game_id": "speed-1-multi"}),
    )
    .await;
    call(
        &offline,
        &session,
        "POST",
        &format!("question/{}/answer", question["_id"].as_str().unwrap()),
        json!({"student_id": ada.id, "time": 5.0, "difficulty": "MEDIUM", "answer": {},
            "game_summary_id": game, "game_id": "speed-1-multi"}),
    )
    .await;
    let answers_path = format!("student/{}/answers", ada.id);
    let week = [(
        "since_date_iso".to_string(),
        (chrono::Utc::now() - chrono::Duration::days(7)).to_rfc3339(),
    )];
    let online = offline
        .request(&session, "GET", &answers_path, &week, None)
        .await
        .unwrap();
    let answer_id = online
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|record| record["question"]["_id"] == question["_id"])
        .map(|record| record["_id"].as_str().unwrap().to_string())
        .expect("the answer just given");

    let address = server.address;
    server.shut_down().await;
    assert_eq!(
        offline.resume(&session).await.unwrap(),
        signed_in,
        "restarted without the server, the app carries on as Ada"
    );
    let kept = offline
        .request(&session, "GET", &answers_path, &week, None)
        .await
        .unwrap();
    assert_eq!(kept.body, online.body, "her answers can be read offline");
    let flag = call(
        &offline,
        &session,
        "PUT",
        &format!("student/answer/{answer_id}"),
        json!({"reviewed": true, "help_requested": true}),
    )
    .await;
    assert_eq!(flag, json!({"success": true}));
    let flagged = offline
        .request(&session, "GET", &answers_path, &week, None)
        .await
        .unwrap();
    let record = |list: &Value| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|record| record["_id"] == answer_id.as_str())
            .cloned()
            .unwrap()
    };
    assert_eq!(record(&flagged.body)["help_requested"], true);
    assert_eq!(offline.waiting().unwrap(), 1);

    let server = serve(data.path(), address).await;
    let report = sync::push(offline.store(), &session).await.unwrap();
    assert_eq!(report.applied, 1);
    assert_eq!(offline.waiting().unwrap(), 0);
    let on_server = get(&session, &answers_path).await;
    assert_eq!(record(&on_server)["reviewed"], true);
    assert_eq!(record(&on_server)["help_requested"], true);
    server.shut_down().await;
}
