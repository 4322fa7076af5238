//! Start-up configuration: every setting is a flag with a matching
//! environment variable, documented by `plytime-server --help`.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::builder::FalseyValueParser;
use clap::{Parser, Subcommand};

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

    /// Directory for uploaded files and the default SQLite database.
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

    #[command(subcommand)]
    pub command: Option<Command>,
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
            data_dir,
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
            command: None,
        }
    }
}
