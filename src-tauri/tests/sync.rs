//! The desktop's queue and sync against the real server (in this process,
//! on SQLite, with the starter bank): pages of exactly the page size and
//! more, a crash before the queue was emptied, and the server going away
//! and coming back.

mod common;

use plytime_desktop::core::store::Store;
use plytime_desktop::core::store::queue::ItemKind;
use plytime_desktop::core::sync::{self, SyncReport};
use plytime_desktop::core::{DesktopError, Session};
use plytime_shared::game::synced::{ANSWERS_PER_QUEUED_GAME, queued_answer_time};
use serde_json::json;

use common::{Ada, get, serve, signed_in_as_ada};

/// Queues, in each of `stores`, `count` answers (each to a different
/// question, with nothing typed) in games of at most ten answers on a
/// timeline the server believes, each game followed by its summary.
/// Returns how many games that made.
fn queue_games(stores: &[&Store], ada: &Ada, name: &str, count: usize) -> usize {
    let now = chrono::Utc::now().timestamp_millis();
    let mut items = Vec::new();
    let chunks = ada.questions[..count].chunks(ANSWERS_PER_QUEUED_GAME);
    let games = chunks.len();
    for (number, questions) in chunks.enumerate() {
        let game = format!("{name}-{number}");
        for (nth, question) in questions.iter().enumerate() {
            let (answered_at, seconds) = queued_answer_time(nth, now);
            let id = uuid::Uuid::new_v4().to_string();
            let answer = json!({"_id": id, "question_id": question, "game_summary_id": game,
                "game_id": "speed-1-multi", "focus": [ada.maths], "difficulty": "MEDIUM",
                "answer": {}, "time": seconds, "answered_at": iso(answered_at)});
            items.push((ItemKind::Answer, id, answer));
        }
        let summary = json!({"_id": game, "game_id": "speed-1-multi", "focus": [ada.maths],
            "players": [], "started_at": iso(now), "finished_at": null,
            "game_type": "speed_standard", "duration": 1});
        items.push((ItemKind::Game, game, summary));
    }
    for store in stores {
        for (kind, id, body) in &items {
            store.enqueue(*kind, id, &ada.id, body).unwrap();
        }
    }
    games
}

fn iso(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis)
        .unwrap()
        .to_rfc3339()
}

async fn answers_on_server(session: &Session, ada: &Ada) -> usize {
    get(session, &format!("student/{}/answers", ada.id))
        .await
        .as_array()
        .unwrap()
        .len()
}

fn report(applied: usize, duplicates: usize) -> SyncReport {
    SyncReport {
        applied,
        duplicates,
        rejected: 0,
    }
}

#[tokio::test]
async fn every_queued_item_reaches_the_server_once_and_waits_while_it_is_away() {
    let data = tempfile::tempdir().unwrap();
    let (server, session, ada) = signed_in_as_ada(data.path()).await;
    let before = answers_on_server(&session, &ada).await;

    // Two full pages exactly, then a game that spills over a page. The
    // second store holds the same items, as a crash after sending and
    // before emptying the queue would leave them.
    let store = Store::in_memory().unwrap();
    let crashed = Store::in_memory().unwrap();
    let games = queue_games(&[&store, &crashed], &ada, "desktop-a", 100)
        + queue_games(&[&store, &crashed], &ada, "desktop-b", 73);
    assert_eq!(
        sync::push(&store, &session).await.unwrap(),
        report(173 + games, 0)
    );
    assert_eq!(store.next_page(50).unwrap(), None);
    assert_eq!(answers_on_server(&session, &ada).await, before + 173);
    assert_eq!(
        sync::push(&crashed, &session).await.unwrap(),
        report(0, 173 + games)
    );
    assert_eq!(answers_on_server(&session, &ada).await, before + 173);

    // The server goes away: the queue waits, and empties when it is back.
    let address = server.address;
    server.shut_down().await;
    queue_games(&[&store], &ada, "desktop-c", 5);
    let error = sync::push(&store, &session).await.unwrap_err();
    assert!(matches!(error, DesktopError::Offline(_)), "{error:?}");
    assert_eq!(store.waiting(ItemKind::Answer).unwrap(), 5);
    let server = serve(data.path(), address).await;
    assert_eq!(sync::push(&store, &session).await.unwrap(), report(6, 0));
    assert_eq!(answers_on_server(&session, &ada).await, before + 178);
    server.shut_down().await;
}
