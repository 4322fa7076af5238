//! The desktop's queue and sync against the real server (in this process,
//! on SQLite, with the starter bank): pages of exactly the page size and
//! more, a crash before the queue was emptied, and the server going away
//! and coming back.

mod common;

use plytime_desktop_core::store::Store;
use plytime_desktop_core::store::queue::ItemKind;
use plytime_desktop_core::sync::{self, SyncReport};
use plytime_desktop_core::{DesktopError, Session};
use plytime_shared::game::synced::queued_games;

use common::{Ada, get, serve, signed_in_as_ada};

/// Queues, in each of `stores`, `count` answers (each to a different
/// question, with nothing typed) in games of at most ten answers on a
/// timeline the server believes, each game followed by its summary.
/// Returns how many games that made.
fn queue_games(stores: &[&Store], ada: &Ada, name: &str, count: usize) -> usize {
    let now = chrono::Utc::now().timestamp_millis();
    let games = queued_games(name, &ada.maths, &ada.questions[..count], now);
    let mut items = Vec::new();
    for game in &games {
        for answer in &game.answers {
            let body = serde_json::to_value(answer).unwrap();
            items.push((ItemKind::Answer, answer._id.clone(), body));
        }
        let summary = serde_json::to_value(&game.summary).unwrap();
        items.push((ItemKind::Game, game.summary._id.clone(), summary));
    }
    for store in stores {
        for (kind, id, body) in &items {
            store.enqueue(*kind, id, &ada.id, body).unwrap();
        }
    }
    games.len()
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
