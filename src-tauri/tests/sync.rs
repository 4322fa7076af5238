//! The desktop's queue and sync against the real server (in this process,
//! on SQLite, with the starter bank): pages of exactly the page size and
//! more, a crash before the queue was emptied, and the server going away
//! and coming back.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use plytime_desktop::core::DesktopError;
use plytime_desktop::core::Session;
use plytime_desktop::core::secrets::MemoryStore;
use plytime_desktop::core::store::Store;
use plytime_desktop::core::store::queue::ItemKind;
use plytime_desktop::core::sync::{self, SyncReport};
use plytime_server::config::Config;
use serde_json::{Value, json};
use tokio::sync::oneshot;

struct RunningServer {
    address: SocketAddr,
    stop: oneshot::Sender<()>,
    task: tokio::task::JoinHandle<Result<(), Box<dyn std::error::Error + Send + Sync>>>,
}

/// Serves the data directory in demo mode with the starter bank, on
/// `address` (port 0 for any).
async fn serve(data_dir: &Path, address: SocketAddr) -> RunningServer {
    let mut config = Config::for_data_dir(data_dir.to_path_buf());
    config.demo = true;
    config.content_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../server/content");
    let listener = tokio::net::TcpListener::bind(address).await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        plytime_server::launch(config, listener, async {
            let _ = stopped.await;
        })
        .await
        .map_err(Into::into)
    });
    let health = format!("http://{address}/api/health");
    while reqwest::get(&health).await.is_err() {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    RunningServer {
        address,
        stop,
        task,
    }
}

impl RunningServer {
    async fn shut_down(self) {
        let _ = self.stop.send(());
        self.task.await.unwrap().unwrap();
    }
}

async fn get(session: &Session, path: &str) -> Value {
    let response = session.api_request("GET", path, &[], None).await.unwrap();
    assert_eq!(response.status, 200, "{path}: {}", response.body);
    response.body
}

struct Ada {
    id: String,
    maths: String,
    questions: Vec<String>,
}

async fn ada(session: &Session) -> Ada {
    session
        .sign_in("student", "ada", "plytime-demo")
        .await
        .unwrap();
    let me = get(session, "profile/me").await;
    let subjects = get(session, "game/subjects").await;
    let id = me["user_data"]["_id"].as_str().unwrap().to_string();
    let maths = subjects[0]["_id"].as_str().unwrap().to_string();
    let pack = get(session, &format!("student/{id}/content_pack/{maths}")).await;
    let questions = pack["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|question| question["_id"].as_str().unwrap().to_string())
        .collect();
    Ada {
        id,
        maths,
        questions,
    }
}

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
    let server = serve(data.path(), "127.0.0.1:0".parse().unwrap()).await;
    let url = url::Url::parse(&format!("http://{}/", server.address)).unwrap();
    let session = Session::new(url, Box::new(MemoryStore::default()));
    let ada = ada(&session).await;
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
