//! Starts the real server on port 0 with a real database: a fresh SQLite
//! file, or, when `PLYTIME_TEST_DATABASE_URL` names a PostgreSQL server, a
//! fresh database on it. Test databases are named `plytime_test_…` and
//! dropped in bulk by `scripts/postgres-up.sh`: dropping one from `Drop`
//! would block the test's runtime while the server still holds
//! connections to it. Files go to the data directory, or, when
//! `PLYTIME_TEST_S3_ENDPOINT` names an S3-compatible server
//! (`scripts/s3-up.sh`), to a folder of its own in the test bucket.
//! A demo server starts on a copy of its [`Seed`]'s template, seeded once
//! per test process, rather than seeding an empty database itself.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use plytime_server::config::{Config, S3Settings};
use plytime_server::db::Db;
use plytime_server::storage::Storage;
use plytime_shared::api::operation::{Operation, RequestBody, ResponseBody};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use tokio::sync::{OnceCell, oneshot};

pub const DEMO_PASSWORD: &str = "plytime-demo";

pub struct TestServer {
    pub base: String,
    pub client: reqwest::Client,
    pub config: Config,
    shutdown: Option<oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
    /// Deleted when the server stops; `None` when it runs elsewhere.
    data_dir: Option<PathBuf>,
}

pub fn unique_name() -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    format!(
        "plytime_test_{}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        uuid::Uuid::new_v4().simple()
    )
}

impl TestServer {
    /// A demo-mode server: the demo accounts exist.
    pub async fn start() -> TestServer {
        TestServer::seeded(Seed::Demo).await
    }

    /// A demo-mode server with the starter question bank loaded.
    pub async fn with_starter_bank() -> TestServer {
        TestServer::seeded(Seed::StarterBank).await
    }

    /// A server with the starter bank and `adjust`ed settings.
    pub async fn with_starter_bank_and(adjust: impl FnOnce(&mut Config)) -> TestServer {
        let seed = Seed::StarterBank;
        TestServer::start_from(Some(seed.template().await), |config| {
            seed.apply(config);
            adjust(config);
        })
        .await
    }

    /// A server with `adjust`ed settings on an empty database, seeded as
    /// those settings say.
    pub async fn start_with(adjust: impl FnOnce(&mut Config)) -> TestServer {
        TestServer::start_from(None, adjust).await
    }

    /// A server on a copy of `seed`'s template: it finds its data seeded
    /// and seeds nothing more (`demo::seed_all`).
    async fn seeded(seed: Seed) -> TestServer {
        let template = seed.template().await;
        TestServer::start_from(Some(template), |config| seed.apply(config)).await
    }

    async fn start_from(
        template: Option<&Template>,
        adjust: impl FnOnce(&mut Config),
    ) -> TestServer {
        let name = unique_name();
        let data_dir = std::env::temp_dir().join(&name);
        let mut config = test_config(&name, template.map(|template| template.name.as_str())).await;
        adjust(&mut config);
        if let Some(template) = template {
            template.copy_files_into(&config).await;
        }
        let listener = tokio::net::TcpListener::bind(config.addr)
            .await
            .expect("bind port 0");
        let base = format!("http://{}", listener.local_addr().unwrap());
        let (shutdown, on_shutdown) = oneshot::channel::<()>();
        let task = tokio::spawn(plytime_server::launch(config.clone(), listener, async {
            let _ = on_shutdown.await;
        }));
        let client = reqwest::Client::new();
        let server = TestServer {
            base,
            client,
            config,
            shutdown: Some(shutdown),
            task: Some(task),
            data_dir: Some(data_dir),
        };
        server.wait_until_healthy().await;
        server
    }

    /// A handle on a server that runs elsewhere (a process a test starts
    /// and kills) with `config`, to call it as any other.
    pub fn attached(base: String, config: Config) -> TestServer {
        TestServer {
            base,
            client: reqwest::Client::new(),
            config,
            shutdown: None,
            task: None,
            data_dir: None,
        }
    }

    async fn wait_until_healthy(&self) {
        // Up to 30 s: a loaded machine (two test threads, a build beside
        // them) can take several seconds to bring a debug server up.
        for _ in 0..1500 {
            let response = self.client.get(self.url("/api/health")).send().await;
            if response.is_ok_and(|response| response.status().is_success()) {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        panic!("server did not become healthy");
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// A second handle on the server's database, for arranging data that no
    /// route creates yet.
    pub async fn db(&self) -> Db {
        Db::connect(&self.config.database_url())
            .await
            .expect("connect to the test database")
    }

    /// The server's file store, for looking at what it keeps.
    pub fn storage(&self) -> Storage {
        Storage::from_config(&self.config).expect("the test server's file store")
    }

    /// Calls `/api{path}` and returns the status and JSON body (`null` when
    /// the body is not JSON).
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        self.call_path(method, &format!("/api{path}"), token, body)
            .await
    }

    /// Calls an operation of the API as the desktop app's client names it:
    /// its path filled with `parameters`, its body typed.
    pub async fn send<Request: RequestBody, Response>(
        &self,
        operation: Operation<Request, Response>,
        parameters: &[&str],
        token: Option<&str>,
        body: &Request,
    ) -> (StatusCode, Value) {
        self.send_query(operation, parameters, &[], token, body)
            .await
    }

    /// [`Self::send`] with a query string.
    pub async fn send_query<Request: RequestBody, Response>(
        &self,
        operation: Operation<Request, Response>,
        parameters: &[&str],
        query: &[(&str, &str)],
        token: Option<&str>,
        body: &Request,
    ) -> (StatusCode, Value) {
        let method =
            Method::from_bytes(operation.method.as_str().as_bytes()).expect("an HTTP method");
        let mut url = reqwest::Url::parse(&self.url(&operation.path(parameters)))
            .expect("a URL of the test server");
        if !query.is_empty() {
            url.query_pairs_mut().extend_pairs(query);
        }
        self.call_path(method, url.as_str(), token, body.to_json())
            .await
    }

    /// [`Self::send`] for a call that must succeed (200), with its typed
    /// answer.
    pub async fn expect_ok<Request: RequestBody, Response: ResponseBody>(
        &self,
        operation: Operation<Request, Response>,
        parameters: &[&str],
        token: Option<&str>,
        body: &Request,
    ) -> Response {
        self.expect_ok_query(operation, parameters, &[], token, body)
            .await
    }

    /// [`Self::expect_ok`] with a query string.
    pub async fn expect_ok_query<Request: RequestBody, Response: ResponseBody>(
        &self,
        operation: Operation<Request, Response>,
        parameters: &[&str],
        query: &[(&str, &str)],
        token: Option<&str>,
        body: &Request,
    ) -> Response {
        let (status, answer) = self
            .send_query(operation, parameters, query, token, body)
            .await;
        // Every success of the API is a 200 with a JSON body.
        assert_eq!(status, StatusCode::OK, "{operation:?}: {answer}");
        Response::from_json(answer.clone())
            .unwrap_or_else(|error| panic!("{operation:?} answered {answer}: {error}"))
    }

    async fn call_path(
        &self,
        method: Method,
        path_or_url: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let url = if path_or_url.starts_with('/') {
            self.url(path_or_url)
        } else {
            path_or_url.to_string()
        };
        let mut request = self.client.request(method, url);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("request sent");
        let status = response.status();
        let body = response.json().await.unwrap_or(Value::Null);
        (status, body)
    }

    pub async fn get(&self, path: &str, token: &str) -> (StatusCode, Value) {
        self.call(Method::GET, path, Some(token), None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
        self.call(Method::POST, path, token, Some(body)).await
    }

    /// Signs in and returns the token response, failing the test otherwise.
    pub async fn sign_in(&self, role: &str, login: &str, password: &str) -> Value {
        let (status, body) = self
            .post(
                "/auth/signin",
                None,
                json!({"role": role, "login": login, "password": password}),
            )
            .await;
        assert_eq!(
            status,
            StatusCode::OK,
            "sign-in of {login} as {role}: {body}"
        );
        body
    }

    pub async fn put(&self, path: &str, token: &str, body: Value) -> (StatusCode, Value) {
        self.call(Method::PUT, path, Some(token), Some(body)).await
    }

    /// Signs up a new parent and returns their id token.
    pub async fn sign_up_parent(&self, email: &str) -> String {
        let (status, session) = self
            .post(
                "/auth/signup",
                None,
                json!({"email": email, "password": "parent password"}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{session}");
        session["id_token"].as_str().unwrap().to_string()
    }

    /// The one-time password in the newest e-mail to `recipient` that
    /// carries one (a weekly digest may have come since).
    pub async fn one_time_password_sent_to(&self, recipient: &str) -> String {
        let emails = plytime_server::db::emails::to_recipient(&self.db().await, recipient)
            .await
            .expect("read the outbox");
        emails
            .iter()
            .find_map(|email| {
                email
                    .body
                    .lines()
                    .find_map(|line| line.strip_prefix("One-time password: "))
            })
            .expect("an e-mail carries a one-time password")
            .trim()
            .to_string()
    }

    /// The id token of a demo account.
    pub async fn demo_token(&self, role: &str, login: &str) -> String {
        let session = self.sign_in(role, login, DEMO_PASSWORD).await;
        session["id_token"].as_str().unwrap().to_string()
    }

    /// The student id of a username.
    pub async fn student_id(&self, username: &str) -> String {
        sqlx::query_scalar("SELECT id FROM students WHERE username = $1")
            .bind(username)
            .fetch_one(self.db().await.read())
            .await
            .unwrap()
    }
}

/// The error messages of a failure body.
/// The string `key` of each object in the JSON list `list`.
pub fn strings_at<'a>(list: &'a Value, key: &str) -> Vec<&'a str> {
    let items = list.as_array().map(Vec::as_slice).unwrap_or_default();
    items.iter().filter_map(|item| item[key].as_str()).collect()
}

pub fn errors(body: &Value) -> Vec<String> {
    body["errors"]
        .as_array()
        .unwrap_or_else(|| panic!("not an error body: {body}"))
        .iter()
        .map(|message| message.as_str().unwrap().to_string())
        .collect()
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(task) = self.task.take() {
            task.abort();
        }
        if let Some(data_dir) = &self.data_dir {
            let _ = std::fs::remove_dir_all(data_dir);
        }
    }
}

/// The settings of a test server named `name`: its data directory, and its
/// own database on PostgreSQL (a copy of the database `template` when one
/// is named) and folder in the S3 bucket when the environment names them.
async fn test_config(name: &str, template: Option<&str>) -> Config {
    let mut config = Config::for_data_dir(std::env::temp_dir().join(name));
    config.database_url = match std::env::var("PLYTIME_TEST_DATABASE_URL") {
        Ok(base_url) if !base_url.is_empty() => {
            Some(create_postgres_database_from(&base_url, name, template).await)
        }
        _ => None,
    };
    if let Some(s3) = S3Settings::from_test_environment(name) {
        config.s3 = s3;
    }
    config
}

/// Creates a fresh database on the PostgreSQL server and returns its URL.
pub async fn create_postgres_database(admin_url: &str, name: &str) -> String {
    create_postgres_database_from(admin_url, name, None).await
}

/// [`create_postgres_database`] as a copy of the database `template`.
async fn create_postgres_database_from(
    admin_url: &str,
    name: &str,
    template: Option<&str>,
) -> String {
    use sqlx::Connection;
    let mut connection = sqlx::PgConnection::connect(admin_url)
        .await
        .expect("connect to PostgreSQL");
    let copy_of = template
        .map(|template| format!(" TEMPLATE {template}"))
        .unwrap_or_default();
    sqlx::query(&format!("CREATE DATABASE {name}{copy_of}"))
        .execute(&mut connection)
        .await
        .expect("create a test database");
    let (base, _) = admin_url
        .rsplit_once('/')
        .expect("a database URL with a database name");
    format!("{base}/{name}")
}

/// What a test server's database holds when it starts.
#[derive(Clone, Copy)]
enum Seed {
    /// The demo accounts and data.
    Demo,
    /// The demo data and the starter question bank.
    StarterBank,
}

impl Seed {
    /// Demo mode, with the starter bank's folder for [`Seed::StarterBank`].
    fn apply(self, config: &mut Config) {
        config.demo = true;
        if let Seed::StarterBank = self {
            config.content_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        }
    }

    /// This test process's template for the seed, made by the first test
    /// that asks. Seeding a database from empty, above all importing the
    /// starter bank, took most of the time of a test that starts a
    /// server; a copy of a seeded database takes a fraction of it.
    async fn template(self) -> &'static Template {
        static DEMO: OnceCell<Template> = OnceCell::const_new();
        static STARTER_BANK: OnceCell<Template> = OnceCell::const_new();
        let (cell, label) = match self {
            Seed::Demo => (&DEMO, "demo"),
            Seed::StarterBank => (&STARTER_BANK, "starter_bank"),
        };
        cell.get_or_init(|| Template::make(self, label)).await
    }
}

/// A seeded database, and the files seeding put in the file store, for test
/// servers to start from copies of. Its dates are those of the moment it
/// was made (the demo's plan was paid then): a test process lasts minutes.
struct Template {
    /// Its database on PostgreSQL, data directory and folder in the bucket.
    name: String,
    config: Config,
}

impl Template {
    async fn make(seed: Seed, label: &str) -> Template {
        remove_stale_templates();
        let name = format!(
            "{TEMPLATE_PREFIX}{}_{label}_{}",
            std::process::id(),
            uuid::Uuid::new_v4().simple()
        );
        let mut config = test_config(&name, None).await;
        seed.apply(&mut config);
        std::fs::create_dir_all(&config.data_dir).expect("create the template's data directory");
        let db = Db::connect(&config.database_url())
            .await
            .expect("create the template database");
        let storage = Storage::from_config(&config).expect("the template's file store");
        plytime_server::demo::seed_all(&db, &storage, &config.content_dir)
            .await
            .expect("seed the template database");
        if config.database_url.is_none() {
            // Everything into the database file, which alone is copied.
            sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                .execute(db.write())
                .await
                .expect("checkpoint the template database");
        }
        // PostgreSQL copies a database only while no one is connected to it.
        db.close().await;
        Template { name, config }
    }

    /// Gives the server of `config` the template's SQLite file (on
    /// PostgreSQL its database is already a copy) and stored files.
    async fn copy_files_into(&self, config: &Config) {
        if config.database_url.is_none() {
            std::fs::create_dir_all(&config.data_dir).expect("create the data directory");
            // Where `Config::database_url` puts the SQLite file.
            std::fs::copy(
                self.config.data_dir.join(SQLITE_FILE),
                config.data_dir.join(SQLITE_FILE),
            )
            .expect("copy the template database");
        }
        let from = Storage::from_config(&self.config).expect("the template's file store");
        let into = Storage::from_config(config).expect("the test server's file store");
        for (key, _) in from.walk("").await.expect("list the template's files") {
            let bytes = from.get(&key).await.expect("read a template file");
            into.put(&key, bytes.expect("a listed file"))
                .await
                .expect("copy a template file");
        }
    }
}

/// Template names start so, with the test process's id after it; the
/// `plytime_test_` start lets `scripts/postgres-up.sh` drop old ones.
const TEMPLATE_PREFIX: &str = "plytime_test_template_";

/// The SQLite database's file in the data directory.
const SQLITE_FILE: &str = "plytime.db";

/// Deletes the data directories of templates whose test process has ended:
/// nothing runs when a test process exits to delete its own.
fn remove_stale_templates() {
    let processes = std::path::Path::new("/proc");
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    if !processes.join("self").exists() {
        return;
    }
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(rest) = name
            .to_str()
            .and_then(|name| name.strip_prefix(TEMPLATE_PREFIX))
        else {
            continue;
        };
        let pid = rest.split('_').next().unwrap_or_default();
        if !processes.join(pid).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// The statuses of calls made at once, sorted: a race's outcome, whatever
/// order the calls finished in.
pub async fn raced_statuses<F, B>(calls: Vec<F>) -> Vec<StatusCode>
where
    F: std::future::Future<Output = (StatusCode, B)>,
{
    let mut statuses: Vec<StatusCode> = join_all(calls)
        .await
        .into_iter()
        .map(|(status, _)| status)
        .collect();
    statuses.sort();
    statuses
}

/// Polls every future concurrently on this task.
pub async fn join_all<F: std::future::Future>(futures: Vec<F>) -> Vec<F::Output> {
    let mut pinned: Vec<std::pin::Pin<Box<F>>> = futures.into_iter().map(Box::pin).collect();
    let mut outputs: Vec<Option<F::Output>> = (0..pinned.len()).map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for (index, future) in pinned.iter_mut().enumerate() {
            if outputs[index].is_none() {
                match future.as_mut().poll(cx) {
                    std::task::Poll::Ready(output) => outputs[index] = Some(output),
                    std::task::Poll::Pending => pending = true,
                }
            }
        }
        if pending {
            std::task::Poll::Pending
        } else {
            std::task::Poll::Ready(())
        }
    })
    .await;
    outputs.into_iter().map(|output| output.unwrap()).collect()
}

/// The submission a question's own first alternative gives, keyed by
/// position: `question` carries `lines` and `answers` as the API sends them.
pub fn first_alternative(question: &Value) -> Value {
    let mut submission = serde_json::Map::new();
    for part in question["answers"][0].as_array().unwrap() {
        let reference = part["ref"].as_str().unwrap();
        let value = part["values"][0].as_str().unwrap();
        'lines: for (l, line) in question["lines"].as_array().unwrap().iter().enumerate() {
            for (e, element) in line.as_array().unwrap().iter().enumerate() {
                let is_choice = element["type"] == "MC";
                if element["ref"] == reference && (!is_choice || element["value"] == value) {
                    submission.insert(
                        format!("{l}-{e}"),
                        json!({"ref": reference, "value": value}),
                    );
                    break 'lines;
                }
            }
        }
    }
    Value::Object(submission)
}

/// A date of birth that fits a child in school `year` today: 15 November,
/// Y + 5 years before the September that started this school year.
pub fn birth_date_for_year(year: i64) -> String {
    use chrono::Datelike;
    let today = chrono::Utc::now().date_naive();
    let september = if today.month() >= 9 {
        today.year()
    } else {
        today.year() - 1
    };
    format!("{}-11-15", i64::from(september) - year - 5)
}

/// A DBS issue date that is current today: a tutor with it can be booked.
pub fn current_dbs_date() -> String {
    (chrono::Utc::now().date_naive() - chrono::Days::new(100)).to_string()
}
