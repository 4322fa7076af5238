//! The desktop's queue and sync against the real server (in this process,
//! on SQLite, with the starter bank): pages of exactly the page size and
//! more, a crash before the queue was emptied, and the server going away
//! and coming back.

mod common;

use plytime_desktop::core::store::Store;
use plytime_desktop::core::store::queue::ItemKind;
use plytime_desktop::core::sync::{self, SyncReport};
use plytime_desktop::core::{DesktopError, Session};
use serde_json::json;

use common::{Ada, get, serve, signed_in_as_ada};

/// Queues, in each of `stores`, a game of `count` answers (each to a
/// different question, with nothing typed) followed by its summary.
fn queue_game(stores: &[&Store], ada: &Ada, game: &str, count: usize) {
    let mut items = Vec::new();
    for question in &ada.questions[..count] {
        let id = uuid::Uuid::new_v4().to_string();
        let answer = json!({"_id": id, "question_id": question, "game_summary_id": game,
            "game_id": "speed-1-multi", "focus": [ada.maths], "difficulty": "MEDIUM",
            "answer": {}, "time": 4.0, "answered_at": chrono::Utc::now().to_rfc3339()});
        items.push((ItemKind::Answer, id, answer));
    }
    let summary = json!({"_id": game, "game_id": "speed-1-multi", "focus": [ada.maths],
        "players": [], "started_at": chrono::Utc::now().to_rfc3339(), "finished_at": null,
        "game_type": "speed_standard", "duration": 1});
    items.push((ItemKind::Game, game.to_string(), summary));
    for store in stores {
        for (kind, id, body) in &items {
            store.enqueue(*kind, id, &ada.id, body).unwrap();
        }
    }
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
    queue_game(&[&store, &crashed], &ada, "desktop-game-1", 100);
    queue_game(&[&store, &crashed], &ada, "desktop-game-2", 73);
    assert_eq!(sync::push(&store, &session).await.unwrap(), report(175, 0));
    assert_eq!(store.next_page(50).unwrap(), None);
    assert_eq!(answers_on_server(&session, &ada).await, before + 173);
    assert_eq!(
        sync::push(&crashed, &session).await.unwrap(),
        report(0, 175)
    );
    assert_eq!(answers_on_server(&session, &ada).await, before + 173);

    // The server goes away: the queue waits, and empties when it is back.
    let address = server.address;
    server.shut_down().await;
    queue_game(&[&store], &ada, "desktop-game-3", 5);
    let error = sync::push(&store, &session).await.unwrap_err();
    assert!(matches!(error, DesktopError::Offline(_)), "{error:?}");
    assert_eq!(store.waiting(ItemKind::Answer).unwrap(), 5);
    let server = serve(data.path(), address).await;
    assert_eq!(sync::push(&store, &session).await.unwrap(), report(6, 0));
    assert_eq!(answers_on_server(&session, &ada).await, before + 178);
    server.shut_down().await;
}
