//! The server binary running as a process of its own, so that a test can
//! kill it outright and start it again on the same data.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use plytime_server::config::Config;

use crate::common::TestServer;

/// The server binary running as a process of its own, so it can be killed.
pub struct ServerProcess {
    child: Child,
    pub base: String,
    data_dir: PathBuf,
    database_url: Option<String>,
}

impl ServerProcess {
    /// Starts the binary on a free port with `extra` arguments besides.
    pub async fn start(
        data_dir: PathBuf,
        database_url: Option<String>,
        demo: bool,
        extra: &[&str],
    ) -> ServerProcess {
        ServerProcess::spawn(data_dir, database_url, demo, extra, None).await
    }

    /// [`ServerProcess::start`], with what the server prints (its log)
    /// written to the file `log`, for a test that reads it.
    pub async fn start_logging_to(
        data_dir: PathBuf,
        database_url: Option<String>,
        demo: bool,
        extra: &[&str],
        log: &Path,
    ) -> ServerProcess {
        ServerProcess::spawn(data_dir, database_url, demo, extra, Some(log)).await
    }

    async fn spawn(
        data_dir: PathBuf,
        database_url: Option<String>,
        demo: bool,
        extra: &[&str],
        log: Option<&Path>,
    ) -> ServerProcess {
        let (stdout, stderr) = match log {
            Some(log) => {
                let file = std::fs::File::create(log).expect("create the server's log file");
                let copy = file.try_clone().expect("a second handle on the log file");
                (Stdio::from(file), Stdio::from(copy))
            }
            None => (Stdio::null(), Stdio::null()),
        };
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let content = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content");
        let mut command = Command::new(env!("CARGO_BIN_EXE_plytime-server"));
        command
            .arg("--addr")
            .arg(format!("127.0.0.1:{port}"))
            .arg("--data-dir")
            .arg(&data_dir)
            .arg("--content-dir")
            .arg(content)
            .args(extra)
            .stdout(stdout)
            .stderr(stderr);
        if demo {
            command.arg("--demo");
        }
        if let Some(url) = &database_url {
            command.arg("--database-url").arg(url);
        }
        let process = ServerProcess {
            child: command.spawn().expect("start the server binary"),
            base: format!("http://127.0.0.1:{port}"),
            data_dir,
            database_url,
        };
        process.wait_until_healthy().await;
        process
    }

    async fn wait_until_healthy(&self) {
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(120);
        while Instant::now() < deadline {
            let health = client.get(format!("{}/api/health", self.base)).send().await;
            if health.is_ok_and(|response| response.status().is_success()) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the server process did not become healthy");
    }

    /// The process's configuration, as far as a test reaches it: its data
    /// directory and database.
    fn config(&self) -> Config {
        let mut config = Config::for_data_dir(self.data_dir.clone());
        config.database_url = self.database_url.clone();
        config
    }

    /// The URL the process opened, as its configuration makes it.
    pub fn database_url(&self) -> String {
        self.config().database_url()
    }

    /// A handle to call the process with the helpers every test uses.
    pub fn handle(&self) -> TestServer {
        TestServer::attached(self.base.clone(), self.config())
    }

    /// SIGKILL: no shutdown, no flush, nothing finished in flight.
    pub fn kill_9(&mut self) {
        self.child.kill().expect("kill the server");
        self.child.wait().expect("reap the server");
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
