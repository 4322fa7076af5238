//! The real server in this process (demo mode, SQLite, the starter bank)
//! for the desktop core's tests, and the demo student's details.

// Each test crate uses a part of this.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use plytime_desktop_core::Session;
use plytime_desktop_core::secrets::MemoryStore;
use plytime_server::config::Config;
use serde_json::Value;
use tokio::sync::oneshot;

pub struct RunningServer {
    pub address: SocketAddr,
    stop: oneshot::Sender<()>,
    task: tokio::task::JoinHandle<Result<(), Box<dyn std::error::Error + Send + Sync>>>,
}

/// Serves the data directory in demo mode with the starter bank, on
/// `address` (port 0 for any).
pub async fn serve(data_dir: &Path, address: SocketAddr) -> RunningServer {
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
    pub async fn shut_down(self) {
        let _ = self.stop.send(());
        self.task.await.unwrap().unwrap();
    }
}

pub async fn get(session: &Session, path: &str) -> Value {
    let response = session.api_request("GET", path, &[], None).await.unwrap();
    assert_eq!(response.status, 200, "{path}: {}", response.body);
    response.body
}

pub struct Ada {
    pub id: String,
    pub maths: String,
    pub questions: Vec<String>,
}

pub async fn ada(session: &Session) -> Ada {
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

/// A server on a fresh data folder, and a session signed in there as Ada.
pub async fn signed_in_as_ada(data_dir: &Path) -> (RunningServer, Session, Ada) {
    let server = serve(data_dir, "127.0.0.1:0".parse().unwrap()).await;
    let url = url::Url::parse(&format!("http://{}/", server.address)).unwrap();
    let session = Session::new(url, Box::new(MemoryStore::default()));
    let ada = ada(&session).await;
    (server, session, ada)
}
