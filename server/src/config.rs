//! Start-up configuration: every setting is a flag with a matching
//! environment variable, documented by `plytime-server --help`.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::builder::FalseyValueParser;
use clap::{Args, Parser, Subcommand};
use plytime_shared::safeguarding::dbs::{DEFAULT_DBS_VALID_YEARS, DbsPolicy};

#[derive(Debug, Clone, Parser)]
#[command(
    name = "plytime-server",
    version,
    about = "The Plytime server: API and web UI"
)]
pub struct Config {
    /// Address to listen on.
    #[arg(long, env = "PLYTIME_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// Database URL: `sqlite://path?mode=rwc` or `postgres://user@host/db`.
    /// Defaults to the SQLite file `plytime.db` in the data directory.
    #[arg(long, env = "DATABASE_URL")]
    pub database_url: Option<String>,

    /// PostgreSQL only: a direct connection for LISTEN, when the database
    /// URL goes through a transaction-pooling proxy such as PgBouncer,
    /// which cannot hold a listening session (docs/scaling.md). Defaults
    /// to the database URL.
    #[arg(long, env = "PLYTIME_DATABASE_LISTEN_URL", hide_env_values = true)]
    pub database_listen_url: Option<String>,

    /// Directory for uploaded files (unless they are kept in S3) and the
    /// default SQLite database.
    #[arg(long, env = "PLYTIME_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,

    /// Demo mode (`1`): creates the demo accounts and data on an empty
    /// database and enables the built-in test payment provider.
    #[arg(long, env = "PLYTIME_DEMO", value_parser = FalseyValueParser::new(), default_value = "0")]
    pub demo: bool,

    /// Directory of the demo content: the starter question bank's
    /// spreadsheets and images, imported in demo mode on an empty database.
    #[arg(long, env = "PLYTIME_CONTENT_DIR", default_value = "server/content")]
    pub content_dir: PathBuf,

    /// Directory of the built web UI, served with a fallback to index.html.
    #[arg(long, env = "PLYTIME_UI_DIR", default_value = "ui/dist")]
    pub ui_dir: PathBuf,

    /// Accept the TEST role's fixed-user headers (`x-test-user-id`,
    /// `x-test-user-role`, `x-test-user-email`). Refused unless the server
    /// listens on a loopback address.
    #[arg(long, env = "PLYTIME_TEST_AUTH", value_parser = FalseyValueParser::new(), default_value = "0")]
    pub test_auth: bool,

    /// Message shown in every page header, e.g. "Demo environment".
    #[arg(long, env = "PLYTIME_ENVIRONMENT_MESSAGE")]
    pub environment_message: Option<String>,

    /// The help-videos page opened by the How-To link.
    #[arg(
        long,
        env = "PLYTIME_HOW_TO_URL",
        default_value = "https://www.youtube.com/@plytime"
    )]
    pub how_to_url: String,

    /// Secret for signing id tokens. When unset, one is generated once and
    /// kept in the database so that every replica shares it.
    #[arg(long, env = "PLYTIME_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<String>,

    /// Log format: `text` or `json`.
    #[arg(long, env = "PLYTIME_LOG_FORMAT", default_value = "text")]
    pub log_format: String,

    /// SMTP server for e-mail, e.g. `smtps://user:pass@smtp.example.com` or
    /// `smtp://127.0.0.1:2525` (plain, for a local relay). Unset: e-mails
    /// stay in the outbox table and the log.
    #[arg(long, env = "PLYTIME_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,

    /// A certificate authority (PEM) that the SMTP relay's certificate
    /// chains to, trusted besides the public ones: for a private relay.
    /// With it the relay's TLS is required: STARTTLS for `smtp://`, TLS
    /// from the start for `smtps://` (docs/email.md).
    #[arg(long, env = "PLYTIME_SMTP_CA_FILE")]
    pub smtp_ca_file: Option<PathBuf>,

    /// The sender of every e-mail.
    #[arg(
        long,
        env = "PLYTIME_MAIL_FROM",
        default_value = "Plytime <no-reply@plytime.test>"
    )]
    pub mail_from: String,

    /// Stripe secret key: with the webhook secret, subscriptions are paid
    /// through Stripe Checkout. Unset: the built-in test provider in demo
    /// mode, and no payments otherwise.
    #[arg(long, env = "PLYTIME_STRIPE_SECRET_KEY", hide_env_values = true)]
    pub stripe_secret_key: Option<String>,

    /// The signing secret of the Stripe webhook endpoint
    /// (`/api/payments/stripe/webhook`).
    #[arg(long, env = "PLYTIME_STRIPE_WEBHOOK_SECRET", hide_env_values = true)]
    pub stripe_webhook_secret: Option<String>,

    /// Stripe's API address (changed only to test against a stand-in).
    #[arg(
        long,
        env = "PLYTIME_STRIPE_API_BASE",
        default_value = "https://api.stripe.com"
    )]
    pub stripe_api_base: String,

    /// Video service for live sessions: `builtin` (a WebRTC call between
    /// the two browsers, signalled through this server) or `jitsi`.
    #[arg(long, env = "PLYTIME_VIDEO_PROVIDER", value_enum, default_value_t = VideoProviderSetting::Builtin)]
    pub video_provider: VideoProviderSetting,

    /// Built-in calls: STUN servers, comma-separated (`stun:host:3478`).
    /// None are needed on one machine or a LAN.
    #[arg(long, env = "PLYTIME_STUN_URLS", value_delimiter = ',')]
    pub stun_urls: Vec<String>,

    /// Built-in calls: TURN relays, comma-separated
    /// (`turn:host:3478?transport=udp,turns:host:5349`), used with
    /// time-limited credentials minted per session from the TURN secret.
    #[arg(long, env = "PLYTIME_TURN_URLS", value_delimiter = ',')]
    pub turn_urls: Vec<String>,

    /// The relay's shared secret (coturn's `static-auth-secret` with
    /// `use-auth-secret`).
    #[arg(long, env = "PLYTIME_TURN_SECRET", hide_env_values = true)]
    pub turn_secret: Option<String>,

    /// Jitsi: the Jitsi Meet server, e.g. `meet.example.org` (its
    /// `external_api.js` is loaded from there).
    #[arg(long, env = "PLYTIME_JITSI_DOMAIN")]
    pub jitsi_domain: Option<String>,

    /// Jitsi: the application id (`JWT_APP_ID`), the tokens' issuer.
    #[arg(long, env = "PLYTIME_JITSI_APP_ID")]
    pub jitsi_app_id: Option<String>,

    /// Jitsi: the application secret (`JWT_APP_SECRET`) the tokens are
    /// signed with (HS256).
    #[arg(long, env = "PLYTIME_JITSI_APP_SECRET", hide_env_values = true)]
    pub jitsi_app_secret: Option<String>,

    /// Jitsi: the tokens' audience, as the server accepts it.
    #[arg(long, env = "PLYTIME_JITSI_AUDIENCE", default_value = "jitsi")]
    pub jitsi_audience: String,

    /// Jitsi: the tokens' subject; the Jitsi domain when unset.
    #[arg(long, env = "PLYTIME_JITSI_SUBJECT")]
    pub jitsi_subject: Option<String>,

    /// Built-in calls: the Janus media server's HTTP API
    /// (`http://127.0.0.1:8188/janus`), through which calls are recorded
    /// (docs/recordings.md). Unset or unreachable: the browsers connect to
    /// each other and the room says the session is not being recorded.
    #[arg(long, env = "PLYTIME_JANUS_URL")]
    pub janus_url: Option<String>,

    /// Janus's `api_secret`: the server's alone, never sent to a browser.
    #[arg(long, env = "PLYTIME_JANUS_SECRET", hide_env_values = true)]
    pub janus_secret: Option<String>,

    /// The folder where Janus writes its raw recordings (`.mjr`), which
    /// this server reads when a session ends: the same path on both, so
    /// Janus runs on this machine or shares the folder. Default: the data
    /// directory's `recordings-raw` folder.
    #[arg(long, env = "PLYTIME_RECORDINGS_RAW_DIR")]
    pub recordings_raw_dir: Option<PathBuf>,

    /// The key recordings are encrypted with: 64 hexadecimal digits
    /// (`openssl rand -hex 32`). Unset: a key generated once and kept in
    /// the database.
    #[arg(long, env = "PLYTIME_RECORDING_KEY", hide_env_values = true)]
    pub recording_key: Option<String>,

    /// Days a session's recording is kept; one under an open concern is
    /// kept until the concern is closed.
    #[arg(long, env = "PLYTIME_RECORDING_RETENTION_DAYS", default_value_t = 90,
        value_parser = clap::value_parser!(u32).range(1..=3650))]
    pub recording_retention_days: u32,

    /// A folder for backups and the erasure ledger, ideally on another
    /// disk or a mounted remote one. Unset: the file store's `backups/`
    /// folder (docs/backups.md says why that alone is no backup).
    #[arg(long, env = "PLYTIME_BACKUP_DIR")]
    pub backup_dir: Option<PathBuf>,

    /// An S3 bucket for backups and the erasure ledger instead of a folder,
    /// reached with the file store's S3 settings (endpoint, region, keys).
    /// Best another bucket than the files', on another account.
    #[arg(long, env = "PLYTIME_BACKUP_S3_BUCKET", conflicts_with = "backup_dir")]
    pub backup_s3_bucket: Option<String>,

    /// The folder of the backup bucket that holds them (e.g. `staging`).
    #[arg(long, env = "PLYTIME_BACKUP_S3_PREFIX", requires = "backup_s3_bucket")]
    pub backup_s3_prefix: Option<String>,

    /// Minutes between scheduled backups of a SQLite server, fractions
    /// allowed (`0.5`: every 30 s); `0` turns them off.
    #[arg(long, env = "PLYTIME_BACKUP_EVERY_MINUTES", default_value_t = 60.0,
        value_parser = backup_interval)]
    pub backup_every_minutes: f64,

    /// How many of the newest backups are kept.
    #[arg(long, env = "PLYTIME_BACKUP_KEEP_HOURLY", default_value_t = 48)]
    pub backup_keep_hourly: usize,

    /// Beyond those, the newest backup of each day is kept for this many
    /// days.
    #[arg(long, env = "PLYTIME_BACKUP_KEEP_DAILY", default_value_t = 30)]
    pub backup_keep_daily: usize,

    /// The key that seals backups: 64 hexadecimal digits (`openssl rand
    /// -hex 32`). Kept apart from the backups; without it they are not
    /// encrypted.
    #[arg(long, env = "PLYTIME_BACKUP_KEY", hide_env_values = true)]
    pub backup_key: Option<String>,

    /// The bearer token that reads `/metrics` (Prometheus's text format).
    /// Unset: no metrics are served.
    #[arg(long, env = "PLYTIME_METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<String>,

    /// Years a tutor's DBS certificate stays current from its issue date:
    /// without a current one a tutor is not offered, booked or let into a
    /// room (docs/safeguarding.md).
    #[arg(long, env = "PLYTIME_DBS_VALID_YEARS", default_value_t = DEFAULT_DBS_VALID_YEARS,
        value_parser = clap::value_parser!(u32).range(1..=10))]
    pub dbs_valid_years: u32,

    // Files in an S3 bucket rather than the data directory. Last, as its
    // help heading holds for every flag after it.
    #[command(flatten)]
    pub s3: S3Settings,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Where files are kept when not in the data directory: an S3 bucket, on
/// Amazon S3 or an S3-compatible server (docs/storage.md).
#[derive(Debug, Clone, Default, Args)]
#[command(next_help_heading = "File storage in S3")]
pub struct S3Settings {
    /// The S3 bucket for uploaded files. Unset: files are kept in the data
    /// directory's `files` folder.
    #[arg(long = "s3-bucket", env = "PLYTIME_S3_BUCKET")]
    pub bucket: Option<String>,

    /// The S3 server's address, for an S3-compatible server (e.g.
    /// `https://s3.example.org`). Unset: Amazon S3.
    #[arg(long = "s3-endpoint", env = "PLYTIME_S3_ENDPOINT")]
    pub endpoint: Option<String>,

    /// The bucket's region. Unset: `AWS_DEFAULT_REGION`, else `us-east-1`.
    #[arg(long = "s3-region", env = "PLYTIME_S3_REGION")]
    pub region: Option<String>,

    /// The access key id. Unset (with the secret): the standard
    /// `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, or the machine's
    /// role.
    #[arg(
        long = "s3-access-key-id",
        env = "PLYTIME_S3_ACCESS_KEY_ID",
        hide_env_values = true
    )]
    pub access_key_id: Option<String>,

    /// The secret access key.
    #[arg(
        long = "s3-secret-access-key",
        env = "PLYTIME_S3_SECRET_ACCESS_KEY",
        hide_env_values = true
    )]
    pub secret_access_key: Option<String>,

    /// Keys start with this folder, so that several servers can share a
    /// bucket (e.g. `staging`).
    #[arg(long = "s3-prefix", env = "PLYTIME_S3_PREFIX")]
    pub prefix: Option<String>,

    /// Allow an `http://` endpoint (`1`). Refused unless the endpoint is on
    /// a loopback address: elsewhere the keys and files would cross the
    /// network unencrypted.
    #[arg(long = "s3-allow-http", env = "PLYTIME_S3_ALLOW_HTTP", value_parser = FalseyValueParser::new(), default_value = "0")]
    pub allow_http: bool,
}

/// The video service a server runs live sessions on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum VideoProviderSetting {
    Builtin,
    Jitsi,
}

#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Creates the first admin account and prints its one-time password.
    CreateAdmin {
        /// The admin's e-mail address (their sign-in name).
        #[arg(long)]
        email: String,
    },
    /// Takes a backup of the SQLite database and its files now, into the
    /// backup location, and prints its name.
    Backup,
    /// Restores a backup (its name, or `latest`) into the data directory
    /// and database the settings name, re-applying the erasure ledger.
    Restore {
        /// The backup's name, or `latest`.
        backup: String,
        /// Replace a database that is not empty.
        #[arg(long)]
        force: bool,
    },
    /// Demo data only: moves Ada's next session to start in a moment, to
    /// try a live session at any hour.
    DemoSession {
        /// Minutes from now until the start.
        #[arg(long, default_value_t = 2)]
        minutes: i64,
    },
}

impl Config {
    /// The database URL in force: the configured one, or the SQLite file in
    /// the data directory.
    /// Where replicas LISTEN for each other's announcements.
    pub fn database_listen_url(&self) -> String {
        self.database_listen_url
            .clone()
            .unwrap_or_else(|| self.database_url())
    }

    /// How long a tutor's DBS check stays current.
    pub fn dbs_policy(&self) -> DbsPolicy {
        DbsPolicy {
            valid_years: self.dbs_valid_years,
        }
    }

    /// Where Janus writes raw recordings and this server reads them.
    pub fn recordings_raw_dir(&self) -> PathBuf {
        self.recordings_raw_dir
            .clone()
            .unwrap_or_else(|| self.data_dir.join("recordings-raw"))
    }

    pub fn database_url(&self) -> String {
        self.database_url.clone().unwrap_or_else(|| {
            format!(
                "sqlite://{}?mode=rwc",
                self.data_dir.join("plytime.db").display()
            )
        })
    }

    /// The defaults with the given data directory, ignoring the
    /// environment: for tests and embedding.
    pub fn for_data_dir(data_dir: PathBuf) -> Self {
        Config {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            database_url: None,
            database_listen_url: None,
            data_dir,
            s3: S3Settings::default(),
            demo: false,
            // None by default: tests ask for the starter bank when they need it.
            content_dir: PathBuf::new(),
            ui_dir: PathBuf::from("ui/dist"),
            test_auth: false,
            environment_message: None,
            how_to_url: "https://www.youtube.com/@plytime".into(),
            jwt_secret: None,
            log_format: "text".into(),
            smtp_url: None,
            smtp_ca_file: None,
            mail_from: "Plytime <no-reply@plytime.test>".into(),
            stripe_secret_key: None,
            stripe_webhook_secret: None,
            stripe_api_base: "https://api.stripe.com".into(),
            video_provider: VideoProviderSetting::Builtin,
            stun_urls: Vec::new(),
            turn_urls: Vec::new(),
            turn_secret: None,
            jitsi_domain: None,
            jitsi_app_id: None,
            jitsi_app_secret: None,
            jitsi_audience: "jitsi".into(),
            jitsi_subject: None,
            janus_url: None,
            janus_secret: None,
            recordings_raw_dir: None,
            recording_key: None,
            recording_retention_days: 90,
            dbs_valid_years: DEFAULT_DBS_VALID_YEARS,
            metrics_token: None,
            backup_dir: None,
            backup_s3_bucket: None,
            backup_s3_prefix: None,
            // Off: a test or an embedding takes backups when it means to.
            backup_every_minutes: 0.0,
            backup_keep_hourly: 48,
            backup_keep_daily: 30,
            backup_key: None,
            command: None,
        }
    }
}

impl S3Settings {
    /// For tests: the S3-compatible server that `PLYTIME_TEST_S3_ENDPOINT`
    /// names (`scripts/s3-up.sh` starts one and prints the variables), its
    /// bucket `PLYTIME_TEST_S3_BUCKET`, with keys under `prefix` so that
    /// tests sharing the bucket never see each other's files. `None` when
    /// no server is named.
    pub fn from_test_environment(prefix: &str) -> Option<S3Settings> {
        let endpoint = std::env::var("PLYTIME_TEST_S3_ENDPOINT")
            .ok()
            .filter(|endpoint| !endpoint.is_empty())?;
        let bucket =
            std::env::var("PLYTIME_TEST_S3_BUCKET").unwrap_or_else(|_| "plytime-test".into());
        Some(S3Settings {
            bucket: Some(bucket),
            allow_http: endpoint.starts_with("http://"),
            endpoint: Some(endpoint),
            region: Some("us-east-1".into()),
            // A local test server takes any keys.
            access_key_id: Some("plytime-test".into()),
            secret_access_key: Some("plytime-test".into()),
            prefix: Some(prefix.into()),
        })
    }
}

/// Minutes between backups: a finite number, zero or more.
fn backup_interval(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(minutes) if minutes.is_finite() && minutes >= 0.0 => Ok(minutes),
        _ => Err(format!(
            "{text:?} is not a number of minutes (0 or more, e.g. 60 or 0.5)"
        )),
    }
}
