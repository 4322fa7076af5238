//! What every handler can reach.

use std::ops::Deref;
use std::sync::Arc;

use crate::auth::ended_signins::EndedSignins;
use crate::auth::guard::SigninCheck;
use crate::auth::tokens::TokenKeys;
use crate::backup::BackupStore;
use crate::config::Config;
use crate::db::Db;
use crate::email::Mailer;
use crate::game::Play;
use crate::game::content_cache::ContentCache;
use crate::game::play_writer::PlayWriter;
use crate::game::players::Players;
use crate::metrics::Metrics;
use crate::payments::Payments;
use crate::privacy::closing::Closer;
use crate::rate_limit::RateLimit;
use crate::realtime::notes::NotesHub;
use crate::realtime::rooms::RoomHub;
use crate::recordings::RecordingKey;
use crate::storage::Storage;
use crate::video::Video;

/// A participant's register events: a join writes a handful at once, then
/// one every couple of minutes and one per camera or microphone switch.
const REGISTER_BURST: u32 = 30;
const REGISTER_PER_SECOND: f64 = 0.5;

#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub config: Config,
    pub db: Db,
    pub tokens: TokenKeys,
    /// Sign-ins whose id tokens are refused before they expire.
    pub ended_signins: EndedSignins,
    pub storage: Storage,
    /// Where backups and the erasure ledger are kept.
    pub backups: BackupStore,
    pub mailer: Mailer,
    pub payments: Payments,
    pub notes_hub: NotesHub,
    /// Live session channels.
    pub rooms: RoomHub,
    pub video: Video,
    /// What session recordings are encrypted with (docs/recordings.md).
    pub recording_key: RecordingKey,
    pub content_cache: ContentCache,
    /// The children playing now.
    pub players: Arc<Players>,
    /// Asks and answers recorded, in batches.
    pub play_writer: PlayWriter,
    /// Register events a participant may write, per session.
    pub register_limit: RateLimit,
    /// What `/metrics` reports; shared with the play writer.
    pub metrics: Arc<Metrics>,
}

/// The services outside the database the server works with, each built
/// from the configuration.
pub struct Services {
    pub storage: Storage,
    pub backups: BackupStore,
    pub mailer: Mailer,
    pub payments: Payments,
    pub video: Video,
    pub recording_key: RecordingKey,
}

impl AppState {
    /// Also starts listening for notes, room messages and ended sign-ins
    /// from other replicas (PostgreSQL), and the tasks recording asked
    /// questions and answers.
    pub fn new(config: Config, db: Db, tokens: TokenKeys, services: Services) -> Self {
        let Services {
            storage,
            backups,
            mailer,
            payments,
            video,
            recording_key,
        } = services;
        let notes_hub = NotesHub::default();
        notes_hub.listen(db.clone(), config.database_listen_url());
        let rooms = RoomHub::default();
        rooms.listen(db.clone(), config.database_listen_url());
        let ended_signins = EndedSignins::default();
        ended_signins.listen(db.clone(), config.database_listen_url());
        let players = Arc::new(Players::new(db.clone()));
        let metrics = Arc::new(Metrics::default());
        let play_writer = PlayWriter::start(db.clone(), players.clone(), metrics.clone());
        AppState(Arc::new(Inner {
            config,
            db,
            tokens,
            ended_signins,
            storage,
            backups,
            mailer,
            payments,
            notes_hub,
            rooms,
            video,
            recording_key,
            content_cache: ContentCache::default(),
            players,
            play_writer,
            register_limit: RateLimit::new(REGISTER_BURST, REGISTER_PER_SECOND),
            metrics,
        }))
    }
}

impl AppState {
    /// The parts playing works with.
    pub fn play(&self) -> Play<'_> {
        Play {
            db: &self.db,
            players: &self.players,
            content_cache: &self.content_cache,
            play_writer: &self.play_writer,
        }
    }

    /// The parts closing a family's account works with.
    pub fn closer(&self) -> Closer<'_> {
        Closer {
            db: &self.db,
            payments: &self.payments,
            ended_signins: &self.ended_signins,
            mailer: &self.mailer,
            players: &self.players,
            rooms: &self.rooms,
            storage: &self.storage,
            config: &self.config,
            ledger: &self.backups,
        }
    }
}

impl Deref for AppState {
    type Target = Inner;

    fn deref(&self) -> &Inner {
        &self.0
    }
}

impl SigninCheck for AppState {
    fn db(&self) -> &Db {
        &self.db
    }

    fn tokens(&self) -> &TokenKeys {
        &self.tokens
    }

    fn ended_signins(&self) -> &EndedSignins {
        &self.ended_signins
    }

    fn test_auth(&self) -> bool {
        self.config.test_auth
    }
}
