use anyhow::Context;
use clap::Parser;
use plytime_server::config::{Command, Config};
use plytime_server::{auth, db, launch, prepare};
use plytime_shared::Role;
use tracing_subscriber::EnvFilter;

// Requests allocate and free on every thread, and glibc's allocator then
// waits on its arenas' locks; mimalloc keeps a heap per thread
// (docs/scaling.md, "How one server carries the load").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let config = Config::parse();
    init_logging(&config.log_format);
    match config.command.clone() {
        Some(Command::CreateAdmin { email }) => create_admin(config, &email).await,
        Some(Command::DemoSession { minutes }) => demo_session(config, minutes).await,
        Some(Command::Backup) => backup(config).await,
        Some(Command::Restore { backup, force }) => {
            let restored =
                plytime_server::backup::restore::restore(&config, &backup, force).await?;
            eprintln!("{}", restored.report());
            Ok(())
        }
        None => {
            let listener = tokio::net::TcpListener::bind(config.addr)
                .await
                .with_context(|| format!("listening on {}", config.addr))?;
            launch(config, listener, shutdown_signal()).await
        }
    }
}

fn init_logging(format: &str) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    if format == "json" {
        builder.json().init()
    } else {
        builder.init()
    }
}

/// Completes on Ctrl-C or SIGTERM, so that requests in flight can finish.
async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}

/// Bootstraps the first admin of a server without demo data. The one-time
/// password is printed once; the admin must replace it at first sign-in.
async fn create_admin(config: Config, email: &str) -> anyhow::Result<()> {
    plytime_shared::validation::email(email).map_err(anyhow::Error::msg)?;
    let state = prepare(config).await?;
    let one_time = auth::password::one_time_password();
    let hash = auth::password::hash(one_time.clone()).await?;
    let inserted = db::constraints::unless_broken(
        db::accounts::insert(
            state.db.write(),
            db::accounts::NewAccount {
                role: Role::Admin,
                login: email,
                email: Some(email),
                password_hash: &hash,
                must_change_password: true,
                display_name: Some("Admin"),
            },
        )
        .await,
        &[db::constraints::Constraint::Login],
    )?;
    anyhow::ensure!(
        inserted.is_some(),
        "an account with the e-mail {email} already exists"
    );
    tracing::info!(email, "admin created");
    eprintln!("Admin {email} created. One-time password: {one_time}");
    Ok(())
}

/// Takes a backup now and says where it went.
async fn backup(config: Config) -> anyhow::Result<()> {
    let files = plytime_server::storage::Storage::from_config(&config)?;
    let store = plytime_server::backup::BackupStore::from_config(&config, &files)?;
    let db = db::Db::connect(&config.database_url()).await?;
    let taken = plytime_server::backup::take::take(&db, &files, &store).await?;
    db.close().await;
    eprintln!(
        "Backup {} taken: {} tables, {} rows, {} files, {} bytes{}, in {}.",
        taken.name,
        taken.tables.len(),
        taken.rows(),
        taken.files.len(),
        taken.archive_bytes.unwrap_or(0),
        if taken.sealed {
            ", sealed"
        } else {
            ", not sealed (no PLYTIME_BACKUP_KEY)"
        },
        store.location()
    );
    Ok(())
}

/// Moves Ada's next demo session to start in `minutes` and says how to join it.
async fn demo_session(config: Config, minutes: i64) -> anyhow::Result<()> {
    anyhow::ensure!(
        (1..=60).contains(&minutes),
        "--minutes must be from 1 to 60"
    );
    let db = db::Db::connect(&config.database_url()).await?;
    let moved = plytime_server::demo_session::start_soon(&db, minutes).await?;
    let (_, wall_clock) = plytime_shared::schedule::occurrences::london_slot(moved.starts_at);
    let tutor = moved.tutor_first_name;
    eprintln!(
        "Ada's session with {tutor} now starts at {:02}:{:02} (London time).\n\
         Sign in as {tutor} and choose Open in the session's Actions menu; sign in as ada \
         in another browser (or a private window) and press Join on her home.",
        wall_clock / 60,
        wall_clock % 60,
    );
    Ok(())
}
