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
    std::fs::create_dir_all(data_dir).expect("the server's data folder");
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(data_dir.join("server.log"))
        .expect("the server's log");
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
        .env("RUST_LOG", "warn")
        .stdout(Stdio::from(log.try_clone().expect("the log")))
        .stderr(Stdio::from(log))
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

    /// Whether the server is still running, and the end of its log: for
    /// saying why a cycle failed.
    pub fn describe(&mut self) -> String {
        let state = match self.child.try_wait() {
            Ok(None) => "running".to_string(),
            Ok(Some(status)) => format!("exited: {status}"),
            Err(error) => format!("unknown: {error}"),
        };
        let log = std::fs::read_to_string(self.data_dir.join("server.log")).unwrap_or_default();
        let tail: Vec<&str> = log.lines().rev().take(20).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        format!("server {state}; its log ends:\n{}", tail.join("\n"))
    }

    pub fn database(&self) -> PathBuf {
        self.data_dir.join("plytime.db")
    }
}

/// A harness that fails (panics) takes its server down with it.
impl Drop for ServerProcess {
    fn drop(&mut self) {
        self.stop();
    }
}
