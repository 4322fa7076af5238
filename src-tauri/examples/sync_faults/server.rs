//! The real server as a child process, on SQLite in its own data folder,
//! so that it can be killed with SIGKILL and started again on the same
//! port and data.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct ServerProcess {
    pub port: u16,
    data_dir: PathBuf,
    child: Child,
}

fn binary() -> PathBuf {
    if let Some(path) = std::env::var_os("PLYTIME_SERVER_BIN") {
        return path.into();
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target"));
    target.join("debug/plytime-server")
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|address| address.port())
        .expect("a free port")
}

fn spawn(port: u16, data_dir: &PathBuf) -> Child {
    let content = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../server/content");
    Command::new(binary())
        .args([
            "--demo",
            "--addr",
            &format!("127.0.0.1:{port}"),
            "--data-dir",
        ])
        .arg(data_dir)
        .arg("--content-dir")
        .arg(content)
        .env("RUST_LOG", "error")
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|error| panic!("start {}: {error}", binary().display()))
}

impl ServerProcess {
    pub async fn start(data_dir: PathBuf) -> ServerProcess {
        let port = free_port();
        let child = spawn(port, &data_dir);
        let server = ServerProcess {
            port,
            data_dir,
            child,
        };
        server.wait_until_up().await;
        server
    }

    async fn wait_until_up(&self) {
        let health = format!("http://127.0.0.1:{}/api/health", self.port);
        let deadline = Instant::now() + Duration::from_secs(60);
        while reqwest::get(&health).await.is_err() {
            assert!(Instant::now() < deadline, "the server did not start");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// SIGKILL, then the same server again.
    pub async fn kill_and_restart(&mut self) {
        self.stop();
        self.child = spawn(self.port, &self.data_dir);
        self.wait_until_up().await;
    }

    pub fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn database(&self) -> PathBuf {
        self.data_dir.join("plytime.db")
    }
}
